/**
 * Reading the inventory state of a part number (src-shared/api/inventory.ts): the part, its group
 * of alternates with each member's offer counts, the group's offers and requests, the tree, and
 * suggestions when nothing matches exactly. Each step is one indexed query on the part-number key
 * or the group, so the answer stays quick with a million part numbers (bench/inventory-search).
 */
import { sql, type Kysely } from 'kysely';
import {
  INVENTORY_OFFERS_SHOWN,
  INVENTORY_REQUESTS_SHOWN,
  INVENTORY_SUGGESTIONS,
  type InventoryPart,
  type InventoryRequest,
  type InventoryState,
  type InventorySuggestion,
  type InventoryTreeNode,
} from '../../../src-shared/api/inventory.ts';
import type { SupplierOffer } from '../../../src-shared/api/offer.ts';
import { inventoryOfferStatus } from '../../../src-shared/domain/offer-status.ts';
import { partNumberKey } from '../../../src-shared/domain/part-number.ts';
import { joinedRef } from '../../db/columns.ts';
import { joinSteps } from '../../db/joined.ts';
import type { Database } from '../../db/schema.ts';
import { joinedAtaChapter } from '../../db/refs.ts';
import { escapeLike } from '../../http/search.ts';
import { offerActiveSql } from '../offer/inventory.ts';
import { countOffers, listOffers } from '../offer/queries.ts';

/** The part whose key is `key`, with its group. */
async function partByKey(
  db: Kysely<Database>,
  key: string,
): Promise<{ id: number; group_id: number } | undefined> {
  return db
    .selectFrom('inventory')
    .select(['id', 'group_id'])
    .where('part_number_key', '=', key)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** Who makes a part (`m`). */
const manufacturer = joinedRef('company', 'm', 'manufacturer');

/** Every part number of a group, with its manufacturer, chapter and offer counts, by part number. */
async function groupMembers(
  db: Kysely<Database>,
  groupId: number,
  today: string,
): Promise<InventoryPart[]> {
  const rows = await db
    .selectFrom('inventory as i')
    .$call(manufacturer.leftJoin('i.manufacturer_id'))
    .$call(joinedAtaChapter.leftJoin('i.ata_chapter_id'))
    .leftJoin('supplier_offer as so', 'so.inventory_id', 'i.id')
    .select([
      'i.id',
      'i.part_number',
      'i.description',
      'i.component_type',
      'i.unknown_since',
      sql<number>`count(so.id)`.as('offers_count'),
      sql<number>`count(so.id) FILTER (WHERE ${offerActiveSql(today)})`.as('active_offers_count'),
    ])
    .where('i.group_id', '=', groupId)
    .groupBy(['i.id', 'm.id', 'ata.id'])
    .orderBy('i.part_number')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    part_number: row.part_number,
    description: row.description,
    manufacturer: manufacturer.orNull(row),
    ata_chapter: joinedAtaChapter.orNull(row),
    component_type: row.component_type,
    offers_count: Number(row.offers_count),
    active_offers_count: Number(row.active_offers_count),
    unknown_since: row.unknown_since?.toISOString() ?? null,
  }));
}

/** The RFQ that asked for a part (`r`), and its client (`c`). */
const askingRfq = joinSteps('rfq', 'r', ['r.id as rfq_id', 'r.number as rfq_number', 'r.in_work']);
const requestClient = joinedRef('company', 'c', 'company');

