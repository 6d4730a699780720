/**
 * Contacts: the selector (`?search=my` and name search) and the caller's own table and preset
 * settings, each at most SETTINGS_MAX_BYTES as stored (a larger result is refused, 400, and
 * nothing is written: the merge happens inside the request's transaction, checked after it); a
 * contact's profile, read and changed (who changes what: src-shared/api/contact.ts); the
 * analytics list of our staff and the chat selector (analytics.ts).
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type Updateable } from 'kysely';
import {
  ADMIN_SETS_PLACE,
  CONTACT_ADMIN_FIELDS,
  CONTACT_OWN_FIELDS,
  CONTACT_SELECTOR_LIMIT,
  contactEndpoints,
  NOT_OUR_LEGAL_ENTITY,
  NOT_YOUR_PROFILE,
  OWN_SUPERVISOR,
  SETTINGS_MAX_BYTES,
  SETTINGS_TOO_LARGE,
  SUPERVISION_LOOP,
  type ContactProfile,
  type ContactSettings,
  type ContactUpdate,
} from '../../../src-shared/api/contact.ts';
import type { ContactSummary } from '../../../src-shared/api/home.ts';
import { COMPANY_CATEGORY } from '../../../src-shared/domain/constants.ts';
import { actingRoles, can, type Access } from '../../../src-shared/domain/permissions.ts';
import type { AuthUser } from '../../auth/users.ts';
import type { AppContext } from '../../context.ts';
import type { ContactTable, Database } from '../../db/schema.ts';
import { badRequestDetail, FieldErrorCollector, forbidden, notFound } from '../../http/errors.ts';
import { found, lockedRow } from '../../http/found.ts';
import { pagedListRoute } from '../../http/pagination.ts';
import { route } from '../../http/route.ts';
import { escapeLike } from '../../http/search.ts';
import { invalidPk, patchColumns } from '../company/checks.ts';
import { chatContacts, countAnalytics, listAnalytics } from './analytics.ts';
import {
  contactExists,
  isOurLegalEntity,
  lockSupervision,
  profileOf,
  wouldLoop,
} from './profile.ts';
import { savedSettings, summaryQuery, toContactSummary } from './queries.ts';

const NOT_YOUR_CONTACT = 'You can only change your own settings.';

/** The contact's settings, as each write of them answers (the contact is there: it just saved them). */
async function settingsOf(db: Kysely<Database>, contactId: number): Promise<ContactSettings> {
  return { id: contactId, ...(await savedSettings(db, contactId)) };
}

/** Whether the caller has the admin's say over contacts ('analytics' at `access`). */
function isContactAdmin(user: AuthUser, access: Access): boolean {
  return can(actingRoles(user.roles, user.url), 'analytics', access);
}

async function profileOrNotFound(db: Kysely<Database>, id: number): Promise<ContactProfile> {
  const profile = await profileOf(db, id);
  if (!profile) throw notFound();
  return profile;
}

/**
 * Refuses a change the caller may not make (403: not theirs): the person's own fields on another
 * contact; the admin's fields without 'analytics' write.
 */
function checkMayChange(user: AuthUser, id: number, body: ContactUpdate): void {
  const has = (fields: readonly string[]) => fields.some((field) => field in body);
  if (has(CONTACT_OWN_FIELDS) && id !== user.contactId) throw forbidden(NOT_YOUR_PROFILE);
  if (has(CONTACT_ADMIN_FIELDS) && !isContactAdmin(user, 'write'))
    throw forbidden(ADMIN_SETS_PLACE);
}

/** The admin's fields checked against the records (400, all reasons at once). */
async function checkPlace(
  db: Kysely<Database>,
  id: number,
  body: Pick<ContactUpdate, 'supervisor' | 'company_guiding'>,
): Promise<void> {
  const errors = new FieldErrorCollector();
  const { supervisor, company_guiding: guiding } = body;
  if (supervisor !== undefined && supervisor !== null) {
    await lockSupervision(db);
    if (supervisor === id) errors.add('supervisor', OWN_SUPERVISOR);
    else if (!(await contactExists(db, supervisor)))
      errors.add('supervisor', invalidPk(supervisor));
    else if (await wouldLoop(db, id, supervisor)) errors.add('supervisor', SUPERVISION_LOOP);
  }
  if (guiding !== undefined && guiding !== null && !(await isOurLegalEntity(db, guiding)))
    errors.add('company_guiding', NOT_OUR_LEGAL_ENTITY);
  errors.throwIfAny();
}

const PROFILE_COLUMNS = {
  name: 'name',
  surname: 'surname',
  position: 'position',
  telegram_link: 'telegram_link',
  time_zone: 'time_zone',
  eng_name: 'eng_name',
  eng_surname: 'eng_surname',
  supervisor: 'supervisor_id',
  company_guiding: 'company_guiding_id',
} as const;

