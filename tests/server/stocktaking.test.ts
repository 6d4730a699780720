/**
 * Stocktaking over HTTP (spec §3, §4, §7 "Stocktaking") as the warehouseman: made for one of our
 * warehouses, counted by scanning label codes and serial numbers (a second scan counts nothing),
 * products added one and many at a time and removed, confirmed with the day of the count (the
 * products are marked counted; save_donor fills missing donors), closed while confirmed, and the
 * confirmation cancelled. Bad input is refused with the field or a reason, changing nothing.
 */
import { describe, expect, it } from 'vitest';
import type { Paginated } from '../../src-shared/api/results.ts';
import type { ProductDetail } from '../../src-shared/api/product.ts';
import type {
  CountedProduct,
  ScanResult,
  Stocktaking,
  StocktakingDetail,
} from '../../src-shared/api/stocktaking.ts';
import { COMPANY_CATEGORY, MESSAGES } from '../../src-shared/domain/constants.ts';
import { STOCKTAKING_CLOSED } from '../../src-shared/domain/stocktaking.ts';
import { countRows, ownWarehouses, serverForTests } from './helpers.ts';
import { caller } from './sales-helpers.ts';

const { server, users } = serverForTests(['warehouse', 'client', 'logistics']);
const asWarehouse = caller(server, users.warehouse);

async function warehouses(): Promise<number[]> {
  return (await ownWarehouses(server.db)).map((row) => row.id);
}

/** A new product in stock in `warehouse`, with a serial number of its own. */
async function newProduct(warehouse: number, serial = ''): Promise<ProductDetail> {
  const response = await asWarehouse<ProductDetail>('POST', 'product/', {
    part_number: 'STK-TEST-1',
    quantity: 2,
    warehouse,
    serial_number: serial,
  });
  expect(response.status).toBe(201);
  return response.body;
}

