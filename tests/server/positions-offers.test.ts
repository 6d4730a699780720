/**
 * RFQ positions and supplier offers over HTTP as `sales`: adding positions by part number (found
 * whatever the case and spacing, or new), editing and deleting them, bad input writing nothing,
 * the chosen offer limited to the position's group, offer counts, offers with their history,
 * deactivation and reactivation, historical KP positions and asking parts search for offers.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Paginated } from '../../src-shared/api/results.ts';
import type { OfferHistoryEntry, SupplierOffer } from '../../src-shared/api/offer.ts';
import type { HistoricalKpPosition, RfqDetail, RfqPosition } from '../../src-shared/api/rfq.ts';
import { COMPANY_CATEGORY } from '../../src-shared/domain/constants.ts';
import { countRows, idsWhere, login } from './helpers.ts';
import {
  alternateParts,
  caller,
  firstCompanyOfCategory,
  idByCode,
  newOffer,
  newRfq,
  quotingServerForTests,
  uniquePartNumber,
} from './sales-helpers.ts';

const { server, call, refs } = quotingServerForTests();
let companyId: number;

beforeAll(async () => {
  companyId = (await firstCompanyOfCategory(server.db, COMPANY_CATEGORY.client)).id;
});

function offerBody(partNumber: string, extra: Record<string, unknown> = {}) {
  return {
    part_number: partNumber,
    company: refs.supplier,
    condition: refs.overhauled,
    quantity: 2,
    price: 1500,
    currency: refs.usd,
    lead_time_days: 7,
    ...extra,
  };
}

/** A ROUTINE RFQ of the client company asking one unit of `partNumber` (a new one unless said). */
function oneUnitRfq(partNumber = uniquePartNumber()): Promise<RfqDetail> {
  return newRfq(call, {
    company: companyId,
    priority: 'ROUTINE',
    positions_list: [{ part_number: partNumber, quantity: 1 }],
  });
}

/** Such an RFQ, canceled: in the archive, read-only. */
async function canceledRfq(): Promise<RfqDetail> {
  const rfq = await oneUnitRfq();
  await call('PATCH', `rfq/${rfq.id}/canceled_rfq/`, { comment: 'gone' });
  return rfq;
}

async function positionOf(rfqId: number, positionId: number): Promise<RfqPosition> {
  const detail = await call<RfqDetail>('GET', `rfq/${rfqId}/`);
  const found = detail.body.positions.find((position) => position.id === positionId);
  if (!found) throw new Error('position not found');
  return found;
}

