/**
 * Need-offer lists and end positions (spec §4 "Need-offer flow", "End positions"; the calls are
 * ours, see src-shared/api/end-position.ts) over HTTP: the parts search manager moves tasks
 * through every transition, single and bulk; a refused bulk action changes nothing and gives a
 * reason per refused row; finishing needs a comment; the ILS export reads back. The sales manager
 * and the auditor read the lists and may not write (403); a client may not even read.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  END_POSITION_ORDERING,
  type EndPositionBulkResult,
  type EndPositionItem,
  type IlsRequest,
} from '../../src-shared/api/end-position.ts';
import { NEED_OFFER_TABS } from '../../src-shared/domain/end-position.ts';
import { partNumberKey } from '../../src-shared/domain/part-number.ts';
import type { BulkRefusal } from '../../src-shared/api/rfq.ts';
import { COMPANY_CATEGORY } from '../../src-shared/domain/constants.ts';
import { contactIdOf } from './helpers.ts';
import {
  aSupplier,
  firstCompanyOfCategory,
  idByCode,
  listReader,
  newOffer,
  newRfq,
  serverWithCalls,
  uniquePartNumber,
} from './sales-helpers.ts';

const { server, calls } = serverWithCalls(['sales', 'parts_search', 'auditor', 'client']);
const { sales, parts_search: search, auditor, client } = calls;

let companyId: number;
let searchContact: number;
let salesContact: number;

beforeAll(async () => {
  companyId = (await firstCompanyOfCategory(server.db, COMPANY_CATEGORY.client)).id;
  searchContact = await contactIdOf(server.db, 'parts_search');
  salesContact = await contactIdOf(server.db, 'sales');
});

/** New search tasks: an RFQ with `count` positions, each asked for offers by sales. */
async function freshTasks(count = 1, priority: 'AOG' | 'URGENT' = 'URGENT'): Promise<number[]> {
  const rfq = await newRfq(sales, {
    company: companyId,
    priority,
    positions_list: Array.from({ length: count }, () => ({
      part_number: uniquePartNumber('EP'),
      quantity: 2,
    })),
  });
  const ids: number[] = [];
  for (const position of rfq.positions) {
    const asked = await sales('POST', `end_position/${position.id}/need_offers/`, {
      comment: 'Please find offers.',
    });
    expect(asked.status).toBe(200);
    const task = await server.db
      .selectFrom('end_position')
      .select('id')
      .where('position_id', '=', position.id)
      .executeTakeFirstOrThrow();
    ids.push(task.id);
  }
  return ids;
}

async function state(ids: readonly number[]) {
  return server.db
    .selectFrom('end_position as ep')
    .innerJoin('rfq_position as p', 'p.id', 'ep.position_id')
    .select(['ep.id', 'ep.status', 'ep.manager_id', 'ep.in_pipeline', 'ep.comment'])
    .select(['p.requested_in_ils', 'p.ils_initiator_id', 'p.need_offers'])
    .where('ep.id', 'in', ids)
    .orderBy('ep.id')
    .execute();
}

/** Each task's part number and RFQ number, in the order of `ids`. */
async function endPositionsOf(ids: readonly number[]) {
  const rows = await server.db
    .selectFrom('end_position as ep')
    .innerJoin('rfq_position as p', 'p.id', 'ep.position_id')
    .innerJoin('inventory as i', 'i.id', 'p.inventory_id')
    .innerJoin('rfq as r', 'r.id', 'p.rfq_id')
    .select(['ep.id', 'i.part_number', 'r.number as rfq_number'])
    .where('ep.id', 'in', ids)
    .execute();
  return ids.map((id) => rows.find((row) => row.id === id));
}

/** A supplier's offer for `partNumber` at `price` USD, overhauled, as sales enters it. */
async function supplierOffer(partNumber: string, price: number) {
  return newOffer(sales, {
    part_number: partNumber,
    company: (await aSupplier(server.db)).id,
    condition: await idByCode(server.db, 'ref_condition', 'OH'),
    currency: await idByCode(server.db, 'ref_currency', 'USD'),
    quantity: 1,
    price,
    lead_time_days: 5,
  });
}

const listed = listReader<EndPositionItem>(search, 'end_position/?');

