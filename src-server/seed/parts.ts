/**
 * The parts pass of the demo-data generator (issue 8): an inventory a parts searcher can work in.
 * More part numbers (2,800 in all at scale 1), most of them alternates of one another in groups of
 * two to five, a manufacturer for most; offers for many groups, and some groups whose offers have
 * all expired (the search shows 'Offers expired' there).
 *
 * It runs last, with a random stream of its own, so the spine and the sales data stay exactly as
 * they were: new part numbers only join groups of their own kind among themselves or groups the
 * sales pass made, and their offers are dated before SALES_BASE_DATE.
 */
import { COMPANY_CATEGORY } from '../../src-shared/domain/constants.ts';
import { componentTypeOfAtaChapter } from '../../src-shared/domain/component-type.ts';
import { partNumberKey } from '../../src-shared/domain/part-number.ts';
import type { DemoData } from './generate.ts';
import { partNumber } from './part-numbers.ts';
import { Prng } from './prng.ts';
import { CONDITIONS, conditionId, currencyId } from './reference-data.ts';
import { SALES_BASE_DATE } from './sales.ts';
import { PART_NAMES, PART_NUMBER_TEMPLATES, PRICE_RANGE_BY_CHAPTER } from './vocabulary.ts';
import { addDays } from '../db/refs.ts';

const PARTS_SEED = 20_261_123;

/** Part numbers added at scale 1 (the spine makes 600). */
const EXTRA_PARTS_AT_SCALE_1 = 2200;

export function addPartsData(data: DemoData, scale: number): void {
  const rng = new Prng(PARTS_SEED);
  const count = Math.round(EXTRA_PARTS_AT_SCALE_1 * scale);
  const used = new Set(data.inventory.map((item) => item.part_number_key));
  const manufacturers = data.companies
    .filter((company) => company.category_id === COMPANY_CATEGORY.manufacturer)
    .map((company) => company.id);
  const offering = new Set<number>([
    COMPANY_CATEGORY.supplier,
    COMPANY_CATEGORY.broker,
    COMPANY_CATEGORY.repairStation,
  ]);
  const offerers = data.companies
    .filter((company) => offering.has(company.category_id as number))
    .map((company) => company.id);
  const chapters = Object.keys(PART_NAMES).map(Number);
  const sizeOf = new Map<number, number>();
  for (const item of data.inventory)
    sizeOf.set(item.group_id, (sizeOf.get(item.group_id) ?? 0) + 1);

  /** Groups still open to alternates, by description (alternates are the same kind of part). */
  const openGroups = new Map<string, number[]>();
  const newGroups: { id: number; price: number }[] = [];
  for (let made = 0; made < count;) {
    const chapter = rng.pick(chapters);
    const description = rng.pick(PART_NAMES[chapter] ?? ['Component']);
    const pn = partNumber(rng, rng.pick(PART_NUMBER_TEMPLATES));
    const key = partNumberKey(pn);
    if (used.has(key)) continue;
    used.add(key);
    made += 1;
    const created = `${addDays('2019-01-01', rng.int(0, 2500))}T09:00:00.000Z`;
    const open = (openGroups.get(description) ?? []).filter((id) => (sizeOf.get(id) ?? 0) < 5);
    let groupId: number;
    if (open.length && rng.bool(0.7)) {
      groupId = rng.pick(open);
    } else {
      groupId = data.inventoryGroups.length + 1;
      data.inventoryGroups.push({ id: groupId, name: pn, created_at: created });
      const [min, max] = PRICE_RANGE_BY_CHAPTER[chapter] ?? [100, 10_000];
      newGroups.push({ id: groupId, price: min + rng.float() * (max - min) });
      openGroups.set(description, [...open, groupId]);
    }
    sizeOf.set(groupId, (sizeOf.get(groupId) ?? 0) + 1);
    data.inventory.push({
      id: data.inventory.length + 1,
      part_number: pn,
      part_number_key: key,
      description,
      ata_chapter_id: chapter,
      manufacturer_id: manufacturers.length && rng.bool(0.85) ? rng.pick(manufacturers) : null,
      group_id: groupId,
      created_at: created,
      component_type: componentTypeOfAtaChapter(chapter),
      unknown_since: null,
    });
  }

  // Offers: about half the new groups have some; one in four of those only expired ones.
  const members = new Map<number, number[]>();
  for (const item of data.inventory) {
    const list = members.get(item.group_id) ?? [];
    list.push(item.id);
    members.set(item.group_id, list);
  }
  for (const group of newGroups) {
    if (!offerers.length || !rng.bool(0.5)) continue;
    const expiredOnly = rng.bool(0.25);
    for (let i = rng.int(1, 4); i > 0; i--) {
      const made = addDays(SALES_BASE_DATE, -rng.int(expiredOnly ? 200 : 5, 400));
      const [, condition] = rng.pick(CONDITIONS);
      data.offers.push({
        id: data.offers.length + 1,
        uuid: rng.uuid(),
        company_id: rng.pick(offerers),
        inventory_id: rng.pick(members.get(group.id) ?? []),
        condition_id: conditionId(condition ?? 'OH'),
        quantity: rng.int(1, 6),
        price: Math.round(group.price * (0.8 + rng.float() * 0.4) * 100) / 100,
        currency_id: currencyId('USD'),
        lead_time_days: rng.int(0, 45),
        valid_until: expiredOnly
          ? addDays(made, rng.int(30, 90))
          : addDays(SALES_BASE_DATE, rng.int(60, 365)),
        is_active: true,
        comment: '',
        certificate_id: null,
        location: '',
        created_by_id: null,
        created_at: `${made}T10:00:00.000Z`,
        updated_at: `${made}T10:00:00.000Z`,
      });
    }
  }
}
