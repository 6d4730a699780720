/**
 * Live prices of the quotation builder: the working copy and the settings (currency rates, margin
 * steps by sale type, transport margin, the company's extra margin) turned into the inputs of the
 * ONE pricing module (src-shared/domain/pricing.ts), and each position's chosen offer priced with
 * it. No arithmetic of its own: every number comes from priceLine, quoteTotals and shownTotals.
 */
import type { RefItem } from '../../../../src-shared/api/home.ts';
import type { SupplierOffer } from '../../../../src-shared/api/offer.ts';
import type { RfqPosition } from '../../../../src-shared/api/rfq.ts';
import type { SaleTypeMargin } from '../../../../src-shared/api/setting.ts';
import {
  PricingError,
  priceLine,
  quoteTotals,
  shownTotals,
  toQuoteCurrency,
  type CurrencyRates,
  type MarginStep,
  type PricedLine,
  type PricingSettings,
  type QuoteTotals,
} from '../../../../src-shared/domain/pricing.ts';
import { parseTypedTotal } from '../../../../src-shared/domain/money.ts';
import { parseDecimal, type QuotationDraft } from './draft.ts';

export interface PricingContext {
  /** Units per 1 USD by currency code (currency_rate); undefined while loading. */
  rates: CurrencyRates | undefined;
  /** base_info.currency: the quote currency's code by id. */
  currencies: readonly RefItem[];
  margins: readonly SaleTypeMargin[];
  transportSteps: readonly MarginStep[];
  /** The company's extra margin, percentage points. */
  extraMargin: number;
}

export type SettingsResult =
  { ok: true; settings: PricingSettings; quoteCurrency: RefItem } | { ok: false; reason: string };

export function currencyCode(currency: RefItem): string {
  return currency.code ?? currency.name;
}

function percentOrNull(text: string): number | null {
  if (text.trim() === '') return null;
  const value = parseDecimal(text);
  return Number.isFinite(value) ? value : null;
}

/** The pricing settings of the working copy, or why there are none yet. */
export function pricingSettingsFrom(
  draft: QuotationDraft,
  context: PricingContext,
): SettingsResult {
  const quoteCurrency = context.currencies.find(
    (currency) => String(currency.id) === draft.main_price_unit,
  );
  if (!quoteCurrency) return { ok: false, reason: 'Choose the quote currency.' };
  if (!context.rates) return { ok: false, reason: 'Loading currency rates…' };
  const xRate = percentOrNull(draft.xRate);
  return {
    ok: true,
    quoteCurrency,
    settings: {
      rates: context.rates,
      quoteCurrency: currencyCode(quoteCurrency),
      xRate: xRate !== null && xRate > 0 ? xRate : null,
      marginSteps:
        context.margins.find((margin) => String(margin.sale_type.id) === draft.sale_type)?.steps ??
        [],
      marginByUser: percentOrNull(draft.marginByUserInRFQHead),
      extraMargin: context.extraMargin,
      transportSteps: context.transportSteps,
      logisticsOn: draft.logistics_on,
      includeTransportInPrice: draft.include_transport_in_price,
      vat: draft.vat,
      vatValue: percentOrNull(draft.vat_value) ?? 0,
    },
  };
}

export interface PositionPrice {
  position: RfqPosition;
  /** The chosen offer, when one is chosen and loaded. */
  offer: SupplierOffer | null;
  line: PricedLine | null;
  /** Why there is no price (no offer chosen, no rate for the offer's currency). */
  problem: string | null;
}

export function pricePositions(
  positions: readonly RfqPosition[],
  offers: ReadonlyMap<number, SupplierOffer>,
  settings: PricingSettings | null,
): PositionPrice[] {
  return positions.map((position) => {
    if (position.chosen_offer === null) {
      return { position, offer: null, line: null, problem: 'No offer chosen' };
    }
    const offer = offers.get(position.chosen_offer) ?? null;
    if (!offer) return { position, offer: null, line: null, problem: 'Loading the offer…' };
    if (!settings) return { position, offer, line: null, problem: null };
    try {
      const line = priceLine(
        {
          cost: offer.price,
          currency: currencyCode(offer.currency),
          quantity: position.quantity,
          marginByUser: position.margin_by_user,
          unitPriceByUser: position.unit_price_by_user,
        },
        settings,
      );
      return { position, offer, line, problem: null };
    } catch (error) {
      if (error instanceof PricingError) {
        return { position, offer, line: null, problem: error.message };
      }
      throw error;
    }
  });
}

/** Whether a typed total counts: typed, readable and not zero (spec §5). */
function isTypedTotal(typed: string): boolean {
  const value = parseTypedTotal(typed);
  return value !== null && value !== 0;
}

export interface LiveTotals {
  system: QuoteTotals;
  /** What the quotation shows: typed totals where typed and non-zero (spec §5). */
  shown: QuoteTotals;
  /** Which shown totals come from the user. */
  typed: { total: boolean; totalNoVat: boolean };
  /** Positions priced / positions in the RFQ. */
  priced: number;
}

export function liveTotals(
  prices: readonly PositionPrice[],
  settings: PricingSettings,
  draft: Pick<QuotationDraft, 'priceTotalByUser' | 'priceTotalNoVatByUser'>,
): LiveTotals {
  const lines = prices.flatMap((price) => (price.line ? [price.line] : []));
  const system = quoteTotals(lines, settings);
  const shown = shownTotals(system, {
    priceTotalByUser: draft.priceTotalByUser,
    priceTotalNoVatByUser: draft.priceTotalNoVatByUser,
  });
  return {
    system,
    shown,
    typed: {
      total: isTypedTotal(draft.priceTotalByUser),
      totalNoVat: isTypedTotal(draft.priceTotalNoVatByUser),
    },
    priced: lines.length,
  };
}

/** An offer's price in the quote currency, for comparing offers side by side; null without a rate. */
export function offerInQuoteCurrency(
  offer: SupplierOffer,
  settings: PricingSettings | null,
): number | null {
  if (!settings) return null;
  try {
    return toQuoteCurrency(offer.price, currencyCode(offer.currency), settings);
  } catch (error) {
    if (error instanceof PricingError) return null;
    throw error;
  }
}