describe('the need-offer lists', () => {
  it('shows a new task in need updates and created today, with its position and RFQ', async () => {
    const [id] = await freshTasks(1, 'AOG');
    const rows = (await listed(`tab=need_updates&page_size=30`)).results;
    const row = rows.find((item) => item.id === id);
    expect(row?.status).toBe('need_updates');
    expect(row?.rfq.priority).toBe('AOG');
    expect(row?.position.quantity).toBe(2);
    expect(row?.waiting_since).toBe(row?.created_at);
    const today = (await listed(`tab=created_today&search=${row?.position.part_number}`)).results;
    expect(today.map((item) => item.id)).toEqual([id]);
    expect((await listed(`tab=in_work&search=${row?.position.part_number}`)).count).toBe(0);
  });

  it("counts each task's offers over its part and the part's alternates, the active ones apart", async () => {
    const ids = await freshTasks(3);
    // The third task's part has no offers at all.
    const [first, second] = await endPositionsOf(ids);
    const inventoryOf = (partNumber: string) =>
      server.db
        .selectFrom('inventory')
        .select(['id', 'group_id'])
        .where('part_number', '=', partNumber)
        .executeTakeFirstOrThrow();
    // The second task's part becomes an alternate of the first's: one group, two part numbers.
    const group = (await inventoryOf(first!.part_number)).group_id;
    await server.db
      .updateTable('inventory')
      .set({ group_id: group })
      .where('id', '=', (await inventoryOf(second!.part_number)).id)
      .execute();
    await supplierOffer(first!.part_number, 900);
    const expired = await supplierOffer(second!.part_number, 900);
    await server.db
      .updateTable('supplier_offer')
      .set({ valid_until: sql<string>`current_date - 1` })
      .where('id', '=', expired.id)
      .execute();

    const counts = new Map(
      (await listed('tab=created_today&page_size=30')).results.map((item) => [
        item.id,
        [item.position.offers_count, item.position.active_offers_count],
      ]),
    );
    expect(ids.map((id) => counts.get(id))).toEqual([
      [2, 1],
      [2, 1],
      [0, 0],
    ]);
  });

  it('lists offers that arrived after the task was made in activity offers, 10 a page', async () => {
    const [id] = await freshTasks();
    const { part_number: partNumber } = await server.db
      .selectFrom('end_position as ep')
      .innerJoin('rfq_position as p', 'p.id', 'ep.position_id')
      .innerJoin('inventory as i', 'i.id', 'p.inventory_id')
      .select('i.part_number')
      .where('ep.id', '=', id!)
      .executeTakeFirstOrThrow();
    const offer = (price: number) => supplierOffer(partNumber, price);
    const first = await offer(1200);
    const activity = await listed(`tab=activity_offers&search=${partNumber}&page_size=30`);
    expect(activity.results.map((item) => [item.id, item.offer?.id])).toEqual([[id, first.id]]);
    expect(activity.results[0]?.position.offers_count).toBe(1);
    expect(activity.results[0]?.offer?.price).toBe(1200);

    // Eleven offers: page size 10 whatever was asked (§9), the newest first.
    const made = [first];
    for (let n = 1; n <= 10; n++) made.push(await offer(1200 + n));
    const page = await listed(`tab=activity_offers&search=${partNumber}&page_size=30`);
    expect(page.count).toBe(11);
    expect(page.results).toHaveLength(10);
    expect(page.results[0]?.offer?.id).toBe(made.at(-1)?.id);
    expect(page.next).not.toBeNull();
  });

  it('filters by status (the end positions view) and refuses an unknown ordering', async () => {
    const [id] = await freshTasks();
    await search('POST', `end_position/${id}/end_search/`, { comment: 'Done.' });
    const finished = await listed('status=finished&page_size=30&ordering=-id');
    expect(finished.results.every((item) => item.status === 'finished')).toBe(true);
    expect(finished.results[0]?.id).toBe(id);
    const wrong = await search('GET', 'end_position/?ordering=price');
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body)).toEqual(['ordering']);
  });

  it('sorts by every ordering field on every tab, with each filter', async () => {
    const [id] = await freshTasks();
    const taken = await search<EndPositionItem>('POST', `end_position/${id}/get_in_work/`);
    for (const tab of NEED_OFFER_TABS)
      for (const field of END_POSITION_ORDERING)
        for (const ordering of [field, `-${field}`]) {
          const answer = await search('GET', `end_position/?tab=${tab}&ordering=${ordering}`);
          expect(answer.status, `${tab} ${ordering}`).toBe(200);
        }
    const filtered = await listed(
      `priority=URGENT&manager=${searchContact}&search=${taken.body.position.part_number.toLowerCase()}&ordering=-manager`,
    );
    expect(filtered.results.map((row) => row.id)).toEqual([id]);
    const byRfq = await listed(`search=${taken.body.rfq.number}`);
    expect(byRfq.results.map((row) => row.id)).toEqual([id]);
    expect((await listed(`priority=AOG&search=${taken.body.rfq.number}`)).count).toBe(0);
  });

  it('searches as before its indexes: the part number as typed or its start, or the RFQ number', async () => {
    const ids = await freshTasks(2);
    await search('POST', `end_position/${ids[1]}/end_search/`, { comment: 'Done.' });
    const [item] = await endPositionsOf(ids.slice(0, 1));
    const partNumber = item?.part_number ?? '';
    const rfqNumber = item?.rfq_number ?? '';
    /** The tasks one OR over the joined part and RFQ found (migration 0023 made it a set of positions). */
    const matchedBefore = async (term: string, status?: string) => {
      const key = partNumberKey(term);
      const text = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      const { rows } = await sql<{ id: number }>`SELECT ep.id FROM end_position ep
        JOIN rfq_position p ON p.id = ep.position_id JOIN inventory i ON i.id = p.inventory_id
        JOIN rfq r ON r.id = p.rfq_id
        WHERE (${key ? sql`i.part_number_key LIKE ${`${key}%`} OR ` : sql``}r.number ILIKE ${text})
          AND (${status ?? null}::text IS NULL OR ep.status = ${status ?? null})
        ORDER BY ep.created_at DESC, ep.id DESC`.execute(server.db);
      return rows.map((row) => row.id);
    };
    const terms = [
      partNumber.toLowerCase().replace(/-/g, ' '),
      partNumber.replace(/-/g, '/').slice(0, -1),
      rfqNumber.toLowerCase(),
      rfqNumber.slice(-5),
      '-',
      '%',
    ];
    for (const term of terms)
      for (const status of [undefined, 'need_updates', 'finished']) {
        const expected = await matchedBefore(term, status);
        const query = `search=${encodeURIComponent(term)}${status ? `&status=${status}` : ''}`;
        const page = await listed(`${query}&page_size=30`);
        expect(page.count, query).toBe(expected.length);
        expect(
          page.results.map((row) => row.id),
          query,
        ).toEqual(expected.slice(0, 30));
      }
    expect((await listed(`search=${encodeURIComponent(partNumber.toLowerCase())}`)).count).toBe(1);
    expect((await listed(`search=${rfqNumber}&status=finished`)).results.map((r) => r.id)).toEqual([
      ids[1],
    ]);
  });

  it('refuses an unknown tab, naming the field', async () => {
    const answer = await search('GET', 'end_position/?tab=someday');
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body)).toContain('tab');
  });
});

