/**
 * Quoted work is frozen (issue 6), over HTTP as `sales`: a quoted or canceled RFQ refuses every
 * write (head, positions, chosen offers, per-position margins and prices, need_offers, KP create,
 * delete and attach) with a 400 whose detail says why and that renewing is the way back, and
 * nothing changes; renewed, it takes the same writes again. Also: renewing many is all or
 * nothing, typed totals are stored and answered as numbers, and the quotation's numbers keep to
 * the one table of bounds the form uses too.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { KpDetail } from '../../src-shared/api/kp.ts';
import type { OrderDetail } from '../../src-shared/api/order.ts';
import type { SupplierOffer } from '../../src-shared/api/offer.ts';
import type { BulkRefusal, BulkResult, RfqDetail } from '../../src-shared/api/rfq.ts';
import { frozenReason } from '../../src-shared/domain/rfq-lists.ts';
import { companyOfUser, countRows, login, rowById, rowsWhere } from './helpers.ts';
import {
  caller,
  newOffer,
  newRfq,
  quotingServerForTests,
  rfqState,
  uniquePartNumber,
} from './sales-helpers.ts';

const { server, sales, call, refs, newClientCompany } = quotingServerForTests();

const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.alloc(512, 0x20),
  Buffer.from('%%EOF\n'),
]);

async function upload(path: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'kp.pdf');
  const response = await fetch(new URL(`${sales.role}/${path}`, server.baseUrl), {
    method: 'POST',
    headers: { Authorization: `JWT ${sales.access}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

interface Quoted {
  rfq: RfqDetail;
  offers: SupplierOffer[];
  kp: KpDetail;
}

/** An RFQ in work with two positions, an offer for each (the first chosen), and a KP of both. */
async function inWorkWithKp(): Promise<Quoted> {
  const company = await newClientCompany();
  const pns = [uniquePartNumber(), uniquePartNumber()];
  const rfq = await newRfq(call, {
    company: company.id,
    priority: 'URGENT',
    positions_list: pns.map((pn) => ({ part_number: pn, quantity: 2 })),
  });
  expect((await call('PATCH', `rfq/${rfq.id}/get_in_work/`)).status).toBe(200);
  const offers: SupplierOffer[] = [];
  for (const pn of pns) {
    offers.push(
      await newOffer(call, {
        part_number: pn,
        company: refs.supplier,
        condition: refs.overhauled,
        quantity: 5,
        price: 1000,
        currency: refs.usd,
        lead_time_days: 3,
      }),
    );
  }
  const [first, second] = rfq.positions;
  if (!first || !second) throw new Error('two positions expected');
  const chosen = await call('PATCH', `rfq/${rfq.id}/position/${first.id}/`, {
    chosen_offer: offers[0]?.id,
  });
  expect(chosen.status).toBe(200);
  const kp = await call<KpDetail>('POST', `rfq/${rfq.id}/kp/`, {
    version: 3,
    rows: rfq.positions.map((position, index) => ({
      position: position.id,
      offer: offers[index]?.id,
      quantity: 2,
    })),
  });
  expect(kp.status, JSON.stringify(kp.body)).toBe(201);
  const fresh = (await call<RfqDetail>('GET', `rfq/${rfq.id}/`)).body;
  return { rfq: fresh, offers, kp: kp.body };
}

/** Everything a write to the RFQ could change, as stored. */
async function snapshot(rfqId: number) {
  const kps = await server.db
    .selectFrom('kp')
    .select(['id', 'file_id', 'total'])
    .where('rfq_id', '=', rfqId)
    .orderBy('id')
    .execute();
  return {
    rfq: await rowsWhere(server.db, 'rfq', 'id', rfqId),
    positions: await rowsWhere(server.db, 'rfq_position', 'rfq_id', rfqId),
    kps,
    endPositions: await countRows(server.db, 'end_position'),
    files: await countRows(server.db, 'stored_file'),
  };
}

