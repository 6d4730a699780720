/**
 * A write that changes some columns of one record found by id, marks the time of the change, and
 * names the record it changed (what a recordRoutes write answers, so the detail is read back).
 * Each such write spelled out the update, its `updated_at` and the id again.
 */
import type { Kysely, Updateable } from 'kysely';
import type { Database } from './schema.ts';

/** The tables whose records keep the time of their last change, changed this way. */
type ChangedTable = 'product' | 'stocktaking';

/** Sets `set` and `updated_at` on the record `id` of `table`; answers `id`. */
export async function changedRecord<T extends ChangedTable>(
  db: Kysely<Database>,
  table: T,
  id: number,
  set: Updateable<Database[T]>,
): Promise<number> {
  // Kysely cannot type one query over a union of tables: typed as one of them.
  await db
    .updateTable(table as ChangedTable as 'product')
    .set({ ...(set as Updateable<Database['product']>), updated_at: new Date() })
    .where('id', '=', id)
    .execute();
  return id;
}
