/**
 * Orders over HTTP as `sales`: made from a KP (once), the summary with its filters, the plain list,
 * editing, cancelling (a comment kept when given, never required), and the order's positions with their active_status.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Paginated } from '../../src-shared/api/results.ts';
import type { KpDetail, KpSummary } from '../../src-shared/api/kp.ts';
import type { OrderDetail, OrderListItem, OrderPosition } from '../../src-shared/api/order.ts';
import type { SupplierOffer } from '../../src-shared/api/offer.ts';
import type { RfqDetail } from '../../src-shared/api/rfq.ts';
import { countRows } from './helpers.ts';
import {
  idByCode,
  listReader,
  newRfq,
  quotingServerForTests,
  uniquePartNumber,
} from './sales-helpers.ts';

const { server, call, refs, newClientCompany, supplierOffer } = quotingServerForTests();

/** A KP of two rows for a new company (VAT 20 %), with a PO number. */
async function aKp(): Promise<{ rfq: RfqDetail; kp: KpDetail }> {
  const company = await newClientCompany({ vat: true, vat_value: 20 });
  const first = uniquePartNumber();
  const second = uniquePartNumber();
  const rfq = await newRfq(call, {
    company: company.id,
    priority: 'CRITICAL',
    deadline: '2030-01-31',
    positions_list: [
      { part_number: first, quantity: 2 },
      { part_number: second, quantity: 1 },
    ],
  });
  await call('PATCH', `rfq/${rfq.id}/get_in_work/`);
  const offers: SupplierOffer[] = [];
  for (const [pn, price, lead] of [
    [first, 1000, 5],
    [second, 300, 20],
  ] as const) {
    offers.push(await supplierOffer(pn, { quantity: 5, price, lead_time_days: lead }));
  }
  const kp = await call<KpDetail>('POST', `rfq/${rfq.id}/kp/`, {
    version: 3,
    number_po: 'PO-778812',
    rows: rfq.positions.map((position, index) => ({
      position: position.id,
      offer: offers[index]?.id,
      quantity: position.quantity,
    })),
  });
  expect(kp.status, JSON.stringify(kp.body)).toBe(201);
  return { rfq, kp: kp.body };
}