describe('adding positions', () => {
  it('finds a known part number whatever its case and spacing; an unknown one becomes a new group', async () => {
    const known = await server.db
      .selectFrom('inventory')
      .select(['id', 'part_number', 'group_id'])
      .where('part_number', 'like', '%-%')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const typed = `  ${known.part_number.toLowerCase().replace('-', ' ')} `;
    const rfq = await newRfq(call, { company: companyId, priority: 'ROUTINE' });
    const items = await countRows(server.db, 'inventory');
    const unknown = uniquePartNumber('NEW');
    const added = await call<RfqPosition[]>('POST', `rfq/${rfq.id}/position/`, {
      positions_list: [
        { part_number: typed, quantity: 3 },
        { part_number: unknown, quantity: 1, comment: 'New to us' },
      ],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const [first, second] = added.body as [RfqPosition, RfqPosition];
    expect(first.inventory.id).toBe(known.id);
    expect(first.inventory.group.id).toBe(known.group_id);
    expect(first.index).toBe(1);
    expect(first.unit.code).toBe('EA');
    expect(second.index).toBe(2);
    expect(second.inventory.part_number).toBe(unknown);
    expect(second.inventory.group.have_offers).toBe(false);
    expect(second.offers_count).toBe(0);
    expect(await countRows(server.db, 'inventory')).toBe(items + 1);
    const group = await server.db
      .selectFrom('inventory')
      .select('group_id')
      .where('group_id', '=', second.inventory.group.id)
      .execute();
    expect(group).toHaveLength(1);
    expect(group[0]?.group_id).not.toBe(known.group_id);
  });

  it('refuses bad input and writes nothing, not even the good rows', async () => {
    const rfq = await newRfq(call, { company: companyId, priority: 'ROUTINE' });
    const positions = await countRows(server.db, 'rfq_position');
    const items = await countRows(server.db, 'inventory');
    const cases: [unknown, string][] = [
      [{ positions_list: [] }, 'positions_list'],
      [{}, 'positions_list'],
      [
        {
          positions_list: [
            { part_number: uniquePartNumber(), quantity: 1 },
            { part_number: 'X', quantity: 0 },
          ],
        },
        'positions_list.1.quantity',
      ],
      [{ positions_list: [{ part_number: '', quantity: 1 }] }, 'positions_list.0.part_number'],
      [{ positions_list: [{ part_number: '#$%', quantity: 1 }] }, 'positions_list.0.part_number'],
      [
        { positions_list: [{ part_number: uniquePartNumber(), quantity: 1, unit: 9999 }] },
        'positions_list.0.unit',
      ],
      [
        { positions_list: [{ part_number: uniquePartNumber(), quantity: 1, condition: 9999 }] },
        'positions_list.0.condition',
      ],
    ];
    for (const [body, field] of cases) {
      const response = await call('POST', `rfq/${rfq.id}/position/`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body[field], JSON.stringify(response.body)).toBeTruthy();
    }
    expect(await countRows(server.db, 'rfq_position')).toBe(positions);
    expect(await countRows(server.db, 'inventory')).toBe(items);
    expect(
      (
        await call('POST', 'rfq/999999/position/', {
          positions_list: [{ part_number: 'A1', quantity: 1 }],
        })
      ).status,
    ).toBe(404);
  });
});

describe('editing and deleting positions', () => {
  let rfq: RfqDetail;
  beforeAll(async () => {
    rfq = await newRfq(call, {
      company: companyId,
      priority: 'ROUTINE',
      positions_list: [
        { part_number: uniquePartNumber(), quantity: 1 },
        { part_number: uniquePartNumber(), quantity: 2 },
        { part_number: uniquePartNumber(), quantity: 3 },
      ],
    });
    await call('PATCH', `rfq/${rfq.id}/get_in_work/`);
  });

  it('updates quantity, unit, condition, margin and price', async () => {
    const position = rfq.positions[0] as RfqPosition;
    const kit = await idByCode(server.db, 'ref_unit', 'KIT');
    // The answer has the plain values as sent; the unit and condition (sent as ids) come as records.
    const values = {
      quantity: 4,
      margin_by_user: 12.5,
      unit_price_by_user: 99.9,
      comment: 'Two sets',
    };
    const patched = await call<RfqPosition>('PATCH', `rfq/${rfq.id}/position/${position.id}/`, {
      ...values,
      unit: kit,
      condition: refs.overhauled,
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject(values);
    expect(patched.body.unit.code).toBe('KIT');
    expect(patched.body.condition?.code).toBe('OH');
  });

  it('refuses bad updates, changing nothing', async () => {
    const position = rfq.positions[1] as RfqPosition;
    const before = await positionOf(rfq.id, position.id);
    for (const [body, field] of [
      [{ quantity: 0 }, 'quantity'],
      [{ unit: 9999 }, 'unit'],
      [{ margin_by_user: -1 }, 'margin_by_user'],
      [{ unit_price_by_user: -5 }, 'unit_price_by_user'],
      [{ chosen_offer: 999999 }, 'chosen_offer'],
      [{}, 'non_field_errors'],
    ] as const) {
      const response = await call('PATCH', `rfq/${rfq.id}/position/${position.id}/`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body[field]).toBeTruthy();
    }
    expect(await positionOf(rfq.id, position.id)).toEqual(before);
    // A position of another RFQ is not found through this one.
    const other = await oneUnitRfq();
    const foreign = other.positions[0] as RfqPosition;
    expect(
      (await call('PATCH', `rfq/${rfq.id}/position/${foreign.id}/`, { quantity: 2 })).status,
    ).toBe(404);
  });

  it('the chosen offer must be for the position’s group; another group’s offer is refused', async () => {
    const position = rfq.positions[1] as RfqPosition;
    const own = await newOffer(call, offerBody(position.inventory.part_number));
    const foreign = await newOffer(call, offerBody(uniquePartNumber()));
    const refused = await call('PATCH', `rfq/${rfq.id}/position/${position.id}/`, {
      chosen_offer: foreign.id,
      quantity: 9,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.chosen_offer).toEqual([
      'This offer is not for the part number of the position or one of its alternates.',
    ]);
    const unchanged = await positionOf(rfq.id, position.id);
    expect(unchanged.chosen_offer).toBeNull();
    expect(unchanged.quantity).toBe(2);
    const chosen = await call<RfqPosition>('PATCH', `rfq/${rfq.id}/position/${position.id}/`, {
      chosen_offer: own.id,
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.chosen_offer).toBe(own.id);
    const cleared = await call<RfqPosition>('PATCH', `rfq/${rfq.id}/position/${position.id}/`, {
      chosen_offer: null,
    });
    expect(cleared.body.chosen_offer).toBeNull();
  });

  it('deletes a position and renumbers the ones after it; a quoted position is kept', async () => {
    const [first, second, third] = rfq.positions as [RfqPosition, RfqPosition, RfqPosition];
    const offer = await newOffer(call, offerBody(third.inventory.part_number));
    const kp = await call<{ id: number; number: string }>('POST', `rfq/${rfq.id}/kp/`, {
      version: 3,
      rows: [{ position: third.id, offer: offer.id, quantity: 1 }],
    });
    expect(kp.status).toBe(201);
    const quoted = await call('DELETE', `rfq/${rfq.id}/position/${third.id}/`);
    expect(quoted.status).toBe(400);
    expect(quoted.body.detail).toBe(
      `This position is quoted in ${kp.body.number}: delete that KP before the position.`,
    );
    const removed = await call('DELETE', `rfq/${rfq.id}/position/${first.id}/`);
    expect(removed.status).toBe(204);
    const detail = await call<RfqDetail>('GET', `rfq/${rfq.id}/`);
    expect(detail.body.positions.map((position) => [position.id, position.index])).toEqual([
      [second.id, 1],
      [third.id, 2],
    ]);
    expect(detail.body.positions_count).toBe(2);
    expect((await call('DELETE', `rfq/${rfq.id}/position/${first.id}/`)).status).toBe(404);
  });

  it('positions of an archived RFQ do not change', async () => {
    const archived = await canceledRfq();
    const position = archived.positions[0] as RfqPosition;
    const message = `${archived.number} is canceled: it is read-only. Renew it to change it.`;
    const add = await call('POST', `rfq/${archived.id}/position/`, {
      positions_list: [{ part_number: uniquePartNumber(), quantity: 1 }],
    });
    expect(add.body.detail).toBe(message);
    const edit = await call('PATCH', `rfq/${archived.id}/position/${position.id}/`, {
      quantity: 5,
    });
    expect(edit.body.detail).toBe(message);
    const remove = await call('DELETE', `rfq/${archived.id}/position/${position.id}/`);
    expect(remove.body.detail).toBe(message);
    expect((await positionOf(archived.id, position.id)).quantity).toBe(1);
  });
});

describe('two users on one RFQ at once', () => {
  it('positions added at the same time get distinct line numbers, in a row', async () => {
    const rfq = await newRfq(call, { company: companyId, priority: 'ROUTINE' });
    const other = caller(server, await login(server, 'sales_admin'));
    const added = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 === 0 ? call : other)<RfqPosition[]>('POST', `rfq/${rfq.id}/position/`, {
          positions_list: [
            { part_number: uniquePartNumber(), quantity: 1 },
            { part_number: uniquePartNumber(), quantity: 1 },
          ],
        }),
      ),
    );
    for (const response of added) expect(response.status).toBe(201);
    const detail = await call<RfqDetail>('GET', `rfq/${rfq.id}/`);
    expect(detail.body.positions.map((position) => position.index)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
  });

  it('deleting a position while a KP quotes it: one of them wins, cleanly', async () => {
    const other = caller(server, await login(server, 'sales_admin'));
    for (let attempt = 0; attempt < 5; attempt++) {
      const pn = uniquePartNumber();
      const rfq = await oneUnitRfq(pn);
      expect((await call('PATCH', `rfq/${rfq.id}/get_in_work/`)).status).toBe(200);
      const position = rfq.positions[0] as RfqPosition;
      const offer = await newOffer(call, offerBody(pn));
      const [kp, removed] = await Promise.all([
        call('POST', `rfq/${rfq.id}/kp/`, {
          version: 3,
          rows: [{ position: position.id, offer: offer.id, quantity: 1 }],
        }),
        other('DELETE', `rfq/${rfq.id}/position/${position.id}/`),
      ]);
      const outcome = [kp.status, removed.status];
      expect([
        [201, 400],
        [400, 204],
      ]).toContainEqual(outcome);
    }
  });
});

describe('offers and their counts', () => {
  it('offers_count and active_offers_count cover the group and follow create, deactivate, activate', async () => {
    const pn = uniquePartNumber();
    const rfq = await oneUnitRfq(pn);
    const position = rfq.positions[0] as RfqPosition;
    expect([position.offers_count, position.active_offers_count]).toEqual([0, 0]);
    /** The position's offers as its RFQ counts them now: [all of the group, the active ones]. */
    const offerCounts = async () => {
      const now = await positionOf(rfq.id, position.id);
      return [now.offers_count, now.active_offers_count];
    };

    const first = await newOffer(call, offerBody(pn));
    const second = await newOffer(
      call,
      offerBody(pn.toLowerCase(), { price: 1450, currency: refs.eur }),
    );
    expect(second.inventory.id).toBe(first.inventory.id);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const expired = await newOffer(call, offerBody(pn, { valid_until: yesterday }));
    expect(expired.is_active).toBe(false);
    expect(expired.deactivated).toBe(false);
    expect(await offerCounts()).toEqual([3, 2]);
    expect((await positionOf(rfq.id, position.id)).inventory.group.have_offers).toBe(true);

    const off = await call<SupplierOffer>('PATCH', `offer/${first.id}/deactivate/`, {
      comment: 'Sold to another customer',
    });
    expect(off.status).toBe(200);
    expect(off.body.is_active).toBe(false);
    expect(off.body.deactivated).toBe(true);
    expect(await offerCounts()).toEqual([3, 1]);
    const twice = await call('PATCH', `offer/${first.id}/deactivate/`);
    expect(twice.status).toBe(400);
    expect(twice.body.detail).toBe('The offer is already deactivated.');

    const on = await call<SupplierOffer>('PATCH', `offer/${first.id}/activate/`);
    expect(on.status).toBe(200);
    expect(on.body.is_active).toBe(true);
    expect(await offerCounts()).toEqual([3, 2]);
    const again = await call('PATCH', `offer/${first.id}/activate/`);
    expect(again.status).toBe(400);
    expect(again.body.detail).toBe('The offer is already active.');

    // The offers of the position: the whole group, the quotable ones first, cheapest in USD first
    // (EUR 1,450 is USD 1,567.57: dearer than USD 1,500 though the number is smaller).
    const list = await call<Paginated<SupplierOffer>>('GET', `offer/?position=${position.id}`);
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(3);
    expect(list.body.results.map((offer) => offer.id)).toEqual([first.id, second.id, expired.id]);
    for (const offer of list.body.results) expect(offer.is_alternate).toBe(false);
    const active = await call<Paginated<SupplierOffer>>(
      'GET',
      `offer/?position=${position.id}&active=true`,
    );
    expect(active.body.count).toBe(2);
  });

  it('offers of an alternate part number are marked as alternates', async () => {
    const [asked, alternate] = await alternateParts(server.db, 'desc');
    const rfq = await oneUnitRfq(asked.part_number);
    const position = rfq.positions[0] as RfqPosition;
    const before = position.offers_count;
    const alt = await newOffer(call, offerBody(alternate.part_number));
    const after = await positionOf(rfq.id, position.id);
    expect(after.offers_count).toBe(before + 1);
    const list = await call<Paginated<SupplierOffer>>(
      'GET',
      `offer/?position=${position.id}&page_size=30`,
    );
    const found = list.body.results.find((offer) => offer.id === alt.id);
    expect(found?.is_alternate).toBe(true);
    for (const offer of list.body.results)
      expect(offer.is_alternate).toBe(offer.inventory.id !== asked.id);
    const chosen = await call('PATCH', `rfq/${rfq.id}/position/${position.id}/`, {
      chosen_offer: alt.id,
    });
    expect(chosen.status).toBe(200);
  });
});

describe('supplier offers', () => {
  it('creates an offer; an unknown part number joins the inventory', async () => {
    const pn = uniquePartNumber('OF');
    const items = await countRows(server.db, 'inventory');
    const offer = await newOffer(
      call,
      offerBody(pn, { location: 'Miami, US', comment: 'Dual release', valid_until: '2030-01-01' }),
    );
    expect(offer).toMatchObject({
      quantity: 2,
      price: 1500,
      lead_time_days: 7,
      valid_until: '2030-01-01',
      is_active: true,
      deactivated: false,
      location: 'Miami, US',
      comment: 'Dual release',
    });
    expect(offer.inventory.part_number).toBe(pn);
    expect(offer.currency.code).toBe('USD');
    expect(offer.created_by.name).toBe('Olivia Bennett');
    expect(await countRows(server.db, 'inventory')).toBe(items + 1);
    const list = await call<Paginated<SupplierOffer>>('GET', `offer/?search=${pn}`);
    expect(list.body.results.map((item) => item.id)).toEqual([offer.id]);
  });

  it('refuses bad offers and writes nothing', async () => {
    const offers = await countRows(server.db, 'supplier_offer');
    const items = await countRows(server.db, 'inventory');
    const cases: [Record<string, unknown>, string][] = [
      [offerBody(uniquePartNumber(), { price: -1 }), 'price'],
      [offerBody(uniquePartNumber(), { quantity: 0 }), 'quantity'],
      [offerBody(uniquePartNumber(), { company: 999999 }), 'company'],
      [offerBody(uniquePartNumber(), { currency: 999 }), 'currency'],
      [offerBody(uniquePartNumber(), { condition: 999 }), 'condition'],
      [offerBody(uniquePartNumber(), { lead_time_days: -2 }), 'lead_time_days'],
      [offerBody('---'), 'part_number'],
      [{ ...offerBody(uniquePartNumber()), part_number: undefined }, 'part_number'],
    ];
    for (const [body, field] of cases) {
      const response = await call('POST', 'offer/', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body[field], JSON.stringify(response.body)).toBeTruthy();
    }
    // More than the database holds: no field error from the schema, still a 400 (not a 500), and
    // the new part number it would have added to the inventory is not there either.
    const huge = await call('POST', 'offer/', offerBody(uniquePartNumber(), { quantity: 3e9 }));
    expect(huge.status).toBe(400);
    expect(huge.body).toEqual({ detail: 'A number in the request is out of range.' });
    expect(await countRows(server.db, 'supplier_offer')).toBe(offers);
    expect(await countRows(server.db, 'inventory')).toBe(items);
  });

  it('two edits of one offer at once: the history chains, each change from what the other left', async () => {
    const other = caller(server, await login(server, 'sales_admin'));
    const offer = await newOffer(call, offerBody(uniquePartNumber()));
    const prices = [1510, 1520, 1530, 1540, 1550, 1560];
    const edits = await Promise.all(
      prices.map((price, i) =>
        (i % 2 === 0 ? call : other)('PATCH', `offer/${offer.id}/`, { price }),
      ),
    );
    for (const edit of edits) expect(edit.status).toBe(200);
    const history = await call<OfferHistoryEntry[]>('GET', `offer/${offer.id}/history/`);
    const steps = history.body
      .filter((entry) => entry.action === 'updated')
      .reverse()
      .map((entry) => entry.changes.price as { from: number; to: number });
    expect(steps).toHaveLength(prices.length);
    expect(steps[0]?.from).toBe(1500);
    steps.slice(1).forEach((step, i) => expect(step.from).toBe(steps[i]?.to));
  });

  it('edits an offer and keeps its history: created, updated with each change, deactivated, activated', async () => {
    const offer = await newOffer(call, offerBody(uniquePartNumber()));
    const edited = await call<SupplierOffer>('PATCH', `offer/${offer.id}/`, {
      price: 1450,
      currency: refs.eur,
      lead_time_days: 7,
      comment: 'Price matched',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.price).toBe(1450);
    expect(edited.body.currency.code).toBe('EUR');
    const bad = await call('PATCH', `offer/${offer.id}/`, { price: -3 });
    expect(bad.status).toBe(400);
    await call('PATCH', `offer/${offer.id}/deactivate/`, { comment: 'Sold' });
    await call('PATCH', `offer/${offer.id}/activate/`, { comment: 'Back in stock' });
    const history = await call<OfferHistoryEntry[]>('GET', `offer/${offer.id}/history/`);
    expect(history.status).toBe(200);
    expect(history.body.map((entry) => entry.action)).toEqual([
      'activated',
      'deactivated',
      'updated',
      'created',
    ]);
    const updated = history.body[2] as OfferHistoryEntry;
    // Only what really changed (the lead time was sent unchanged), as people read it.
    expect(updated.changes).toEqual({
      price: { from: 1500, to: 1450 },
      currency: { from: 'USD', to: 'EUR' },
      comment: { from: '', to: 'Price matched' },
    });
    expect(history.body[1]?.comment).toBe('Sold');
    expect(history.body[0]?.comment).toBe('Back in stock');
    for (const entry of history.body) {
      expect(entry.changed_by.name).toBe('Olivia Bennett');
      expect(Date.parse(entry.changed_at)).not.toBeNaN();
    }
    expect((await call('GET', 'offer/999999/history/')).status).toBe(404);
  });
});

describe('historical KP positions and asking for offers', () => {
  it('lists earlier KP rows of a part number, newest first; needs a filter', async () => {
    const row = await server.db
      .selectFrom('kp_row as r')
      .innerJoin('inventory as i', 'i.id', 'r.inventory_id')
      .select(['i.part_number', 'i.id'])
      .orderBy('r.id')
      .executeTakeFirstOrThrow();
    const byPn = await call<HistoricalKpPosition[]>(
      'GET',
      `get_historical_kp_positions/?part_number=${encodeURIComponent(row.part_number.toLowerCase())}`,
    );
    expect(byPn.status).toBe(200);
    expect(byPn.body.length).toBeGreaterThan(0);
    for (const item of byPn.body) expect(item.part_number).toBe(row.part_number);
    const dates = byPn.body.map((item) => item.kp.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const byInventory = await call<HistoricalKpPosition[]>(
      'GET',
      `get_historical_kp_positions/?inventory=${row.id}`,
    );
    expect(byInventory.body).toEqual(byPn.body);
    const none = await call('GET', 'get_historical_kp_positions/');
    expect(none.status).toBe(400);
  });

  it('need_offers marks the position and opens one search task; twice is refused', async () => {
    const rfq = await oneUnitRfq();
    const position = rfq.positions[0] as RfqPosition;
    const marked = await call<RfqPosition>('POST', `end_position/${position.id}/need_offers/`, {
      comment: 'No stock anywhere',
    });
    expect(marked.status).toBe(200);
    expect(marked.body.need_offers).toBe(true);
    const tasks = await server.db
      .selectFrom('end_position')
      .select(['status', 'comment'])
      .where('position_id', '=', position.id)
      .execute();
    expect(tasks).toEqual([{ status: 'need_updates', comment: 'No stock anywhere' }]);
    const twice = await call('POST', `end_position/${position.id}/need_offers/`, {
      comment: 'again',
    });
    expect(twice.status).toBe(400);
    expect(twice.body.detail).toBe(
      'Offers were already asked for this position: its search task is still open.',
    );
    expect(await idsWhere(server.db, 'end_position', 'position_id', position.id)).toHaveLength(1);
    expect((await call('POST', 'end_position/999999/need_offers/', {})).status).toBe(404);
  });

  it('need_offers on a position of an archived RFQ is refused, opening no search task', async () => {
    const rfq = await canceledRfq();
    const position = rfq.positions[0] as RfqPosition;
    const tasks = await countRows(server.db, 'end_position');
    const refused = await call('POST', `end_position/${position.id}/need_offers/`, {
      comment: 'late',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe(
      `${rfq.number} is canceled: it is read-only. Renew it to change it.`,
    );
    expect(await countRows(server.db, 'end_position')).toBe(tasks);
    expect((await positionOf(rfq.id, position.id)).need_offers).toBe(false);
  });
});
