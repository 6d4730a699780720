/**
 * The fallbacks of the domain mappers the routes and the demo data share (areas/kp/rows.ts,
 * areas/order/from-kp.ts) that the route tests do not reach: the demo data never has an
 * alternate without a description, a KP without a manager or an order without rows.
 */
import { describe, expect, it } from 'vitest';
import type { KpConditions } from '../../src-shared/api/rfq.ts';
import { kpVersion } from '../../src-shared/domain/kp-versions.ts';
import { kpIssuer, kpRowFrom } from '../../src-server/areas/kp/rows.ts';
import {
  latestDeliveryDate,
  orderFromKp,
  orderPositionFrom,
  type OrderKp,
  type OrderKpRow,
} from '../../src-server/areas/order/from-kp.ts';

const line = {
  quantity: 2,
  unitCost: 100,
  marginPercent: 20,
  unitTransport: 0,
  unitPrice: 120,
  lineTotal: 240,
  lineVat: 0,
  lineTotalWithVat: 240,
  deliveryDate: '2030-01-10',
};
const position = { id: 7, requested_part_number: '123-45', unit_id: 1, description: 'Pump' };
const offer = {
  id: 9,
  inventory_id: 11,
  company_id: 12,
  condition_id: 2,
  lead_time_days: 5,
  part_number: '123-45A',
  description: '',
  certificate: null,
};

describe('kpRowFrom', () => {
  it('describes an offered alternate without a description as the requested part number', () => {
    expect(kpRowFrom(1, 1, position, offer, 2, line).description).toBe('Pump');
    expect(
      kpRowFrom(1, 1, position, { ...offer, description: 'Pump, mod B' }, 2, line).description,
    ).toBe('Pump, mod B');
  });
});

describe('kpIssuer', () => {
  const entities = [
    { id: 1, code: 'AE' },
    { id: 2, code: kpVersion(1).legalEntity },
  ];

  it("takes the head's legal entity, else the version's, else the first of ours", () => {
    expect(kpIssuer(entities, 1, 1)?.id).toBe(1);
    expect(kpIssuer(entities, null, 1)?.id).toBe(2);
    // A head naming a company that is not ours does not issue the KP.
    expect(kpIssuer(entities, 99, 1)?.id).toBe(2);
    expect(kpIssuer([{ id: 1, code: 'AE' }], null, 1)?.id).toBe(1);
    expect(kpIssuer([], 1, 1)).toBeUndefined();
  });
});

describe('orderFromKp', () => {
  const conditions: KpConditions = {
    payment: '100% prepayment',
    delivery: '',
    shipping: '',
    exchange: '',
    warranty: '',
    loan: '',
  };
  const kp: OrderKp = {
    id: 3,
    rfq_id: 4,
    currency_id: 1,
    manager_id: null,
    vat: true,
    vat_value: 20,
    number_po: 'PO-1',
    treaty_number: 'T-1',
    legal_entity_id: 5,
    shown_total_no_vat: 1000,
    shown_total: 1200,
    conditions,
  };
  const rfq = {
    company_id: 6,
    priority: 'AOG' as const,
    rfq_manager_id: 8,
    deadline: '2030-02-01',
  };
  const row: OrderKpRow = {
    id: 21,
    index: 1,
    inventory_id: 11,
    part_number: '123-45A',
    description: 'Pump',
    condition_id: 2,
    quantity: 2,
    unit_id: 1,
    unit_price: 500,
    total: 1000,
    delivery_date: '2030-01-10',
    supplier_id: 12,
    offer_id: 9,
  };

  it("falls back to the RFQ's manager when the KP has none", () => {
    expect(orderFromKp(kp, rfq, [row]).manager_id).toBe(8);
    expect(orderFromKp({ ...kp, manager_id: 30 }, rfq, [row]).manager_id).toBe(30);
  });

  it('is delivered when its latest row is, and has no delivery date without rows', () => {
    const later = { ...row, id: 22, index: 2, delivery_date: '2030-03-01' };
    expect(orderFromKp(kp, rfq, [row, later]).delivery_date).toBe('2030-03-01');
    expect(latestDeliveryDate([later, row])).toBe('2030-03-01');
    expect(orderFromKp(kp, rfq, []).delivery_date).toBeNull();
  });

  it('keeps the KP conditions as JSON text, and each position active until its row delivers', () => {
    expect(JSON.parse(orderFromKp(kp, rfq, [row]).conditions)).toEqual(conditions);
    expect(orderPositionFrom(40, row, rfq.deadline)).toMatchObject({
      order_id: 40,
      kp_row_id: 21,
      active_status: 'active',
      esd_date: '2030-01-10',
      deadline: '2030-02-01',
    });
  });
});
