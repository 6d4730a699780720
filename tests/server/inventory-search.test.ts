/**
 * The inventory search over HTTP (spec §3 "Inventory state", §4 "Inventory offers", §7
 * "Inventory"), as the parts search manager: a part number as people type it, its alternates,
 * offers and requests, the offer_status flip, the actions, and bad input refused with nothing
 * changed. A client and an auditor are refused what is not theirs.
 */
import { describe, expect, it } from 'vitest';
import type { InventoryState } from '../../src-shared/api/inventory.ts';
import type { SupplierOffer } from '../../src-shared/api/offer.ts';
import type { RfqDetail } from '../../src-shared/api/rfq.ts';
import { COMPANY_CATEGORY } from '../../src-shared/domain/constants.ts';
import { countRows } from './helpers.ts';
import {
  aSupplier,
  firstCompanyOfCategory,
  idByCode,
  serverWithCalls,
  uniquePartNumber,
} from './sales-helpers.ts';

const { server, calls } = serverWithCalls(['parts_search', 'auditor', 'client', 'sales']);
const { parts_search: call, auditor: asAuditor, client: asClient } = calls;

const search = (partNumber: string) =>
  call<InventoryState>('GET', `inventory/?part_number=${encodeURIComponent(partNumber)}`);

async function offerFor(partNumber: string, validUntil: string | null = null) {
  const usd = await idByCode(server.db, 'ref_currency', 'USD');
  const condition = await idByCode(server.db, 'ref_condition', 'OH');
  const response = await call<SupplierOffer>('POST', 'offer/', {
    part_number: partNumber,
    company: (await aSupplier(server.db)).id,
    condition,
    quantity: 2,
    price: 1500,
    currency: usd,
    lead_time_days: 5,
    valid_until: validUntil,
  });
  expect(response.status).toBe(201);
  return response.body;
}

/** A part with `count` alternates, all recorded through the API; returns the part numbers. */
async function groupOf(count: number): Promise<{ numbers: string[]; groupId: number }> {
  const numbers = Array.from({ length: count + 1 }, (_, i) => uniquePartNumber(`G${i}`));
  const first = await call<InventoryState>('POST', 'inventory/unknown_pn/', {
    part_number: numbers[0],
  });
  expect(first.status).toBe(201);
  const groupId = first.body.group?.id as number;
  const grouped = await call<InventoryState>('PUT', `group/${groupId}/`, { part_numbers: numbers });
  expect(grouped.status).toBe(200);
  return { numbers, groupId };
}

