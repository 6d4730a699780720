/**
 * Assessments over HTTP (spec §3 "Assessment", §7 "Products" and "Assessments"), against the real
 * database: the reasonable price of a product from known offers of its part and its alternates
 * (the formula of src-shared/domain/assessment.ts: the median in USD of the last 180 days' offers
 * in the condition group, times the outright margin step), the offer median of a part between
 * dates, assessments made, edited, calculated, approved (the products' sale prices set) and then
 * closed; sale prices set in bulk; the order a product is planned for; what an FG seller may
 * offer; and who may do what. Every refusal is a 400 that changes nothing.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  Assessment,
  AssessmentSaved,
  MedianPrice,
  ProductAssessment,
  ProductForAssessment,
  ReasonableAssessment,
} from '../../src-shared/api/assessment.ts';
import type { Paginated } from '../../src-shared/api/results.ts';
import type { Product, ProductDetail } from '../../src-shared/api/product.ts';
import type { BulkRefusal } from '../../src-shared/api/rfq.ts';
import {
  APPROVE_FROM_CALCULATED,
  ASSESSMENT_CLOSED,
  median,
  NO_OFFERS_NOTE,
  suggestedSalePrice,
  VALID_DATE_PAST,
} from '../../src-shared/domain/assessment.ts';
import { COMPANY_CATEGORY, MESSAGES } from '../../src-shared/domain/constants.ts';
import { partNumberKey } from '../../src-shared/domain/part-number.ts';
import {
  BOOKED_TO_ANOTHER_ORDER,
  PLANNED_ORDER_NOT_ACTIVE,
} from '../../src-server/areas/product/assessment-routes.ts';
import { countRows, firstOwnWarehouse, idsWhere, rowById } from './helpers.ts';
import { serverWithCalls } from './sales-helpers.ts';

const { server, calls } = serverWithCalls([
  'pricing',
  'warehouse',
  'warehouse_superman',
  'client',
  'fg_seller',
]);
const { pricing, warehouse } = calls;

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** The part with known offers: its own part number and an alternate in its group. */
const PART = 'ASM-TEST-100';
const ALTERNATE = 'ASM-TEST-100A';
const BARE = 'ASM-TEST-NO-OFFERS';

let warehouseId: number;
let conditionNe: number;

