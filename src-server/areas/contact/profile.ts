/**
 * A contact's profile (src-shared/api/contact.ts), read, and the checks of a change to where the
 * person sits: a supervisor that exists and is not below them, a legal entity of ours.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ContactProfile } from '../../../src-shared/api/contact.ts';
import { COMPANY_CATEGORY } from '../../../src-shared/domain/constants.ts';
import { ownColumns } from '../../db/columns.ts';
import type { Database } from '../../db/schema.ts';
import { shapedRow } from '../../db/shaped-row.ts';
import { namedCompany, namedContact } from '../named-user.ts';
import type { SelectedRow } from '../selected-row.ts';

/** SQL: the roles of the user of contact alias `ct`, in the order of the groups (spec §6). */
const USER_GROUPS: RawBuilder<string[]> = sql<string[]>`coalesce((
  SELECT array_agg(g.name ORDER BY g.id) FROM app_user u
  JOIN app_user_group ug ON ug.user_id = u.id
  JOIN user_group g ON g.id = ug.group_id
  WHERE u.contact_id = ct.id), '{}')`;

/** Where the person sits: their company, their supervisor, the legal entity they guide. */
const company = namedCompany('ct.company_id', 'company');
const supervisor = namedContact('ct.supervisor_id', 'supervisor');
const companyGuiding = namedCompany('ct.company_guiding_id', 'company_guiding');

/** The person's own fields (after its id), as the profile shows them. */
const personColumns = ownColumns('ct', [
  'id',
  'name',
  'surname',
  'eng_name',
  'eng_surname',
  'email',
  'phone',
  'position',
  'telegram_link',
  'time_zone',
]);

export function profileSelect(db: Kysely<Database>) {
  return db
    .selectFrom('contact as ct')
    .leftJoin('app_user as u', 'u.contact_id', 'ct.id')
    .select([
      ...personColumns.columns,
      ...company.columns,
      ...supervisor.columns,
      ...companyGuiding.columns,
      'u.username',
      'u.last_login',
      USER_GROUPS.as('user_groups'),
      'ct.created_at',
    ]);
}

type ProfileRow = SelectedRow<typeof profileSelect>;

export function toProfile(row: ProfileRow): ContactProfile {
  return {
    ...personColumns.of(row),
    company: company.orNull(row),
    supervisor: supervisor.orNull(row),
    company_guiding: companyGuiding.orNull(row),
    username: row.username,
    user_groups: row.user_groups,
    created_at: row.created_at.toISOString(),
  };
}

export function profileOf(db: Kysely<Database>, id: number): Promise<ContactProfile | undefined> {
  return shapedRow(profileSelect(db).where('ct.id', '=', id).executeTakeFirst(), toProfile);
}

export async function contactExists(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db.selectFrom('contact').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/**
 * Serialises changes of supervisors (held until the request's transaction ends): two changes at
 * once, each fine alone (A under B, B under A), would otherwise both pass the loop check.
 */
export async function lockSupervision(db: Kysely<Database>): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('contact.supervisor_id'))`.execute(db);
}

/**
 * Whether `contact` is `supervisor` or above it: walking up from `supervisor` through the
 * supervisors reaches `contact` (making `supervisor` its supervisor would close a loop). The walk
 * stops at a loop already stored, so it always ends.
 */
export async function wouldLoop(
  db: Kysely<Database>,
  contact: number,
  supervisor: number,
): Promise<boolean> {
  const result = await sql<{ found: boolean }>`
    WITH RECURSIVE up(id) AS (
      SELECT ${supervisor}::integer
      UNION
      SELECT c.supervisor_id FROM contact c JOIN up ON c.id = up.id
      WHERE c.supervisor_id IS NOT NULL
    )
    SELECT EXISTS (SELECT 1 FROM up WHERE id = ${contact}) AS found`.execute(db);
  return result.rows[0]?.found ?? false;
}

/** Whether `company` is one of our legal entities (what a contact may guide). */
export async function isOurLegalEntity(db: Kysely<Database>, company: number): Promise<boolean> {
  const row = await db
    .selectFrom('company')
    .select('id')
    .where('id', '=', company)
    .where('category_id', '=', COMPANY_CATEGORY.ownLegalEntity)
    .executeTakeFirst();
  return row !== undefined;
}