describe('single transitions', () => {
  it('takes to work, returns, gives to work and finishes with a comment', async () => {
    const [id] = await freshTasks();
    const taken = await search<EndPositionItem>('POST', `end_position/${id}/get_in_work/`);
    expect(taken.status).toBe(200);
    expect(taken.body.status).toBe('in_work');
    expect(taken.body.manager?.id).toBe(searchContact);

    const again = await search<{ detail: string }>('POST', `end_position/${id}/get_in_work/`);
    expect(again.status).toBe(400);
    expect(again.body.detail).toMatch(
      /is "in work": it can be taken to work only from "need updates"/,
    );

    const back = await search<EndPositionItem>('POST', `end_position/${id}/return_to_not_in_work/`);
    expect(back.body.status).toBe('need_updates');
    expect(back.body.manager).toBeNull();

    const given = await search<EndPositionItem>('POST', `end_position/${id}/give_to_work/`, {
      contact: salesContact,
    });
    expect(given.body.status).toBe('in_work');
    expect(given.body.manager?.id).toBe(salesContact);

    const noComment = await search('POST', `end_position/${id}/end_search/`, { comment: '  ' });
    expect(noComment.status).toBe(400);
    expect(Object.keys(noComment.body)).toEqual(['comment']);
    expect((await state([id!]))[0]?.status).toBe('in_work');

    const done = await search<EndPositionItem>('POST', `end_position/${id}/end_search/`, {
      comment: 'Nothing on the market.',
    });
    expect(done.body.status).toBe('finished');
    expect(done.body.comment).toBe('Nothing on the market.');
    expect((await state([id!]))[0]?.need_offers).toBe(false);

    const afterEnd = await search<{ detail: string }>(
      'POST',
      `end_position/${id}/return_to_not_in_work/`,
    );
    expect(afterEnd.status).toBe(400);
    expect(afterEnd.body.detail).toContain('"finished"');
  });

  it('refuses an unknown contact (400 naming it) and an unknown task (404)', async () => {
    const [id] = await freshTasks();
    const before = await state([id!]);
    const wrong = await search('POST', `end_position/${id}/give_to_work/`, { contact: 999_999 });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body)).toEqual(['contact']);
    expect(await state([id!])).toEqual(before);
    expect((await search('POST', 'end_position/999999/get_in_work/')).status).toBe(404);
  });

  it('marks and unmarks a position requested in ILS', async () => {
    const [id] = await freshTasks();
    const on = await search<EndPositionItem>('PATCH', `end_position/${id}/requested_in_ils/`, {
      requested_in_ils: true,
    });
    expect(on.status).toBe(200);
    expect(on.body.position.requested_in_ils).toBe(true);
    expect(on.body.position.ils_initiator?.id).toBe(searchContact);
    const off = await search<EndPositionItem>('PATCH', `end_position/${id}/requested_in_ils/`, {
      requested_in_ils: false,
    });
    expect(off.body.position.requested_in_ils).toBe(false);
    expect(off.body.position.ils_initiator).toBeNull();
    await search('POST', `end_position/${id}/end_search/`, { comment: 'Done.' });
    const finished = await search<{ detail: string }>(
      'PATCH',
      `end_position/${id}/requested_in_ils/`,
      { requested_in_ils: true },
    );
    expect(finished.status).toBe(400);
    expect(finished.body.detail).toContain('"finished"');
  });
});

