/**
 * Reading KPs in the shapes of src-shared/api/kp.ts: summaries of an RFQ's KPs, one KP with its
 * rows, parties and totals, our legal entities (the KP's issuer), and KP rows across KPs
 * (kp_position).
 *
 * A client reads its own KPs; what it may read of them (never our cost and margin) is decided in
 * src-shared/domain/audience.ts, which every answer passes through.
 */
import { sql, type Kysely } from 'kysely';
import type {
  KpDetail,
  KpPositionItem,
  KpRow,
  KpSummary,
  LegalEntityDetail,
} from '../../../src-shared/api/kp.ts';
import type { KpConditions } from '../../../src-shared/api/rfq.ts';
import { COMPANY_CATEGORY } from '../../../src-shared/domain/constants.ts';
import { joinedCountry, joinedRef, numberColumns, ownColumns, pick } from '../../db/columns.ts';
import type { Database } from '../../db/schema.ts';
import { joinedCondition, joinedCurrency, joinedManager, joinedUnit } from '../../db/refs.ts';
import type { SelectedRow } from '../selected-row.ts';
import { namedContact, namedUser } from '../named-user.ts';

const creator = namedUser('kp.created_by_id', 'creator');

function summarySelect(db: Kysely<Database>) {
  return db
    .selectFrom('kp')
    .$call(joinedCurrency.join('kp.currency_id'))
    .leftJoin('sales_order as o', 'o.kp_id', 'kp.id')
    .selectAll('kp')
    .select([
      ...creator.columns,
      'o.id as order_id',
      sql<number>`(SELECT count(*) FROM kp_row r WHERE r.kp_id = kp.id)`.as('positions_count'),
    ]);
}

type SummaryRow = SelectedRow<typeof summarySelect>;

function toSummary(row: SummaryRow): KpSummary {
  return {
    ...pick(row, ['id', 'number', 'version', 'date', 'valid_until']),
    created_by: creator.of(row),
    currency: joinedCurrency.of(row),
    total: Number(row.shown_total),
    positions_count: Number(row.positions_count),
    order: row.order_id,
    has_file: row.file_id !== null,
  };
}

/** The RFQ's KPs, newest first. */
export async function kpSummariesOfRfq(db: Kysely<Database>, rfqId: number): Promise<KpSummary[]> {
  const rows = await summarySelect(db)
    .where('kp.rfq_id', '=', rfqId)
    .orderBy('kp.created_at', 'desc')
    .orderBy('kp.id', 'desc')
    .execute();
  return rows.map(toSummary);
}

const country = joinedCountry('co', 'country');
/** What a document prints of its issuer as it is. */
const issuerColumns = ownColumns('c', ['vat_number', 'email', 'phone']);

/** Our legal entities (category 3) with what a document prints about its issuer; one, by id. */
export async function legalEntities(
  db: Kysely<Database>,
  onlyId?: number,
): Promise<LegalEntityDetail[]> {
  let query = db
    .selectFrom('company as c')
    .$call(country.leftJoin('c.country_id'))
    .select([
      'c.id',
      'c.name',
      'c.address',
      'c.city',
      ...issuerColumns.columns,
      sql<{ bank_name: string; swift: string; account_number: string } | null>`(
        SELECT json_build_object('bank_name', b.bank_name, 'swift', b.swift, 'account_number', b.account_number)
        FROM bank_property b WHERE b.company_id = c.id ORDER BY b.id LIMIT 1)`.as('bank'),
    ])
    .where('c.category_id', '=', COMPANY_CATEGORY.ownLegalEntity);
  if (onlyId !== undefined) query = query.where('c.id', '=', onlyId);
  const rows = await query.orderBy('c.id').execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    code: row.country_code ?? '',
    address: [row.address, row.city].filter(Boolean).join(', '),
    country: country.orNull(row),
    ...issuerColumns.of(row),
    bank: row.bank,
  }));
}

/** A KP row's columns as they are, and its money columns (numerics) as numbers. */
const rowPart = ownColumns('r', ['part_number', 'requested_part_number', 'description']);
const rowMoney = numberColumns('r', [
  'unit_cost',
  'margin_percent',
  'unit_transport',
  'unit_price',
  'total',
  'vat',
  'total_with_vat',
]);
const rowDelivery = ownColumns('r', ['lead_time_days', 'delivery_date', 'certificate']);
/** The client of an RFQ (`c`). */
const client = joinedRef('company', 'c', 'client');
/**
 * The KP a row (`r`) is quoted in (`kp`), where a list of rows shows it: the KP's columns beside
 * the row's own `kp_id`, and the ref they read back as.
 */
export const quotedInKp = {
  columns: ['kp.number as kp_number', 'kp.date as kp_date', 'kp.version as kp_version'] as const,
  of(row: { kp_id: number; kp_number: string; kp_date: string; kp_version: number }) {
    return { id: row.kp_id, number: row.kp_number, date: row.kp_date, version: row.kp_version };
  },
};

function rowSelect(db: Kysely<Database>) {
  return db
    .selectFrom('kp_row as r')
    .$call(joinedCondition.join('r.condition_id'))
    .$call(joinedUnit.join('r.unit_id'))
    .select([
      'r.id',
      'r.kp_id',
      'r.index',
      'r.position_id',
      'r.offer_id',
      ...rowPart.columns,
      'r.quantity',
      ...rowMoney.columns,
      ...rowDelivery.columns,
    ]);
}

