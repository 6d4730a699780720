/**
 * Companies: list and create, detail, treaties, the quotation setting, holdings and the company
 * selector; editing and deleting companies and their parts are in upkeep.ts. A client (acting as CLIENT) sees only its own company; every other company is 404.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import {
  companyEndpoints,
  COMPANY_SELECTOR_LIMIT,
  type CompanyDetail,
  type CompanySelectorItem,
  type Holding,
  type QuotationSetting,
  type Treaty,
} from '../../../src-shared/api/company.ts';
import { DEFAULT_DELIVERY_TIME, FAILURES } from '../../../src-shared/domain/constants.ts';
import { sees, viewerOf } from '../../../src-shared/domain/audience.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import {
  badRequest,
  badRequestDetail,
  FieldErrorCollector,
  forbidden,
  notFound,
} from '../../http/errors.ts';
import { pagedList } from '../../http/pagination.ts';
import { ownListRoute } from '../../http/record-routes.ts';
import { route } from '../../http/route.ts';
import { escapeLike } from '../../http/search.ts';
import { newUuid } from '../../http/uuid.ts';
import { definedColumns } from '../defined-columns.ts';
import {
  checkCompanyFields,
  checkLegalEntity,
  checkRefExists,
  COMPANY_NAME_TAKEN,
  insertedIdOrFieldError,
  invalidPk,
  uniqueOrFieldError,
  isUniqueViolation,
  takenByAnother,
  textsOrBlank,
  writtenPartReader,
} from './checks.ts';
import { registerCompanyUpkeepRoutes } from './upkeep.ts';
import {
  companyDetail,
  companyVisible,
  countCompanies,
  listCompanies,
  quotationSettings,
  treatiesOf,
} from './queries.ts';

export { checkLegalEntity, invalidPk };
export const TREATY_NUMBER_TAKEN = 'A treaty with this number already exists for this company.';
const VALID_UNTIL_BEFORE_DATE = 'Valid until cannot be before the treaty date.';
export const EXTRA_MARGIN_ORDERING = 'Sorting by extra margin is for the roles that price.';
const EXTRA_MARGIN_IS_PRICING = 'The extra margin is set by the roles that price.';

const readTreaty = writtenPartReader('Treaty', treatiesOf);
const readQuotationSetting = writtenPartReader('Quotation setting', quotationSettings);

/** The texts a company's create form may leave out. */
const COMPANY_TEXTS = [
  'city',
  'address',
  'email',
  'phone',
  'website',
  'vat_number',
  'comment',
] as const;

/** The default currency of a new company's quotations. */
const DEFAULT_PRICE_UNIT_CODE = 'USD';

/** Whether another of the company's treaties (not `exceptId`) has this number, whatever its case. */
function treatyNumberTaken(
  db: Kysely<Database>,
  companyId: number,
  number: string,
  exceptId?: number,
): Promise<boolean> {
  const sameNumber = sql<string>`lower(number)`;
  return takenByAnother(
    db,
    'treaty',
    (eb) => eb.and([eb('company_id', '=', companyId), eb(sameNumber, '=', number.toLowerCase())]),
    exceptId,
  );
}

