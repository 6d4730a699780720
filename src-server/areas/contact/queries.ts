import type { Kysely } from 'kysely';
import type { ContactSettings } from '../../../src-shared/api/contact.ts';
import type { ContactSummary } from '../../../src-shared/api/home.ts';
import { joinedRef, ownColumns } from '../../db/columns.ts';
import { inIdOrder } from '../../db/in-id-order.ts';
import type { Database } from '../../db/schema.ts';
import type { SelectedRow } from '../selected-row.ts';

/** What every answer that names a contact (`ct`) shows of the person, and their company (`co`). */
export const contactCard = ownColumns('ct', ['name', 'surname', 'email', 'phone', 'position']);
export const contactCompany = joinedRef('company', 'co', 'company');

function summaryQuery(db: Kysely<Database>) {
  return db
    .selectFrom('contact as ct')
    .$call(contactCompany.leftJoin('ct.company_id'))
    .select(['ct.id', ...contactCard.columns]);
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
export function contactSummaries(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<ContactSummary[]> {
  return inIdOrder(
    ids,
    (some) => summaryQuery(db).where('ct.id', 'in', some).execute(),
    toContactSummary,
  );
}

export { summaryQuery };

/**
 * A contact's saved table and preset settings, `{}` for what it has not saved: the user info
 * answers them, and so does each write of them.
 */
export async function savedSettings(
  db: Kysely<Database>,
  contactId: number,
): Promise<Omit<ContactSettings, 'id'>> {
  const row = await db
    .selectFrom('contact as c')
    .leftJoin('user_table_setting as t', 't.contact_id', 'c.id')
    .leftJoin('user_preset_setting as p', 'p.contact_id', 'c.id')
    .select(['t.setting as table_setting', 'p.setting as preset_setting', 'p.active_setting'])
    .where('c.id', '=', contactId)
    .executeTakeFirst();
  return {
    table_setting: row?.table_setting ?? {},
    preset_settings: {
      setting: row?.preset_setting ?? {},
      active_setting: row?.active_setting ?? {},
    },
  };
}
