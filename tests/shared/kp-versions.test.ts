import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src-shared/domain/dates.ts';
import { KP_VERSION_NUMBERS, KP_VERSIONS, kpVersion } from '../../src-shared/domain/kp-versions.ts';

describe('the ten KP versions (spec §9)', () => {
  it('has versions 1 to 10', () => {
    expect(KP_VERSION_NUMBERS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const version of KP_VERSION_NUMBERS) expect(kpVersion(version).version).toBe(version);
    expect(() => kpVersion(11)).toThrow();
  });

  it.each([1, 5, 6, 8, 9, 10])('version %i dates the Russian way, in Russian', (version) => {
    expect(KP_VERSIONS[version]?.dateFormat).toBe('ru');
    expect(KP_VERSIONS[version]?.language).toBe('ru');
    expect(formatDate('2026-03-05', KP_VERSIONS[version]!.dateFormat)).toBe('05.03.2026');
  });

  it('version 3 uses the US long form', () => {
    expect(formatDate('2026-03-05', KP_VERSIONS[3]!.dateFormat)).toBe('March 5, 2026');
  });

  it.each([2, 4, 7])('version %i uses the slash-separated short form', (version) => {
    expect(formatDate('2026-03-05', KP_VERSIONS[version]!.dateFormat)).toBe('03/05/2026');
  });

  it('always shows part numbers, quantities, prices and totals', () => {
    for (const version of KP_VERSION_NUMBERS) {
      const { columns } = kpVersion(version);
      for (const column of ['part_number', 'quantity', 'unit_price', 'total'] as const) {
        expect(columns).toContain(column);
      }
    }
  });
});
