/**
 * What the products list and the product page hand to `exports.saveLabels`: each product's label
 * (its code, part number, description, S/N, condition code, warehouse and location) in a request
 * the bridge's schema takes, and the file name offered.
 */
import { describe, expect, it } from 'vitest';
import { labelsRequestSchema } from '../../src-shared/bridge.ts';
import { productLabelCode } from '../../src-shared/domain/product.ts';
import { labelsFileName, productLabel } from '../../src-renderer/features/product/labels.ts';

const product = (id: number) => ({
  label_code: productLabelCode(id),
  part_number: `PN-${id}`,
  description: 'Valve, fuel shut-off',
  serial_number: '',
  condition: { id: 2, name: 'Overhauled', code: 'OH' },
  warehouse: { id: 1, name: 'Main warehouse' },
  location: { id: 7, code: 'A-01-02' },
});

describe('product labels', () => {
  it("takes the condition's code, the warehouse's name and the location's code", () => {
    expect(productLabel(product(42))).toEqual({
      label_code: 'P00000042',
      part_number: 'PN-42',
      description: 'Valve, fuel shut-off',
      serial_number: '',
      condition: 'OH',
      warehouse: 'Main warehouse',
      location: 'A-01-02',
    });
    const bare = productLabel({
      ...product(7),
      condition: { id: 3, name: 'As removed' },
      warehouse: null,
      location: null,
    });
    expect(bare).toMatchObject({ condition: 'As removed', warehouse: '', location: '' });
  });

  it('makes a request the bridge takes, named after the one product or the day', () => {
    const labels = [product(1), product(2)].map(productLabel);
    const request = {
      suggestedName: labelsFileName(labels, new Date('2026-11-27T10:00:00Z')),
      labels,
    };
    expect(request.suggestedName).toBe('Labels 2026-11-27.pdf');
    expect(labelsRequestSchema.safeParse(request).success).toBe(true);
    expect(labelsFileName([productLabel(product(42))])).toBe('Label P00000042.pdf');
  });
});
