/**
 * Quoted work is frozen (issue 6): the totals a user types in the quotation head are stored as
 * numbers (spec §5: "price totals typed with commas have the commas stripped and become
 * numbers"), not as the text typed. Existing texts are converted the same way; a text that does
 * not read as an amount within QUOTE_LIMITS.amount (src-shared/domain/pricing.ts) was never a
 * usable total and becomes null (the system total), as the spec's fallback says.
 */
import { sql, type Kysely } from 'kysely';

const TYPED_TOTALS = ['price_total_by_user', 'price_total_no_vat_by_user', 'total_paid_by_user'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of TYPED_TOTALS) {
    const name = sql.ref(column);
    const cleaned = sql`regexp_replace(${name}, '[,[:space:]]', '', 'g')`;
    await sql`ALTER TABLE rfq ALTER COLUMN ${name} TYPE numeric(14, 2) USING (
      CASE WHEN ${cleaned} ~ '^([0-9]{1,10}([.][0-9]{0,2})?|[.][0-9]{1,2})$'
        THEN ${cleaned}::numeric ELSE NULL END)`.execute(db);
    await sql`ALTER TABLE rfq ADD CONSTRAINT ${sql.ref(`rfq_${column}_range`)}
      CHECK (${name} BETWEEN 0 AND 9999999999.99)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of TYPED_TOTALS) {
    const name = sql.ref(column);
    await sql`ALTER TABLE rfq DROP CONSTRAINT ${sql.ref(`rfq_${column}_range`)}`.execute(db);
    await sql`ALTER TABLE rfq ALTER COLUMN ${name} TYPE text USING ${name}::text`.execute(db);
  }
}
