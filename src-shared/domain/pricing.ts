/**
 * Quotation pricing, one pure module. The spec names the inputs (xRate, xRateBySystem, margin steps
 * by sale type, company extra margin, transport when logistics is on, VAT and VAT columns, user
 * totals) but not the arithmetic; these are our decisions, written once here for every side:
 *
 * 1. Currency. Rates are "units of a currency per 1 USD" (USD = 1), as the currency-rate list gives
 *    them. A cost converts offer currency → USD → quote currency. The quote currency's rate is the
 *    user's `xRate` when one is set (> 0), else the system rate (`xRateBySystem`). A missing rate is
 *    an error, never a silent 1.
 * 2. Margin. Steps are per sale type and keyed by the unit cost in USD: the step with the largest
 *    `from` not above the cost applies. A margin typed by the user in the RFQ head replaces the step
 *    margin. The company's extra margin is added on top (percentage points).
 * 3. Transport. With logistics on, transport per unit is the transport-margin step (by unit cost in
 *    USD) as a percentage of the unit cost. Included in the price, it is part of the unit price;
 *    not included, it is one separate line of the totals. The steps are the settings' one
 *    transport margin (transport_margin/, for every sale type), read live by the builder and by
 *    the server when it prices a KP (tests/server/transport-margin.test.ts).
 * 4. Rounding. Unit prices are rounded to cents first; line totals are unit price × quantity; VAT is
 *    computed per line on the line total and rounded to cents; totals are sums of rounded lines.
 * 5. Totals. A total typed by the user replaces the system total unless it is zero or empty
 *    (spec §5, see money.ts).
 * 6. Per position. A margin typed on a position replaces the RFQ's (user or step) margin; the
 *    company extra margin is still added. A unit price typed on a position is the price, as typed
 *    (rounded to cents); its margin is then shown as what that price makes over cost.
 */
import { roundMoney, totalOrSystem } from './money.ts';

/** One bound of what a quotation may hold. */
export interface NumberLimit {
  min: number;
  /** The minimum itself is not allowed (a rate above 0). */
  minExclusive?: boolean;
  max: number;
  decimals: number;
  /** Printed after the range: ' %' for percentages. */
  unit: string;
}

/**
 * Our decisions (the spec names the fields, not their bounds): what the quotation form accepts
 * and the server stores, one table for both sides (src-shared/api/rfq.ts builds the schemas from
 * it; the database's columns and checks hold the same).
 * - Margins (the RFQ head's and a position's): 0 % (at cost) to 1000 %. Selling below cost is a
 *   price typed on the position, never a negative margin, so no total can go below zero.
 * - VAT: 0 to 100 %.
 * - The typed exchange rate, units of the quote currency per 1 USD: above 0, at most 1,000,000
 *   (the weakest currencies trade at tens of thousands), six decimals.
 * - Amounts in the quote currency (a position's unit price, typed totals): 0 to 9,999,999,999.99
 *   (an engine priced in roubles fits), in cents.
 */
export const QUOTE_LIMITS = {
  margin: { min: 0, max: 1000, decimals: 2, unit: ' %' },
  vat: { min: 0, max: 100, decimals: 2, unit: ' %' },
  xRate: { min: 0, minExclusive: true, max: 1_000_000, decimals: 6, unit: '' },
  amount: { min: 0, max: 9_999_999_999.99, decimals: 2, unit: '' },
} as const satisfies Record<string, NumberLimit>;

export interface MarginStep {
  /** Lower bound of the unit cost in USD, inclusive. */
  from: number;
  /** Margin in percent. */
  percent: number;
}

/** Units of each currency per 1 USD, by currency code. */
export type CurrencyRates = Readonly<Record<string, number>>;

export interface PricingSettings {
  rates: CurrencyRates;
  /** The quote currency (main_price_unit). */
  quoteCurrency: string;
  /** The user's rate for the quote currency, units per 1 USD; null or 0 means the system rate. */
  xRate: number | null;
  /** Margin steps of the RFQ's sale type. */
  marginSteps: readonly MarginStep[];
  /** marginByUserInRFQHead: replaces the step margin when set. */
  marginByUser: number | null;
  /** The company's extra margin, percentage points added to the margin. */
  extraMargin: number;
  transportSteps: readonly MarginStep[];
  logisticsOn: boolean;
  includeTransportInPrice: boolean;
  vat: boolean;
  /** VAT rate in percent. */
  vatValue: number;
}

interface CostLine {
  /** The supplier's unit cost in its own currency. */
  cost: number;
  currency: string;
  quantity: number;
  /** A margin typed on this position, percent. */
  marginByUser?: number | null;
  /** A unit price typed on this position, in the quote currency, without VAT. */
  unitPriceByUser?: number | null;
}

export interface PricedLine {
  quantity: number;
  /** Unit cost in the quote currency, before margin. */
  unitCost: number;
  marginPercent: number;
  /** Transport per unit in the quote currency (0 when logistics is off). */
  unitTransport: number;
  /** Unit sale price without VAT; includes transport when it is included in the price. */
  unitPrice: number;
  lineTotal: number;
  lineVat: number;
  lineTotalWithVat: number;
}

export interface QuoteTotals {
  /** Sum of the lines without VAT. */
  goods: number;
  /** Transport shown as its own line (logistics on, not included in prices); else 0. */
  transport: number;
  totalNoVat: number;
  vat: number;
  total: number;
}