describe('GET inventory/', () => {
  it('finds a part however its number is typed: case, spaces, dashes, dots and slashes', async () => {
    const { numbers } = await groupOf(2);
    const typed = numbers[0] as string;
    const variants = [
      typed.toLowerCase(),
      typed.replace(/-/g, ' '),
      typed.replace(/-/g, ''),
      ` ${typed.replace(/-/g, '/')} `,
      typed.replace(/-/g, '.'),
    ];
    for (const variant of variants) {
      const state = await search(variant);
      expect(state.status, variant).toBe(200);
      expect(state.body.found).toBe(true);
      expect(state.body.part?.part_number).toBe(typed);
      expect(state.body.part_number).toBe(variant.trim());
      expect(state.body.alts_count).toBe(2);
      expect(state.body.part_alts.map((alt) => alt.part_number).sort()).toEqual(
        numbers.slice(1).sort(),
      );
      expect(state.body.tree[0]).toMatchObject({ part_number: typed, is_found: true });
      expect(state.body.tree).toHaveLength(3);
    }
  });

  it('gives the group its offers, alternates included, and the tree part → alternates → offers', async () => {
    const { numbers } = await groupOf(1);
    const [part, alt] = numbers as [string, string];
    const own = await offerFor(part);
    const altOffer = await offerFor(alt);
    const state = (await search(part)).body;
    expect(state.offers_count).toBe(2);
    expect(state.offers.map((offer) => offer.id).sort()).toEqual([own.id, altOffer.id].sort());
    expect(state.offers.find((offer) => offer.id === altOffer.id)?.is_alternate).toBe(true);
    expect(state.group?.have_offers).toBe(true);
    expect(state.offer_status).toBe('Offers available');
    expect(state.tree.map((node) => [node.part_number, node.offers.map((o) => o.id)])).toEqual([
      [part, [own.id]],
      [alt, [altOffer.id]],
    ]);
    expect(state.part?.offers_count).toBe(1);
    expect(state.part?.active_offers_count).toBe(1);
  });

  it("flips offer_status from 'Offers expired' to 'Offers available' when an offer is added", async () => {
    const { numbers } = await groupOf(1);
    const [part, alt] = numbers as [string, string];
    expect((await search(part)).body.offer_status).toBeNull();
    await offerFor(part, '2020-01-31');
    await offerFor(alt, '2021-06-30');
    const expired = (await search(part)).body;
    expect(expired.offer_status).toBe('Offers expired');
    expect(expired.group?.have_offers).toBe(true);
    await offerFor(alt);
    expect((await search(part)).body.offer_status).toBe('Offers available');
  });

  it('lists the RFQ positions that asked for any part number of the group', async () => {
    const { numbers } = await groupOf(1);
    const client = await firstCompanyOfCategory(server.db, COMPANY_CATEGORY.client);
    const rfq = await calls.sales<RfqDetail>('POST', 'rfq/', {
      company: client.id,
      priority: 'AOG',
      positions_list: [{ part_number: (numbers[1] as string).toLowerCase(), quantity: 3 }],
    });
    expect(rfq.status).toBe(201);
    const state = (await search(numbers[0] as string)).body;
    expect(state.requests_count).toBe(1);
    expect(state.requests[0]).toMatchObject({
      rfq: { id: rfq.body.id, number: rfq.body.number },
      company: { id: client.id },
      quantity: 3,
    });
  });

  it('suggests part numbers when nothing matches: those that start so, then the nearest', async () => {
    const { numbers } = await groupOf(0);
    const typed = numbers[0] as string;
    const prefix = typed.slice(0, -2);
    const started = (await search(prefix)).body;
    expect(started.found).toBe(false);
    expect(started.suggestions.map((s) => s.part_number)).toContain(typed);
    // One character wrong: still found among the suggestions.
    const typo = `${typed.slice(0, 4)}X${typed.slice(5)}`;
    const near = (await search(typo)).body;
    expect(near.found).toBe(false);
    expect(near.suggestions.map((s) => s.part_number)).toContain(typed);
  });

  it('refuses a part number with no letters or digits, naming the field', async () => {
    const response = await search('-/ .');
    expect(response.status).toBe(400);
    expect(response.body).toHaveProperty('part_number');
  });
});