/** RFQ positions that asked for a part number of the group, newest first. */
async function groupRequests(
  db: Kysely<Database>,
  groupId: number,
): Promise<{ requests: InventoryRequest[]; count: number }> {
  const base = db
    .selectFrom('rfq_position as p')
    .innerJoin('inventory as i', 'i.id', 'p.inventory_id')
    .where('i.group_id', '=', groupId);
  const [rows, total] = await Promise.all([
    base
      .$call(askingRfq.join('p.rfq_id'))
      .$call(requestClient.join('r.company_id'))
      .select(['p.id', 'p.requested_part_number', 'p.quantity', 'p.created_at', 'p.need_offers'])
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(INVENTORY_REQUESTS_SHOWN)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    count: Number(total.count),
    requests: rows.map((row) => ({
      position_id: row.id,
      rfq: { id: row.rfq_id, number: row.rfq_number },
      company: requestClient.of(row),
      requested_part_number: row.requested_part_number,
      quantity: row.quantity,
      created_at: row.created_at.toISOString(),
      in_work: row.in_work,
      need_offers: row.need_offers,
    })),
  };
}

/** The tree: the found part first, then its alternates, each with the offers shown for it. */
function inventoryTree(
  members: readonly InventoryPart[],
  foundId: number,
  offers: readonly SupplierOffer[],
): InventoryTreeNode[] {
  const ordered = [
    ...members.filter((member) => member.id === foundId),
    ...members.filter((member) => member.id !== foundId),
  ];
  return ordered.map((member) => ({
    id: member.id,
    part_number: member.part_number,
    description: member.description,
    is_found: member.id === foundId,
    offers: offers
      .filter((offer) => offer.inventory.id === member.id)
      .map(({ id, company, condition, price, currency, status }) => ({
        id,
        company,
        condition,
        price,
        currency,
        status,
      })),
  }));
}

/** The inventory state of one known part, as `asked`. */
export async function stateOfPart(
  db: Kysely<Database>,
  partId: number,
  groupId: number,
  asked: string,
  today: string,
): Promise<InventoryState> {
  const offerFilters = { today, groupId, askedInventoryId: partId };
  const [members, group, offers, offersCount, requests] = await Promise.all([
    groupMembers(db, groupId, today),
    db
      .selectFrom('inventory_group')
      .select(['id', 'name'])
      .where('id', '=', groupId)
      .executeTakeFirstOrThrow(),
    listOffers(db, offerFilters, undefined, INVENTORY_OFFERS_SHOWN, 0),
    countOffers(db, offerFilters),
    groupRequests(db, groupId),
  ]);
  const part = members.find((member) => member.id === partId) ?? null;
  const activeCount = members.reduce((sum, member) => sum + member.active_offers_count, 0);
  const alts = members.filter((member) => member.id !== partId);
  return {
    part_number: asked,
    found: true,
    part,
    group: { id: group.id, name: group.name, have_offers: offersCount > 0 },
    part_alts: alts,
    alts_count: alts.length,
    inventory_oem: part?.manufacturer ?? null,
    offer_status: inventoryOfferStatus(offersCount, activeCount),
    offers,
    offers_count: offersCount,
    requests: requests.requests,
    requests_count: requests.count,
    tree: inventoryTree(members, partId, offers),
    suggestions: [],
  };
}

/**
 * Part numbers near a key that matched nothing: those that start with it (as people type a
 * number from its beginning), then the most similar (trigrams: a typo or a swapped character).
 */
async function suggestionsFor(db: Kysely<Database>, key: string): Promise<InventorySuggestion[]> {
  if (!key) return [];
  const select = () =>
    db
      .selectFrom('inventory as i')
      .select([
        'i.id',
        'i.part_number',
        'i.description',
        sql<number>`(SELECT count(*) - 1 FROM inventory g WHERE g.group_id = i.group_id)`.as(
          'alts_count',
        ),
      ]);
  const prefixed = await select()
    .where('i.part_number_key', 'like', `${escapeLike(key)}%`)
    .orderBy('i.part_number_key')
    .limit(INVENTORY_SUGGESTIONS)
    .execute();
  const similar =
    prefixed.length < INVENTORY_SUGGESTIONS && key.length >= 3
      ? await select()
          .where(sql<boolean>`i.part_number_key % ${key}`)
          .where('i.id', 'not in', prefixed.length ? prefixed.map((row) => row.id) : [0])
          // The distance from the GiST index: the nearest first, without scoring every match.
          .orderBy(sql`i.part_number_key <-> ${key}`)
          .orderBy('i.part_number_key')
          .limit(INVENTORY_SUGGESTIONS - prefixed.length)
          .execute()
      : [];
  return [...prefixed, ...similar].map((row) => ({ ...row, alts_count: Number(row.alts_count) }));
}

/** The inventory state of a part number as typed: the part's state, or suggestions. */
export async function inventoryState(
  db: Kysely<Database>,
  asked: string,
  today: string,
): Promise<InventoryState> {
  const key = partNumberKey(asked);
  const part = await partByKey(db, key);
  if (part) return stateOfPart(db, part.id, part.group_id, asked, today);
  return {
    part_number: asked,
    found: false,
    part: null,
    group: null,
    part_alts: [],
    alts_count: 0,
    inventory_oem: null,
    offer_status: null,
    offers: [],
    offers_count: 0,
    requests: [],
    requests_count: 0,
    tree: [],
    suggestions: await suggestionsFor(db, key),
  };
}
