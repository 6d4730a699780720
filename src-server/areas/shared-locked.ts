/**
 * The lock-then-check step of the offer, inventory and KP writes: the few columns a write checks
 * of one record, read FOR UPDATE by id (so a concurrent write to it waits), or 404. Each wrote the
 * same select-where-forUpdate-or-notFound chain; lockedRow (http/found.ts) takes the whole row of
 * its own tables, this the named columns of any table with an id.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import { found } from '../http/found.ts';

/** The tables whose records are known by an `id` column. */
type IdTable = {
  [T in keyof Database]: Database[T] extends { id: unknown } ? T : never;
}[keyof Database];

/** `columns` of the record of `table` with this id, locked for the transaction's write, or 404. */
export function lockedColumns<T extends IdTable, C extends keyof Selectable<Database[T]> & string>(
  db: Kysely<Database>,
  table: T,
  id: number,
  columns: readonly C[],
): Promise<Pick<Selectable<Database[T]>, C>> {
  // Kysely cannot type one query over a generic table: typed as one of them, read as `T`'s columns.
  const read = db
    .selectFrom(table as IdTable as 'inventory')
    .select(columns as readonly string[] as readonly 'id'[])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return found(read as Promise<unknown> as Promise<Pick<Selectable<Database[T]>, C> | undefined>);
}
