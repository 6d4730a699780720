import { describe, expect, it } from 'vitest';
import {
  MONETARY_RESET,
  PricingError,
  priceLine,
  quoteRate,
  quoteTotals,
  shownTotals,
  stepPercent,
  toQuoteCurrency,
  type PricingSettings,
} from '../../src-shared/domain/pricing.ts';

const base: PricingSettings = {
  rates: { USD: 1, EUR: 0.9, RUB: 90 },
  quoteCurrency: 'USD',
  xRate: null,
  marginSteps: [
    { from: 0, percent: 40 },
    { from: 1000, percent: 25 },
    { from: 10000, percent: 15 },
  ],
  marginByUser: null,
  extraMargin: 0,
  transportSteps: [
    { from: 0, percent: 10 },
    { from: 5000, percent: 5 },
  ],
  logisticsOn: false,
  includeTransportInPrice: false,
  vat: false,
  vatValue: 20,
};

type OfferLine = Parameters<typeof priceLine>[0];
type PricedLine = ReturnType<typeof priceLine>;

/** An offer line in USD, for the cases that are not about currencies. */
function usd(cost: number, quantity: number, typed: Partial<OfferLine> = {}): OfferLine {
  return { cost, currency: 'USD', quantity, ...typed };
}

describe('currency', () => {
  it('converts through USD with the system rate', () => {
    expect(toQuoteCurrency(90, 'EUR', base)).toBeCloseTo(100);
    expect(toQuoteCurrency(100, 'USD', { ...base, quoteCurrency: 'RUB' })).toBeCloseTo(9000);
  });

  it("uses the user's xRate for the quote currency when set, the system rate otherwise", () => {
    const rub = { ...base, quoteCurrency: 'RUB' };
    expect(quoteRate(rub)).toBe(90);
    expect(quoteRate({ ...rub, xRate: 95 })).toBe(95);
    expect(quoteRate({ ...rub, xRate: 0 })).toBe(90);
    expect(toQuoteCurrency(100, 'USD', { ...rub, xRate: 95 })).toBeCloseTo(9500);
  });

  it('refuses a currency without a rate instead of guessing', () => {
    expect(() => toQuoteCurrency(1, 'CHF', base)).toThrow(PricingError);
  });
});

describe('margin', () => {
  it('takes the step of the unit cost in USD', () => {
    expect(stepPercent(base.marginSteps, 999.99)).toBe(40);
    expect(stepPercent(base.marginSteps, 1000)).toBe(25);
    expect(stepPercent(base.marginSteps, 50000)).toBe(15);
    expect(stepPercent([], 5)).toBe(0);
  });

  // The cases differ only in the line, the settings and what the priced line must say.
  it.each<[string, OfferLine, PricingSettings, Partial<PricedLine>]>([
    [
      'prices a line with the step margin',
      usd(500, 2),
      base,
      { unitCost: 500, marginPercent: 40, unitPrice: 700, lineTotal: 1400 },
    ],
    [
      "adds the company's extra margin",
      usd(500, 1),
      { ...base, extraMargin: 5 },
      { marginPercent: 45, unitPrice: 725 },
    ],
    [
      'lets a margin typed in the RFQ head replace the step margin',
      usd(500, 1),
      { ...base, marginByUser: 10, extraMargin: 5 },
      { marginPercent: 15, unitPrice: 575 },
    ],
    // 950 EUR is 1055.56 USD: the 25 % step, not the 40 % one.
    [
      'chooses the step by the cost in USD, not in the offer currency',
      { cost: 950, currency: 'EUR', quantity: 1 },
      base,
      { marginPercent: 25 },
    ],
  ])('%s', (_name, offer, settings, expected) => {
    expect(priceLine(offer, settings)).toMatchObject(expected);
  });
});

describe('transport', () => {
  const logistics = { ...base, logisticsOn: true };

  it('is nothing with logistics off', () => {
    expect(priceLine(usd(100, 1), base).unitTransport).toBe(0);
  });

  it('is part of the unit price when included', () => {
    const line = priceLine(usd(100, 3), { ...logistics, includeTransportInPrice: true });
    expect(line.unitTransport).toBe(10);
    expect(line.unitPrice).toBe(150);
    const totals = quoteTotals([line], { ...logistics, includeTransportInPrice: true });
    expect(totals.transport).toBe(0);
    expect(totals.total).toBe(450);
  });

  it('is a separate line of the totals when not included', () => {
    const line = priceLine(usd(100, 3), logistics);
    expect(line.unitPrice).toBe(140);
    expect(quoteTotals([line], logistics)).toMatchObject({ goods: 420, transport: 30, total: 450 });
  });
});

describe('VAT and totals', () => {
  const vat = { ...base, vat: true, vatValue: 20 };

  it('adds VAT per line and in the totals', () => {
    const line = priceLine(usd(100, 3), vat);
    expect(line).toMatchObject({
      unitPrice: 140,
      lineTotal: 420,
      lineVat: 84,
      lineTotalWithVat: 504,
    });
    expect(quoteTotals([line], vat)).toEqual({
      goods: 420,
      transport: 0,
      totalNoVat: 420,
      vat: 84,
      total: 504,
    });
  });

  it('has no VAT when VAT is off', () => {
    const line = priceLine(usd(100, 3), base);
    expect(quoteTotals([line], base)).toMatchObject({ vat: 0, total: 420 });
  });

  it('puts VAT on separate transport too', () => {
    const settings = { ...vat, logisticsOn: true };
    const totals = quoteTotals([priceLine(usd(100, 1), settings)], settings);
    expect(totals).toMatchObject({ goods: 140, transport: 10, vat: 30, total: 180 });
  });

  it('rounds unit prices to cents before multiplying', () => {
    const line = priceLine(usd(0.3333, 3), base);
    expect(line.unitPrice).toBe(0.47);
    expect(line.lineTotal).toBe(1.41);
  });

  it('shows user totals unless zero or empty, and resets them', () => {
    const system = quoteTotals([priceLine(usd(100, 1), vat)], vat);
    expect(
      shownTotals(system, { priceTotalByUser: '1,000', priceTotalNoVatByUser: null }),
    ).toMatchObject({
      total: 1000,
      totalNoVat: 140,
    });
    expect(shownTotals(system, { priceTotalByUser: 0, priceTotalNoVatByUser: '0' })).toMatchObject({
      total: 168,
      totalNoVat: 140,
    });
    expect(shownTotals(system, MONETARY_RESET)).toEqual(system);
  });

  it('refuses a zero quantity and a negative cost', () => {
    expect(() => priceLine(usd(1, 0), base)).toThrow(PricingError);
    expect(() => priceLine(usd(-1, 1), base)).toThrow(PricingError);
  });
});

describe('per-position overrides', () => {
  it('lets a margin typed on a position replace the RFQ margin, extra margin still added', () => {
    const line = priceLine(usd(100, 1, { marginByUser: 20 }), {
      ...base,
      marginByUser: 10,
      extraMargin: 5,
    });
    expect(line.marginPercent).toBe(25);
    expect(line.unitPrice).toBe(125);
  });

  it('takes a unit price typed on a position as the price and shows its margin', () => {
    const line = priceLine(usd(100, 2, { unitPriceByUser: 149.999 }), base);
    expect(line.unitPrice).toBe(150);
    expect(line.marginPercent).toBe(50);
    expect(line.lineTotal).toBe(300);
  });

  it('refuses a negative typed price', () => {
    expect(() => priceLine(usd(100, 1, { unitPriceByUser: -1 }), base)).toThrow(PricingError);
  });
});
