/**
 * Reading RFQs in the shapes of src-shared/api/rfq.ts: the three lists (filters, search, ordering,
 * paging), list items, the single RFQ with its saved quotation head, text block, positions and KPs.
 *
 * The list runs in two steps: the page's ids (only the columns the filter and order need, so the
 * (in_archive, in_work, created_at) index answers it), then the items of those ids with their joins
 * and counts. The count uses the same WHERE.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type {
  RfqDetail,
  RfqListItem,
  RfqPosition,
  RfqQuotation,
  RFQ_ORDERING,
} from '../../../src-shared/api/rfq.ts';
import { EMPTY_KP_CONDITIONS } from '../../../src-shared/api/records.ts';
import { RFQ_PRIORITIES, type RfqPriority } from '../../../src-shared/domain/priority.ts';
import type { RfqList } from '../../../src-shared/domain/rfq-lists.ts';
import type { Database } from '../../db/schema.ts';
import { inIdOrder } from '../../db/in-id-order.ts';
import { countWhere, joinedCondition, priorityRank, refItem, refOrNull } from '../../db/refs.ts';
import { escapeLike } from '../../http/search.ts';
import { kpSummariesOfRfq } from '../kp/queries.ts';
import { offerActiveSql } from '../offer/inventory.ts';
import { rateOf } from '../setting/queries.ts';
import type { SelectedRow } from '../selected-row.ts';
import { namedCompany, namedContact } from '../named-user.ts';
import { listOrdering } from '../shared-page.ts';

export interface RfqFilters {
  list?: RfqList;
  /** A client sees only its own company's RFQs. */
  onlyCompanyId?: number | null;
  search?: string;
  company?: number;
  priority?: RfqPriority;
  rfqManager?: number;
  isRepair?: boolean;
  dateFrom?: string;
  dateTo?: string;
}

const LIST_CONDITION: Record<RfqList, RawBuilder<unknown>> = {
  not_in_work: sql`r.in_archive = false AND r.in_work = false`,
  in_work: sql`r.in_archive = false AND r.in_work = true`,
  archive: sql`r.in_archive = true`,
};

/** The WHERE of the list and its count (alias `r` for rfq). Values are bound. */
function filterConditions(filters: RfqFilters): RawBuilder<SqlBool> {
  const conditions: RawBuilder<unknown>[] = [sql`true`];
  if (filters.list) conditions.push(LIST_CONDITION[filters.list]);
  if (filters.onlyCompanyId !== undefined && filters.onlyCompanyId !== null)
    conditions.push(sql`r.company_id = ${filters.onlyCompanyId}`);
  if (filters.company !== undefined) conditions.push(sql`r.company_id = ${filters.company}`);
  if (filters.priority !== undefined) conditions.push(sql`r.priority = ${filters.priority}`);
  if (filters.rfqManager !== undefined)
    conditions.push(sql`r.rfq_manager_id = ${filters.rfqManager}`);
  if (filters.isRepair !== undefined) conditions.push(sql`r.is_repair = ${filters.isRepair}`);
  if (filters.dateFrom) conditions.push(sql`r.created_at >= ${filters.dateFrom}::date`);
  if (filters.dateTo) conditions.push(sql`r.created_at < ${filters.dateTo}::date + 1`);
  if (filters.search) {
    // Substring search over three trigram-indexed columns: RFQ number, company name, and the part
    // numbers the client asked for. A UNION of three index lookups, so each uses its own index
    // (an OR across them would scan the whole list).
    const pattern = `%${escapeLike(filters.search)}%`;
    conditions.push(sql`r.id IN (
      SELECT id FROM rfq WHERE number ILIKE ${pattern}
      UNION SELECT id FROM rfq WHERE company_id IN (SELECT id FROM company WHERE name ILIKE ${pattern})
      UNION SELECT rfq_id FROM rfq_position WHERE requested_part_number ILIKE ${pattern})`);
  }
  return sql<SqlBool>`${sql.join(conditions, sql` AND `)}`;
}

