/**
 * The assessments pass of the demo-data generator (issue 10): a few assessments in each status
 * (draft, calculated, approved) over products in stock, their lines priced with the same formula
 * as calculate/ (src-shared/domain/assessment.ts), from the demo offers of each part's group in
 * the 180 days before the demo's base date and the seeded outright margin steps. An approved one
 * has set its products' sale prices. Deterministic without a random stream: it picks products by
 * position, so the earlier passes stay as they were.
 */
import {
  CONDITION_GROUP_CODES,
  median,
  REASONABLE_WINDOW_DAYS,
  suggestedSalePrice,
  type AssessmentStatus,
  type ConditionGroup,
} from '../../src-shared/domain/assessment.ts';
import { roundMoney } from '../../src-shared/domain/money.ts';
import type { DemoData, DemoRow } from './generate.ts';
import { CONDITIONS, CURRENCIES } from './reference-data.ts';
import { SALES_BASE_DATE } from './sales.ts';
import { CURRENCY_RATES, MARGIN_STEPS } from './settings-data.ts';
import { addDays } from '../db/refs.ts';

interface Plan {
  status: AssessmentStatus;
  group: ConditionGroup;
  products: number;
  prePacking: boolean;
  comment: string;
}

const PLANS: readonly Plan[] = [
  { status: 'draft', group: 'serviceable', products: 6, prePacking: false, comment: 'Rack A' },
  { status: 'draft', group: 'any', products: 3, prePacking: true, comment: '' },
  { status: 'calculated', group: 'new', products: 8, prePacking: false, comment: 'New surplus' },
  { status: 'calculated', group: 'overhauled', products: 5, prePacking: true, comment: '' },
  { status: 'approved', group: 'any', products: 10, prePacking: false, comment: 'Q4 price list' },
  { status: 'approved', group: 'as_removed', products: 4, prePacking: false, comment: 'Cores' },
];

/** Offer prices in USD by inventory group, within the window, with each offer's condition code. */
function offersByGroup(data: DemoData, from: string, to: string) {
  const groupOf = new Map(data.inventory.map((item) => [item.id, item.group_id]));
  const byGroup = new Map<number, { usd: number; condition: string }[]>();
  for (const offer of data.offers) {
    const day = offer.created_at.slice(0, 10);
    if (day < from || day > to) continue;
    const code = CURRENCIES[offer.currency_id - 1]?.[1];
    const rate = code ? CURRENCY_RATES[code] : undefined;
    const group = groupOf.get(offer.inventory_id);
    if (!rate || group === undefined) continue;
    const list = byGroup.get(group) ?? [];
    list.push({
      usd: Number(offer.price) / rate,
      condition: CONDITIONS[offer.condition_id - 1]?.[1] ?? '',
    });
    byGroup.set(group, list);
  }
  return { groupOf, byGroup };
}

export function addAssessments(data: DemoData): void {
  const pricer = data.users.find((user) => user.username === 'pricing');
  const candidates = data.products.filter(
    (product) =>
      product.status === 'in_stock' && !product.archived && product.inventory_id !== null,
  );
  if (candidates.length === 0) return;
  const from = addDays(SALES_BASE_DATE, -REASONABLE_WINDOW_DAYS);
  const { groupOf, byGroup } = offersByGroup(data, from, SALES_BASE_DATE);
  const steps = MARGIN_STEPS.OUTRIGHT ?? [];
  let next = 0;
  for (const [index, plan] of PLANS.entries()) {
    const id = index + 1;
    const day = addDays(SALES_BASE_DATE, -20 + index * 3);
    const at = `${day}T09:00:00.000Z`;
    data.assessments.push({
      id,
      number: `ASM-${day.slice(0, 4)}-${String(id).padStart(5, '0')}`,
      valid_date: addDays(SALES_BASE_DATE, 60 + index * 15),
      condition_group: plan.group,
      status: plan.status,
      pre_packing: plan.prePacking,
      comment: plan.comment,
      created_by_id: pricer?.id ?? null,
      calculated_at: plan.status === 'draft' ? null : `${day}T10:00:00.000Z`,
      approved_at: plan.status === 'approved' ? `${day}T15:00:00.000Z` : null,
      created_at: at,
      updated_at: plan.status === 'approved' ? `${day}T15:00:00.000Z` : at,
    });
    const codes = CONDITION_GROUP_CODES[plan.group];
    for (let n = 0; n < plan.products; n += 1) {
      // Every 37th candidate: spread over parts and warehouses, never the same product twice.
      const product = candidates[(next * 37) % candidates.length] as DemoRow<'product'>;
      next += 1;
      const offers = (byGroup.get(groupOf.get(product.inventory_id ?? 0) ?? 0) ?? []).filter(
        (offer) => !codes || codes.includes(offer.condition),
      );
      const usd = offers.map((offer) => offer.usd);
      const mid = median(usd);
      const medianUsd = mid === null ? null : roundMoney(mid);
      const suggested = suggestedSalePrice(medianUsd, steps);
      // An analyst overrides a price now and then (every fourth line).
      // An approved one has a price on every line: without offers, one chosen by hand.
      const byHand = roundMoney((product.cost ?? 100) * 1.4);
      const chosen = suggested
        ? n % 4 === 3
          ? roundMoney(suggested.price * 0.95)
          : null
        : plan.status === 'approved'
          ? byHand
          : null;
      data.productAssessments.push({
        id: data.productAssessments.length + 1,
        assessment_id: id,
        product_id: product.id,
        median_price: medianUsd,
        lowest_price: usd.length ? roundMoney(Math.min(...usd)) : null,
        highest_price: usd.length ? roundMoney(Math.max(...usd)) : null,
        offers_count: usd.length,
        margin_percent: suggested?.marginPercent ?? null,
        suggested_price: suggested?.price ?? null,
        chosen_price: chosen,
        currency: 'USD',
        calculated_at: `${day}T10:00:00.000Z`,
      });
      const price = chosen ?? suggested?.price ?? null;
      if (plan.status === 'approved' && price !== null) product.sale_price = price;
    }
  }
}
