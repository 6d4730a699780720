/**
 * Who may do what in sales, over HTTP: a client sees only its own company's RFQs, KPs and orders
 * (others are 404), creates RFQs for its own company and adds positions, but moves, edits and
 * quotes nothing (403); the auditor reads everything and writes nothing (403, nothing changed).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Paginated } from '../../src-shared/api/results.ts';
import type { KpDetail, KpPositionItem } from '../../src-shared/api/kp.ts';
import type { OrderListItem } from '../../src-shared/api/order.ts';
import type { RfqDetail, RfqListItem } from '../../src-shared/api/rfq.ts';
import { ROLE_MISMATCH } from '../../src-server/http/route.ts';
import { aStaffContact, companyOfUser, countRows } from './helpers.ts';
import { aSupplier, idByCode, serverWithCalls, uniquePartNumber } from './sales-helpers.ts';

const { server, users, calls } = serverWithCalls(['sales', 'client', 'auditor']);
const { sales, client, auditor } = calls;
let ownCompany: number;
let otherCompany: number;
let ownRfq: number;
let otherRfq: number;
let ownKp: { rfq: number; kp: number };
let otherKp: { rfq: number; kp: number };
let ownOrder: number;
let otherOrder: number;

/** The RFQs as stored, every column, by id: to say a refused call changed nothing. */
function storedRfqs(ids: readonly number[]) {
  return server.db.selectFrom('rfq').selectAll().where('id', 'in', ids).orderBy('id').execute();
}

beforeAll(async () => {
  ownCompany = (await companyOfUser(server.db, 'client')).id;
  const kps = await server.db
    .selectFrom('kp')
    .innerJoin('rfq', 'rfq.id', 'kp.rfq_id')
    .select(['kp.id', 'kp.rfq_id', 'rfq.company_id'])
    .orderBy('kp.id')
    .execute();
  const mine = kps.find((kp) => kp.company_id === ownCompany);
  const theirs = kps.find((kp) => kp.company_id !== ownCompany);
  if (!mine || !theirs) throw new Error('demo data lacks KPs of the client and of others');
  ownKp = { rfq: mine.rfq_id, kp: mine.id };
  otherKp = { rfq: theirs.rfq_id, kp: theirs.id };
  ownRfq = mine.rfq_id;
  otherRfq = theirs.rfq_id;
  otherCompany = theirs.company_id;
  const orders = await server.db
    .selectFrom('sales_order')
    .select(['id', 'company_id'])
    .where('kp_id', 'is not', null)
    .orderBy('id')
    .execute();
  ownOrder = (orders.find((order) => order.company_id === ownCompany) ?? { id: 0 }).id;
  otherOrder = (orders.find((order) => order.company_id !== ownCompany) ?? { id: 0 }).id;
  expect(ownOrder).toBeGreaterThan(0);
  expect(otherOrder).toBeGreaterThan(0);
});

