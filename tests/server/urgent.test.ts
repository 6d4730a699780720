/**
 * The AOG response clock on the server (GET home/urgent/): an AOG RFQ not taken to work is
 * overdue after an hour, a critical one after four; taking it to work stops its clock; need-offer
 * positions of such RFQs count the same way. Counted by the database's clock.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { RfqDetail } from '../../src-shared/api/rfq.ts';
import type { Urgent } from '../../src-shared/api/urgent.ts';
import { COMPANY_CATEGORY } from '../../src-shared/domain/constants.ts';

import { firstCompanyOfCategory, serverWithCalls, uniquePartNumber } from './sales-helpers.ts';

const { server, calls } = serverWithCalls(['sales', 'client']);
const call = calls.sales;

const urgent = async () => (await call<Urgent>('GET', 'home/urgent/')).body;

async function rfqAged(priority: 'AOG' | 'CRITICAL', minutes: number): Promise<RfqDetail> {
  const client = await firstCompanyOfCategory(server.db, COMPANY_CATEGORY.client);
  const created = await call<RfqDetail>('POST', 'rfq/', {
    company: client.id,
    priority,
    positions_list: [{ part_number: uniquePartNumber('U'), quantity: 1 }],
  });
  expect(created.status).toBe(201);
  await sql`UPDATE rfq SET created_at = now() - make_interval(mins => ${minutes})
    WHERE id = ${created.body.id}`.execute(server.db);
  return created.body;
}

describe('GET home/urgent/', () => {
  it('counts an AOG RFQ past an hour and a critical one past four, not before', async () => {
    const before = (await urgent()).rfqs.count;
    await rfqAged('AOG', 59);
    await rfqAged('CRITICAL', 239);
    expect((await urgent()).rfqs.count).toBe(before);
    const late = await rfqAged('AOG', 61);
    await rfqAged('CRITICAL', 241);
    const after = await urgent();
    expect(after.rfqs.count).toBe(before + 2);
    expect(after.rfqs.longest_minutes).toBeGreaterThanOrEqual(241);
    // Taken to work, its clock stops.
    expect((await call('PATCH', `rfq/${late.id}/get_in_work/`)).status).toBe(200);
    expect((await urgent()).rfqs.count).toBe(before + 1);
  });

  it('counts need-offer positions of AOG RFQs waiting past the hour', async () => {
    const before = (await urgent()).need_offers.count;
    const rfq = await rfqAged('AOG', 5);
    await call('PATCH', `rfq/${rfq.id}/get_in_work/`);
    const [position] = (await call<RfqDetail>('GET', `rfq/${rfq.id}/`)).body.positions;
    const asked = await call('POST', `end_position/${position?.id}/need_offers/`, {
      comment: 'AOG: any condition.',
    });
    expect(asked.status).toBe(200);
    expect((await urgent()).need_offers.count).toBe(before);
    await sql`UPDATE end_position SET created_at = now() - interval '61 minutes'
      WHERE position_id = ${position?.id}`.execute(server.db);
    expect((await urgent()).need_offers.count).toBe(before + 1);
  });

  it('is refused to a client', async () => {
    expect((await calls.client('GET', 'home/urgent/')).status).toBe(403);
  });
});
