import type { Kysely } from 'kysely';
import type { ContactSummary } from '../../../src-shared/api/home.ts';
import { joinedRef, ownColumns } from '../../db/columns.ts';
import type { Database } from '../../db/schema.ts';
import type { SelectedRow } from '../selected-row.ts';

/** What every answer that names a contact (`ct`) shows of the person, and their company (`co`). */
export const contactCard = ownColumns('ct', ['name', 'surname', 'email', 'phone', 'position']);
export const contactCompany = joinedRef('co', 'company');

function summaryQuery(db: Kysely<Database>) {
  return db
    .selectFrom('contact as ct')
    .leftJoin('company as co', 'co.id', 'ct.company_id')
    .select(['ct.id', ...contactCard.columns, ...contactCompany.columns]);
}

type SummaryRow = SelectedRow<typeof summaryQuery>;

export function toContactSummary(row: SummaryRow): ContactSummary {
  return {
    id: row.id,
    ...contactCard.of(row),
    company: contactCompany.orNull(row),
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