async function newStocktaking(warehouse: number): Promise<StocktakingDetail> {
  const response = await asWarehouse<StocktakingDetail>('POST', 'stocktaking/', {
    title: 'Test count',
    warehouse,
    stocktaking_type: 'partial',
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

describe('counting by scanner', () => {
  it('counts a label code and a serial number once each, and says what it expects', async () => {
    const [first] = await warehouses();
    const stocktaking = await newStocktaking(first as number);
    expect(stocktaking).toMatchObject({ counted: 0, confirmed: false });
    expect(stocktaking.expected).toBeGreaterThan(0);
    const labelled = await newProduct(first as number);
    const serial = `SN-${Date.now()}`;
    const serialised = await newProduct(first as number, serial);

    const byLabel = await asWarehouse<ScanResult>('POST', `stocktaking/${stocktaking.id}/scan/`, {
      code: labelled.label_code.toLowerCase(),
    });
    expect(byLabel.status, JSON.stringify(byLabel.body)).toBe(200);
    expect(byLabel.body.message).toBe(MESSAGES.partAddedToStocktaking);
    expect(byLabel.body.counted.product.id).toBe(labelled.id);
    expect(byLabel.body.counted.output).toBe(2);
    expect(byLabel.body.stocktaking.counted).toBe(1);

    const bySerial = await asWarehouse<ScanResult>('POST', `stocktaking/${stocktaking.id}/scan/`, {
      code: ` ${serial} `,
    });
    expect(bySerial.body.counted.product.id).toBe(serialised.id);

    const again = await asWarehouse<{ detail: string }>(
      'POST',
      `stocktaking/${stocktaking.id}/scan/`,
      { code: labelled.label_code },
    );
    expect(again.status).toBe(400);
    expect(again.body.detail).toMatch(/already counted/);
    const read = await asWarehouse<StocktakingDetail>('GET', `stocktaking/${stocktaking.id}/`);
    expect(read.body.counted).toBe(2);
    expect(read.body.products.map((p) => p.product.id)).toEqual([serialised.id, labelled.id]);
    const missing = await asWarehouse<CountedProduct['product'][]>(
      'GET',
      `stocktaking/${stocktaking.id}/missing/`,
    );
    expect(missing.body.map((p) => p.id)).not.toContain(labelled.id);
  });

  it('refuses an unknown code, a product of another warehouse, and an empty scan', async () => {
    const [first, second] = await warehouses();
    const stocktaking = await newStocktaking(first as number);
    const elsewhere = await newProduct(second as number);
    const far = await asWarehouse<{ detail: string }>(
      'POST',
      `stocktaking/${stocktaking.id}/scan/`,
      { code: elsewhere.label_code },
    );
    expect(far.status).toBe(400);
    expect(far.body.detail).toMatch(/is recorded in .*, not here/);
    const unknown = await asWarehouse('POST', `stocktaking/${stocktaking.id}/scan/`, {
      code: 'NO-SUCH-SERIAL-XYZ',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toHaveProperty('code');
    expect(
      (await asWarehouse('POST', `stocktaking/${stocktaking.id}/scan/`, { code: '  ' })).status,
    ).toBe(400);
    const read = await asWarehouse<StocktakingDetail>('GET', `stocktaking/${stocktaking.id}/`);
    expect(read.body.counted).toBe(0);
  });
});

describe('a stocktaking', () => {
  it('takes products one and many at a time, and lets one go', async () => {
    const [first] = await warehouses();
    const stocktaking = await newStocktaking(first as number);
    const one = await newProduct(first as number);
    const two = await newProduct(first as number);
    const three = await newProduct(first as number);
    const added = await asWarehouse<CountedProduct>('POST', 'stocktaking_product/', {
      stocktaking: stocktaking.id,
      product: one.id,
      output: 1,
    });
    expect(added.status).toBe(201);
    expect(added.body.output).toBe(1);
    const twice = await asWarehouse('POST', 'stocktaking_product/create_many/', {
      stocktaking: stocktaking.id,
      products: [two.id, one.id],
    });
    expect(twice.status).toBe(400);
    expect(twice.body).toHaveProperty(['products.1']);
    const many = await asWarehouse<StocktakingDetail>('POST', 'stocktaking_product/create_many/', {
      stocktaking: stocktaking.id,
      products: [two.id, three.id],
    });
    expect(many.body.counted).toBe(3);
    expect(
      (
        await asWarehouse('POST', 'stocktaking_product/', {
          stocktaking: stocktaking.id,
          product: two.id,
          output: -1,
        })
      ).status,
    ).toBe(400);
    const removed = await asWarehouse('DELETE', `stocktaking_product/${added.body.id}/`);
    expect(removed.status).toBe(204);
    const read = await asWarehouse<StocktakingDetail>('GET', `stocktaking/${stocktaking.id}/`);
    expect(read.body.counted).toBe(2);
  });

  it('is confirmed with the day of the count: closed then, until the confirmation is cancelled', async () => {
    const [first] = await warehouses();
    const stocktaking = await newStocktaking(first as number);
    const product = await newProduct(first as number);
    await asWarehouse('POST', `stocktaking/${stocktaking.id}/scan/`, { code: product.label_code });
    /** Confirms the stocktaking as of `body.confirm_date` (the screen's confirm dialog). */
    const confirm = (body: { confirm_date: string; save_donor?: string }) =>
      asWarehouse<StocktakingDetail>(
        'PATCH',
        `stocktaking/${stocktaking.id}/confirm_stocktaking/`,
        body,
      );

    const notADate = await confirm({ confirm_date: '2026-02-30' });
    expect(notADate.status).toBe(400);
    expect(notADate.body).toHaveProperty('confirm_date');
    const future = await confirm({ confirm_date: '2199-01-01' });
    expect(future.status).toBe(400);
    expect(
      (await asWarehouse<StocktakingDetail>('GET', `stocktaking/${stocktaking.id}/`)).body
        .confirmed,
    ).toBe(false);

    const confirmed = await confirm({ confirm_date: '2026-01-15', save_donor: 'MSN 9999' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ confirmed: true, confirm_date: '2026-01-15' });
    const counted = await asWarehouse<ProductDetail>('GET', `product/${product.id}/`);
    expect(counted.body.counted_at?.slice(0, 10)).toBe('2026-01-15');
    expect(counted.body.donor).toBe('MSN 9999');

    const other = await newProduct(first as number);
    const closed = await asWarehouse<{ detail: string }>(
      'POST',
      `stocktaking/${stocktaking.id}/scan/`,
      { code: other.label_code },
    );
    expect(closed.body.detail).toBe(STOCKTAKING_CLOSED);
    expect((await asWarehouse('DELETE', `stocktaking/${stocktaking.id}/`)).status).toBe(400);
    expect(
      (await asWarehouse('PATCH', `stocktaking/${stocktaking.id}/`, { title: 'Renamed' })).status,
    ).toBe(400);

    const reopened = await asWarehouse<StocktakingDetail>(
      'PATCH',
      `stocktaking/${stocktaking.id}/cancel_confirm_stocktaking/`,
    );
    expect(reopened.body).toMatchObject({ confirmed: false, confirm_date: null });
    expect(
      (await asWarehouse('PATCH', `stocktaking/${stocktaking.id}/cancel_confirm_stocktaking/`))
        .status,
    ).toBe(400);
    expect((await asWarehouse('DELETE', `stocktaking/${stocktaking.id}/`)).status).toBe(204);
  });

  it('is made only for one of our warehouses, and listed with its filters', async () => {
    const client = await server.db
      .selectFrom('company')
      .select('id')
      .where('category_id', '=', COMPANY_CATEGORY.client)
      .executeTakeFirstOrThrow();
    const before = await countRows(server.db, 'stocktaking');
    const refused = await asWarehouse('POST', 'stocktaking/', { title: 'x', warehouse: client.id });
    expect(refused.status).toBe(400);
    expect(refused.body).toHaveProperty('warehouse');
    expect(await countRows(server.db, 'stocktaking')).toBe(before);
    const confirmed = await asWarehouse<Paginated<Stocktaking>>(
      'GET',
      'stocktaking/?confirmed=true&page_size=30',
    );
    expect(confirmed.body.count).toBeGreaterThan(0);
    expect(confirmed.body.results.every((s) => s.confirmed)).toBe(true);
    const open = await asWarehouse<Paginated<Stocktaking>>('GET', 'stocktaking/?confirmed=false');
    expect(open.body.results.every((s) => !s.confirmed)).toBe(true);
  });

  it('is not the client’s, and logistics does not count', async () => {
    expect((await caller(server, users.client)('GET', 'stocktaking/')).status).toBe(403);
    const logistics = caller(server, users.logistics);
    expect((await logistics('POST', 'stocktaking/', { title: 'x', warehouse: 1 })).status).toBe(
      403,
    );
  });
});
