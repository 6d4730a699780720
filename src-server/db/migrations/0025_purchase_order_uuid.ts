/**
 * A purchase order gets a uuid of its own, as every record files hang on has (company, RFQ, order,
 * product, consolidation): the buyer attaches the supplier's quotation, invoice and certificates to
 * it. Existing purchase orders get one each from the default.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE purchase_order
    ADD COLUMN uuid uuid NOT NULL DEFAULT gen_random_uuid(),
    ADD CONSTRAINT purchase_order_uuid_key UNIQUE (uuid)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE purchase_order DROP COLUMN uuid`.execute(db);
}
