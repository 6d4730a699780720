/**
 * Consolidations over HTTP (spec §3, §4, §5, §7 "Consolidation") as the LLP manager: made between
 * two points of the categories §9 names, products added from its starting point, quantities
 * decreased (0 takes a product out), departed (products on the way), departure cancelled,
 * departed again and arrived (products in stock at the destination), documents added, changed
 * and removed, the timeline of it all, and the list's filters. Refusals change nothing.
 */
import { describe, expect, it } from 'vitest';
import type { Paginated } from '../../src-shared/api/results.ts';
import type { Consolidation, ConsolidationDetail } from '../../src-shared/api/consolidation.ts';
import type { StoredFile } from '../../src-shared/api/file.ts';
import type { Product, ProductDetail } from '../../src-shared/api/product.ts';
import { COMPANY_CATEGORY } from '../../src-shared/domain/constants.ts';
import { companiesOfCategory, countRows, serverForTests } from './helpers.ts';
import { caller, listReader } from './sales-helpers.ts';

const { server, users } = serverForTests(['logistics', 'warehouse', 'client']);
const asLogistics = caller(server, users.logistics);
const asWarehouse = caller(server, users.warehouse);

/** One of a consolidation's actions (its path below consolidation/<id>/), as logistics. */
function actOn<T = Record<string, unknown>>(
  consolidation: { id: number },
  action: string,
  body?: unknown,
) {
  return asLogistics<T>('POST', `consolidation/${consolidation.id}/${action}/`, body);
}

/** A dated step (departure, arrive) that succeeds: the answer has the new status and the date sent. */
async function datedStep(
  consolidation: ConsolidationDetail,
  action: 'departure' | 'arrive',
  date: { shipping_date: string } | { arrival_date: string },
  status: ConsolidationDetail['consolidation_status'],
) {
  const response = await actOn<ConsolidationDetail>(consolidation, action, date);
  expect(response.body).toMatchObject({ consolidation_status: status, ...date });
  return response;
}

async function companiesOf(category: number): Promise<number[]> {
  return (await companiesOfCategory(server.db, category)).map((company) => company.id);
}

async function stockAt(warehouse: number, quantity = 3): Promise<ProductDetail> {
  const response = await asWarehouse<ProductDetail>('POST', 'product/', {
    part_number: 'CN-TEST-1',
    quantity,
    warehouse,
  });
  expect(response.status).toBe(201);
  return response.body;
}

