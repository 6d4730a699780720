/**
 * What kind of component a part is. Spec §7 names an offers filter and an `unknown_pn/` field
 * `{product}_purchase` without saying what `{product}` is; spec §3 gives the purchase order a
 * `component_type`, and the product filters single out engines, APUs and landing gear
 * (`eng_or_apu_or_ldg`). Our decision, in this one place: `{product}` is a component type, so the
 * filter is `engine_purchase=true`, `apu_purchase=true`, … and narrows offers to parts of that
 * type; `unknown_pn/` records which type a new part number is wanted for. A part's type is kept on
 * its inventory item (null: not classified yet).
 */
import { labelsOf } from './labels.ts';

export const COMPONENT_TYPES = ['engine', 'apu', 'landing_gear', 'component'] as const;
export type ComponentType = (typeof COMPONENT_TYPES)[number];

/** The heavy components the products list singles out (its `eng_or_apu_or_ldg` flag). */
export const COMPONENT_TYPES_HEAVY: readonly ComponentType[] = ['engine', 'apu', 'landing_gear'];

export const COMPONENT_TYPE_LABEL = labelsOf(COMPONENT_TYPES, { apu: 'APU' });

/** The `{product}_purchase` parameter of a component type. */
export function purchaseFlag(type: ComponentType): `${ComponentType}_purchase` {
  return `${type}_purchase`;
}

/**
 * The component type a set of `{product}_purchase` flags asks for (the first one set), if any: a
 * JSON body's `true` or a query string's 'true'.
 */
export function componentTypeOfFlags(
  flags: Partial<Record<`${ComponentType}_purchase`, boolean | 'true' | 'false' | undefined>>,
): ComponentType | undefined {
  return COMPONENT_TYPES.find((type) => {
    const flag = flags[purchaseFlag(type)];
    return flag === true || flag === 'true';
  });
}

/**
 * The type a part of an ATA chapter is, where the chapter says it: 72 (engine), 49 (APU), 32
 * (landing gear); every other chapter is a component. Used to classify the demo inventory.
 */
export function componentTypeOfAtaChapter(chapter: number | null): ComponentType {
  if (chapter === 72) return 'engine';
  if (chapter === 49) return 'apu';
  if (chapter === 32) return 'landing_gear';
  return 'component';
}
