/**
 * Warehouse products over HTTP (spec §3 "Product" and its filter flags, §4, §7 "Products") as the
 * warehouseman and the warehouse superman: the list with every flag, paging and ordering; one
 * product, its extra data, serial numbers, inspection and children; ready / not for sale; booking
 * to an order position and its cancel; statistics, field values, projects, locations, the
 * warehouse's row copy. Bad input is refused with the field or a reason and changes nothing; the
 * client and the logistics role are refused what is not theirs.
 */
import { describe, expect, it } from 'vitest';
import type {
  Location,
  PositionToBook,
  Product,
  ProductDetail,
  ProductExtraData,
  ProductStatistics,
} from '../../src-shared/api/product.ts';
import type { RefItem } from '../../src-shared/api/home.ts';
import type { BulkRefusal } from '../../src-shared/api/rfq.ts';
import { COMPANY_CATEGORY, MESSAGES } from '../../src-shared/domain/constants.ts';
import { PRODUCT_FLAG_NAMES, productLabelCode } from '../../src-shared/domain/product.ts';
import { countRows, firstIdWhere, ownWarehouses, serverForTests } from './helpers.ts';
import { caller, firstCompanyOfCategory, listReader, uniquePartNumber } from './sales-helpers.ts';

const { server, users } = serverForTests([
  'warehouse',
  'warehouse_superman',
  'auditor',
  'client',
  'logistics',
]);
const asWarehouse = caller(server, users.warehouse);
const asAuditor = caller(server, users.auditor);

const page = listReader<Product>(asWarehouse, 'product/?');

function warehouses(): Promise<{ id: number; name: string }[]> {
  return ownWarehouses(server.db);
}

function locationOf(warehouse: number): Promise<number> {
  return firstIdWhere(server.db, 'warehouse_location', 'warehouse_id', warehouse);
}

