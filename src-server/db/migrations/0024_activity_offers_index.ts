/**
 * An index for the need-offer list's activity offers tab (issue 8), nothing else
 * (src-server/areas/end-position/queries.ts, ACTIVITY_JOIN): offers newest first,
 * (created_at DESC, id DESC), the tab's order. A page is read from the newest offers down, each
 * one's open tasks found through its group, and the reading stops when the page is full, where
 * it used to pair every open task with every later offer of its group (all open tasks hashed)
 * and sort the pairs for ten of them. The tab's count still pairs them all.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX supplier_offer_newest ON supplier_offer (created_at DESC, id DESC)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX supplier_offer_newest`.execute(db);
}
