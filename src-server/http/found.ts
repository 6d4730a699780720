/**
 * The load-check steps every write and every `GET :id` repeated: read a record, refuse when it is
 * not there (404, or the refusal a call gives instead), go on with it. Locking reads take the row
 * FOR UPDATE, so two writes to one record never interleave (each waits for the other's
 * transaction to end).
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import { notFound, type HttpError } from './errors.ts';

/** The record a read found, or the refusal (404 unless the call says otherwise). */
export async function found<T>(
  read: Promise<T | undefined>,
  refusal: () => HttpError = () => notFound(),
): Promise<T> {
  const record = await read;
  if (record === undefined) throw refusal();
  return record;
}

/** The tables whose records are known by an `id` column: the ones a write locks by id. */
export type IdTable = {
  [T in keyof Database]: Database[T] extends { id: unknown } ? T : never;
}[keyof Database];

/** The whole row of `table` with this id, locked for the transaction's write, if there is one. */
export function lockedRow<T extends IdTable>(
  db: Kysely<Database>,
  table: T,
  id: number,
): Promise<Selectable<Database[T]> | undefined> {
  // Kysely cannot type one query over a generic table: typed as one of them, read as `T`'s row.
  return db
    .selectFrom(table as IdTable as 'product')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst() as Promise<unknown> as Promise<Selectable<Database[T]> | undefined>;
}

/** The named columns of one record of a table with an id. */
type RecordColumns<T extends IdTable, C extends keyof Selectable<Database[T]>> = Pick<
  Selectable<Database[T]>,
  C
>;

/** The read of `columns` of the record of `table` with this id, locked or not. */
function readColumns<T extends IdTable, C extends keyof Selectable<Database[T]> & string>(
  db: Kysely<Database>,
  table: T,
  id: number,
  columns: readonly C[],
  lock: boolean,
): Promise<RecordColumns<T, C> | undefined> {
  // Kysely cannot type one query over a generic table: typed as one of them, read as `T`'s columns.
  const query = db
    .selectFrom(table as IdTable as 'inventory')
    .select(columns as readonly string[] as readonly 'id'[])
    .where('id', '=', id);
  const read = (lock ? query.forUpdate() : query).executeTakeFirst();
  return read as Promise<unknown> as Promise<RecordColumns<T, C> | undefined>;
}

/**
 * `columns` of the record of `table` with this id, if there is one: the read (no lock) that reads,
 * checks and refusals made of one record's few columns each wrote out (found, fieldRecord).
 */
export function recordColumns<T extends IdTable, C extends keyof Selectable<Database[T]> & string>(
  db: Kysely<Database>,
  table: T,
  id: number,
  columns: readonly C[],
): Promise<RecordColumns<T, C> | undefined> {
  return readColumns(db, table, id, columns, false);
}

/**
 * `columns` of the record of `table` with this id, locked for the transaction's write, or 404:
 * the lock-then-check step of a write that checks a few columns, not the whole row (lockedRow).
 */
export function lockedColumns<T extends IdTable, C extends keyof Selectable<Database[T]> & string>(
  db: Kysely<Database>,
  table: T,
  id: number,
  columns: readonly C[],
): Promise<RecordColumns<T, C>> {
  return found(readColumns(db, table, id, columns, true));
}