/** A new product in stock of a known part (the first of `warehouse`'s locations). */
async function newProduct(fields: Record<string, unknown> = {}): Promise<ProductDetail> {
  const [first] = await warehouses();
  const warehouse = (fields.warehouse as number | undefined) ?? first?.id;
  const part = await server.db
    .selectFrom('inventory')
    .select('part_number')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const response = await asWarehouse<ProductDetail>('POST', 'product/', {
    part_number: part.part_number,
    quantity: 1,
    warehouse,
    location: await locationOf(warehouse as number),
    ...fields,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

describe('the products list', () => {
  it('filters by every flag: each flag=true and flag=false split the list between them', async () => {
    const total = (await page('page_size=10')).count;
    expect(total).toBeGreaterThan(4000);
    for (const flag of PRODUCT_FLAG_NAMES) {
      if (flag === 'request_category' || flag === 'archived') continue;
      const yes = await page(`${flag}=true&page_size=30`);
      const no = await page(`${flag}=false&page_size=10`);
      expect(yes.count, flag).toBeGreaterThan(0);
      expect(yes.count + no.count, flag).toBe(total);
    }
  });

  it('shows what each flag promises', async () => {
    const check = async (flag: string, holds: (product: Product) => boolean) => {
      const { results } = await page(`${flag}=true&page_size=30`);
      expect(results.length, flag).toBeGreaterThan(0);
      for (const product of results) expect(holds(product), `${flag} ${product.id}`).toBe(true);
    };
    await check('awaiting_from_supplier', (p) => p.status === 'awaiting_from_supplier');
    await check('ready_for_sale', (p) => p.sale_status === 'ready_for_sale');
    await check('on_way', (p) => p.status === 'on_way');
    await check('mro', (p) => p.status === 'at_mro');
    await check('sold_parts', (p) => p.status === 'sold');
    await check('inspected', (p) => p.inspected_at !== null);
    await check('hard_time', (p) => p.due_date !== null);
    await check('no_project', (p) => p.project === '');
    await check('nz', (p) => p.nz);
    await check('calc_sv', (p) => p.status === 'in_stock' && p.sale_price === null);
    await check('eng_or_apu_or_ldg', (p) =>
      ['engine', 'apu', 'landing_gear'].includes(p.component_type ?? ''),
    );
    await check('can_be_added_to_consolidation', (p) => p.status === 'in_stock' && !p.archived);
    await check('docs_problem', (p) => p.docs_problem);
    await check('action_to_be_done', (p) => p.action_to_be_done !== '');
  });

  it('leaves archived products out unless asked for them', async () => {
    const archived = await page('archived=true&page_size=30');
    expect(archived.count).toBeGreaterThan(0);
    expect(archived.results.every((p) => p.archived)).toBe(true);
    const plain = await page('page_size=30');
    expect(plain.results.some((p) => p.archived)).toBe(false);
  });

  it('finds a product by its label code, and a part number however it is typed', async () => {
    const product = await newProduct();
    const byLabel = await page(`search=${productLabelCode(product.id)}`);
    expect(byLabel.results.map((p) => p.id)).toEqual([product.id]);
    const typed = product.part_number.toLowerCase().replace(/-/g, ' ');
    const byPart = await page(`part_number=${encodeURIComponent(typed)}&page_size=30`);
    expect(byPart.results.some((p) => p.id === product.id)).toBe(true);
  });

  it('pages and orders', async () => {
    const first = await page('page_size=20&order_by=part_number');
    const second = await page('page_size=20&page=2&order_by=part_number');
    const parts = [...first.results, ...second.results].map((p) => p.part_number);
    expect(parts).toEqual([...parts].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set([...first.results, ...second.results].map((p) => p.id)).size).toBe(40);
    expect((await asWarehouse('GET', 'product/?order_by=cost')).status).toBe(400);
    expect((await asWarehouse('GET', 'product/?ready_for_sale=yes')).status).toBe(400);
  });

  it('counts what it filters: statistics agree with the list', async () => {
    const stats = await asWarehouse<ProductStatistics>(
      'GET',
      'product/get_products_statistics/?inspected=true',
    );
    expect(stats.status).toBe(200);
    expect(stats.body.count).toBe((await page('inspected=true')).count);
    expect(stats.body.flags.inspected).toBe(stats.body.count);
    const byStatus = Object.values(stats.body.by_status).reduce((sum, n) => sum + n, 0);
    expect(byStatus).toBe(stats.body.count);
  });
});

describe('one product', () => {
  it('is created in one of our warehouses, linked to its part, and read back whole', async () => {
    const product = await newProduct({ donor: 'MSN 4242', project: 'Test teardown' });
    expect(product).toMatchObject({ status: 'in_stock', sale_status: 'not_for_sale' });
    expect(product.inventory).not.toBeNull();
    expect(product.label_code).toBe(productLabelCode(product.id));
    const read = await asWarehouse<ProductDetail>('GET', `product/${product.id}/`);
    expect(read.body).toMatchObject({ id: product.id, donor: 'MSN 4242', serial_numbers: [] });
    const extra = await asWarehouse<ProductExtraData>('GET', `product/${product.id}/extra_data/`);
    expect(extra.body).toMatchObject({ purchase: null, files_count: 0 });
  });

  it('refuses a company that is not our warehouse and a location of another; nothing is made', async () => {
    const [first, second] = await warehouses();
    const client = await firstCompanyOfCategory(server.db, COMPANY_CATEGORY.client);
    const before = await countRows(server.db, 'product');
    // Each refused body, and the field the refusal names.
    const refused: [Record<string, unknown>, string][] = [
      [{ warehouse: client.id }, 'warehouse'],
      [{ warehouse: first?.id, location: await locationOf(second?.id as number) }, 'location'],
      [{ warehouse: first?.id, quantity: 0 }, 'quantity'],
    ];
    for (const [body, field] of refused) {
      const response = await asWarehouse('POST', 'product/', {
        part_number: uniquePartNumber(),
        quantity: 1,
        ...body,
      });
      expect(response.status).toBe(400);
      expect(response.body).toHaveProperty(field);
    }
    expect(await countRows(server.db, 'product')).toBe(before);
  });

  it('moves to another warehouse off its shelf; a bad date changes nothing', async () => {
    const product = await newProduct();
    const [, second] = await warehouses();
    const moved = await asWarehouse<ProductDetail>('PATCH', `product/${product.id}/`, {
      warehouse: second?.id,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ warehouse: { id: second?.id }, location: null });
    const bad = await asWarehouse('PATCH', `product/${product.id}/`, {
      due_date: '2026-13-45',
      donor: 'changed',
    });
    expect(bad.status).toBe(400);
    expect((await asWarehouse<ProductDetail>('GET', `product/${product.id}/`)).body.donor).toBe('');
  });

  it('keeps serial numbers once each, no more than its units', async () => {
    const product = await newProduct({ quantity: 2 });
    const added = await asWarehouse<ProductDetail>(
      'PATCH',
      `product/${product.id}/add_serial_number/`,
      { serial_numbers: ['SN-1'] },
    );
    expect(added.body.serial_numbers.map((s) => s.serial_number)).toEqual(['SN-1']);
    const twice = await asWarehouse('PATCH', `product/${product.id}/add_serial_number/`, {
      serial_numbers: ['sn-1'],
    });
    expect(twice.status).toBe(400);
    expect(twice.body).toHaveProperty(['serial_numbers.0']);
    const tooMany = await asWarehouse('PATCH', `product/${product.id}/add_serial_number/`, {
      serial_numbers: ['SN-2', 'SN-3'],
    });
    expect(tooMany.status).toBe(400);
    const lower = await asWarehouse('PATCH', `product/${product.id}/`, { quantity: 0 });
    expect(lower.status).toBe(400);
    const after = await asWarehouse<ProductDetail>('GET', `product/${product.id}/`);
    expect(after.body.serial_numbers).toHaveLength(1);
  });

  it('is inspected once, by whom, and its inspection comment changes after', async () => {
    const product = await newProduct();
    const inspected = await asWarehouse<ProductDetail>(
      'POST',
      `product/${product.id}/inspection/`,
      {
        comment: 'Seals intact.',
      },
    );
    expect(inspected.status).toBe(200);
    expect(inspected.body.inspection).toMatchObject({ comment: 'Seals intact.' });
    expect(inspected.body.inspection?.by).not.toBeNull();
    expect((await asWarehouse('POST', `product/${product.id}/inspection/`, {})).status).toBe(400);
    const changed = await asWarehouse<ProductDetail>('PATCH', `product/${product.id}/inspection/`, {
      comment: 'Seals intact; tag re-issued.',
    });
    expect(changed.body.inspection?.comment).toBe('Seals intact; tag re-issued.');
    const awaited = await newProduct({ status: 'awaiting_from_supplier' });
    const early = await asWarehouse<{ detail: string }>(
      'POST',
      `product/${awaited.id}/inspection/`,
      {},
    );
    expect(early.status).toBe(400);
    expect(early.body.detail).toMatch(/awaiting from supplier/);
    expect((await asWarehouse('PATCH', `product/${awaited.id}/inspection/`, {})).status).toBe(400);
  });

  it('holds children of its own warehouse, one assembly deep', async () => {
    const parent = await newProduct();
    const child = await newProduct();
    const [, second] = await warehouses();
    const far = await newProduct({ warehouse: second?.id });
    const refused = await asWarehouse('POST', `product/${parent.id}/add_children/`, {
      children_list: [child.id, far.id],
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toHaveProperty(['children_list.1']);
    const none = await asWarehouse<Product[]>('GET', `product/${parent.id}/get_children/`);
    expect(none.body).toEqual([]);
    const added = await asWarehouse<Product[]>('POST', `product/${parent.id}/add_children/`, {
      children_list: [child.id],
    });
    expect(added.body.map((p) => p.id)).toEqual([child.id]);
    expect(added.body[0]?.parent).toMatchObject({ id: parent.id });
    const deeper = await asWarehouse('POST', `product/${child.id}/add_children/`, {
      children_list: [far.id],
    });
    expect(deeper.status).toBe(400);
    const read = await asWarehouse<ProductDetail>('GET', `product/${parent.id}/`);
    expect(read.body.children_count).toBe(1);
  });

  it('shows our cost only to the roles that price, and is refused to the client', async () => {
    const product = await newProduct({ cost: 1234.5 });
    const warehouse = await asWarehouse<ProductDetail>('GET', `product/${product.id}/`);
    expect(warehouse.body).not.toHaveProperty('cost');
    const auditor = await asAuditor<ProductDetail>('GET', `product/${product.id}/`);
    expect(auditor.body.cost).toBe(1234.5);
    const client = caller(server, users.client);
    expect((await client('GET', `product/${product.id}/`)).status).toBe(403);
    expect((await client('GET', 'product/')).status).toBe(403);
  });

  it('renames the purchase order it was bought on; bought on none, or a blank name, is refused and nothing changes', async () => {
    const bought = await server.db
      .selectFrom('product')
      .select('id')
      .where('purchase_position_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const path = `product/${bought.id}/change_purchase_order_name/`;
    const orderName = async () =>
      (await asWarehouse<ProductExtraData>('GET', `product/${bought.id}/extra_data/`)).body.purchase
        ?.purchase_order.name;
    const renamed = await asWarehouse<ProductExtraData>('POST', path, {
      name: 'Lufthansa teardown lot',
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.purchase?.purchase_order.name).toBe('Lufthansa teardown lot');
    // The order's own name, as the purchase orders read it.
    const order = await server.db
      .selectFrom('purchase_order')
      .select('name')
      .where('id', '=', renamed.body.purchase?.purchase_order.id as number)
      .executeTakeFirstOrThrow();
    expect(order.name).toBe('Lufthansa teardown lot');

    const blank = await asWarehouse('POST', path, { name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toHaveProperty('name');
    const none = await newProduct();
    const refused = await asWarehouse('POST', `product/${none.id}/change_purchase_order_name/`, {
      name: 'Other',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      detail: 'This product was bought on no purchase order: there is none to rename.',
    });
    const logistics = caller(server, users.logistics);
    expect((await logistics('POST', path, { name: 'Other' })).status).toBe(403);
    expect(await orderName()).toBe('Lufthansa teardown lot');
  });

  it('is read, not changed, by logistics', async () => {
    const product = await newProduct();
    const logistics = caller(server, users.logistics);
    expect((await logistics('GET', `product/${product.id}/`)).status).toBe(200);
    expect((await logistics('PATCH', `product/${product.id}/`, { donor: 'x' })).status).toBe(403);
  });
});

describe('ready for sale', () => {
  it('moves all or none: reserve stock (NZ) refuses the whole call', async () => {
    const ok = await newProduct();
    const reserve = await newProduct({ nz: true });
    const refused = await asWarehouse<BulkRefusal>('POST', 'product/make_ready_for_sale/', {
      products: [ok.id, reserve.id],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.refused.map((r) => r.id)).toEqual([reserve.id]);
    expect((await asWarehouse<ProductDetail>('GET', `product/${ok.id}/`)).body.sale_status).toBe(
      'not_for_sale',
    );
    const ready = await asWarehouse<{ detail: string; results: Product[] }>(
      'POST',
      'product/make_ready_for_sale/',
      { products: [ok.id] },
    );
    expect(ready.body.detail).toBe(MESSAGES.productReadyForSale);
    expect(ready.body.results[0]?.sale_status).toBe('ready_for_sale');
    const back = await asWarehouse<{ results: Product[] }>('POST', 'product/make_not_for_sale/', {
      products: [ok.id],
    });
    expect(back.body.results[0]?.sale_status).toBe('not_for_sale');
    expect(
      (await asWarehouse('POST', 'product/make_ready_for_sale/', { products: [] })).status,
    ).toBe(400);
  });
});

describe('booking', () => {
  /** An active order position and a product of its part, in stock and free. */
  async function positionWithProduct(quantity = 1) {
    const position = await server.db
      .selectFrom('order_position')
      .select(['id', 'inventory_id', 'part_number'])
      .where('active_status', '=', 'active')
      .where('inventory_id', 'is not', null)
      .orderBy('id', 'desc')
      .offset(Math.floor(Math.random() * 50))
      .executeTakeFirstOrThrow();
    const product = await newProduct({ part_number: position.part_number, quantity });
    return { position, product };
  }

  it('offers the position its part in stock, books it, refuses it twice, and cancels', async () => {
    const { position, product } = await positionWithProduct();
    const offered = await asWarehouse<Product[]>(
      'GET',
      `order_position/${position.id}/products_for_booking/`,
    );
    expect(offered.body.map((p) => p.id)).toContain(product.id);
    const wanting = await asWarehouse<PositionToBook[]>(
      'GET',
      `product/positions_to_book/?products=${product.id}`,
    );
    expect(wanting.body.map((p) => p.id)).toContain(position.id);
    expect((await asWarehouse('GET', 'product/positions_to_book/?products=1;2')).status).toBe(400);
    const booked = await asWarehouse<{ results: Product[] }>('POST', 'product/booking/', {
      order_position: position.id,
      products: [{ id: product.id, quantity: 1 }],
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(booked.body.results[0]?.booking?.order_position).toBe(position.id);
    const after = await asWarehouse<PositionToBook[]>(
      'GET',
      `product/positions_to_book/?products=${product.id}`,
    );
    expect(after.body.find((p) => p.id === position.id)?.booked).toBeGreaterThanOrEqual(1);
    const again = await asWarehouse<BulkRefusal>('POST', 'product/booking/', {
      order_position: position.id,
      products: [{ id: product.id, quantity: 1 }],
    });
    expect(again.status).toBe(400);
    expect(again.body.refused[0]?.reason).toMatch(/booked already/);
    const offeredAfter = await asWarehouse<Product[]>(
      'GET',
      `order_position/${position.id}/products_for_booking/`,
    );
    expect(offeredAfter.body.map((p) => p.id)).not.toContain(product.id);
    expect((await asWarehouse('DELETE', `product/${product.id}/`)).status).toBe(400);
    const cancelled = await asWarehouse<ProductDetail>(
      'POST',
      `product/${product.id}/cancel_booking/`,
    );
    expect(cancelled.body.booking).toBeNull();
    expect((await asWarehouse('POST', `product/${product.id}/cancel_booking/`)).status).toBe(400);
    expect((await asWarehouse('DELETE', `product/${product.id}/`)).status).toBe(204);
  });

  it('splits a lot: the units booked become a product of their own', async () => {
    const { position, product } = await positionWithProduct(5);
    const booked = await asWarehouse<{ results: Product[] }>('POST', 'product/booking/', {
      order_position: position.id,
      products: [{ id: product.id, quantity: 2 }],
    });
    expect(booked.status).toBe(200);
    const [split] = booked.body.results;
    expect(split).toMatchObject({ quantity: 2, part_number: product.part_number });
    expect(split?.id).not.toBe(product.id);
    const rest = await asWarehouse<ProductDetail>('GET', `product/${product.id}/`);
    expect(rest.body).toMatchObject({ quantity: 3, booking: null });
  });

  it('refuses another part, more than there is, and an unknown position; nothing is booked', async () => {
    const { position, product } = await positionWithProduct(1);
    const other = await newProduct({ part_number: uniquePartNumber() });
    const refused = await asWarehouse<BulkRefusal>('POST', 'product/booking/', {
      order_position: position.id,
      products: [
        { id: product.id, quantity: 3 },
        { id: other.id, quantity: 1 },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.refused.map((r) => r.id)).toEqual([product.id, other.id]);
    const unknown = await asWarehouse('POST', 'product/booking/', {
      order_position: 99_999_999,
      products: [{ id: product.id, quantity: 1 }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toHaveProperty('order_position');
    const still = await asWarehouse<ProductDetail>('GET', `product/${product.id}/`);
    expect(still.body.booking).toBeNull();
  });
});

describe('the warehouse helpers', () => {
  it('lists the conditions a product may be in, as base_info does', async () => {
    const conditions = await asWarehouse<RefItem[]>('GET', 'condition/');
    expect(conditions.status).toBe(200);
    const base = await asWarehouse<{ condition: RefItem[] }>('GET', 'home/base_info/');
    expect(conditions.body).toEqual(base.body.condition);
    expect(conditions.body.map((condition) => condition.code)).toEqual(
      expect.arrayContaining(['NE', 'OH', 'SV']),
    );
  });

  it('lists locations per warehouse, field values, projects and the stock of a part', async () => {
    const [first] = await warehouses();
    const located = await asWarehouse<Location[]>('GET', `location/?warehouse=${first?.id}`);
    expect(located.body.length).toBeGreaterThan(10);
    expect(located.body.every((l) => l.warehouse.id === first?.id)).toBe(true);
    const donors = await asWarehouse<string[]>('POST', 'product/get_field_values/', {
      field_name: 'donor',
    });
    expect(donors.body.length).toBeGreaterThan(0);
    expect(
      (await asWarehouse('POST', 'product/get_field_values/', { field_name: 'cost' })).status,
    ).toBe(400);
    const projects = await asWarehouse<{ project: string; products: number }[]>(
      'GET',
      'product/get_projects/',
    );
    expect(projects.body.every((p) => p.project !== '' && p.products > 0)).toBe(true);
    const product = await newProduct();
    const aggregation = await asWarehouse<{ rows: { quantity: number }[] }>(
      'GET',
      `inventory/${product.inventory?.id}/products_aggregation/`,
    );
    expect(aggregation.body.rows.reduce((sum, row) => sum + row.quantity, 0)).toBeGreaterThan(0);
  });

  it('copies rows as the warehouse pastes them into its spreadsheet', async () => {
    const product = await newProduct({ description: 'Valve\twith a tab' });
    const copy = await asWarehouse<{ text: string; rows: number }>(
      'POST',
      'product/get_warehouse_row_copy/',
      { products: [product.id] },
    );
    const [head, line] = copy.body.text.split('\n');
    expect(head?.split('\t')[0]).toBe('Label');
    const cells = line?.split('\t') ?? [];
    expect(cells).toHaveLength(9);
    expect(cells[0]).toBe(product.label_code);
    expect(cells[2]).toBe('Valve with a tab');
    const unknown = await asWarehouse('POST', 'product/get_warehouse_row_copy/', {
      products: [99_999_999],
    });
    expect(unknown.status).toBe(400);
  });
});
