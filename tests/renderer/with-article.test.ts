import { describe, expect, it } from 'vitest';
import { withArticle } from '../../src-renderer/lib/format.ts';

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
