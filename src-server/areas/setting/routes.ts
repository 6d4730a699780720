/**
 * Settings reads the quotation builder needs (spec §7 "Settings": currency_rate, margin,
 * transport_margin). Decision: readable with the 'setting' area OR the 'rfq' area, so every role
 * that quotes (rfq write) can price, and those who manage settings can see them without RFQs.
 * Writing them (margin steps by sale type, transport steps) is the 'setting' area's. Our margins are ours: a client (who reads its own
 * RFQs) may read the currency rates, not the margin or transport steps, which belong to the
 * 'pricing' area (every role that reads RFQs or settings, but the client: permissions.ts).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  settingEndpoints,
  type CurrencyRates,
  type SaleTypeMargin,
  type TransportMargin,
} from '../../../src-shared/api/setting.ts';
import type { AppContext } from '../../context.ts';
import { insertEach } from '../../db/refs.ts';
import { badRequestDetail, FieldErrorCollector, notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { invalidPk } from '../company/routes.ts';
import { currencyRates, saleTypeMargins, transportMargin } from './queries.ts';

const MARGIN_EXISTS = (name: string) => `${name} has margin steps already: change them instead.`;
const NO_MARGIN = (name: string) => `${name} has no margin steps yet: create them first.`;
export const TRANSPORT_MARGIN_EXISTS =
  'The transport margin has steps already: change them instead.';
/** Rates are units per 1 USD: the dollar's own is 1, always. */
const BASE_CURRENCY = 'USD';
export const BASE_RATE_FIXED = 'Rates are per 1 USD: the dollar stays at 1.';
export const UNKNOWN_CURRENCY = (code: string) => `There is no currency ${code}.`;
export const NO_TRANSPORT_MARGIN = 'The transport margin has no steps yet: create them first.';

export function registerSettingRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, {
    endpoint: settingEndpoints.currencyRate,
    handler: async ({ db }): Promise<CurrencyRates> => currencyRates(db),
  });

  route(fastify, app, {
    endpoint: settingEndpoints.updateCurrencyRates,
    handler: async ({ db, body }): Promise<CurrencyRates> => {
      const codes = Object.keys(body.rates);
      const known = await db
        .selectFrom('ref_currency')
        .select(['id', 'code'])
        .where('code', 'in', codes)
        .execute();
      const idOf = new Map(known.map((row) => [row.code, row.id]));
      const errors = new FieldErrorCollector();
      for (const code of codes)
        if (!idOf.has(code)) errors.add(`rates.${code}`, UNKNOWN_CURRENCY(code));
        else if (code === BASE_CURRENCY && body.rates[code] !== 1)
          errors.add(`rates.${code}`, BASE_RATE_FIXED);
      errors.throwIfAny();
      await db
        .insertInto('currency_rate')
        .values(
          codes.map((code) => ({
            currency_id: idOf.get(code) as number,
            rate: body.rates[code] as number,
          })),
        )
        .onConflict((conflict) =>
          conflict.column('currency_id').doUpdateSet({
            rate: (eb) => eb.ref('excluded.rate'),
            updated_at: sql`now()`,
          }),
        )
        .execute();
      return currencyRates(db);
    },
  });

  route(fastify, app, {
    endpoint: settingEndpoints.margin,
    handler: async ({ db }): Promise<SaleTypeMargin[]> => saleTypeMargins(db),
  });

  for (const write of ['createMargin', 'updateMargin'] as const) {
    route(fastify, app, {
      endpoint: settingEndpoints[write],
      handler: async ({ db, body }): Promise<SaleTypeMargin> => {
        const type = await db
          .selectFrom('ref_sale_type')
          .select(['id', 'name'])
          .where('id', '=', body.sale_type)
          .forUpdate()
          .executeTakeFirst();
        if (!type) {
          const errors = new FieldErrorCollector();
          errors.add('sale_type', invalidPk(body.sale_type));
          errors.throwIfAny();
          throw notFound();
        }
        const existing = await db
          .selectFrom('margin_step')
          .select('id')
          .where('sale_type_id', '=', type.id)
          .executeTakeFirst();
        if (write === 'createMargin' && existing) throw badRequestDetail(MARGIN_EXISTS(type.name));
        if (write === 'updateMargin' && !existing) throw badRequestDetail(NO_MARGIN(type.name));
        await db.deleteFrom('margin_step').where('sale_type_id', '=', type.id).execute();
        await insertEach(db, 'margin_step', body.steps, (step) => ({
          sale_type_id: type.id,
          from_usd: step.from,
          percent: step.percent,
        }));
        const margins = await saleTypeMargins(db);
        return margins.find((margin) => margin.sale_type.id === type.id) as SaleTypeMargin;
      },
    });
  }

  route(fastify, app, {
    endpoint: settingEndpoints.transportMargin,
    handler: async ({ db }): Promise<TransportMargin> => transportMargin(db),
  });

  // The same rule as a sale type's steps: POST only where there are none, PATCH only where there
  // are some, the whole list replaced. The table is locked first so two writers cannot both
  // "create" (each would see it empty) and leave the steps of both.
  for (const write of ['createTransportMargin', 'updateTransportMargin'] as const) {
    route(fastify, app, {
      endpoint: settingEndpoints[write],
      handler: async ({ db, body }): Promise<TransportMargin> => {
        await sql`lock table transport_margin_step in share row exclusive mode`.execute(db);
        const existing = await db
          .selectFrom('transport_margin_step')
          .select('id')
          .executeTakeFirst();
        if (write === 'createTransportMargin' && existing)
          throw badRequestDetail(TRANSPORT_MARGIN_EXISTS);
        if (write === 'updateTransportMargin' && !existing)
          throw badRequestDetail(NO_TRANSPORT_MARGIN);
        await db.deleteFrom('transport_margin_step').execute();
        await insertEach(db, 'transport_margin_step', body.steps, (step) => ({
          from_usd: step.from,
          percent: step.percent,
        }));
        return transportMargin(db);
      },
    });
  }
}
