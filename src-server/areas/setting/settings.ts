/**
 * Base settings, delivery time and warranty terms (spec §7 "Settings"; src-shared/api/setting.ts).
 * Area 'setting'. The two singletons (id 1) are made with their defaults when first read, so a
 * database from before them (or a company server's) has them too. The base settings are changed
 * on the manager path (SETTINGS_MANAGER_PREFIX). Warranty terms: one per condition, 12 months
 * unless set; a bulk update writes all or nothing.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import {
  BASE_SETTINGS_ID,
  settingEndpoints,
  type BaseSettings,
  type DeliveryTimeSetting,
  type WarrantyTerm,
} from '../../../src-shared/api/setting.ts';
import type { AnyEndpoint, ResultOf } from '../../../src-shared/api/endpoint.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { joinedCurrency, refItem } from '../../db/refs.ts';
import { FieldErrorCollector, notFound } from '../../http/errors.ts';
import { route, type EndpointContext } from '../../http/route.ts';
import { checkRefExists } from '../company/checks.ts';
import { definedColumns } from '../defined-columns.ts';
import { changedRecord } from '../shared-record.ts';

/** Months of warranty a condition has until someone sets it. */
const DEFAULT_WARRANTY_MONTHS = 12;

/** The settings kept as one row each (id 1): made with their defaults when first read. */
type SingletonTable = 'base_setting' | 'delivery_time_setting';

/** Makes the singleton's row (id 1, as the base settings' BASE_SETTINGS_ID), with its defaults, unless it is there. */
async function ensureSingleton(db: Kysely<Database>, table: SingletonTable): Promise<void> {
  // Kysely cannot type one query over a union of tables: typed as one of them.
  await db
    .insertInto(table as SingletonTable as 'base_setting')
    .values({ id: BASE_SETTINGS_ID })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/** What a settings record is read with: the route's transaction (or the pool). */
interface Reading {
  db: Kysely<Database>;
}

async function baseSettings({ db }: Reading): Promise<BaseSettings> {
  await ensureSingleton(db, 'base_setting');
  const row = await db
    .selectFrom('base_setting as b')
    .leftJoin('ref_currency as cur', 'cur.id', 'b.main_currency_id')
    .select(['b.id', 'b.vat_value', 'b.quote_validity_days', 'b.rate_markup', 'b.updated_at'])
    .select(joinedCurrency.columns)
    .where('b.id', '=', BASE_SETTINGS_ID)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    main_currency: joinedCurrency.orNull(row),
    vat_value: Number(row.vat_value),
    quote_validity_days: row.quote_validity_days,
    rate_markup: Number(row.rate_markup),
    updated_at: row.updated_at.toISOString(),
  };
}

async function deliveryTime({ db }: Reading): Promise<DeliveryTimeSetting> {
  await ensureSingleton(db, 'delivery_time_setting');
  const row = await db
    .selectFrom('delivery_time_setting as s')
    .innerJoin('ref_delivery_time as w', 'w.id', 's.warehouse_company_id')
    .innerJoin('ref_delivery_time as q', 'q.id', 's.quotation_company_id')
    .select(['w.id as w_id', 'w.name as w_name', 'q.id as q_id', 'q.name as q_name'])
    .where('s.id', '=', 1)
    .executeTakeFirstOrThrow();
  return {
    warehouse_company: refItem(row.w_id, row.w_name),
    quotation_company: refItem(row.q_id, row.q_name),
  };
}

async function warrantyTerms({ db }: Reading): Promise<WarrantyTerm[]> {
  const rows = await db
    .selectFrom('ref_condition as c')
    .leftJoin('warranty_term as w', 'w.condition_id', 'c.id')
    .select(['c.id', 'c.name', 'c.code', 'w.months', 'w.text'])
    .orderBy('c.sort_order')
    .orderBy('c.id')
    .execute();
  return rows.map((row) => ({
    condition: refItem(row.id, row.name, row.code),
    months: row.months ?? DEFAULT_WARRANTY_MONTHS,
    text: row.text ?? '',
  }));
}

