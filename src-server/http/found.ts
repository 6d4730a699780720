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

/**
 * `columns` of the record of `table` with this id, locked for the transaction's write, or 404:
 * the lock-then-check step of a write that checks a few columns, not the whole row (lockedRow).
 */
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
