/**
 * Purchase orders over HTTP (spec §3, §4, §7 "Purchase orders") as the parts buyer: bought from
 * order positions with the products that will arrive, confirmed and the confirmation cancelled,
 * renamed, edited and deleted only while not confirmed; positions with problems, comments and a
 * purchase manager; bad input refused with the field named and nothing changed; others refused.
 */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Paginated } from '../../src-shared/api/results.ts';
import type {
  PurchaseOrder,
  PurchaseOrderDetail,
  PurchasePosition,
} from '../../src-shared/api/purchase.ts';
import { contactIdOf, countRows } from './helpers.ts';
import { aSupplier, listReader, serverWithCalls } from './sales-helpers.ts';

const { server, users, calls } = serverWithCalls(['buyer', 'auditor', 'client', 'sales']);
const asBuyer = calls.buyer;

const used = new Set<number>();
/** Active order positions nobody bought yet, `count` of them. */
async function freePositions(count: number): Promise<number[]> {
  const rows = await server.db
    .selectFrom('order_position as op')
    .leftJoin('purchase_position as pp', 'pp.order_position_id', 'op.id')
    .select('op.id')
    .where('op.active_status', '=', 'active')
    .where('pp.id', 'is', null)
    .orderBy('op.id')
    .execute();
  const free = rows
    .map((row) => row.id)
    .filter((id) => !used.has(id))
    .slice(0, count);
  for (const id of free) used.add(id);
  expect(free).toHaveLength(count);
  return free;
}

async function buy(count = 2): Promise<PurchaseOrderDetail> {
  const supplier = (await aSupplier(server.db)).id;
  const response = await asBuyer<PurchaseOrderDetail>(
    'POST',
    'purchase_order/create_with_product/',
    {
      supplier,
      order_positions: await freePositions(count),
      esd_date: '2026-12-10',
      purchase_group: 'AOG desk',
    },
  );
  expect(response.status).toBe(201);
  return response.body;
}

