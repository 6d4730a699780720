/**
 * The quotation's shared rules, as the form and the server both use them: the bounds of its
 * numbers (QUOTE_LIMITS through the schemas of src-shared/api/rfq.ts), typed totals becoming
 * numbers (spec §5), prices that are never negative, which RFQs are frozen, and the offer status.
 */
import { describe, expect, it } from 'vitest';
import {
  positionUpdateSchema,
  rfqUpdateSchema,
  typedTotalSchema,
} from '../../src-shared/api/rfq.ts';
import { OFFER_STATUS_LABEL, offerStatus } from '../../src-shared/domain/offer-status.ts';
import { priceLine, PricingError, QUOTE_LIMITS } from '../../src-shared/domain/pricing.ts';
import { frozenReason, frozenState, isRfqEditable } from '../../src-shared/domain/rfq-lists.ts';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('typed totals (spec §5)', () => {
  it('turn "1,234.50" into 1234.5, keep numbers, and read blank as no total', () => {
    expect(typedTotalSchema.parse('1,234.50')).toBe(1234.5);
    expect(typedTotalSchema.parse(' 12 500 ')).toBe(12500);
    expect(typedTotalSchema.parse('.5')).toBe(0.5);
    expect(typedTotalSchema.parse(99.9)).toBe(99.9);
    expect(typedTotalSchema.parse('')).toBeNull();
    expect(typedTotalSchema.parse(null)).toBeNull();
    expect(rfqUpdateSchema.parse({ priceTotalByUser: '3,500.50' })).toEqual({
      priceTotalByUser: 3500.5,
    });
  });

  it('refuse what is not an amount, a minus, more than cents, and past the limit', () => {
    for (const value of ['12a', '-100', '1.2.3', '1,234.567', -1, '10,000,000,000', true]) {
      const result = typedTotalSchema.safeParse(value);
      expect(result.success, String(value)).toBe(false);
      expect(messages(result), String(value)).toHaveLength(1);
    }
    expect(typedTotalSchema.parse('9,999,999,999.99')).toBe(QUOTE_LIMITS.amount.max);
  });
});

describe('the bounds of the quotation numbers', () => {
  it('margins are 0 to 1000 %, on the head and a position, with the same words', () => {
    expect(messages(rfqUpdateSchema.safeParse({ marginByUserInRFQHead: -500 }))).toEqual([
      'The margin is 0 to 1,000 %.',
    ]);
    expect(messages(positionUpdateSchema.safeParse({ margin_by_user: -500 }))).toEqual([
      'The margin is 0 to 1,000 %.',
    ]);
    expect(rfqUpdateSchema.safeParse({ marginByUserInRFQHead: 0 }).success).toBe(true);
    expect(rfqUpdateSchema.safeParse({ marginByUserInRFQHead: 1000 }).success).toBe(true);
    expect(messages(rfqUpdateSchema.safeParse({ marginByUserInRFQHead: 12.345 }))).toEqual([
      'At most 2 decimals.',
    ]);
  });

  it('VAT, the rate and a unit price keep to theirs; text is not coerced', () => {
    expect(messages(rfqUpdateSchema.safeParse({ vat_value: 100.01 }))).toEqual([
      'VAT is 0 to 100 %.',
    ]);
    expect(messages(rfqUpdateSchema.safeParse({ xRate: 0 }))).toEqual([
      'The rate is above 0 and at most 1,000,000.',
    ]);
    expect(rfqUpdateSchema.safeParse({ xRate: 0.000001 }).success).toBe(true);
    expect(messages(rfqUpdateSchema.safeParse({ xRate: '92.5' }))).toEqual([
      'The rate must be a number.',
    ]);
    expect(messages(positionUpdateSchema.safeParse({ unit_price_by_user: -0.01 }))).toEqual([
      'A price is 0 to 9,999,999,999.99.',
    ]);
  });
});

describe('prices are never negative', () => {
  const settings = {
    rates: { USD: 1 },
    quoteCurrency: 'USD',
    xRate: null,
    marginSteps: [],
    marginByUser: -500,
    extraMargin: 0,
    transportSteps: [],
    logisticsOn: false,
    includeTransportInPrice: false,
    vat: false,
    vatValue: 0,
  };

  it('a margin that would make one is a pricing error, not a negative total', () => {
    expect(() => priceLine({ cost: 100, currency: 'USD', quantity: 1 }, settings)).toThrow(
      PricingError,
    );
    expect(
      priceLine({ cost: 100, currency: 'USD', quantity: 1 }, { ...settings, marginByUser: -100 })
        .lineTotal,
    ).toBe(0);
  });
});

describe('a quoted or canceled RFQ is frozen', () => {
  it('by its list, with words that say why and the way back', () => {
    expect(frozenState({ in_work: true, in_archive: false, activity_status: 'in_work' })).toBe(
      null,
    );
    expect(frozenState({ in_work: false, in_archive: true, activity_status: 'quoted' })).toBe(
      'quoted',
    );
    expect(frozenState({ in_work: false, in_archive: true, activity_status: 'canceled' })).toBe(
      'canceled',
    );
    expect(frozenState({ in_work: false, in_archive: true, activity_status: 'new' })).toBe(
      'archived',
    );
    expect(isRfqEditable({ in_work: false, in_archive: false })).toBe(true);
    expect(isRfqEditable({ in_work: false, in_archive: true })).toBe(false);
    expect(frozenReason('RFQ-2026-00001', 'quoted')).toBe(
      'RFQ-2026-00001 is quoted: it is read-only. Renew it to change it.',
    );
    expect(frozenReason('RFQ-2026-00001', 'archived')).toBe(
      'RFQ-2026-00001 is in the archive: it is read-only. Renew it to change it.',
    );
  });
});

describe('the offer status', () => {
  it('is valid through its last day; deactivated wins; no date never expires', () => {
    const today = '2026-11-20';
    expect(offerStatus({ deactivated: false, valid_until: '2026-11-19' }, today)).toBe('expired');
    expect(offerStatus({ deactivated: false, valid_until: today }, today)).toBe('active');
    expect(offerStatus({ deactivated: false, valid_until: null }, today)).toBe('active');
    expect(offerStatus({ deactivated: true, valid_until: '2026-11-19' }, today)).toBe(
      'deactivated',
    );
    expect(OFFER_STATUS_LABEL).toEqual({
      active: 'Active',
      expired: 'Expired',
      deactivated: 'Deactivated',
    });
  });
});