async function refId(table: 'ref_condition' | 'ref_currency', code: string): Promise<number> {
  const row = await server.db
    .selectFrom(table)
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function inventoryItem(partNumber: string, groupId: number): Promise<number> {
  const row = await server.db
    .insertInto('inventory')
    .values({
      part_number: partNumber,
      part_number_key: partNumberKey(partNumber),
      group_id: groupId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Offers of PART and ALTERNATE, condition NE unless said, as USD:
 *   in the window, NE: 100 (PART, today), 500 (PART, EUR 462.50 at 0.925, 10 days ago),
 *   300 (ALTERNATE, 30 days ago); outside: 10,000 (200 days ago); another condition: 50 (AR).
 */
beforeAll(async () => {
  warehouseId = (await firstOwnWarehouse(server.db)).id;
  conditionNe = await refId('ref_condition', 'NE');
  const conditionAr = await refId('ref_condition', 'AR');
  const usd = await refId('ref_currency', 'USD');
  const eur = await refId('ref_currency', 'EUR');
  await server.db
    .updateTable('currency_rate')
    .set({ rate: 0.925 })
    .where('currency_id', '=', eur)
    .execute();
  const supplier = await server.db
    .selectFrom('company')
    .select('id')
    .where('category_id', '<>', COMPANY_CATEGORY.ownWarehouse)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const group = await server.db
    .insertInto('inventory_group')
    .values({ name: PART })
    .returning('id')
    .executeTakeFirstOrThrow();
  const own = await inventoryItem(PART, group.id);
  const alternate = await inventoryItem(ALTERNATE, group.id);
  const bareGroup = await server.db
    .insertInto('inventory_group')
    .values({ name: BARE })
    .returning('id')
    .executeTakeFirstOrThrow();
  await inventoryItem(BARE, bareGroup.id);
  const offer = (
    inventory: number,
    price: number,
    currency: number,
    createdAt: Date,
    condition = conditionNe,
  ) => ({
    inventory_id: inventory,
    company_id: supplier.id,
    condition_id: condition,
    currency_id: currency,
    price,
    quantity: 1,
    created_at: createdAt,
    updated_at: createdAt,
  });
  await server.db
    .insertInto('supplier_offer')
    .values([
      offer(own, 100, usd, ago(0)),
      offer(own, 462.5, eur, ago(10)),
      offer(alternate, 300, usd, ago(30)),
      offer(own, 10_000, usd, ago(200)),
      offer(own, 50, usd, ago(5), conditionAr),
    ])
    .execute();
});

async function newProduct(
  partNumber = PART,
  fields: Record<string, unknown> = {},
): Promise<ProductDetail> {
  const response = await warehouse<ProductDetail>('POST', 'product/', {
    part_number: partNumber,
    quantity: 1,
    warehouse: warehouseId,
    condition: conditionNe,
    ...fields,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function newAssessment(products: number[], fields: Record<string, unknown> = {}) {
  const response = await pricing<AssessmentSaved>('POST', 'new_assessment/', {
    products,
    valid_date: inDays(30),
    condition_group: 'new',
    ...fields,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function salePrice(id: number): Promise<number | null> {
  const row = await rowById(server.db, 'product', id, ['sale_price']);
  return row.sale_price;
}

describe('the formula', () => {
  it('is the median times one plus the step margin, to cents, null without a median', () => {
    expect(median([500, 100, 300])).toBe(300);
    expect(median([100, 300, 500, 700])).toBe(400);
    expect(median([])).toBeNull();
    const steps = [
      { from: 0, percent: 45 },
      { from: 500, percent: 35 },
    ];
    expect(suggestedSalePrice(300, steps)).toEqual({ marginPercent: 45, price: 435 });
    expect(suggestedSalePrice(500, steps)).toEqual({ marginPercent: 35, price: 675 });
    expect(suggestedSalePrice(33.33, steps)?.price).toBe(48.33);
    expect(suggestedSalePrice(null, steps)).toBeNull();
  });

  it('prices a product from the offers of its part and alternates in its condition group', async () => {
    const product = await newProduct();
    const response = await pricing<ReasonableAssessment>(
      'GET',
      `product/${product.id}/get_reasonable_assessment/`,
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    // 100, 500 (EUR) and the alternate's 300: the old 10,000 and the AR 50 are not evidence.
    expect(response.body).toMatchObject({
      product: product.id,
      condition_group: 'new',
      median_price: 300,
      lowest_price: 100,
      highest_price: 500,
      offers_count: 3,
      margin_percent: 45,
      suggested_price: 435,
      currency: 'USD',
      note: null,
    });
    expect(response.body.part_numbers).toEqual([PART, ALTERNATE]);
  });

  it('answers nulls, and says so, for a part without offers', async () => {
    const product = await newProduct(BARE);
    const response = await pricing<ReasonableAssessment>(
      'GET',
      `product/${product.id}/get_reasonable_assessment/`,
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      median_price: null,
      suggested_price: null,
      offers_count: 0,
      note: NO_OFFERS_NOTE,
    });
    expect((await pricing('GET', 'product/999999/get_reasonable_assessment/')).status).toBe(404);
  });
});

describe('offer/median_price/', () => {
  it('takes a part number, its alternates and a date range, in any condition unless said', async () => {
    const all = await pricing<MedianPrice>(
      'GET',
      `offer/median_price/?part_number=${encodeURIComponent(' asm-test-100 ')}`,
    );
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    // 50 (AR), 100, 300, 500: the mean of the middle two is 200; 45 % on it.
    expect(all.body).toMatchObject({
      part_number: PART,
      median_price: 200,
      offers_count: 4,
      suggested_price: 290,
    });
    const old = await pricing<MedianPrice>(
      'GET',
      `offer/median_price/?part_number=${PART}&date_from=${ago(250).toISOString().slice(0, 10)}&date_to=${ago(150).toISOString().slice(0, 10)}`,
    );
    expect(old.body).toMatchObject({ median_price: 10_000, offers_count: 1 });
    const none = await pricing<MedianPrice>(
      'GET',
      `offer/median_price/?part_number=${PART}&date_from=2001-01-01&date_to=2001-12-31`,
    );
    expect(none.body).toMatchObject({ median_price: null, offers_count: 0 });
    expect(none.body.note).toBeTruthy();
  });

  it('refuses an unknown part number, reversed dates and a missing part number', async () => {
    const unknown = await pricing('GET', 'offer/median_price/?part_number=NO-SUCH-PART-XYZ');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toHaveProperty('part_number');
    const reversed = await pricing(
      'GET',
      `offer/median_price/?part_number=${PART}&date_from=2026-02-01&date_to=2026-01-01`,
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body).toHaveProperty('date_to');
    expect((await pricing('GET', 'offer/median_price/')).status).toBe(400);
  });
});

describe('an assessment', () => {
  it('is made of products, each priced at once, and saved with its message', async () => {
    const one = await newProduct();
    const two = await newProduct(BARE);
    const saved = await newAssessment([one.id, two.id], { pre_packing: true, comment: 'Q4' });
    expect(saved.detail).toBe(MESSAGES.assessmentSaved);
    expect(saved).toMatchObject({
      status: 'draft',
      condition_group: 'new',
      pre_packing: true,
      comment: 'Q4',
      products_count: 2,
    });
    expect(saved.number).toMatch(/^ASM-\d{4}-\d{5}$/);
    const [first, second] = saved.products;
    expect(first).toMatchObject({ median_price: 300, suggested_price: 435, chosen_price: null });
    expect(second).toMatchObject({ median_price: null, suggested_price: null });
  });

  it('refuses a past valid date, unknown, sold, archived or twice-chosen products, a bad group', async () => {
    const product = await newProduct();
    const sold = await newProduct(PART, { status: 'sold' });
    const archived = await newProduct(PART, { archived: true });
    const before = await countRows(server.db, 'assessment');
    const lines = await countRows(server.db, 'product_assessment');
    const cases: [Record<string, unknown>, string][] = [
      [{ products: [product.id], valid_date: '2001-01-01' }, 'valid_date'],
      [{ products: [999_999] }, 'products.0'],
      [{ products: [product.id, sold.id] }, 'products.1'],
      [{ products: [archived.id] }, 'products.0'],
      [{ products: [product.id, product.id] }, 'products.1'],
      [{ products: [product.id], condition_group: 'mint' }, 'condition_group'],
      [{ products: [] }, 'products'],
    ];
    for (const [fields, field] of cases) {
      const response = await pricing<Record<string, string[]>>('POST', 'new_assessment/', {
        valid_date: inDays(10),
        condition_group: 'new',
        ...fields,
      });
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(response.body, JSON.stringify(fields)).toHaveProperty([field]);
    }
    const past = await pricing<Record<string, string[]>>('POST', 'new_assessment/', {
      products: [product.id],
      valid_date: '2001-01-01',
      condition_group: 'new',
    });
    expect(past.body.valid_date).toEqual([VALID_DATE_PAST]);
    expect(await countRows(server.db, 'assessment')).toBe(before);
    expect(await countRows(server.db, 'product_assessment')).toBe(lines);
  });

  it('is calculated, then approved: each product sells at its chosen, else suggested, price', async () => {
    const chosen = await newProduct();
    const suggested = await newProduct();
    const soldSince = await newProduct();
    const saved = await newAssessment([chosen.id, suggested.id, soldSince.id]);
    const early = await pricing<Record<string, string[]>>(
      'PATCH',
      `full_assessments/${saved.id}/`,
      {
        status: 'approved',
      },
    );
    expect(early.status).toBe(400);
    expect(early.body.status).toEqual([APPROVE_FROM_CALCULATED]);
    const line = saved.products.find((entry) => entry.product.id === chosen.id);
    const picked = await pricing<ProductAssessment>(
      'PATCH',
      `full_product_assessments/${line?.id}/`,
      { chosen_price: 399.9 },
    );
    expect(picked.status).toBe(200);
    expect(picked.body.chosen_price).toBe(399.9);
    const zero = await pricing('PATCH', `full_product_assessments/${line?.id}/`, {
      chosen_price: 0,
    });
    expect(zero.status).toBe(400);

    const calculated = await pricing<AssessmentSaved>(
      'PATCH',
      `full_assessments/${saved.id}/calculate/`,
    );
    expect(calculated.status).toBe(200);
    expect(calculated.body.status).toBe('calculated');
    expect(calculated.body.calculated_at).not.toBeNull();
    // Calculation replaces the evidence and keeps the price chosen.
    expect(calculated.body.products.map((entry) => entry.chosen_price)).toEqual([
      399.9,
      null,
      null,
    ]);

    // Sold while it was valued: it keeps the price it was sold at.
    await server.db
      .updateTable('product')
      .set({ status: 'sold', sale_price: 777 })
      .where('id', '=', soldSince.id)
      .execute();
    const approved = await pricing<AssessmentSaved>('PATCH', `full_assessments/${saved.id}/`, {
      status: 'approved',
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', detail: MESSAGES.assessmentSaved });
    expect(await salePrice(chosen.id)).toBe(399.9);
    expect(await salePrice(suggested.id)).toBe(435);
    expect(await salePrice(soldSince.id)).toBe(777);

    // Approved is closed: no edit, calculation, line change, addition or deletion.
    const extra = await newProduct();
    const refusals = [
      await pricing('PATCH', `full_assessments/${saved.id}/`, { comment: 'late' }),
      await pricing('PATCH', `full_assessments/${saved.id}/calculate/`),
      await pricing('PATCH', `full_product_assessments/${line?.id}/`, { chosen_price: 1 }),
      await pricing('DELETE', `full_product_assessments/${line?.id}/`),
      await pricing('DELETE', `full_assessments/${saved.id}/`),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(400);
      expect(refusal.body).toEqual({ detail: ASSESSMENT_CLOSED });
    }
    const added = await pricing('POST', 'product/add_to_assessment/', {
      assessment_id: saved.id,
      products: [extra.id],
    });
    expect(added.status).toBe(400);
    expect(added.body).toEqual({ assessment_id: [ASSESSMENT_CLOSED] });
    const read = await pricing<AssessmentSaved>('GET', `full_assessments/${saved.id}/`);
    expect(read.body).toMatchObject({ status: 'approved', comment: '', products_count: 3 });
  });

  it('answers a DELETE with 204 only once its transaction has committed', async () => {
    const saved = await newAssessment([(await newProduct(BARE)).id]);
    const line = saved.products[0];
    // A commit made slow on purpose (a deferred trigger sleeps at COMMIT): a 204 sent from inside
    // the handler, before the commit, reached the caller while the line was still there, and the
    // caller's next call read the assessment as it was (a flaky test under load found it).
    await sql`CREATE FUNCTION slow_commit() RETURNS trigger LANGUAGE plpgsql
      AS $$ BEGIN PERFORM pg_sleep(0.3); RETURN NULL; END $$`.execute(server.db);
    await sql`CREATE CONSTRAINT TRIGGER slow_commit AFTER DELETE ON product_assessment
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION slow_commit()`.execute(server.db);
    try {
      expect((await pricing('DELETE', `full_product_assessments/${line?.id}/`)).status).toBe(204);
      expect(await idsWhere(server.db, 'product_assessment', 'id', line?.id ?? -1)).toEqual([]);
    } finally {
      await sql`DROP TRIGGER slow_commit ON product_assessment`.execute(server.db);
      await sql`DROP FUNCTION slow_commit()`.execute(server.db);
    }
  });

  it('is not approved while a product has no price, nor calculated without products', async () => {
    const bare = await newProduct(BARE);
    const saved = await newAssessment([bare.id]);
    await pricing('PATCH', `full_assessments/${saved.id}/calculate/`);
    const refused = await pricing<{ detail: string }>('PATCH', `full_assessments/${saved.id}/`, {
      status: 'approved',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toContain(bare.label_code);
    expect(await salePrice(bare.id)).toBeNull();
    const line = saved.products[0];
    expect((await pricing('DELETE', `full_product_assessments/${line?.id}/`)).status).toBe(204);
    // A product taken out: the assessment is a draft again, to be calculated anew.
    const after = await pricing<AssessmentSaved>('GET', `full_assessments/${saved.id}/`);
    expect(after.body).toMatchObject({ status: 'draft', products_count: 0 });
    expect((await pricing('DELETE', `full_product_assessments/${line?.id}/`)).status).toBe(404);
    const empty = await pricing('PATCH', `full_assessments/${saved.id}/calculate/`);
    expect(empty.status).toBe(400);
  });

  it('goes back to draft when its products or its condition group change', async () => {
    const one = await newProduct();
    const two = await newProduct();
    const saved = await newAssessment([one.id]);
    await pricing('PATCH', `full_assessments/${saved.id}/calculate/`);
    const added = await pricing<AssessmentSaved>('POST', 'product/add_to_assessment/', {
      assessment_id: saved.id,
      products: [two.id],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toMatchObject({ status: 'draft', products_count: 2 });
    expect(added.body.products[1]).toMatchObject({ suggested_price: 435 });
    const twice = await pricing<Record<string, string[]>>('POST', 'product/add_to_assessment/', {
      assessment_id: saved.id,
      products: [two.id],
    });
    expect(twice.status).toBe(400);
    expect(twice.body['products.0']?.[0]).toMatch(/in the assessment already/);
    expect(
      (
        await pricing('POST', 'product/add_to_assessment/', {
          assessment_id: 999_999,
          products: [two.id],
        })
      ).status,
    ).toBe(400);

    await pricing('PATCH', `full_assessments/${saved.id}/calculate/`);
    const regrouped = await pricing<AssessmentSaved>('PATCH', `full_assessments/${saved.id}/`, {
      condition_group: 'any',
    });
    expect(regrouped.body).toMatchObject({ status: 'draft', condition_group: 'any' });
    // Calculated again in 'any' condition: the AR offer counts too (50, 100, 300, 500).
    const recalculated = await pricing<AssessmentSaved>(
      'PATCH',
      `full_assessments/${saved.id}/calculate/`,
    );
    expect(recalculated.body.products[0]).toMatchObject({ median_price: 200, offers_count: 4 });
    const past = await pricing('PATCH', `full_assessments/${saved.id}/`, {
      valid_date: '2001-01-01',
    });
    expect(past.status).toBe(400);
    // A new group makes it a draft: only calculate/ makes it calculated again.
    const bySetting = await pricing('PATCH', `full_assessments/${saved.id}/`, {
      condition_group: 'serviceable',
      status: 'calculated',
    });
    expect(bySetting.status).toBe(400);
    expect((await pricing('PATCH', `full_assessments/${saved.id}/`, {})).status).toBe(400);
    const deleted = await pricing('DELETE', `full_assessments/${saved.id}/`);
    expect(deleted.status).toBe(204);
    expect((await pricing('GET', `full_assessments/${saved.id}/`)).status).toBe(404);
  });

  it("is a product's own: its condition's group, valid for 90 days unless said", async () => {
    const product = await newProduct();
    const made = await pricing<AssessmentSaved>('POST', `product/${product.id}/assessment/`, {});
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      condition_group: 'new',
      valid_date: inDays(90),
      detail: MESSAGES.assessmentSaved,
    });
    expect(made.body.products[0]).toMatchObject({ suggested_price: 435 });
    const sold = await newProduct(PART, { status: 'sold' });
    const refused = await pricing('POST', `product/${sold.id}/assessment/`, {});
    expect(refused.status).toBe(400);
  });
});

describe('the list of assessments', () => {
  it('filters by status, condition group, valid dates and number or part number; orders', async () => {
    const product = await newProduct(BARE);
    const far = await newAssessment([product.id], {
      valid_date: inDays(400),
      condition_group: 'as_removed',
    });
    const list = (query: string) =>
      pricing<Paginated<Assessment>>('GET', `full_assessments/?page_size=30&${query}`);
    const ids = async (query: string) => {
      const response = await list(query);
      expect(response.status, `${query} ${JSON.stringify(response.body)}`).toBe(200);
      return response.body.results.map((row) => row.id);
    };
    const removed = await list('condition_group=as_removed');
    expect(removed.body.results.map((row) => row.id)).toContain(far.id);
    expect(new Set(removed.body.results.map((row) => row.condition_group))).toEqual(
      new Set(['as_removed']),
    );
    expect(await ids(`valid_date_from=${inDays(399)}&valid_date_to=${inDays(401)}`)).toEqual([
      far.id,
    ]);
    expect(await ids(`search=${far.number}`)).toEqual([far.id]);
    expect(await ids(`search=${BARE.toLowerCase()}`)).toContain(far.id);
    expect(await ids(`status=approved&search=${far.number}`)).toEqual([]);
    const approved = await list('status=approved');
    expect(approved.body.results.every((row) => row.status === 'approved')).toBe(true);
    expect((await ids('ordering=-valid_date'))[0]).toBe(far.id);
    for (const bad of ['status=done', 'ordering=price', 'valid_date_from=2026-13-01'])
      expect((await list(bad)).status, bad).toBe(400);
  });

  it('offers the products one may assess, open assessments shown', async () => {
    const product = await newProduct(BARE);
    const response = await pricing<Paginated<ProductForAssessment>>(
      'GET',
      `products_for_assessment/?part_number=${BARE}&unassessed=true&page_size=30`,
    );
    expect(response.status).toBe(200);
    expect(response.body.results.map((row) => row.id)).toContain(product.id);
    const saved = await newAssessment([product.id]);
    const after = await pricing<Paginated<ProductForAssessment>>(
      'GET',
      `products_for_assessment/?part_number=${BARE}&unassessed=false&page_size=30`,
    );
    const row = after.body.results.find((entry) => entry.id === product.id);
    expect(row?.assessments).toContainEqual({ id: saved.id, number: saved.number });
  });
});

describe('sale prices set in bulk', () => {
  it('sets them all, with its message, or none, with a reason per product', async () => {
    const one = await newProduct();
    const two = await newProduct();
    const set = await pricing<{ detail: string; results: Product[] }>(
      'POST',
      'product/set_assessment/',
      {
        products: [
          { id: one.id, sale_price: 1250 },
          { id: two.id, sale_price: 99.99 },
        ],
      },
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.detail).toBe(MESSAGES.salePriceSet);
    expect(set.body.results.map((row) => row.sale_price)).toEqual([1250, 99.99]);

    const sold = await newProduct(PART, { status: 'sold' });
    const refused = await pricing<BulkRefusal>('POST', 'product/set_assessment/', {
      products: [
        { id: one.id, sale_price: 1 },
        { id: sold.id, sale_price: 1 },
        { id: 999_999, sale_price: 1 },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.refused.map((entry) => entry.id)).toEqual([sold.id, 999_999]);
    expect(await salePrice(one.id)).toBe(1250);
    for (const price of [0, -5, 1.234])
      expect(
        (
          await pricing('POST', 'product/set_assessment/', {
            products: [{ id: one.id, sale_price: price }],
          })
        ).status,
        String(price),
      ).toBe(400);
  });
});

describe('who may', () => {
  it('refuses the warehouseman and the client every assessment call', async () => {
    const product = await newProduct();
    const before = await countRows(server.db, 'assessment');
    for (const call of [warehouse, calls.client]) {
      for (const [method, path, body] of [
        ['GET', `product/${product.id}/get_reasonable_assessment/`],
        ['POST', `product/${product.id}/assessment/`, {}],
        [
          'POST',
          'new_assessment/',
          { products: [product.id], valid_date: inDays(5), condition_group: 'new' },
        ],
        ['POST', 'product/set_assessment/', { products: [{ id: product.id, sale_price: 1 }] }],
        ['GET', 'full_assessments/'],
        ['GET', `offer/median_price/?part_number=${PART}`],
      ] as const)
        expect((await call(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    expect(await countRows(server.db, 'assessment')).toBe(before);
    expect(await salePrice(product.id)).toBeNull();
  });

  it('lets the warehouse superman read assessments without the offer evidence, and write none', async () => {
    const product = await newProduct();
    const superman = calls.warehouse_superman;
    const read = await superman<Record<string, unknown>>(
      'GET',
      `product/${product.id}/get_reasonable_assessment/`,
    );
    expect(read.status).toBe(200);
    expect(read.body.suggested_price).toBe(435);
    expect(read.body).not.toHaveProperty('median_price');
    expect(read.body).not.toHaveProperty('margin_percent');
    expect((await superman('GET', `offer/median_price/?part_number=${PART}`)).status).toBe(403);
    const saved = await newAssessment([product.id]);
    const one = await superman<Record<string, unknown>>('GET', `full_assessments/${saved.id}/`);
    expect(one.status).toBe(200);
    expect((one.body.products as Record<string, unknown>[])[0]).not.toHaveProperty('median_price');
    expect((await superman('PATCH', `full_assessments/${saved.id}/calculate/`)).status).toBe(403);
    expect((await superman('DELETE', `full_assessments/${saved.id}/`)).status).toBe(403);
  });
});

describe('the order a product is planned for', () => {
  async function orderOf(archived: boolean): Promise<number> {
    const row = await server.db
      .selectFrom('sales_order as o')
      .innerJoin('ref_order_status as st', 'st.id', 'o.status_id')
      .select('o.id')
      .where('st.code', archived ? 'in' : 'not in', ['CLOSED', 'CANCELED'])
      .orderBy('o.id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('is an active order, not another than the one it is booked to; null takes it away', async () => {
    const product = await newProduct();
    const active = await orderOf(false);
    const planned = await warehouse<ProductDetail>(
      'PATCH',
      `product/planned_order/${product.id}/`,
      {
        planned_order: active,
      },
    );
    expect(planned.status, JSON.stringify(planned.body)).toBe(200);
    expect(planned.body.planned_order?.id).toBe(active);

    const closed = await warehouse<Record<string, string[]>>(
      'PATCH',
      `product/planned_order/${product.id}/`,
      { planned_order: await orderOf(true) },
    );
    expect(closed.status).toBe(400);
    expect(closed.body.planned_order).toEqual([PLANNED_ORDER_NOT_ACTIVE]);
    const unknown = await warehouse('PATCH', `product/planned_order/${product.id}/`, {
      planned_order: 999_999,
    });
    expect(unknown.status).toBe(400);
    const sold = await newProduct(PART, { status: 'sold' });
    const soldPlan = await warehouse('PATCH', `product/planned_order/${sold.id}/`, {
      planned_order: active,
    });
    expect(soldPlan.status).toBe(400);
    expect(soldPlan.body).toHaveProperty('planned_order');
    const kept = await warehouse<ProductDetail>('GET', `product/${product.id}/`);
    expect(kept.body.planned_order?.id).toBe(active);

    // Booked to a position of another order: that order's, not this one's.
    const position = await server.db
      .selectFrom('order_position')
      .select(['id', 'order_id'])
      .where('order_id', '<>', active)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable('product')
      .set({ order_position_id: position.id, booked_at: new Date() })
      .where('id', '=', product.id)
      .execute();
    const elsewhere = await warehouse<Record<string, string[]>>(
      'PATCH',
      `product/planned_order/${product.id}/`,
      { planned_order: active },
    );
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.planned_order).toEqual([BOOKED_TO_ANOTHER_ORDER]);
    const cleared = await warehouse<ProductDetail>(
      'PATCH',
      `product/planned_order/${product.id}/`,
      {
        planned_order: null,
      },
    );
    expect(cleared.body.planned_order).toBeNull();
    expect(
      (
        await calls.client('PATCH', `product/planned_order/${product.id}/`, {
          planned_order: null,
        })
      ).status,
    ).toBe(403);
  });
});

describe('fg_product/', () => {
  it('lists what an FG seller may offer: ready for sale, in stock, not booked', async () => {
    const ready = await newProduct(BARE, { sale_price: 10 });
    const notReady = await newProduct(BARE);
    const booked = await newProduct(BARE);
    await warehouse('POST', 'product/make_ready_for_sale/', { products: [ready.id, booked.id] });
    const position = await server.db
      .selectFrom('order_position')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable('product')
      .set({ order_position_id: position.id })
      .where('id', '=', booked.id)
      .execute();
    const response = await calls.fg_seller<Paginated<Product>>(
      'GET',
      `product/fg_product/?part_number=${BARE}&page_size=30&order_by=-sale_price`,
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const ids = response.body.results.map((row) => row.id);
    expect(ids).toContain(ready.id);
    expect(ids).not.toContain(notReady.id);
    expect(ids).not.toContain(booked.id);
    expect(response.body.count).toBe(ids.length);
    expect(response.body.results.find((row) => row.id === ready.id)?.sale_price).toBe(10);
    expect((await calls.client('GET', 'product/fg_product/')).status).toBe(403);
  });
});

describe('the demo data', () => {
  it('holds assessments in every status; an approved one priced its products', async () => {
    const rows = await server.db
      .selectFrom('assessment')
      .select(['id', 'status'])
      .where('number', 'like', 'ASM-%')
      .execute();
    const statuses = new Set(rows.map((row) => row.status));
    expect([...statuses].sort()).toEqual(['approved', 'calculated', 'draft']);
    const approved = rows.find((row) => row.status === 'approved');
    const read = await pricing<AssessmentSaved>('GET', `full_assessments/${approved?.id}/`);
    expect(read.status).toBe(200);
    expect(read.body.products.length).toBeGreaterThan(0);
    for (const line of read.body.products)
      expect(line.product.sale_price).toBe(line.chosen_price ?? line.suggested_price);
    expect(read.body.products.some((line) => line.offers_count > 0)).toBe(true);
  });
});
