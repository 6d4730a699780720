/**
 * The evidence behind a sale price (src-shared/domain/assessment.ts, the formula): the offers of a
 * part group between two dates in a condition group, as USD, summed up in SQL (median, lowest,
 * highest, count), and the price they suggest with the outright sale type's margin steps.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { PriceEvidence } from '../../../src-shared/api/assessment.ts';
import {
  ASSESSMENT_CURRENCY,
  ASSESSMENT_SALE_TYPE,
  CONDITION_GROUP_CODES,
  REASONABLE_WINDOW_DAYS,
  suggestedSalePrice,
  type ConditionGroup,
} from '../../../src-shared/domain/assessment.ts';
import { roundMoney } from '../../../src-shared/domain/money.ts';
import type { MarginStep } from '../../../src-shared/domain/pricing.ts';
import { compiledOnce } from '../../db/compiled-once.ts';
import { todayIso } from '../../db/refs.ts';
import type { Database } from '../../db/schema.ts';
import { partNumberKey } from '../../../src-shared/domain/part-number.ts';

interface PartGroup {
  /** The inventory items of the part and its alternates; empty for a part not in the inventory. */
  inventoryIds: number[];
  partNumbers: string[];
}

/** The part numbers of the inventory item's group (the item first), or none. */
export async function partGroupOf(
  db: Kysely<Database>,
  inventoryId: number | null,
): Promise<PartGroup> {
  if (inventoryId === null) return { inventoryIds: [], partNumbers: [] };
  const rows = await db
    .selectFrom('inventory as own')
    .innerJoin('inventory as alt', 'alt.group_id', 'own.group_id')
    .select(['alt.id', 'alt.part_number'])
    .where('own.id', '=', inventoryId)
    .orderBy(sql`alt.id = ${inventoryId}`, 'desc')
    .orderBy('alt.part_number')
    .execute();
  return {
    inventoryIds: rows.map((row) => row.id),
    partNumbers: rows.map((row) => row.part_number),
  };
}

interface EvidenceWindow {
  dateFrom: string;
  dateTo: string;
  conditionGroup: ConditionGroup;
}

/** The reasonable window: the last REASONABLE_WINDOW_DAYS days, today included. */
export function reasonableWindow(conditionGroup: ConditionGroup, now = new Date()): EvidenceWindow {
  const from = new Date(now.getTime() - REASONABLE_WINDOW_DAYS * 86_400_000);
  return { dateFrom: todayIso(from), dateTo: todayIso(now), conditionGroup };
}

/** The outright sale type's margin steps, lowest first. */
const outrightSteps = (db: Kysely<Database>) =>
  db
    .selectFrom('margin_step as m')
    .innerJoin('ref_sale_type as t', 't.id', 'm.sale_type_id')
    .select(['m.from_usd', 'm.percent'])
    .where('t.code', '=', ASSESSMENT_SALE_TYPE)
    .orderBy('m.from_usd');

/**
 * The margin steps that price warehouse stock (the outright sale type's), in one query, compiled
 * once (compiledOnce): the offer median's call reads them every time.
 */
export async function assessmentSteps(db: Kysely<Database>): Promise<MarginStep[]> {
  const { rows } = await db.executeQuery(compiledOnce(db, outrightSteps));
  return rows.map((row) => ({ from: Number(row.from_usd), percent: Number(row.percent) }));
}

interface OfferSummary {
  median: number | null;
  lowest: number | null;
  highest: number | null;
  count: number;
}

const NO_OFFERS: OfferSummary = { median: null, lowest: null, highest: null, count: 0 };

/**
 * The aggregate over the offers `offers` picks (a condition on `so`), made within the window's
 * days, of a condition in its group, in a currency with a rate: read over the (inventory,
 * created_at) index.
 */
function summarySql(offers: RawBuilder<unknown>, window: EvidenceWindow): RawBuilder<OfferSummary> {
  const codes = CONDITION_GROUP_CODES[window.conditionGroup];
  const inCondition = codes
    ? sql`AND so.condition_id IN (SELECT id FROM ref_condition WHERE code IN (${sql.join(codes)}))`
    : sql``;
  return sql<OfferSummary>`SELECT
      percentile_cont(0.5) WITHIN GROUP (ORDER BY so.price / r.rate) AS median,
      min(so.price / r.rate)::float8 AS lowest, max(so.price / r.rate)::float8 AS highest,
      count(*)::int AS count
    FROM supplier_offer so
    JOIN currency_rate r ON r.currency_id = so.currency_id AND r.rate > 0
    WHERE ${offers}
      AND so.created_at >= ${window.dateFrom}::date
      AND so.created_at < ${window.dateTo}::date + 1
      ${inCondition}`;
}