export class PricingError extends Error {
  override name = 'PricingError';
}

function rateOf(rates: CurrencyRates, currency: string): number {
  const rate = rates[currency];
  if (rate === undefined || !(rate > 0)) throw new PricingError(`No exchange rate for ${currency}`);
  return rate;
}

/** The rate used for the quote currency: the user's xRate when set, else the system's. */
export function quoteRate(settings: Pick<PricingSettings, 'rates' | 'quoteCurrency' | 'xRate'>) {
  return settings.xRate && settings.xRate > 0
    ? settings.xRate
    : rateOf(settings.rates, settings.quoteCurrency);
}

export function toUsd(amount: number, currency: string, rates: CurrencyRates): number {
  return amount / rateOf(rates, currency);
}

/** Converts a cost into the quote currency through USD. */
export function toQuoteCurrency(
  amount: number,
  currency: string,
  settings: Pick<PricingSettings, 'rates' | 'quoteCurrency' | 'xRate'>,
): number {
  if (currency === settings.quoteCurrency && !(settings.xRate && settings.xRate > 0)) return amount;
  return toUsd(amount, currency, settings.rates) * quoteRate(settings);
}

/** The step for a unit cost in USD: the largest `from` not above it; 0 % below every step. */
export function stepPercent(steps: readonly MarginStep[], costUsd: number): number {
  let best: MarginStep | undefined;
  for (const step of steps) {
    if (step.from <= costUsd && (!best || step.from > best.from)) best = step;
  }
  return best?.percent ?? 0;
}

function marginPercent(
  settings: PricingSettings,
  costUsd: number,
  lineMargin: number | null = null,
): number {
  const base =
    lineMargin ??
    (settings.marginByUser !== null && settings.marginByUser !== undefined
      ? settings.marginByUser
      : stepPercent(settings.marginSteps, costUsd));
  return base + settings.extraMargin;
}

export function priceLine(line: CostLine, settings: PricingSettings): PricedLine {
  if (!(line.quantity > 0)) throw new PricingError('Quantity must be at least 1');
  if (!(line.cost >= 0)) throw new PricingError('Cost cannot be negative');
  const costUsd = toUsd(line.cost, line.currency, settings.rates);
  const unitCost = toQuoteCurrency(line.cost, line.currency, settings);
  const unitTransport = settings.logisticsOn
    ? roundMoney((unitCost * stepPercent(settings.transportSteps, costUsd)) / 100)
    : 0;
  const included = settings.logisticsOn && settings.includeTransportInPrice;
  let margin = marginPercent(settings, costUsd, line.marginByUser ?? null);
  let unitPrice = roundMoney(unitCost * (1 + margin / 100) + (included ? unitTransport : 0));
  if (line.unitPriceByUser !== null && line.unitPriceByUser !== undefined) {
    if (!(line.unitPriceByUser >= 0)) throw new PricingError('A price cannot be negative');
    unitPrice = roundMoney(line.unitPriceByUser);
    const goodsPrice = unitPrice - (included ? unitTransport : 0);
    margin = unitCost > 0 ? roundMoney(((goodsPrice - unitCost) / unitCost) * 100) : 0;
  }
  // Whatever a caller passes, a quotation never shows a negative price or total.
  if (unitPrice < 0) throw new PricingError('A price cannot be negative');
  const lineTotal = roundMoney(unitPrice * line.quantity);
  const lineVat = settings.vat ? roundMoney((lineTotal * settings.vatValue) / 100) : 0;
  return {
    quantity: line.quantity,
    unitCost: roundMoney(unitCost),
    marginPercent: margin,
    unitTransport,
    unitPrice,
    lineTotal,
    lineVat,
    lineTotalWithVat: roundMoney(lineTotal + lineVat),
  };
}

export function quoteTotals(lines: readonly PricedLine[], settings: PricingSettings): QuoteTotals {
  const goods = roundMoney(lines.reduce((sum, line) => sum + line.lineTotal, 0));
  const separateTransport = settings.logisticsOn && !settings.includeTransportInPrice;
  const transport = separateTransport
    ? roundMoney(lines.reduce((sum, line) => sum + line.unitTransport * line.quantity, 0))
    : 0;
  const linesVat = lines.reduce((sum, line) => sum + line.lineVat, 0);
  const transportVat = settings.vat ? roundMoney((transport * settings.vatValue) / 100) : 0;
  const vat = roundMoney(linesVat + transportVat);
  const totalNoVat = roundMoney(goods + transport);
  return { goods, transport, totalNoVat, vat, total: roundMoney(totalNoVat + vat) };
}

interface UserTotals {
  priceTotalByUser: string | number | null;
  priceTotalNoVatByUser: string | number | null;
}

/** The totals a quotation shows: the user's where typed and non-zero, else the system's. */
export function shownTotals(system: QuoteTotals, user: UserTotals): QuoteTotals {
  return {
    ...system,
    total: totalOrSystem(user.priceTotalByUser, system.total),
    totalNoVat: totalOrSystem(user.priceTotalNoVatByUser, system.totalNoVat),
  };
}

/** Spec §4: monetary sort and totals can be reset; this is the reset state. */
export const MONETARY_RESET = {
  monetarySort: null,
  priceTotalByUser: null,
  priceTotalNoVatByUser: null,
  totalPaidByUser: null,
} as const;
