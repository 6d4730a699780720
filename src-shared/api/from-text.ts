/**
 * Query strings, path segments and form fields arrive as text; the schemas want JSON's types.
 * Rather than loosen every schema (z.coerce made `null`, `""`, `false` and `[]` into 0 and `true`
 * into 1), the text is turned into typed values once, field by field, where the schema wants a
 * number or a boolean, and the schema then checks it as strictly as any JSON body.
 */
import type { z } from 'zod';

type NumberFromText = (text: string) => number | undefined;

/**
 * Query strings and paths: a plain decimal number, written one way only: digits, an optional
 * leading minus and fraction; no plus, no leading zeros (`016`), no `0x10`, no `1e1`, no spaces,
 * no `Infinity`. Anything else stays text, which the number schema refuses.
 */
export const strictNumberText: NumberFromText = (text) =>
  /^-?(0|[1-9]\d*)(\.\d+)?$/.test(text) ? Number(text) : undefined;

/** Forms: what a person types, trimmed ('  12 ' is 12, '+5' is 5), else the same way of writing. */
export const formNumberText: NumberFromText = (text) =>
  strictNumberText(text.trim().replace(/^\+(?=\d)/, ''));

type AnySchema = z.core.$ZodType;

function defOf(schema: AnySchema): { type: string } & Record<string, unknown> {
  return schema._zod.def as unknown as { type: string } & Record<string, unknown>;
}

/** The schema under optional, nullable, default and the input side of a pipe (transform). */
function unwrapped(schema: AnySchema): AnySchema {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return unwrapped(def.innerType as AnySchema);
    case 'pipe':
      return unwrapped(def.in as AnySchema);
    default:
      return schema;
  }
}

/** 'number' or 'boolean' when the field wants that type (and no text), else undefined. */
function typedKind(schema: AnySchema): 'number' | 'boolean' | undefined {
  const inner = unwrapped(schema);
  const def = defOf(inner);
  if (def.type === 'number' || def.type === 'boolean') return def.type;
  if (def.type === 'union') {
    const kinds = (def.options as AnySchema[]).map((option) => defOf(unwrapped(option)).type);
    if (kinds.includes('string')) return undefined;
    if (kinds.includes('number')) return 'number';
    if (kinds.includes('boolean')) return 'boolean';
  }
  return undefined;
}

/** The fields of an object schema (through refinements and transforms), or undefined. */
function shapeOf(schema: AnySchema): Record<string, AnySchema> | undefined {
  const def = defOf(unwrapped(schema));
  return def.type === 'object' ? (def.shape as Record<string, AnySchema>) : undefined;
}

/**
 * The same values with each text field the schema wants as a number or boolean converted:
 * numbers by `toNumber` (text it does not accept, a blank one too, stays text, and the schema
 * says what is wrong: "Enter a price."), booleans from exactly 'true' and 'false'.
 */
export function typedFromText(
  schema: AnySchema | undefined,
  values: unknown,
  toNumber: NumberFromText,
): unknown {
  const shape = schema && shapeOf(schema);
  if (!shape || !values || typeof values !== 'object' || Array.isArray(values)) return values;
  const result: Record<string, unknown> = { ...(values as Record<string, unknown>) };
  for (const [key, value] of Object.entries(result)) {
    const field = Object.hasOwn(shape, key) ? shape[key] : undefined;
    if (!field || typeof value !== 'string') continue;
    const kind = typedKind(field);
    if (!kind) continue;
    if (kind === 'number') {
      const number = toNumber(value);
      if (number !== undefined) result[key] = number;
    } else if (value === 'true' || value === 'false') {
      result[key] = value === 'true';
    }
  }
  return result;
}
