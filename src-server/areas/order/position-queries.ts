/**
 * Order positions across orders (src-shared/api/order-position.ts): the filtered, ordered page and
 * single items, each with its order, client, manager, sale type, penalties and last comment.
 * Counting and paging run on order_position with only the joins a filter needs.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type {
  OrderPositionItem,
  OrderPositionListQuery,
} from '../../../src-shared/api/order-position.ts';
import { joinedRef } from '../../db/columns.ts';
import type { Database } from '../../db/schema.ts';
import {
  contactName,
  countWhere,
  joinedCurrency,
  orderTerm,
  refItem,
  refOrNull,
} from '../../db/refs.ts';
import { escapeLike } from '../../http/search.ts';
import { ORDER_POSITION_COLUMNS, orderPositionOf } from './queries.ts';
import { namedUser } from '../named-user.ts';

type Filters = Omit<OrderPositionListQuery, 'page' | 'page_size' | 'order_by'>;

const commentAuthor = namedUser('pc.created_by_id', 'author');
/** The client of a position: its order's company (`c`). */
const positionClient = joinedRef('company', 'c', 'client');
/** The sale type of a position's order: that of the order's RFQ, if it came from one. */
const saleType = joinedRef('ref_sale_type', 'st', 'sale_type');

function filterConditions(filters: Filters): RawBuilder<SqlBool> {
  const conditions: RawBuilder<unknown>[] = [sql`true`];
  const equal = (column: string, value: unknown) =>
    conditions.push(sql`${sql.ref(column)} = ${value}`);
  if (filters.client !== undefined) equal('o.company_id', filters.client);
  if (filters.manager !== undefined) equal('o.manager_id', filters.manager);
  if (filters.delivery_type !== undefined) equal('p.delivery_type_id', filters.delivery_type);
  if (filters.condition !== undefined) equal('p.condition_id', filters.condition);
  if (filters.esd_date !== undefined) equal('p.esd_date', filters.esd_date);
  if (filters.deadline !== undefined) equal('p.deadline', filters.deadline);
  if (filters.planning_date !== undefined) equal('p.planning_date', filters.planning_date);
  if (filters.active_status !== undefined) equal('p.active_status', filters.active_status);
  if (filters.has_problem !== undefined) equal('p.has_problem', filters.has_problem === 'true');
  if (filters.confirmed !== undefined) equal('p.confirmed', filters.confirmed === 'true');
  if (filters.sale_type !== undefined)
    conditions.push(
      sql`EXISTS (SELECT 1 FROM rfq r WHERE r.id = o.rfq_id AND r.sale_type_id = ${filters.sale_type})`,
    );
  if (filters.product_status !== undefined)
    conditions.push(sql`EXISTS (SELECT 1 FROM product pr
      LEFT JOIN purchase_position pp ON pp.id = pr.purchase_position_id
      WHERE (pr.order_position_id = p.id OR pp.order_position_id = p.id)
        AND pr.status = ${filters.product_status})`);
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    conditions.push(sql`(p.part_number ILIKE ${pattern} OR o.number ILIKE ${pattern})`);
  }
  return sql<SqlBool>`${sql.join(conditions, sql` AND `)}`;
}

/** Ordering fields, from a fixed table (never from the request). */
const ORDER_EXPRESSIONS: Record<string, string> = {
  order: 'o.number',
  part_number: 'p.part_number',
  client: '(SELECT name FROM company WHERE id = o.company_id)',
  esd_date: 'p.esd_date',
  deadline: 'p.deadline',
  planning_date: 'p.planning_date',
  total: 'p.total',
};

export async function countPositions(db: Kysely<Database>, filters: Filters): Promise<number> {
  return countWhere(
    db.selectFrom('order_position as p').innerJoin('sales_order as o', 'o.id', 'p.order_id'),
    filterConditions(filters),
  );
}

