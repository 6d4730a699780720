/**
 * Contacts: the selector (`?search=my` and name search) and the caller's own table and preset
 * settings, each at most SETTINGS_MAX_BYTES as stored (a larger result is refused, 400, and
 * nothing is written: the merge happens inside the request's transaction, checked after it).
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import {
  CONTACT_SELECTOR_LIMIT,
  contactEndpoints,
  SETTINGS_MAX_BYTES,
  SETTINGS_TOO_LARGE,
  type ContactSettings,
} from '../../../src-shared/api/contact.ts';
import type { ContactSummary } from '../../../src-shared/api/home.ts';
import { COMPANY_CATEGORY } from '../../../src-shared/domain/constants.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { badRequestDetail, forbidden } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { escapeLike } from '../../http/search.ts';
import { summaryQuery, toContactSummary } from './queries.ts';

export const NOT_YOUR_CONTACT = 'You can only change your own settings.';

async function settingsOf(db: Kysely<Database>, contactId: number): Promise<ContactSettings> {
  const row = await db
    .selectFrom('contact as c')
    .leftJoin('user_table_setting as t', 't.contact_id', 'c.id')
    .leftJoin('user_preset_setting as p', 'p.contact_id', 'c.id')
    .select([
      'c.id',
      't.setting as table_setting',
      'p.setting as preset_setting',
      'p.active_setting',
    ])
    .where('c.id', '=', contactId)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    table_setting: row.table_setting ?? {},
    preset_settings: {
      setting: row.preset_setting ?? {},
      active_setting: row.active_setting ?? {},
    },
  };
}

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
}
