/**
 * The words of spec §8's failure toasts and §9's success messages, written out here as the spec
 * writes them. The areas' tests compare what the server and the screens say with the constants,
 * so only this test catches a typo or a "better" wording in the constants themselves.
 */
import { describe, expect, test } from 'vitest';
import { FAILURES, MESSAGES } from '../../src-shared/domain/constants.ts';

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