/** The summary as numbers (pg reads percentile_cont's float8 as a number, count as int). */
function toSummary(row: OfferSummary | undefined): OfferSummary {
  if (!row || Number(row.count) === 0) return NO_OFFERS;
  return {
    median: row.median === null ? null : Number(row.median),
    lowest: row.lowest === null ? null : Number(row.lowest),
    highest: row.highest === null ? null : Number(row.highest),
    count: Number(row.count),
  };
}

/** The offers' summary as USD of a group whose items are known. */
async function offerSummary(
  db: Kysely<Database>,
  group: PartGroup,
  window: EvidenceWindow,
): Promise<OfferSummary> {
  if (group.inventoryIds.length === 0) return NO_OFFERS;
  const offers = sql`so.inventory_id IN (${sql.join(group.inventoryIds)})`;
  const result = await summarySql(offers, window).execute(db);
  return toSummary(result.rows[0]);
}

/**
 * The group of the part number as typed (forgiving as partNumberKey is: the part as the
 * inventory spells it first, then its alternates) and its offers' summary in the
 * window, in one statement: the offer median's call waits for one answer, not for the group
 * first and its offers after. Undefined when the part is not in the inventory.
 */
export async function partSummaryOfNumber(
  db: Kysely<Database>,
  partNumber: string,
  window: EvidenceWindow,
): Promise<{ partNumber: string; partNumbers: string[]; summary: OfferSummary } | undefined> {
  const offers = sql`so.inventory_id IN (SELECT id FROM grp)`;
  // `= ANY(ARRAY[key])`, not `= key`: for a plain equality the planner rates the trigram GiST
  // index (0007, inventory_key_trgm) as cheap as the btree ones and takes it, which walks ~35
  // pages at 20,000 parts (0.47 ms warm, EXPLAIN) where a btree reads 3 (0.04 ms); GiST cannot
  // answer `= ANY`, so only a btree index is left. Same rows: the key is unique.
  const result = await sql<OfferSummary & { part_numbers: string[] | null }>`WITH grp AS (
      SELECT alt.id, alt.part_number, alt.id = own.id AS own
      FROM inventory own JOIN inventory alt ON alt.group_id = own.group_id
      WHERE own.part_number_key = ANY(ARRAY[${partNumberKey(partNumber)}]::text[]))
    SELECT (SELECT array_agg(part_number ORDER BY own DESC, part_number) FROM grp) AS part_numbers,
      s.median, s.lowest, s.highest, s.count
    FROM (${summarySql(offers, window)}) s`.execute(db);
  const row = result.rows[0];
  const [own, ...alternates] = row?.part_numbers ?? [];
  if (own === undefined) return undefined;
  return { partNumber: own, partNumbers: [own, ...alternates], summary: toSummary(row) };
}

/** The evidence of a part group in a window and the price it suggests (the formula). */
export async function evidenceOf(
  db: Kysely<Database>,
  group: PartGroup,
  window: EvidenceWindow,
  steps: readonly MarginStep[],
): Promise<PriceEvidence> {
  return evidenceFrom(await offerSummary(db, group, window), steps);
}

/** The evidence a summary of offers gives, and the price it suggests with the margin steps. */
export function evidenceFrom(summary: OfferSummary, steps: readonly MarginStep[]): PriceEvidence {
  // The median is shown to cents, and the price is computed from what is shown.
  const medianUsd = summary.median === null ? null : roundMoney(summary.median);
  const suggested = suggestedSalePrice(medianUsd, steps);
  return {
    median_price: medianUsd,
    lowest_price: summary.lowest === null ? null : roundMoney(summary.lowest),
    highest_price: summary.highest === null ? null : roundMoney(summary.highest),
    offers_count: summary.count,
    margin_percent: suggested?.marginPercent ?? null,
    suggested_price: suggested?.price ?? null,
    currency: ASSESSMENT_CURRENCY,
  };
}
