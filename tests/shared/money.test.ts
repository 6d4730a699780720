import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  parseTypedTotal,
  roundMoney,
  totalOrSystem,
} from '../../src-shared/domain/money.ts';

describe('typed totals (spec §5)', () => {
  it('strips commas and becomes a number', () => {
    expect(parseTypedTotal('12,500.50')).toBe(12500.5);
    expect(parseTypedTotal('1,234,567')).toBe(1234567);
    expect(parseTypedTotal(' 99 ')).toBe(99);
  });

  it('reads blank or garbage as no total', () => {
    expect(parseTypedTotal('')).toBeNull();
    expect(parseTypedTotal('12a')).toBeNull();
    expect(parseTypedTotal(null)).toBeNull();
    expect(parseTypedTotal(Number.NaN)).toBeNull();
  });

  it('falls back to the system total for a zero or null user total', () => {
    expect(totalOrSystem(null, 410)).toBe(410);
    expect(totalOrSystem(0, 410)).toBe(410);
    expect(totalOrSystem('0', 410)).toBe(410);
    expect(totalOrSystem('0.00', 410)).toBe(410);
    expect(totalOrSystem('', 410)).toBe(410);
    expect(totalOrSystem('1,000', 410)).toBe(1000);
  });
});

describe('money rounding and display', () => {
  it('rounds half away from zero to cents', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
  });

  it('groups thousands with two decimals', () => {
    expect(formatMoney(12500.5)).toBe('12,500.50');
    expect(formatMoney(-1234567.891)).toBe('-1,234,567.89');
    expect(formatMoney(12500.5, ' ', ',')).toBe('12 500,50');
  });
});