describe('an order from a KP', () => {
  it('copies the KP: rows as active positions, totals, VAT, conditions; status New; the KP knows it', async () => {
    const { rfq, kp } = await aKp();
    const created = await call<OrderDetail>('POST', 'order/create_from_kp/', { kp: kp.id });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const order = created.body;
    expect(order.number).toMatch(/^SO-\d{4}-\d{5,}$/);
    expect(order.status.name).toBe('New');
    expect(order.kp).toEqual({ id: kp.id, number: kp.number });
    expect(order.rfq).toEqual({ id: rfq.id, number: rfq.number });
    expect(order.company).toEqual(rfq.company);
    expect(order.priority).toBe('CRITICAL');
    expect(order.po_number).toBe('PO-778812');
    expect(order.vat).toBe(true);
    expect(order.vat_value).toBe(20);
    // 2 × 1,350.00 + 1 × 435.00 (300 × 1.45) = 3,135.00; with 20 % VAT 3,762.00.
    expect(order.total).toBe(3135);
    expect(order.total_vat).toBe(3762);
    expect(order.total).toBe(kp.shown_totals.totalNoVat);
    expect(order.conditions).toEqual(kp.conditions);
    expect(order.positions_count).toBe(2);
    expect(order.active_positions_count).toBe(2);
    expect(order.delivery_date).toBe(
      [...kp.rows.map((row) => row.delivery_date)].sort().reverse()[0],
    );
    expect(order.archive).toBe(false);

    const positions = await call<OrderPosition[]>('GET', `order/${order.id}/order_position/`);
    expect(
      positions.body.map((position) => [
        position.part_number,
        position.quantity,
        position.unit_price,
        position.total,
        position.active_status,
      ]),
    ).toEqual(
      kp.rows.map((row) => [row.part_number, row.quantity, row.unit_price, row.total, 'active']),
    );
    expect(positions.body[0]?.esd_date).toBe(kp.rows[0]?.delivery_date);
    expect(positions.body[0]?.deadline).toBe('2030-01-31');
    expect(positions.body[0]?.supplier?.id).toBe(refs.supplier);

    const summary = await call<KpSummary[]>('GET', `rfq/${rfq.id}/kp/`);
    expect(summary.body[0]?.order).toBe(order.id);
  });

  it('a KP is ordered once; an unknown KP is a field error; nothing is written', async () => {
    const { kp } = await aKp();
    expect((await call('POST', 'order/create_from_kp/', { kp: kp.id })).status).toBe(201);
    const orders = await countRows(server.db, 'sales_order');
    const positions = await countRows(server.db, 'order_position');
    const twice = await call<OrderDetail>('POST', 'order/create_from_kp/', { kp: kp.id });
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({
      detail: expect.stringMatching(new RegExp(`^${kp.number} already has an order \\(SO-`)),
    });
    const unknown = await call('POST', 'order/create_from_kp/', { kp: 999999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.kp).toEqual(['Invalid pk "999999" - object does not exist.']);
    const missing = await call('POST', 'order/create_from_kp/', {});
    expect(missing.status).toBe(400);
    expect(await countRows(server.db, 'sales_order')).toBe(orders);
    expect(await countRows(server.db, 'order_position')).toBe(positions);
  });
});

describe('summary_order and order lists', () => {
  const summary = listReader<OrderListItem>(call, 'summary_order/');

  it('shows open orders by default and archived (closed or canceled) ones with archive=true', async () => {
    const open = await summary('?page_size=30');
    expect(open.count).toBeGreaterThan(0);
    for (const item of open.results) {
      expect(item.archive).toBe(false);
      expect(['Closed', 'Canceled']).not.toContain(item.status.name);
    }
    const archived = await summary('?archive=true&page_size=30');
    expect(archived.count).toBeGreaterThan(0);
    for (const item of archived.results) expect(['Closed', 'Canceled']).toContain(item.status.name);
    const total = await countRows(server.db, 'sales_order');
    expect(open.count + archived.count).toBe(total);
  });

  it('filters by company, priority and search; orders by any allowed field', async () => {
    const { kp } = await aKp();
    const order = (await call<OrderDetail>('POST', 'order/create_from_kp/', { kp: kp.id })).body;
    const byCompany = await summary(`?company=${order.company.id}`);
    expect(byCompany.results.map((item) => item.id)).toEqual([order.id]);
    const critical = await summary('?priority=CRITICAL&page_size=30');
    for (const item of critical.results) expect(item.priority).toBe('CRITICAL');
    expect((await summary(`?search=${order.number}`)).results.map((item) => item.id)).toEqual([
      order.id,
    ]);
    expect((await summary(`?search=${kp.number}`)).results.map((item) => item.id)).toEqual([
      order.id,
    ]);
    expect((await summary('?search=PO-778812')).count).toBeGreaterThan(0);
    const byTotal = await summary('?order_by=-total&page_size=30');
    const totals = byTotal.results.map((item) => item.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const byDate = await summary('?page_size=30');
    const dates = byDate.results.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await call('GET', 'summary_order/?order_by=color')).status).toBe(400);
    expect((await call('GET', 'summary_order/?priority=LOW')).status).toBe(400);
    const blank = await summary('?company=&priority=&search=');
    expect(blank.count).toBe((await summary('')).count);
  });

  it('order/ lists every order, paged, with search', async () => {
    const list = await call<Paginated<OrderListItem>>('GET', 'order/?page_size=20');
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(await countRows(server.db, 'sales_order'));
    expect(list.body.results).toHaveLength(20);
    const first = list.body.results[0] as OrderListItem;
    const found = await call<Paginated<OrderListItem>>('GET', `order/?search=${first.number}`);
    expect(found.body.results.map((item) => item.id)).toEqual([first.id]);
  });
});