type RfqOrderingField = (typeof RFQ_ORDERING)[number];

/**
 * What each ordering field sorts by (alias `r`; `oc` the company, `om` the manager, joined only
 * when asked for). Only nullable fields say NULLS LAST: on the others a plain DESC lets the
 * (in_archive, in_work, created_at DESC, id DESC) index give the rows in order, without a sort.
 */
const ORDER_EXPRESSIONS: Record<
  RfqOrderingField,
  { expression: RawBuilder<unknown>; nullable: boolean }
> = {
  id: { expression: sql`r.id`, nullable: false },
  number: { expression: sql`r.number`, nullable: false },
  created_at: { expression: sql`r.created_at`, nullable: false },
  deadline: { expression: sql`r.deadline`, nullable: true },
  company: { expression: sql`lower(oc.name)`, nullable: false },
  priority: { expression: priorityRank('r.priority'), nullable: false },
  rfq_manager: { expression: sql`lower(om.name || ' ' || om.surname)`, nullable: true },
  positions_count: {
    expression: sql`(SELECT count(*) FROM rfq_position p WHERE p.rfq_id = r.id)`,
    nullable: false,
  },
};

export async function countRfqs(db: Kysely<Database>, filters: RfqFilters): Promise<number> {
  return countWhere(db.selectFrom('rfq as r'), filterConditions(filters));
}

/** The ids of one page, in order. Default: newest first. Ties break by id, same direction. */
export async function pageOfRfqIds(
  db: Kysely<Database>,
  filters: RfqFilters,
  ordering: string | undefined,
  limit: number,
  offset: number,
): Promise<number[]> {
  const { field, direction } = listOrdering<RfqOrderingField>(ordering, 'created_at');
  const { expression, nullable } = ORDER_EXPRESSIONS[field];
  const rows = await db
    .selectFrom('rfq as r')
    .$if(field === 'company', (query) => query.leftJoin('company as oc', 'oc.id', 'r.company_id'))
    .$if(field === 'rfq_manager', (query) =>
      query.leftJoin('contact as om', 'om.id', 'r.rfq_manager_id'),
    )
    .select('r.id')
    .where(filterConditions(filters))
    .orderBy(sql`${expression} ${direction}${sql.raw(nullable ? ' NULLS LAST' : '')}`)
    .orderBy(sql`r.id ${direction}`)
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => row.id);
}

/** The client, its contact and our manager an RFQ names (`r`). */
const rfqCompany = namedCompany('r.company_id', 'company');
const rfqContact = namedContact('r.contact_id', 'contact');
const rfqManager = namedContact('r.rfq_manager_id', 'rfq_manager');
/** Who asked ILS for a position's part (`p`, an RFQ position). */
export const ilsInitiator = namedContact('p.ils_initiator_id', 'ils_initiator');

function itemSelect(db: Kysely<Database>) {
  return db
    .selectFrom('rfq as r')
    .innerJoin('ref_sale_type as st', 'st.id', 'r.sale_type_id')
    .innerJoin('ref_rfq_status as rs', 'rs.id', 'r.rfq_status_id')
    .selectAll('r')
    .select([
      rfqCompany.nameColumn,
      rfqContact.nameColumn,
      rfqManager.nameColumn,
      'st.name as sale_type_name',
      'rs.name as rfq_status_name',
      sql<number>`(SELECT count(*) FROM rfq_position p WHERE p.rfq_id = r.id)`.as(
        'positions_count',
      ),
      sql<number>`(SELECT count(*) FROM kp WHERE kp.rfq_id = r.id)`.as('kp_count'),
    ]);
}

type ItemRow = SelectedRow<typeof itemSelect>;

