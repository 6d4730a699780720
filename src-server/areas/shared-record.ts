/**
 * The steps of a write on one record known by its id. lockedColumns: the lock-then-check step of
 * the offer, inventory and KP writes, the few columns a write checks, read FOR UPDATE (so a
 * concurrent write to it waits), or 404; each wrote the same select-where-forUpdate-or-notFound
 * chain (lockedRow, http/found.ts, takes the whole row of its own tables, this the named columns
 * of any table with an id). updateById: the change itself, which each write spelled out as
 * update-set-where-id.
 */
import type { ExpressionBuilder, Kysely, Selectable, UpdateObject } from 'kysely';
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

/**
 * The record of `table` with this id gets these values (typed as that table's columns; a function
 * of the expression builder where a value is computed from the row's own).
 */
export async function updateById<T extends IdTable>(
  db: Kysely<Database>,
  table: T,
  id: number,
  values:
    UpdateObject<Database, T> | ((eb: ExpressionBuilder<Database, T>) => UpdateObject<Database, T>),
): Promise<void> {
  // Kysely cannot type one query over a generic table: typed as one of them.
  await db
    .updateTable(table as IdTable as 'inventory')
    .set(values as unknown as UpdateObject<Database, 'inventory'>)
    .where('id', '=', id)
    .execute();
}