export function registerCompanyRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, {
    endpoint: companyEndpoints.list,
    handler: async ({ db, query, request, user, clientCompanyId }) => {
      // Sorted by our extra margin, the list would tell its order to those not sent it.
      if (
        query.ordering?.replace(/^-/, '') === 'extra_margin' &&
        !sees(viewerOf(user.roles, user.url), 'pricing')
      )
        throw badRequest({ ordering: [EXTRA_MARGIN_ORDERING] });
      // A client's list is its own company: the scope rides with the query's filters.
      const scoped = { ...query, onlyCompanyId: clientCompanyId };
      return pagedList(countCompanies, listCompanies)({ db, query: scoped, request });
    },
  });

  route(fastify, app, {
    endpoint: companyEndpoints.create,
    handler: async ({ db, body }): Promise<CompanyDetail> => {
      const errors = new FieldErrorCollector();
      await checkCompanyFields(db, errors, body);
      errors.throwIfAny();

      const companyId = await insertedIdOrFieldError(
        db.insertInto('company').values({
          uuid: newUuid(),
          name: body.name,
          category_id: body.category,
          country_id: body.country,
          ...textsOrBlank(body, COMPANY_TEXTS),
          holding_id: body.holding_company ?? null,
          manager_id: body.manager ?? null,
        }),
        'company_name_ci',
        'name',
        COMPANY_NAME_TAKEN,
      );
      const priceUnit = await db
        .selectFrom('ref_currency')
        .select('id')
        .where('code', '=', DEFAULT_PRICE_UNIT_CODE)
        .executeTakeFirstOrThrow();
      await db
        .insertInto('quotation_setting')
        .values({
          company_id: companyId,
          main_price_unit_id: priceUnit.id,
          delivery_time_id: DEFAULT_DELIVERY_TIME.id,
        })
        .execute();
      const detail = await companyDetail(db, companyId, null);
      if (!detail) throw new Error('The company just created cannot be read.');
      return detail;
    },
  });

  route(fastify, app, {
    endpoint: companyEndpoints.one,
    handler: async ({ db, params, clientCompanyId }): Promise<CompanyDetail> => {
      const detail = await companyDetail(db, params.id, clientCompanyId);
      if (!detail) throw notFound();
      return detail;
    },
  });

  ownListRoute(fastify, app, companyEndpoints.treaties, companyVisible, ({ db, params }) =>
    treatiesOf(db, params.id),
  );

  route(fastify, app, {
    endpoint: companyEndpoints.createTreaty,
    handler: async ({ db, params, body, clientCompanyId }): Promise<Treaty> => {
      if (!(await companyVisible(db, params.id, clientCompanyId))) throw notFound();
      const errors = new FieldErrorCollector();
      if (await treatyNumberTaken(db, params.id, body.number))
        errors.add('number', TREATY_NUMBER_TAKEN);
      await checkLegalEntity(db, errors, 'legal_entity', body.legal_entity);
      await checkRefExists(db, errors, 'currency', 'ref_currency', body.currency);
      errors.throwIfAny();
      const treatyId = await insertedIdOrFieldError(
        db.insertInto('treaty').values({
          company_id: params.id,
          number: body.number,
          date: body.date,
          valid_until: body.valid_until ?? null,
          legal_entity_id: body.legal_entity,
          currency_id: body.currency,
          ...textsOrBlank(body, ['payment_terms', 'comment']),
          credit_limit: body.credit_limit ?? null,
          is_active: body.is_active ?? true,
        }),
        'treaty_number_per_company',
        'number',
        TREATY_NUMBER_TAKEN,
      );
      return readTreaty(db, params.id, treatyId);
    },
  });

  route(fastify, app, {
    endpoint: companyEndpoints.updateTreaty,
    handler: async ({ db, params, body, clientCompanyId }): Promise<Treaty> => {
      if (!(await companyVisible(db, params.id, clientCompanyId))) throw notFound();
      const [current] = await treatiesOf(db, params.id, params.treatyId);
      if (!current) throw notFound();
      const errors = new FieldErrorCollector();
      if (
        body.number !== undefined &&
        (await treatyNumberTaken(db, params.id, body.number, params.treatyId))
      ) {
        errors.add('number', TREATY_NUMBER_TAKEN);
      }
      if (body.legal_entity !== undefined)
        await checkLegalEntity(db, errors, 'legal_entity', body.legal_entity);
      await checkRefExists(db, errors, 'currency', 'ref_currency', body.currency);
      // The body may change only one of the two dates: check them against the stored other one.
      const date = body.date ?? current.date;
      const validUntil = body.valid_until !== undefined ? body.valid_until : current.valid_until;
      if (validUntil !== null && validUntil < date)
        errors.add('valid_until', VALID_UNTIL_BEFORE_DATE);
      errors.throwIfAny();
      await uniqueOrFieldError(
        () =>
          db
            .updateTable('treaty')
            .set({
              ...definedColumns(body, {
                number: 'number',
                date: 'date',
                valid_until: 'valid_until',
                legal_entity: 'legal_entity_id',
                currency: 'currency_id',
              }),
              ...('payment_terms' in body ? { payment_terms: body.payment_terms ?? '' } : {}),
              ...definedColumns(body, { credit_limit: 'credit_limit', is_active: 'is_active' }),
              ...('comment' in body ? { comment: body.comment ?? '' } : {}),
            })
            .where('id', '=', params.treatyId)
            .execute(),
        'treaty_number_per_company',
        'number',
        TREATY_NUMBER_TAKEN,
      );
      return readTreaty(db, params.id, params.treatyId);
    },
  });

  route(fastify, app, {
    endpoint: companyEndpoints.updateQuotationSetting,
    handler: async ({ db, params, body, user, clientCompanyId }): Promise<QuotationSetting> => {
      // The extra margin is a price lever: set by the roles that price, as only they read it.
      if (body.extra_margin !== undefined && !sees(viewerOf(user.roles, user.url), 'pricing'))
        throw forbidden(EXTRA_MARGIN_IS_PRICING);
      if (!(await companyVisible(db, params.id, clientCompanyId))) throw notFound();
      const [current] = await quotationSettings(db, params.id, params.settingId);
      if (!current) throw notFound();
      const errors = new FieldErrorCollector();
      if (body.legal_entity != null)
        await checkLegalEntity(db, errors, 'legal_entity', body.legal_entity);
      await checkRefExists(db, errors, 'main_price_unit', 'ref_currency', body.main_price_unit);
      await checkRefExists(db, errors, 'delivery_time', 'ref_delivery_time', body.delivery_time);
      errors.throwIfAny();
      await db
        .updateTable('quotation_setting')
        .set({
          ...definedColumns(body, {
            kp_version: 'kp_version',
            legal_entity: 'legal_entity_id',
            main_price_unit: 'main_price_unit_id',
            vat: 'vat',
            vat_value: 'vat_value',
            logistics_on: 'logistics_on',
            include_transport_in_price: 'include_transport_in_price',
            delivery_time: 'delivery_time_id',
            extra_margin: 'extra_margin',
          }),
        })
        .where('id', '=', params.settingId)
        .execute();
      return readQuotationSetting(db, params.id, params.settingId);
    },
  });

  route(fastify, app, {
    endpoint: companyEndpoints.holdingSelector,
    handler: async ({ db, clientCompanyId }): Promise<Holding[]> => {
      let query = db.selectFrom('holding as h').select(['h.id', 'h.name']);
      if (clientCompanyId !== null) {
        query = query.where(
          'h.id',
          'in',
          db
            .selectFrom('company')
            .select('holding_id')
            .where('id', '=', clientCompanyId)
            .where('holding_id', 'is not', null)
            .$narrowType<{ holding_id: number }>(),
        );
      }
      return query
        .orderBy(sql`lower(h.name)`)
        .orderBy('h.id')
        .execute();
    },
  });

  route(fastify, app, {
    endpoint: companyEndpoints.createHolding,
    handler: async ({ db, body }): Promise<Holding> => {
      const taken = await db
        .selectFrom('holding')
        .select('id')
        .where(sql<string>`lower(name)`, '=', body.name.toLowerCase())
        .executeTakeFirst();
      if (taken) throw badRequestDetail(FAILURES.holdingExists);
      try {
        return await db
          .insertInto('holding')
          .values({ name: body.name })
          .returning(['id', 'name'])
          .executeTakeFirstOrThrow();
      } catch (error) {
        if (isUniqueViolation(error, 'holding_name_ci'))
          throw badRequestDetail(FAILURES.holdingExists);
        throw error;
      }
    },
  });

  route(fastify, app, {
    endpoint: companyEndpoints.selector,
    handler: async ({ db, query, clientCompanyId }): Promise<CompanySelectorItem[]> => {
      let select = db
        .selectFrom('company as c')
        .select(['c.id', 'c.name', 'c.category_id as category']);
      if (clientCompanyId !== null) select = select.where('c.id', '=', clientCompanyId);
      if (query.categories?.length) select = select.where('c.category_id', 'in', query.categories);
      if (query.search) select = select.where('c.name', 'ilike', `%${escapeLike(query.search)}%`);
      return select
        .orderBy(sql`lower(c.name)`)
        .orderBy('c.id')
        .limit(COMPANY_SELECTOR_LIMIT)
        .execute();
    },
  });

  registerCompanyUpkeepRoutes(fastify, app);
}
