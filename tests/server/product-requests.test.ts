/**
 * Product requests over HTTP (spec §3 "Product request", §7 "Product requests") as the
 * warehouseman: filed over existing, not archived products (each once) with a category, a target
 * date not in the past, a priority and a comment; edited while open; closed many at a time, all
 * or nothing with a reason per refused request; deleted. The products list's `request_category`
 * filter follows the open requests. Bad input is refused with the field or a reason, changing
 * nothing; a client and a role without 'product' write are refused.
 */
import { describe, expect, it } from 'vitest';
import type { Paginated } from '../../src-shared/api/results.ts';
import type { Product, ProductDetail, ProductExtraData } from '../../src-shared/api/product.ts';
import type { ProductRequest, ProductRequestDetail } from '../../src-shared/api/product-request.ts';
import type { BulkRefusal } from '../../src-shared/api/rfq.ts';
import { MESSAGES } from '../../src-shared/domain/constants.ts';
import {
  productRequestNumber,
  REQUEST_CLOSED,
  REQUEST_CLOSED_ALREADY,
  REQUEST_NOT_FOUND,
  TARGET_DATE_PAST,
} from '../../src-shared/domain/product-request.ts';
import { todayIso } from '../../src-server/db/refs.ts';
import { countRows, expectMostUrgentFirst, firstOwnWarehouse, serverForTests } from './helpers.ts';
import { caller } from './sales-helpers.ts';

const { server, users } = serverForTests([
  'warehouse',
  'warehouse_superman',
  'client',
  'logistics',
  'sales',
]);
const asWarehouse = caller(server, users.warehouse);

function daysFromToday(days: number): string {
  return todayIso(new Date(Date.now() + days * 86_400_000));
}

let sequence = 0;

