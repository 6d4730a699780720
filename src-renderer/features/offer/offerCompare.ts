/**
 * Comparing a position's offers at a glance: which active offer is the cheapest (in one currency,
 * the quote currency, through pricing.ts) and which is the fastest (shortest lead time). Ties go
 * to the lower id (the older offer), so the marks do not jump between equal offers. Pure.
 */
import type { SupplierOffer } from '../../../src-shared/api/offer.ts';

export interface OfferMarks {
  cheapest: number | null;
  fastest: number | null;
}

export function offerMarks(
  offers: readonly SupplierOffer[],
  priceOf: (offer: SupplierOffer) => number | null,
): OfferMarks {
  let cheapest: { id: number; value: number } | null = null;
  let fastest: { id: number; value: number } | null = null;
  for (const offer of offers) {
    if (!offer.is_active) continue;
    const price = priceOf(offer);
    if (
      price !== null &&
      (!cheapest || price < cheapest.value || (price === cheapest.value && offer.id < cheapest.id))
    ) {
      cheapest = { id: offer.id, value: price };
    }
    const lead = offer.lead_time_days;
    if (!fastest || lead < fastest.value || (lead === fastest.value && offer.id < fastest.id)) {
      fastest = { id: offer.id, value: lead };
    }
  }
  return { cheapest: cheapest?.id ?? null, fastest: fastest?.id ?? null };
}

/** Active offers first, then by the compared price (unknown prices last), then by lead time. */
export function compareOffers(
  a: SupplierOffer,
  b: SupplierOffer,
  priceOf: (offer: SupplierOffer) => number | null,
): number {
  if (a.is_active !== b.is_active) return a.is_active ? -1 : 1;
  const pa = priceOf(a) ?? Number.POSITIVE_INFINITY;
  const pb = priceOf(b) ?? Number.POSITIVE_INFINITY;
  if (pa !== pb) return pa - pb;
  return a.lead_time_days - b.lead_time_days || a.id - b.id;
}