describe('the client', () => {
  it('reads the currency rates but not our margins', async () => {
    expect((await client('GET', 'currency_rate/')).status).toBe(200);
    for (const path of ['margin/', 'transport_margin/']) {
      const response = await client<{ detail?: string }>('GET', path);
      // The permission table gives a client no 'pricing' (permissions.ts): refused before reading.
      expect(response.status, path).toBe(403);
      expect(response.body.detail).toBeTruthy();
    }
  });

  it('lists only its own company’s RFQs, in every list', async () => {
    let seen = 0;
    for (const list of ['not_in_work', 'in_work', 'archive']) {
      const response = await client<Paginated<RfqListItem>>(
        'GET',
        `rfq/?list=${list}&page_size=30`,
      );
      expect(response.status).toBe(200);
      expect(response.body.count, list).toBeGreaterThan(0);
      for (const item of response.body.results) expect(item.company.id).toBe(ownCompany);
      seen += response.body.count;
    }
    const own = await server.db
      .selectFrom('rfq')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('company_id', '=', ownCompany)
      .executeTakeFirstOrThrow();
    expect(seen).toBe(Number(own.n));
    // Asking for another company's RFQs by filter gives nothing either.
    const filtered = await client<Paginated<RfqListItem>>(
      'GET',
      `rfq/?list=archive&company=${otherCompany}`,
    );
    expect(filtered.body.count).toBe(0);
  });

  it('reads its own RFQ, KP and KP rows (without our cost and margin); others are 404', async () => {
    expect((await client('GET', `rfq/${ownRfq}/`)).status).toBe(200);
    expect((await client('GET', `rfq/${otherRfq}/`)).status).toBe(404);
    expect((await client('GET', `rfq/${otherRfq}/kp/`)).status).toBe(404);
    const kp = await client<KpDetail>('GET', `rfq/${ownKp.rfq}/kp/${ownKp.kp}/`);
    expect(kp.status).toBe(200);
    for (const row of kp.body.rows) {
      expect(row).not.toHaveProperty('unit_cost');
      expect(row).not.toHaveProperty('margin_percent');
      expect(row.unit_price).toBeGreaterThan(0);
    }
    const staffView = await sales<KpDetail>('GET', `rfq/${ownKp.rfq}/kp/${ownKp.kp}/`);
    expect(staffView.body.rows.some((row) => row.unit_cost > 0)).toBe(true);
    expect((await client('GET', `rfq/${otherKp.rfq}/kp/${otherKp.kp}/`)).status).toBe(404);
    expect((await client('GET', `rfq/${otherKp.rfq}/kp/${otherKp.kp}/file/`)).status).toBe(404);
    const rows = await client<KpPositionItem[]>('GET', `kp_position/?client=${otherCompany}`);
    expect(rows.status).toBe(200);
    expect(rows.body).toEqual([]);
    const ownRows = await client<KpPositionItem[]>('GET', 'kp_position/');
    expect(ownRows.body.length).toBeGreaterThan(0);
    for (const row of ownRows.body) {
      expect(row.client.id).toBe(ownCompany);
      expect(row).not.toHaveProperty('unit_cost');
    }
  });

  it('sees only its own orders', async () => {
    const summary = await client<Paginated<OrderListItem>>('GET', 'summary_order/?page_size=30');
    expect(summary.status).toBe(200);
    const archived = await client<Paginated<OrderListItem>>(
      'GET',
      'summary_order/?archive=true&page_size=30',
    );
    expect(summary.body.count + archived.body.count).toBeGreaterThan(0);
    for (const item of [...summary.body.results, ...archived.body.results])
      expect(item.company.id).toBe(ownCompany);
    const list = await client<Paginated<OrderListItem>>('GET', 'order/?page_size=30');
    for (const item of list.body.results) expect(item.company.id).toBe(ownCompany);
    expect((await client('GET', `order/${ownOrder}/`)).status).toBe(200);
    expect((await client('GET', `order/${otherOrder}/`)).status).toBe(404);
    expect((await client('GET', `order/${otherOrder}/order_position/`)).status).toBe(404);
    expect((await client('GET', `order/${ownOrder}/order_position/`)).status).toBe(200);
  });

  it('creates RFQs for its own company only, and adds positions to its own RFQs', async () => {
    const rfqs = await countRows(server.db, 'rfq');
    const other = await client('POST', 'rfq/', { company: otherCompany, priority: 'AOG' });
    expect(other.status).toBe(403);
    expect(other.body.detail).toBe('A client may create RFQs only for its own company.');
    expect(await countRows(server.db, 'rfq')).toBe(rfqs);
    const created = await client<RfqDetail>('POST', 'rfq/', {
      company: ownCompany,
      priority: 'AOG',
      comment: 'AOG at base',
      positions_list: [{ part_number: uniquePartNumber(), quantity: 1 }],
    });
    expect(created.status).toBe(201);
    expect(created.body.company.id).toBe(ownCompany);
    expect(created.body.contact).not.toBeNull();
    expect(created.body.in_work).toBe(false);
    const added = await client('POST', `rfq/${created.body.id}/position/`, {
      positions_list: [{ part_number: uniquePartNumber(), quantity: 2 }],
    });
    expect(added.status).toBe(201);
    const foreign = await client('POST', `rfq/${otherRfq}/position/`, {
      positions_list: [{ part_number: uniquePartNumber(), quantity: 2 }],
    });
    expect(foreign.status).toBe(404);
  });

  it('gets 403 on every transition, single or bulk, on head edits, positions edits and quoting', async () => {
    const rfqId = (
      await client<RfqDetail>('POST', 'rfq/', { company: ownCompany, priority: 'ROUTINE' })
    ).body.id;
    const position = await client<{ id: number }[]>('POST', `rfq/${rfqId}/position/`, {
      positions_list: [{ part_number: uniquePartNumber(), quantity: 1 }],
    });
    const positionId = position.body[0]?.id as number;
    const before = await storedRfqs([rfqId, otherRfq]);
    const staff = await aStaffContact(server.db);
    const calls: [string, string, unknown?][] = [
      ['PATCH', `rfq/${rfqId}/get_in_work/`],
      ['PATCH', `rfq/${rfqId}/give_to_work/`, { contact_id: staff }],
      ['PATCH', `rfq/${rfqId}/finish_rfq/`],
      ['PATCH', `rfq/${rfqId}/canceled_rfq/`, { comment: 'no' }],
      ['PATCH', `rfq/${rfqId}/get_from_archive/`],
      ['PATCH', `rfq/${rfqId}/return_to_not_in_work/`, { comment: 'no' }],
      ['PATCH', `rfq/${otherRfq}/get_in_work/`],
      ['POST', 'rfq/get_in_work_many/', { rfqs: [rfqId] }],
      ['POST', 'rfq/give_to_work_many/', { rfqs: [rfqId], contact: staff }],
      ['POST', 'rfq/canceled_rfq_many/', { rfqs: [rfqId], comment: 'no' }],
      ['POST', 'rfq/return_to_not_in_work_many/', { rfqs: [rfqId], comment: 'no' }],
      ['PATCH', `rfq/${rfqId}/`, { priority: 'AOG' }],
      ['PATCH', `rfq/${rfqId}/position/${positionId}/`, { quantity: 9 }],
      ['DELETE', `rfq/${rfqId}/position/${positionId}/`],
      ['POST', `end_position/${positionId}/need_offers/`, { comment: 'x' }],
      [
        'POST',
        `rfq/${ownKp.rfq}/kp/`,
        { version: 3, rows: [{ position: positionId, offer: 1, quantity: 1 }] },
      ],
      ['DELETE', `rfq/${ownKp.rfq}/kp/${ownKp.kp}/`],
      ['POST', 'order/create_from_kp/', { kp: ownKp.kp }],
      ['PATCH', `order/${ownOrder}/cancel/`, { comment: 'no' }],
      ['GET', 'get_historical_kp_positions/?part_number=A1'],
      ['GET', 'offer/'],
      ['POST', 'offer/', {}],
    ];
    for (const [method, path, body] of calls) {
      const response = await client(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body.detail).not.toBe(ROLE_MISMATCH);
    }
    const after = await storedRfqs([rfqId, otherRfq]);
    expect(after).toEqual(before);
    expect((await client('GET', `rfq/${ownKp.rfq}/kp/${ownKp.kp}/`)).status).toBe(200);
  });
});

