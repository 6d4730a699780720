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
