/**
 * The offer matrix (features/offer/offerMatrix.ts): suppliers by lines covered, each line's best
 * price, lead time and condition among its active offers, a supplier's best offer first in its
 * cell.
 */
import { describe, expect, it } from 'vitest';
import type { SupplierOffer } from '../../src-shared/api/offer.ts';
import type { RfqPosition } from '../../src-shared/api/rfq.ts';
import { buildOfferMatrix } from '../../src-renderer/features/offer/offerMatrix.ts';
import { offerRecord, positionRecord } from './rfq-records.ts';

const USD = { id: 1, name: 'US dollar', code: 'USD' };

/** An offer of supplier `supplier` for line `line`: only what the matrix reads varies. */
function offer(
  id: number,
  supplier: number,
  price: number,
  extra: { lead?: number; condition?: string; active?: boolean } = {},
): SupplierOffer {
  const active = extra.active ?? true;
  return offerRecord(id, {
    company: { id: supplier, name: `Supplier ${String.fromCharCode(64 + supplier)}` },
    condition: { id: 1, name: extra.condition ?? 'OH', code: extra.condition ?? 'OH' },
    quantity: 1,
    price,
    currency: USD,
    lead_time_days: extra.lead ?? 10,
    status: active ? 'active' : 'expired',
    is_active: active,
  });
}

function line(id: number, chosen: number | null = null): RfqPosition {
  return positionRecord(id, { chosen_offer: chosen });
}

describe('the offer matrix', () => {
  const offers = new Map<number, SupplierOffer[]>([
    [
      1,
      [
        offer(11, 1, 900, { lead: 20, condition: 'SV' }),
        offer(12, 2, 1000, { lead: 3, condition: 'OH' }),
        offer(13, 3, 1500, { lead: 30, condition: 'NE' }),
        // Cheapest of all, and factory new, but expired: it marks nothing.
        offer(14, 3, 100, { lead: 0, condition: 'FN', active: false }),
      ],
    ],
    [2, [offer(21, 2, 50, { lead: 5 }), offer(22, 2, 40, { lead: 9 })]],
    [3, []],
  ]);
  const matrix = buildOfferMatrix(
    [line(2), line(1), line(3)],
    (id) => offers.get(id) ?? [],
    (o) => o.price,
  );

  it('lists suppliers by lines covered, then by name; lines in their order', () => {
    expect(matrix.suppliers.map((s) => [s.name, s.lines])).toEqual([
      ['Supplier B', 2],
      ['Supplier A', 1],
      ['Supplier C', 1],
    ]);
    expect(matrix.lines.map((l) => l.position.index)).toEqual([1, 2, 3]);
  });

  it('marks each line’s best price, fastest and best condition among active offers', () => {
    expect(matrix.lines[0]?.best).toEqual({ price: 11, lead: 12, condition: 13 });
    expect(matrix.lines[1]?.best).toEqual({ price: 22, lead: 21, condition: 22 });
    expect(matrix.lines[2]?.best).toEqual({ price: null, lead: null, condition: null });
  });

  it('puts a supplier’s best offer first in its cell (active before expired)', () => {
    expect(matrix.lines[0]?.bySupplier.get(3)?.map((o) => o.id)).toEqual([13, 14]);
    expect(matrix.lines[1]?.bySupplier.get(2)?.map((o) => o.id)).toEqual([22, 21]);
  });
});