function toListItem(row: ItemRow): RfqListItem {
  return {
    id: row.id,
    number: row.number,
    created_at: row.created_at.toISOString(),
    deadline: row.deadline,
    company: rfqCompany.of(row),
    contact: rfqContact.orNull(row),
    rfq_manager: rfqManager.orNull(row),
    priority: row.priority,
    is_repair: row.is_repair,
    sale_type: { id: row.sale_type_id, name: row.sale_type_name },
    in_work: row.in_work,
    in_archive: row.in_archive,
    full_quoted: row.full_quoted,
    activity_status: row.activity_status,
    rfq_status: { id: row.rfq_status_id, name: row.rfq_status_name },
    positions_count: Number(row.positions_count),
    kp_count: Number(row.kp_count),
    comment: row.comment,
    cancel_comment: row.cancel_comment,
  };
}

/** List items of these ids, in the order given (ids not found are left out). */
export async function rfqListItems(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<RfqListItem[]> {
  return inIdOrder(ids, (some) => itemSelect(db).where('r.id', 'in', some).execute(), toListItem);
}

async function quotationOf(db: Kysely<Database>, row: ItemRow): Promise<RfqQuotation> {
  const [currency, deliveryTime, legalEntity] = await Promise.all([
    db
      .selectFrom('ref_currency')
      .select(['name', 'code', 'symbol'])
      .where('id', '=', row.main_price_unit_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('ref_delivery_time')
      .select('name')
      .where('id', '=', row.delivery_time_id)
      .executeTakeFirstOrThrow(),
    row.legal_entity_id === null
      ? undefined
      : db
          .selectFrom('company')
          .select('name')
          .where('id', '=', row.legal_entity_id)
          .executeTakeFirst(),
  ]);
  const systemRate = await rateOf(db, row.main_price_unit_id);
  return {
    priority: row.priority,
    is_repair: row.is_repair,
    sale_type: { id: row.sale_type_id, name: row.sale_type_name },
    xRate: row.x_rate === null ? null : Number(row.x_rate),
    xRateBySystem: systemRate ?? 0,
    main_price_unit: refItem(row.main_price_unit_id, currency.name, currency.code, currency.symbol),
    vat: row.vat,
    vat_columns: row.vat_columns,
    vat_value: Number(row.vat_value),
    logistics_on: row.logistics_on,
    include_transport_in_price: row.include_transport_in_price,
    showTransport: row.show_transport,
    treaty_number: row.treaty_number,
    all_priorities: row.is_repair ? ['ROUTINE'] : [...RFQ_PRIORITIES],
    useDefaultText: row.use_default_text,
    marginByUserInRFQHead: row.margin_by_user === null ? null : Number(row.margin_by_user),
    showCost: row.show_cost,
    bill_kp: row.bill_kp,
    priceTotalByUser: row.price_total_by_user,
    priceTotalNoVatByUser: row.price_total_no_vat_by_user,
    totalPaidByUser: row.total_paid_by_user,
    kp_version: row.kp_version,
    legal_entity: refOrNull(row.legal_entity_id, legalEntity?.name ?? null),
    delivery_time: { id: row.delivery_time_id, name: deliveryTime.name },
    conditions: { ...EMPTY_KP_CONDITIONS, ...row.conditions },
  };
}

function positionSelect(db: Kysely<Database>, today: string) {
  return db
    .selectFrom('rfq_position as p')
    .innerJoin('inventory as i', 'i.id', 'p.inventory_id')
    .innerJoin('inventory_group as g', 'g.id', 'i.group_id')
    .innerJoin('ref_unit as u', 'u.id', 'p.unit_id')
    .$call(joinedCondition.leftJoin('p.condition_id'))
    .select([
      'p.id',
      'p.rfq_id',
      'p.index',
      'p.requested_part_number',
      'i.id as inventory_id',
      'i.part_number',
      'i.description',
      'g.id as group_id',
      'g.name as group_name',
      'p.quantity',
      'u.id as unit_id',
      'u.name as unit_name',
      'u.code as unit_code',
      'p.comment',
      'p.requested_in_ils',
      ...ilsInitiator.columns,
      'p.chosen_offer_id',
      'p.margin_by_user',
      'p.unit_price_by_user',
      'p.need_offers',
      // Offers for every part number of the group: the part asked for and its alternates.
      sql<number>`(SELECT count(*) FROM supplier_offer so JOIN inventory gi ON gi.id = so.inventory_id
        WHERE gi.group_id = i.group_id)`.as('offers_count'),
      sql<number>`(SELECT count(*) FROM supplier_offer so JOIN inventory gi ON gi.id = so.inventory_id
        WHERE gi.group_id = i.group_id AND ${offerActiveSql(today)})`.as('active_offers_count'),
    ]);
}

type PositionRow = SelectedRow<typeof positionSelect>;

function toPosition(row: PositionRow): RfqPosition {
  const offersCount = Number(row.offers_count);
  return {
    id: row.id,
    rfq: row.rfq_id,
    index: row.index,
    requested_part_number: row.requested_part_number,
    inventory: {
      id: row.inventory_id,
      part_number: row.part_number,
      description: row.description,
      group: { id: row.group_id, name: row.group_name, have_offers: offersCount > 0 },
    },
    quantity: row.quantity,
    unit: refItem(row.unit_id, row.unit_name, row.unit_code),
    condition: joinedCondition.orNull(row),
    comment: row.comment,
    offers_count: offersCount,
    active_offers_count: Number(row.active_offers_count),
    requested_in_ils: row.requested_in_ils,
    ils_initiator: ilsInitiator.orNull(row),
    chosen_offer: row.chosen_offer_id,
    margin_by_user: row.margin_by_user === null ? null : Number(row.margin_by_user),
    unit_price_by_user: row.unit_price_by_user === null ? null : Number(row.unit_price_by_user),
    need_offers: row.need_offers,
  };
}

/** The positions a filtered positionSelect finds, in the RFQ's list order (index, then id). */
async function inListOrder(query: ReturnType<typeof positionSelect>): Promise<RfqPosition[]> {
  const rows = await query.orderBy('p.index').orderBy('p.id').execute();
  return rows.map(toPosition);
}

async function positionsOfRfq(
  db: Kysely<Database>,
  rfqId: number,
  today: string,
): Promise<RfqPosition[]> {
  return inListOrder(positionSelect(db, today).where('p.rfq_id', '=', rfqId));
}

export async function positionsByIds(
  db: Kysely<Database>,
  ids: readonly number[],
  today: string,
): Promise<RfqPosition[]> {
  if (ids.length === 0) return [];
  return inListOrder(positionSelect(db, today).where('p.id', 'in', ids));
}

export async function rfqDetail(
  db: Kysely<Database>,
  id: number,
  onlyCompanyId: number | null,
  today: string,
): Promise<RfqDetail | undefined> {
  const row = await itemSelect(db)
    .where('r.id', '=', id)
    .where(filterConditions({ onlyCompanyId }))
    .executeTakeFirst();
  if (!row) return undefined;
  const [quotation, positions, kps] = await Promise.all([
    quotationOf(db, row),
    positionsOfRfq(db, id, today),
    kpSummariesOfRfq(db, id),
  ]);
  return {
    ...toListItem(row),
    quotation,
    text: {
      rfqNameByUser: row.rfq_name_by_user,
      start_date: row.start_date,
      end_date: row.end_date,
    },
    positions,
    rfq_kp: kps,
  };
}

/** The RFQ's id, company and flags, when it exists and the caller may see it. */
export async function visibleRfq(
  db: Kysely<Database>,
  id: number,
  onlyCompanyId: number | null,
): Promise<
  | {
      id: number;
      number: string;
      uuid: string;
      company_id: number;
      in_work: boolean;
      in_archive: boolean;
    }
  | undefined
> {
  let query = db
    .selectFrom('rfq')
    .select(['id', 'number', 'uuid', 'company_id', 'in_work', 'in_archive'])
    .where('id', '=', id);
  if (onlyCompanyId !== null) query = query.where('company_id', '=', onlyCompanyId);
  return query.executeTakeFirst();
}
