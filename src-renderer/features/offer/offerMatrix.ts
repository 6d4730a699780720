/**
 * The offer matrix of an RFQ (issue 8, beyond the spec): every line against every supplier that
 * offered any of them, the best price, lead time and condition marked per line. Peers compare one
 * line at a time; a buyer wants to see who can cover the most lines, and where. Pure: the screen
 * (OfferMatrix.tsx) draws what this builds.
 *
 * Per line, among its active offers: the cheapest (in the quote currency, `priceOf`), the fastest
 * (shortest lead time), the best condition (condition-rank.ts; a tie goes to the cheaper). Ties
 * go to the older offer, as in offerCompare.ts. A supplier's cell shows its best offer for the
 * line (active first, then cheapest); the others are counted.
 */
import type { Ref } from '../../../src-shared/api/records.ts';
import type { SupplierOffer } from '../../../src-shared/api/offer.ts';
import type { RfqPosition } from '../../../src-shared/api/rfq.ts';
import { conditionRank } from '../../../src-shared/domain/condition-rank.ts';
import { compareOffers, offerMarks } from './offerCompare.ts';

export interface MatrixBest {
  price: number | null;
  lead: number | null;
  condition: number | null;
}

export interface MatrixLine {
  position: RfqPosition;
  offers: readonly SupplierOffer[];
  best: MatrixBest;
  /** Supplier id → that supplier's offers for the line, best first. */
  bySupplier: ReadonlyMap<number, readonly SupplierOffer[]>;
}

interface OfferMatrixData {
  /** Suppliers that offered any line: most lines covered first, then by name. */
  suppliers: readonly (Ref & { lines: number })[];
  lines: readonly MatrixLine[];
}

type PriceOf = (offer: SupplierOffer) => number | null;

function bestCondition(offers: readonly SupplierOffer[], priceOf: PriceOf): number | null {
  let best: SupplierOffer | null = null;
  for (const offer of offers) {
    if (!offer.is_active) continue;
    if (!best) {
      best = offer;
      continue;
    }
    const rank = conditionRank(offer.condition.code) - conditionRank(best.condition.code);
    const cheaper =
      (priceOf(offer) ?? Number.POSITIVE_INFINITY) - (priceOf(best) ?? Number.POSITIVE_INFINITY);
    if (rank < 0 || (rank === 0 && (cheaper < 0 || (cheaper === 0 && offer.id < best.id))))
      best = offer;
  }
  return best?.id ?? null;
}

export function buildOfferMatrix(
  positions: readonly RfqPosition[],
  offersOf: (positionId: number) => readonly SupplierOffer[],
  priceOf: PriceOf,
): OfferMatrixData {
  const suppliers = new Map<number, Ref & { lines: number }>();
  const lines = [...positions]
    .sort((a, b) => a.index - b.index)
    .map((position): MatrixLine => {
      const offers = [...offersOf(position.id)].sort((a, b) => compareOffers(a, b, priceOf));
      const bySupplier = new Map<number, SupplierOffer[]>();
      for (const offer of offers) {
        const list = bySupplier.get(offer.company.id) ?? [];
        list.push(offer);
        bySupplier.set(offer.company.id, list);
      }
      for (const [id, list] of bySupplier) {
        const known = suppliers.get(id) ?? { ...(list[0] as SupplierOffer).company, lines: 0 };
        known.lines += 1;
        suppliers.set(id, known);
      }
      const marks = offerMarks(offers, priceOf);
      return {
        position,
        offers,
        bySupplier,
        best: {
          price: marks.cheapest,
          lead: marks.fastest,
          condition: bestCondition(offers, priceOf),
        },
      };
    });
  return {
    suppliers: [...suppliers.values()].sort(
      (a, b) => b.lines - a.lines || a.name.localeCompare(b.name),
    ),
    lines,
  };
}
