/**
 * Indexes for issue 8's speed target (lists at 100,000 rows), nothing else:
 *   - the purchase-order search (`ILIKE '%…%'` over the number, the name and the positions' part
 *     numbers): a trigram index on each, so each part of the search reads the matching rows only
 *     (the list reads them as a set of ids, src-server/areas/purchase/queries.ts);
 *   - the purchase-order ordering by supplier: the orders of one supplier newest first
 *     (supplier_id, id), read supplier by supplier in name order (company.name, in the database's
 *     C collation, the order the list has always had). The first index serves the supplier filter
 *     too;
 *   - the need-offer search, a set of positions (src-server/areas/end-position/queries.ts): their
 *     tasks by position, finished ones included (end_position_open holds the open ones only).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX purchase_order_number_trgm ON purchase_order
    USING gin (number gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX purchase_order_name_trgm ON purchase_order
    USING gin (name gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX purchase_position_pn_trgm ON purchase_position
    USING gin (part_number gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX purchase_order_supplier ON purchase_order (supplier_id, id)`.execute(db);
  await sql`CREATE INDEX company_name_order ON company (name)`.execute(db);
  await sql`CREATE INDEX end_position_position ON end_position (position_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX end_position_position`.execute(db);
  await sql`DROP INDEX company_name_order`.execute(db);
  await sql`DROP INDEX purchase_order_supplier`.execute(db);
  await sql`DROP INDEX purchase_position_pn_trgm`.execute(db);
  await sql`DROP INDEX purchase_order_name_trgm`.execute(db);
  await sql`DROP INDEX purchase_order_number_trgm`.execute(db);
}