describe('the auditor', () => {
  it('reads RFQs, KPs, offers, orders and the pricing settings', async () => {
    for (const path of [
      'rfq/?list=in_work',
      `rfq/${ownRfq}/`,
      `rfq/${ownKp.rfq}/kp/`,
      `rfq/${ownKp.rfq}/kp/${ownKp.kp}/`,
      'offer/',
      'summary_order/',
      'order/',
      `order/${ownOrder}/`,
      `order/${ownOrder}/order_position/`,
      'kp_position/',
      'currency_rate/',
      'margin/',
      'transport_margin/',
      'get_historical_kp_positions/?part_number=A1',
    ]) {
      const response = await auditor('GET', path);
      expect(response.status, path).toBe(200);
    }
  });

  it('writes nothing: every write is 403 and no row changes', async () => {
    const tables = [
      'rfq',
      'rfq_position',
      'rfq_event',
      'supplier_offer',
      'offer_history',
      'kp',
      'kp_row',
      'sales_order',
      'order_position',
      'end_position',
    ] as const;
    const counts = await Promise.all(tables.map((table) => countRows(server.db, table)));
    const rfqBefore = await storedRfqs([ownRfq]);
    const position = await server.db
      .selectFrom('rfq_position')
      .select('id')
      .where('rfq_id', '=', ownRfq)
      .executeTakeFirstOrThrow();
    const offer = await server.db
      .selectFrom('supplier_offer')
      .select('id')
      .executeTakeFirstOrThrow();
    const supplier = (await aSupplier(server.db)).id;
    const usd = await idByCode(server.db, 'ref_currency', 'USD');
    const calls: [string, string, unknown?][] = [
      ['POST', 'rfq/', { company: ownCompany, priority: 'AOG' }],
      ['PATCH', `rfq/${ownRfq}/`, { priority: 'AOG' }],
      ['PATCH', `rfq/${ownRfq}/get_in_work/`],
      ['PATCH', `rfq/${ownRfq}/finish_rfq/`],
      ['PATCH', `rfq/${ownRfq}/canceled_rfq/`, { comment: 'x' }],
      ['PATCH', `rfq/${ownRfq}/get_from_archive/`],
      ['POST', 'rfq/get_in_work_many/', { rfqs: [ownRfq] }],
      ['POST', 'rfq/canceled_rfq_many/', { rfqs: [ownRfq], comment: 'x' }],
      ['POST', `rfq/${ownRfq}/position/`, { positions_list: [{ part_number: 'A1', quantity: 1 }] }],
      ['PATCH', `rfq/${ownRfq}/position/${position.id}/`, { quantity: 3 }],
      ['DELETE', `rfq/${ownRfq}/position/${position.id}/`],
      ['POST', `end_position/${position.id}/need_offers/`, { comment: 'x' }],
      [
        'POST',
        'offer/',
        {
          part_number: 'A1',
          company: supplier,
          condition: 1,
          quantity: 1,
          price: 1,
          currency: usd,
          lead_time_days: 1,
        },
      ],
      ['PATCH', `offer/${offer.id}/`, { price: 1 }],
      ['PATCH', `offer/${offer.id}/deactivate/`],
      ['PATCH', `offer/${offer.id}/activate/`],
      ['POST', `rfq/${ownKp.rfq}/kp/`, { version: 3, rows: [] }],
      ['DELETE', `rfq/${ownKp.rfq}/kp/${ownKp.kp}/`],
      ['POST', 'order/create_from_kp/', { kp: ownKp.kp }],
      ['PATCH', `order/${ownOrder}/`, { comment: 'x' }],
      ['PATCH', `order/${ownOrder}/cancel/`, { comment: 'x' }],
      [
        'POST',
        `order/${ownOrder}/order_position/`,
        { part_number: 'A1', quantity: 1, unit_price: 1 },
      ],
    ];
    for (const [method, path, body] of calls) {
      const response = await auditor(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body.detail).not.toBe(ROLE_MISMATCH);
    }
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.4']), 'kp.pdf');
    const upload = await fetch(
      new URL(`${users.auditor.role}/rfq/${ownKp.rfq}/kp/${ownKp.kp}/file/`, server.baseUrl),
      {
        method: 'POST',
        headers: { Authorization: `JWT ${users.auditor.access}` },
        body: form,
      },
    );
    expect(upload.status).toBe(403);
    expect(((await upload.json()) as { detail: string }).detail).toBe(
      'You do not have permission to perform this action.',
    );
    expect(await Promise.all(tables.map((table) => countRows(server.db, table)))).toEqual(counts);
    expect(await storedRfqs([ownRfq])).toEqual(rfqBefore);
  });
});
