/**
 * labelsOf (src-shared/domain/labels.ts): a value's label is the value in words unless the list
 * names another; the lists built with it keep the labels their screens always showed.
 */
import { describe, expect, it } from 'vitest';
import { labelsOf } from '../../src-shared/domain/labels.ts';
import { CONSOLIDATION_STATUS_LABELS } from '../../src-shared/domain/consolidation.ts';
import { PRODUCT_STATUS_LABELS } from '../../src-shared/domain/product.ts';
import { RFQ_LIST_LABEL } from '../../src-shared/domain/rfq-lists.ts';

describe('labelsOf', () => {
  it('writes each value in words: spaces for underscores, a capital first letter', () => {
    expect(labelsOf(['new', 'in_work', 'not_in_work'] as const)).toEqual({
      new: 'New',
      in_work: 'In work',
      not_in_work: 'Not in work',
    });
  });

  it('takes the label the exceptions give, in the order of the values', () => {
    const labels = labelsOf(['apu', 'landing_gear'] as const, { apu: 'APU' });
    expect(labels).toEqual({ apu: 'APU', landing_gear: 'Landing gear' });
    expect(Object.keys(labels)).toEqual(['apu', 'landing_gear']);
  });

  it('keeps the labels the screens showed', () => {
    expect(RFQ_LIST_LABEL).toEqual({
      not_in_work: 'Not in work',
      in_work: 'In work',
      archive: 'Archive',
    });
    expect(CONSOLIDATION_STATUS_LABELS.on_way).toBe('On the way');
    expect(PRODUCT_STATUS_LABELS).toEqual({
      awaiting_from_supplier: 'Awaiting from supplier',
      in_stock: 'In stock',
      on_way: 'On the way',
      at_mro: 'At MRO',
      sold: 'Sold',
    });
  });
});
