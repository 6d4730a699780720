/**
 * Helpers for the sales tests: calls as a session, and the few records a test makes for itself
 * (a client company with a known quotation setting, an RFQ, supplier offers) — always through the
 * API, so the records are what a user would make.
 */
import type { Kysely } from 'kysely';
import { beforeAll, expect } from 'vitest';
import type { Paginated } from '../../src-shared/api/results.ts';
import type { CompanyDetail } from '../../src-shared/api/company.ts';
import type { OfferCreate, SupplierOffer } from '../../src-shared/api/offer.ts';
import type { RfqCreate, RfqDetail } from '../../src-shared/api/rfq.ts';
import { COMPANY_CATEGORY } from '../../src-shared/domain/constants.ts';
import type { Database } from '../../src-server/db/schema.ts';
import { refIdByCode } from '../../src-server/db/refs.ts';
import { api, serverForTests, type ApiResponse, type Session, type TestServer } from './helpers.ts';

export type Call = <T = Record<string, unknown>>(
  method: string,
  path: string,
  body?: unknown,
) => Promise<ApiResponse<T>>;

/** Calls as this session, on its own `{role}` prefix unless the path starts with '/'. */
export function caller(server: TestServer, session: Session): Call {
  return <T>(method: string, path: string, body?: unknown) =>
    api<T>(server, path.startsWith('/') ? path.slice(1) : `${session.role}/${path}`, {
      method,
      token: session.access,
      body,
    });
}

/**
 * A reader of one list: each call GETs `path` followed by the query given, with `call`, and gives
 * its page (200). `path` ends where the query starts (`product/?`): every list test reads so.
 */
