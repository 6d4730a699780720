/**
 * RFQ records as the server sends them (a quotation head, a supplier offer, an RFQ position), for
 * the renderer's tests: every field spelled out once here, each test passing only the fields it
 * cares about. A field the API types gain is then added in one place.
 */
import type { RefItem } from '../../src-shared/api/home.ts';
import type { SupplierOffer } from '../../src-shared/api/offer.ts';
import type { RfqPosition, RfqQuotation } from '../../src-shared/api/rfq.ts';

const USD: RefItem = { id: 1, name: 'US dollar', code: 'USD', symbol: '$' };

/** A quotation head in US dollars, no VAT, no logistics, nothing typed by the user. */
export function quotationRecord(fields: Partial<RfqQuotation> = {}): RfqQuotation {
  return {
    priority: 'URGENT',
    is_repair: false,
    sale_type: { id: 1, name: 'Outright' },
    xRate: null,
    xRateBySystem: 1,
    main_price_unit: { id: 1, name: 'US Dollar', code: 'USD', symbol: '$' },
    vat: false,
    vat_columns: false,
    vat_value: 0,
    logistics_on: false,
    include_transport_in_price: false,
    showTransport: false,
    treaty_number: '',
    all_priorities: ['AOG', 'CRITICAL', 'URGENT', 'ROUTINE', 'STOCK'],
    useDefaultText: false,
    marginByUserInRFQHead: null,
    showCost: false,
    bill_kp: false,
    priceTotalByUser: null,
    priceTotalNoVatByUser: null,
    totalPaidByUser: null,
    kp_version: 3,
    legal_entity: null,
    delivery_time: { id: 35, name: 'Standard' },
    conditions: { payment: '', delivery: '', shipping: '', exchange: '', warranty: '', loan: '' },
    ...fields,
  };
}

/** An active offer of part PN-1 from `Supplier <id>`: five overhauled at 1,000 USD, ten days. */
export function offerRecord(id: number, fields: Partial<SupplierOffer> = {}): SupplierOffer {
  return {
    id,
    inventory: { id: 1, part_number: 'PN-1', description: '' },
    is_alternate: false,
    company: { id: 50 + id, name: `Supplier ${id}` },
    condition: { id: 1, name: 'Overhauled', code: 'OH' },
    quantity: 5,
    price: 1000,
    currency: USD,
    lead_time_days: 10,
    valid_until: null,
    status: 'active',
    is_active: true,
    deactivated: false,
    certificate: null,
    location: '',
    comment: '',
    created_by: { id: 1, name: 'Sam' },
    created_at: '2026-01-01',
    updated_at: '2026-01-01',
    ...fields,
  };
}

/** Line `id` of RFQ 1: one of part `PN-<id>`, no offer yet, nothing typed on it. */
export function positionRecord(id: number, fields: Partial<RfqPosition> = {}): RfqPosition {
  return {
    id,
    rfq: 1,
    index: id,
    requested_part_number: `PN-${id}`,
    inventory: {
      id,
      part_number: `PN-${id}`,
      description: '',
      group: { id, name: 'G', have_offers: true },
    },
    quantity: 1,
    unit: { id: 1, name: 'each', code: 'EA' },
    condition: null,
    comment: '',
    offers_count: 0,
    active_offers_count: 0,
    requested_in_ils: false,
    ils_initiator: null,
    chosen_offer: null,
    margin_by_user: null,
    unit_price_by_user: null,
    need_offers: false,
    ...fields,
  };
}