describe('editing and cancelling an order', () => {
  let order: OrderDetail;
  beforeAll(async () => {
    const { kp } = await aKp();
    order = (await call<OrderDetail>('POST', 'order/create_from_kp/', { kp: kp.id })).body;
  });

  it('edits PO, treaty, comment, delivery date, status and priority; refuses bad input', async () => {
    const confirmed = await idByCode(server.db, 'ref_order_status', 'CONFIRMED');
    const patched = await call<OrderDetail>('PATCH', `order/${order.id}/`, {
      po_number: 'PO-1',
      treaty_number: 'ADT-2024/0001',
      comment: 'Ship with consolidation 12',
      delivery_date: '2030-02-01',
      status: confirmed,
      priority: 'AOG',
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      po_number: 'PO-1',
      treaty_number: 'ADT-2024/0001',
      comment: 'Ship with consolidation 12',
      delivery_date: '2030-02-01',
      priority: 'AOG',
    });
    expect(patched.body.status.name).toBe('Confirmed');
    const canceled = await idByCode(server.db, 'ref_order_status', 'CANCELED');
    for (const [body, field] of [
      [{ status: 9999 }, 'status'],
      [{ status: canceled }, 'status'],
      [{ priority: 'LOW' }, 'priority'],
      [{ delivery_date: '31.01.2030' }, 'delivery_date'],
      [{}, 'non_field_errors'],
    ] as const) {
      const response = await call('PATCH', `order/${order.id}/`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body[field]).toBeTruthy();
    }
    const after = await call<OrderDetail>('GET', `order/${order.id}/`);
    expect(after.body.status.name).toBe('Confirmed');
    expect(after.body.priority).toBe('AOG');
  });

  it('adds a position by hand, adding its line to the totals; lists positions by active_status', async () => {
    const before = (await call<OrderDetail>('GET', `order/${order.id}/`)).body;
    const added = await call<OrderPosition>('POST', `order/${order.id}/order_position/`, {
      part_number: 'MS20995C32',
      description: 'Safety wire',
      quantity: 3,
      unit_price: 12.5,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ index: 3, quantity: 3, unit_price: 12.5, total: 37.5 });
    expect(added.body.active_status).toBe('active');
    const after = (await call<OrderDetail>('GET', `order/${order.id}/`)).body;
    expect(after.total).toBe(before.total + 37.5);
    expect(after.total_vat).toBe(before.total_vat + 45); // 37.50 + 20 %
    const bad = await call('POST', `order/${order.id}/order_position/`, {
      part_number: 'X1',
      quantity: 0,
      unit_price: -1,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.quantity).toBeTruthy();
    expect(bad.body.unit_price).toBeTruthy();
    const active = await call<OrderPosition[]>(
      'GET',
      `order/${order.id}/order_position/?active_status=active`,
    );
    expect(active.body).toHaveLength(3);
    const canceledNone = await call<OrderPosition[]>(
      'GET',
      `order/${order.id}/order_position/?active_status=canceled`,
    );
    expect(canceledNone.body).toEqual([]);
    expect((await call('GET', `order/${order.id}/order_position/?active_status=lost`)).status).toBe(
      400,
    );
  });

  it('a number too large to store is a 400, and nothing is written', async () => {
    const before = (await call<OrderDetail>('GET', `order/${order.id}/`)).body;
    const positions = await countRows(server.db, 'order_position');
    for (const body of [
      { part_number: 'MS20995C32', quantity: 3_000_000_000, unit_price: 1 },
      { part_number: 'MS20995C32', quantity: 1_000_000, unit_price: 1e10 },
    ]) {
      const response = await call('POST', `order/${order.id}/order_position/`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toEqual({ detail: 'A number in the request is out of range.' });
    }
    expect(await countRows(server.db, 'order_position')).toBe(positions);
    const after = (await call<OrderDetail>('GET', `order/${order.id}/`)).body;
    expect([after.total, after.total_vat]).toEqual([before.total, before.total_vat]);
  });

  it('cancel takes no body, as spec §7 sends it: no comment is needed', async () => {
    const { kp } = await aKp();
    const other = (await call<OrderDetail>('POST', 'order/create_from_kp/', { kp: kp.id })).body;
    const bare = await call<OrderDetail>('PATCH', `order/${other.id}/cancel/`);
    expect(bare.status, JSON.stringify(bare.body)).toBe(200);
    expect(bare.body).toMatchObject({
      archive: true,
      cancel_comment: '',
      active_positions_count: 0,
    });
    expect(bare.body.status.name).toBe('Canceled');
    const { kp: third } = await aKp();
    const blank = (await call<OrderDetail>('POST', 'order/create_from_kp/', { kp: third.id })).body;
    const empty = await call<OrderDetail>('PATCH', `order/${blank.id}/cancel/`, { comment: '  ' });
    expect(empty.status).toBe(200);
    expect(empty.body.cancel_comment).toBe('');
    const tooLong = await call('PATCH', `order/${order.id}/cancel/`, { comment: 'x'.repeat(2001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.comment).toBeDefined();
    expect((await call<OrderDetail>('GET', `order/${order.id}/`)).body.status.name).not.toBe(
      'Canceled',
    );
  });

  it('cancel keeps a comment given, cancels the active positions, and happens once', async () => {
    expect((await call<OrderDetail>('GET', `order/${order.id}/`)).body.status.name).toBe(
      'Confirmed',
    );
    const canceled = await call<OrderDetail>('PATCH', `order/${order.id}/cancel/`, {
      comment: 'Client canceled the PO',
    });
    expect(canceled.status).toBe(200);
    expect(canceled.body.status.name).toBe('Canceled');
    expect(canceled.body.cancel_comment).toBe('Client canceled the PO');
    expect(canceled.body.archive).toBe(true);
    expect(canceled.body.active_positions_count).toBe(0);
    const positions = await call<OrderPosition[]>(
      'GET',
      `order/${order.id}/order_position/?active_status=canceled`,
    );
    expect(positions.body).toHaveLength(3);
    const twice = await call('PATCH', `order/${order.id}/cancel/`, { comment: 'again' });
    expect(twice.status).toBe(400);
    expect(twice.body.detail).toBe('The order is already canceled.');
    const edit = await call('PATCH', `order/${order.id}/`, { comment: 'late' });
    expect(edit.status).toBe(400);
    expect(edit.body.detail).toBe('The order is canceled: it cannot be changed.');
    const add = await call('POST', `order/${order.id}/order_position/`, {
      part_number: 'X1',
      quantity: 1,
      unit_price: 1,
    });
    expect(add.status).toBe(400);
    expect((await call('PATCH', 'order/999999/cancel/', { comment: 'x' })).status).toBe(404);
  });

  it('demo orders have positions in every active_status', async () => {
    const statuses = await server.db
      .selectFrom('order_position')
      .select('active_status')
      .distinct()
      .execute();
    expect(statuses.map((row) => row.active_status).sort()).toEqual([
      'active',
      'canceled',
      'delivered',
    ]);
  });
});
