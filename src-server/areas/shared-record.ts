/**
 * The change of one record known by its id, which each write spelled out as update-set-where-id
 * (the lock-then-check step before it: lockedRow and lockedColumns, http/found.ts).
 */
import type { ExpressionBuilder, Kysely, UpdateObject } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { IdTable } from '../http/found.ts';

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

/** The tables whose records keep the time of their last change. */
type ChangedTable = {
  [T in IdTable]: Database[T] extends { updated_at: unknown } ? T : never;
}[IdTable];

/**
 * Sets `values` (or what they compute from the row, as updateById) and `updated_at` on the record
 * `id` of `table`, and names the record (what a recordRoutes write answers, so the detail is read
 * back).
 */
export async function changedRecord<T extends ChangedTable>(
  db: Kysely<Database>,
  table: T,
  id: number,
  values:
    UpdateObject<Database, T> | ((eb: ExpressionBuilder<Database, T>) => UpdateObject<Database, T>),
): Promise<number> {
  const stamped = (eb: ExpressionBuilder<Database, T>) =>
    ({
      ...(typeof values === 'function' ? values(eb) : values),
      updated_at: new Date(),
    }) as UpdateObject<Database, T>;
  await updateById(db, table, id, stamped);
  return id;
}
