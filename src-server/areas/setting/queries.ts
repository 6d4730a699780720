/**
 * The settings the quotation builder prices with: currency rates (units per 1 USD), margin steps
 * per sale type and transport steps. Read by the settings calls and by KP pricing.
 */
import type { Kysely } from 'kysely';
import type {
  CurrencyRates,
  SaleTypeMargin,
  TransportMargin,
} from '../../../src-shared/api/setting.ts';
import type { MarginStep } from '../../../src-shared/domain/pricing.ts';
import type { Database } from '../../db/schema.ts';

export async function currencyRates(db: Kysely<Database>): Promise<CurrencyRates> {
  const rows = await db
    .selectFrom('currency_rate as r')
    .innerJoin('ref_currency as c', 'c.id', 'r.currency_id')
    .select(['c.code', 'c.name', 'r.rate', 'r.updated_at'])
    .orderBy('c.sort_order')
    .orderBy('c.id')
    .execute();
  const rates: Record<string, number> = {};
  let latest = 0;
  for (const row of rows) {
    rates[row.code ?? row.name] = Number(row.rate);
    latest = Math.max(latest, row.updated_at.getTime());
  }
  return { rates, timestamp: new Date(latest).toISOString() };
}

/** The system rate of one currency (units per 1 USD), or null when none is set. */
export async function rateOf(db: Kysely<Database>, currencyId: number): Promise<number | null> {
  const row = await db
    .selectFrom('currency_rate')
    .select('rate')
    .where('currency_id', '=', currencyId)
    .executeTakeFirst();
  return row ? Number(row.rate) : null;
}

function toSteps(rows: readonly { from_usd: number; percent: number }[]): MarginStep[] {
  return rows.map((row) => ({ from: Number(row.from_usd), percent: Number(row.percent) }));
}

export async function marginStepsOf(
  db: Kysely<Database>,
  saleTypeId: number,
): Promise<MarginStep[]> {
  const rows = await db
    .selectFrom('margin_step')
    .select(['from_usd', 'percent'])
    .where('sale_type_id', '=', saleTypeId)
    .orderBy('from_usd')
    .execute();
  return toSteps(rows);
}

/** Every sale type, with its steps (none: an empty list, so 0 % margin, see pricing.ts). */
export async function saleTypeMargins(db: Kysely<Database>): Promise<SaleTypeMargin[]> {
  const [types, steps] = await Promise.all([
    db
      .selectFrom('ref_sale_type')
      .select(['id', 'name'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('margin_step')
      .select(['sale_type_id', 'from_usd', 'percent'])
      .orderBy('sale_type_id')
      .orderBy('from_usd')
      .execute(),
  ]);
  return types.map((type) => ({
    sale_type: { id: type.id, name: type.name },
    steps: toSteps(steps.filter((step) => step.sale_type_id === type.id)),
  }));
}

export async function transportMargin(db: Kysely<Database>): Promise<TransportMargin> {
  const rows = await db
    .selectFrom('transport_margin_step')
    .select(['from_usd', 'percent'])
    .orderBy('from_usd')
    .execute();
  return { steps: toSteps(rows) };
}
