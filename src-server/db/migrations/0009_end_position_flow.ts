/**
 * The need-offer flow on the search tasks (end_position, 0002): a task may be added to the
 * pipeline (a flag the parts search manager sets in bulk), and a position requested from ILS
 * keeps when it was asked, so the ILS request list (exported by hand: ILS has no public API) is
 * in the order the requests were made.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('end_position')
    .addColumn('in_pipeline', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema.alterTable('rfq_position').addColumn('ils_requested_at', 'timestamptz').execute();
  // The lists read tasks by state, newest first; the ILS list reads the requested positions.
  await sql`CREATE INDEX end_position_status_created ON end_position (status, created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX rfq_position_ils_requested ON rfq_position (ils_requested_at)
    WHERE requested_in_ils`.execute(db);
}
