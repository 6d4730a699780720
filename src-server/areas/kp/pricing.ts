/**
 * Pricing a KP on the server: gathers what src-shared/domain/pricing.ts needs from the RFQ's SAVED
 * head and the database (rates from currency_rate with the head's xRate over them, the margin
 * steps of the head's sale type, the company's extra margin, transport steps, logistics,
 * transport and VAT flags, each position's own margin or price) and prices the chosen rows with it.
 * No arithmetic lives here: the one pricing module does it all.
 *
 * Delivery date of a row: the KP date plus the offer's lead time plus the head's delivery time
 * (its transit days; none for 'On request'), all in business days (dates.ts addBusinessDays).
 */
import type { Kysely } from 'kysely';
import type { KpConditions } from '../../../src-shared/api/rfq.ts';
import { addBusinessDays } from '../../../src-shared/domain/dates.ts';
import { kpVersion } from '../../../src-shared/domain/kp-versions.ts';
import {
  priceLine,
  quoteRate,
  quoteTotals,
  shownTotals,
  type PricedLine,
  type PricingSettings,
  type QuoteTotals,
} from '../../../src-shared/domain/pricing.ts';
import { KP_CONDITION_KEYS } from '../../../src-shared/api/records.ts';
import {
  chooseConditionTexts,
  type ConditionContext,
  type ConditionText,
} from '../../../src-shared/domain/kp-conditions.ts';
import type { Database, RfqTable } from '../../db/schema.ts';
import type { Selectable } from 'kysely';
import { currencyRates, marginStepsOf, transportMargin } from '../setting/queries.ts';

type RfqRow = Selectable<RfqTable>;

export async function pricingSettingsOf(
  db: Kysely<Database>,
  rfq: RfqRow,
): Promise<PricingSettings> {
  const [rates, currency, marginSteps, transport, setting] = await Promise.all([
    currencyRates(db),
    db
      .selectFrom('ref_currency')
      .select(['code', 'name'])
      .where('id', '=', rfq.main_price_unit_id)
      .executeTakeFirstOrThrow(),
    marginStepsOf(db, rfq.sale_type_id),
    transportMargin(db),
    db
      .selectFrom('quotation_setting')
      .select('extra_margin')
      .where('company_id', '=', rfq.company_id)
      .executeTakeFirst(),
  ]);
  return {
    rates: rates.rates,
    quoteCurrency: currency.code ?? currency.name,
    xRate: rfq.x_rate === null ? null : Number(rfq.x_rate),
    marginSteps,
    marginByUser: rfq.margin_by_user === null ? null : Number(rfq.margin_by_user),
    extraMargin: Number(setting?.extra_margin ?? 0),
    transportSteps: transport.steps,
    logisticsOn: rfq.logistics_on,
    includeTransportInPrice: rfq.include_transport_in_price,
    vat: rfq.vat,
    vatValue: Number(rfq.vat_value),
  };
}

interface RowToPrice {
  cost: number;
  currency: string;
  quantity: number;
  marginByUser: number | null;
  unitPriceByUser: number | null;
  leadTimeDays: number;
}

export interface PricedQuote {
  lines: (PricedLine & { deliveryDate: string })[];
  totals: QuoteTotals;
  shownTotals: QuoteTotals;
  /** The quote currency's rate used (xRate or the system's). */
  rate: number;
}

/** A KP row to price: the offer's cost and lead time, the quantity, what the position typed. */
export function rowToPriceFrom(
  offer: Pick<Selectable<Database['supplier_offer']>, 'price' | 'lead_time_days'>,
  currency: string,
  quantity: number,
  position: Pick<Selectable<Database['rfq_position']>, 'margin_by_user' | 'unit_price_by_user'>,
): RowToPrice {
  return {
    cost: offer.price,
    currency,
    quantity,
    marginByUser: position.margin_by_user,
    unitPriceByUser: position.unit_price_by_user,
    leadTimeDays: offer.lead_time_days,
  };
}

/** Prices the rows with the head's settings; throws PricingError on a missing rate. */
export function priceQuote(
  rows: readonly RowToPrice[],
  settings: PricingSettings,
  rfq: Pick<RfqRow, 'price_total_by_user' | 'price_total_no_vat_by_user'>,
  date: string,
  deliveryDays: number,
): PricedQuote {
  const lines = rows.map((row) => ({
    ...priceLine(
      {
        cost: row.cost,
        currency: row.currency,
        quantity: row.quantity,
        marginByUser: row.marginByUser,
        unitPriceByUser: row.unitPriceByUser,
      },
      settings,
    ),
    deliveryDate: addBusinessDays(date, row.leadTimeDays + deliveryDays),
  }));
  const totals = quoteTotals(lines, settings);
  return {
    lines,
    totals,
    shownTotals: shownTotals(totals, {
      priceTotalByUser: rfq.price_total_by_user,
      priceTotalNoVatByUser: rfq.price_total_no_vat_by_user,
    }),
    rate: quoteRate(settings),
  };
}

/**
 * The texts of each condition: a text typed in the head, when given, wins; otherwise the one rule
 * the quotation screen follows too (src-shared/domain/kp-conditions.ts) over the candidates of one
 * document type (the defaults and the company's own).
 */
export function pickConditions(
  candidates: readonly ConditionText[],
  options: ConditionContext & { typed: Partial<KpConditions> },
): KpConditions {
  const result = chooseConditionTexts(candidates, options);
  for (const key of KP_CONDITION_KEYS) {
    const own = options.typed[key]?.trim();
    if (own) result[key] = own;
  }
  return result;
}

/**
 * The texts a KP prints. With useDefaultText: the company's texts or the defaults, for the
 * document type, the repair flag, the logistics flag and the version's language (pickConditions).
 * Without it: the texts typed in the head, and the default for any left blank.
 */
export async function kpConditions(
  db: Kysely<Database>,
  rfq: RfqRow,
  version: number,
  documentType: number,
): Promise<KpConditions> {
  const candidates = await db
    .selectFrom('text_condition')
    .select([
      'id',
      'company_id',
      'condition_type',
      'for_repair',
      'logistics_on',
      'language',
      'text',
    ])
    .where('document_type', '=', documentType)
    .where((eb) => eb.or([eb('company_id', 'is', null), eb('company_id', '=', rfq.company_id)]))
    .orderBy('id')
    .execute();
  return pickConditions(candidates, {
    company: rfq.company_id,
    forRepair: rfq.is_repair,
    language: kpVersion(version).language,
    logisticsOn: rfq.logistics_on,
    typed: rfq.use_default_text ? {} : rfq.conditions,
  });
}