/** The ids of one page, in order; the items are read for them alone. */
export async function pageOfPositionIds(
  db: Kysely<Database>,
  filters: Filters,
  orderBy: string | undefined,
  limit: number,
  offset: number,
): Promise<number[]> {
  let query = db
    .selectFrom('order_position as p')
    .innerJoin('sales_order as o', 'o.id', 'p.order_id')
    .select('p.id')
    .where(filterConditions(filters));
  if (orderBy) query = query.orderBy(orderTerm(orderBy, ORDER_EXPRESSIONS, 'p.id'));
  const rows = await query.orderBy('p.id', 'desc').limit(limit).offset(offset).execute();
  return rows.map((row) => row.id);
}

/** The items of these positions, in the order of `ids` (missing ids are left out). */
export async function positionItems(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<OrderPositionItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('order_position as p')
    .innerJoin('sales_order as o', 'o.id', 'p.order_id')
    .$call(positionClient.join('o.company_id'))
    .$call(joinedCurrency.join('o.currency_id'))
    .innerJoin('ref_unit as u', 'u.id', 'p.unit_id')
    .leftJoin('contact as m', 'm.id', 'o.manager_id')
    .leftJoin('rfq as r', 'r.id', 'o.rfq_id')
    .$call(saleType.leftJoin('r.sale_type_id'))
    .leftJoin('ref_condition as cond', 'cond.id', 'p.condition_id')
    .leftJoin('ref_delivery_type as dt', 'dt.id', 'p.delivery_type_id')
    .leftJoin('company as s', 's.id', 'p.supplier_id')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('order_position_comment as pc')
          .select([
            'pc.position_id',
            'pc.id',
            'pc.text',
            'pc.created_at',
            ...commentAuthor.columns,
            sql<number>`count(*) OVER (PARTITION BY pc.position_id)`.as('count'),
            sql<number>`row_number() OVER (PARTITION BY pc.position_id ORDER BY pc.id DESC)`.as(
              'rank',
            ),
          ])
          .where('pc.position_id', 'in', ids)
          .as('lc'),
      (join) => join.onRef('lc.position_id', '=', 'p.id').on('lc.rank', '=', 1),
    )
    .select(ORDER_POSITION_COLUMNS)
    .select([
      'p.planning_date',
      'p.confirmed',
      'p.confirmed_at',
      'o.number as order_number',
      'm.id as manager_id',
      contactName('m').as('manager_name'),
      'dt.id as delivery_type_id',
      'dt.name as delivery_type_name',
      'dt.code as delivery_type_code',
      sql<number>`(SELECT coalesce(sum(amount), 0) FROM order_position_penalty pp WHERE pp.position_id = p.id)`.as(
        'penalty_total',
      ),
      'lc.id as comment_id',
      'lc.text as comment_text',
      'lc.created_at as comment_at',
      'lc.author_id',
      'lc.author_name',
      'lc.count as comments_count',
    ])
    .where('p.id', 'in', ids)
    .execute();
  const byId = new Map(
    rows.map((row): [number, OrderPositionItem] => [
      row.id,
      {
        ...orderPositionOf(row),
        order_ref: { id: row.order_id, number: row.order_number },
        client: positionClient.of(row),
        manager: refOrNull(row.manager_id, row.manager_name),
        sale_type: saleType.orNull(row),
        currency: joinedCurrency.of(row),
        delivery_type:
          row.delivery_type_id !== null
            ? refItem(row.delivery_type_id, row.delivery_type_name, row.delivery_type_code)
            : null,
        planning_date: row.planning_date,
        confirmed: row.confirmed,
        confirmed_at: row.confirmed_at?.toISOString() ?? null,
        penalty_total: Number(row.penalty_total),
        comments_count: Number(row.comments_count ?? 0),
        last_comment:
          row.comment_id !== null && row.comment_at !== null
            ? {
                id: row.comment_id,
                text: row.comment_text ?? '',
                author: { id: row.author_id ?? 0, name: row.author_name ?? '' },
                created_at: row.comment_at.toISOString(),
              }
            : null,
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
