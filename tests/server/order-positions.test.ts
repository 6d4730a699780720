/**
 * Order positions across orders over HTTP (spec §7 "Order positions"): the list and its filters,
 * the bulk transitions (all or nothing, a reason per refused position), penalties, edit, delete
 * and comments, each refusal changing nothing; who may do what (a client sees its own only).
 */
import { describe, expect, it } from 'vitest';
import type { Paginated } from '../../src-shared/api/results.ts';
import type { OrderPositionItem } from '../../src-shared/api/order-position.ts';
import type { ProductStatus } from '../../src-shared/domain/product.ts';
import { countRows } from './helpers.ts';
import { serverWithCalls } from './sales-helpers.ts';

const { server, calls } = serverWithCalls(['sales', 'auditor', 'client', 'parts_search']);
const call = calls.sales;

type Page = Paginated<OrderPositionItem>;

/** Positions of the demo orders in a state, oldest first, `count` of them, none used before. */
const used = new Set<number>();
async function positions(state: { status: string; confirmed: boolean }, count: number) {
  const rows = await server.db
    .selectFrom('order_position')
    .select(['id', 'order_id'])
    .where('active_status', '=', state.status as 'active')
    .where('confirmed', '=', state.confirmed)
    .orderBy('id')
    .execute();
  const fresh = rows.filter((row) => !used.has(row.id)).slice(0, count);
  expect(fresh).toHaveLength(count);
  for (const row of fresh) used.add(row.id);
  return fresh.map((row) => row.id);
}

