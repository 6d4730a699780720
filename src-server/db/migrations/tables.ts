/**
 * Table shapes the migrations share: a table keyed by a serial id, a time-of-writing default,
 * dropping tables in order. Frozen like columns.ts and the migrations themselves (a migration must
 * build the same database forever): change nothing here; another shape gets its own helper.
 */
import { sql, type ColumnBuilderCallback, type Kysely } from 'kysely';

/** A new table keyed by `id`, a serial primary key; its other columns follow. */
export function createTableWithId(db: Kysely<unknown>, name: string) {
  return db.schema.createTable(name).addColumn('id', 'serial', (col) => col.primaryKey());
}

/** A required timestamp: the time the row is written, unless set. */
export const nowByDefault: ColumnBuilderCallback = (col) => col.notNull().defaultTo(sql`now()`);

/** Drops `tables`, in that order (dependents first). */
export async function dropTables(db: Kysely<unknown>, tables: string[]): Promise<void> {
  for (const table of tables) await db.schema.dropTable(table).execute();
}