/** Every write route of a frozen RFQ, as the brief lists them. */
function writes({ rfq, offers, kp }: Quoted) {
  const [first, second] = rfq.positions as [
    RfqDetail['positions'][number],
    RfqDetail['positions'][number],
  ];
  return [
    ['head', () => call('PATCH', `rfq/${rfq.id}/`, { marginByUserInRFQHead: 40 })],
    ['head text', () => call('PATCH', `rfq/${rfq.id}/`, { rfqNameByUser: 'Late change' })],
    [
      'add positions',
      () =>
        call('POST', `rfq/${rfq.id}/position/`, {
          positions_list: [{ part_number: uniquePartNumber(), quantity: 1 }],
        }),
    ],
    [
      'edit a position',
      () => call('PATCH', `rfq/${rfq.id}/position/${first.id}/`, { quantity: 9 }),
    ],
    [
      'choose an offer',
      () => call('PATCH', `rfq/${rfq.id}/position/${second.id}/`, { chosen_offer: offers[1]?.id }),
    ],
    [
      'a position margin',
      () => call('PATCH', `rfq/${rfq.id}/position/${first.id}/`, { margin_by_user: 5 }),
    ],
    [
      'a position price',
      () => call('PATCH', `rfq/${rfq.id}/position/${first.id}/`, { unit_price_by_user: 1 }),
    ],
    ['delete a position', () => call('DELETE', `rfq/${rfq.id}/position/${second.id}/`)],
    ['need offers', () => call('POST', `end_position/${second.id}/need_offers/`, { comment: 'x' })],
    [
      'create a KP',
      () =>
        call('POST', `rfq/${rfq.id}/kp/`, {
          version: 1,
          rows: [{ position: first.id, offer: offers[0]?.id, quantity: 1 }],
        }),
    ],
    ['delete the KP', () => call('DELETE', `rfq/${rfq.id}/kp/${kp.id}/`)],
    ['attach a PDF', () => upload(`rfq/${rfq.id}/kp/${kp.id}/file/`)],
  ] as const;
}