describe('create_with_product/', () => {
  it('buys order positions: a position each, and the product awaited from the supplier', async () => {
    const order = await buy(2);
    expect(order).toMatchObject({ confirmed: false, active_status: 'active', positions_count: 2 });
    expect(order.number).toMatch(/^PO-\d{4}-\d{5}$/);
    expect(order.positions.every((p) => p.product?.status === 'awaiting_from_supplier')).toBe(true);
    const products = await server.db
      .selectFrom('product')
      .select(['part_number', 'quantity'])
      .where(
        'purchase_position_id',
        'in',
        order.positions.map((p) => p.id),
      )
      .execute();
    expect(products).toHaveLength(2);
  });

  it('refuses a position bought already, an unknown one and an unknown supplier; nothing is made', async () => {
    const order = await buy(1);
    const before = await countRows(server.db, 'purchase_order');
    const products = await countRows(server.db, 'product');
    const refused = await asBuyer('POST', 'purchase_order/create_with_product/', {
      supplier: 99_999_999,
      order_positions: [order.positions[0]?.order_position, 99_999_999],
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      supplier: [expect.any(String)],
      'order_positions.0': ['This order position is in a purchase order already.'],
      'order_positions.1': [expect.any(String)],
    });
    const empty = await asBuyer('POST', 'purchase_order/create_with_product/', {
      supplier: (await aSupplier(server.db)).id,
      order_positions: [],
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toHaveProperty('order_positions');
    expect(await countRows(server.db, 'purchase_order')).toBe(before);
    expect(await countRows(server.db, 'product')).toBe(products);
  });
});

describe('the purchase order', () => {
  it('is confirmed once, its confirmation cancelled once; confirmed it is not edited or deleted', async () => {
    const order = await buy(1);
    const confirmed = await asBuyer<PurchaseOrderDetail>(
      'PATCH',
      `purchase_order/${order.id}/confirm_purchase/`,
    );
    expect(confirmed.body.confirmed).toBe(true);
    expect(confirmed.body.confirmed_at).not.toBeNull();
    const again = await asBuyer('PATCH', `purchase_order/${order.id}/confirm_purchase/`);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ detail: `${order.number} is confirmed already.` });
    const edit = await asBuyer('PATCH', `purchase_order/${order.id}/`, { purchase_group: 'x' });
    expect(edit.status).toBe(400);
    expect((await asBuyer('DELETE', `purchase_order/${order.id}/`)).status).toBe(400);
    // Its name is ours: it changes while confirmed.
    const renamed = await asBuyer<PurchaseOrderDetail>(
      'POST',
      `purchase_order/${order.id}/change_name/`,
      { name: 'Gannet, December AOG' },
    );
    expect(renamed.body.name).toBe('Gannet, December AOG');
    const cancelled = await asBuyer<PurchaseOrderDetail>(
      'PATCH',
      `purchase_order/${order.id}/cancel_confirm_purchase/`,
    );
    expect(cancelled.body.confirmed).toBe(false);
    expect(
      (await asBuyer('PATCH', `purchase_order/${order.id}/cancel_confirm_purchase/`)).status,
    ).toBe(400);
    const edited = await asBuyer<PurchaseOrderDetail>('PATCH', `purchase_order/${order.id}/`, {
      component_type: 'apu',
      esd_date: null,
    });
    expect(edited.body).toMatchObject({ component_type: 'apu', esd_date: null });
  });

  it('is deleted with its awaited products while not confirmed', async () => {
    const order = await buy(1);
    const products = await countRows(server.db, 'product');
    expect((await asBuyer('DELETE', `purchase_order/${order.id}/`)).status).toBe(204);
    expect(await countRows(server.db, 'product')).toBe(products - 1);
    expect((await asBuyer('GET', `purchase_order/${order.id}/`)).status).toBe(404);
  });

  it('the list filters by confirmed, supplier, group, component type and name', async () => {
    const order = await buy(1);
    await asBuyer('PATCH', `purchase_order/${order.id}/confirm_purchase/`);
    const page = await asBuyer<Paginated<PurchaseOrder>>(
      'GET',
      `purchase_order/?confirmed=true&supplier=${order.supplier.id}&purchase_group=AOG%20desk&search=${order.number}`,
    );
    expect(page.body.results.map((o) => o.id)).toEqual([order.id]);
    const bad = await asBuyer('GET', 'purchase_order/?active_status=lost&component_type=car');
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('active_status');
    expect(bad.body).toHaveProperty('component_type');
  });
});

describe('the list: search and ordering by supplier (read through indexes, migration 0023)', () => {
  /** Ids of the orders the list's search matched before it read indexes: one OR over the three. */
  async function matchedBefore(term: string): Promise<number[]> {
    const pattern = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const { rows } = await sql<{ id: number }>`SELECT po.id FROM purchase_order po
      WHERE po.number ILIKE ${pattern} OR po.name ILIKE ${pattern}
        OR EXISTS (SELECT 1 FROM purchase_position pp
          WHERE pp.purchase_order_id = po.id AND pp.part_number ILIKE ${pattern})
      ORDER BY po.id DESC`.execute(server.db);
    return rows.map((row) => row.id);
  }

  const listed = listReader<PurchaseOrder>(asBuyer, 'purchase_order/?');

  it('finds an order by its number, its name or a position part number, in any case; wildcards are text', async () => {
    const order = await buy(2);
    expect(
      (await asBuyer('POST', `purchase_order/${order.id}/change_name/`, { name: 'Spares 50%_off' }))
        .status,
    ).toBe(200);
    const part = order.positions[1]?.part_number ?? '';
    const terms = [
      order.number.toLowerCase(),
      'spares 50%',
      '%_',
      part.toLowerCase(),
      part.slice(2, 6),
      'no such',
    ];
    for (const term of terms) {
      const expected = await matchedBefore(term);
      const page = await listed(`search=${encodeURIComponent(term)}&page_size=30`);
      expect(page.count, term).toBe(expected.length);
      expect(
        page.results.map((o) => o.id),
        term,
      ).toEqual(expected.slice(0, 30));
    }
    expect((await listed(`search=${encodeURIComponent('spares 50%')}`)).results[0]?.id).toBe(
      order.id,
    );
  });

  it('orders by the supplier name both ways, newest first within a supplier, with the filters', async () => {
    await buy(1);
    for (const direction of ['ASC', 'DESC'] as const) {
      const { rows } = await sql<{ id: number }>`SELECT po.id FROM purchase_order po
        WHERE po.confirmed = false
        ORDER BY (SELECT name FROM company WHERE id = po.supplier_id) ${sql.raw(direction)} NULLS LAST,
          po.id DESC`.execute(server.db);
      const ordering = direction === 'ASC' ? 'supplier' : '-supplier';
      const page = await listed(`order_by=${ordering}&confirmed=false&page_size=30`);
      expect(page.count).toBe(rows.length);
      expect(page.results.map((o) => o.id)).toEqual(rows.slice(0, 30).map((row) => row.id));
      const names = page.results.map((o) => o.supplier.name);
      expect(new Set(names).size, 'more than one supplier').toBeGreaterThan(1);
    }
  });
});

