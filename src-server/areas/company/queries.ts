/**
 * Reading companies: the list (filters, search, ordering, paging), the detail with everything the
 * company screen shows, treaties and the quotation setting, in the shapes of src-shared/api/company.
 *
 * A client reads its own company; what it may read of it (never our extra margin, notes or its
 * offers to us) is decided in src-shared/domain/audience.ts, which every answer passes through.
 */
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type {
  Address,
  BankProperty,
  CompanyAddress,
  CompanyDeal,
  CompanyDetail,
  CompanyGuiding,
  CompanyListItem,
  CompanyOffer,
  CompanyOrderingField,
  PartProduced,
  QuotationSetting,
  Treaty,
} from '../../../src-shared/api/company.ts';
import type { TextCondition } from '../../../src-shared/api/home.ts';
import type { Database } from '../../db/schema.ts';
import { offerStatus, type OfferStatus } from '../../../src-shared/domain/offer-status.ts';
import { joinedCountry, joinedRef, ownColumns } from '../../db/columns.ts';
import { joinSteps } from '../../db/joined.ts';
import { offerTerms } from '../../db/offer-terms.ts';
import {
  countWhere,
  joinedAtaChapter,
  joinedCurrency,
  joinedManager,
  orderTerm,
  refOrNull,
  todayIso,
} from '../../db/refs.ts';
import { escapeLike } from '../../http/search.ts';
import { contactCard, contactCompany } from '../contact/queries.ts';
import type { SelectedRow } from '../selected-row.ts';

/** The detail shows at most this many deals, offers and produced parts (newest first). */
const DETAIL_LIST_LIMIT = 100;

/** The list's filters under the query's own names, and the client's scope. */
interface CompanyFilters {
  /** A client sees only its own company. */
  onlyCompanyId?: number | null;
  search?: string;
  category?: number[];
  holding_company?: number;
  clients_of_company?: number;
}

