/**
 * What a KP stores from its RFQ's head, its priced quote and the chosen offers: pure mappers that
 * the KP route (kp/routes.ts) and the demo data (seed/sales.ts) both use, so a demo KP is one a
 * user could have made. The caller supplies what only it knows (ids, numbers, who and when).
 */
import type { Selectable } from 'kysely';
import { kpVersion } from '../../../src-shared/domain/kp-versions.ts';
import type { Database } from '../../db/schema.ts';
import type { PricedQuote } from './pricing.ts';

/** The RFQ head columns a KP copies: the settings it was priced with. */
type KpPricingHead = Pick<
  Selectable<Database['rfq']>,
  | 'main_price_unit_id'
  | 'vat'
  | 'vat_value'
  | 'vat_columns'
  | 'logistics_on'
  | 'include_transport_in_price'
  | 'show_transport'
>;

/** The document a KP is: an invoice when the head says bill_kp, else the version's type. */
export function kpDocumentType(rfq: Pick<Selectable<Database['rfq']>, 'bill_kp'>, version: number) {
  return rfq.bill_kp ? 1 : kpVersion(version).documentType;
}

/**
 * The legal entity of ours that issues a KP: the head's, else the one whose country the KP
 * version names, else the first.
 */
export function kpIssuer<Entity extends { id: number; code: string | undefined }>(
  entities: readonly Entity[],
  headLegalEntity: number | null,
  version: number,
): Entity | undefined {
  return (
    entities.find((entity) => entity.id === headLegalEntity) ??
    entities.find((entity) => entity.code === kpVersion(version).legalEntity) ??
    entities[0]
  );
}

/** The head a KP was priced with: its currency and rate, VAT and transport settings. */
export function kpHeadFrom(rfq: KpPricingHead, priced: Pick<PricedQuote, 'rate'>) {
  return {
    currency_id: rfq.main_price_unit_id,
    x_rate: priced.rate,
    vat: rfq.vat,
    vat_value: rfq.vat_value,
    vat_columns: rfq.vat_columns,
    logistics_on: rfq.logistics_on,
    include_transport_in_price: rfq.include_transport_in_price,
    show_transport: rfq.show_transport,
  };
}

/** The KP's totals: the system's and the ones shown (the user's typed totals win). */
export function kpTotalsFrom(priced: Pick<PricedQuote, 'totals' | 'shownTotals'>) {
  return {
    goods: priced.totals.goods,
    transport: priced.totals.transport,
    total_no_vat: priced.totals.totalNoVat,
    vat_amount: priced.totals.vat,
    total: priced.totals.total,
    shown_total_no_vat: priced.shownTotals.totalNoVat,
    shown_total: priced.shownTotals.total,
  };
}

/** The RFQ position a KP row quotes, with the description of its part number. */
type KpRowPosition = Pick<
  Selectable<Database['rfq_position']>,
  'id' | 'requested_part_number' | 'unit_id'
> &
  Pick<Selectable<Database['inventory']>, 'description'>;

/**
 * The supplier offer a KP row quotes, with its part number (an alternate has its own description)
 * and the name of its certificate.
 */
type KpRowOffer = Pick<
  Selectable<Database['supplier_offer']>,
  'id' | 'inventory_id' | 'company_id' | 'condition_id' | 'lead_time_days'
> &
  Pick<Selectable<Database['inventory']>, 'part_number' | 'description'> & {
    certificate: string | null;
  };

/**
 * One row of a KP: the offered part number (with the description of the requested one when it
 * has none), the quantity quoted and the priced line.
 */
export function kpRowFrom(
  kpId: number,
  index: number,
  position: KpRowPosition,
  offer: KpRowOffer,
  quantity: number,
  line: PricedQuote['lines'][number],
) {
  return {
    kp_id: kpId,
    index,
    position_id: position.id,
    offer_id: offer.id,
    inventory_id: offer.inventory_id,
    supplier_id: offer.company_id,
    part_number: offer.part_number,
    requested_part_number: position.requested_part_number,
    description: offer.description || position.description,
    condition_id: offer.condition_id,
    quantity,
    unit_id: position.unit_id,
    unit_cost: line.unitCost,
    margin_percent: line.marginPercent,
    unit_transport: line.unitTransport,
    unit_price: line.unitPrice,
    total: line.lineTotal,
    vat: line.lineVat,
    total_with_vat: line.lineTotalWithVat,
    lead_time_days: offer.lead_time_days,
    delivery_date: line.deliveryDate,
    certificate: offer.certificate,
  };
}