/** A new product in stock in our first warehouse, with a part number of its own. */
async function newProduct(extra: Record<string, unknown> = {}): Promise<ProductDetail> {
  const warehouse = await firstOwnWarehouse(server.db);
  sequence += 1;
  const response = await asWarehouse<ProductDetail>('POST', 'product/', {
    part_number: `PRQ-${Date.now()}-${sequence}`,
    quantity: 1,
    warehouse: warehouse.id,
    ...extra,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function categories(): Promise<number[]> {
  const rows = await server.db
    .selectFrom('ref_request_category')
    .select('id')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

async function newRequest(body: Record<string, unknown>): Promise<ProductRequestDetail> {
  const response = await asWarehouse<ProductRequestDetail>('POST', 'product_request/', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function productIdsOfCategory(category: number): Promise<number[]> {
  const found: number[] = [];
  for (let page = 1; ; page += 1) {
    const response = await asWarehouse<Paginated<Product>>(
      'GET',
      `product/?request_category=${category}&page_size=30&page=${page}`,
    );
    expect(response.status).toBe(200);
    found.push(...response.body.results.map((p) => p.id));
    if (!response.body.next) return found;
  }
}

describe('filing a request', () => {
  it('files a request over products, answers it with them, and lists it', async () => {
    const [category] = await categories();
    const one = await newProduct({ description: 'Starter generator' });
    const two = await newProduct();
    const target = daysFromToday(7);
    const created = await newRequest({
      products: [one.id, two.id],
      category,
      target_date: target,
      priority: 'URGENT',
      comment: 'For the A320 overhaul',
    });
    expect(created).toMatchObject({
      number: productRequestNumber(created.id),
      category: { id: category },
      target_date: target,
      priority: 'URGENT',
      comment: 'For the A320 overhaul',
      closed: false,
      products_count: 2,
      part_numbers: [one.part_number, two.part_number],
    });
    expect(created.created_by?.id).toBe(users.warehouse.claims.user_id);
    expect(created.products).toEqual([
      {
        id: one.id,
        label_code: one.label_code,
        part_number: one.part_number,
        description: 'Starter generator',
        warehouse: one.warehouse,
        quantity: 1,
        status: 'in_stock',
      },
      expect.objectContaining({ id: two.id, label_code: two.label_code }),
    ]);

    const read = await asWarehouse<ProductRequestDetail>('GET', `product_request/${created.id}/`);
    expect(read.body).toEqual(created);
    const listed = await asWarehouse<Paginated<ProductRequest>>(
      'GET',
      `product_request/?search=${encodeURIComponent(one.part_number)}`,
    );
    expect(listed.body.results.map((r) => r.id)).toEqual([created.id]);
    const extra = await asWarehouse<ProductExtraData>('GET', `product/${one.id}/extra_data/`);
    expect(extra.body.requests.map((r) => r.id)).toContain(created.id);
  });

  it('takes only the products and category, and the priority ROUTINE unless said', async () => {
    const [category] = await categories();
    const product = await newProduct();
    const created = await newRequest({ products: [product.id], category });
    expect(created).toMatchObject({ priority: 'ROUTINE', target_date: null, comment: '' });
    const today = await newRequest({ products: [product.id], category, target_date: todayIso() });
    expect(today.target_date).toBe(todayIso());
  });

  it('refuses each bad request with its field, filing nothing', async () => {
    const [category] = await categories();
    const product = await newProduct();
    const archived = await newProduct({ archived: true });
    const before = await countRows(server.db, 'product_request');
    const good = { products: [product.id], category, target_date: daysFromToday(3) };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, products: [] }, 'products'],
      [{ ...good, products: undefined }, 'products'],
      [{ ...good, products: [2_000_000_000] }, 'products.0'],
      [{ ...good, products: [product.id, product.id] }, 'products.1'],
      [{ ...good, products: [archived.id] }, 'products.0'],
      [{ ...good, category: 999_999 }, 'category'],
      [{ ...good, category: undefined }, 'category'],
      [{ ...good, target_date: daysFromToday(-1) }, 'target_date'],
      [{ ...good, target_date: '2026-02-30' }, 'target_date'],
      [{ ...good, target_date: 'tomorrow' }, 'target_date'],
      [{ ...good, priority: 'SOON' }, 'priority'],
      [{ ...good, comment: 'x'.repeat(2001) }, 'comment'],
    ];
    for (const [body, field] of cases) {
      const response = await asWarehouse<Record<string, string[]>>(
        'POST',
        'product_request/',
        body,
      );
      expect(response.status, `${JSON.stringify(body).slice(0, 80)} ${field}`).toBe(400);
      expect(response.body, field).toHaveProperty([field]);
    }
    const past = await asWarehouse<Record<string, string[]>>('POST', 'product_request/', {
      ...good,
      target_date: daysFromToday(-1),
    });
    expect(past.body.target_date).toEqual([TARGET_DATE_PAST]);
    const archivedRefusal = await asWarehouse<Record<string, string[]>>(
      'POST',
      'product_request/',
      { ...good, products: [archived.id] },
    );
    expect(archivedRefusal.body['products.0']?.[0]).toMatch(/archived/);
    expect(await countRows(server.db, 'product_request')).toBe(before);
  });
});

describe('an open request', () => {
  it('is edited: target date, priority, comment; bad values change nothing', async () => {
    const [category] = await categories();
    const product = await newProduct();
    const created = await newRequest({ products: [product.id], category, priority: 'STOCK' });
    const path = `product_request/${created.id}/`;
    const edited = await asWarehouse<ProductRequestDetail>('PATCH', path, {
      target_date: daysFromToday(10),
      priority: 'AOG',
      comment: ' Aircraft on ground in Riga ',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      target_date: daysFromToday(10),
      priority: 'AOG',
      comment: 'Aircraft on ground in Riga',
      products_count: 1,
    });
    const cleared = await asWarehouse<ProductRequestDetail>('PATCH', path, { target_date: null });
    expect(cleared.body).toMatchObject({ target_date: null, priority: 'AOG' });

    for (const [body, field] of [
      [{ target_date: daysFromToday(-2) }, 'target_date'],
      [{ target_date: '2026-13-01' }, 'target_date'],
      [{ priority: 'LATER' }, 'priority'],
      [{ comment: 'x'.repeat(2001) }, 'comment'],
    ] as const) {
      const refused = await asWarehouse('PATCH', path, body);
      expect(refused.status).toBe(400);
      expect(refused.body).toHaveProperty([field]);
    }
    const empty = await asWarehouse('PATCH', path, {});
    expect(empty.status).toBe(400);
    const read = await asWarehouse<ProductRequestDetail>('GET', path);
    expect(read.body).toMatchObject({
      target_date: null,
      priority: 'AOG',
      comment: 'Aircraft on ground in Riga',
    });
    expect((await asWarehouse('PATCH', 'product_request/999999/', { comment: 'x' })).status).toBe(
      404,
    );
  });

  it('is deleted, its products stay', async () => {
    const [category] = await categories();
    const product = await newProduct();
    const created = await newRequest({ products: [product.id], category });
    expect((await asWarehouse('DELETE', `product_request/${created.id}/`)).status).toBe(204);
    expect((await asWarehouse('GET', `product_request/${created.id}/`)).status).toBe(404);
    expect((await asWarehouse('DELETE', `product_request/${created.id}/`)).status).toBe(404);
    expect((await asWarehouse('GET', `product/${product.id}/`)).status).toBe(200);
    expect(await productIdsOfCategory(category as number)).not.toContain(product.id);
  });
});

describe('closing requests', () => {
  it('closes all or none, with a reason for each refused one', async () => {
    const [, category] = await categories();
    const product = await newProduct();
    const open = await newRequest({ products: [product.id], category });
    const other = await newRequest({ products: [product.id], category });
    const closedAlready = await newRequest({ products: [(await newProduct()).id], category });
    const first = await asWarehouse('POST', 'product_request/multy_close_request/', {
      requests: [closedAlready.id],
    });
    expect(first.status).toBe(200);

    const refused = await asWarehouse<BulkRefusal>('POST', 'product_request/multy_close_request/', {
      requests: [open.id, closedAlready.id, 999_999],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toMatch(/No request was closed\. 2 of 3/);
    expect(refused.body.refused).toEqual([
      {
        id: closedAlready.id,
        number: productRequestNumber(closedAlready.id),
        reason: REQUEST_CLOSED_ALREADY,
      },
      { id: 999_999, number: productRequestNumber(999_999), reason: REQUEST_NOT_FOUND },
    ]);
    const still = await asWarehouse<ProductRequestDetail>('GET', `product_request/${open.id}/`);
    expect(still.body.closed).toBe(false);

    for (const [body, field] of [
      [{ requests: [] }, 'requests'],
      [{ requests: ['x'] }, 'requests.0'],
      [{}, 'requests'],
    ] as const) {
      const bad = await asWarehouse('POST', 'product_request/multy_close_request/', body);
      expect(bad.status).toBe(400);
      expect(bad.body).toHaveProperty([field]);
    }

    const closed = await asWarehouse<{ detail: string; results: ProductRequest[] }>(
      'POST',
      'product_request/multy_close_request/',
      { requests: [open.id, other.id, open.id] },
    );
    expect(closed.status).toBe(200);
    expect(closed.body.detail).toBe(MESSAGES.updated);
    expect(closed.body.results.map((r) => [r.id, r.closed])).toEqual([
      [open.id, true],
      [other.id, true],
    ]);
  });

  it('a closed request refuses edits and leaves the products list’s request filter', async () => {
    const [, , category] = await categories();
    const product = await newProduct();
    const created = await newRequest({ products: [product.id], category, comment: 'Kept' });
    expect(await productIdsOfCategory(category as number)).toContain(product.id);
    const otherCategory = (await categories()).find((id) => id !== category) as number;
    expect(await productIdsOfCategory(otherCategory)).not.toContain(product.id);

    await asWarehouse('POST', 'product_request/multy_close_request/', { requests: [created.id] });
    expect(await productIdsOfCategory(category as number)).not.toContain(product.id);
    const extra = await asWarehouse<ProductExtraData>('GET', `product/${product.id}/extra_data/`);
    expect(extra.body.requests.map((r) => r.id)).not.toContain(created.id);

    const edit = await asWarehouse<{ detail: string }>('PATCH', `product_request/${created.id}/`, {
      comment: 'Changed',
    });
    expect(edit.status).toBe(400);
    expect(edit.body.detail).toBe(REQUEST_CLOSED);
    const read = await asWarehouse<ProductRequestDetail>('GET', `product_request/${created.id}/`);
    expect(read.body).toMatchObject({ closed: true, comment: 'Kept' });

    const open = await asWarehouse<Paginated<ProductRequest>>(
      'GET',
      `product_request/?search=${encodeURIComponent(product.part_number)}`,
    );
    expect(open.body.count).toBe(0);
    const closed = await asWarehouse<Paginated<ProductRequest>>(
      'GET',
      `product_request/?closed=true&search=${encodeURIComponent(product.part_number)}`,
    );
    expect(closed.body.results.map((r) => r.id)).toEqual([created.id]);
  });
});

describe('the list', () => {
  it('shows the open requests unless asked, filtered and sorted', async () => {
    const all = await asWarehouse<Paginated<ProductRequest>>(
      'GET',
      'product_request/?page_size=30',
    );
    expect(all.status).toBe(200);
    expect(all.body.count).toBeGreaterThan(0);
    expect(all.body.results.every((r) => !r.closed)).toBe(true);
    const closed = await asWarehouse<Paginated<ProductRequest>>(
      'GET',
      'product_request/?closed=true&page_size=30',
    );
    expect(closed.body.count).toBeGreaterThan(0);
    expect(closed.body.results.every((r) => r.closed)).toBe(true);

    const [category] = await categories();
    const byCategory = await asWarehouse<Paginated<ProductRequest>>(
      'GET',
      `product_request/?category=${category}&page_size=30`,
    );
    expect(byCategory.body.results.every((r) => r.category.id === category)).toBe(true);
    const aog = await asWarehouse<Paginated<ProductRequest>>(
      'GET',
      'product_request/?priority=AOG&page_size=30',
    );
    expect(aog.body.results.every((r) => r.priority === 'AOG')).toBe(true);

    const product = await newProduct();
    const mine = await newRequest({
      products: [product.id],
      category,
      comment: `Needle ${product.part_number}-comment`,
    });
    const byComment = await asWarehouse<Paginated<ProductRequest>>(
      'GET',
      `product_request/?search=${encodeURIComponent(`${product.part_number}-comment`)}`,
    );
    expect(byComment.body.results.map((r) => r.id)).toEqual([mine.id]);
    const byLabel = await asWarehouse<Paginated<ProductRequest>>(
      'GET',
      `product_request/?search=${product.label_code}`,
    );
    expect(byLabel.body.results.map((r) => r.id)).toEqual([mine.id]);
    const byCreator = await asWarehouse<Paginated<ProductRequest>>(
      'GET',
      `product_request/?created_by=${users.warehouse.claims.user_id}&page_size=30`,
    );
    expect(byCreator.body.count).toBeGreaterThan(0);
    expect(
      byCreator.body.results.every((r) => r.created_by?.id === users.warehouse.claims.user_id),
    ).toBe(true);

    const urgentFirst = await asWarehouse<Paginated<ProductRequest>>(
      'GET',
      'product_request/?ordering=priority&page_size=30',
    );
    expectMostUrgentFirst(urgentFirst.body.results);
    const latest = await asWarehouse<Paginated<ProductRequest>>(
      'GET',
      'product_request/?ordering=-target_date&page_size=30',
    );
    const dates = latest.body.results.map((r) => r.target_date).filter((d) => d !== null);
    expect(dates).toEqual([...dates].sort().reverse());

    for (const query of ['ordering=comment', 'priority=SOON', 'closed=maybe', 'category=x']) {
      expect((await asWarehouse('GET', `product_request/?${query}`)).status, query).toBe(400);
    }
  });
});

describe('who may', () => {
  it('the warehouse files and closes; readers of products read; a client sees nothing', async () => {
    const [category] = await categories();
    const product = await newProduct();
    const superman = caller(server, users.warehouse_superman);
    const filed = await superman<ProductRequestDetail>('POST', 'product_request/', {
      products: [product.id],
      category,
    });
    expect(filed.status).toBe(201);

    const client = caller(server, users.client);
    expect((await client('GET', 'product_request/')).status).toBe(403);
    expect((await client('GET', `product_request/${filed.body.id}/`)).status).toBe(403);
    expect(
      (await client('POST', 'product_request/', { products: [product.id], category })).status,
    ).toBe(403);

    const before = await countRows(server.db, 'product_request');
    for (const name of ['logistics', 'sales'] as const) {
      const reader = caller(server, users[name]);
      expect((await reader('GET', 'product_request/')).status, name).toBe(200);
      expect((await reader('GET', `product_request/${filed.body.id}/`)).status, name).toBe(200);
      expect(
        (await reader('POST', 'product_request/', { products: [product.id], category })).status,
        name,
      ).toBe(403);
      expect(
        (await reader('PATCH', `product_request/${filed.body.id}/`, { comment: 'x' })).status,
        name,
      ).toBe(403);
      expect(
        (
          await reader('POST', 'product_request/multy_close_request/', {
            requests: [filed.body.id],
          })
        ).status,
        name,
      ).toBe(403);
      expect((await reader('DELETE', `product_request/${filed.body.id}/`)).status, name).toBe(403);
    }
    expect(await countRows(server.db, 'product_request')).toBe(before);
    const read = await asWarehouse<ProductRequestDetail>(
      'GET',
      `product_request/${filed.body.id}/`,
    );
    expect(read.body).toMatchObject({ closed: false, comment: '' });
  });
});
