import { describe, expect, it } from 'vitest';
import { formatWaited, responseClock } from '../../src-shared/domain/aog-clock.ts';

const at = (iso: string) => new Date(iso);

describe('the AOG response clock', () => {
  it('an AOG request is overdue once it has waited an hour, not a minute before', () => {
    const since = '2026-11-23T08:00:00Z';
    expect(responseClock('AOG', since, at('2026-11-23T08:59:59Z'))).toEqual({
      waited: 59,
      limit: 60,
      overdue: false,
    });
    expect(responseClock('AOG', since, at('2026-11-23T09:00:00Z'))?.overdue).toBe(true);
  });

  it('a critical one after four hours; other priorities run no clock', () => {
    const since = '2026-11-23T08:00:00Z';
    expect(responseClock('CRITICAL', since, at('2026-11-23T11:59:00Z'))?.overdue).toBe(false);
    expect(responseClock('CRITICAL', since, at('2026-11-23T12:00:00Z'))?.overdue).toBe(true);
    for (const priority of ['URGENT', 'ROUTINE', 'STOCK'] as const)
      expect(responseClock(priority, since, at('2026-11-30T00:00:00Z'))).toBeNull();
  });

  it('reads as a glance does', () => {
    expect(formatWaited(45)).toBe('45 min');
    expect(formatWaited(185)).toBe('3 h 05 min');
    expect(formatWaited(60 * 52 + 7)).toBe('2 d 4 h');
  });
});