async function newConsolidation(): Promise<{
  consolidation: ConsolidationDetail;
  from: number;
  to: number;
}> {
  const [from, to] = await companiesOf(COMPANY_CATEGORY.ownWarehouse);
  const response = await asLogistics<ConsolidationDetail>('POST', 'consolidation/', {
    from_point: from,
    to_point: to,
    target_date: '2026-12-20',
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { consolidation: response.body, from: from as number, to: to as number };
}

describe('a consolidation', () => {
  it('ships products: departs, comes back, departs again and arrives where it went', async () => {
    const { consolidation, from, to } = await newConsolidation();
    expect(consolidation.number).toMatch(/^CN-\d{4}-\d{5}$/);
    expect(consolidation.consolidation_status).toBe('forming');
    const one = await stockAt(from);
    const two = await stockAt(from);
    const added = await actOn<ConsolidationDetail>(consolidation, 'add_products', {
      products: [
        { id: one.id, quantity: 3 },
        { id: two.id, quantity: 2 },
      ],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toMatchObject({ products_count: 2, quantity: 5 });

    await datedStep(consolidation, 'departure', { shipping_date: '2026-11-20' }, 'on_way');
    const travelling = await asWarehouse<ProductDetail>('GET', `product/${one.id}/`);
    expect(travelling.body.status).toBe('on_way');
    const twice = await actOn<{ detail: string }>(consolidation, 'departure', {
      shipping_date: '2026-11-21',
    });
    expect(twice.status).toBe(400);
    expect(twice.body.detail).toMatch(/departed already/);

    const back = await actOn<ConsolidationDetail>(consolidation, 'cancel_departure');
    expect(back.body).toMatchObject({ consolidation_status: 'forming', shipping_date: null });
    expect((await asWarehouse<ProductDetail>('GET', `product/${one.id}/`)).body.status).toBe(
      'in_stock',
    );

    await datedStep(consolidation, 'departure', { shipping_date: '2026-11-22' }, 'on_way');
    const early = await actOn(consolidation, 'arrive', {
      arrival_date: '2026-11-01',
    });
    expect(early.status).toBe(400);
    expect(early.body).toHaveProperty('arrival_date');
    const arrived = await datedStep(
      consolidation,
      'arrive',
      { arrival_date: '2026-11-25' },
      'arrived',
    );
    const there = await asWarehouse<ProductDetail>('GET', `product/${one.id}/`);
    expect(there.body).toMatchObject({ status: 'in_stock', warehouse: { id: to } });
    expect(arrived.body.timeline.map((event) => event.action)).toEqual([
      'created',
      'products_added',
      'departed',
      'departure_cancelled',
      'departed',
      'arrived',
    ]);
  });

  it('decreases quantities; 0 takes a product out; more or below 0 is refused', async () => {
    const { consolidation, from } = await newConsolidation();
    const one = await stockAt(from, 5);
    const two = await stockAt(from, 2);
    await actOn(consolidation, 'add_products', {
      products: [
        { id: one.id, quantity: 5 },
        { id: two.id, quantity: 2 },
      ],
    });
    const more = await actOn(consolidation, 'decrease_products_quantity', {
      products: [{ id: one.id, quantity: 6 }],
    });
    expect(more.status).toBe(400);
    const negative = await actOn(consolidation, 'decrease_products_quantity', {
      products: [{ id: one.id, quantity: -1 }],
    });
    expect(negative.status).toBe(400);
    const decreased = await actOn<ConsolidationDetail>(
      consolidation,
      'decrease_products_quantity',
      {
        products: [
          { id: one.id, quantity: 2 },
          { id: two.id, quantity: 0 },
        ],
      },
    );
    expect(decreased.body.products.map((p) => [p.id, p.quantity])).toEqual([[one.id, 2]]);
  });

  it('takes only products in stock at its start, once, for what there is', async () => {
    const { consolidation, from, to } = await newConsolidation();
    const here = await stockAt(from, 1);
    const elsewhere = await stockAt(to, 1);
    const refused = await actOn(consolidation, 'add_products', {
      products: [
        { id: here.id, quantity: 2 },
        { id: elsewhere.id, quantity: 1 },
      ],
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body).sort()).toEqual(['products.0', 'products.1']);
    await actOn(consolidation, 'add_products', {
      products: [{ id: here.id, quantity: 1 }],
    });
    const other = await newConsolidation();
    const again = await asLogistics<Record<string, string[]>>(
      'POST',
      `consolidation/${other.consolidation.id}/add_products/`,
      { products: [{ id: here.id, quantity: 1 }] },
    );
    expect(again.body['products.0']?.[0]).toMatch(/is in CN-/);
    const empty = await newConsolidation();
    const nothing = await actOn<{ detail: string }>(empty.consolidation, 'departure', {
      shipping_date: '2026-11-20',
    });
    expect(nothing.body.detail).toMatch(/no products/);
  });

  it('goes between two points of the categories it may, never from a point to itself', async () => {
    const [supplier] = await companiesOf(COMPANY_CATEGORY.supplier);
    const [warehouse] = await companiesOf(COMPANY_CATEGORY.ownWarehouse);
    const [client] = await companiesOf(COMPANY_CATEGORY.client);
    const before = await countRows(server.db, 'consolidation');
    const wrong = await asLogistics('POST', 'consolidation/', {
      from_point: warehouse,
      to_point: supplier,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toHaveProperty('to_point');
    // A client is somewhere it may go (spec §9: 1, 3, 4, 11), not somewhere it leaves from (3, 4, 11).
    const fromClient = await asLogistics('POST', 'consolidation/', {
      from_point: client,
      to_point: warehouse,
    });
    expect(fromClient.status).toBe(400);
    expect(fromClient.body).toEqual({
      from_point: ['Choose one of our legal entities or a warehouse.'],
    });
    const same = await asLogistics('POST', 'consolidation/', {
      from_point: warehouse,
      to_point: warehouse,
    });
    expect(same.status).toBe(400);
    expect(await countRows(server.db, 'consolidation')).toBe(before);
    const toClient = await asLogistics('POST', 'consolidation/', {
      from_point: warehouse,
      to_point: client,
    });
    expect(toClient.status).toBe(201);

    // One that left from a client before origins excluded clients may still change where it goes.
    const { consolidation } = await newConsolidation();
    await server.db
      .updateTable('consolidation')
      .set({ from_point_id: client })
      .where('id', '=', consolidation.id)
      .execute();
    const moved = await asLogistics('PATCH', `consolidation/${consolidation.id}/`, {
      to_point: warehouse,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  });

  it('keeps logistic and customs documents', async () => {
    const { consolidation } = await newConsolidation();
    const withAwb = await actOn<ConsolidationDetail>(consolidation, 'logistic_document', {
      number: 'AWB 176-12345675',
      document_date: '2026-11-20',
    });
    expect(withAwb.status).toBe(201);
    const [awb] = withAwb.body.logistic_documents;
    expect(awb).toMatchObject({ number: 'AWB 176-12345675', files_count: 0 });
    const changed = await asLogistics<ConsolidationDetail>(
      'PATCH',
      `consolidation/${consolidation.id}/logistic_document/${awb?.id}/`,
      { comment: 'Two pieces' },
    );
    expect(changed.body.logistic_documents[0]?.comment).toBe('Two pieces');
    expect(
      (
        await asLogistics(
          'PATCH',
          `consolidation/${consolidation.id}/customs_document/${awb?.id}/`,
          { comment: 'x' },
        )
      ).status,
    ).toBe(404);
    expect((await actOn(consolidation, 'customs_document', {})).status).toBe(400);
    const removed = await asLogistics<ConsolidationDetail>(
      'DELETE',
      `consolidation/${consolidation.id}/logistic_document/${awb?.id}/`,
    );
    expect(removed.body.logistic_documents).toEqual([]);
  });

  it('keeps its own files (model consolidation): attached by logistics, read by the warehouse', async () => {
    const { consolidation } = await newConsolidation();
    const form = new FormData();
    form.append('name', 'Packing list');
    form.append('category', 'logistics');
    form.append('uuid', consolidation.uuid);
    form.append('model', 'consolidation');
    form.append('file', new Blob(['%PDF-1.4 packing list'], { type: 'application/pdf' }), 'PL.pdf');
    const uploaded = await fetch(new URL(`${users.logistics.role}/upload/`, server.baseUrl), {
      method: 'POST',
      headers: { Authorization: `JWT ${users.logistics.access}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const file = (await uploaded.json()) as StoredFile;
    expect(file).toMatchObject({
      model: 'consolidation',
      owner_uuid: consolidation.uuid,
      original_name: 'PL.pdf',
    });
    const listed = await asWarehouse<StoredFile[]>(
      'GET',
      `files_map/consolidation/${consolidation.uuid}/`,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.map((row) => row.uuid)).toEqual([file.uuid]);
    // Another consolidation lists none of them.
    const other = (await newConsolidation()).consolidation;
    const none = await asLogistics<StoredFile[]>('GET', `files_map/consolidation/${other.uuid}/`);
    expect(none.body).toEqual([]);
  });
});

/** A page of the consolidations list as logistics, with the query given. */
const listed = listReader<Consolidation>(asLogistics, 'consolidation/?');

describe('the consolidations list', () => {
  it('shows the archive only when asked, and filters by status and bad products', async () => {
    const current = await listed('page_size=30');
    expect(current.results.some((c) => c.consolidation_status === 'arrived')).toBe(false);
    const archive = await listed('archived_consolidations=true');
    expect(archive.count).toBeGreaterThan(0);
    expect(archive.results.every((c) => c.consolidation_status === 'arrived')).toBe(true);
    const onWay = await listed('consolidation_status=on_way');
    expect(onWay.results.every((c) => c.consolidation_status === 'on_way')).toBe(true);
    const bad = await listed('bad_products=true&page_size=30');
    expect(bad.results.every((c) => c.bad_products > 0)).toBe(true);
  });

  it('is not the client’s, and the warehouseman only reads it', async () => {
    expect((await caller(server, users.client)('GET', 'consolidation/')).status).toBe(403);
    expect((await asWarehouse('GET', 'consolidation/')).status).toBe(200);
    expect(
      (await asWarehouse('POST', 'consolidation/', { from_point: 1, to_point: 2 })).status,
    ).toBe(403);
    const products = await asWarehouse<Paginated<Product>>('GET', 'product/?on_way=true');
    expect(products.status).toBe(200);
  });
});
