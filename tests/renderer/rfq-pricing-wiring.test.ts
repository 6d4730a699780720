/**
 * The builder's live prices are the ONE pricing module's: the working copy becomes its settings,
 * each chosen offer is priced by priceLine, totals by quoteTotals/shownTotals (typed totals with
 * commas; zero or empty falls back to the system's, spec §5). Also: the offers compared at a
 * glance, and the company's text conditions chosen for a KP version.
 */
import { describe, expect, it } from 'vitest';
import type { RefItem, TextCondition } from '../../src-shared/api/home.ts';
import type { SupplierOffer } from '../../src-shared/api/offer.ts';
import type { RfqPosition } from '../../src-shared/api/rfq.ts';
import type { SaleTypeMargin } from '../../src-shared/api/setting.ts';
import { priceLine, quoteTotals } from '../../src-shared/domain/pricing.ts';
import { offerMarks } from '../../src-renderer/features/offer/offerCompare.ts';
import { companyConditions } from '../../src-renderer/features/rfq/quotation/conditions.ts';
import {
  draftFromSaved,
  type QuotationDraft,
} from '../../src-renderer/features/rfq/quotation/draft.ts';
import {
  liveTotals,
  offerInQuoteCurrency,
  pricePositions,
  pricingSettingsFrom,
  type PricingContext,
} from '../../src-renderer/features/rfq/quotation/livePricing.ts';
import { offerRecord, positionRecord, quotationRecord } from './rfq-records.ts';

const USD: RefItem = { id: 1, name: 'US dollar', code: 'USD', symbol: '$' };
const EUR: RefItem = { id: 2, name: 'Euro', code: 'EUR', symbol: '€' };
const RUB: RefItem = { id: 3, name: 'Rouble', code: 'RUB', symbol: '₽' };

const MARGINS: SaleTypeMargin[] = [
  {
    sale_type: { id: 1, name: 'Outright' },
    steps: [
      { from: 0, percent: 30 },
      { from: 1000, percent: 15 },
    ],
  },
  { sale_type: { id: 2, name: 'Exchange' }, steps: [{ from: 0, percent: 10 }] },
];

const CONTEXT: PricingContext = {
  rates: { USD: 1, EUR: 0.9, RUB: 90 },
  currencies: [USD, EUR, RUB],
  margins: MARGINS,
  transportSteps: [{ from: 0, percent: 5 }],
  extraMargin: 2,
};

function draft(overrides: Partial<QuotationDraft> = {}): QuotationDraft {
  const quotation = quotationRecord({
    priority: 'ROUTINE',
    xRateBySystem: 0.9,
    main_price_unit: EUR,
    vat: true,
    vat_columns: true,
    vat_value: 20,
    all_priorities: [],
    useDefaultText: true,
    showCost: true,
  });
  return {
    ...draftFromSaved(quotation, { rfqNameByUser: '', start_date: null, end_date: null }),
    ...overrides,
  };
}

function offer(
  id: number,
  price: number,
  currency: RefItem,
  extra: Partial<SupplierOffer> = {},
): SupplierOffer {
  return offerRecord(id, { price, currency, ...extra });
}

function position(
  id: number,
  chosen: number | null,
  quantity: number,
  extra: Partial<RfqPosition> = {},
): RfqPosition {
  return positionRecord(id, {
    requested_part_number: 'PN-1',
    inventory: {
      id: 1,
      part_number: 'PN-1',
      description: '',
      group: { id: 1, name: 'G', have_offers: true },
    },
    quantity,
    offers_count: 1,
    active_offers_count: 1,
    chosen_offer: chosen,
    ...extra,
  });
}

