import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { notify } from '../../stores/notifications.ts';

/**
 * What an edit form sends: the form is checked with the create schema (so a required field emptied
 * says "This field is required.", as when adding), and only the fields the user changed are sent,
 * as the schema parsed them (trimmed texts, numbers). An optional text emptied is sent as '', so
 * the server clears it (the schema's output would drop it, and the old text would stay).
 */
export function changedPatch<T extends Record<string, string | boolean>>(
  initial: T,
  values: T,
  parsed: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(values)) {
    if (values[key] === initial[key]) continue;
    const value = parsed[key];
    patch[key] = value === undefined ? '' : value;
  }
  return patch;
}

/** A select's value as the schemas read it: '' is "not chosen", else the number. */
export function numberOrUndefined(value: string): number | undefined {
  return value === '' ? undefined : Number(value);
}

/** A select that may be cleared: '' is null. */
export function numberOrNull(value: string): number | null {
  return value === '' ? null : Number(value);
}

/**
 * Saves one of a company's records from its dialog: a new one is created whole; an existing one
 * (`update` given) gets only what changed (changedPatch), and nothing is sent when nothing did.
 * Says which it was ('Successful creation' / 'Successful edit').
 */
export async function saveRecord<T extends Record<string, string | boolean>, B extends object>(
  typed: { initial: T; values: T; parsed: B },
  send: {
    create: (body: B) => Promise<unknown>;
    update: ((patch: Partial<B>) => Promise<unknown>) | null;
  },
): Promise<void> {
  if (!send.update) {
    await send.create(typed.parsed);
    notify.success(MESSAGES.created);
    return;
  }
  const patch = changedPatch(typed.initial, typed.values, typed.parsed) as Partial<B>;
  if (Object.keys(patch).length === 0) return;
  await send.update(patch);
  notify.success(MESSAGES.edited);
}