describe('the inventory actions', () => {
  it('add_rfq/ starts an RFQ with this part as its one position', async () => {
    const { numbers } = await groupOf(0);
    const part = (await search(numbers[0] as string)).body.part;
    const client = await firstCompanyOfCategory(server.db, COMPANY_CATEGORY.client);
    const response = await call<RfqDetail>('POST', `inventory/${part?.id}/add_rfq/`, {
      company: client.id,
      quantity: 4,
      comment: 'Client asked by phone.',
    });
    expect(response.status).toBe(201);
    expect(response.body.comment).toBe('Client asked by phone.');
    expect(response.body.in_work).toBe(false);
    const positions = await server.db
      .selectFrom('rfq_position')
      .select(['inventory_id', 'quantity'])
      .where('rfq_id', '=', response.body.id)
      .execute();
    expect(positions).toEqual([{ inventory_id: part?.id, quantity: 4 }]);
  });

  it('add_rfq/ refuses an unknown company and a quantity below 1, and creates nothing', async () => {
    const { numbers } = await groupOf(0);
    const part = (await search(numbers[0] as string)).body.part;
    const rfqsBefore = await countRows(server.db, 'rfq');
    const client = await firstCompanyOfCategory(server.db, COMPANY_CATEGORY.client);
    const unknownCompany = await call('POST', `inventory/${part?.id}/add_rfq/`, {
      company: 999_999,
    });
    expect(unknownCompany.status).toBe(400);
    expect(unknownCompany.body).toHaveProperty('company');
    const zero = await call('POST', `inventory/${part?.id}/add_rfq/`, {
      company: client.id,
      quantity: 0,
    });
    expect(zero.status).toBe(400);
    expect(zero.body).toHaveProperty('quantity');
    expect((await call('POST', 'inventory/999999/add_rfq/', { company: client.id })).status).toBe(
      404,
    );
    expect(await countRows(server.db, 'rfq')).toBe(rfqsBefore);
  });

  it('to_new_group/ takes a part out of its alternates; a part alone is refused', async () => {
    const { numbers, groupId } = await groupOf(2);
    const alt = (await search(numbers[2] as string)).body.part;
    const moved = await call<InventoryState>('PATCH', `inventory/${alt?.id}/to_new_group/`);
    expect(moved.status).toBe(200);
    expect(moved.body.alts_count).toBe(0);
    expect(moved.body.group?.id).not.toBe(groupId);
    expect((await search(numbers[0] as string)).body.alts_count).toBe(1);
    const again = await call('PATCH', `inventory/${alt?.id}/to_new_group/`);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ detail: 'This part number is already alone in its group.' });
  });

  it('unknown_pn/ records a new part number with its component type; a known one is refused', async () => {
    const partNumber = uniquePartNumber('U');
    const recorded = await call<InventoryState>('POST', 'inventory/unknown_pn/', {
      part_number: partNumber,
      description: 'Starter generator',
      engine_purchase: true,
    });
    expect(recorded.status).toBe(201);
    expect(recorded.body.part).toMatchObject({
      part_number: partNumber,
      description: 'Starter generator',
      component_type: 'engine',
    });
    expect(recorded.body.part?.unknown_since).not.toBeNull();
    const rows = await countRows(server.db, 'unknown_part_number');
    const again = await call('POST', 'inventory/unknown_pn/', {
      part_number: partNumber.toLowerCase(),
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ part_number: ['This part number is already in the inventory.'] });
    expect(await countRows(server.db, 'unknown_part_number')).toBe(rows);
  });

  it('PUT group/{id}/ refuses a part that has alternates in another group, and moves nothing', async () => {
    const first = await groupOf(1);
    const second = await groupOf(1);
    const refused = await call('PUT', `group/${first.groupId}/`, {
      part_numbers: [second.numbers[0]],
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toHaveProperty(['part_numbers.0']);
    expect((await search(second.numbers[0] as string)).body.group?.id).toBe(second.groupId);
    expect((await search(first.numbers[0] as string)).body.alts_count).toBe(1);
    const missing = await call('PUT', 'group/999999/', { part_numbers: ['ABC-1'] });
    expect(missing.status).toBe(404);
    const empty = await call('PUT', `group/${first.groupId}/`, { part_numbers: [] });
    expect(empty.status).toBe(400);
    expect(empty.body).toHaveProperty('part_numbers');
  });

  it('the offers list takes the {product}_purchase filter', async () => {
    const engine = uniquePartNumber('E');
    await call('POST', 'inventory/unknown_pn/', { part_number: engine, engine_purchase: true });
    const offer = await offerFor(engine);
    const engines = await call<{ results: SupplierOffer[]; count: number }>(
      'GET',
      `offer/?engine_purchase=true&search=${encodeURIComponent(engine)}`,
    );
    expect(engines.body.results.map((o) => o.id)).toEqual([offer.id]);
    const apus = await call<{ results: SupplierOffer[]; count: number }>(
      'GET',
      `offer/?apu_purchase=true&search=${encodeURIComponent(engine)}`,
    );
    expect(apus.body.count).toBe(0);
  });
});

describe('who may search and act', () => {
  it('an auditor reads the inventory and is refused its writes; a client is refused all', async () => {
    const { numbers } = await groupOf(0);
    const read = await asAuditor<InventoryState>(
      'GET',
      `inventory/?part_number=${encodeURIComponent(numbers[0] as string)}`,
    );
    expect(read.status).toBe(200);
    expect(read.body.found).toBe(true);
    const write = await asAuditor('POST', 'inventory/unknown_pn/', {
      part_number: uniquePartNumber('A'),
    });
    expect(write.status).toBe(403);
    const client = await asClient('GET', `inventory/?part_number=${numbers[0]}`);
    expect(client.status).toBe(403);
  });
});
