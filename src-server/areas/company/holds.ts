/**
 * What a delete may take with it, and what keeps a record: our decision (the spec says nothing),
 * made here once. A user must never lose business history by one click.
 *
 * - A company's own parts go with it: its addresses, its contact list, its bank properties, its
 *   quotation setting and its condition texts (COMPANY_PARTS), and those of its contacts that
 *   nothing else names.
 * - Every other row that refers to the company is business history (RFQs, orders, offers,
 *   treaties, KPs it issued, parts it produces, staff of our legal entity, files...) and holds it:
 *   the delete is refused with a 400 that says what holds it. The references are read from the
 *   database's own foreign keys, so a table added later holds a company without a change here;
 *   HOLD_LABELS only names them for people.
 * - A contact who signs in (a user) is never removed: the user would lose who they are.
 * - A contact removed from a company's list leaves the list; the contact record itself is deleted
 *   only when nothing else names it (an RFQ it sent, a supervisor link...), so history keeps names.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

interface ForeignKey {
  table: string;
  column: string;
}

/** `table.column` of the rows that are parts of a company, deleted with it. */
const COMPANY_PARTS: readonly string[] = [
  'company_address.company_id',
  'company_guiding.company_id',
  'bank_property.company_id',
  'quotation_setting.company_id',
  'text_condition.company_id',
  // The company's own people: each is checked on its own (contactsHolding), below.
  'contact.company_id',
];

/** `table.column` of a contact's own data, deleted with the contact (its screen settings). */
const CONTACT_PARTS: readonly string[] = [
  'user_table_setting.contact_id',
  'user_preset_setting.contact_id',
];

/** How people read a reference that holds a company: [one, many]. */
const HOLD_LABELS: Readonly<Record<string, readonly [string, string]>> = {
  'rfq.company_id': ['RFQ', 'RFQs'],
  'rfq.legal_entity_id': ['RFQ quoted in its name', 'RFQs quoted in its name'],
  'sales_order.company_id': ['order', 'orders'],
  'sales_order.legal_entity_id': ['order in its name', 'orders in its name'],
  'supplier_offer.company_id': ['offer', 'offers'],
  'treaty.company_id': ['treaty', 'treaties'],
  'treaty.legal_entity_id': ['treaty signed in its name', 'treaties signed in its name'],
  'kp.legal_entity_id': ['KP issued in its name', 'KPs issued in its name'],
  'kp_row.supplier_id': ['KP line it supplies', 'KP lines it supplies'],
  'order_position.supplier_id': ['order line it supplies', 'order lines it supplies'],
  'inventory.manufacturer_id': ['part number it produces', 'part numbers it produces'],
  'quotation_setting.legal_entity_id': [
    'company quoted in its name',
    'companies quoted in its name',
  ],
  'contact.company_guiding_id': ['staff member working for it', 'staff members working for it'],
  stored_file: ['file', 'files'],
  users: ['user who signs in for it', 'users who sign in for it'],
  named_contacts: ['contact named in other records', 'contacts named in other records'],
};

export interface Hold {
  key: string;
  count: number;
}

/** The foreign keys that point at `table`.id, from the catalogue (single-column keys). */
async function foreignKeysTo(db: Kysely<Database>, table: string): Promise<ForeignKey[]> {
  const result = await sql<ForeignKey>`
    SELECT cl.relname AS "table", a.attname AS "column"
    FROM pg_constraint c
    JOIN pg_class cl ON cl.oid = c.conrelid
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
    WHERE c.contype = 'f' AND c.confrelid = to_regclass(${table}) AND cardinality(c.conkey) = 1
    ORDER BY 1, 2`.execute(db);
  return result.rows;
}

const keyOf = (fk: ForeignKey) => `${fk.table}.${fk.column}`;

