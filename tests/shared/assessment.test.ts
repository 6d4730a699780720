/**
 * The assessment rules of src-shared/domain/assessment.ts: the median, the suggested price (the
 * outright margin step of the median), condition groups, and which status changes an edit may make.
 */
import { describe, expect, it } from 'vitest';
import {
  APPROVE_FROM_CALCULATED,
  ASSESSMENT_CLOSED,
  CONDITION_GROUP_CODES,
  CONDITION_GROUPS,
  conditionGroupOf,
  median,
  statusChangeRefusal,
  suggestedSalePrice,
} from '../../src-shared/domain/assessment.ts';

describe('the price formula', () => {
  it('takes the middle offer, or the mean of the two middle ones', () => {
    expect(median([7])).toBe(7);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([1, 2, 3, 10_000])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('adds the margin of the step the median falls in, to cents', () => {
    const steps = [
      { from: 0, percent: 45 },
      { from: 500, percent: 35 },
      { from: 2000, percent: 25 },
    ];
    expect(suggestedSalePrice(499.99, steps)).toEqual({ marginPercent: 45, price: 724.99 });
    expect(suggestedSalePrice(500, steps)).toEqual({ marginPercent: 35, price: 675 });
    expect(suggestedSalePrice(2500, steps)).toEqual({ marginPercent: 25, price: 3125 });
    // No steps for the sale type: priced at the median (0 %), never refused.
    expect(suggestedSalePrice(120, [])).toEqual({ marginPercent: 0, price: 120 });
    expect(suggestedSalePrice(null, steps)).toBeNull();
  });
});

describe('condition groups', () => {
  it('put each code in one group, and a product without a known condition in any', () => {
    const codes = CONDITION_GROUPS.flatMap((group) => CONDITION_GROUP_CODES[group] ?? []);
    expect(new Set(codes).size).toBe(codes.length);
    expect(conditionGroupOf('NE')).toBe('new');
    expect(conditionGroupOf('OH')).toBe('overhauled');
    expect(conditionGroupOf('SV')).toBe('serviceable');
    expect(conditionGroupOf('AR')).toBe('as_removed');
    expect(conditionGroupOf(null)).toBe('any');
    expect(conditionGroupOf('XX')).toBe('any');
  });
});

describe('status changes by an edit', () => {
  it('approve only a calculated assessment, never set calculated, and close approved ones', () => {
    expect(statusChangeRefusal('calculated', 'approved')).toBeNull();
    expect(statusChangeRefusal('draft', 'approved')).toBe(APPROVE_FROM_CALCULATED);
    expect(statusChangeRefusal('draft', 'calculated')).not.toBeNull();
    expect(statusChangeRefusal('calculated', 'draft')).toBeNull();
    expect(statusChangeRefusal('approved', 'draft')).toBe(ASSESSMENT_CLOSED);
    expect(statusChangeRefusal('draft', 'draft')).toBeNull();
  });
});
