/**
 * What the tests that walk every registered route share (fuzz.test.ts, refusals.test.ts): the
 * records a route's path can name, in the states people meet them (an RFQ in each list, of the
 * client's own company and of another; an open and a canceled order; ...), a valid body for each
 * route, raw HTTP calls, and a cheap fingerprint of the whole database.
 *
 * A route this file does not know still gets walked: its path ids become 1 and its body `{}`.
 */
import { readdir } from 'node:fs/promises';
import { sql, type Kysely } from 'kysely';
import { COMPANY_CATEGORY } from '../../src-shared/domain/constants.ts';
import type { Database } from '../../src-server/db/schema.ts';
import type { RegisteredRoute } from '../../src-server/http/route.ts';
import { firstIdWhere, idsWhere, rowById, type TestServer } from './helpers.ts';
import { aSupplier, firstCompanyOfCategory } from './sales-helpers.ts';

/** Whose record a case names: the client's company's, another company's, or nobody's. */
export type Owner = 'client' | 'other';

export interface RfqRecord {
  id: number;
  owner: Owner;
  state: 'not_in_work' | 'in_work' | 'quoted' | 'canceled';
  position: number | null;
  kp: number | null;
  /** KP rows that would quote the positions with a chosen offer. */
  kpRows: { position: number; offer: number; quantity: number }[];
}

export interface CompanyRecord {
  id: number;
  uuid: string;
  owner: Owner;
  treaty: number | null;
  setting: number;
}

export interface Fixtures {
  clientCompany: number;
  otherCompany: number;
  staffContact: number;
  otherContact: number;
  supplier: number;
  legalEntity: number;
  rfqs: RfqRecord[];
  companies: CompanyRecord[];
  orders: { id: number; owner: Owner; canceled: boolean }[];
  offers: { id: number; active: boolean }[];
  files: { uuid: string; ownerUuid: string; owner: Owner }[];
}

/** An id no record has (a valid id, so the path reaches the handler: 404). */
export const MISSING_ID = 2_000_000_000;
const MISSING = MISSING_ID;

async function contactOf(db: Kysely<Database>, username: string) {
  return db
    .selectFrom('app_user as u')
    .innerJoin('contact as c', 'c.id', 'u.contact_id')
    .select(['c.id', 'c.company_id'])
    .where('u.username', '=', username)
    .executeTakeFirstOrThrow();
}

async function rfqRecord(
  db: Kysely<Database>,
  owner: Owner,
  companyClause: { op: '=' | '<>'; company: number },
  state: RfqRecord['state'],
): Promise<RfqRecord | undefined> {
  const status = { not_in_work: 'NEW', in_work: 'IN_WORK', quoted: 'QUOTED', canceled: 'CANCELED' }[
    state
  ];
  const rfq = await db
    .selectFrom('rfq as r')
    .innerJoin('ref_rfq_status as s', 's.id', 'r.rfq_status_id')
    .select('r.id')
    .where('s.code', '=', status)
    .where('r.company_id', companyClause.op, companyClause.company)
    .where((eb) =>
      eb.exists(
        eb.selectFrom('rfq_position as p').select('p.id').whereRef('p.rfq_id', '=', 'r.id'),
      ),
    )
    .orderBy(sql`(SELECT count(*) FROM kp WHERE kp.rfq_id = r.id)`, 'desc')
    .orderBy('r.id')
    .limit(1)
    .executeTakeFirst();
  if (!rfq) return undefined;
  const positions = await db
    .selectFrom('rfq_position')
    .select(['id', 'chosen_offer_id', 'quantity'])
    .where('rfq_id', '=', rfq.id)
    .orderBy('index')
    .execute();
  const [kp] = await idsWhere(db, 'kp', 'rfq_id', rfq.id);
  return {
    id: rfq.id,
    owner,
    state,
    position: positions[0]?.id ?? null,
    kp: kp ?? null,
    kpRows: positions.flatMap((p) =>
      p.chosen_offer_id === null
        ? []
        : [{ position: p.id, offer: p.chosen_offer_id, quantity: p.quantity }],
    ),
  };
}