/** The WHERE of the list, the count and the detail (alias `c` for company). Values are bound. */
function filterConditions(filters: CompanyFilters): RawBuilder<SqlBool> {
  const conditions: RawBuilder<unknown>[] = [sql`true`];
  if (filters.onlyCompanyId !== undefined && filters.onlyCompanyId !== null) {
    conditions.push(sql`c.id = ${filters.onlyCompanyId}`);
  }
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    conditions.push(
      sql`(c.name ILIKE ${pattern} OR c.city ILIKE ${pattern} OR c.email ILIKE ${pattern} OR c.vat_number ILIKE ${pattern})`,
    );
  }
  if (filters.category?.length)
    conditions.push(sql`c.category_id = ANY(${filters.category}::int[])`);
  if (filters.holding_company !== undefined)
    conditions.push(sql`c.holding_id = ${filters.holding_company}`);
  if (filters.clients_of_company !== undefined) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM treaty t WHERE t.company_id = c.id AND t.legal_entity_id = ${filters.clients_of_company})`,
    );
  }
  return sql<SqlBool>`${sql.join(conditions, sql` AND `)}`;
}

const category = joinedRef('ref_company_category', 'cat', 'category');
const country = joinedCountry('co', 'country');
const holding = joinedRef('holding', 'h', 'holding');
/** The contact columns a company's list row shows, as they are. */
const contactColumns = ownColumns('c', ['email', 'phone', 'website', 'vat_number']);

/** The extra margin of the company's quotation setting (`qs`), 0 where it has none. */
const extraMargin = joinSteps(
  'quotation_setting',
  'qs',
  [sql<number>`coalesce(qs.extra_margin, 0)`.as('extra_margin')],
  'company_id',
);

function listSelect(db: Kysely<Database>) {
  return db
    .selectFrom('company as c')
    .$call(category.join('c.category_id'))
    .$call(country.leftJoin('c.country_id'))
    .$call(holding.leftJoin('c.holding_id'))
    .$call(joinedManager.leftJoin('c.manager_id'))
    .$call(extraMargin.leftJoin('c.id'))
    .select([
      'c.id',
      'c.uuid',
      'c.name',
      'c.city',
      ...contactColumns.columns,
      'c.manager_id',
      sql<number>`(SELECT count(*) FROM sales_order o WHERE o.company_id = c.id)`.as('deals_count'),
      sql<number>`(SELECT count(*) FROM supplier_offer so WHERE so.company_id = c.id)`.as(
        'offers_count',
      ),
      'c.created_at',
      'c.address',
      'c.comment',
    ]);
}

type ListRow = SelectedRow<typeof listSelect>;

function toListItem(row: ListRow): CompanyListItem {
  return {
    id: row.id,
    name: row.name,
    category: category.of(row),
    country: country.orNull(row),
    city: row.city,
    holding_company: holding.orNull(row),
    ...contactColumns.of(row),
    manager: refOrNull(row.manager_id, row.manager_name),
    extra_margin: Number(row.extra_margin),
    deals_count: Number(row.deals_count),
    offers_count: Number(row.offers_count),
    created_at: row.created_at.toISOString(),
  };
}

/** What each ordering field sorts by; ties always break by id, ascending, so pages are stable. */
const ORDER_EXPRESSIONS: Record<CompanyOrderingField, string> = {
  id: 'c.id',
  name: 'lower(c.name)',
  category: 'lower(cat.name)',
  country: 'lower(co.name)',
  city: 'lower(c.city)',
  holding_company: 'lower(h.name)',
  deals_count: 'deals_count',
  offers_count: 'offers_count',
  extra_margin: 'extra_margin',
  created_at: 'c.created_at',
};

export async function countCompanies(
  db: Kysely<Database>,
  filters: CompanyFilters,
): Promise<number> {
  return countWhere(db.selectFrom('company as c'), filterConditions(filters));
}

export async function listCompanies(
  db: Kysely<Database>,
  { ordering, ...filters }: CompanyFilters & { ordering?: string },
  limit: number,
  offset: number,
): Promise<CompanyListItem[]> {
  const rows = await listSelect(db)
    .where(filterConditions(filters))
    .orderBy(orderTerm(ordering || 'name', ORDER_EXPRESSIONS, ORDER_EXPRESSIONS.name))
    .orderBy('c.id')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map(toListItem);
}

// ---------------------------------------------------------------- detail parts

/**
 * A reader of one of a company's parts (its addresses, contacts, bank properties, treaties or
 * condition texts, the part's table under `alias`): all the company's, in the select's order, or
 * with `partId` only that one (what a write to it answers, [] when the company has no such part).
 * The company screen's lists and the writes' answers read each part through the same select.
 */
function partsReader<DB, TB extends keyof DB, R, T>(
  select: (db: Kysely<Database>) => SelectQueryBuilder<DB, TB, R>,
  alias: string,
  to: (row: R) => T,
) {
  return async (db: Kysely<Database>, companyId: number, partId?: number): Promise<T[]> => {
    let query = select(db).where(sql.ref(`${alias}.company_id`), '=', companyId);
    if (partId !== undefined) query = query.where(sql.ref(`${alias}.id`), '=', partId);
    const rows: R[] = await query.execute();
    return rows.map(to);
  };
}

/** An address's own columns, as the answer shows them after its country. */
const addressColumns = ownColumns('a', ['city', 'address', 'zip_code', 'contact_name', 'phone']);

function addressSelect(db: Kysely<Database>) {
  return db
    .selectFrom('company_address as a')
    .$call(country.leftJoin('a.country_id'))
    .select(['a.id', 'a.kind', ...addressColumns.columns]);
}

/** The company's addresses with their kind (what address writes answer). */
export const companyAddresses = partsReader(addressSelect, 'a', (row): CompanyAddress => ({
  id: row.id,
  country: country.orNull(row),
  ...addressColumns.of(row),
  kind: row.kind,
}));

/** The company's addresses by kind, as the detail shows them (without the kind). */
async function addresses(db: Kysely<Database>, companyId: number): Promise<Map<string, Address>> {
  const rows = await companyAddresses(db, companyId);
  return new Map(rows.map(({ kind, ...address }) => [kind, address]));
}

/** The contact a company's contact names (`ct`): its card and how to reach it. */
const guidedContact = joinSteps('contact', 'ct', [
  'ct.id as contact_id',
  ...contactCard.columns,
  'ct.telegram_link',
  'ct.time_zone',
]);

/** A company's contacts, main first, with the contact each names and its company. */
function guidingSelect(db: Kysely<Database>) {
  return db
    .selectFrom('company_guiding as g')
    .$call(guidedContact.join('g.contact_id'))
    .$call(contactCompany.leftJoin('ct.company_id'))
    .select(['g.id', 'g.is_main'])
    .orderBy('g.is_main', 'desc')
    .orderBy('g.id');
}

/** The company's contacts (main first), or the one with `guidingId`. */
export const guidings = partsReader(guidingSelect, 'g', (row): CompanyGuiding => ({
  id: row.id,
  is_main: row.is_main,
  contact: {
    id: row.contact_id,
    ...contactCard.of(row),
    company: contactCompany.orNull(row),
    telegram_link: row.telegram_link,
    time_zone: row.time_zone,
  },
}));

const bankColumns = ownColumns('b', [
  'bank_name',
  'swift',
  'account_number',
  'correspondent_account',
]);

/** The company's bank properties, or the one with `bankId`. */
export const bankProperties = partsReader(
  (db) =>
    db
      .selectFrom('bank_property as b')
      .$call(joinedCurrency.join('b.currency_id'))
      .select(['b.id', ...bankColumns.columns])
      .orderBy('b.id'),
  'b',
  (row): BankProperty => ({
    id: row.id,
    ...bankColumns.of(row),
    currency: joinedCurrency.of(row),
  }),
);

const dealColumns = ownColumns('o', ['number', 'date', 'total']);
const dealStatus = joinedRef('ref_order_status', 'st', 'status');

async function deals(db: Kysely<Database>, companyId: number): Promise<CompanyDeal[]> {
  const rows = await db
    .selectFrom('sales_order as o')
    .$call(joinedCurrency.join('o.currency_id'))
    .$call(dealStatus.join('o.status_id'))
    .select(['o.id', ...dealColumns.columns])
    .where('o.company_id', '=', companyId)
    .orderBy('o.date', 'desc')
    .orderBy('o.id', 'desc')
    .limit(DETAIL_LIST_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    ...dealColumns.of(row),
    currency: joinedCurrency.of(row),
    status: dealStatus.of(row),
  }));
}

async function offers(db: Kysely<Database>, companyId: number): Promise<CompanyOffer[]> {
  const today = todayIso();
  const rows = await db
    .selectFrom('supplier_offer as so')
    .innerJoin('inventory as i', 'i.id', 'so.inventory_id')
    .innerJoin('ref_condition as cond', 'cond.id', 'so.condition_id')
    .innerJoin('ref_currency as cur', 'cur.id', 'so.currency_id')
    .select(['so.id', 'i.part_number', 'i.description', ...offerTerms.columns, 'so.is_active'])
    .where('so.company_id', '=', companyId)
    .orderBy('so.created_at', 'desc')
    .orderBy('so.id', 'desc')
    .limit(DETAIL_LIST_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    part_number: row.part_number,
    description: row.description,
    ...offerTerms.of(row),
    // The one offer-status rule, on the server's date, as every other screen shows it.
    ...statusFields(
      offerStatus({ deactivated: !row.is_active, valid_until: row.valid_until }, today),
    ),
  }));
}

function statusFields(status: OfferStatus) {
  return { is_active: status === 'active', status };
}

async function partsProduced(db: Kysely<Database>, companyId: number): Promise<PartProduced[]> {
  const rows = await db
    .selectFrom('inventory as i')
    .$call(joinedAtaChapter.leftJoin('i.ata_chapter_id'))
    .select(['i.id', 'i.part_number', 'i.description'])
    .where('i.manufacturer_id', '=', companyId)
    .orderBy('i.part_number')
    .orderBy('i.id')
    .limit(DETAIL_LIST_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    part_number: row.part_number,
    description: row.description,
    ata_chapter: row.ata_code ? `${row.ata_code} ${row.ata_name ?? ''}`.trim() : '',
  }));
}

/** Our legal entity a quotation or a treaty is made by (`le`). */
const legalEntity = joinedRef('company', 'le', 'legal_entity');
const deliveryTime = joinedRef('ref_delivery_time', 'dt', 'delivery_time');
const transportColumns = ownColumns('qs', ['logistics_on', 'include_transport_in_price']);

function quotationSettingSelect(db: Kysely<Database>) {
  return db
    .selectFrom('quotation_setting as qs')
    .$call(legalEntity.leftJoin('qs.legal_entity_id'))
    .$call(joinedCurrency.join('qs.main_price_unit_id'))
    .$call(deliveryTime.join('qs.delivery_time_id'))
    .select([
      'qs.id',
      'qs.kp_version',
      'qs.vat',
      'qs.vat_value',
      ...transportColumns.columns,
      'qs.extra_margin',
    ]);
}

/**
 * The company's quotation setting (every company has one), read as one of its parts: with
 * `settingId`, only if it is that one.
 */
export const quotationSettings = partsReader(
  quotationSettingSelect,
  'qs',
  (row): QuotationSetting => ({
    id: row.id,
    kp_version: row.kp_version,
    legal_entity: legalEntity.orNull(row),
    main_price_unit: joinedCurrency.of(row),
    vat: row.vat,
    vat_value: Number(row.vat_value),
    ...transportColumns.of(row),
    delivery_time: deliveryTime.of(row),
    extra_margin: Number(row.extra_margin),
  }),
);

export async function companyDetail(
  db: Kysely<Database>,
  companyId: number,
  onlyCompanyId: number | null,
): Promise<CompanyDetail | undefined> {
  const row = await listSelect(db)
    .where(filterConditions({ onlyCompanyId }))
    .where('c.id', '=', companyId)
    .executeTakeFirst();
  if (!row) return undefined;
  // A client never reads the offers its company made us (audience.ts): not loaded for it.
  const forClient = onlyCompanyId !== null;
  const [addressMap, guidingList, banks, dealList, offerList, parts, [setting], treaties] =
    await Promise.all([
      addresses(db, companyId),
      guidings(db, companyId),
      bankProperties(db, companyId),
      deals(db, companyId),
      forClient ? [] : offers(db, companyId),
      partsProduced(db, companyId),
      quotationSettings(db, companyId),
      db
        .selectFrom('treaty')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('company_id', '=', companyId)
        .executeTakeFirstOrThrow(),
    ]);
  if (!setting) throw new Error(`Company ${companyId} has no quotation setting.`);
  return {
    ...toListItem(row),
    address: row.address,
    comment: row.comment,
    company_pick_up_address: addressMap.get('pick_up') ?? null,
    company_ship_address: addressMap.get('ship') ?? null,
    company_guidings: guidingList,
    bank_properties: banks,
    company_deals: dealList,
    offers: offerList,
    parts_produced: parts,
    quotation_setting: setting,
    treaties_count: Number(treaties.count),
  };
}

/** Whether the company exists and the caller may see it. */
export async function companyVisible(
  db: Kysely<Database>,
  companyId: number,
  onlyCompanyId: number | null,
): Promise<boolean> {
  if (onlyCompanyId !== null && onlyCompanyId !== companyId) return false;
  const row = await db
    .selectFrom('company')
    .select('id')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return row !== undefined;
}

// ---------------------------------------------------------------- treaties

/** A treaty's columns as they are, before and after its legal entity and currency. */
const treatyHead = ownColumns('t', ['number', 'date', 'valid_until']);
const treatyTerms = ownColumns('t', ['payment_terms', 'credit_limit', 'is_active', 'comment']);

function treatySelect(db: Kysely<Database>) {
  return db
    .selectFrom('treaty as t')
    .$call(legalEntity.join('t.legal_entity_id'))
    .$call(joinedCurrency.join('t.currency_id'))
    .select(['t.id', ...treatyHead.columns, ...treatyTerms.columns])
    .orderBy('t.date', 'desc')
    .orderBy('t.id', 'desc');
}

type TreatyRow = SelectedRow<typeof treatySelect>;

function toTreaty(row: TreatyRow): Treaty {
  return {
    id: row.id,
    ...treatyHead.of(row),
    legal_entity: legalEntity.of(row),
    currency: joinedCurrency.of(row),
    ...treatyTerms.of(row),
  };
}

/** The company's treaties (newest first), or the one with `treatyId`. */
export const treatiesOf = partsReader(treatySelect, 't', toTreaty);

// ---------------------------------------------------------------- condition texts

const conditionCompany = joinedRef('company', 'c', 'company');
const conditionColumns = ownColumns('t', ['for_repair', 'logistics_on', 'language', 'text']);

/** Text conditions as every answer shows them (the defaults, of no company, too). */
export function selectTextConditions(db: Kysely<Database>) {
  return db
    .selectFrom('text_condition as t')
    .$call(conditionCompany.leftJoin('t.company_id'))
    .select(['t.id', 't.document_type', 't.condition_type', ...conditionColumns.columns]);
}

type TextConditionRow = Awaited<
  ReturnType<ReturnType<typeof selectTextConditions>['execute']>
>[number];

export function textConditionFrom(row: TextConditionRow): TextCondition {
  return {
    id: row.id,
    company: conditionCompany.orNull(row),
    document_type: row.document_type as TextCondition['document_type'],
    condition_type: row.condition_type as TextCondition['condition_type'],
    ...conditionColumns.of(row),
  };
}

/** The company's own condition texts (not the defaults), or the one with `conditionId`. */
export const textConditionsOf = partsReader(
  (db) =>
    selectTextConditions(db)
      .orderBy('t.document_type')
      .orderBy('t.condition_type')
      .orderBy('t.for_repair')
      .orderBy('t.logistics_on')
      .orderBy('t.language')
      .orderBy('t.id'),
  't',
  textConditionFrom,
);