describe('the builder prices with pricing.ts', () => {
  it('turns the working copy into the pricing settings', () => {
    const result = pricingSettingsFrom(
      draft({ xRate: '0,95', marginByUserInRFQHead: '' }),
      CONTEXT,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.quoteCurrency).toBe(EUR);
    expect(result.settings).toMatchObject({
      quoteCurrency: 'EUR',
      xRate: 0.95,
      marginByUser: null,
      marginSteps: MARGINS[0]?.steps,
      extraMargin: 2,
      vat: true,
      vatValue: 20,
    });
    const exchange = pricingSettingsFrom(
      draft({ sale_type: '2', xRate: '', marginByUserInRFQHead: '12.5' }),
      CONTEXT,
    );
    expect(exchange.ok && exchange.settings).toMatchObject({
      xRate: null,
      marginByUser: 12.5,
      marginSteps: [{ from: 0, percent: 10 }],
    });
  });

  it('says why there are no prices yet', () => {
    expect(pricingSettingsFrom(draft({ main_price_unit: '' }), CONTEXT)).toEqual({
      ok: false,
      reason: 'Choose the quote currency.',
    });
    expect(pricingSettingsFrom(draft(), { ...CONTEXT, rates: undefined }).ok).toBe(false);
  });

  it('prices each chosen offer exactly as priceLine does, with the position overrides', () => {
    const result = pricingSettingsFrom(draft(), CONTEXT);
    if (!result.ok) throw new Error(result.reason);
    const offers = new Map([
      [1, offer(1, 1200, USD)],
      [2, offer(2, 90000, RUB)],
    ]);
    const positions = [
      position(1, 1, 2),
      position(2, 2, 1, { margin_by_user: 50 }),
      position(3, null, 4),
      position(4, 77, 1),
    ];
    const prices = pricePositions(positions, offers, result.settings);
    expect(prices[0]?.line).toEqual(
      priceLine({ cost: 1200, currency: 'USD', quantity: 2 }, result.settings),
    );
    expect(prices[1]?.line).toEqual(
      priceLine({ cost: 90000, currency: 'RUB', quantity: 1, marginByUser: 50 }, result.settings),
    );
    expect(prices[1]?.line?.marginPercent).toBe(52);
    expect(prices[2]).toMatchObject({ line: null, problem: 'No offer chosen' });
    expect(prices[3]).toMatchObject({ line: null, problem: 'Loading the offer…' });
  });

  it('names a missing rate instead of pricing with a silent 1', () => {
    const result = pricingSettingsFrom(draft(), CONTEXT);
    if (!result.ok) throw new Error(result.reason);
    const gbp = { id: 9, name: 'Pound', code: 'GBP' };
    const prices = pricePositions(
      [position(1, 1, 1)],
      new Map([[1, offer(1, 10, gbp)]]),
      result.settings,
    );
    expect(prices[0]).toMatchObject({ line: null, problem: 'No exchange rate for GBP' });
  });

  it('totals: the system totals of the priced lines; typed totals with commas win unless zero or empty', () => {
    const result = pricingSettingsFrom(draft(), CONTEXT);
    if (!result.ok) throw new Error(result.reason);
    const prices = pricePositions(
      [position(1, 1, 3)],
      new Map([[1, offer(1, 500, USD)]]),
      result.settings,
    );
    const system = quoteTotals(
      prices.flatMap((p) => (p.line ? [p.line] : [])),
      result.settings,
    );

    const untyped = liveTotals(prices, result.settings, {
      priceTotalByUser: '',
      priceTotalNoVatByUser: '',
    });
    expect(untyped.system).toEqual(system);
    expect(untyped.shown).toEqual(system);
    expect(untyped.typed).toEqual({ total: false, totalNoVat: false });

    const typed = liveTotals(prices, result.settings, {
      priceTotalByUser: '12,500.50',
      priceTotalNoVatByUser: '0',
    });
    expect(typed.shown.total).toBe(12500.5);
    expect(typed.shown.totalNoVat).toBe(system.totalNoVat);
    expect(typed.typed).toEqual({ total: true, totalNoVat: false });
    expect(typed.priced).toBe(1);
  });
});

describe('offers compared at a glance', () => {
  it('marks the cheapest in the quote currency and the fastest, among active offers only', () => {
    const result = pricingSettingsFrom(draft(), CONTEXT);
    if (!result.ok) throw new Error(result.reason);
    const offers = [
      offer(1, 1000, USD, { lead_time_days: 20 }), // 900 EUR
      offer(2, 850, EUR, { lead_time_days: 5 }), // 850 EUR
      offer(3, 10, USD, { lead_time_days: 1, is_active: false }),
      offer(4, 70000, RUB, { lead_time_days: 5 }), // 700 EUR
    ];
    const priceOf = (o: SupplierOffer) => offerInQuoteCurrency(o, result.settings);
    expect(priceOf(offers[0]!)).toBeCloseTo(900);
    expect(offerMarks(offers, priceOf)).toEqual({ cheapest: 4, fastest: 2 });
  });
});

describe("the company's text conditions", () => {
  const base = { for_repair: false, logistics_on: false };
  const texts: TextCondition[] = [
    {
      id: 1,
      company: null,
      document_type: 0,
      condition_type: 0,
      ...base,
      language: 'en',
      text: 'Default payment',
    },
    {
      id: 2,
      company: { id: 8, name: 'Client' },
      document_type: 0,
      condition_type: 0,
      ...base,
      language: 'en',
      text: 'Client payment',
    },
    {
      id: 3,
      company: { id: 8, name: 'Client' },
      document_type: 0,
      condition_type: 0,
      ...base,
      for_repair: true,
      language: 'en',
      text: 'Client repair payment',
    },
    {
      id: 4,
      company: null,
      document_type: 0,
      condition_type: 0,
      ...base,
      language: 'ru',
      text: 'Оплата',
    },
    {
      id: 5,
      company: null,
      document_type: 1,
      condition_type: 0,
      ...base,
      language: 'en',
      text: 'Invoice payment',
    },
    {
      id: 6,
      company: null,
      document_type: 0,
      condition_type: 4,
      ...base,
      text: 'Warranty 6 months',
    },
    {
      id: 7,
      company: { id: 99, name: 'Other' },
      document_type: 0,
      condition_type: 1,
      ...base,
      language: 'en',
      text: 'Not ours',
    },
  ];

  it('takes the company text of the version’s document type and language, repair and logistics', () => {
    const quote = companyConditions(texts, {
      company: 8,
      documentType: 0,
      forRepair: false,
      logisticsOn: false,
      language: 'en',
    });
    expect(quote).toEqual({
      payment: 'Client payment',
      delivery: '',
      shipping: '',
      exchange: '',
      warranty: 'Warranty 6 months',
      loan: '',
    });
    expect(
      companyConditions(texts, {
        company: 8,
        documentType: 0,
        forRepair: true,
        logisticsOn: false,
        language: 'en',
      }).payment,
    ).toBe('Client repair payment');
    expect(
      companyConditions(texts, {
        company: 8,
        documentType: 0,
        forRepair: false,
        logisticsOn: false,
        language: 'ru',
      }).payment,
    ).toBe('Оплата');
    expect(
      companyConditions(texts, {
        company: 8,
        documentType: 1,
        forRepair: false,
        logisticsOn: false,
        language: 'en',
      }).payment,
    ).toBe('Invoice payment');
  });
});
