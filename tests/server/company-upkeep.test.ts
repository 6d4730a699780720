/**
 * Keeping companies up to date (issue 6): a company is edited and deleted, and its contacts,
 * addresses, bank properties, condition texts and extra margin are added, changed and removed,
 * with the create forms' checks and messages; deleting never loses business history; bad input
 * changes nothing; only roles with company write may write, a client never.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paginated } from '../../src-shared/api/common.ts';
import type {
  BankProperty,
  CompanyAddress,
  CompanyCreate,
  CompanyDetail,
  CompanyGuiding,
  CompanyListItem,
  CompanyTextCondition,
  QuotationSetting,
} from '../../src-shared/api/company.ts';
import type { TextCondition } from '../../src-shared/api/home.ts';
import { COMPANY_CATEGORY } from '../../src-shared/domain/constants.ts';
import { ACCOUNT_ON_FILE } from '../../src-server/areas/company/bank-properties.ts';
import { COMPANY_NAME_TAKEN } from '../../src-server/areas/company/checks.ts';
import { TEXT_CONDITION_TAKEN } from '../../src-server/areas/company/text-conditions.ts';
import {
  api,
  countRows,
  login,
  startTestServer,
  type Session,
  type TestServer,
} from './helpers.ts';

let server: TestServer;
let sales: Session;
let client: Session;
let auditor: Session;
let warehouse: Session;
let buyer: Session;
let clientCompanyId: number;
let usd: number;
let eur: number;
let germany: number;

async function refId(table: 'ref_currency' | 'ref_country', code: string): Promise<number> {
  const row = await server.db
    .selectFrom(table)
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  server = await startTestServer();
  [sales, client, auditor, warehouse, buyer] = (await Promise.all(
    ['sales', 'client', 'auditor', 'warehouse', 'buyer'].map((name) => login(server, name)),
  )) as [Session, Session, Session, Session, Session];
  const own = await server.db
    .selectFrom('app_user as u')
    .innerJoin('contact as c', 'c.id', 'u.contact_id')
    .select('c.company_id')
    .where('u.username', '=', 'client')
    .executeTakeFirstOrThrow();
  clientCompanyId = own.company_id as number;
  usd = await refId('ref_currency', 'USD');
  eur = await refId('ref_currency', 'EUR');
  germany = await refId('ref_country', 'DE');
});
afterAll(async () => {
  await server?.close();
});

function uniqueName(prefix: string): string {
  return `${prefix} ${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
}

async function createCompany(overrides: Partial<CompanyCreate> = {}): Promise<CompanyDetail> {
  const response = await api<CompanyDetail>(server, 'sales/company/', {
    method: 'POST',
    token: sales.access,
    body: {
      name: uniqueName('Upkeep Test Airline'),
      category: COMPANY_CATEGORY.client,
      country: germany,
      city: 'Hamburg',
      email: 'desk@upkeep-test.aero',
      ...overrides,
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function detail(companyId: number, session = sales): Promise<CompanyDetail> {
  const response = await api<CompanyDetail>(server, `${session.role}/company/${companyId}/`, {
    token: session.access,
  });
  expect(response.status).toBe(200);
  return response.body;
}

/** Every stored row of a company and its parts: equal before and after a refused write. */
async function snapshot(companyId: number) {
  const db = server.db;
  return {
    company: await db.selectFrom('company').selectAll().where('id', '=', companyId).execute(),
    guidings: await db
      .selectFrom('company_guiding')
      .selectAll()
      .where('company_id', '=', companyId)
      .orderBy('id')
      .execute(),
    contacts: await db
      .selectFrom('contact')
      .selectAll()
      .where('company_id', '=', companyId)
      .orderBy('id')
      .execute(),
    addresses: await db
      .selectFrom('company_address')
      .selectAll()
      .where('company_id', '=', companyId)
      .orderBy('id')
      .execute(),
    banks: await db
      .selectFrom('bank_property')
      .selectAll()
      .where('company_id', '=', companyId)
      .orderBy('id')
      .execute(),
    texts: await db
      .selectFrom('text_condition')
      .selectAll()
      .where('company_id', '=', companyId)
      .orderBy('id')
      .execute(),
    setting: await db
      .selectFrom('quotation_setting')
      .selectAll()
      .where('company_id', '=', companyId)
      .execute(),
  };
}

/** A request body from a valid one, with fields replaced or (undefined) left out. */
function withFields(
  valid: Record<string, unknown>,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const body: Record<string, unknown> = { ...valid };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete body[key];
    else body[key] = value;
  }
  return body;
}

async function expectFieldError(
  response: { status: number; body: unknown },
  field: string,
): Promise<void> {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  const messages = (response.body as Record<string, unknown>)[field];
  expect(Array.isArray(messages), JSON.stringify(response.body)).toBe(true);
  for (const message of messages as unknown[]) expect(typeof message).toBe('string');
}

// ---------------------------------------------------------------- the company

