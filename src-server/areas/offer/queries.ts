/**
 * Reading supplier offers in the shape of src-shared/api/offer.ts: the list (filters, search,
 * ordering, paging; with `position`, the offers for every part number of the position's group,
 * alternates marked), one offer, and its history.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { OfferHistoryEntry, SupplierOffer } from '../../../src-shared/api/offer.ts';
import type { ComponentType } from '../../../src-shared/domain/component-type.ts';
import { offerStatus } from '../../../src-shared/domain/offer-status.ts';
import type { Database } from '../../db/schema.ts';
import {
  countWhere,
  joinedCertificate,
  joinedCondition,
  joinedCurrency,
  orderTerm,
} from '../../db/refs.ts';
import { escapeLike } from '../../http/search.ts';
import { partNumberKey } from '../../../src-shared/domain/part-number.ts';
import { offerActiveSql } from './inventory.ts';
import type { SelectedRow } from '../selected-row.ts';
import { namedUser } from '../named-user.ts';

interface OfferFilters {
  search?: string;
  /** The part numbers of this group (a position's group). */
  groupId?: number;
  /** The inventory item asked for: other part numbers of the group are alternates. */
  askedInventoryId?: number;
  inventory?: number;
  company?: number;
  active?: boolean;
  /** Parts of this component type only (the `{product}_purchase` filter). */
  componentType?: ComponentType;
  today: string;
}

const creator = namedUser('so.created_by_id', 'creator');
const changedBy = namedUser('h.changed_by_id', 'user');

function offerSelect(db: Kysely<Database>, today: string, askedInventoryId?: number) {
  return db
    .selectFrom('supplier_offer as so')
    .innerJoin('inventory as i', 'i.id', 'so.inventory_id')
    .innerJoin('company as c', 'c.id', 'so.company_id')
    .$call(joinedCondition.join('so.condition_id'))
    .$call(joinedCurrency.join('so.currency_id'))
    .$call(joinedCertificate.leftJoin('so.certificate_id'))
    .select([
      'so.id',
      'i.id as inventory_id',
      'i.part_number',
      'i.description',
      'c.id as company_id',
      'c.name as company_name',
      'so.quantity',
      'so.price',
      'so.lead_time_days',
      'so.valid_until',
      'so.is_active as not_deactivated',
      'so.location',
      'so.comment',
      ...creator.columns,
      'so.created_at',
      'so.updated_at',
      sql<boolean>`${askedInventoryId === undefined ? sql`false` : sql`so.inventory_id <> ${askedInventoryId}`}`.as(
        'is_alternate',
      ),
    ]);
}

type OfferRow = SelectedRow<typeof offerSelect>;

function toOffer(row: OfferRow, today: string): SupplierOffer {
  const status = offerStatus(
    { deactivated: !row.not_deactivated, valid_until: row.valid_until },
    today,
  );
  return {
    id: row.id,
    inventory: { id: row.inventory_id, part_number: row.part_number, description: row.description },
    is_alternate: row.is_alternate,
    company: { id: row.company_id, name: row.company_name },
    condition: joinedCondition.of(row),
    quantity: row.quantity,
    price: Number(row.price),
    currency: joinedCurrency.of(row),
    lead_time_days: row.lead_time_days,
    valid_until: row.valid_until,
    is_active: status === 'active',
    deactivated: status === 'deactivated',
    status,
    certificate: joinedCertificate.orNull(row),
    location: row.location,
    comment: row.comment,
    created_by: creator.of(row),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

function filterConditions(filters: OfferFilters): RawBuilder<SqlBool> {
  const conditions: RawBuilder<unknown>[] = [sql`true`];
  if (filters.groupId !== undefined) conditions.push(sql`i.group_id = ${filters.groupId}`);
  if (filters.inventory !== undefined) conditions.push(sql`so.inventory_id = ${filters.inventory}`);
  if (filters.company !== undefined) conditions.push(sql`so.company_id = ${filters.company}`);
  if (filters.componentType !== undefined)
    conditions.push(sql`i.component_type = ${filters.componentType}`);
  if (filters.active !== undefined) {
    conditions.push(
      filters.active ? offerActiveSql(filters.today) : sql`NOT ${offerActiveSql(filters.today)}`,
    );
  }
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    const key = partNumberKey(filters.search);
    conditions.push(
      sql`(i.part_number ILIKE ${pattern} OR c.name ILIKE ${pattern} OR so.location ILIKE ${pattern}${
        key ? sql` OR i.part_number_key LIKE ${`%${escapeLike(key)}%`}` : sql``
      })`,
    );
  }
  return sql<SqlBool>`${sql.join(conditions, sql` AND `)}`;
}

/** Ordering fields: price compares in USD (through currency_rate), so currencies mix fairly. */
const ORDER_EXPRESSIONS: Record<string, string> = {
  price:
    'so.price / coalesce((SELECT rate FROM currency_rate r WHERE r.currency_id = so.currency_id), 1)',
  lead_time_days: 'so.lead_time_days',
  created_at: 'so.created_at',
};

export async function countOffers(db: Kysely<Database>, filters: OfferFilters): Promise<number> {
  return countWhere(
    db
      .selectFrom('supplier_offer as so')
      .innerJoin('inventory as i', 'i.id', 'so.inventory_id')
      .innerJoin('company as c', 'c.id', 'so.company_id'),
    filterConditions(filters),
  );
}

export async function listOffers(
  db: Kysely<Database>,
  filters: OfferFilters,
  ordering: string | undefined,
  limit: number,
  offset: number,
): Promise<SupplierOffer[]> {
  let query = offerSelect(db, filters.today, filters.askedInventoryId).where(
    filterConditions(filters),
  );
  if (ordering) {
    query = query.orderBy(orderTerm(ordering, ORDER_EXPRESSIONS, 'so.created_at'));
  } else if (filters.groupId !== undefined) {
    // Offers for a position: the ones that can be quoted first, cheapest first.
    query = query
      .orderBy(offerActiveSql(filters.today), 'desc')
      .orderBy(sql.raw(ORDER_EXPRESSIONS.price as string), 'asc');
  } else {
    query = query.orderBy('so.created_at', 'desc');
  }
  const rows = await query.orderBy('so.id', 'desc').limit(limit).offset(offset).execute();
  return rows.map((row) => toOffer(row, filters.today));
}

export async function offerById(
  db: Kysely<Database>,
  id: number,
  today: string,
): Promise<SupplierOffer | undefined> {
  const row = await offerSelect(db, today).where('so.id', '=', id).executeTakeFirst();
  return row ? toOffer(row, today) : undefined;
}

export async function offerHistory(
  db: Kysely<Database>,
  offerId: number,
): Promise<OfferHistoryEntry[]> {
  const rows = await db
    .selectFrom('offer_history as h')
    .select(['h.id', 'h.changed_at', 'h.action', 'h.changes', 'h.comment', ...changedBy.columns])
    .where('h.offer_id', '=', offerId)
    .orderBy('h.changed_at', 'desc')
    .orderBy('h.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    changed_at: row.changed_at.toISOString(),
    changed_by: changedBy.of(row),
    action: row.action,
    changes: row.changes,
    comment: row.comment,
  }));
}
