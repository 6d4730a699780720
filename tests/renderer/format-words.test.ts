import { describe, expect, it } from 'vitest';
import { counted, rowsNoun, withArticle } from '../../src-renderer/lib/format.ts';

describe('a record named with its article ("… is not an order number")', () => {
  it.each([
    ['order', 'an order'],
    ['assessment', 'an assessment'],
    ['purchase order', 'a purchase order'],
    ['stocktaking', 'a stocktaking'],
    ['consolidation', 'a consolidation'],
    ['service request', 'a service request'],
    ['RFQ', 'an RFQ'],
    ['KP', 'a KP'],
    ['SKU', 'an SKU'],
  ])('%s → %s', (noun, expected) => {
    expect(withArticle(noun)).toBe(expected);
  });
});

describe('a count with its noun, singular for one ("1 product in the basket")', () => {
  it.each([
    [1, 'product', undefined, '1 product'],
    [0, 'product', undefined, '0 products'],
    [3, 'counted product', undefined, '3 counted products'],
    [1200, 'row', undefined, '1,200 rows'],
    [2, 'analysis', 'analyses', '2 analyses'],
  ])('%i %s → %s', (count, noun, plural, expected) => {
    expect(counted(count, noun, plural)).toBe(expected);
  });
});

describe('a list\'s noun under its pager, singular for one row ("1–1 of 1 contact")', () => {
  it.each([
    [1, 'contacts', 'contact'],
    [2, 'contacts', 'contacts'],
    [0, 'companies', 'companies'],
    [1, 'companies', 'company'],
    [1, 'RFQs', 'RFQ'],
    [1, 'order positions', 'order position'],
    [1, 'history', 'history'],
  ])('%i %s → %s', (count, plural, expected) => {
    expect(rowsNoun(count, plural)).toBe(expected);
  });
});