export function registerContactRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, {
    endpoint: contactEndpoints.selector,
    handler: async ({ db, query, user, clientCompanyId }): Promise<ContactSummary[]> => {
      let select = summaryQuery(db);
      if (clientCompanyId !== null) select = select.where('ct.company_id', '=', clientCompanyId);
      const search = query.search ?? '';
      if (search.toLowerCase() === 'my') {
        const own = user.contactId ?? -1;
        const rows = await select
          .where((eb) => eb.or([eb('ct.id', '=', own), eb('ct.supervisor_id', '=', own)]))
          .orderBy(sql`ct.id = ${own}`, 'desc')
          .orderBy(sql`lower(ct.surname)`)
          .orderBy(sql`lower(ct.name)`)
          .orderBy('ct.id')
          .execute();
        return rows.map(toContactSummary);
      }
      if (search) {
        const pattern = `%${escapeLike(search)}%`;
        select = select.where((eb) =>
          eb.or([
            eb(sql<string>`ct.name || ' ' || ct.surname`, 'ilike', pattern),
            eb(sql<string>`ct.eng_name || ' ' || ct.eng_surname`, 'ilike', pattern),
            eb(sql<string>`ct.surname || ' ' || ct.name`, 'ilike', pattern),
            eb('ct.email', 'ilike', pattern),
          ]),
        );
      } else if (clientCompanyId === null) {
        // Without a search: our staff, the people work is given to.
        select = select.where('co.category_id', '=', COMPANY_CATEGORY.ownLegalEntity);
      }
      const rows = await select
        .orderBy(sql`lower(ct.surname)`)
        .orderBy(sql`lower(ct.name)`)
        .orderBy('ct.id')
        .limit(CONTACT_SELECTOR_LIMIT)
        .execute();
      return rows.map(toContactSummary);
    },
  });

  route(fastify, app, {
    endpoint: contactEndpoints.updateTableSettings,
    handler: async ({ db, params, body, user }): Promise<ContactSettings> => {
      if (params.id !== user.contactId) throw forbidden(NOT_YOUR_CONTACT);
      // PATCH: the tables named in the body replace their entries, the others stay. Merged by
      // the database in the one statement (jsonb ||), so two windows saving at once lose nothing.
      const stored = await db
        .insertInto('user_table_setting')
        .values({ contact_id: params.id, setting: JSON.stringify(body.setting) })
        .onConflict((conflict) =>
          conflict.column('contact_id').doUpdateSet({
            setting: sql`user_table_setting.setting || excluded.setting`,
            updated_at: new Date(),
          }),
        )
        .returning(sql<number>`octet_length(setting::text)`.as('bytes'))
        .executeTakeFirstOrThrow();
      // Too large: refused, and the request's transaction rolls the merge back.
      if (stored.bytes > SETTINGS_MAX_BYTES) throw badRequestDetail(SETTINGS_TOO_LARGE);
      return settingsOf(db, params.id);
    },
  });

  route(fastify, app, {
    endpoint: contactEndpoints.updatePresetSettings,
    handler: async ({ db, params, body, user }): Promise<ContactSettings> => {
      if (params.id !== user.contactId) throw forbidden(NOT_YOUR_CONTACT);
      const setting = JSON.stringify(body.setting);
      const activeSetting = JSON.stringify(body.active_setting);
      if (Buffer.byteLength(setting) + Buffer.byteLength(activeSetting) > SETTINGS_MAX_BYTES)
        throw badRequestDetail(SETTINGS_TOO_LARGE);
      await db
        .insertInto('user_preset_setting')
        .values({ contact_id: params.id, setting, active_setting: activeSetting })
        .onConflict((conflict) =>
          conflict
            .column('contact_id')
            .doUpdateSet({ setting, active_setting: activeSetting, updated_at: new Date() }),
        )
        .execute();
      return settingsOf(db, params.id);
    },
  });

  pagedListRoute(fastify, app, contactEndpoints.analytics, countAnalytics, listAnalytics);

  route(fastify, app, {
    endpoint: contactEndpoints.chatSelector,
    handler: ({ db, query }) => chatContacts(db, query.search, query.staff === 'true'),
  });

  route(fastify, app, {
    endpoint: contactEndpoints.one,
    handler: async ({ db, params, user }): Promise<ContactProfile> => {
      if (params.id !== user.contactId && !isContactAdmin(user, 'read'))
        throw forbidden(NOT_YOUR_PROFILE);
      return profileOrNotFound(db, params.id);
    },
  });

  route(fastify, app, {
    endpoint: contactEndpoints.update,
    handler: async ({ db, params, body, user }): Promise<ContactProfile> => {
      checkMayChange(user, params.id, body);
      await found(lockedRow(db, 'contact', params.id));
      await checkPlace(db, params.id, body);
      await db
        .updateTable('contact')
        .set(patchColumns(body, PROFILE_COLUMNS) as Updateable<ContactTable>)
        .where('id', '=', params.id)
        .execute();
      return profileOrNotFound(db, params.id);
    },
  });
}