export function listReader<T>(call: Call, path: string): (query: string) => Promise<Paginated<T>> {
  return async (query) => {
    const response = await call<Paginated<T>>('GET', `${path}${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };
}

/**
 * The test server of a file's tests with these demo users logged in (serverForTests), and a Call as
 * each of them: `calls.sales(...)`. Handed on at the top of a file like serverForTests' objects.
 */
export function serverWithCalls<const Name extends string>(
  usernames: readonly Name[],
): { server: TestServer; users: Record<Name, Session>; calls: Record<Name, Call> } {
  const { server, users } = serverForTests(usernames);
  const calls = Object.fromEntries(
    usernames.map((name) => [name, caller(server, users[name])]),
  ) as Record<Name, Call>;
  return { server, users, calls };
}

/** The test server of a file that works as `sales` (serverForTests), with calls as `sales`. */
export function salesServerForTests(): { server: TestServer; sales: Session; call: Call } {
  const { server, users, calls } = serverWithCalls(['sales']);
  return { server, sales: users.sales, call: calls.sales };
}

let sequence = 0;

/** A part number nobody has used: `TST-<n><suffix>`. */
export function uniquePartNumber(suffix = 'A'): string {
  sequence += 1;
  return `TST-${process.pid % 1000}${String(sequence).padStart(4, '0')}-${suffix}`;
}

/** The id of a reference list's item by its code (the server's own look-up). */
export const idByCode = refIdByCode;

export async function firstCompanyOfCategory(
  db: Kysely<Database>,
  category: number,
  which: 'first' | 'newest' = 'first',
): Promise<{ id: number; name: string }> {
  return db
    .selectFrom('company')
    .select(['id', 'name'])
    .where('category_id', '=', category)
    .orderBy('id', which === 'first' ? 'asc' : 'desc')
    .executeTakeFirstOrThrow();
}

export async function aSupplier(db: Kysely<Database>): Promise<{ id: number; name: string }> {
  return firstCompanyOfCategory(db, COMPANY_CATEGORY.supplier);
}

/**
 * Two part numbers of one seeded inventory group (a part and an alternate of it), from the first
 * group of several part numbers, or from the last (`'desc'`) where a file wants another one.
 */
export async function alternateParts(
  db: Kysely<Database>,
  groupOrder: 'asc' | 'desc' = 'asc',
): Promise<[{ id: number; part_number: string }, { id: number; part_number: string }]> {
  const group = await db
    .selectFrom('inventory')
    .select(['group_id', (eb) => eb.fn.countAll<number>().as('members')])
    .groupBy('group_id')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .orderBy('group_id', groupOrder)
    .executeTakeFirstOrThrow();
  const [asked, alternate] = await db
    .selectFrom('inventory')
    .select(['id', 'part_number'])
    .where('group_id', '=', group.group_id)
    .orderBy('id')
    .execute();
  if (!asked || !alternate) throw new Error('no group of alternates in the demo data');
  return [asked, alternate];
}

/** The seeded records most sales tests quote with: a supplier, the currencies, overhauled (OH). */
export interface QuotingRefs {
  supplier: number;
  usd: number;
  eur: number;
  gbp: number;
  rub: number;
  overhauled: number;
}

export async function quotingRefs(db: Kysely<Database>): Promise<QuotingRefs> {
  return {
    supplier: (await aSupplier(db)).id,
    usd: await idByCode(db, 'ref_currency', 'USD'),
    eur: await idByCode(db, 'ref_currency', 'EUR'),
    gbp: await idByCode(db, 'ref_currency', 'GBP'),
    rub: await idByCode(db, 'ref_currency', 'RUB'),
    overhauled: await idByCode(db, 'ref_condition', 'OH'),
  };
}

/**
 * The quoting records (quotingRefs) of a file's tests, read before them: the object returned is
 * filled in once they are read, so its fields are read only in hooks and tests.
 */
function quotingRefsForTests(server: TestServer): QuotingRefs {
  const refs = {} as QuotingRefs;
  beforeAll(async () => {
    Object.assign(refs, await quotingRefs(server.db));
  });
  return refs;
}

/** What a quoting test makes through the API, bound to its file's call, database and refs. */
interface QuotingMakers {
  /** A new client company (newClientCompany). */
  newClientCompany(setting?: Record<string, unknown>): Promise<CompanyDetail>;
  /** An offer of the quoting supplier (supplierOffer). */
  supplierOffer(partNumber: string, terms?: Partial<OfferCreate>): Promise<SupplierOffer>;
}

/**
 * The test server of a file that quotes as `sales` (salesServerForTests), with its quotingRefs and
 * the makers that need them, so a test names only what its case is about.
 */
export function quotingServerForTests(): ReturnType<typeof salesServerForTests> &
  QuotingMakers & { refs: QuotingRefs } {
  const sales = salesServerForTests();
  const refs = quotingRefsForTests(sales.server);
  return {
    ...sales,
    refs,
    newClientCompany: (setting) => newClientCompany(sales.call, sales.server.db, setting),
    supplierOffer: (partNumber, terms) => supplierOffer(sales.call, refs, partNumber, terms),
  };
}

/** A new client company (USD, no VAT, no logistics, no extra margin unless patched). */
export async function newClientCompany(
  call: Call,
  db: Kysely<Database>,
  setting: Record<string, unknown> = {},
): Promise<CompanyDetail> {
  sequence += 1;
  const country = await db
    .selectFrom('ref_country')
    .select('id')
    .where('code', '=', 'FR')
    .executeTakeFirstOrThrow();
  const created = await call<CompanyDetail>('POST', 'company/', {
    name: `Test Airline ${process.pid} ${sequence}`,
    category: COMPANY_CATEGORY.client,
    country: country.id,
    city: 'Toulouse',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  if (Object.keys(setting).length === 0) return created.body;
  const patched = await call(
    'PATCH',
    `company/${created.body.id}/quotation_setting/${created.body.quotation_setting.id}/`,
    setting,
  );
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  return created.body;
}

export async function newRfq(call: Call, body: RfqCreate): Promise<RfqDetail> {
  const created = await call<RfqDetail>('POST', 'rfq/', body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

export async function newOffer(call: Call, body: OfferCreate): Promise<SupplierOffer> {
  const created = await call<SupplierOffer>('POST', 'offer/', body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

/**
 * An offer of the quoting supplier (overhauled), made through the API: one unit at USD 100, ready
 * in a day, unless `terms` says otherwise, so a test names only the terms its case is about.
 */
async function supplierOffer(
  call: Call,
  refs: QuotingRefs,
  partNumber: string,
  terms: Partial<OfferCreate> = {},
): Promise<SupplierOffer> {
  return newOffer(call, {
    part_number: partNumber,
    company: refs.supplier,
    condition: refs.overhauled,
    quantity: 1,
    price: 100,
    currency: refs.usd,
    lead_time_days: 1,
    ...terms,
  });
}

/** The columns of an RFQ's state: what its transitions may change, and who holds it. */
export const RFQ_STATE_COLUMNS = [
  'id',
  'in_work',
  'in_archive',
  'full_quoted',
  'activity_status',
  'rfq_status_id',
  'rfq_manager_id',
  'cancel_comment',
  'updated_at',
] as const;

/** The state of these RFQs as stored (to prove nothing changed). */
export async function rfqState(db: Kysely<Database>, ids: readonly number[]) {
  return db
    .selectFrom('rfq')
    .select(RFQ_STATE_COLUMNS)
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
}

/** Business days after a date, counted here by hand (Saturday and Sunday skipped). */
export function plusBusinessDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}
