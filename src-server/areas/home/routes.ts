/**
 * Home: reference data (`base_info`), the signed-in user (`user_info`), quotation texts and the
 * mail addresses and phones quotations are sent from.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  homeEndpoints,
  type BaseInfo,
  type ContactSummary,
  type QuoteMail,
  type QuotePhone,
  type RefItem,
  type ReferenceList,
  type TextCondition,
  type UserInfo,
} from '../../../src-shared/api/home.ts';
import { COMPANY_CATEGORY } from '../../../src-shared/domain/constants.ts';
import { ROLE_URL } from '../../../src-shared/domain/roles.ts';
import type { AppContext } from '../../context.ts';
import type { Database, RefTableName } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { recordColumns } from '../../http/found.ts';
import { route } from '../../http/route.ts';
import { selectTextConditions, textConditionFrom } from '../company/queries.ts';
import { contactSummaries, savedSettings } from '../contact/queries.ts';

/** Which table fills which base_info list (legal entities, warehouses and KP versions aside). */
const LIST_TABLES: Record<
  Exclude<ReferenceList, 'legal_entity' | 'warehouse' | 'kp_version'>,
  RefTableName
> = {
  ac_type: 'ref_ac_type',
  ata_type: 'ref_ata_chapter',
  certificate_type: 'ref_certificate_type',
  company_category: 'ref_company_category',
  condition: 'ref_condition',
  country_obj: 'ref_country',
  currency: 'ref_currency',
  delivery_type: 'ref_delivery_type',
  delivery_time: 'ref_delivery_time',
  sale_type: 'ref_sale_type',
  order_statuses: 'ref_order_status',
  rfq_priority: 'ref_rfq_priority',
  rfq_status: 'ref_rfq_status',
  unit: 'ref_unit',
  payment_methods: 'ref_payment_method',
  delivery_terms: 'ref_delivery_term',
  request_category: 'ref_request_category',
};

/** Default columns of the products table (the renderer's "productsHeaderList"). */
const PRODUCTS_HEADER_LIST = [
  'part_number',
  'description',
  'serial_number',
  'condition',
  'quantity',
  'warehouse',
  'location',
  'status',
  'sale_status',
  'due_date',
];

/** A reference list as base_info gives it (also `condition/` of the products' calls). */
export async function refList(db: Kysely<Database>, table: RefTableName): Promise<RefItem[]> {
  const rows = await db
    .selectFrom(table)
    .select(['id', 'name', 'code', 'symbol'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  // Delivery times also carry their business days of transit (none: on request).
  const days =
    table === 'ref_delivery_time'
      ? new Map(
          (await db.selectFrom('ref_delivery_time').select(['id', 'days']).execute()).map((row) => [
            row.id,
            row.days,
          ]),
        )
      : undefined;
  return rows.map((row) => {
    const transit = days?.get(row.id);
    return {
      id: row.id,
      name: row.name,
      ...(row.code !== null ? { code: row.code } : {}),
      ...(row.symbol !== null ? { symbol: row.symbol } : {}),
      ...(transit !== undefined && transit !== null ? { days: transit } : {}),
    };
  });
}

/** Our legal entities, each with its ISO country code as `code` (KP versions name them by it). */
async function legalEntityList(db: Kysely<Database>): Promise<RefItem[]> {
  const rows = await db
    .selectFrom('company as c')
    .leftJoin('ref_country as co', 'co.id', 'c.country_id')
    .select(['c.id', 'c.name', 'co.code'])
    .where('c.category_id', '=', COMPANY_CATEGORY.ownLegalEntity)
    .orderBy('c.name')
    .orderBy('c.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    ...(row.code ? { code: row.code } : {}),
  }));
}

async function companiesOfCategory(db: Kysely<Database>, category: number): Promise<RefItem[]> {
  return db
    .selectFrom('company')
    .select(['id', 'name'])
    .where('category_id', '=', category)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

async function baseInfo(db: Kysely<Database>): Promise<BaseInfo> {
  const entries = await Promise.all(
    Object.entries(LIST_TABLES).map(
      async ([list, table]) => [list, await refList(db, table)] as const,
    ),
  );
  return {
    ...(Object.fromEntries(entries) as Omit<BaseInfo, 'legal_entity' | 'warehouse' | 'kp_version'>),
    legal_entity: await legalEntityList(db),
    warehouse: await companiesOfCategory(db, COMPANY_CATEGORY.ownWarehouse),
    kp_version: Array.from({ length: 10 }, (_, index) => ({
      id: index + 1,
      name: `Version ${index + 1}`,
    })),
  };
}

async function quotesMail(db: Kysely<Database>): Promise<QuoteMail[]> {
  return db.selectFrom('quotes_mail').select(['id', 'email', 'name']).orderBy('id').execute();
}

async function quotesPhone(db: Kysely<Database>): Promise<QuotePhone[]> {
  return db.selectFrom('quotes_phone').select(['id', 'phone', 'name']).orderBy('id').execute();
}

export function registerHomeRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, {
    endpoint: homeEndpoints.baseInfo,
    handler: async ({ db }) => baseInfo(db),
  });

  route(fastify, app, {
    endpoint: homeEndpoints.userInfo,
    handler: async ({ db, user }): Promise<UserInfo> => {
      if (user.contactId === null) throw notFound('This user has no contact card.');
      const [contact] = await contactSummaries(db, [user.contactId]);
      const settings = await savedSettings(db, user.contactId);
      const isClient = user.url === ROLE_URL.CLIENT;
      const company =
        isClient && user.companyId !== null
          ? ((await recordColumns(db, 'company', user.companyId, ['id', 'name'])) ?? null)
          : null;
      return {
        id: user.id,
        username: user.username,
        contact: contact as ContactSummary,
        user_groups: user.roles,
        url: user.url,
        company,
        companies: isClient ? [] : await companiesOfCategory(db, COMPANY_CATEGORY.ownLegalEntity),
        quotes_mail: await quotesMail(db),
        quotes_phone: await quotesPhone(db),
        table_setting: settings.table_setting,
        productsHeaderList: PRODUCTS_HEADER_LIST,
        preset_settings: settings.preset_settings,
      };
    },
  });

  route(fastify, app, {
    endpoint: homeEndpoints.textCondition,
    handler: async ({ db, query, clientCompanyId }): Promise<TextCondition[]> => {
      // Defaults always; company texts for the asked company (a client only ever its own).
      const company = clientCompanyId ?? query.company;
      let select = selectTextConditions(db).where((eb) =>
        company === undefined
          ? eb.lit(true)
          : eb.or([eb('t.company_id', 'is', null), eb('t.company_id', '=', company)]),
      );
      if (query.document_type !== undefined)
        select = select.where('t.document_type', '=', query.document_type);
      if (query.language !== undefined) select = select.where('t.language', '=', query.language);
      const rows = await select
        .orderBy('t.company_id', (ob) => ob.nullsFirst())
        .orderBy('t.id')
        .execute();
      return rows.map(textConditionFrom);
    },
  });

  route(fastify, app, {
    endpoint: homeEndpoints.quotesMail,
    handler: async ({ db }) => quotesMail(db),
  });

  route(fastify, app, {
    endpoint: homeEndpoints.quotesPhone,
    handler: async ({ db }) => quotesPhone(db),
  });
}
