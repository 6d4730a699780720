/**
 * The columns an update sets from a parsed PATCH body: each field named in `columns` that has a
 * value, under its column's name (a field left out, or present but undefined, sets nothing).
 * Fields that need more than a rename stay written out beside it.
 */
export function definedColumns<
  B extends object,
  const M extends { readonly [K in keyof B]?: string },
>(body: B, columns: M): { [K in keyof M & keyof B as M[K] & string]?: Exclude<B[K], undefined> } {
  const set: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(columns) as [string, string][]) {
    const value = (body as Record<string, unknown>)[field];
    if (value !== undefined) set[column] = value;
  }
  return set as { [K in keyof M & keyof B as M[K] & string]?: Exclude<B[K], undefined> };
}
