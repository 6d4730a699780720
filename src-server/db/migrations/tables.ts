/**
 * Table shapes the migrations share: a table keyed by a serial id, a time-of-writing default,
 * dropping tables in order. Frozen like columns.ts and the migrations themselves (a migration must
 * build the same database forever): change nothing here; another shape gets its own helper.
 */
import { sql, type ColumnBuilderCallback, type Kysely } from 'kysely';
import { parentRef } from './columns.ts';

/** A new table keyed by `id`, a serial primary key; its other columns follow. */
export function createTableWithId(db: Kysely<unknown>, name: string) {
  return db.schema.createTable(name).addColumn('id', 'serial', (col) => col.primaryKey());
}

/**
 * A new table linking two records, `[column, table]` each (a row goes with either record), keyed
 * by the pair (constraint `<name>_pk`); its other columns may follow.
 */
export function createLinkTable(
  db: Kysely<unknown>,
  name: string,
  [firstColumn, firstTable]: [string, string],
  [secondColumn, secondTable]: [string, string],
) {
  return db.schema
    .createTable(name)
    .addColumn(firstColumn, 'integer', parentRef(firstTable))
    .addColumn(secondColumn, 'integer', parentRef(secondTable))
    .addPrimaryKeyConstraint(`${name}_pk`, [firstColumn, secondColumn]);
}

/** A required timestamp: the time the row is written, unless set. */
export const nowByDefault: ColumnBuilderCallback = (col) => col.notNull().defaultTo(sql`now()`);

/** Drops `tables`, in that order (dependents first). */
export async function dropTables(db: Kysely<unknown>, tables: string[]): Promise<void> {
  for (const table of tables) await db.schema.dropTable(table).execute();
}