describe('a quoted or canceled RFQ is frozen', () => {
  it('quoted: every write is 400 with the reason and the way back, and nothing changes', async () => {
    const made = await inWorkWithKp();
    expect((await call('PATCH', `rfq/${made.rfq.id}/finish_rfq/`)).status).toBe(200);
    const before = await snapshot(made.rfq.id);
    const reason = frozenReason(made.rfq.number, 'quoted');
    expect(reason).toMatch(/quoted: it is read-only\. Renew it to change it\.$/);
    for (const [name, write] of writes(made)) {
      const refused = await write();
      expect(refused.status, name).toBe(400);
      expect(refused.body.detail, name).toBe(reason);
    }
    expect(await snapshot(made.rfq.id)).toEqual(before);
  });

  it('canceled: refused the same way, in its own words', async () => {
    const made = await inWorkWithKp();
    const canceled = await call('PATCH', `rfq/${made.rfq.id}/canceled_rfq/`, {
      comment: 'Client went elsewhere',
    });
    expect(canceled.status).toBe(200);
    const before = await snapshot(made.rfq.id);
    for (const [name, write] of writes(made)) {
      const refused = await write();
      expect(refused.status, name).toBe(400);
      expect(refused.body.detail, name).toBe(frozenReason(made.rfq.number, 'canceled'));
    }
    expect(await snapshot(made.rfq.id)).toEqual(before);
  });

  it('the issue: saving the quotation after quoting leaves the RFQ, its KP and its order agreeing', async () => {
    const made = await inWorkWithKp();
    const order = await call<OrderDetail>('POST', 'order/create_from_kp/', { kp: made.kp.id });
    expect(order.status).toBe(201);
    expect((await call('PATCH', `rfq/${made.rfq.id}/finish_rfq/`)).status).toBe(200);
    const late = await call('PATCH', `rfq/${made.rfq.id}/`, {
      marginByUserInRFQHead: 45,
      priceTotalByUser: '314,285.49',
    });
    expect(late.status).toBe(400);
    const rfq = (await call<RfqDetail>('GET', `rfq/${made.rfq.id}/`)).body;
    const kp = (await call<KpDetail>('GET', `rfq/${made.rfq.id}/kp/${made.kp.id}/`)).body;
    const saved = (await call<OrderDetail>('GET', `order/${order.body.id}/`)).body;
    expect(rfq.quotation.marginByUserInRFQHead).toBe(made.rfq.quotation.marginByUserInRFQHead);
    expect(rfq.quotation.priceTotalByUser).toBeNull();
    expect(saved.total_vat).toBe(kp.shown_totals.total);
  });

  it('a missing RFQ or position is still 404, not a refusal', async () => {
    const made = await inWorkWithKp();
    expect((await call('PATCH', `rfq/${made.rfq.id}/finish_rfq/`)).status).toBe(200);
    expect((await call('PATCH', 'rfq/99999999/', { comment: 'x' })).status).toBe(404);
    expect(
      (await call('PATCH', `rfq/${made.rfq.id}/position/99999999/`, { quantity: 1 })).status,
    ).toBe(404);
    expect((await call('POST', 'end_position/99999999/need_offers/', {})).status).toBe(404);
  });

  it('renewed, it takes every write again', async () => {
    const made = await inWorkWithKp();
    expect((await call('PATCH', `rfq/${made.rfq.id}/finish_rfq/`)).status).toBe(200);
    expect((await call('PATCH', `rfq/${made.rfq.id}/get_from_archive/`)).status).toBe(200);
    // The same writes, in an order that can all succeed: the PDF, then the KP, then its position.
    const last = ['attach a PDF', 'delete the KP', 'delete a position'];
    const ordered = [...writes(made)].sort(([a], [b]) => last.indexOf(a) - last.indexOf(b));
    for (const [name, write] of ordered) {
      const done = await write();
      expect([200, 201, 204], `${name}: ${JSON.stringify(done.body)}`).toContain(done.status);
    }
  });

  it('a client adding positions to its own quoted RFQ gets the same refusal', async () => {
    const client = await login(server, 'client');
    const asClient = caller(server, client);
    const own = await server.db
      .selectFrom('rfq')
      .select(['id', 'number'])
      .where('company_id', '=', (await companyOfUser(server.db, 'client')).id)
      .where('in_archive', '=', true)
      .where('activity_status', '=', 'quoted')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const refused = await asClient('POST', `rfq/${own.id}/position/`, {
      positions_list: [{ part_number: uniquePartNumber(), quantity: 1 }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe(frozenReason(own.number, 'quoted'));
  });
});

describe('get_from_archive_many: renewing many is all or nothing', () => {
  async function archived(count: number): Promise<RfqDetail[]> {
    const made: RfqDetail[] = [];
    for (let i = 0; i < count; i++) {
      const { rfq } = await inWorkWithKp();
      expect((await call('PATCH', `rfq/${rfq.id}/finish_rfq/`)).status).toBe(200);
      made.push(rfq);
    }
    return made;
  }

  it('renews them all, back in work, and answers their list items', async () => {
    const rfqs = await archived(2);
    const ids = rfqs.map((rfq) => rfq.id);
    const renewed = await call<BulkResult>('POST', 'rfq/get_from_archive_many/', { rfqs: ids });
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    expect(renewed.body.detail).toBe('Successful renewal');
    expect(renewed.body.results.map((rfq) => rfq.id)).toEqual(ids);
    for (const rfq of renewed.body.results) {
      expect(rfq).toMatchObject({ in_work: true, in_archive: false, activity_status: 'renewed' });
    }
  });

  it('one not in the archive and one unknown: 400 with a reason for each, nothing renewed', async () => {
    const [first, second] = await archived(2);
    const { rfq: inWork } = await inWorkWithKp();
    const ids = [first!.id, inWork.id, second!.id, 99999999];
    const before = await rfqState(server.db, ids);
    const refused = await call<BulkRefusal>('POST', 'rfq/get_from_archive_many/', { rfqs: ids });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe('Nothing was changed: 2 of 4 RFQs cannot be renewed.');
    expect(refused.body.refused).toEqual([
      {
        id: inWork.id,
        number: inWork.number,
        reason: `${inWork.number} is in the in work list: it can be renewed only from the archive list.`,
      },
      { id: 99999999, number: '', reason: 'There is no RFQ with this id.' },
    ]);
    expect(await rfqState(server.db, ids)).toEqual(before);
  });

  it('refuses an empty or repeated list, and a client', async () => {
    const [one] = await archived(1);
    expect((await call('POST', 'rfq/get_from_archive_many/', { rfqs: [] })).status).toBe(400);
    expect(
      (await call('POST', 'rfq/get_from_archive_many/', { rfqs: [one!.id, one!.id] })).status,
    ).toBe(400);
    const client = caller(server, await login(server, 'client'));
    expect((await client('POST', 'rfq/get_from_archive_many/', { rfqs: [one!.id] })).status).toBe(
      403,
    );
  });
});

describe('typed totals are numbers (spec §5)', () => {
  it('"1,234.50" is stored as 1234.5 in a numeric column and answered as a number', async () => {
    const { rfq } = await inWorkWithKp();
    const saved = await call<RfqDetail>('PATCH', `rfq/${rfq.id}/`, {
      priceTotalByUser: '1,234.50',
      priceTotalNoVatByUser: '12,500',
      totalPaidByUser: 99.9,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.quotation).toMatchObject({
      priceTotalByUser: 1234.5,
      priceTotalNoVatByUser: 12500,
      totalPaidByUser: 99.9,
    });
    const columns = await sql<{ column_name: string; data_type: string }>`
      SELECT column_name, data_type FROM information_schema.columns
      WHERE table_name = 'rfq' AND column_name IN
        ('price_total_by_user', 'price_total_no_vat_by_user', 'total_paid_by_user')`.execute(
      server.db,
    );
    expect(columns.rows.map((row) => row.data_type)).toEqual(['numeric', 'numeric', 'numeric']);
    const stored = await rowById(server.db, 'rfq', rfq.id, [
      'price_total_by_user',
      'total_paid_by_user',
    ]);
    expect(stored).toEqual({ price_total_by_user: 1234.5, total_paid_by_user: 99.9 });

    const kp = await call<KpDetail>('POST', `rfq/${rfq.id}/kp/`, {
      version: 3,
      rows: [{ position: rfq.positions[0]!.id, offer: (await firstOffer(rfq)).id, quantity: 1 }],
    });
    expect(kp.body.shown_totals.total).toBe(1234.5);

    const cleared = await call<RfqDetail>('PATCH', `rfq/${rfq.id}/`, { priceTotalByUser: '' });
    expect(cleared.body.quotation.priceTotalByUser).toBeNull();
  });

  it('refuses what is not an amount, a negative one, cents past two and a total too large', async () => {
    const { rfq } = await inWorkWithKp();
    const before = await snapshot(rfq.id);
    for (const value of ['12a', '-100', '1,234.567', '99,999,999,999', -1, true, '1.2.3']) {
      const refused = await call('PATCH', `rfq/${rfq.id}/`, { priceTotalByUser: value });
      expect(refused.status, String(value)).toBe(400);
      expect(refused.body.priceTotalByUser, String(value)).toHaveLength(1);
    }
    expect(await snapshot(rfq.id)).toEqual(before);
  });
});

async function firstOffer(rfq: RfqDetail): Promise<SupplierOffer> {
  const list = await call<{ results: SupplierOffer[] }>(
    'GET',
    `offer/?position=${rfq.positions[0]!.id}&active=true`,
  );
  return list.body.results[0]!;
}

describe('the quotation numbers keep to one table of bounds (QUOTE_LIMITS)', () => {
  it('a margin of −500 % is refused with a field error, on the head and on a position', async () => {
    const { rfq } = await inWorkWithKp();
    const before = await snapshot(rfq.id);
    const head = await call('PATCH', `rfq/${rfq.id}/`, { marginByUserInRFQHead: -500 });
    expect(head.status).toBe(400);
    expect(head.body).toEqual({ marginByUserInRFQHead: ['The margin is 0 to 1,000 %.'] });
    const position = await call('PATCH', `rfq/${rfq.id}/position/${rfq.positions[0]!.id}/`, {
      margin_by_user: -500,
    });
    expect(position.status).toBe(400);
    expect(position.body).toEqual({ margin_by_user: ['The margin is 0 to 1,000 %.'] });
    expect(await snapshot(rfq.id)).toEqual(before);
  });

  it.each([
    [{ xRate: 0 }, 'xRate', 'The rate is above 0 and at most 1,000,000.'],
    [{ xRate: 2_000_000 }, 'xRate', 'The rate is above 0 and at most 1,000,000.'],
    [{ xRate: '1.1' }, 'xRate', 'The rate must be a number.'],
    [{ vat_value: 101 }, 'vat_value', 'VAT is 0 to 100 %.'],
    [{ vat_value: 20.125 }, 'vat_value', 'At most 2 decimals.'],
    [{ marginByUserInRFQHead: 1000.5 }, 'marginByUserInRFQHead', 'The margin is 0 to 1,000 %.'],
  ])('the head refuses %j', async (body, field, message) => {
    const { rfq } = await inWorkWithKp();
    const refused = await call('PATCH', `rfq/${rfq.id}/`, body);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ [field]: [message] });
  });

  it('a position refuses a negative or too large unit price; the bounds themselves are taken', async () => {
    const { rfq } = await inWorkWithKp();
    const path = `rfq/${rfq.id}/position/${rfq.positions[0]!.id}/`;
    expect((await call('PATCH', path, { unit_price_by_user: -1 })).body).toEqual({
      unit_price_by_user: ['A price is 0 to 9,999,999,999.99.'],
    });
    expect((await call('PATCH', path, { unit_price_by_user: 1e10 })).status).toBe(400);
    const edge = await call('PATCH', path, {
      unit_price_by_user: 9_999_999_999.99,
      margin_by_user: 1000,
    });
    expect(edge.status, JSON.stringify(edge.body)).toBe(200);
    const head = await call<RfqDetail>('PATCH', `rfq/${rfq.id}/`, {
      xRate: 1_000_000,
      vat_value: 100,
      marginByUserInRFQHead: 0,
      priceTotalByUser: '9,999,999,999.99',
    });
    expect(head.status, JSON.stringify(head.body)).toBe(200);
    expect(head.body.quotation).toMatchObject({
      xRate: 1_000_000,
      vat_value: 100,
      marginByUserInRFQHead: 0,
      priceTotalByUser: 9_999_999_999.99,
    });
  });
});
