import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  businessDaysBetween,
  formatDate,
  isBusinessDay,
  parseIsoDate,
} from '../../src-shared/domain/dates.ts';

describe('business days skip Saturday and Sunday (spec §9)', () => {
  it('knows weekends', () => {
    expect(isBusinessDay(parseIsoDate('2026-11-21'))).toBe(false); // Saturday
    expect(isBusinessDay(parseIsoDate('2026-11-22'))).toBe(false); // Sunday
    expect(isBusinessDay(parseIsoDate('2026-11-23'))).toBe(true); // Monday
  });

  it('adds business days over a weekend', () => {
    expect(addBusinessDays('2026-11-20', 1)).toBe('2026-11-23'); // Friday + 1 = Monday
    expect(addBusinessDays('2026-11-21', 1)).toBe('2026-11-23'); // Saturday + 1 = Monday
    expect(addBusinessDays('2026-11-16', 10)).toBe('2026-11-30');
    expect(addBusinessDays('2026-11-23', -1)).toBe('2026-11-20');
    expect(addBusinessDays('2026-11-23', 0)).toBe('2026-11-23');
  });

  it('crosses month and year ends', () => {
    expect(addBusinessDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addBusinessDays('2027-01-01', 1)).toBe('2027-01-04');
  });

  it('counts business days between dates', () => {
    expect(businessDaysBetween('2026-11-20', '2026-11-23')).toBe(1);
    expect(businessDaysBetween('2026-11-16', '2026-11-30')).toBe(10);
    expect(businessDaysBetween('2026-11-30', '2026-11-16')).toBe(-10);
  });

  it('refuses impossible dates and fractional counts', () => {
    expect(() => parseIsoDate('2026-02-30')).toThrow();
    expect(() => addBusinessDays('2026-11-20', 1.5)).toThrow();
  });
});

describe('KP date formats (spec §9)', () => {
  it('formats Russian, US long and slash short dates', () => {
    expect(formatDate('2026-03-05', 'ru')).toBe('05.03.2026');
    expect(formatDate('2026-03-05', 'us-long')).toBe('March 5, 2026');
    expect(formatDate('2026-03-05', 'slash-short')).toBe('03/05/2026');
  });
});