/** The base settings of the path's id: there is one record (404 for any other id). */
function baseSettingsOf({ db, params }: Reading & { params: { id: number } }) {
  if (params.id !== BASE_SETTINGS_ID) throw notFound();
  return baseSettings({ db });
}

/**
 * The GET of a settings record and its change: `read` answers both, the change after `change`
 * has checked its body (400, nothing written) and written it. Each record's two routes wrote
 * these steps again.
 */
function settingRoutes(fastify: FastifyInstance, app: AppContext) {
  return <G extends AnyEndpoint, U extends AnyEndpoint, R extends ResultOf<G>>(
    [get, update]: readonly [G, U],
    read: (ctx: EndpointContext<G> | EndpointContext<U>) => Promise<R & ResultOf<U>>,
    change: (ctx: EndpointContext<U>) => Promise<void>,
  ): void => {
    route(fastify, app, { endpoint: get, handler: read } as Parameters<typeof route<G>>[2]);
    route(fastify, app, {
      endpoint: update,
      handler: async (ctx: EndpointContext<U>) => {
        await change(ctx);
        return read(ctx);
      },
    } as Parameters<typeof route<U>>[2]);
  };
}

/** Each record's GET and change. */
const BASE_SETTINGS = [settingEndpoints.baseSettings, settingEndpoints.updateBaseSettings] as const;
const DELIVERY_TIME = [settingEndpoints.deliveryTime, settingEndpoints.updateDeliveryTime] as const;
const WARRANTIES = [settingEndpoints.warrantyTerms, settingEndpoints.updateManyWarranties] as const;

export function registerSettingsRecordRoutes(fastify: FastifyInstance, app: AppContext): void {
  const readAndChange = settingRoutes(fastify, app);

  readAndChange(BASE_SETTINGS, baseSettingsOf, async ({ db, params, body }) => {
    if (params.id !== BASE_SETTINGS_ID) throw notFound();
    const errors = new FieldErrorCollector();
    await checkRefExists(db, errors, 'main_currency', 'ref_currency', body.main_currency);
    errors.throwIfAny();
    await ensureSingleton(db, 'base_setting');
    const { main_currency, ...plain } = body;
    await changedRecord(db, 'base_setting', BASE_SETTINGS_ID, {
      ...plain,
      ...(main_currency !== undefined ? { main_currency_id: main_currency } : {}),
    });
  });

  readAndChange(DELIVERY_TIME, deliveryTime, async ({ db, body }) => {
    const errors = new FieldErrorCollector();
    for (const field of ['warehouse_company', 'quotation_company'] as const)
      await checkRefExists(db, errors, field, 'ref_delivery_time', body[field]);
    errors.throwIfAny();
    await ensureSingleton(db, 'delivery_time_setting');
    await changedRecord(
      db,
      'delivery_time_setting',
      1,
      definedColumns(body, {
        warehouse_company: 'warehouse_company_id',
        quotation_company: 'quotation_company_id',
      }),
    );
  });

  readAndChange(WARRANTIES, warrantyTerms, async ({ db, body }) => {
    const errors = new FieldErrorCollector();
    for (const [index, warranty] of body.warranties.entries()) {
      const field = `warranties.${index}.condition`;
      await checkRefExists(db, errors, field, 'ref_condition', warranty.condition);
    }
    errors.throwIfAny();
    await db
      .insertInto('warranty_term')
      .values(
        body.warranties.map((warranty) => ({
          condition_id: warranty.condition,
          months: warranty.months,
          text: warranty.text,
        })),
      )
      .onConflict((conflict) =>
        conflict.column('condition_id').doUpdateSet({
          months: (eb) => eb.ref('excluded.months'),
          text: (eb) => eb.ref('excluded.text'),
          updated_at: sql`now()`,
        }),
      )
      .execute();
  });
}
