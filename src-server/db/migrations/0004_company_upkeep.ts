/**
 * Company upkeep (issue 6): contacts, addresses, bank properties and condition texts are now
 * added, changed and removed through the API. The rule the tables did not hold yet: a company has
 * at most one main contact (making one main makes the others not, areas/company/contacts.ts).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE UNIQUE INDEX company_guiding_one_main ON company_guiding (company_id) WHERE is_main`.execute(
    db,
  );
}