type RowRow = SelectedRow<typeof rowSelect>;

function toRow(row: RowRow): KpRow {
  return {
    index: row.index,
    position: row.position_id,
    offer: row.offer_id,
    ...rowPart.of(row),
    condition: joinedCondition.of(row),
    quantity: row.quantity,
    unit: joinedUnit.of(row),
    ...rowMoney.of(row),
    ...rowDelivery.of(row),
  };
}

const clientCountry = joinedCountry('cco', 'client_country');
/** The client's contact the RFQ names. */
const clientContact = namedContact('rfq.contact_id', 'contact');

/** One KP of one RFQ, when the caller may see it (a client: only its own company's). */
export async function kpDetail(
  db: Kysely<Database>,
  rfqId: number,
  kpId: number,
  onlyCompanyId: number | null,
): Promise<KpDetail | undefined> {
  let query = summarySelect(db)
    .innerJoin('rfq', 'rfq.id', 'kp.rfq_id')
    .$call(client.join('rfq.company_id'))
    .$call(clientCountry.leftJoin('c.country_id'))
    .$call(joinedManager.leftJoin('kp.manager_id'))
    .select([
      'rfq.number as rfq_number',
      'c.address as client_address',
      'c.city as client_city',
      'c.vat_number as client_vat_number',
      ...clientContact.columns,
      'm.email as manager_email',
      'm.phone as manager_phone',
    ])
    .where('kp.id', '=', kpId)
    .where('kp.rfq_id', '=', rfqId);
  if (onlyCompanyId !== null) query = query.where('rfq.company_id', '=', onlyCompanyId);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const [rows, [legalEntity]] = await Promise.all([
    rowSelect(db).where('r.kp_id', '=', kpId).orderBy('r.index').execute(),
    legalEntities(db, row.legal_entity_id),
  ]);
  if (!legalEntity) throw new Error(`KP ${kpId}: legal entity ${row.legal_entity_id} is missing.`);
  const totals = {
    goods: Number(row.goods),
    transport: Number(row.transport),
    totalNoVat: Number(row.total_no_vat),
    vat: Number(row.vat_amount),
    total: Number(row.total),
  };
  return {
    ...toSummary(row),
    rfq: { id: rfqId, number: row.rfq_number },
    client: {
      id: row.client_id,
      name: row.client_name,
      address: row.client_address,
      city: row.client_city,
      country: clientCountry.orNull(row),
      vat_number: row.client_vat_number,
    },
    contact: clientContact.orNull(row),
    legal_entity: legalEntity,
    manager: {
      name: row.manager_name ?? '',
      email: row.manager_email ?? '',
      phone: row.manager_phone ?? '',
    },
    document_type: row.document_type as KpDetail['document_type'],
    vat: row.vat,
    vat_value: Number(row.vat_value),
    vat_columns: row.vat_columns,
    ...pick(row, ['logistics_on', 'include_transport_in_price', 'show_transport']),
    rows: rows.map(toRow),
    totals,
    shown_totals: {
      ...totals,
      totalNoVat: Number(row.shown_total_no_vat),
      total: Number(row.shown_total),
    },
    conditions: row.conditions as KpConditions,
    treaty_number: row.treaty_number,
    number_po: row.number_po,
  };
}

interface KpPositionFilters {
  client?: number;
  partNumberKey?: string;
  kp?: number;
  onlyCompanyId: number | null;
}

/** The most KP rows kp_position returns (newest first). */
const KP_POSITION_LIMIT = 200;

export async function kpPositions(
  db: Kysely<Database>,
  filters: KpPositionFilters,
): Promise<KpPositionItem[]> {
  let query = rowSelect(db)
    .innerJoin('kp', 'kp.id', 'r.kp_id')
    .innerJoin('rfq', 'rfq.id', 'kp.rfq_id')
    .$call(client.join('rfq.company_id'))
    .$call(joinedCurrency.join('kp.currency_id'))
    .innerJoin('inventory as i', 'i.id', 'r.inventory_id')
    .select([...quotedInKp.columns, 'rfq.id as rfq_id', 'rfq.number as rfq_number']);
  if (filters.onlyCompanyId !== null)
    query = query.where('rfq.company_id', '=', filters.onlyCompanyId);
  if (filters.client !== undefined) query = query.where('rfq.company_id', '=', filters.client);
  if (filters.kp !== undefined) query = query.where('kp.id', '=', filters.kp);
  if (filters.partNumberKey) query = query.where('i.part_number_key', '=', filters.partNumberKey);
  const rows = await query
    .orderBy('kp.date', 'desc')
    .orderBy('kp.id', 'desc')
    .orderBy('r.index')
    .limit(KP_POSITION_LIMIT)
    .execute();
  return rows.map((row) => ({
    ...toRow(row),
    id: row.id,
    kp: quotedInKp.of(row),
    rfq: { id: row.rfq_id, number: row.rfq_number },
    client: client.of(row),
    currency: joinedCurrency.of(row),
  }));
}
