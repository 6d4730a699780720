/**
 * A company's contacts ("company guidings": the company's list, each naming a contact record):
 * POST company/{id}/contacts/ adds a new person, PATCH .../contacts/{guidingId}/ changes the
 * person and whether they are the main contact, DELETE removes them from the list.
 *
 * Decisions (see holds.ts): a company has at most one main contact, so making one main makes the
 * others not; a contact who signs in (a user) is not removed; a removed contact's record is kept
 * when other records name it, so history keeps the name.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { COMPANY_CONTACT_TEXTS, companyEndpoints } from '../../../src-shared/api/company.ts';
import type { AppContext } from '../../context.ts';
import type { ContactTable, Database } from '../../db/schema.ts';
import type { Updateable } from 'kysely';
import { badRequestDetail, notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { newUuid } from '../../http/uuid.ts';
import { lockCompany, patchColumns, textsOrBlank } from './checks.ts';
import { contactIsNamed, userOfContact } from './holds.ts';
import { companyPartRoutes } from './part-routes.ts';

function contactIsUser(name: string, username: string): string {
  return `${name} signs in to Aerodesk as "${username}": a user's contact stays with the company.`;
}

const CONTACT_COLUMNS = {
  name: 'name',
  surname: 'surname',
  position: 'position',
  email: 'email',
  phone: 'phone',
  telegram_link: 'telegram_link',
  time_zone: 'time_zone',
} as const;

/** Makes the company's other contacts not main, before one becomes main (one main at most). */
async function clearMain(db: Kysely<Database>, companyId: number): Promise<void> {
  await db
    .updateTable('company_guiding')
    .set({ is_main: false })
    .where('company_id', '=', companyId)
    .where('is_main', '=', true)
    .execute();
}

export function registerContactRoutes(fastify: FastifyInstance, app: AppContext): void {
  const parts = companyPartRoutes(fastify, app, 'company_guiding');

  parts.add(companyEndpoints.addContact, async ({ db, body }, company) => {
    const contact = await db
      .insertInto('contact')
      .values({
        uuid: newUuid(),
        ...textsOrBlank(body, COMPANY_CONTACT_TEXTS),
        company_id: company.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (body.is_main) await clearMain(db, company.id);
    const guiding = await db
      .insertInto('company_guiding')
      .values({ company_id: company.id, contact_id: contact.id, is_main: body.is_main ?? false })
      .returning('id')
      .executeTakeFirstOrThrow();
    return guiding.id;
  });

  parts.update(companyEndpoints.updateContact, async ({ db, body }, company, guiding) => {
    const { is_main: isMain, ...fields } = body;
    if (Object.keys(fields).length) {
      await db
        .updateTable('contact')
        .set(patchColumns(fields, CONTACT_COLUMNS) as Updateable<ContactTable>)
        .where('id', '=', guiding.contact_id)
        .execute();
    }
    if (isMain !== undefined) {
      if (isMain) await clearMain(db, company.id);
      await db
        .updateTable('company_guiding')
        .set({ is_main: isMain })
        .where('id', '=', guiding.id)
        .execute();
    }
  });

  route(fastify, app, {
    endpoint: companyEndpoints.removeContact,
    handler: async ({ db, params }): Promise<void> => {
      const company = await lockCompany(db, params.id);
      const guiding = await db
        .selectFrom('company_guiding as g')
        .innerJoin('contact as c', 'c.id', 'g.contact_id')
        .select(['g.id', 'g.contact_id', 'c.name', 'c.surname', 'c.company_id'])
        .where('g.company_id', '=', company.id)
        .where('g.id', '=', params.guidingId)
        .executeTakeFirst();
      if (!guiding) throw notFound();
      const username = await userOfContact(db, guiding.contact_id);
      if (username !== undefined) {
        const name = [guiding.name, guiding.surname].filter(Boolean).join(' ');
        throw badRequestDetail(contactIsUser(name, username));
      }
      await db.deleteFrom('company_guiding').where('id', '=', guiding.id).execute();
      const ownPerson = guiding.company_id === null || guiding.company_id === company.id;
      if (ownPerson && !(await contactIsNamed(db, guiding.contact_id, company.id))) {
        await db.deleteFrom('contact').where('id', '=', guiding.contact_id).execute();
      }
    },
  });
}