async function stateOf(ids: number[]) {
  return server.db
    .selectFrom('order_position')
    .select(['id', 'active_status', 'confirmed'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
}

/** The order positions products of a status are booked to. */
async function bookedPositions(status: ProductStatus) {
  const rows = await server.db
    .selectFrom('product')
    .select('order_position_id')
    .where('status', '=', status)
    .where('order_position_id', 'is not', null)
    .execute();
  return rows.map((row) => row.order_position_id);
}

/** The positions whose booked or bought products are in `status` (the product state filter). */
function positionsWithProducts(status: string) {
  return call<Paginated<OrderPositionItem>>(
    'GET',
    `order_position/?product_status=${status}&page_size=30`,
  );
}

describe('GET order_position/', () => {
  it('pages positions across orders, with order, client and follow-up fields', async () => {
    const page = await call<Page>('GET', 'order_position/?page_size=20');
    expect(page.status).toBe(200);
    expect(page.body.count).toBe(await countRows(server.db, 'order_position'));
    expect(page.body.results).toHaveLength(20);
    const first = page.body.results[0] as OrderPositionItem;
    expect(first.order_ref.number).toMatch(/^SO-/);
    expect(first.client.name).not.toBe('');
    expect(typeof first.confirmed).toBe('boolean');
  });

  it('filters by client, status, confirmation, problem and search, and orders by a field', async () => {
    const [one] = await server.db
      .selectFrom('order_position as p')
      .innerJoin('sales_order as o', 'o.id', 'p.order_id')
      .select(['o.company_id', 'p.part_number'])
      .orderBy('p.id')
      .limit(1)
      .execute();
    const byClient = await call<Page>('GET', `order_position/?client=${one?.company_id}`);
    expect(byClient.body.count).toBeGreaterThan(0);
    expect(byClient.body.results.every((p) => p.client.id === one?.company_id)).toBe(true);
    const canceled = await call<Page>('GET', 'order_position/?active_status=canceled');
    expect(canceled.body.results.every((p) => p.active_status === 'canceled')).toBe(true);
    const waiting = await call<Page>('GET', 'order_position/?active_status=active&confirmed=false');
    expect(waiting.body.results.every((p) => !p.confirmed && p.active_status === 'active')).toBe(
      true,
    );
    const problems = await call<Page>('GET', 'order_position/?has_problem=true');
    expect(problems.body.results.every((p) => p.has_problem)).toBe(true);
    const found = await call<Page>(
      'GET',
      `order_position/?search=${encodeURIComponent(one?.part_number ?? '')}`,
    );
    expect(found.body.results.some((p) => p.part_number === one?.part_number)).toBe(true);
    const ordered = await call<Page>('GET', 'order_position/?order_by=-total&page_size=30');
    const totals = ordered.body.results.map((p) => p.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });

  it('filters by the state of the products booked to a position or bought for it', async () => {
    const awaited = await positionsWithProducts('awaiting_from_supplier');
    expect(awaited.status).toBe(200);
    expect(awaited.body.count).toBeGreaterThan(0);
    const bought = await server.db
      .selectFrom('purchase_position as pp')
      .innerJoin('product as pr', 'pr.purchase_position_id', 'pp.id')
      .select('pp.order_position_id')
      .where('pr.status', '=', 'awaiting_from_supplier')
      .execute();
    const ids = new Set(bought.map((row) => row.order_position_id));
    for (const id of await bookedPositions('awaiting_from_supplier')) ids.add(id);
    expect(awaited.body.results.every((position) => ids.has(position.id))).toBe(true);
    const inStock = await positionsWithProducts('in_stock');
    const bookedInStock = new Set(await bookedPositions('in_stock'));
    expect(inStock.body.count).toBeGreaterThan(0);
    expect(inStock.body.results.every((position) => bookedInStock.has(position.id))).toBe(true);
    expect((await positionsWithProducts('lost')).status).toBe(400);
  });

  it('refuses an unknown filter value with a 400 naming it', async () => {
    const response = await call('GET', 'order_position/?active_status=lost&order_by=color');
    expect(response.status).toBe(400);
    expect(response.body).toHaveProperty('active_status');
    expect(response.body).toHaveProperty('order_by');
  });
});

describe('the bulk transitions', () => {
  it('confirm, cancel confirmation, cancel and return move every position named', async () => {
    const ids = await positions({ status: 'active', confirmed: false }, 2);
    const confirmed = await call<{ results: OrderPositionItem[] }>(
      'PATCH',
      'order_position/confirm_positions/',
      { positions: ids },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.results.map((p) => [p.id, p.confirmed])).toEqual(
      ids.map((id) => [id, true]),
    );
    expect(confirmed.body.results[0]?.confirmed_at).not.toBeNull();
    await call('PATCH', 'order_position/cancel_confirm_positions/', { positions: ids });
    expect((await stateOf(ids)).map((p) => p.confirmed)).toEqual([false, false]);
    const canceled = await call<{ results: OrderPositionItem[] }>(
      'PATCH',
      'order_position/cancel_positions/',
      { positions: ids, comment: 'The client found them elsewhere.' },
    );
    expect(canceled.body.results.map((p) => p.active_status)).toEqual(['canceled', 'canceled']);
    expect(canceled.body.results[0]?.last_comment?.text).toBe('The client found them elsewhere.');
    await call('PATCH', 'order_position/return_positions/', { positions: ids });
    expect((await stateOf(ids)).map((p) => p.active_status)).toEqual(['active', 'active']);
  });

  it('moves none when one may not move, with a reason per refused position', async () => {
    const [free] = await positions({ status: 'active', confirmed: false }, 1);
    const [done] = await positions({ status: 'active', confirmed: true }, 1);
    const ids = [free as number, done as number, 99_999_999];
    const before = await stateOf(ids);
    const refused = await call<{ detail: string; refused: { id: number; reason: string }[] }>(
      'PATCH',
      'order_position/confirm_positions/',
      { positions: ids },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.refused.map((r) => r.id)).toEqual([done, 99_999_999]);
    expect(refused.body.refused[0]?.reason).toMatch(
      /is confirmed: it can be confirmed only while it is active and not confirmed\./,
    );
    expect(refused.body.refused[1]?.reason).toBe('There is no order position with this id.');
    expect(await stateOf(ids)).toEqual(before);
    const empty = await call('PATCH', 'order_position/cancel_positions/', { positions: [] });
    expect(empty.status).toBe(400);
    expect(empty.body).toHaveProperty('positions');
  });
});

describe('penalties, edits, deletes and comments', () => {
  it('adds a penalty to a live position; refuses 0, an unknown position and a canceled one', async () => {
    const [id] = await positions({ status: 'active', confirmed: true }, 1);
    const added = await call<OrderPositionItem>('POST', 'order_position/add_penalty/', {
      position: id,
      amount: 150.5,
      reason: 'Delivered 4 days late.',
    });
    expect(added.status).toBe(201);
    expect(added.body.penalty_total).toBe(150.5);
    const penalties = await countRows(server.db, 'order_position_penalty');
    const zero = await call('POST', 'order_position/add_penalty/', {
      position: id,
      amount: 0,
      reason: 'x',
    });
    expect(zero.status).toBe(400);
    expect(zero.body).toHaveProperty('amount');
    const unknown = await call('POST', 'order_position/add_penalty/', {
      position: 99_999_999,
      amount: 10,
      reason: 'x',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toHaveProperty('position');
    const [canceled] = await positions({ status: 'canceled', confirmed: false }, 1);
    const late = await call('POST', 'order_position/add_penalty/', {
      position: canceled,
      amount: 10,
      reason: 'x',
    });
    expect(late.status).toBe(400);
    expect(await countRows(server.db, 'order_position_penalty')).toBe(penalties);
  });

  it('edits an active position (the total follows); refuses a quantity below 1 and a canceled one', async () => {
    const [id] = await positions({ status: 'active', confirmed: false }, 1);
    // The answer has what was sent, and the total that follows from it.
    const changes = {
      quantity: 3,
      unit_price: 120.25,
      planning_date: '2026-12-15',
      has_problem: true,
    };
    const edited = await call<OrderPositionItem>('PATCH', `order_position/${id}/`, changes);
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ ...changes, total: 360.75 });
    const zero = await call('PATCH', `order_position/${id}/`, { quantity: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body).toHaveProperty('quantity');
    const badType = await call('PATCH', `order_position/${id}/`, { delivery_type: 99_999 });
    expect(badType.status).toBe(400);
    expect(badType.body).toHaveProperty('delivery_type');
    const [canceled] = await positions({ status: 'canceled', confirmed: false }, 1);
    const refused = await call('PATCH', `order_position/${canceled}/`, { quantity: 2 });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ detail: expect.stringMatching(/is canceled/) });
  });

  it('deletes an unconfirmed position; a confirmed one is refused and stays', async () => {
    const [free] = await positions({ status: 'active', confirmed: false }, 1);
    const [done] = await positions({ status: 'active', confirmed: true }, 1);
    expect((await call('DELETE', `order_position/${free}/`)).status).toBe(204);
    expect(await stateOf([free as number])).toEqual([]);
    const refused = await call('DELETE', `order_position/${done}/`);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      detail: expect.stringMatching(/is confirmed: cancel its confirmation before deleting it\./),
    });
    expect(await stateOf([done as number])).toHaveLength(1);
  });

  it('adds a comment; an empty one is refused', async () => {
    const [id] = await positions({ status: 'active', confirmed: true }, 1);
    const added = await call<OrderPositionItem>('PATCH', `order_position/${id}/add_comment/`, {
      text: 'Supplier promised the tag by Friday.',
    });
    expect(added.status).toBe(200);
    expect(added.body.comments_count).toBe(1);
    expect(added.body.last_comment?.text).toBe('Supplier promised the tag by Friday.');
    const empty = await call('PATCH', `order_position/${id}/add_comment/`, { text: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toHaveProperty('text');
  });
});

describe('who may', () => {
  it('a client is refused positions across orders and their moves (it reads them per order)', async () => {
    const asClient = calls.client;
    expect((await asClient('GET', 'order_position/')).status).toBe(403);
    const [id] = await positions({ status: 'active', confirmed: false }, 1);
    expect(
      (await asClient('PATCH', 'order_position/confirm_positions/', { positions: [id] })).status,
    ).toBe(403);
    expect(await stateOf([id as number])).toEqual([
      { id, active_status: 'active', confirmed: false },
    ]);
  });

  it('an auditor reads and may not write; the parts search manager has no orders', async () => {
    const asAuditor = calls.auditor;
    expect((await asAuditor('GET', 'order_position/')).status).toBe(200);
    const [id] = await positions({ status: 'active', confirmed: false }, 1);
    expect(
      (await asAuditor('PATCH', `order_position/${id}/add_comment/`, { text: 'x' })).status,
    ).toBe(403);
    expect((await calls.parts_search('GET', 'order_position/')).status).toBe(403);
  });
});
