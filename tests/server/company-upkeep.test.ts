/**
 * Keeping companies up to date (issue 6): a company is edited and deleted, and its contacts,
 * addresses, bank properties, condition texts and extra margin are added, changed and removed,
 * with the create forms' checks and messages; deleting never loses business history; bad input
 * changes nothing; only roles with company write may write, a client never.
 */
import { describe, expect, it } from 'vitest';
import type { Paginated } from '../../src-shared/api/results.ts';
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
  idsWhere,
  lowestOf,
  rowById,
  rowsWhere,
  serverForTests,
} from './helpers.ts';
import {
  companyRefsForTests,
  expectFieldError,
  refusesEachBadField,
  withFields,
} from './company-helpers.ts';
import { caller, firstCompanyOfCategory } from './sales-helpers.ts';

const { server, users } = serverForTests(['sales', 'client', 'auditor', 'warehouse', 'buyer']);
const { sales, client, auditor, warehouse, buyer } = users;
const call = caller(server, sales);
const refs = companyRefsForTests(server);

function uniqueName(prefix: string): string {
  return `${prefix} ${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
}

async function createCompany(overrides: Partial<CompanyCreate> = {}): Promise<CompanyDetail> {
  const response = await call<CompanyDetail>('POST', 'company/', {
    name: uniqueName('Upkeep Test Airline'),
    category: COMPANY_CATEGORY.client,
    country: refs.germany,
    city: 'Hamburg',
    email: 'desk@upkeep-test.aero',
    ...overrides,
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

/** The tables of a company's parts, each row with its `company_id`, by the name snapshot gives them. */
const STORED_PARTS = {
  guidings: 'company_guiding',
  contacts: 'contact',
  addresses: 'company_address',
  banks: 'bank_property',
  texts: 'text_condition',
  setting: 'quotation_setting',
} as const;

/** Every stored row of a company and its parts: equal before and after a refused write. */
async function snapshot(companyId: number) {
  const parts = await Promise.all(
    Object.entries(STORED_PARTS).map(async ([name, table]) => [
      name,
      await rowsWhere(server.db, table, 'company_id', companyId),
    ]),
  );
  return {
    company: await rowsWhere(server.db, 'company', 'id', companyId),
    ...Object.fromEntries(parts),
  };
}

/** A new company with one record added under `company/{id}/<part>/` (201): where a part's tests start. */
async function newCompanyWith<T>(part: CompanyPart['path'], body: Record<string, unknown>) {
  const company = await createCompany();
  const path = `company/${company.id}/${part}/`;
  const added = await call<T>('POST', path, body);
  expect(added.status).toBe(201);
  return { company, path, added };
}

// ---------------------------------------------------------------- the company

describe('company edit (PATCH company/{id}/)', () => {
  it('changes the fields given, keeps the others, and the list shows the new name', async () => {
    const company = await createCompany({ vat_number: 'DE111222333', comment: 'Old note' });
    const name = uniqueName('Renamed Cargo Airline');
    const response = await call<CompanyDetail>('PATCH', `company/${company.id}/`, {
      name,
      city: 'Bremen',
      phone: '+49 421 5590',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...company,
      name,
      city: 'Bremen',
      phone: '+49 421 5590',
    });
    expect(await detail(company.id)).toEqual(response.body);
    const list = await call<Paginated<CompanyListItem>>(
      'GET',
      `company/?search=${encodeURIComponent(name)}`,
    );
    expect(list.body.results.map((item) => [item.id, item.name])).toEqual([[company.id, name]]);
  });

  it('clears optional fields: an emptied text is stored empty, a holding set to null is none', async () => {
    const holding = await lowestOf(server.db, 'holding', 'id');
    const company = await createCompany({ holding_company: holding, comment: 'To be cleared' });
    expect(company.holding_company?.id).toBe(holding);
    const response = await call<CompanyDetail>('PATCH', `company/${company.id}/`, {
      comment: '',
      email: '',
      city: '   ',
      holding_company: null,
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
    const own = await call<CompanyDetail>('PATCH', `company/${company.id}/`, {
      name: company.name.toUpperCase(),
    });
    expect(own.status).toBe(200);
    const before = await snapshot(company.id);
    const taken = await call('PATCH', `company/${company.id}/`, {
      name: `  ${other.name.toLowerCase()} `,
      city: 'Kiel',
    });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({ name: [COMPANY_NAME_TAKEN] });
    expect(await snapshot(company.id)).toEqual(before);
  });

  // A company's fields are checked as on create; an edit may also try to blank them.
  refusesEachBadField(
    'refuses %s on its field and changes nothing',
    [
      ['blank name', { name: '  ' }, 'name'],
      ['null name', { name: null }, 'name'],
      ['null category', { category: null }, 'category'],
    ],
    async (patch) => {
      const company = await createCompany();
      return {
        state: () => snapshot(company.id),
        // A good field beside the bad one: it is not written either.
        send: () => call('PATCH', `company/${company.id}/`, { city: 'Lübeck', ...patch }),
      };
    },
  );

  it('refuses an empty change, malformed JSON and a list body', async () => {
    const company = await createCompany();
    const before = await snapshot(company.id);
    const empty = await call('PATCH', `company/${company.id}/`, {});
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ non_field_errors: ['Nothing to update.'] });
    const malformed = await fetch(new URL(`sales/company/${company.id}/`, server.baseUrl), {
      method: 'PATCH',
      headers: { Authorization: `JWT ${sales.access}`, 'Content-Type': 'application/json' },
      body: '{"name": ',
    });
    expect(malformed.status).toBe(400);
    const list = await call('PATCH', `company/${company.id}/`, [{ name: 'x' }]);
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
    const refused = await call<Record<string, string[]>>('PATCH', `company/${entity.id}/`, {
      category: COMPANY_CATEGORY.client,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.category?.[0]).toMatch(
      /stays one of our legal entities: it has .*KPs issued in its name/,
    );
    expect(await snapshot(entity.id)).toEqual(before);
    // Other fields of a legal entity are still edited.
    const renamed = await call<CompanyDetail>('PATCH', `company/${entity.id}/`, {
      phone: '+7 495 000 00 00',
    });
    expect(renamed.status).toBe(200);

    const unused = await createCompany({ category: COMPANY_CATEGORY.ownLegalEntity });
    const moved = await call<CompanyDetail>('PATCH', `company/${unused.id}/`, {
      category: COMPANY_CATEGORY.supplier,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.category.id).toBe(COMPANY_CATEGORY.supplier);
  });

  it('404 for a company that does not exist', async () => {
    const response = await call('PATCH', 'company/999999/', { city: 'Nowhere' });
    expect(response.status).toBe(404);
  });
});

describe('company delete (DELETE company/{id}/)', () => {
  it('deletes a company without history, with its contacts, addresses, banks and texts', async () => {
    const company = await createCompany();
    const base = `company/${company.id}`;
    const contact = await call<CompanyGuiding>('POST', `${base}/contacts/`, {
      name: 'Jana',
      surname: 'Kruse',
      is_main: true,
    });
    expect(contact.status).toBe(201);
    for (const [path, body] of [
      ['addresses', { kind: 'ship', country: refs.germany, city: 'Hamburg', address: 'Hangar 7' }],
      [
        'bank_properties',
        {
          bank_name: 'Hamburger Sparkasse',
          account_number: 'DE02200505501015871393',
          currency: refs.eur,
        },
      ],
      ['text_conditions', { document_type: 0, condition_type: 0, text: '100 % prepayment.' }],
    ] as const) {
      const created = await call('POST', `${base}/${path}/`, body);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
    const companies = await countRows(server.db, 'company');
    const response = await call('DELETE', `${base}/`);
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
    expect(await idsWhere(server.db, 'contact', 'id', contact.body.contact.id)).toEqual([]);
    expect((await call('GET', `${base}/`)).status).toBe(404);
    expect((await call('DELETE', `${base}/`)).status).toBe(404);
  });

  it('refuses a company with RFQs, orders and a user, says what holds it, and deletes nothing', async () => {
    const before = await snapshot(refs.clientCompany);
    const rfqs = await countRows(server.db, 'rfq');
    const response = await call<{ detail: string }>('DELETE', `company/${refs.clientCompany}/`);
    expect(response.status).toBe(400);
    const name = before.company[0]?.name ?? '';
    expect(response.body.detail).toContain(`${name} cannot be deleted: it has `);
    expect(response.body.detail).toMatch(/\d+ RFQs?\b/);
    expect(response.body.detail).toMatch(/\d+ orders?\b/);
    expect(response.body.detail).toMatch(/1 user who signs in for it/);
    expect(response.body.detail).toMatch(/Its business history stays/);
    expect(await snapshot(refs.clientCompany)).toEqual(before);
    expect(await countRows(server.db, 'rfq')).toBe(rfqs);
  });

  it('refuses a supplier with offers, an OEM, and one of our legal entities', async () => {
    const supplier = await lowestOf(server.db, 'supplier_offer', 'company_id');
    const oem = await lowestOf(server.db, 'inventory', 'manufacturer_id');
    const entity = await firstCompanyOfCategory(server.db, COMPANY_CATEGORY.ownLegalEntity);
    for (const [id, pattern] of [
      [supplier, /\d+ offers?\b/],
      [oem, /\d+ part numbers? it produces/],
      [entity.id, /\d+ staff members? working for it/],
    ] as const) {
      const before = await snapshot(id);
      const response = await call<{ detail: string }>('DELETE', `company/${id}/`);
      expect(response.status).toBe(400);
      expect(response.body.detail).toMatch(pattern);
      expect(await snapshot(id)).toEqual(before);
    }
  });

  it('refuses a company with only a treaty, a file, or a contact who signs in', async () => {
    const withTreaty = await createCompany();
    const entity = await firstCompanyOfCategory(server.db, COMPANY_CATEGORY.ownLegalEntity);
    const treaty = await call('POST', `company/${withTreaty.id}/treaties/`, {
      number: 'T-1',
      date: '2026-01-01',
      legal_entity: entity.id,
      currency: refs.usd,
    });
    expect(treaty.status).toBe(201);

    const withFile = await createCompany();
    const uploader = await server.db
      .selectFrom('app_user')
      .select('id')
      .where('username', '=', 'sales')
      .executeTakeFirstOrThrow();
    const row = await rowById(server.db, 'company', withFile.id, ['uuid']);
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
    const person = await call<CompanyGuiding>('POST', `company/${withUser.id}/contacts/`, {
      name: 'Portal',
      surname: 'User',
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
      const response = await call<{ detail: string }>('DELETE', `company/${company.id}/`);
      expect(response.status).toBe(400);
      expect(response.body.detail).toMatch(pattern);
      expect(await snapshot(company.id)).toEqual(before);
    }
  });
});

// ---------------------------------------------------------------- a company's parts

const validContact = {
  name: 'Svenja',
  surname: 'Hartmann',
  position: 'Head of Purchasing',
  email: 'svenja.hartmann@upkeep-test.aero',
  phone: '+49 40 1234 567',
  telegram_link: 'https://t.me/svenja_hartmann',
  time_zone: 'Europe/Berlin',
};

const validAddress = () => ({
  kind: 'ship',
  country: refs.germany,
  city: 'Hamburg',
  address: 'Cargo Terminal 2, Weg beim Jäger 200',
  zip_code: '22335',
  contact_name: 'Receiving desk',
  phone: '+49 40 5070 1234',
});

const validBank = () => ({
  bank_name: 'Commerzbank AG',
  swift: 'cobadeffxxx',
  account_number: 'DE89 3704 0044 0532 0130 00',
  correspondent_account: '',
  currency: refs.eur,
});

const validText = {
  document_type: 0,
  condition_type: 0,
  for_repair: false,
  logistics_on: false,
  language: 'en',
  text: '50 % prepayment, 50 % within 10 days of delivery.',
};

describe('contacts (company/{id}/contacts/)', () => {
  it('adds a contact; the main one is the only main one', async () => {
    const { company, path, added } = await newCompanyWith<CompanyGuiding>('contacts', {
      ...validContact,
      is_main: true,
    });
    expect(added.body.is_main).toBe(true);
    expect(added.body.contact).toMatchObject({
      name: 'Svenja',
      surname: 'Hartmann',
      position: 'Head of Purchasing',
      email: validContact.email,
      telegram_link: validContact.telegram_link,
      time_zone: 'Europe/Berlin',
      company: { id: company.id, name: company.name },
    });
    const second = await call<CompanyGuiding>('POST', path, {
      name: 'Ole',
      telegram_link: '@ole_logistics',
      is_main: true,
    });
    expect(second.status).toBe(201);
    const listed = (await detail(company.id)).company_guidings;
    expect(listed.map((g) => [g.id, g.is_main])).toEqual([
      [second.body.id, true],
      [added.body.id, false],
    ]);
    expect(listed[0]?.contact.surname).toBe('');
  });

  it('changes a contact, clears a field, and makes another one main', async () => {
    const company = await createCompany();
    const path = `company/${company.id}/contacts/`;
    const a = await call<CompanyGuiding>('POST', path, { ...validContact, is_main: true });
    const b = await call<CompanyGuiding>('POST', path, { name: 'Malte' });
    const changed = await call<CompanyGuiding>('PATCH', `${path}${a.body.id}/`, {
      position: 'Purchasing Director',
      telegram_link: '',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.contact.position).toBe('Purchasing Director');
    expect(changed.body.contact.telegram_link).toBe('');
    expect(changed.body.contact.name).toBe('Svenja');
    expect(changed.body.is_main).toBe(true);
    const main = await call<CompanyGuiding>('PATCH', `${path}${b.body.id}/`, { is_main: true });
    expect(main.status).toBe(200);
    const listed = (await detail(company.id)).company_guidings;
    expect(listed.filter((g) => g.is_main).map((g) => g.id)).toEqual([b.body.id]);
  });

  it('contacts made main at the same time: one is main, none fails', async () => {
    const company = await createCompany();
    const path = `company/${company.id}/contacts/`;
    const responses = await Promise.all(
      ['Anna', 'Bernd', 'Carla', 'Dirk'].map((name) =>
        call<CompanyGuiding>('POST', path, { name, is_main: true }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const listed = (await detail(company.id)).company_guidings;
    expect(listed).toHaveLength(4);
    expect(listed.filter((g) => g.is_main)).toHaveLength(1);
  });

  it('removes a contact: it leaves the list, and its record goes when nothing names it', async () => {
    const company = await createCompany();
    const path = `company/${company.id}/contacts/`;
    const added = await call<CompanyGuiding>('POST', path, validContact);
    const response = await call('DELETE', `${path}${added.body.id}/`);
    expect(response.status).toBe(204);
    expect((await detail(company.id)).company_guidings).toEqual([]);
    expect(await idsWhere(server.db, 'contact', 'id', added.body.contact.id)).toEqual([]);
    const again = await call('DELETE', `${path}${added.body.id}/`);
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
    const response = await call('DELETE', `company/${named.company_id}/contacts/${named.id}/`);
    expect(response.status).toBe(204);
    expect(await idsWhere(server.db, 'company_guiding', 'id', named.id)).toEqual([]);
    const rfq = await rowById(server.db, 'rfq', named.rfq_id, ['contact_id']);
    expect(rfq.contact_id).toBe(named.contact_id);
  });

  it('never removes a contact who signs in (a user)', async () => {
    const own = await detail(refs.clientCompany);
    const user = own.company_guidings.find((g) => g.contact.name === 'Daniel');
    expect(user).toBeDefined();
    const before = await snapshot(refs.clientCompany);
    const response = await call<{ detail: string }>(
      'DELETE',
      `company/${refs.clientCompany}/contacts/${user?.id}/`,
    );
    expect(response.status).toBe(400);
    expect(response.body.detail).toMatch(/signs in to Aerodesk as "client"/);
    expect(await snapshot(refs.clientCompany)).toEqual(before);
  });
});

describe('addresses (company/{id}/addresses/)', () => {
  it('adds one address of each kind, changes it, and removes it', async () => {
    const { company, path, added } = await newCompanyWith<CompanyAddress>(
      'addresses',
      validAddress(),
    );
    expect(added.body).toMatchObject({ kind: 'ship', city: 'Hamburg', zip_code: '22335' });
    expect(added.body.country?.code).toBe('DE');
    const pickUp = await call<CompanyAddress>('POST', path, {
      ...validAddress(),
      kind: 'pick_up',
      address: 'Stores 3',
    });
    expect(pickUp.status).toBe(201);
    let shown = await detail(company.id);
    expect(shown.company_ship_address?.id).toBe(added.body.id);
    expect(shown.company_pick_up_address?.address).toBe('Stores 3');

    const changed = await call<CompanyAddress>('PATCH', `${path}${added.body.id}/`, {
      city: 'Bremen',
      zip_code: '',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ kind: 'ship', city: 'Bremen', zip_code: '' });
    expect(changed.body.address).toBe(added.body.address);

    const removed = await call('DELETE', `${path}${pickUp.body.id}/`);
    expect(removed.status).toBe(204);
    shown = await detail(company.id);
    expect(shown.company_pick_up_address).toBeNull();
    expect(shown.company_ship_address?.city).toBe('Bremen');
    // The free kind can be taken by the other address.
    const moved = await call<CompanyAddress>('PATCH', `${path}${added.body.id}/`, {
      kind: 'pick_up',
    });
    expect(moved.body.kind).toBe('pick_up');
  });
});

describe('bank properties (company/{id}/bank_properties/)', () => {
  it('adds, changes and removes bank details', async () => {
    const { company, path, added } = await newCompanyWith<BankProperty>(
      'bank_properties',
      validBank(),
    );
    expect(added.body).toMatchObject({
      bank_name: 'Commerzbank AG',
      swift: 'COBADEFFXXX',
      account_number: 'DE89 3704 0044 0532 0130 00',
      correspondent_account: '',
    });
    expect(added.body.currency.code).toBe('EUR');
    // The same account in another currency is another account.
    const dollars = await call<BankProperty>('POST', path, { ...validBank(), currency: refs.usd });
    expect(dollars.status).toBe(201);
    const changed = await call<BankProperty>('PATCH', `${path}${added.body.id}/`, {
      bank_name: 'Commerzbank Hamburg',
      swift: '',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ bank_name: 'Commerzbank Hamburg', swift: '' });
    expect((await detail(company.id)).bank_properties.map((b) => b.id)).toEqual([
      added.body.id,
      dollars.body.id,
    ]);
    const removed = await call('DELETE', `${path}${dollars.body.id}/`);
    expect(removed.status).toBe(204);
    expect((await detail(company.id)).bank_properties.map((b) => b.id)).toEqual([added.body.id]);
  });
});

describe('condition texts (company/{id}/text_conditions/)', () => {
  it('adds a text that the quotation reads, changes it, and removes it', async () => {
    const { company, path, added } = await newCompanyWith<CompanyTextCondition>(
      'text_conditions',
      validText,
    );
    expect(added.body).toMatchObject({
      ...validText,
      company: { id: company.id, name: company.name },
    });
    const repair = await call<CompanyTextCondition>('POST', path, {
      document_type: 1,
      condition_type: 4,
      for_repair: true,
      text: 'Warranty 6 months.',
    });
    expect(repair.status).toBe(201);
    expect(repair.body).toMatchObject({ for_repair: true, logistics_on: false, language: 'en' });

    const listed = await call<CompanyTextCondition[]>('GET', path);
    expect(listed.body.map((t) => t.id)).toEqual([added.body.id, repair.body.id]);
    // The quotation's text list (spec §7 text_condition/) has it beside the defaults.
    const forQuote = await call<TextCondition[]>('GET', `text_condition/?company=${company.id}`);
    expect(forQuote.body.find((t) => t.id === added.body.id)?.text).toBe(validText.text);

    const changed = await call<CompanyTextCondition>('PATCH', `${path}${added.body.id}/`, {
      text: '100 % prepayment.',
      logistics_on: true,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ text: '100 % prepayment.', logistics_on: true });
    const removed = await call('DELETE', `${path}${repair.body.id}/`);
    expect(removed.status).toBe(204);
    const after = await call<CompanyTextCondition[]>('GET', path);
    expect(after.body.map((t) => t.id)).toEqual([added.body.id]);
  });
});

// ---------------------------------------------------------------- what every part shares

/** A part of a company kept under `company/{id}/<path>/`, as the tests every part shares use it. */
interface CompanyPart {
  title: string;
  path: 'contacts' | 'addresses' | 'bank_properties' | 'text_conditions';
  valid: () => Record<string, unknown>;
  /** Another valid record, one that may stand beside `valid`'s: refused changes are tried on it. */
  beside: () => Record<string, unknown>;
  /** A good field a refused change carries beside the bad one: it is not written either. */
  goodChange: Record<string, unknown>;
  /**
   * Whether a required field left out of a refused add is tried as null in a change too (a
   * contact's name may not be cleared); otherwise such a field is tried on add only.
   */
  clearedInChange: boolean;
  /** Bad input: a label, the fields replaced (undefined: left out), the field refused. */
  bad: [string, Record<string, unknown>, string][];
}

const COMPANY_PARTS: CompanyPart[] = [
  {
    title: 'contacts',
    path: 'contacts',
    valid: () => validContact,
    beside: () => validContact,
    goodChange: { position: 'Changed' },
    clearedInChange: true,
    bad: [
      ['no name', { name: undefined }, 'name'],
      ['a blank name', { name: ' ' }, 'name'],
      ['a name too long', { name: 'n'.repeat(101) }, 'name'],
      ['a bad email', { email: 'svenja at airline' }, 'email'],
      ['a bad phone', { phone: 'ask reception' }, 'phone'],
      ['a bad Telegram link', { telegram_link: 'http://example.com/svenja' }, 'telegram_link'],
      ['an unknown time zone', { time_zone: 'Europe/Atlantis' }, 'time_zone'],
      ['is_main as text', { is_main: 'yes' }, 'is_main'],
    ],
  },
  {
    title: 'addresses',
    path: 'addresses',
    valid: validAddress,
    beside: () => ({ ...validAddress(), kind: 'pick_up' }),
    goodChange: { contact_name: 'Changed' },
    clearedInChange: false,
    bad: [
      ['no kind', { kind: undefined }, 'kind'],
      ['an unknown kind', { kind: 'billing' }, 'kind'],
      ['no country', { country: undefined }, 'country'],
      ['an unknown country', { country: 9999 }, 'country'],
      ['no city', { city: undefined }, 'city'],
      ['a blank address', { address: '  ' }, 'address'],
      ['a zip code too long', { zip_code: '1'.repeat(21) }, 'zip_code'],
      ['a bad phone', { phone: 'front desk' }, 'phone'],
    ],
  },
  {
    title: 'bank properties',
    path: 'bank_properties',
    valid: validBank,
    beside: () => ({ ...validBank(), account_number: '40702810900000012345', currency: refs.usd }),
    goodChange: { bank_name: 'Changed' },
    clearedInChange: false,
    bad: [
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
    ],
  },
  {
    title: 'condition texts',
    path: 'text_conditions',
    valid: () => validText,
    beside: () => ({ ...validText, condition_type: 5, text: 'Loan on request.' }),
    goodChange: { text: 'Changed' },
    clearedInChange: false,
    bad: [
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
    ],
  },
];

/** The bad fields of a refused add as a change: those left out are dropped, or sent as null. */
function badChange(part: CompanyPart, patch: Record<string, unknown>): Record<string, unknown> {
  const change: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) change[key] = value;
    else if (part.clearedInChange) change[key] = null;
  }
  return change;
}

describe.each(COMPANY_PARTS)('$title (company/{id}/$path/): bad input, other companies', (part) => {
  it.each(part.bad)('refuses %s and changes nothing', async (_l, patch, field) => {
    const company = await createCompany();
    const path = `company/${company.id}/${part.path}/`;
    const existing = await call<{ id: number }>('POST', path, part.beside());
    const before = await snapshot(company.id);
    await expectFieldError(await call('POST', path, withFields(part.valid(), patch)), field);
    const change = badChange(part, patch);
    if (Object.keys(change).length) {
      await expectFieldError(
        await call('PATCH', `${path}${existing.body.id}/`, { ...part.goodChange, ...change }),
        field,
      );
    }
    expect(await snapshot(company.id)).toEqual(before);
  });

  it('404 for the record of another company, which stays as it was, and for an unknown company', async () => {
    const company = await createCompany();
    const other = await createCompany();
    const theirs = await call<{ id: number }>(
      'POST',
      `company/${other.id}/${part.path}/`,
      part.valid(),
    );
    expect(theirs.status).toBe(201);
    const before = await snapshot(other.id);
    for (const method of ['PATCH', 'DELETE']) {
      const response = await call(
        method,
        `company/${company.id}/${part.path}/${theirs.body.id}/`,
        method === 'PATCH' ? part.goodChange : undefined,
      );
      expect(response.status).toBe(404);
    }
    expect(await snapshot(other.id)).toEqual(before);
    const unknown = await call('POST', `company/999999/${part.path}/`, part.valid());
    expect(unknown.status).toBe(404);
  });
});

/** The parts a company has one of a kind of: a second is refused, on add and on change. */
const ONE_OF_A_KIND: {
  path: CompanyPart['path'];
  rule: string;
  first: () => Record<string, unknown>;
  /** A record beside the first, then changed `into` the first's kind. */
  second: () => Record<string, unknown>;
  /** The first again, as a user may type it. */
  again: () => Record<string, unknown>;
  into: () => Record<string, unknown>;
  refusal: Record<string, string[]>;
}[] = [
  {
    path: 'addresses',
    rule: 'a second address of a kind',
    first: validAddress,
    second: () => ({ ...validAddress(), kind: 'pick_up' }),
    again: validAddress,
    into: () => ({ kind: 'ship', city: 'Kiel' }),
    refusal: { kind: ['This company already has a ship-to address: edit that one.'] },
  },
  {
    path: 'bank_properties',
    rule: 'an account already on file in that currency, however it is spaced',
    first: validBank,
    second: () => ({ ...validBank(), currency: refs.usd }),
    again: () => ({ ...validBank(), account_number: 'de89-3704-0044-0532-0130-00' }),
    into: () => ({ currency: refs.eur }),
    refusal: { account_number: [ACCOUNT_ON_FILE] },
  },
  {
    path: 'text_conditions',
    rule: 'a second text for the same document, condition, flags and language',
    first: () => validText,
    second: () => ({ ...validText, language: 'ru', text: 'Предоплата 100 %.' }),
    again: () => ({ ...validText, text: 'Another text' }),
    into: () => ({ language: 'en', text: 'x' }),
    refusal: { condition_type: [TEXT_CONDITION_TAKEN] },
  },
];

describe('one of a kind', () => {
  it.each(ONE_OF_A_KIND.map((kind) => [kind.path, kind.rule, kind] as const))(
    '%s: refuses %s, on add and on change, and changes nothing',
    async (_path, _rule, kind) => {
      const company = await createCompany();
      const path = `company/${company.id}/${kind.path}/`;
      await call('POST', path, kind.first());
      const second = await call<{ id: number }>('POST', path, kind.second());
      expect(second.status).toBe(201);
      const before = await snapshot(company.id);
      const twice = await call('POST', path, kind.again());
      expect(twice.status).toBe(400);
      expect(twice.body).toEqual(kind.refusal);
      const into = await call('PATCH', `${path}${second.body.id}/`, kind.into());
      expect(into.status).toBe(400);
      expect(into.body).toEqual(kind.refusal);
      expect(await snapshot(company.id)).toEqual(before);
    },
  );
});

// ---------------------------------------------------------------- the margin formula

describe('the margin formula: the company extra margin on top of the step margin', () => {
  it('is set, changed and removed (0) through the quotation setting', async () => {
    const company = await createCompany();
    const path = `company/${company.id}/quotation_setting/${company.quotation_setting.id}/`;
    for (const extra of [5, 7.5, 0]) {
      const response = await call<QuotationSetting>('PATCH', path, { extra_margin: extra });
      expect(response.status).toBe(200);
      expect(response.body.extra_margin).toBe(extra);
      expect((await detail(company.id)).extra_margin).toBe(extra);
    }
    const before = await snapshot(company.id);
    const negative = await call('PATCH', path, { extra_margin: -2 });
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
        { kind: 'pick_up', country: refs.germany, city: 'X', address: 'Y' },
      ],
      [
        'POST',
        `${base}/bank_properties/`,
        { bank_name: 'B', account_number: '123456', currency: refs.usd },
      ],
      ['POST', `${base}/text_conditions/`, { document_type: 0, condition_type: 1, text: 'T' }],
    ];
  }

  it('a client reads its own company, not our condition texts, and writes nothing there (403)', async () => {
    const before = await snapshot(refs.clientCompany);
    for (const [method, path, body] of writes(refs.clientCompany, 'client')) {
      const response = await api(server, path, { method, token: client.access, body });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    const own = await detail(refs.clientCompany);
    const guiding = own.company_guidings[0];
    const bank = own.bank_properties[0];
    for (const path of [
      guiding ? `client/company/${refs.clientCompany}/contacts/${guiding.id}/` : '',
      bank ? `client/company/${refs.clientCompany}/bank_properties/${bank.id}/` : '',
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
    expect(await snapshot(refs.clientCompany)).toEqual(before);
    const texts = await api(server, `client/company/${refs.clientCompany}/text_conditions/`, {
      token: client.access,
    });
    // Condition texts are what our documents are composed from: staff only (audience.ts).
    expect(texts.status).toBe(403);
    expect((await detail(refs.clientCompany, client)).id).toBe(refs.clientCompany);
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
      body: { bank_name: 'Chase', account_number: '000123456789', currency: refs.usd },
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
