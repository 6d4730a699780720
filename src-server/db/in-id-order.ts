/**
 * Records read by their ids (`id in ids`), answered in the order of `ids`: a page whose ids were
 * chosen and ordered first (a list's ids, then their rows), or the people a record names. The
 * database returns `in` rows in any order; each area mapped them by id and walked `ids` again.
 */

/**
 * The records of `ids`, in that order, each shaped by `to`; an id with no row is left out, and no
 * ids read nothing.
 */
export async function inIdOrder<R extends { id: number }, T>(
  ids: readonly number[],
  read: (ids: readonly number[]) => Promise<R[]>,
  to: (row: R) => T,
): Promise<T[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await read(ids)).map((row) => [row.id, to(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
