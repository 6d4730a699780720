/**
 * The RFQ lists and their transitions (spec §4), single and bulk, over HTTP as `sales`: each
 * action moves an RFQ from the list it may start from, refuses with a detail naming the list it is
 * in otherwise, and a refused bulk action changes nothing at all.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Paginated } from '../../src-shared/api/results.ts';
import type { BulkRefusal, BulkResult, RfqDetail, RfqListItem } from '../../src-shared/api/rfq.ts';
import { COMPANY_CATEGORY } from '../../src-shared/domain/constants.ts';
import {
  aStaffContact,
  contactIdOf,
  countRows,
  expectMostUrgentFirst,
  rowById,
  rowsWhere,
} from './helpers.ts';
import {
  aSupplier,
  firstCompanyOfCategory,
  idByCode,
  newOffer,
  newRfq,
  rfqState,
  salesServerForTests,
  uniquePartNumber,
} from './sales-helpers.ts';

const { server, call } = salesServerForTests();
let salesContact: number;
let companyId: number;
let otherStaff: number;
let clientContact: number;

beforeAll(async () => {
  salesContact = await contactIdOf(server.db, 'sales');
  companyId = (await firstCompanyOfCategory(server.db, COMPANY_CATEGORY.client)).id;
  otherStaff = await aStaffContact(server.db, salesContact);
  const client = await server.db
    .selectFrom('contact')
    .select('id')
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  clientContact = client.id;
});

async function fresh(count = 1): Promise<RfqDetail[]> {
  const made: RfqDetail[] = [];
  for (let i = 0; i < count; i++)
    made.push(
      await newRfq(call, {
        company: companyId,
        priority: 'URGENT',
        positions_list: [{ part_number: uniquePartNumber(), quantity: 1 }],
      }),
    );
  return made;
}

async function listIds(list: string, extra = ''): Promise<number[]> {
  const response = await call<Paginated<RfqListItem>>(
    'GET',
    `rfq/?list=${list}&page_size=30${extra}`,
  );
  expect(response.status).toBe(200);
  return response.body.results.map((item) => item.id);
}

/** Makes a KP for the RFQ (in work) from a new active offer for its first position. */
async function quoteable(rfq: RfqDetail): Promise<void> {
  const position = rfq.positions[0];
  if (!position) throw new Error('no position');
  const offer = await newOffer(call, {
    part_number: position.inventory.part_number,
    company: (await aSupplier(server.db)).id,
    condition: await idByCode(server.db, 'ref_condition', 'OH'),
    quantity: 1,
    price: 500,
    currency: await idByCode(server.db, 'ref_currency', 'USD'),
    lead_time_days: 5,
  });
  const kp = await call('POST', `rfq/${rfq.id}/kp/`, {
    version: 3,
    rows: [{ position: position.id, offer: offer.id, quantity: 1 }],
  });
  expect(kp.status, JSON.stringify(kp.body)).toBe(201);
}

describe('a new RFQ', () => {
  it('is in the not-in-work list, new, without a manager', async () => {
    const [rfq] = await fresh();
    expect(rfq?.in_work).toBe(false);
    expect(rfq?.in_archive).toBe(false);
    expect(rfq?.activity_status).toBe('new');
    expect(rfq?.rfq_status.name).toBe('New');
    expect(rfq?.rfq_manager).toBeNull();
    expect(rfq?.number).toMatch(/^RFQ-\d{4}-\d{5,}$/);
    expect(await listIds('not_in_work')).toContain(rfq?.id);
    expect(await listIds('in_work')).not.toContain(rfq?.id);
  });

  it('needs the list to be named, and one of the three', async () => {
    const missing = await call('GET', 'rfq/');
    expect(missing.status).toBe(400);
    expect(missing.body.list).toBeTruthy();
    const wrong = await call('GET', 'rfq/?list=everything');
    expect(wrong.status).toBe(400);
    expect(String(wrong.body.list)).toContain('not_in_work');
  });
});

