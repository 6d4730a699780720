/**
 * Column groups the migrations share: links to other records, the public uuid, who made a record
 * and when, a thread of comments. Each builds exactly the DDL the migrations spelled out before.
 * Frozen like the migrations themselves (a migration must build the same database forever):
 * change nothing here; a column of another shape gets its own helper or stays written out.
 */
import {
  sql,
  type ColumnBuilderCallback,
  type CreateTableBuilder,
  type Kysely,
  type RawBuilder,
} from 'kysely';

/** A required link to the record this one belongs to: deleted with it. */
export function parentRef(table: string): ColumnBuilderCallback {
  return (col) => col.notNull().references(`${table}.id`).onDelete('cascade');
}

/** A link that is also the primary key: one row for each record of `table`, deleted with it. */
export function keyedParentRef(table: string): ColumnBuilderCallback {
  return (col) => col.primaryKey().references(`${table}.id`).onDelete('cascade');
}

/** An optional link to another record: cleared (null) when that record is deleted. */
export function looseRef(table: string): ColumnBuilderCallback {
  return (col) => col.references(`${table}.id`).onDelete('set null');
}

/** A required column: `value` unless set, and always satisfying `check`. */
export function checkedDefault(
  value: string | number,
  check: RawBuilder<unknown>,
): ColumnBuilderCallback {
  return (col) => col.notNull().defaultTo(value).check(check);
}

/** `uuid`: the record's public id, made by the database. */
export function uuidColumn<TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) {
  return table.addColumn('uuid', 'uuid', (col) =>
    col
      .notNull()
      .unique()
      .defaultTo(sql`gen_random_uuid()`),
  );
}

/** `created_by_id`: the user who made the record (null once that user is deleted). */
export function createdBy<TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) {
  return table.addColumn('created_by_id', 'integer', looseRef('app_user'));
}

/** `created_at`: when the record was made. */
export function createdAt<TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) {
  return table.addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`));
}

/** `created_at` and `updated_at`, both the time the record was made until it changes. */
export function createdAndUpdatedAt<TB extends string, C extends string>(
  table: CreateTableBuilder<TB, C>,
) {
  return createdAt(table).addColumn('updated_at', 'timestamptz', (col) =>
    col.notNull().defaultTo(sql`now()`),
  );
}

/**
 * A thread of comments on a record (`parentColumn` links to `parentTable`): id, the link, any
 * `extra` columns, the text, who wrote it and when.
 */
export async function createCommentTable(
  db: Kysely<unknown>,
  name: string,
  parentColumn: string,
  parentTable: string,
  extra: (table: CreateTableBuilder<string, string>) => CreateTableBuilder<string, string> = (
    table,
  ) => table,
): Promise<void> {
  await db.schema
    .createTable(name)
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn(parentColumn, 'integer', parentRef(parentTable))
    .$call(extra)
    .addColumn('text', 'text', (col) => col.notNull())
    .$call(createdBy)
    .$call(createdAt)
    .execute();
}

/** A plain b-tree index `name` on `table` over `columns`, in that order. */
export async function createIndex(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: string[],
): Promise<void> {
  await db.schema.createIndex(name).on(table).columns(columns).execute();
}
