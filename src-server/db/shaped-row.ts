/**
 * The read of one record by id, shaped for the answer: every `xOf(db, id)` awaited its row and
 * mapped it unless there was none.
 */

/** The row `read` found, shaped by `to`; undefined when there is none. */
export async function shapedRow<R, T>(
  read: Promise<R | undefined>,
  to: (row: R) => T,
): Promise<T | undefined> {
  const row = await read;
  return row === undefined ? undefined : to(row);
}
