import type { Kysely } from 'kysely';
import type { ContactSummary } from '../../../src-shared/api/home.ts';
import type { Database } from '../../db/schema.ts';
import type { SelectedRow } from '../selected-row.ts';

function summaryQuery(db: Kysely<Database>) {
  return db
    .selectFrom('contact as ct')
    .leftJoin('company as co', 'co.id', 'ct.company_id')
    .select([
      'ct.id',
      'ct.name',
      'ct.surname',
      'ct.email',
      'ct.phone',
      'ct.position',
      'ct.company_id',
      'co.name as company_name',
    ]);
}

type SummaryRow = SelectedRow<typeof summaryQuery>;

export function toContactSummary(row: SummaryRow): ContactSummary {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    phone: row.phone,
    position: row.position,
    company: row.company_id !== null ? { id: row.company_id, name: row.company_name ?? '' } : null,
  };
}

/** Contact summaries in the order of `ids`. */
export async function contactSummaries(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<ContactSummary[]> {
  if (ids.length === 0) return [];
  const rows = await summaryQuery(db).where('ct.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, toContactSummary(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export { summaryQuery };
