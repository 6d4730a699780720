/**
 * An order made from a KP: what it copies from the KP's head and rows. Pure mappers that the
 * order route (order/routes.ts, create_from_kp) and the demo data (seed/sales.ts) both use, so a
 * demo order is one a user could have made. The caller supplies ids, number, date and status.
 */
import type { Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The KP an order is made from. */
export type OrderKp = Pick<
  Selectable<Database['kp']>,
  | 'id'
  | 'rfq_id'
  | 'currency_id'
  | 'manager_id'
  | 'vat'
  | 'vat_value'
  | 'number_po'
  | 'treaty_number'
  | 'legal_entity_id'
  | 'shown_total_no_vat'
  | 'shown_total'
  | 'conditions'
>;

/** The KP's RFQ: whose order it is, how urgent, who manages it, by when. */
type OrderRfq = Pick<
  Selectable<Database['rfq']>,
  'company_id' | 'priority' | 'rfq_manager_id' | 'deadline'
>;

/** The KP row an order position copies. */
export type OrderKpRow = Pick<
  Selectable<Database['kp_row']>,
  | 'id'
  | 'index'
  | 'inventory_id'
  | 'part_number'
  | 'description'
  | 'condition_id'
  | 'quantity'
  | 'unit_id'
  | 'unit_price'
  | 'total'
  | 'delivery_date'
  | 'supplier_id'
  | 'offer_id'
>;

/** The latest delivery date of the rows; null without rows. */
export function latestDeliveryDate(rows: readonly Pick<OrderKpRow, 'delivery_date'>[]) {
  return rows.reduce<string | null>(
    (latest, row) => (latest === null || row.delivery_date > latest ? row.delivery_date : latest),
    null,
  );
}

/**
 * The order's head from its KP: the KP's shown totals (`total` without VAT, `total_vat` with),
 * currency, VAT, PO and treaty numbers, conditions and legal entity; the RFQ's company and
 * priority; the KP's manager, else the RFQ's; delivered when the latest row is.
 */
export function orderFromKp(kp: OrderKp, rfq: OrderRfq, rows: readonly OrderKpRow[]) {
  return {
    company_id: rfq.company_id,
    total: kp.shown_total_no_vat,
    total_vat: kp.shown_total,
    currency_id: kp.currency_id,
    kp_id: kp.id,
    rfq_id: kp.rfq_id,
    manager_id: kp.manager_id ?? rfq.rfq_manager_id,
    priority: rfq.priority,
    vat: kp.vat,
    vat_value: kp.vat_value,
    po_number: kp.number_po,
    treaty_number: kp.treaty_number,
    delivery_date: latestDeliveryDate(rows),
    conditions: JSON.stringify(kp.conditions),
    legal_entity_id: kp.legal_entity_id,
  };
}

/** A position of an order made from a KP: the row, active, expected when the row delivers. */
export function orderPositionFrom(orderId: number, row: OrderKpRow, deadline: string | null) {
  return {
    order_id: orderId,
    index: row.index,
    inventory_id: row.inventory_id,
    part_number: row.part_number,
    description: row.description,
    condition_id: row.condition_id,
    quantity: row.quantity,
    unit_id: row.unit_id,
    unit_price: row.unit_price,
    total: row.total,
    active_status: 'active' as const,
    esd_date: row.delivery_date,
    deadline,
    supplier_id: row.supplier_id,
    offer_id: row.offer_id,
    kp_row_id: row.id,
  };
}
