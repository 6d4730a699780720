/**
 * The analytics list of our staff (GET contact/, src-shared/api/contact.ts, where date_gate is
 * defined): each contact of our legal entities with its sign-in and the work it did since the
 * gate; and the chat selector (contacts with a Telegram link).
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { z } from 'zod';
import type {
  ChatContact,
  ContactAnalyticsItem,
  contactAnalyticsQuerySchema,
} from '../../../src-shared/api/contact.ts';
import { COMPANY_CATEGORY } from '../../../src-shared/domain/constants.ts';
import type { Database } from '../../db/schema.ts';
import { countWhere, orderTerm, refOrNull } from '../../db/refs.ts';
import type { ListCount, PageRead } from '../../http/pagination.ts';
import { escapeLike } from '../../http/search.ts';
import { profileSelect, toProfile } from './profile.ts';

/** The query as the route reads it (parsed: `contacts` is a list of ids). */
type Filters = Omit<
  z.output<typeof contactAnalyticsQuerySchema>,
  'page' | 'page_size' | 'order_by'
>;

/** The filters and the ordering the page is read in. */
type Ordered = Filters & { order_by?: string };

/** SQL: since the gate (a day), or always. */
function since(column: string, gate: string | undefined): RawBuilder<SqlBool> {
  return gate === undefined
    ? sql<SqlBool>`true`
    : sql<SqlBool>`${sql.ref(column)} >= ${gate}::date`;
}

/** SQL: the work of contact `ct` counted in a row, each created since the gate. */
function workCounts(gate: string | undefined) {
  return {
    rfqs: sql<number>`(SELECT count(*) FROM rfq r
      WHERE r.rfq_manager_id = ct.id AND ${since('r.created_at', gate)})`,
    kps: sql<number>`(SELECT count(*) FROM kp k
      WHERE k.manager_id = ct.id AND ${since('k.created_at', gate)})`,
    orders: sql<number>`(SELECT count(*) FROM sales_order o
      WHERE o.manager_id = ct.id AND ${since('o.created_at', gate)})`,
  };
}

/** Order_by field to its SQL (the count columns are the select's own). */
const ORDER_BY: Readonly<Record<string, string>> = {
  name: 'lower(ct.surname || ct.name)',
  email: 'lower(ct.email)',
  last_login: 'u.last_login',
  rfqs: 'rfqs',
  kps: 'kps',
  orders: 'orders',
  created_at: 'ct.created_at',
};

function conditions(filters: Filters): RawBuilder<SqlBool> {
  const parts: RawBuilder<unknown>[] = [
    // Our staff: the people of our legal entities.
    sql`EXISTS (SELECT 1 FROM company c WHERE c.id = ct.company_id
      AND c.category_id = ${COMPANY_CATEGORY.ownLegalEntity})`,
  ];
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    parts.push(sql`(ct.name || ' ' || ct.surname ILIKE ${pattern}
      OR ct.surname || ' ' || ct.name ILIKE ${pattern}
      OR ct.eng_name || ' ' || ct.eng_surname ILIKE ${pattern}
      OR ct.email ILIKE ${pattern} OR ct.position ILIKE ${pattern})`);
  }
  if (filters.contacts) parts.push(sql`ct.id = ANY(${filters.contacts}::int[])`);
  const gate = filters.date_gate;
  if (gate !== undefined) {
    const work = workCounts(gate);
    parts.push(sql`(EXISTS (SELECT 1 FROM app_user au WHERE au.contact_id = ct.id
      AND ${since('au.last_login', gate)})
      OR ${work.rfqs} > 0 OR ${work.kps} > 0 OR ${work.orders} > 0)`);
  }
  return sql<SqlBool>`${sql.join(parts, sql` AND `)}`;
}

export const countAnalytics: ListCount<Filters> = (db, filters) =>
  countWhere(db.selectFrom('contact as ct'), conditions(filters));

export const listAnalytics: PageRead<Ordered, ContactAnalyticsItem> = async (
  db,
  { order_by: orderBy, ...filters },
  limit,
  offset,
) => {
  const work = workCounts(filters.date_gate);
  let query = profileSelect(db)
    .select([work.rfqs.as('rfqs'), work.kps.as('kps'), work.orders.as('orders')])
    .where(conditions(filters));
  if (orderBy) query = query.orderBy(orderTerm(orderBy, ORDER_BY, 'ct.id'));
  const rows = await query
    .orderBy(sql`lower(ct.surname)`)
    .orderBy('ct.id')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => ({
    ...toProfile(row),
    last_login: row.last_login?.toISOString() ?? null,
    rfqs: Number(row.rfqs),
    kps: Number(row.kps),
    orders: Number(row.orders),
  }));
};

const CHAT_SELECTOR_LIMIT = 50;

/**
 * Contacts with a Telegram link (our staff first), to pick the chat a message goes to; with
 * `staffOnly`, our staff alone (whose chats contact analytics narrows to).
 */
export async function chatContacts(
  db: Kysely<Database>,
  search: string | undefined,
  staffOnly: boolean,
): Promise<ChatContact[]> {
  let query = db
    .selectFrom('contact as ct')
    .leftJoin('company as co', 'co.id', 'ct.company_id')
    .select([
      'ct.id',
      'ct.name',
      'ct.surname',
      'ct.telegram_link',
      'ct.company_id',
      'co.name as company_name',
    ])
    .where('ct.telegram_link', '<>', '');
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    query = query.where(
      sql<SqlBool>`(ct.name || ' ' || ct.surname ILIKE ${pattern}
        OR ct.telegram_link ILIKE ${pattern})`,
    );
  }
  if (staffOnly) query = query.where('co.category_id', '=', COMPANY_CATEGORY.ownLegalEntity);
  const rows = await query
    .orderBy(sql`co.category_id = ${COMPANY_CATEGORY.ownLegalEntity}`, 'desc')
    .orderBy(sql`lower(ct.surname)`)
    .orderBy('ct.id')
    .limit(CHAT_SELECTOR_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    surname: row.surname,
    telegram_link: row.telegram_link,
    company: refOrNull(row.company_id, row.company_name),
  }));
}
