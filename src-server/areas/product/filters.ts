/**
 * The products list's filters as SQL over `product p`: each of the filter flags of
 * src-shared/domain/product.ts (a table keyed by the flags, so a flag without its SQL does not
 * compile), and the list's other filters. The list, the statistics and the Excel file all filter
 * through `productConditions`, so they always agree.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { ProductFilters } from '../../../src-shared/api/product.ts';
import { COMPONENT_TYPES_HEAVY } from '../../../src-shared/domain/component-type.ts';
import {
  BOOLEAN_PRODUCT_FLAGS,
  LIQUIDITY_DAYS,
  productIdOfLabel,
  STOCKTAKING_DUE_DAYS,
  type BooleanProductFlag,
} from '../../../src-shared/domain/product.ts';
import { partNumberKey } from '../../../src-shared/domain/part-number.ts';
import { escapeLike } from '../../http/search.ts';

/** The trace documents (8130-3, EASA Form 1, CoC) are the product's files of this category. */
export const TRACE_DOCUMENT_CATEGORY = 'certificate';

const HEAVY = sql.join(COMPONENT_TYPES_HEAVY.map((type) => sql.lit(type)));

/** What each flag selects (spec §3's names; the meaning is ours: domain/product.ts). */
export const FLAG_SQL: Record<BooleanProductFlag, RawBuilder<SqlBool>> = {
  can_be_added_to_consolidation: sql`(p.status = 'in_stock' AND NOT p.archived
    AND NOT EXISTS (SELECT 1 FROM consolidation_product cp
      JOIN consolidation c ON c.id = cp.consolidation_id
      WHERE cp.product_id = p.id AND c.status <> 'arrived'))`,
  to_stocktaking: sql`(p.status = 'in_stock' AND (p.counted_at IS NULL
    OR p.counted_at < now() - make_interval(days => ${sql.lit(STOCKTAKING_DUE_DAYS)})))`,
  awaiting_from_supplier: sql`p.status = 'awaiting_from_supplier'`,
  ready_for_sale: sql`p.sale_status = 'ready_for_sale'`,
  on_way: sql`p.status = 'on_way'`,
  inspected: sql`p.inspected_at IS NOT NULL`,
  archived: sql`p.archived`,
  is_ber: sql`p.is_ber`,
  not_our: sql`p.not_our`,
  mro: sql`p.status = 'at_mro'`,
  docs_problem: sql`NOT EXISTS (SELECT 1 FROM stored_file f
    WHERE f.owner_uuid = p.uuid AND f.category = ${sql.lit(TRACE_DOCUMENT_CATEGORY)})`,
  liquidity: sql`EXISTS (SELECT 1 FROM inventory pi
    JOIN inventory alt ON alt.group_id = pi.group_id
    JOIN rfq_position rp ON rp.inventory_id = alt.id
    WHERE pi.id = p.inventory_id
      AND rp.created_at > now() - make_interval(days => ${sql.lit(LIQUIDITY_DAYS)}))`,
  nz: sql`p.nz`,
  calc_sv: sql`(p.status = 'in_stock' AND p.sale_price IS NULL)`,
  eng_or_apu_or_ldg: sql`EXISTS (SELECT 1 FROM inventory pi
    WHERE pi.id = p.inventory_id AND pi.component_type IN (${HEAVY}))`,
  adiru: sql`p.adiru`,
  hard_time: sql`p.due_date IS NOT NULL`,
  no_project: sql`p.project = ''`,
  sold_parts: sql`p.status = 'sold'`,
  cwpss: sql`p.cwpss`,
  action_to_be_done: sql`p.action_to_be_done <> ''`,
};

export const BOOLEAN_FLAGS = BOOLEAN_PRODUCT_FLAGS;

export function productConditions(filters: ProductFilters): RawBuilder<SqlBool> {
  const parts: RawBuilder<unknown>[] = [];
  for (const flag of BOOLEAN_FLAGS) {
    const value = filters[flag];
    if (value === 'true') parts.push(FLAG_SQL[flag]);
    else if (value === 'false') parts.push(sql`NOT coalesce(${FLAG_SQL[flag]}, false)`);
  }
  // Archived products are out of every view unless asked for.
  if (filters.archived === undefined) parts.push(sql`NOT p.archived`);
  const equal = (column: string, value: unknown) => parts.push(sql`${sql.ref(column)} = ${value}`);
  if (filters.warehouse !== undefined) equal('p.warehouse_id', filters.warehouse);
  if (filters.condition !== undefined) equal('p.condition_id', filters.condition);
  if (filters.status !== undefined) equal('p.status', filters.status);
  if (filters.location !== undefined) equal('p.location_id', filters.location);
  if (filters.project) equal('p.project', filters.project);
  if (filters.request_category !== undefined)
    parts.push(sql`EXISTS (SELECT 1 FROM product_request_product rpp
      JOIN product_request r ON r.id = rpp.request_id
      WHERE rpp.product_id = p.id AND NOT r.closed AND r.category_id = ${filters.request_category})`);
  if (filters.part_number) {
    const key = partNumberKey(filters.part_number);
    parts.push(sql`EXISTS (SELECT 1 FROM inventory pi
      WHERE pi.id = p.inventory_id AND pi.part_number_key LIKE ${`${escapeLike(key)}%`})`);
  }
  if (filters.search) parts.push(searchCondition(filters.search));
  return parts.length ? sql<SqlBool>`${sql.join(parts, sql` AND `)}` : sql<SqlBool>`true`;
}

/** Part number, description, serial numbers, donor, or a scanned label code. */
function searchCondition(search: string): RawBuilder<SqlBool> {
  const labelled = productIdOfLabel(search);
  if (labelled !== null) return sql<SqlBool>`p.id = ${labelled}`;
  const pattern = `%${escapeLike(search)}%`;
  return sql<SqlBool>`(p.part_number ILIKE ${pattern} OR p.description ILIKE ${pattern}
    OR p.serial_number ILIKE ${pattern} OR p.donor ILIKE ${pattern}
    OR EXISTS (SELECT 1 FROM product_serial_number psn
      WHERE psn.product_id = p.id AND psn.serial_number ILIKE ${pattern}))`;
}
