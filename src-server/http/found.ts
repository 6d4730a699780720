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

/** The tables whose records a write locks by id before it checks and changes them. */
type LockedTable =
  | 'assessment'
  | 'consolidation'
  | 'contact'
  | 'product'
  | 'product_request'
  | 'rfq'
  | 'stocktaking';

/** The whole row of `table` with this id, locked for the transaction's write, if there is one. */
export function lockedRow<T extends LockedTable>(
  db: Kysely<Database>,
  table: T,
  id: number,
): Promise<Selectable<Database[T]> | undefined> {
  // Kysely cannot type one query over a union of tables: typed as one of them, read as `T`'s row.
  return db
    .selectFrom(table as LockedTable as 'product')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst() as Promise<unknown> as Promise<Selectable<Database[T]> | undefined>;
}