async function countWhere(db: Kysely<Database>, fk: ForeignKey, id: number): Promise<number> {
  // Table and column names come from the catalogue, and are quoted as identifiers.
  const result = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM ${sql.table(fk.table)} WHERE ${sql.ref(fk.column)} = ${id}`.execute(
    db,
  );
  return result.rows[0]?.n ?? 0;
}

/** Of the given contacts, those some row names (beyond the parts and the guidings `except`). */
async function namedContacts(
  db: Kysely<Database>,
  contactIds: readonly number[],
  except: { guidingsOfCompany: number },
): Promise<Set<number>> {
  const named = new Set<number>();
  if (contactIds.length === 0) return named;
  for (const fk of await foreignKeysTo(db, 'contact')) {
    if (CONTACT_PARTS.includes(keyOf(fk))) continue;
    const guidingsOnly = keyOf(fk) === 'company_guiding.contact_id';
    const result = await sql<{ id: number }>`
      SELECT DISTINCT ${sql.ref(fk.column)} AS id FROM ${sql.table(fk.table)}
      WHERE ${sql.ref(fk.column)} = ANY(${contactIds}::int[])
      ${guidingsOnly ? sql`AND company_id <> ${except.guidingsOfCompany}` : sql``}`.execute(db);
    for (const row of result.rows) named.add(row.id);
  }
  return named;
}

/** Usernames of the users whose contact is one of these. */
async function usersOf(
  db: Kysely<Database>,
  contactIds: readonly number[],
): Promise<Map<number, string>> {
  if (contactIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('app_user')
    .select(['contact_id', 'username'])
    .where('contact_id', 'in', contactIds)
    .execute();
  return new Map(rows.map((row) => [row.contact_id as number, row.username]));
}

interface CompanyHolds {
  holds: Hold[];
  /** The company's own contacts that nothing else names: deleted with it. */
  freeContacts: number[];
}

/** What keeps a company from being deleted, and which of its contacts may go with it. */
export async function companyHolds(
  db: Kysely<Database>,
  company: { id: number; uuid: string },
): Promise<CompanyHolds> {
  const holds: Hold[] = [];
  for (const fk of await foreignKeysTo(db, 'company')) {
    if (COMPANY_PARTS.includes(keyOf(fk))) continue;
    const count = await countWhere(db, fk, company.id);
    if (count > 0) holds.push({ key: keyOf(fk), count });
  }
  const files = await db
    .selectFrom('stored_file')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner_uuid', '=', company.uuid)
    .executeTakeFirstOrThrow();
  if (Number(files.n) > 0) holds.push({ key: 'stored_file', count: Number(files.n) });

  const own = await db
    .selectFrom('contact')
    .select('id')
    .where('company_id', '=', company.id)
    .execute();
  const ownIds = own.map((row) => row.id);
  const users = await usersOf(db, ownIds);
  const named = await namedContacts(db, ownIds, { guidingsOfCompany: company.id });
  if (users.size > 0) holds.push({ key: 'users', count: users.size });
  // Its people named elsewhere hold it too, but are told only when nothing else does: they are
  // mostly named by the RFQs and orders already counted.
  const namedOnly = [...named].filter((id) => !users.has(id));
  if (namedOnly.length > 0 && holds.length === 0)
    holds.push({ key: 'named_contacts', count: namedOnly.length });
  return { holds, freeContacts: ownIds.filter((id) => !named.has(id)) };
}

/** "12 RFQs, 3 orders and 1 treaty". */
export function describeHolds(holds: readonly Hold[]): string {
  const parts = holds.map((hold) => {
    const [one, many] = HOLD_LABELS[hold.key] ?? [`${hold.key} record`, `${hold.key} records`];
    return `${hold.count} ${hold.count === 1 ? one : many}`;
  });
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
}

export function companyHeldMessage(name: string, holds: readonly Hold[]): string {
  return (
    `${name} cannot be deleted: it has ${describeHolds(holds)}. ` +
    'Its business history stays; edit the company instead.'
  );
}

/** The username of the contact's user, if the contact signs in. */
export async function userOfContact(
  db: Kysely<Database>,
  contactId: number,
): Promise<string | undefined> {
  return (await usersOf(db, [contactId])).get(contactId);
}

/** Whether anything but the company's own list (`companyId`) and its own data names the contact. */
export async function contactIsNamed(
  db: Kysely<Database>,
  contactId: number,
  companyId: number,
): Promise<boolean> {
  return (await namedContacts(db, [contactId], { guidingsOfCompany: companyId })).has(contactId);
}
