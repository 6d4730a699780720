/**
 * The offer median (issue 10) reads a part group's offers between two dates over the
 * (inventory_id, created_at) index of 0018, then fetches every offer's row for its price,
 * currency and condition: at 3,000,000 offers a group's 600 offers lie in 600 different heap
 * pages (EXPLAIN: 600 heap blocks of the ~690 buffers the statement touches). The same index
 * with those three columns carried in it answers from the index alone (an index-only scan over
 * a handful of pages); nothing else changes, the name is kept so 0018's down still drops it.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX supplier_offer_inventory_created`.execute(db);
  await sql`CREATE INDEX supplier_offer_inventory_created ON supplier_offer (inventory_id, created_at)
    INCLUDE (price, currency_id, condition_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX supplier_offer_inventory_created`.execute(db);
  await sql`CREATE INDEX supplier_offer_inventory_created ON supplier_offer (inventory_id, created_at)`.execute(
    db,
  );
}