async function companyRecord(
  db: Kysely<Database>,
  id: number,
  owner: Owner,
): Promise<CompanyRecord> {
  const company = await rowById(db, 'company', id, ['uuid']);
  const [treaty] = await idsWhere(db, 'treaty', 'company_id', id);
  const setting = await db
    .selectFrom('quotation_setting')
    .select('id')
    .where('company_id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, uuid: company.uuid, owner, treaty: treaty ?? null, setting: setting.id };
}

/** Reads the records of the seeded database the walks call routes on. */
export async function loadFixtures(db: Kysely<Database>): Promise<Fixtures> {
  const client = await contactOf(db, 'client');
  const clientCompany = client.company_id as number;
  const staff = await contactOf(db, 'sales');
  const other = await db
    .selectFrom('rfq')
    .select('company_id')
    .where('company_id', '<>', clientCompany)
    .groupBy('company_id')
    .orderBy(sql`count(*)`, 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const otherContact = await firstIdWhere(db, 'contact', 'company_id', other.company_id);
  const supplier = await aSupplier(db);
  const legalEntity = await firstCompanyOfCategory(db, COMPANY_CATEGORY.ownLegalEntity);
  const rfqs: RfqRecord[] = [];
  for (const state of ['not_in_work', 'in_work', 'quoted', 'canceled'] as const) {
    const own = await rfqRecord(db, 'client', { op: '=', company: clientCompany }, state);
    const foreign = await rfqRecord(db, 'other', { op: '<>', company: clientCompany }, state);
    for (const record of [own, foreign]) if (record) rfqs.push(record);
  }
  const orders: Fixtures['orders'] = [];
  for (const owner of ['client', 'other'] as const) {
    for (const canceled of [false, true]) {
      const order = await db
        .selectFrom('sales_order as o')
        .innerJoin('ref_order_status as s', 's.id', 'o.status_id')
        .select('o.id')
        .where('o.company_id', owner === 'client' ? '=' : '<>', clientCompany)
        .where('s.code', canceled ? '=' : '<>', 'CANCELED')
        .orderBy('o.id')
        .executeTakeFirst();
      if (order) orders.push({ id: order.id, owner, canceled });
    }
  }
  const offers: Fixtures['offers'] = [];
  for (const active of [true, false]) {
    const offer = await db
      .selectFrom('supplier_offer')
      .select('id')
      .where('is_active', '=', active)
      .orderBy('id')
      .executeTakeFirst();
    if (offer) offers.push({ id: offer.id, active });
  }
  return {
    clientCompany,
    otherCompany: other.company_id,
    staffContact: staff.id,
    otherContact,
    supplier: supplier.id,
    legalEntity: legalEntity.id,
    rfqs,
    companies: [
      await companyRecord(db, clientCompany, 'client'),
      await companyRecord(db, other.company_id, 'other'),
    ],
    orders,
    offers,
    files: [],
  };
}

// ---------------------------------------------------------------- cases

/** One call of a route: the path's values, the body, and whose record it names. */
export interface Case {
  label: string;
  params: Record<string, string>;
  body: unknown;
  /** The records named belong to another company than the client's. */
  owner: Owner | null;
  /** The contact named is someone else's (settings of another person). */
  otherContact: boolean;
}

export interface Caller {
  /** The `{role}` segment. */
  role: string;
  contactId: number;
}

type Record_ = {
  label: string;
  owner: Owner | null;
  otherContact?: boolean;
  values: Record<string, number | string>;
  rfq?: RfqRecord;
  kp?: number;
  company?: number;
};

function records(route: RegisteredRoute, fx: Fixtures, caller: Caller): Record_[] {
  const { url } = route;
  if (url.includes('/contact/:id/'))
    return [
      { label: 'own contact', owner: null, values: { id: caller.contactId } },
      {
        label: 'another contact',
        owner: null,
        otherContact: true,
        values: { id: fx.otherContact },
      },
    ];
  if (url.includes('/company/:id/'))
    return fx.companies.map((company) => ({
      label: `${company.owner} company`,
      owner: company.owner,
      values: {
        id: company.id,
        treatyId: company.treaty ?? MISSING,
        settingId: company.setting,
      },
    }));
  if (/\/(download|approve|delete)\/:uuid\//.test(url))
    return fx.files.map((file) => ({
      label: `${file.owner} file`,
      owner: file.owner,
      values: { uuid: file.uuid },
    }));
  if (url.includes('/history/:model/'))
    return fx.companies.map((company) => ({
      label: `${company.owner} company history`,
      owner: null,
      values: { model: 'company', id: company.id },
    }));
  if (url.includes('/file_owners/'))
    return [{ label: 'the orders with files', owner: null, values: { model: 'order' } }];
  if (url.includes('/files_map/'))
    return fx.companies.map((company) => ({
      label: `${company.owner} company files`,
      owner: company.owner,
      values: { model: 'company', ownerUuid: company.uuid },
    }));
  const rfqScoped =
    url.includes('/rfq/:id/') ||
    url.includes('/end_position/:id/') ||
    /\/rfq\/\w+_many\//.test(url) ||
    url.endsWith('/order/create_from_kp/');
  if (rfqScoped)
    return fx.rfqs.map((rfq) => ({
      label: `${rfq.owner} ${rfq.state} RFQ`,
      owner: rfq.owner,
      rfq,
      kp: rfq.kp ?? MISSING,
      values: (url.includes('/end_position/:id/')
        ? { id: rfq.position ?? MISSING }
        : { id: rfq.id, positionId: rfq.position ?? MISSING, kpId: rfq.kp ?? MISSING }) as Record<
        string,
        number
      >,
    }));
  if (url.includes('/offer/:id/'))
    return fx.offers.map((offer) => ({
      label: offer.active ? 'active offer' : 'inactive offer',
      owner: null,
      values: { id: offer.id },
    }));
  if (url.includes('/order/:id/'))
    return fx.orders.map((order) => ({
      label: `${order.owner} ${order.canceled ? 'canceled' : 'open'} order`,
      owner: order.owner,
      values: { id: order.id },
    }));
  if (route.method === 'POST' && url === '/:role/rfq/')
    return (['client', 'other'] as const).map((owner) => ({
      label: `RFQ for the ${owner} company`,
      owner,
      company: owner === 'client' ? fx.clientCompany : fx.otherCompany,
      values: {},
    }));
  return [{ label: 'the route', owner: null, values: {} }];
}

function fillPath(url: string, role: string, values: Record<string, number | string>): string {
  return url.replace(/:(\w+)/g, (_, name: string) =>
    name === 'role' ? role : String(values[name] ?? 1),
  );
}

let serial = 0;

/** A valid body for the route and record (where the route takes one). */
function bodyFor(route: RegisteredRoute, record: Record_, fx: Fixtures): unknown {
  const n = ++serial;
  const rfqs = record.rfq ? [record.rfq.id] : [];
  const bodies: Record<string, () => unknown> = {
    'POST /api/token/': () => ({ username: `walker-${n}`, password: 'not-a-password' }),
    'POST /api/get_confirm_code/': () => ({ ticket: 'no-such-ticket', code: '123456' }),
    'POST /api/token/refresh/': () => ({ refresh: 'not-a-token' }),
    'PATCH /:role/contact/:id/update_table_settings/': () => ({
      setting: { walk: { columnVisibility: { number: true } } },
    }),
    // The person's own fields: another's contact is not the caller's, even for the admin.
    'PATCH /:role/contact/:id/': () => ({ position: `Walker ${n}` }),
    'PATCH /:role/contact/:id/update_preset_settings/': () => ({
      setting: { walk: [{ name: 'Walk', filters: { list: 'in_work' } }] },
      active_setting: { walk: 'Walk' },
    }),
    'POST /:role/company/': () => ({
      name: `Walk Airline ${n}`,
      category: COMPANY_CATEGORY.client,
      country: 1,
    }),
    'POST /:role/company/:id/treaties/': () => ({
      number: `W-${n}`,
      date: '2026-01-01',
      legal_entity: fx.legalEntity,
      currency: 1,
    }),
    'PATCH /:role/company/:id/treaties/:treatyId/': () => ({ comment: `walk ${n}` }),
    'PATCH /:role/company/:id/quotation_setting/:settingId/': () => ({ vat_value: 20 }),
    'POST /:role/holding/': () => ({ name: `Walk Holding ${n}` }),
    'PATCH /:role/approve/:uuid/': () => ({ approved: true }),
    'POST /:role/rfq/': () => ({
      company: record.company ?? fx.clientCompany,
      priority: 'ROUTINE',
      positions_list: [{ part_number: `WALK-${n}`, quantity: 1 }],
    }),
    'PATCH /:role/rfq/:id/': () => ({ comment: `walk ${n}` }),
    'PATCH /:role/rfq/:id/give_to_work/': () => ({ contact_id: fx.staffContact }),
    'PATCH /:role/rfq/:id/canceled_rfq/': () => ({ comment: `walk ${n}` }),
    'PATCH /:role/rfq/:id/return_to_not_in_work/': () => ({ comment: `walk ${n}` }),
    'POST /:role/rfq/give_to_work_many/': () => ({ rfqs, contact: fx.staffContact }),
    'POST /:role/rfq/canceled_rfq_many/': () => ({ rfqs, comment: `walk ${n}` }),
    'POST /:role/rfq/get_in_work_many/': () => ({ rfqs }),
    'POST /:role/rfq/return_to_not_in_work_many/': () => ({ rfqs, comment: `walk ${n}` }),
    'POST /:role/rfq/:id/position/': () => ({
      positions_list: [{ part_number: `WALK-POS-${n}`, quantity: 2 }],
    }),
    'PATCH /:role/rfq/:id/position/:positionId/': () => ({ quantity: 3 }),
    'POST /:role/end_position/:id/need_offers/': () => ({ comment: `walk ${n}` }),
    'POST /:role/end_position/:id/end_search/': () => ({ comment: `walk ${n}` }),
    'POST /:role/end_position/:id/give_to_work/': () => ({ contact: fx.staffContact }),
    'PATCH /:role/end_position/:id/requested_in_ils/': () => ({ requested_in_ils: true }),
    'POST /:role/end_position/get_in_work_many/': () => ({ end_positions: [1] }),
    'POST /:role/end_position/return_to_not_in_work_many/': () => ({ end_positions: [1] }),
    'POST /:role/end_position/end_search_many/': () => ({
      end_positions: [1],
      comment: `walk ${n}`,
    }),
    'POST /:role/end_position/give_to_work_many/': () => ({
      end_positions: [1],
      contact: fx.staffContact,
    }),
    'POST /:role/end_position/pipeline_many/': () => ({ end_positions: [1] }),
    'PATCH /:role/end_position/request_ils_many/': () => ({ end_positions: [1] }),
    'POST /:role/offer/': () => ({
      part_number: `WALK-OFFER-${n}`,
      company: fx.supplier,
      condition: 1,
      quantity: 1,
      price: 10,
      currency: 1,
      lead_time_days: 5,
    }),
    'PATCH /:role/offer/:id/': () => ({ price: 11 }),
    'PATCH /:role/offer/:id/deactivate/': () => ({ comment: `walk ${n}` }),
    'PATCH /:role/offer/:id/activate/': () => ({ comment: `walk ${n}` }),
    'POST /:role/rfq/:id/kp/': () => ({
      version: 1,
      rows: record.rfq?.kpRows.length
        ? record.rfq.kpRows
        : [{ position: record.rfq?.position ?? 1, offer: 1, quantity: 1 }],
    }),
    'POST /:role/order/create_from_kp/': () => ({ kp: record.kp ?? MISSING }),
    'PATCH /:role/order/:id/': () => ({ comment: `walk ${n}` }),
    'PATCH /:role/order/:id/cancel/': () => ({ comment: `walk ${n}` }),
    'POST /:role/order/:id/order_position/': () => ({
      part_number: `WALK-ORDER-${n}`,
      quantity: 1,
      unit_price: 5,
    }),
  };
  const make = bodies[`${route.method} ${route.url}`];
  if (make) return make();
  return route.body ? {} : undefined;
}

/** The calls that walk a route as this caller: one per record of the kinds its path names. */
export function casesFor(route: RegisteredRoute, fx: Fixtures, caller: Caller): Case[] {
  return records(route, fx, caller).map((record) => ({
    label: record.label,
    params: Object.fromEntries(
      Object.entries(record.values).map(([key, value]) => [key, String(value)]),
    ),
    body: bodyFor(route, record, fx),
    owner: record.owner,
    otherContact: record.otherContact === true,
  }));
}

/** The path of a case, `{role}` filled in, without the leading slash (api() takes it so). */
export function pathOf(route: RegisteredRoute, role: string, params: Record<string, string>) {
  return fillPath(route.url, role, params).replace(/^\//, '');
}

/**
 * Routes in the order a walk calls them: deletions late (they remove what others would use), and
 * log-out-everywhere last (it ends the caller's tokens).
 */
export function walkOrder(routes: readonly RegisteredRoute[]): RegisteredRoute[] {
  const rank = (route: RegisteredRoute) =>
    route.url.endsWith('/token_renovate/') ? 2 : route.method === 'DELETE' ? 1 : 0;
  return [...routes].sort((a, b) => rank(a) - rank(b));
}

/** Attaches a small file to each company of the fixtures (files have no demo data). */
export async function uploadFixtureFiles(
  server: TestServer,
  session: { role: string; access: string },
  fx: Fixtures,
): Promise<void> {
  for (const company of fx.companies) {
    const form = new FormData();
    form.append('name', `Walk file of the ${company.owner} company`);
    form.append('category', 'other');
    form.append('uuid', company.uuid);
    form.append('model', 'company');
    form.append('file', new Blob(['walk file']), 'walk.txt');
    const response = await fetch(new URL(`${session.role}/upload/`, server.baseUrl), {
      method: 'POST',
      headers: { Authorization: `JWT ${session.access}` },
      body: form,
    });
    const body = (await response.json()) as { uuid?: string };
    if (response.status !== 201 || !body.uuid) throw new Error(`upload: ${response.status}`);
    fx.files.push({ uuid: body.uuid, ownerUuid: company.uuid, owner: company.owner });
  }
}

// ---------------------------------------------------------------- raw calls

export interface RawResponse {
  status: number;
  body: unknown;
  text: string;
}

/** One HTTP call with any body bytes and content type (the fuzz sends what no client would). */
export async function rawCall(
  server: TestServer,
  method: string,
  path: string,
  options: { token?: string; contentType?: string; body?: string | Uint8Array } = {},
): Promise<RawResponse> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `JWT ${options.token}`;
  if (options.contentType) headers['Content-Type'] = options.contentType;
  const response = await fetch(new URL(path, server.baseUrl), {
    method,
    headers,
    body: options.body,
  });
  const text = await response.text();
  let body: unknown = text;
  if (response.headers.get('content-type')?.includes('application/json')) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { status: response.status, body, text };
}

/** A 400's body carries a message a person can read: a `detail`, or messages per field. */
export function hasMessage(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const values = Object.values(body as Record<string, unknown>);
  return values.some(
    (value) =>
      (typeof value === 'string' && value.trim() !== '') ||
      (Array.isArray(value) && value.some((item) => typeof item === 'string' && item.trim())),
  );
}

// ---------------------------------------------------------------- fingerprint

/**
 * Every table's row count and a hash of all its rows' text, and the files on disk: equal before
 * and after means nothing was written. About 150 ms on the demo data with its history: a walk
 * that asks after every route takes `changeWatch` instead.
 */
export async function fingerprint(server: TestServer): Promise<string> {
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(
    server.db,
  );
  const parts = tables.rows.map(
    ({ name }) =>
      sql`SELECT ${name}::text AS t, count(*)::text AS n,
        coalesce(sum(hashtextextended(x::text, 0)), 0)::text AS h FROM ${sql.table(name)} x`,
  );
  const rows = await sql<{ t: string; n: string; h: string }>`${sql.join(
    parts,
    sql` UNION ALL `,
  )}`.execute(server.db);
  const files = await readdir(server.filesDir, { recursive: true }).catch(() => []);
  return JSON.stringify([
    rows.rows.map((row) => `${row.t}:${row.n}:${row.h}`).sort(),
    files.map(String).sort(),
  ]);
}

/**
 * Asks, route after route, whether anything was written since the last ask, without hashing the
 * whole database each time: PostgreSQL writes no committed change of a logged table (all of ours)
 * without moving the WAL's insert position, so an unmoved position and the same files on disk
 * mean nothing changed. When the position moved (a write rolled back moves it too, and so may a
 * read that sets hint bits), the whole fingerprint is compared with the one of the last ask.
 */
export async function changeWatch(server: TestServer): Promise<{ changed(): Promise<boolean> }> {
  const walPosition = async () =>
    (await sql<{ lsn: string }>`SELECT pg_current_wal_insert_lsn()::text AS lsn`.execute(server.db))
      .rows[0]?.lsn;
  const files = async () =>
    JSON.stringify(
      (await readdir(server.filesDir, { recursive: true }).catch(() => [])).map(String).sort(),
    );
  let position = await walPosition();
  let onDisk = await files();
  let print = await fingerprint(server);
  return {
    async changed() {
      const [nowPosition, nowOnDisk] = [await walPosition(), await files()];
      if (nowPosition === position && nowOnDisk === onDisk) return false;
      const nowPrint = await fingerprint(server);
      const changed = nowPrint !== print;
      [position, onDisk, print] = [await walPosition(), nowOnDisk, nowPrint];
      return changed;
    },
  };
}