describe('get_excel/', () => {
  it('is the purchase order as an .xlsx, read back: head, positions, total; no price where none is set', async () => {
    const bought = await buy(2);
    // One bought without an offer's price (0: not priced): its price cells stay blank.
    const unpriced = bought.positions[0] as PurchasePosition;
    await server.db
      .updateTable('purchase_position')
      .set({ unit_price: 0 })
      .where('id', '=', unpriced.id)
      .execute();
    const order = (await asBuyer<PurchaseOrderDetail>('GET', `purchase_order/${bought.id}/`)).body;
    const response = await fetch(
      new URL(`${users.buyer.role}/purchase_order/${order.id}/get_excel/`, server.baseUrl),
      { headers: { Authorization: `JWT ${users.buyer.access}` } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toContain(`${order.number}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet('Purchase order');
    const cells = (sheet?.getSheetValues() ?? []).flat().map(String);
    expect(cells).toContain(`Purchase order ${order.number}`);
    for (const position of order.positions) expect(cells).toContain(position.part_number);
    expect(cells).toContain(String(order.total));
    const rows = sheet?.getRows(1, sheet.rowCount) ?? [];
    const row = rows.find((r) => r.getCell(2).value === unpriced.part_number);
    expect(row?.getCell(5).value).toBe(unpriced.quantity);
    expect(row?.getCell(6).value).toBeNull();
    expect(row?.getCell(7).value).toBeNull();
    expect((await asBuyer('GET', 'purchase_order/99999999/get_excel/')).status).toBe(404);
  });
});

describe('positions', () => {
  it('carry a problem flag, comments (offer-related too) and a purchase manager', async () => {
    const order = await buy(2);
    const [first, second] = order.positions as [PurchasePosition, PurchasePosition];
    const flagged = await asBuyer<PurchasePosition>(
      'PATCH',
      `position_purchase/${first.id}/has_problem/`,
      { has_problem: true },
    );
    expect(flagged.body.has_problem).toBe(true);
    await asBuyer('PATCH', `position_purchase/${first.id}/add_comment/`, { text: 'Tag missing.' });
    const offer = await server.db
      .selectFrom('supplier_offer')
      .select('id')
      .executeTakeFirstOrThrow();
    const related = await asBuyer<PurchasePosition>(
      'POST',
      `position_purchase/${first.id}/add_offer_related_comment/`,
      { offer: offer.id, text: 'Cheaper at this offer.' },
    );
    expect(related.body.comments.map((c) => [c.text, c.offer])).toEqual([
      ['Tag missing.', null],
      ['Cheaper at this offer.', offer.id],
    ]);
    const manager = await contactIdOf(server.db, 'buyer');
    const assigned = await asBuyer<PurchasePosition[]>(
      'PATCH',
      'position_purchase/assign_purchase_manager/',
      { positions: [first.id, second.id], purchase_manager: manager },
    );
    expect(assigned.body.map((p) => p.purchase_manager?.id)).toEqual([manager, manager]);
    const problems = await asBuyer<Paginated<PurchasePosition>>(
      'GET',
      `position_purchase/?purchase_order=${order.id}&has_problem=true`,
    );
    expect(problems.body.results.map((p) => p.id)).toEqual([first.id]);
  });

  it('refuses an empty comment, an unknown offer or manager, and an unknown position; nothing changes', async () => {
    const order = await buy(1);
    const [position] = order.positions as [PurchasePosition];
    const comments = await countRows(server.db, 'purchase_position_comment');
    const empty = await asBuyer('PATCH', `position_purchase/${position.id}/add_comment/`, {
      text: ' ',
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toHaveProperty('text');
    const offer = await asBuyer(
      'POST',
      `position_purchase/${position.id}/add_offer_related_comment/`,
      {
        offer: 99_999_999,
        text: 'x',
      },
    );
    expect(offer.status).toBe(400);
    expect(offer.body).toHaveProperty('offer');
    const assign = await asBuyer('PATCH', 'position_purchase/assign_purchase_manager/', {
      positions: [position.id, 99_999_999],
      purchase_manager: 99_999_999,
    });
    expect(assign.status).toBe(400);
    expect(assign.body).toHaveProperty('purchase_manager');
    expect(assign.body).toHaveProperty(['positions.1']);
    expect(await countRows(server.db, 'purchase_position_comment')).toBe(comments);
  });
});

describe('unit_price/', () => {
  it('prices a position, and the order total follows; confirmed, the price stays as it was', async () => {
    const order = await buy(2);
    const [first, second] = order.positions as [PurchasePosition, PurchasePosition];
    const priced = await asBuyer<PurchasePosition>(
      'PATCH',
      `position_purchase/${first.id}/unit_price/`,
      { unit_price: 1234.565 },
    );
    expect(priced.status).toBe(200);
    expect(priced.body.unit_price).toBe(1234.57);
    const read = await asBuyer<PurchaseOrderDetail>('GET', `purchase_order/${order.id}/`);
    expect(read.body.total).toBeCloseTo(
      1234.57 * first.quantity + second.unit_price * second.quantity,
      2,
    );

    await asBuyer('PATCH', `purchase_order/${order.id}/confirm_purchase/`);
    const refused = await asBuyer('PATCH', `position_purchase/${first.id}/unit_price/`, {
      unit_price: 10,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      detail: `${order.number} is confirmed: cancel its confirmation before changing it.`,
    });
    const after = await asBuyer<PurchaseOrderDetail>('GET', `purchase_order/${order.id}/`);
    expect(after.body.positions.find((p) => p.id === first.id)?.unit_price).toBe(1234.57);
  });

  it('refuses a price of 0, a negative one, text and an unknown position; nothing changes', async () => {
    const order = await buy(1);
    const [position] = order.positions as [PurchasePosition];
    for (const [unit_price, message] of [
      [0, 'A price is more than 0.'],
      [-5, 'A price is more than 0.'],
      ['cheap', 'Enter the price.'],
    ] as const) {
      const response = await asBuyer('PATCH', `position_purchase/${position.id}/unit_price/`, {
        unit_price,
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ unit_price: [message] });
    }
    const unknown = await asBuyer('PATCH', 'position_purchase/99999999/unit_price/', {
      unit_price: 5,
    });
    expect(unknown.status).toBe(404);
    const read = await asBuyer<PurchaseOrderDetail>('GET', `purchase_order/${order.id}/`);
    expect(read.body.positions[0]?.unit_price).toBe(position.unit_price);
    expect(
      (
        await calls.auditor('PATCH', `position_purchase/${position.id}/unit_price/`, {
          unit_price: 5,
        })
      ).status,
    ).toBe(403);
  });
});

describe('who may', () => {
  it('the auditor reads and may not write; a client and the sales manager have no purchases', async () => {
    const order = await buy(1);
    const asAuditor = calls.auditor;
    expect((await asAuditor('GET', `purchase_order/${order.id}/`)).status).toBe(200);
    expect((await asAuditor('PATCH', `purchase_order/${order.id}/confirm_purchase/`)).status).toBe(
      403,
    );
    expect((await calls.client('GET', 'purchase_order/')).status).toBe(403);
    expect((await calls.sales('GET', 'purchase_order/')).status).toBe(403);
  });
});
