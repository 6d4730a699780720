/**
 * A purchase order gets a uuid of its own, as every record files hang on has (company, RFQ, order,
 * product, consolidation): the buyer attaches the supplier's quotation, invoice and certificates to
 * it. Existing purchase orders get one each from the default.
 */
import { sql, type Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

export async function up(db: AnyDb): Promise<void> {
  await sql`ALTER TABLE purchase_order
    ADD COLUMN uuid uuid NOT NULL DEFAULT gen_random_uuid(),
    ADD CONSTRAINT purchase_order_uuid_key UNIQUE (uuid)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`ALTER TABLE purchase_order DROP COLUMN uuid`.execute(db);
}
