/**
 * Spec §8's failure toasts and §9's constants and success messages, written out here as the spec
 * writes them. The areas' tests compare what the server and the screens do with the constants, so
 * only this test catches a typo, a "better" wording or a changed figure in the constants themselves.
 */
import { describe, expect, test } from 'vitest';
import { BASE_SETTINGS_ID } from '../../src-shared/api/setting.ts';
import {
  CONSOLIDATION_DESTINATION_CATEGORIES,
  CONSOLIDATION_ORIGIN_CATEGORIES,
} from '../../src-shared/domain/consolidation.ts';
import {
  BOOKING_CACHE_MS,
  DEFAULT_DELIVERY_TIME,
  DEFAULT_PAGE_SIZE,
  FAILURES,
  MESSAGES,
  MESSAGING_SENT_TIMER_MS,
  NOTIFICATION_TIMER_MS,
  PAGE_SIZES,
  PREPENDED_LIST_CAP,
  RECENT_HISTORY_DAYS,
  REFERENCE_CACHE_MS,
} from '../../src-shared/domain/constants.ts';

describe('the figures of spec §9', () => {
  test('pages, capped lists, the history window, caches and toasts', () => {
    expect(PAGE_SIZES).toEqual([10, 20, 30]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(PREPENDED_LIST_CAP).toBe(10);
    expect(RECENT_HISTORY_DAYS).toBe(30);
    expect(REFERENCE_CACHE_MS).toBe(60_000);
    expect(BOOKING_CACHE_MS).toBe(10_000);
    expect(NOTIFICATION_TIMER_MS).toBe(3000);
    expect(MESSAGING_SENT_TIMER_MS).toBe(6000);
  });

  test("'Standard' id 35, base settings record 1, consolidation points 1, 3, 4, 11 and 3, 4, 11", () => {
    expect(DEFAULT_DELIVERY_TIME).toEqual({ id: 35, name: 'Standard' });
    expect(BASE_SETTINGS_ID).toBe(1);
    const sorted = (list: readonly number[]) => [...list].sort((a, b) => a - b);
    expect(sorted(CONSOLIDATION_DESTINATION_CATEGORIES)).toEqual([1, 3, 4, 11]);
    expect(sorted(CONSOLIDATION_ORIGIN_CATEGORIES)).toEqual([3, 4, 11]);
  });
});

describe('the words the spec gives', () => {
  test('§9: every success message, word for word, and no other', () => {
    expect(Object.values(MESSAGES).sort()).toEqual(
      [
        'New consolidation created',
        'Consolidation departure date set',
        'Consolidation arrival date set',
        'Product is ready for sale now',
        'Part added to stocktaking',
        'RFQ added',
        'RFQ canceled',
        'Quote deleted',
        'Successful quoted',
        'Successful renewal',
        'Assessment saved',
        'Update Successful',
        'Successful edit',
        'Successful creation',
        'Order created',
        'Product successfully inspected',
        'Sale price has been set',
        'Inventory updated',
      ].sort(),
    );
  });

  test('§8: the failure toasts, word for word', () => {
    expect(Object.values(FAILURES).sort()).toEqual(
      ['RATES not loading', 'Server error', 'Holding already exist'].sort(),
    );
  });
});