describe('company edit (PATCH company/{id}/)', () => {
  it('changes the fields given, keeps the others, and the list shows the new name', async () => {
    const company = await createCompany({ vat_number: 'DE111222333', comment: 'Old note' });
    const name = uniqueName('Renamed Cargo Airline');
    const response = await api<CompanyDetail>(server, `sales/company/${company.id}/`, {
      method: 'PATCH',
      token: sales.access,
      body: { name, city: 'Bremen', phone: '+49 421 5590' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...company,
      name,
      city: 'Bremen',
      phone: '+49 421 5590',
    });
    expect(await detail(company.id)).toEqual(response.body);
    const list = await api<Paginated<CompanyListItem>>(
      server,
      `sales/company/?search=${encodeURIComponent(name)}`,
      { token: sales.access },
    );
    expect(list.body.results.map((item) => [item.id, item.name])).toEqual([[company.id, name]]);
  });

  it('clears optional fields: an emptied text is stored empty, a holding set to null is none', async () => {
    const holding = await server.db
      .selectFrom('holding')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const company = await createCompany({ holding_company: holding.id, comment: 'To be cleared' });
    expect(company.holding_company?.id).toBe(holding.id);
    const response = await api<CompanyDetail>(server, `sales/company/${company.id}/`, {
      method: 'PATCH',
      token: sales.access,
      body: { comment: '', email: '', city: '   ', holding_company: null },
    });
    expect(response.status).toBe(200);
    expect(response.body.comment).toBe('');
    expect(response.body.email).toBe('');
    expect(response.body.city).toBe('');
    expect(response.body.holding_company).toBeNull();
    expect(response.body.name).toBe(company.name);
  });

  it('may change only the case of its own name, not take another company’s name', async () => {
    const company = await createCompany();
    const other = await createCompany();
    const own = await api<CompanyDetail>(server, `sales/company/${company.id}/`, {
      method: 'PATCH',
      token: sales.access,
      body: { name: company.name.toUpperCase() },
    });
    expect(own.status).toBe(200);
    const before = await snapshot(company.id);
    const taken = await api(server, `sales/company/${company.id}/`, {
      method: 'PATCH',
      token: sales.access,
      body: { name: `  ${other.name.toLowerCase()} `, city: 'Kiel' },
    });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({ name: [COMPANY_NAME_TAKEN] });
    expect(await snapshot(company.id)).toEqual(before);
  });

  const badFields: [string, Record<string, unknown>, string][] = [
    ['a blank name', { name: '  ' }, 'name'],
    ['a one-letter name', { name: 'A' }, 'name'],
    ['a name too long', { name: 'N'.repeat(256) }, 'name'],
    ['a null name', { name: null }, 'name'],
    ['an unknown category', { category: 999 }, 'category'],
    ['a text category', { category: 'airline' }, 'category'],
    ['a null category', { category: null }, 'category'],
    ['an unknown country', { country: 9999 }, 'country'],
    ['a bad email', { email: 'not-an-email' }, 'email'],
    ['a bad phone', { phone: 'call me maybe' }, 'phone'],
    ['a bad website', { website: 'ftp://files.example.com' }, 'website'],
    ['an unknown holding', { holding_company: 999_999 }, 'holding_company'],
    ['an unknown manager', { manager: 999_999 }, 'manager'],
    ['a comment too long', { comment: 'c'.repeat(2001) }, 'comment'],
  ];
  it.each(badFields)(
    'refuses %s on its field and changes nothing',
    async (_label, patch, field) => {
      const company = await createCompany();
      const before = await snapshot(company.id);
      const response = await api(server, `sales/company/${company.id}/`, {
        method: 'PATCH',
        token: sales.access,
        // A good field beside the bad one: it is not written either.
        body: { city: 'Lübeck', ...patch },
      });
      await expectFieldError(response, field);
      expect(await snapshot(company.id)).toEqual(before);
    },
  );

  it('refuses an empty change, malformed JSON and a list body', async () => {
    const company = await createCompany();
    const before = await snapshot(company.id);
    const empty = await api(server, `sales/company/${company.id}/`, {
      method: 'PATCH',
      token: sales.access,
      body: {},
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ non_field_errors: ['Nothing to update.'] });
    const malformed = await fetch(new URL(`sales/company/${company.id}/`, server.baseUrl), {
      method: 'PATCH',
      headers: { Authorization: `JWT ${sales.access}`, 'Content-Type': 'application/json' },
      body: '{"name": ',
    });
    expect(malformed.status).toBe(400);
    const list = await api(server, `sales/company/${company.id}/`, {
      method: 'PATCH',
      token: sales.access,
      body: [{ name: 'x' }],
    });
    expect(list.status).toBe(400);
    expect(await snapshot(company.id)).toEqual(before);
  });

  it('keeps a legal entity in use one of ours, and lets an unused one change category', async () => {
    const entity = await server.db
      .selectFrom('company')
      .select(['id', 'name'])
      .where('category_id', '=', COMPANY_CATEGORY.ownLegalEntity)
      .where((eb) =>
        eb.exists(
          eb.selectFrom('kp').select('kp.id').whereRef('kp.legal_entity_id', '=', 'company.id'),
        ),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const before = await snapshot(entity.id);
    const refused = await api<Record<string, string[]>>(server, `sales/company/${entity.id}/`, {
      method: 'PATCH',
      token: sales.access,
      body: { category: COMPANY_CATEGORY.client },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.category?.[0]).toMatch(
      /stays one of our legal entities: it has .*KPs issued in its name/,
    );
    expect(await snapshot(entity.id)).toEqual(before);
    // Other fields of a legal entity are still edited.
    const renamed = await api<CompanyDetail>(server, `sales/company/${entity.id}/`, {
      method: 'PATCH',
      token: sales.access,
      body: { phone: '+7 495 000 00 00' },
    });
    expect(renamed.status).toBe(200);

    const unused = await createCompany({ category: COMPANY_CATEGORY.ownLegalEntity });
    const moved = await api<CompanyDetail>(server, `sales/company/${unused.id}/`, {
      method: 'PATCH',
      token: sales.access,
      body: { category: COMPANY_CATEGORY.supplier },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.category.id).toBe(COMPANY_CATEGORY.supplier);
  });

  it('404 for a company that does not exist', async () => {
    const response = await api(server, 'sales/company/999999/', {
      method: 'PATCH',
      token: sales.access,
      body: { city: 'Nowhere' },
    });
    expect(response.status).toBe(404);
  });
});

describe('company delete (DELETE company/{id}/)', () => {
  it('deletes a company without history, with its contacts, addresses, banks and texts', async () => {
    const company = await createCompany();
    const base = `sales/company/${company.id}`;
    const contact = await api<CompanyGuiding>(server, `${base}/contacts/`, {
      method: 'POST',
      token: sales.access,
      body: { name: 'Jana', surname: 'Kruse', is_main: true },
    });
    expect(contact.status).toBe(201);
    for (const [path, body] of [
      ['addresses', { kind: 'ship', country: germany, city: 'Hamburg', address: 'Hangar 7' }],
      [
        'bank_properties',
        {
          bank_name: 'Hamburger Sparkasse',
          account_number: 'DE02200505501015871393',
          currency: eur,
        },
      ],
      ['text_conditions', { document_type: 0, condition_type: 0, text: '100 % prepayment.' }],
    ] as const) {
      const created = await api(server, `${base}/${path}/`, {
        method: 'POST',
        token: sales.access,
        body,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
    const companies = await countRows(server.db, 'company');
    const response = await api(server, `${base}/`, { method: 'DELETE', token: sales.access });
    expect(response.status).toBe(204);
    expect(await countRows(server.db, 'company')).toBe(companies - 1);
    expect(await snapshot(company.id)).toEqual({
      company: [],
      guidings: [],
      contacts: [],
      addresses: [],
      banks: [],
      texts: [],
      setting: [],
    });
    const contactRow = await server.db
      .selectFrom('contact')
      .select('id')
      .where('id', '=', contact.body.contact.id)
      .executeTakeFirst();
    expect(contactRow).toBeUndefined();
    expect((await api(server, `${base}/`, { token: sales.access })).status).toBe(404);
    expect((await api(server, `${base}/`, { method: 'DELETE', token: sales.access })).status).toBe(
      404,
    );
  });

  it('refuses a company with RFQs, orders and a user, says what holds it, and deletes nothing', async () => {
    const before = await snapshot(clientCompanyId);
    const rfqs = await countRows(server.db, 'rfq');
    const response = await api<{ detail: string }>(server, `sales/company/${clientCompanyId}/`, {
      method: 'DELETE',
      token: sales.access,
    });
    expect(response.status).toBe(400);
    const name = before.company[0]?.name ?? '';
    expect(response.body.detail).toContain(`${name} cannot be deleted: it has `);
    expect(response.body.detail).toMatch(/\d+ RFQs?\b/);
    expect(response.body.detail).toMatch(/\d+ orders?\b/);
    expect(response.body.detail).toMatch(/1 user who signs in for it/);
    expect(response.body.detail).toMatch(/Its business history stays/);
    expect(await snapshot(clientCompanyId)).toEqual(before);
    expect(await countRows(server.db, 'rfq')).toBe(rfqs);
  });

  it('refuses a supplier with offers, an OEM, and one of our legal entities', async () => {
    const supplier = await server.db
      .selectFrom('supplier_offer')
      .select('company_id')
      .orderBy('company_id')
      .executeTakeFirstOrThrow();
    const oem = await server.db
      .selectFrom('inventory')
      .select('manufacturer_id')
      .where('manufacturer_id', 'is not', null)
      .orderBy('manufacturer_id')
      .executeTakeFirstOrThrow();
    const entity = await server.db
      .selectFrom('company')
      .select('id')
      .where('category_id', '=', COMPANY_CATEGORY.ownLegalEntity)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    for (const [id, pattern] of [
      [supplier.company_id, /\d+ offers?\b/],
      [oem.manufacturer_id as number, /\d+ part numbers? it produces/],
      [entity.id, /\d+ staff members? working for it/],
    ] as const) {
      const before = await snapshot(id);
      const response = await api<{ detail: string }>(server, `sales/company/${id}/`, {
        method: 'DELETE',
        token: sales.access,
      });
      expect(response.status).toBe(400);
      expect(response.body.detail).toMatch(pattern);
      expect(await snapshot(id)).toEqual(before);
    }
  });

  it('refuses a company with only a treaty, a file, or a contact who signs in', async () => {
    const withTreaty = await createCompany();
    const entity = await server.db
      .selectFrom('company')
      .select('id')
      .where('category_id', '=', COMPANY_CATEGORY.ownLegalEntity)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const treaty = await api(server, `sales/company/${withTreaty.id}/treaties/`, {
      method: 'POST',
      token: sales.access,
      body: { number: 'T-1', date: '2026-01-01', legal_entity: entity.id, currency: usd },
    });
    expect(treaty.status).toBe(201);

    const withFile = await createCompany();
    const uploader = await server.db
      .selectFrom('app_user')
      .select('id')
      .where('username', '=', 'sales')
      .executeTakeFirstOrThrow();
    const row = await server.db
      .selectFrom('company')
      .select('uuid')
      .where('id', '=', withFile.id)
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('stored_file')
      .values({
        uuid: crypto.randomUUID(),
        name: 'contract.pdf',
        original_name: 'contract.pdf',
        category: 'contract',
        owner_uuid: row.uuid,
        model: 'company',
        size: 10,
        content_type: 'application/pdf',
        sha256: '0'.repeat(64),
        uploaded_by_id: uploader.id,
      })
      .execute();

    const withUser = await createCompany();
    const person = await api<CompanyGuiding>(server, `sales/company/${withUser.id}/contacts/`, {
      method: 'POST',
      token: sales.access,
      body: { name: 'Portal', surname: 'User' },
    });
    const group = await server.db
      .selectFrom('user_group')
      .select('id')
      .where('name', '=', 'CLIENT')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('app_user')
      .values({
        username: `portal_${withUser.id}`,
        password_hash: 'not-a-real-hash',
        primary_group_id: group.id,
        contact_id: person.body.contact.id,
      })
      .execute();

    for (const [company, pattern] of [
      [withTreaty, /it has 1 treaty\./],
      [withFile, /it has 1 file\./],
      [withUser, /it has 1 user who signs in for it\./],
    ] as const) {
      const before = await snapshot(company.id);
      const response = await api<{ detail: string }>(server, `sales/company/${company.id}/`, {
        method: 'DELETE',
        token: sales.access,
      });
      expect(response.status).toBe(400);
      expect(response.body.detail).toMatch(pattern);
      expect(await snapshot(company.id)).toEqual(before);
    }
  });
});

// ---------------------------------------------------------------- contacts

describe('contacts (company/{id}/contacts/)', () => {
  const valid = {
    name: 'Svenja',
    surname: 'Hartmann',
    position: 'Head of Purchasing',
    email: 'svenja.hartmann@upkeep-test.aero',
    phone: '+49 40 1234 567',
    telegram_link: 'https://t.me/svenja_hartmann',
    time_zone: 'Europe/Berlin',
  };

  it('adds a contact; the main one is the only main one', async () => {
    const company = await createCompany();
    const path = `sales/company/${company.id}/contacts/`;
    const first = await api<CompanyGuiding>(server, path, {
      method: 'POST',
      token: sales.access,
      body: { ...valid, is_main: true },
    });
    expect(first.status).toBe(201);
    expect(first.body.is_main).toBe(true);
    expect(first.body.contact).toMatchObject({
      name: 'Svenja',
      surname: 'Hartmann',
      position: 'Head of Purchasing',
      email: valid.email,
      telegram_link: valid.telegram_link,
      time_zone: 'Europe/Berlin',
      company: { id: company.id, name: company.name },
    });
    const second = await api<CompanyGuiding>(server, path, {
      method: 'POST',
      token: sales.access,
      body: { name: 'Ole', telegram_link: '@ole_logistics', is_main: true },
    });
    expect(second.status).toBe(201);
    const listed = (await detail(company.id)).company_guidings;
    expect(listed.map((g) => [g.id, g.is_main])).toEqual([
      [second.body.id, true],
      [first.body.id, false],
    ]);
    expect(listed[0]?.contact.surname).toBe('');
  });

  it('changes a contact, clears a field, and makes another one main', async () => {
    const company = await createCompany();
    const path = `sales/company/${company.id}/contacts/`;
    const a = await api<CompanyGuiding>(server, path, {
      method: 'POST',
      token: sales.access,
      body: { ...valid, is_main: true },
    });
    const b = await api<CompanyGuiding>(server, path, {
      method: 'POST',
      token: sales.access,
      body: { name: 'Malte' },
    });
    const changed = await api<CompanyGuiding>(server, `${path}${a.body.id}/`, {
      method: 'PATCH',
      token: sales.access,
      body: { position: 'Purchasing Director', telegram_link: '' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.contact.position).toBe('Purchasing Director');
    expect(changed.body.contact.telegram_link).toBe('');
    expect(changed.body.contact.name).toBe('Svenja');
    expect(changed.body.is_main).toBe(true);
    const main = await api<CompanyGuiding>(server, `${path}${b.body.id}/`, {
      method: 'PATCH',
      token: sales.access,
      body: { is_main: true },
    });
    expect(main.status).toBe(200);
    const listed = (await detail(company.id)).company_guidings;
    expect(listed.filter((g) => g.is_main).map((g) => g.id)).toEqual([b.body.id]);
  });

  it('contacts made main at the same time: one is main, none fails', async () => {
    const company = await createCompany();
    const path = `sales/company/${company.id}/contacts/`;
    const responses = await Promise.all(
      ['Anna', 'Bernd', 'Carla', 'Dirk'].map((name) =>
        api<CompanyGuiding>(server, path, {
          method: 'POST',
          token: sales.access,
          body: { name, is_main: true },
        }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const listed = (await detail(company.id)).company_guidings;
    expect(listed).toHaveLength(4);
    expect(listed.filter((g) => g.is_main)).toHaveLength(1);
  });

  const badContacts: [string, Record<string, unknown>, string][] = [
    ['no name', { name: undefined }, 'name'],
    ['a blank name', { name: ' ' }, 'name'],
    ['a name too long', { name: 'n'.repeat(101) }, 'name'],
    ['a bad email', { email: 'svenja at airline' }, 'email'],
    ['a bad phone', { phone: 'ask reception' }, 'phone'],
    ['a bad Telegram link', { telegram_link: 'http://example.com/svenja' }, 'telegram_link'],
    ['an unknown time zone', { time_zone: 'Europe/Atlantis' }, 'time_zone'],
    ['is_main as text', { is_main: 'yes' }, 'is_main'],
  ];
  it.each(badContacts)(
    'refuses to add or change with %s, and changes nothing',
    async (_l, patch, field) => {
      const company = await createCompany();
      const path = `sales/company/${company.id}/contacts/`;
      const existing = await api<CompanyGuiding>(server, path, {
        method: 'POST',
        token: sales.access,
        body: valid,
      });
      const before = await snapshot(company.id);
      await expectFieldError(
        await api(server, path, {
          method: 'POST',
          token: sales.access,
          body: withFields(valid, patch),
        }),
        field,
      );
      const change = Object.fromEntries(
        Object.entries(patch).map(([key, value]) => [key, value === undefined ? null : value]),
      );
      await expectFieldError(
        await api(server, `${path}${existing.body.id}/`, {
          method: 'PATCH',
          token: sales.access,
          body: { position: 'Changed', ...change },
        }),
        field,
      );
      expect(await snapshot(company.id)).toEqual(before);
    },
  );

  it('removes a contact: it leaves the list, and its record goes when nothing names it', async () => {
    const company = await createCompany();
    const path = `sales/company/${company.id}/contacts/`;
    const added = await api<CompanyGuiding>(server, path, {
      method: 'POST',
      token: sales.access,
      body: valid,
    });
    const response = await api(server, `${path}${added.body.id}/`, {
      method: 'DELETE',
      token: sales.access,
    });
    expect(response.status).toBe(204);
    expect((await detail(company.id)).company_guidings).toEqual([]);
    const record = await server.db
      .selectFrom('contact')
      .select('id')
      .where('id', '=', added.body.contact.id)
      .executeTakeFirst();
    expect(record).toBeUndefined();
    const again = await api(server, `${path}${added.body.id}/`, {
      method: 'DELETE',
      token: sales.access,
    });
    expect(again.status).toBe(404);
  });

  it('keeps the record of a removed contact that an RFQ names, so the RFQ keeps its sender', async () => {
    const named = await server.db
      .selectFrom('company_guiding as g')
      .innerJoin('rfq as r', 'r.contact_id', 'g.contact_id')
      .leftJoin('app_user as u', 'u.contact_id', 'g.contact_id')
      .select(['g.id', 'g.company_id', 'g.contact_id', 'r.id as rfq_id'])
      .where('u.id', 'is', null)
      .orderBy('g.id')
      .executeTakeFirstOrThrow();
    const response = await api(server, `sales/company/${named.company_id}/contacts/${named.id}/`, {
      method: 'DELETE',
      token: sales.access,
    });
    expect(response.status).toBe(204);
    const guiding = await server.db
      .selectFrom('company_guiding')
      .select('id')
      .where('id', '=', named.id)
      .executeTakeFirst();
    expect(guiding).toBeUndefined();
    const rfq = await server.db
      .selectFrom('rfq')
      .select('contact_id')
      .where('id', '=', named.rfq_id)
      .executeTakeFirstOrThrow();
    expect(rfq.contact_id).toBe(named.contact_id);
  });

  it('never removes a contact who signs in (a user)', async () => {
    const own = await detail(clientCompanyId);
    const user = own.company_guidings.find((g) => g.contact.name === 'Daniel');
    expect(user).toBeDefined();
    const before = await snapshot(clientCompanyId);
    const response = await api<{ detail: string }>(
      server,
      `sales/company/${clientCompanyId}/contacts/${user?.id}/`,
      { method: 'DELETE', token: sales.access },
    );
    expect(response.status).toBe(400);
    expect(response.body.detail).toMatch(/signs in to Aerodesk as "client"/);
    expect(await snapshot(clientCompanyId)).toEqual(before);
  });

  it('404 for the contact of another company, and for an unknown company', async () => {
    const company = await createCompany();
    const other = await server.db
      .selectFrom('company_guiding')
      .select('id')
      .where('company_id', '!=', company.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    for (const method of ['PATCH', 'DELETE']) {
      const response = await api(server, `sales/company/${company.id}/contacts/${other.id}/`, {
        method,
        token: sales.access,
        body: method === 'PATCH' ? { name: 'Hijack' } : undefined,
      });
      expect(response.status).toBe(404);
    }
    const unknown = await api(server, 'sales/company/999999/contacts/', {
      method: 'POST',
      token: sales.access,
      body: valid,
    });
    expect(unknown.status).toBe(404);
  });
});

// ---------------------------------------------------------------- addresses

describe('addresses (company/{id}/addresses/)', () => {
  const valid = () => ({
    kind: 'ship',
    country: germany,
    city: 'Hamburg',
    address: 'Cargo Terminal 2, Weg beim Jäger 200',
    zip_code: '22335',
    contact_name: 'Receiving desk',
    phone: '+49 40 5070 1234',
  });

  it('adds one address of each kind, changes it, and removes it', async () => {
    const company = await createCompany();
    const path = `sales/company/${company.id}/addresses/`;
    const ship = await api<CompanyAddress>(server, path, {
      method: 'POST',
      token: sales.access,
      body: valid(),
    });
    expect(ship.status).toBe(201);
    expect(ship.body).toMatchObject({ kind: 'ship', city: 'Hamburg', zip_code: '22335' });
    expect(ship.body.country?.code).toBe('DE');
    const pickUp = await api<CompanyAddress>(server, path, {
      method: 'POST',
      token: sales.access,
      body: { ...valid(), kind: 'pick_up', address: 'Stores 3' },
    });
    expect(pickUp.status).toBe(201);
    let shown = await detail(company.id);
    expect(shown.company_ship_address?.id).toBe(ship.body.id);
    expect(shown.company_pick_up_address?.address).toBe('Stores 3');

    const changed = await api<CompanyAddress>(server, `${path}${ship.body.id}/`, {
      method: 'PATCH',
      token: sales.access,
      body: { city: 'Bremen', zip_code: '' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ kind: 'ship', city: 'Bremen', zip_code: '' });
    expect(changed.body.address).toBe(ship.body.address);

    const removed = await api(server, `${path}${pickUp.body.id}/`, {
      method: 'DELETE',
      token: sales.access,
    });
    expect(removed.status).toBe(204);
    shown = await detail(company.id);
    expect(shown.company_pick_up_address).toBeNull();
    expect(shown.company_ship_address?.city).toBe('Bremen');
    // The free kind can be taken by the other address.
    const moved = await api<CompanyAddress>(server, `${path}${ship.body.id}/`, {
      method: 'PATCH',
      token: sales.access,
      body: { kind: 'pick_up' },
    });
    expect(moved.body.kind).toBe('pick_up');
  });

  it('refuses a second address of a kind, on add and on change, and changes nothing', async () => {
    const company = await createCompany();
    const path = `sales/company/${company.id}/addresses/`;
    await api(server, path, { method: 'POST', token: sales.access, body: valid() });
    const pickUp = await api<CompanyAddress>(server, path, {
      method: 'POST',
      token: sales.access,
      body: { ...valid(), kind: 'pick_up' },
    });
    const before = await snapshot(company.id);
    const twice = await api(server, path, { method: 'POST', token: sales.access, body: valid() });
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({
      kind: ['This company already has a ship-to address: edit that one.'],
    });
    const into = await api(server, `${path}${pickUp.body.id}/`, {
      method: 'PATCH',
      token: sales.access,
      body: { kind: 'ship', city: 'Kiel' },
    });
    expect(into.status).toBe(400);
    expect(into.body).toEqual(twice.body);
    expect(await snapshot(company.id)).toEqual(before);
  });

  const badAddresses: [string, Record<string, unknown>, string][] = [
    ['no kind', { kind: undefined }, 'kind'],
    ['an unknown kind', { kind: 'billing' }, 'kind'],
    ['no country', { country: undefined }, 'country'],
    ['an unknown country', { country: 9999 }, 'country'],
    ['no city', { city: undefined }, 'city'],
    ['a blank address', { address: '  ' }, 'address'],
    ['a zip code too long', { zip_code: '1'.repeat(21) }, 'zip_code'],
    ['a bad phone', { phone: 'front desk' }, 'phone'],
  ];
  it.each(badAddresses)('refuses %s and changes nothing', async (_label, patch, field) => {
    const company = await createCompany();
    const path = `sales/company/${company.id}/addresses/`;
    const existing = await api<CompanyAddress>(server, path, {
      method: 'POST',
      token: sales.access,
      body: { ...valid(), kind: 'pick_up' },
    });
    const before = await snapshot(company.id);
    await expectFieldError(
      await api(server, path, {
        method: 'POST',
        token: sales.access,
        body: withFields(valid(), patch),
      }),
      field,
    );
    const changes = Object.entries(patch).filter(([, value]) => value !== undefined);
    if (changes.length) {
      await expectFieldError(
        await api(server, `${path}${existing.body.id}/`, {
          method: 'PATCH',
          token: sales.access,
          body: { contact_name: 'Changed', ...Object.fromEntries(changes) },
        }),
        field,
      );
    }
    expect(await snapshot(company.id)).toEqual(before);
  });

  it('404 for an address of another company', async () => {
    const company = await createCompany();
    const other = await server.db
      .selectFrom('company_address')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    for (const method of ['PATCH', 'DELETE']) {
      const response = await api(server, `sales/company/${company.id}/addresses/${other.id}/`, {
        method,
        token: sales.access,
        body: method === 'PATCH' ? { city: 'Elsewhere' } : undefined,
      });
      expect(response.status).toBe(404);
    }
    expect(
      await server.db
        .selectFrom('company_address')
        .select('id')
        .where('id', '=', other.id)
        .executeTakeFirst(),
    ).toBeDefined();
  });
});

// ---------------------------------------------------------------- bank properties

describe('bank properties (company/{id}/bank_properties/)', () => {
  const valid = () => ({
    bank_name: 'Commerzbank AG',
    swift: 'cobadeffxxx',
    account_number: 'DE89 3704 0044 0532 0130 00',
    correspondent_account: '',
    currency: eur,
  });

  it('adds, changes and removes bank details', async () => {
    const company = await createCompany();
    const path = `sales/company/${company.id}/bank_properties/`;
    const added = await api<BankProperty>(server, path, {
      method: 'POST',
      token: sales.access,
      body: valid(),
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      bank_name: 'Commerzbank AG',
      swift: 'COBADEFFXXX',
      account_number: 'DE89 3704 0044 0532 0130 00',
      correspondent_account: '',
    });
    expect(added.body.currency.code).toBe('EUR');
    // The same account in another currency is another account.
    const dollars = await api<BankProperty>(server, path, {
      method: 'POST',
      token: sales.access,
      body: { ...valid(), currency: usd },
    });
    expect(dollars.status).toBe(201);
    const changed = await api<BankProperty>(server, `${path}${added.body.id}/`, {
      method: 'PATCH',
      token: sales.access,
      body: { bank_name: 'Commerzbank Hamburg', swift: '' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ bank_name: 'Commerzbank Hamburg', swift: '' });
    expect((await detail(company.id)).bank_properties.map((b) => b.id)).toEqual([
      added.body.id,
      dollars.body.id,
    ]);
    const removed = await api(server, `${path}${dollars.body.id}/`, {
      method: 'DELETE',
      token: sales.access,
    });
    expect(removed.status).toBe(204);
    expect((await detail(company.id)).bank_properties.map((b) => b.id)).toEqual([added.body.id]);
  });

  it('refuses an account already on file in that currency, however it is spaced', async () => {
    const company = await createCompany();
    const path = `sales/company/${company.id}/bank_properties/`;
    await api(server, path, { method: 'POST', token: sales.access, body: valid() });
    const dollars = await api<BankProperty>(server, path, {
      method: 'POST',
      token: sales.access,
      body: { ...valid(), currency: usd },
    });
    const before = await snapshot(company.id);
    const twice = await api(server, path, {
      method: 'POST',
      token: sales.access,
      body: { ...valid(), account_number: 'de89-3704-0044-0532-0130-00' },
    });
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({ account_number: [ACCOUNT_ON_FILE] });
    const into = await api(server, `${path}${dollars.body.id}/`, {
      method: 'PATCH',
      token: sales.access,
      body: { currency: eur },
    });
    expect(into.status).toBe(400);
    expect(into.body).toEqual({ account_number: [ACCOUNT_ON_FILE] });
    expect(await snapshot(company.id)).toEqual(before);
  });

  const badBanks: [string, Record<string, unknown>, string][] = [
    ['no bank name', { bank_name: undefined }, 'bank_name'],
    ['a bad SWIFT', { swift: 'COBA-DE' }, 'swift'],
    ['a SWIFT too long', { swift: 'COBADEFFXXXX' }, 'swift'],
    ['no account number', { account_number: '' }, 'account_number'],
    ['an account with symbols', { account_number: 'DE89/3704#' }, 'account_number'],
    [
      'a bad correspondent account',
      { correspondent_account: '30101*810' },
      'correspondent_account',
    ],
    ['no currency', { currency: undefined }, 'currency'],
    ['an unknown currency', { currency: 9999 }, 'currency'],
  ];
  it.each(badBanks)('refuses %s and changes nothing', async (_label, patch, field) => {
    const company = await createCompany();
    const path = `sales/company/${company.id}/bank_properties/`;
    const existing = await api<BankProperty>(server, path, {
      method: 'POST',
      token: sales.access,
      body: { ...valid(), account_number: '40702810900000012345', currency: usd },
    });
    const before = await snapshot(company.id);
    await expectFieldError(
      await api(server, path, {
        method: 'POST',
        token: sales.access,
        body: withFields(valid(), patch),
      }),
      field,
    );
    const changes = Object.entries(patch).filter(([, value]) => value !== undefined);
    if (changes.length) {
      await expectFieldError(
        await api(server, `${path}${existing.body.id}/`, {
          method: 'PATCH',
          token: sales.access,
          body: { bank_name: 'Changed', ...Object.fromEntries(changes) },
        }),
        field,
      );
    }
    expect(await snapshot(company.id)).toEqual(before);
  });
});

// ---------------------------------------------------------------- condition texts

describe('condition texts (company/{id}/text_conditions/)', () => {
  const valid = {
    document_type: 0,
    condition_type: 0,
    for_repair: false,
    logistics_on: false,
    language: 'en',
    text: '50 % prepayment, 50 % within 10 days of delivery.',
  };

  it('adds a text that the quotation reads, changes it, and removes it', async () => {
    const company = await createCompany();
    const path = `sales/company/${company.id}/text_conditions/`;
    const added = await api<CompanyTextCondition>(server, path, {
      method: 'POST',
      token: sales.access,
      body: valid,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ ...valid, company: { id: company.id, name: company.name } });
    const repair = await api<CompanyTextCondition>(server, path, {
      method: 'POST',
      token: sales.access,
      body: { document_type: 1, condition_type: 4, for_repair: true, text: 'Warranty 6 months.' },
    });
    expect(repair.status).toBe(201);
    expect(repair.body).toMatchObject({ for_repair: true, logistics_on: false, language: 'en' });

    const listed = await api<CompanyTextCondition[]>(server, path, { token: sales.access });
    expect(listed.body.map((t) => t.id)).toEqual([added.body.id, repair.body.id]);
    // The quotation's text list (spec §7 text_condition/) has it beside the defaults.
    const forQuote = await api<TextCondition[]>(
      server,
      `sales/text_condition/?company=${company.id}`,
      { token: sales.access },
    );
    expect(forQuote.body.find((t) => t.id === added.body.id)?.text).toBe(valid.text);

    const changed = await api<CompanyTextCondition>(server, `${path}${added.body.id}/`, {
      method: 'PATCH',
      token: sales.access,
      body: { text: '100 % prepayment.', logistics_on: true },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ text: '100 % prepayment.', logistics_on: true });
    const removed = await api(server, `${path}${repair.body.id}/`, {
      method: 'DELETE',
      token: sales.access,
    });
    expect(removed.status).toBe(204);
    const after = await api<CompanyTextCondition[]>(server, path, { token: sales.access });
    expect(after.body.map((t) => t.id)).toEqual([added.body.id]);
  });

  it('refuses a second text for the same document, condition, flags and language', async () => {
    const company = await createCompany();
    const path = `sales/company/${company.id}/text_conditions/`;
    await api(server, path, { method: 'POST', token: sales.access, body: valid });
    const russian = await api<CompanyTextCondition>(server, path, {
      method: 'POST',
      token: sales.access,
      body: { ...valid, language: 'ru', text: 'Предоплата 100 %.' },
    });
    expect(russian.status).toBe(201);
    const before = await snapshot(company.id);
    const twice = await api(server, path, {
      method: 'POST',
      token: sales.access,
      body: { ...valid, text: 'Another text' },
    });
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({ condition_type: [TEXT_CONDITION_TAKEN] });
    const into = await api(server, `${path}${russian.body.id}/`, {
      method: 'PATCH',
      token: sales.access,
      body: { language: 'en', text: 'x' },
    });
    expect(into.status).toBe(400);
    expect(into.body).toEqual({ condition_type: [TEXT_CONDITION_TAKEN] });
    expect(await snapshot(company.id)).toEqual(before);
  });

  const badTexts: [string, Record<string, unknown>, string][] = [
    ['no document type', { document_type: undefined }, 'document_type'],
    ['document type 3', { document_type: 3 }, 'document_type'],
    ['document type as text', { document_type: 'Invoice' }, 'document_type'],
    ['condition type 6', { condition_type: 6 }, 'condition_type'],
    ['condition type 1.5', { condition_type: 1.5 }, 'condition_type'],
    ['for_repair as text', { for_repair: 'no' }, 'for_repair'],
    ['an unknown language', { language: 'de' }, 'language'],
    ['no text', { text: undefined }, 'text'],
    ['a blank text', { text: '   ' }, 'text'],
    ['a text too long', { text: 't'.repeat(4001) }, 'text'],
  ];
  it.each(badTexts)('refuses %s and changes nothing', async (_label, patch, field) => {
    const company = await createCompany();
    const path = `sales/company/${company.id}/text_conditions/`;
    const existing = await api<CompanyTextCondition>(server, path, {
      method: 'POST',
      token: sales.access,
      body: { ...valid, condition_type: 5, text: 'Loan on request.' },
    });
    const before = await snapshot(company.id);
    await expectFieldError(
      await api(server, path, {
        method: 'POST',
        token: sales.access,
        body: withFields(valid, patch),
      }),
      field,
    );
    const changes = Object.entries(patch).filter(([, value]) => value !== undefined);
    if (changes.length) {
      await expectFieldError(
        await api(server, `${path}${existing.body.id}/`, {
          method: 'PATCH',
          token: sales.access,
          body: { text: 'Changed', ...Object.fromEntries(changes) },
        }),
        field,
      );
    }
    expect(await snapshot(company.id)).toEqual(before);
  });
});

// ---------------------------------------------------------------- the margin formula

describe('the margin formula: the company extra margin on top of the step margin', () => {
  it('is set, changed and removed (0) through the quotation setting', async () => {
    const company = await createCompany();
    const path = `sales/company/${company.id}/quotation_setting/${company.quotation_setting.id}/`;
    for (const extra of [5, 7.5, 0]) {
      const response = await api<QuotationSetting>(server, path, {
        method: 'PATCH',
        token: sales.access,
        body: { extra_margin: extra },
      });
      expect(response.status).toBe(200);
      expect(response.body.extra_margin).toBe(extra);
      expect((await detail(company.id)).extra_margin).toBe(extra);
    }
    const before = await snapshot(company.id);
    const negative = await api(server, path, {
      method: 'PATCH',
      token: sales.access,
      body: { extra_margin: -2 },
    });
    await expectFieldError(negative, 'extra_margin');
    expect(await snapshot(company.id)).toEqual(before);
  });

  it('is set by the roles that price only: a parts buyer keeps the rest of the setting', async () => {
    const company = await createCompany();
    const path = `buyer/company/${company.id}/quotation_setting/${company.quotation_setting.id}/`;
    const before = await snapshot(company.id);
    const refused = await api(server, path, {
      method: 'PATCH',
      token: buyer.access,
      body: { extra_margin: 9 },
    });
    expect(refused.status).toBe(403);
    expect(await snapshot(company.id)).toEqual(before);
    const allowed = await api<QuotationSetting>(server, path, {
      method: 'PATCH',
      token: buyer.access,
      body: { vat: true },
    });
    expect(allowed.status).toBe(200);
    expect(allowed.body).not.toHaveProperty('extra_margin');
  });
});

// ---------------------------------------------------------------- roles

describe('who may keep companies up to date', () => {
  function writes(companyId: number, role: string): [string, string, unknown][] {
    const base = `${role}/company/${companyId}`;
    return [
      ['PATCH', `${base}/`, { city: 'Changed by a reader' }],
      ['DELETE', `${base}/`, undefined],
      ['POST', `${base}/contacts/`, { name: 'Intruder' }],
      [
        'POST',
        `${base}/addresses/`,
        { kind: 'pick_up', country: germany, city: 'X', address: 'Y' },
      ],
      [
        'POST',
        `${base}/bank_properties/`,
        { bank_name: 'B', account_number: '123456', currency: usd },
      ],
      ['POST', `${base}/text_conditions/`, { document_type: 0, condition_type: 1, text: 'T' }],
    ];
  }

  it('a client reads its own company, not our condition texts, and writes nothing there (403)', async () => {
    const before = await snapshot(clientCompanyId);
    for (const [method, path, body] of writes(clientCompanyId, 'client')) {
      const response = await api(server, path, { method, token: client.access, body });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    const own = await detail(clientCompanyId);
    const guiding = own.company_guidings[0];
    const bank = own.bank_properties[0];
    for (const path of [
      guiding ? `client/company/${clientCompanyId}/contacts/${guiding.id}/` : '',
      bank ? `client/company/${clientCompanyId}/bank_properties/${bank.id}/` : '',
    ].filter(Boolean)) {
      for (const method of ['PATCH', 'DELETE']) {
        const response = await api(server, path, {
          method,
          token: client.access,
          body: method === 'PATCH' ? { name: 'X', bank_name: 'X' } : undefined,
        });
        expect(response.status, `${method} ${path}`).toBe(403);
      }
    }
    expect(await snapshot(clientCompanyId)).toEqual(before);
    const texts = await api(server, `client/company/${clientCompanyId}/text_conditions/`, {
      token: client.access,
    });
    // Condition texts are what our documents are composed from: staff only (audience.ts).
    expect(texts.status).toBe(403);
    expect((await detail(clientCompanyId, client)).id).toBe(clientCompanyId);
  });

  it('roles that only read companies (auditor, warehouseman) are refused every write', async () => {
    const company = await createCompany();
    const before = await snapshot(company.id);
    for (const session of [auditor, warehouse]) {
      for (const [method, path, body] of writes(company.id, session.role)) {
        const response = await api(server, path, { method, token: session.access, body });
        expect(response.status, `${session.role} ${method} ${path}`).toBe(403);
      }
      const read = await api(server, `${session.role}/company/${company.id}/text_conditions/`, {
        token: session.access,
      });
      expect(read.status).toBe(200);
    }
    expect(await snapshot(company.id)).toEqual(before);
  });

  it('every role with company write may (a parts buyer edits a supplier)', async () => {
    const company = await createCompany({ category: COMPANY_CATEGORY.supplier });
    const response = await api<CompanyDetail>(server, `buyer/company/${company.id}/`, {
      method: 'PATCH',
      token: buyer.access,
      body: { website: 'https://parts.example.com' },
    });
    expect(response.status).toBe(200);
    expect(response.body.website).toBe('https://parts.example.com');
    const bank = await api(server, `buyer/company/${company.id}/bank_properties/`, {
      method: 'POST',
      token: buyer.access,
      body: { bank_name: 'Chase', account_number: '000123456789', currency: usd },
    });
    expect(bank.status).toBe(201);
  });

  it('without a token: 401, and nothing changes', async () => {
    const company = await createCompany();
    const before = await snapshot(company.id);
    for (const [method, path, body] of writes(company.id, 'sales')) {
      expect((await api(server, path, { method, body })).status).toBe(401);
    }
    expect(await snapshot(company.id)).toEqual(before);
  });
});