describe('bulk transitions, all or nothing', () => {
  async function refusedChangesNothing(
    path: string,
    body: Record<string, unknown>,
    ids: number[],
    method = 'POST',
  ): Promise<BulkRefusal> {
    const before = await state(ids);
    const answer = await search<BulkRefusal>(method, `end_position/${path}/`, body);
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toMatch(/^Nothing was changed/);
    expect(await state(ids)).toEqual(before);
    return answer.body;
  }

  it('takes many to work, or none when one is already in work', async () => {
    const ids = await freshTasks(3);
    await search('POST', `end_position/${ids[0]}/get_in_work/`);
    const refusal = await refusedChangesNothing('get_in_work_many', { end_positions: ids }, ids);
    expect(refusal.refused.map((row) => row.id)).toEqual([ids[0]]);
    expect(refusal.refused[0]?.reason).toContain('"in work"');

    const moved = await search<EndPositionBulkResult>('POST', 'end_position/get_in_work_many/', {
      end_positions: ids.slice(1),
    });
    expect(moved.status).toBe(200);
    expect(moved.body.results.map((row) => row.status)).toEqual(['in_work', 'in_work']);
  });

  it('returns many (bulk back), or none when one needs updates', async () => {
    const ids = await freshTasks(3);
    await search('POST', 'end_position/get_in_work_many/', { end_positions: ids.slice(0, 2) });
    const refusal = await refusedChangesNothing(
      'return_to_not_in_work_many',
      { end_positions: ids },
      ids,
    );
    expect(refusal.refused.map((row) => row.id)).toEqual([ids[2]]);
    const back = await search<EndPositionBulkResult>(
      'POST',
      'end_position/return_to_not_in_work_many/',
      { end_positions: ids.slice(0, 2) },
    );
    expect(back.body.results.map((row) => row.status)).toEqual(['need_updates', 'need_updates']);
  });

  it('finishes many with a comment, or none when one is finished or unknown', async () => {
    const ids = await freshTasks(2);
    await search('POST', `end_position/${ids[0]}/end_search/`, { comment: 'Done.' });
    const refusal = await refusedChangesNothing(
      'end_search_many',
      { end_positions: [...ids, 999_999], comment: 'Closing.' },
      ids,
    );
    expect(refusal.refused.map((row) => row.id)).toEqual([ids[0], 999_999]);
    expect(Object.keys(refusal)).toContain('end_positions');
    const noComment = await search('POST', 'end_position/end_search_many/', {
      end_positions: [ids[1]],
    });
    expect(noComment.status).toBe(400);
    expect(Object.keys(noComment.body)).toEqual(['comment']);
    const done = await search<EndPositionBulkResult>('POST', 'end_position/end_search_many/', {
      end_positions: [ids[1]],
      comment: 'Closing.',
    });
    expect(done.body.results[0]?.status).toBe('finished');
  });

  it('changes the manager of many, or none when one is finished', async () => {
    const ids = await freshTasks(2);
    await search('POST', `end_position/${ids[1]}/end_search/`, { comment: 'Done.' });
    await refusedChangesNothing(
      'give_to_work_many',
      { end_positions: ids, contact: salesContact },
      ids,
    );
    const given = await search<EndPositionBulkResult>('POST', 'end_position/give_to_work_many/', {
      end_positions: [ids[0]],
      contact: salesContact,
    });
    expect(given.body.results[0]?.manager?.id).toBe(salesContact);
    expect(given.body.results[0]?.status).toBe('in_work');
  });

  it('adds many to the pipeline, or none when one is finished', async () => {
    const ids = await freshTasks(2);
    await search('POST', `end_position/${ids[1]}/end_search/`, { comment: 'Done.' });
    await refusedChangesNothing('pipeline_many', { end_positions: ids }, ids);
    const added = await search<EndPositionBulkResult>('POST', 'end_position/pipeline_many/', {
      end_positions: [ids[0]],
    });
    expect(added.body.results[0]?.in_pipeline).toBe(true);
  });

  it('requests many from ILS, lists them, and exports the file to upload by hand', async () => {
    const ids = await freshTasks(2);
    await search('POST', `end_position/${ids[1]}/end_search/`, { comment: 'Done.' });
    await refusedChangesNothing('request_ils_many', { end_positions: ids }, ids, 'PATCH');
    const asked = await search<EndPositionBulkResult>('PATCH', 'end_position/request_ils_many/', {
      end_positions: [ids[0]],
    });
    expect(asked.status).toBe(200);
    const row = asked.body.results[0];
    expect(row?.position.requested_in_ils).toBe(true);

    const list = await search<IlsRequest[]>('GET', 'end_position/ils_requests/');
    const entry = list.body.find((item) => item.id === ids[0]);
    expect(entry?.part_number).toBe(row?.position.part_number);
    expect(entry?.rfq.name).toBe(row?.rfq.number);

    const file = await search<string>('GET', 'end_position/ils_requests/export/');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/csv');
    expect(file.headers.get('content-disposition')).toContain('ils-requests.csv');
    const lines = file.body.trim().split('\r\n');
    expect(lines[0]).toBe('Part number,Quantity,Condition,RFQ');
    expect(lines).toContain(`${row?.position.part_number},2,,${row?.rfq.number}`);
    expect(lines).toHaveLength(list.body.length + 1);
  });
});

describe('who may do what', () => {
  it('lets sales and the auditor read, and refuses their writes (403)', async () => {
    const [id] = await freshTasks();
    for (const reader of [sales, auditor]) {
      expect((await reader('GET', 'end_position/?tab=need_updates')).status).toBe(200);
      expect((await reader('GET', 'end_position/ils_requests/')).status).toBe(200);
      expect((await reader('POST', `end_position/${id}/get_in_work/`)).status).toBe(403);
      expect(
        (await reader('POST', 'end_position/get_in_work_many/', { end_positions: [id] })).status,
      ).toBe(403);
      expect(
        (await reader('PATCH', `end_position/${id}/requested_in_ils/`, { requested_in_ils: true }))
          .status,
      ).toBe(403);
    }
    expect((await state([id!]))[0]?.status).toBe('need_updates');
  });

  it('refuses a client even the lists (403)', async () => {
    expect((await client('GET', 'end_position/?tab=need_updates')).status).toBe(403);
    expect((await client('GET', 'end_position/ils_requests/export/')).status).toBe(403);
  });
});
