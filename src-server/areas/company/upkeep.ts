/**
 * Keeping companies up to date (issue 6): PATCH and DELETE company/{id}/, and the routes of its
 * parts (contacts, addresses, bank properties, condition texts; see their files). Every write
 * needs company `write`: a client, who reads its own company, writes nothing here (403).
 *
 * Decisions:
 * - PATCH takes any fields of the create form, with the create form's checks and messages.
 * - A company that is one of our legal entities in use (treaties, KPs, orders, RFQ heads or
 *   quotation settings in its name, staff working for it) stays one: its category is not changed.
 * - DELETE removes a company with no business history, with its parts; any history refuses it
 *   with a 400 naming what holds it (holds.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { companyEndpoints, type CompanyDetail } from '../../../src-shared/api/company.ts';
import { COMPANY_CATEGORY } from '../../../src-shared/domain/constants.ts';
import type { AppContext } from '../../context.ts';
import type { CompanyUpdate as CompanyRowUpdate, Database } from '../../db/schema.ts';
import { badRequestDetail, FieldErrorCollector } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { registerAddressRoutes } from './addresses.ts';
import { registerBankPropertyRoutes } from './bank-properties.ts';
import {
  checkCompanyFields,
  COMPANY_NAME_TAKEN,
  lockCompany,
  patchColumns,
  uniqueOrFieldError,
} from './checks.ts';
import { registerContactRoutes } from './contacts.ts';
import { companyHeldMessage, companyHolds, describeHolds, type Hold } from './holds.ts';
import { companyDetail } from './queries.ts';
import { registerTextConditionRoutes } from './text-conditions.ts';

/** The holds that make a company one of our legal entities in use. */
const LEGAL_ENTITY_HOLDS: readonly string[] = [
  'rfq.legal_entity_id',
  'sales_order.legal_entity_id',
  'treaty.legal_entity_id',
  'kp.legal_entity_id',
  'quotation_setting.legal_entity_id',
  'contact.company_guiding_id',
];

function legalEntityInUse(name: string, holds: readonly Hold[]): string {
  return `${name} stays one of our legal entities: it has ${describeHolds(holds)}.`;
}

async function legalEntityHolds(
  db: Kysely<Database>,
  company: { id: number; uuid: string },
): Promise<Hold[]> {
  const { holds } = await companyHolds(db, company);
  return holds.filter((hold) => LEGAL_ENTITY_HOLDS.includes(hold.key));
}

export function registerCompanyUpkeepRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, {
    endpoint: companyEndpoints.update,
    handler: async ({ db, params, body }): Promise<CompanyDetail> => {
      const company = await lockCompany(db, params.id);
      const errors = new FieldErrorCollector();
      await checkCompanyFields(db, errors, body, company.id);
      if (
        body.category !== undefined &&
        body.category !== company.category_id &&
        company.category_id === COMPANY_CATEGORY.ownLegalEntity
      ) {
        const holds = await legalEntityHolds(db, company);
        if (holds.length) errors.add('category', legalEntityInUse(company.name, holds));
      }
      errors.throwIfAny();
      const set = patchColumns(body, {
        name: 'name',
        category: 'category_id',
        country: 'country_id',
        city: 'city',
        address: 'address',
        email: 'email',
        phone: 'phone',
        website: 'website',
        vat_number: 'vat_number',
        holding_company: 'holding_id',
        manager: 'manager_id',
        comment: 'comment',
      }) as CompanyRowUpdate;
      await uniqueOrFieldError(
        () => db.updateTable('company').set(set).where('id', '=', company.id).execute(),
        'company_name_ci',
        'name',
        COMPANY_NAME_TAKEN,
      );
      const detail = await companyDetail(db, company.id, null);
      if (!detail) throw new Error('The company just changed cannot be read.');
      return detail;
    },
  });

  route(fastify, app, {
    endpoint: companyEndpoints.remove,
    handler: async ({ db, params }): Promise<void> => {
      const company = await lockCompany(db, params.id, 'delete');
      const { holds, freeContacts } = await companyHolds(db, company);
      if (holds.length) throw badRequestDetail(companyHeldMessage(company.name, holds));
      // Its own people that nothing else names go with it; its other parts go by cascade.
      if (freeContacts.length)
        await db.deleteFrom('contact').where('id', 'in', freeContacts).execute();
      await db.deleteFrom('company').where('id', '=', company.id).execute();
    },
  });

  registerContactRoutes(fastify, app);
  registerAddressRoutes(fastify, app);
  registerBankPropertyRoutes(fastify, app);
  registerTextConditionRoutes(fastify, app);
}