describe('single transitions', () => {
  it('get_in_work: to the in-work list, managed by the caller; again: refused, nothing changed', async () => {
    const [rfq] = (await fresh()) as [RfqDetail];
    const taken = await call<RfqDetail>('PATCH', `rfq/${rfq.id}/get_in_work/`);
    expect(taken.status).toBe(200);
    expect(taken.body.in_work).toBe(true);
    expect(taken.body.activity_status).toBe('in_work');
    expect(taken.body.rfq_manager?.id).toBe(salesContact);
    expect(await listIds('in_work')).toContain(rfq.id);
    expect(await listIds('not_in_work')).not.toContain(rfq.id);

    const before = await rfqState(server.db, [rfq.id]);
    const again = await call('PATCH', `rfq/${rfq.id}/get_in_work/`);
    expect(again.status).toBe(400);
    expect(again.body.detail).toBe(
      `${rfq.number} is in the in work list: it can be taken to work only from the not in work list.`,
    );
    expect(await rfqState(server.db, [rfq.id])).toEqual(before);
  });

  it('give_to_work: to a staff contact, from either list; a client contact or unknown id refused', async () => {
    const [rfq] = (await fresh()) as [RfqDetail];
    const before = await rfqState(server.db, [rfq.id]);
    const notStaff = await call('PATCH', `rfq/${rfq.id}/give_to_work/`, {
      contact_id: clientContact,
    });
    expect(notStaff.status).toBe(400);
    expect(notStaff.body.contact_id).toEqual([
      'Choose one of our staff (a contact of our legal entities).',
    ]);
    const unknown = await call('PATCH', `rfq/${rfq.id}/give_to_work/`, { contact_id: 999999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.contact_id).toBeTruthy();
    const missing = await call('PATCH', `rfq/${rfq.id}/give_to_work/`, {});
    expect(missing.status).toBe(400);
    expect(await rfqState(server.db, [rfq.id])).toEqual(before);

    const given = await call<RfqDetail>('PATCH', `rfq/${rfq.id}/give_to_work/`, {
      contact_id: otherStaff,
    });
    expect(given.status).toBe(200);
    expect(given.body.in_work).toBe(true);
    expect(given.body.rfq_manager?.id).toBe(otherStaff);
    // Reassigning an RFQ already in work is allowed.
    const back = await call<RfqDetail>('PATCH', `rfq/${rfq.id}/give_to_work/`, {
      contact_id: salesContact,
    });
    expect(back.status).toBe(200);
    expect(back.body.rfq_manager?.id).toBe(salesContact);
  });

  it('return_to_not_in_work: needs a comment; moves back, without a manager, comment kept', async () => {
    const [rfq] = (await fresh()) as [RfqDetail];
    await call('PATCH', `rfq/${rfq.id}/get_in_work/`);
    const before = await rfqState(server.db, [rfq.id]);
    for (const body of [{}, { comment: '' }, { comment: '   ' }]) {
      const refused = await call('PATCH', `rfq/${rfq.id}/return_to_not_in_work/`, body);
      expect(refused.status).toBe(400);
      expect(refused.body.comment).toEqual(['This field is required.']);
    }
    expect(await rfqState(server.db, [rfq.id])).toEqual(before);
    const returned = await call<RfqDetail>('PATCH', `rfq/${rfq.id}/return_to_not_in_work/`, {
      comment: 'Waiting for the client',
    });
    expect(returned.status).toBe(200);
    expect(returned.body.in_work).toBe(false);
    expect(returned.body.activity_status).toBe('returned');
    expect(returned.body.rfq_manager).toBeNull();
    expect(await listIds('not_in_work')).toContain(rfq.id);
    const event = await server.db
      .selectFrom('rfq_event')
      .select(['action', 'comment'])
      .where('rfq_id', '=', rfq.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event).toEqual({ action: 'return_to_not_in_work', comment: 'Waiting for the client' });
    // Returning from the not-in-work list itself names the list.
    const again = await call('PATCH', `rfq/${rfq.id}/return_to_not_in_work/`, { comment: 'x' });
    expect(again.status).toBe(400);
    expect(again.body.detail).toContain('is in the not in work list');
  });

  it('canceled_rfq: needs a comment; from either list to the archive with it', async () => {
    const [a, b] = (await fresh(2)) as [RfqDetail, RfqDetail];
    await call('PATCH', `rfq/${b.id}/get_in_work/`);
    const before = await rfqState(server.db, [a.id]);
    const refused = await call('PATCH', `rfq/${a.id}/canceled_rfq/`, {});
    expect(refused.status).toBe(400);
    expect(refused.body.comment).toEqual(['This field is required.']);
    expect(await rfqState(server.db, [a.id])).toEqual(before);
    for (const rfq of [a, b]) {
      const canceled = await call<RfqDetail>('PATCH', `rfq/${rfq.id}/canceled_rfq/`, {
        comment: 'Client bought elsewhere',
      });
      expect(canceled.status).toBe(200);
      expect(canceled.body.in_archive).toBe(true);
      expect(canceled.body.in_work).toBe(false);
      expect(canceled.body.activity_status).toBe('canceled');
      expect(canceled.body.cancel_comment).toBe('Client bought elsewhere');
      expect(canceled.body.rfq_status.name).toBe('Canceled');
    }
    const archive = await listIds('archive');
    expect(archive).toEqual(expect.arrayContaining([a.id, b.id]));
    const twice = await call('PATCH', `rfq/${a.id}/canceled_rfq/`, { comment: 'again' });
    expect(twice.status).toBe(400);
    expect(twice.body.detail).toBe(
      `${a.number} is in the archive list: it can be canceled only from the not in work or in work list.`,
    );
  });

  it('finish_rfq: refused without a KP and from the wrong list; with a KP: quoted, in the archive', async () => {
    const [rfq] = (await fresh()) as [RfqDetail];
    const fromNew = await call('PATCH', `rfq/${rfq.id}/finish_rfq/`);
    expect(fromNew.status).toBe(400);
    expect(fromNew.body.detail).toBe(
      `${rfq.number} is in the not in work list: it can be quoted only from the in work list.`,
    );
    await call('PATCH', `rfq/${rfq.id}/get_in_work/`);
    const before = await rfqState(server.db, [rfq.id]);
    const noKp = await call('PATCH', `rfq/${rfq.id}/finish_rfq/`);
    expect(noKp.status).toBe(400);
    expect(noKp.body.detail).toBe(
      `${rfq.number} has no quotation (KP) yet: make a KP before quoting it.`,
    );
    expect(await rfqState(server.db, [rfq.id])).toEqual(before);

    await quoteable(rfq);
    const quoted = await call<RfqDetail>('PATCH', `rfq/${rfq.id}/finish_rfq/`);
    expect(quoted.status).toBe(200);
    expect(quoted.body).toMatchObject({
      in_work: false,
      in_archive: true,
      full_quoted: true,
      activity_status: 'quoted',
    });
    expect(quoted.body.rfq_status.name).toBe('Quoted');
    expect(quoted.body.rfq_kp).toHaveLength(1);
    expect(await listIds('in_work')).not.toContain(rfq.id);
    expect(await listIds('archive')).toContain(rfq.id);
  });

  it('get_from_archive (renew): back in work with its manager, not fully quoted; only from the archive', async () => {
    const [rfq] = (await fresh()) as [RfqDetail];
    const notArchived = await call('PATCH', `rfq/${rfq.id}/get_from_archive/`);
    expect(notArchived.status).toBe(400);
    expect(notArchived.body.detail).toContain('is in the not in work list');
    await call('PATCH', `rfq/${rfq.id}/give_to_work/`, { contact_id: otherStaff });
    await quoteable(rfq);
    await call('PATCH', `rfq/${rfq.id}/finish_rfq/`);
    const renewed = await call<RfqDetail>('PATCH', `rfq/${rfq.id}/get_from_archive/`);
    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject({
      in_work: true,
      in_archive: false,
      full_quoted: false,
      activity_status: 'renewed',
    });
    expect(renewed.body.rfq_manager?.id).toBe(otherStaff);
    expect(await listIds('archive')).not.toContain(rfq.id);
    expect(await listIds('in_work')).toContain(rfq.id);

    // A canceled RFQ without a manager is renewed to the caller.
    const [lost] = (await fresh()) as [RfqDetail];
    await call('PATCH', `rfq/${lost.id}/canceled_rfq/`, { comment: 'no' });
    const back = await call<RfqDetail>('PATCH', `rfq/${lost.id}/get_from_archive/`);
    expect(back.body.rfq_manager?.id).toBe(salesContact);
    expect(back.body.cancel_comment).toBe('');
  });

  it('unknown RFQs are 404', async () => {
    expect((await call('PATCH', 'rfq/999999/get_in_work/')).status).toBe(404);
    expect((await call('PATCH', 'rfq/abc/get_in_work/')).status).toBe(404);
  });
});

describe('bulk transitions: all or nothing', () => {
  it('get_in_work_many moves them all and returns their list items', async () => {
    const rfqs = await fresh(3);
    const ids = rfqs.map((rfq) => rfq.id);
    const moved = await call<BulkResult>('POST', 'rfq/get_in_work_many/', { rfqs: ids });
    expect(moved.status).toBe(200);
    expect(moved.body.detail).toBe('Update Successful');
    expect(moved.body.results.map((item) => item.id)).toEqual(ids);
    for (const item of moved.body.results) {
      expect(item.in_work).toBe(true);
      expect(item.rfq_manager?.id).toBe(salesContact);
    }
  });

  it('get_in_work_many with one RFQ already in work and one unknown: 400 with reasons, nothing moved', async () => {
    const [a, b, c] = (await fresh(3)) as [RfqDetail, RfqDetail, RfqDetail];
    await call('PATCH', `rfq/${b.id}/get_in_work/`);
    const before = await rfqState(server.db, [a.id, b.id, c.id]);
    const events = await countRows(server.db, 'rfq_event');
    const refused = await call<BulkRefusal>('POST', 'rfq/get_in_work_many/', {
      rfqs: [a.id, b.id, 999999, c.id],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe('Nothing was changed: 2 of 4 RFQs cannot be taken to work.');
    expect(refused.body.refused).toEqual([
      {
        id: b.id,
        number: b.number,
        reason: `${b.number} is in the in work list: it can be taken to work only from the not in work list.`,
      },
      { id: 999999, number: '', reason: 'There is no RFQ with this id.' },
    ]);
    expect(await rfqState(server.db, [a.id, b.id, c.id])).toEqual(before);
    expect(await countRows(server.db, 'rfq_event')).toBe(events);
  });

  it('give_to_work_many: to a staff contact; an archived RFQ among them refuses all', async () => {
    const [a, b, c] = (await fresh(3)) as [RfqDetail, RfqDetail, RfqDetail];
    await call('PATCH', `rfq/${c.id}/canceled_rfq/`, { comment: 'gone' });
    const before = await rfqState(server.db, [a.id, b.id, c.id]);
    const refused = await call<BulkRefusal>('POST', 'rfq/give_to_work_many/', {
      rfqs: [a.id, b.id, c.id],
      contact: otherStaff,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.refused.map((item) => item.id)).toEqual([c.id]);
    expect(refused.body.refused[0]?.reason).toContain('is in the archive list');
    expect(await rfqState(server.db, [a.id, b.id, c.id])).toEqual(before);

    const notStaff = await call('POST', 'rfq/give_to_work_many/', {
      rfqs: [a.id],
      contact: clientContact,
    });
    expect(notStaff.status).toBe(400);
    expect(notStaff.body.contact).toBeTruthy();

    const moved = await call<BulkResult>('POST', 'rfq/give_to_work_many/', {
      rfqs: [a.id, b.id],
      contact: otherStaff,
    });
    expect(moved.status).toBe(200);
    for (const item of moved.body.results) expect(item.rfq_manager?.id).toBe(otherStaff);
  });

  it('canceled_rfq_many: needs a comment; refuses all when one is archived; else cancels all', async () => {
    const [a, b, c] = (await fresh(3)) as [RfqDetail, RfqDetail, RfqDetail];
    await call('PATCH', `rfq/${b.id}/get_in_work/`);
    await call('PATCH', `rfq/${c.id}/canceled_rfq/`, { comment: 'first' });
    const before = await rfqState(server.db, [a.id, b.id, c.id]);
    const noComment = await call('POST', 'rfq/canceled_rfq_many/', { rfqs: [a.id, b.id] });
    expect(noComment.status).toBe(400);
    expect(noComment.body.comment).toEqual(['This field is required.']);
    const refused = await call<BulkRefusal>('POST', 'rfq/canceled_rfq_many/', {
      rfqs: [a.id, b.id, c.id],
      comment: 'Not needed',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.refused).toHaveLength(1);
    expect(refused.body.refused[0]?.number).toBe(c.number);
    expect(await rfqState(server.db, [a.id, b.id, c.id])).toEqual(before);

    const canceled = await call<BulkResult>('POST', 'rfq/canceled_rfq_many/', {
      rfqs: [a.id, b.id],
      comment: 'Not needed',
    });
    expect(canceled.status).toBe(200);
    expect(canceled.body.detail).toBe('RFQ canceled');
    for (const item of canceled.body.results) {
      expect(item.in_archive).toBe(true);
      expect(item.cancel_comment).toBe('Not needed');
    }
  });

  it('return_to_not_in_work_many: needs a comment; only from in work; all or nothing', async () => {
    const [a, b, c] = (await fresh(3)) as [RfqDetail, RfqDetail, RfqDetail];
    await call('POST', 'rfq/get_in_work_many/', { rfqs: [a.id, b.id] });
    const before = await rfqState(server.db, [a.id, b.id, c.id]);
    const noComment = await call('POST', 'rfq/return_to_not_in_work_many/', { rfqs: [a.id] });
    expect(noComment.status).toBe(400);
    const refused = await call<BulkRefusal>('POST', 'rfq/return_to_not_in_work_many/', {
      rfqs: [a.id, b.id, c.id],
      comment: 'Back to the pool',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.refused).toEqual([
      {
        id: c.id,
        number: c.number,
        reason: `${c.number} is in the not in work list: it can be returned to not in work only from the in work list.`,
      },
    ]);
    expect(await rfqState(server.db, [a.id, b.id, c.id])).toEqual(before);
    const moved = await call<BulkResult>('POST', 'rfq/return_to_not_in_work_many/', {
      rfqs: [a.id, b.id],
      comment: 'Back to the pool',
    });
    expect(moved.status).toBe(200);
    for (const item of moved.body.results) {
      expect(item.in_work).toBe(false);
      expect(item.activity_status).toBe('returned');
      expect(item.rfq_manager).toBeNull();
    }
  });

  it('refuses an empty or repeated list of RFQs', async () => {
    const [a] = (await fresh()) as [RfqDetail];
    const empty = await call('POST', 'rfq/get_in_work_many/', { rfqs: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.rfqs).toEqual(['Choose at least one RFQ.']);
    const twice = await call('POST', 'rfq/get_in_work_many/', { rfqs: [a.id, a.id] });
    expect(twice.status).toBe(400);
    expect(twice.body.rfqs).toEqual(['An RFQ is listed twice.']);
    expect((await rfqState(server.db, [a.id]))[0]?.in_work).toBe(false);
  });
});

describe('the list query', () => {
  it('searches by RFQ number, company name and a part number of its positions', async () => {
    const pn = uniquePartNumber('Q');
    const rfq = await newRfq(call, {
      company: companyId,
      priority: 'AOG',
      positions_list: [{ part_number: pn, quantity: 2 }],
    });
    expect(await listIds('not_in_work', `&search=${rfq.number}`)).toEqual([rfq.id]);
    expect(await listIds('not_in_work', `&search=${pn.toLowerCase()}`)).toEqual([rfq.id]);
    const company = await rowById(server.db, 'company', companyId, ['name']);
    const byCompany = await call<Paginated<RfqListItem>>(
      'GET',
      `rfq/?list=not_in_work&search=${encodeURIComponent(company.name)}&page_size=30`,
    );
    expect(byCompany.body.count).toBeGreaterThan(0);
    for (const item of byCompany.body.results) expect(item.company.id).toBe(companyId);
    // Wildcards are literal; empty filters are dropped.
    expect(await listIds('not_in_work', '&search=%25%25%25')).toEqual([]);
    const all = await call<Paginated<RfqListItem>>('GET', 'rfq/?list=not_in_work');
    const blank = await call<Paginated<RfqListItem>>(
      'GET',
      'rfq/?list=not_in_work&search=&priority=&company=',
    );
    expect(blank.body.count).toBe(all.body.count);
  });

  it('filters by priority, company, manager and repair; pages by 10, 20, 30', async () => {
    const aog = await call<Paginated<RfqListItem>>('GET', 'rfq/?list=in_work&priority=AOG');
    for (const item of aog.body.results) expect(item.priority).toBe('AOG');
    const repair = await call<Paginated<RfqListItem>>('GET', 'rfq/?list=archive&is_repair=true');
    expect(repair.body.count).toBeGreaterThan(0);
    for (const item of repair.body.results) {
      expect(item.is_repair).toBe(true);
      expect(item.priority).toBe('ROUTINE');
    }
    const mine = await call<Paginated<RfqListItem>>(
      'GET',
      `rfq/?list=in_work&rfq_manager=${salesContact}&page_size=30`,
    );
    expect(mine.body.count).toBeGreaterThan(0);
    for (const item of mine.body.results) expect(item.rfq_manager?.id).toBe(salesContact);
    for (const size of [10, 20, 30]) {
      const page = await call<Paginated<RfqListItem>>('GET', `rfq/?list=in_work&page_size=${size}`);
      expect(page.body.results.length).toBe(Math.min(size, page.body.count));
    }
    const bad = await call('GET', 'rfq/?list=in_work&page_size=25');
    expect(bad.status).toBe(400);
    const badPriority = await call('GET', 'rfq/?list=in_work&priority=AOGC');
    expect(badPriority.status).toBe(400);
  });

  it('orders newest first by default, and by any allowed field both ways', async () => {
    const page = await call<Paginated<RfqListItem>>('GET', 'rfq/?list=archive&page_size=30');
    const created = page.body.results.map((item) => item.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const byNumber = await call<Paginated<RfqListItem>>(
      'GET',
      'rfq/?list=archive&page_size=30&ordering=number',
    );
    const numbers = byNumber.body.results.map((item) => item.number);
    expect(numbers).toEqual([...numbers].sort());
    const byPositions = await call<Paginated<RfqListItem>>(
      'GET',
      'rfq/?list=archive&page_size=30&ordering=-positions_count',
    );
    const counts = byPositions.body.results.map((item) => item.positions_count);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
    const byPriority = await call<Paginated<RfqListItem>>(
      'GET',
      'rfq/?list=archive&page_size=30&ordering=priority',
    );
    expectMostUrgentFirst(byPriority.body.results);
    const bad = await call('GET', 'rfq/?list=archive&ordering=price');
    expect(bad.status).toBe(400);
  });
});

describe('the RFQ and its head', () => {
  it('a repair RFQ is ROUTINE, whatever priority was asked, on create and on edit', async () => {
    const repair = await newRfq(call, { company: companyId, priority: 'AOG', is_repair: true });
    expect(repair.priority).toBe('ROUTINE');
    expect(repair.quotation.all_priorities).toEqual(['ROUTINE']);
    expect(repair.sale_type.name).toBe('Repair');
    const stored = await rowById(server.db, 'rfq', repair.id, ['priority']);
    expect(stored.priority).toBe('ROUTINE');
    const stillRoutine = await call<RfqDetail>('PATCH', `rfq/${repair.id}/`, { priority: 'AOG' });
    expect(stillRoutine.body.priority).toBe('ROUTINE');
    const plain = await newRfq(call, { company: companyId, priority: 'CRITICAL' });
    const madeRepair = await call<RfqDetail>('PATCH', `rfq/${plain.id}/`, { is_repair: true });
    expect(madeRepair.body.priority).toBe('ROUTINE');
    const notRepair = await call<RfqDetail>('PATCH', `rfq/${plain.id}/`, {
      is_repair: false,
      priority: 'AOG',
    });
    expect(notRepair.body.priority).toBe('AOG');
  });

  it('saves the head and the text block; xRateBySystem is the currency_rate of the currency', async () => {
    const rfq = await newRfq(call, { company: companyId, priority: 'URGENT' });
    const eur = await idByCode(server.db, 'ref_currency', 'EUR');
    const patched = await call<RfqDetail>('PATCH', `rfq/${rfq.id}/`, {
      main_price_unit: eur,
      xRate: 0.95,
      vat: true,
      vat_value: 20,
      priceTotalByUser: '12,500.00',
      marginByUserInRFQHead: 30,
      conditions: { payment: 'Net 30' },
      rfqNameByUser: 'Spring campaign',
      start_date: '2026-03-01',
      end_date: '2026-03-31',
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const rate = await server.db
      .selectFrom('currency_rate')
      .select('rate')
      .where('currency_id', '=', eur)
      .executeTakeFirstOrThrow();
    expect(patched.body.quotation).toMatchObject({
      xRate: 0.95,
      xRateBySystem: Number(rate.rate),
      vat: true,
      vat_value: 20,
      priceTotalByUser: 12500,
      marginByUserInRFQHead: 30,
    });
    expect(patched.body.quotation.main_price_unit.code).toBe('EUR');
    expect(patched.body.quotation.conditions.payment).toBe('Net 30');
    expect(patched.body.quotation.conditions.delivery).toBe('');
    expect(patched.body.text).toEqual({
      rfqNameByUser: 'Spring campaign',
      start_date: '2026-03-01',
      end_date: '2026-03-31',
    });
    // A blank typed total is no total.
    const cleared = await call<RfqDetail>('PATCH', `rfq/${rfq.id}/`, { priceTotalByUser: '' });
    expect(cleared.body.quotation.priceTotalByUser).toBeNull();
  });

  it('bad head input is refused field by field and changes nothing', async () => {
    const rfq = await newRfq(call, { company: companyId, priority: 'URGENT' });
    const before = await rowsWhere(server.db, 'rfq', 'id', rfq.id);
    const client = await firstCompanyOfCategory(server.db, COMPANY_CATEGORY.client);
    const cases: [Record<string, unknown>, string][] = [
      [{ sale_type: 9999, vat: true }, 'sale_type'],
      [{ legal_entity: client.id }, 'legal_entity'],
      [{ main_price_unit: 9999 }, 'main_price_unit'],
      [{ xRate: 0 }, 'xRate'],
      [{ vat_value: 120 }, 'vat_value'],
      [{ priceTotalByUser: '12a' }, 'priceTotalByUser'],
      [{ start_date: '2026-05-02', end_date: '2026-05-01' }, 'end_date'],
      [{}, 'non_field_errors'],
    ];
    for (const [body, field] of cases) {
      const response = await call('PATCH', `rfq/${rfq.id}/`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body[field], JSON.stringify(response.body)).toBeTruthy();
    }
    expect(await rowsWhere(server.db, 'rfq', 'id', rfq.id)).toEqual(before);
  });

  it('create refuses a contact of another company and an unknown company, writing nothing', async () => {
    const rfqs = await countRows(server.db, 'rfq');
    const positions = await countRows(server.db, 'rfq_position');
    const other = await server.db
      .selectFrom('contact')
      .select('id')
      .where('company_id', '!=', companyId)
      .where('company_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const wrongContact = await call('POST', 'rfq/', {
      company: companyId,
      contact: other.id,
      priority: 'URGENT',
      positions_list: [{ part_number: uniquePartNumber(), quantity: 1 }],
    });
    expect(wrongContact.status).toBe(400);
    expect(wrongContact.body.contact).toBeTruthy();
    const noCompany = await call('POST', 'rfq/', { company: 999999, priority: 'URGENT' });
    expect(noCompany.status).toBe(400);
    expect(noCompany.body.company).toBeTruthy();
    const badPosition = await call('POST', 'rfq/', {
      company: companyId,
      priority: 'URGENT',
      positions_list: [{ part_number: uniquePartNumber(), quantity: 0 }],
    });
    expect(badPosition.status).toBe(400);
    expect(badPosition.body['positions_list.0.quantity']).toBeTruthy();
    expect(await countRows(server.db, 'rfq')).toBe(rfqs);
    expect(await countRows(server.db, 'rfq_position')).toBe(positions);
  });
});
