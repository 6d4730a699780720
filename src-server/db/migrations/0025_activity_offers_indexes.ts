/**
 * Indexes for the need-offer list's activity offers tab (issue 8), nothing else
 * (src-server/areas/end-position/queries.ts, ACTIVITY_JOIN):
 *   - offers newest first, (created_at DESC, id DESC), the tab's order: a page is read from the
 *     newest offers down, each one's open tasks found through its group, and the reading stops
 *     when the page is full, where it used to pair every open task with every later offer of its
 *     group (all 100,000 tasks hashed) and sort the pairs for ten of them;
 *   - the count still pairs them all: the open tasks' positions and creation times, and the
 *     positions' parts, read from two covering indexes instead of both tables.
 */
import { sql, type Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

export async function up(db: AnyDb): Promise<void> {
  await sql`CREATE INDEX supplier_offer_newest ON supplier_offer (created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX end_position_open_created ON end_position (position_id)
    INCLUDE (created_at) WHERE status <> 'finished'`.execute(db);
  await sql`CREATE INDEX rfq_position_part ON rfq_position (id) INCLUDE (inventory_id)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`DROP INDEX rfq_position_part`.execute(db);
  await sql`DROP INDEX end_position_open_created`.execute(db);
  await sql`DROP INDEX supplier_offer_newest`.execute(db);
}
