import { describe, expect, it } from 'vitest';
import {
  defaultPurchaseName,
  givenPurchaseName,
  isDefaultPurchaseName,
} from '../../src-shared/domain/purchase.ts';

describe('a purchase order’s name', () => {
  it('is the default while it is its supplier and a day, whichever day', () => {
    const name = defaultPurchaseName('Aerolink Pty Ltd', '2026-11-29');
    expect(name).toBe('Aerolink Pty Ltd 2026-11-29');
    expect(isDefaultPurchaseName(name, 'Aerolink Pty Ltd')).toBe(true);
    expect(isDefaultPurchaseName('Aerolink Pty Ltd 2025-01-02', 'Aerolink Pty Ltd')).toBe(true);
  });

  it('is its own once someone typed one, or when it names another supplier', () => {
    expect(isDefaultPurchaseName('Stock for 3 positions', 'Aerolink')).toBe(false);
    expect(isDefaultPurchaseName('Aerolink 2026-11-29 rush', 'Aerolink')).toBe(false);
    expect(isDefaultPurchaseName('Aerolink 2026-11', 'Aerolink')).toBe(false);
    expect(isDefaultPurchaseName('Aerolink 2026-11-29', 'Skyparts')).toBe(false);
  });

  it('is shown and renamed from only when someone gave it one', () => {
    expect(givenPurchaseName('Stock for 3 positions', 'Aerolink')).toBe('Stock for 3 positions');
    expect(givenPurchaseName('Aerolink 2026-11-29', 'Aerolink')).toBeNull();
    expect(givenPurchaseName('', 'Aerolink')).toBeNull();
  });
});
