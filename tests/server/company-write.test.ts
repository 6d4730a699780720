import { beforeAll, describe, expect, it } from 'vitest';
import type { Paginated } from '../../src-shared/api/results.ts';
import type {
  CompanyCreate,
  CompanyDetail,
  CompanyListItem,
  CompanySelectorItem,
  Holding,
  QuotationSetting,
  Treaty,
  TreatyCreate,
} from '../../src-shared/api/company.ts';
import {
  COMPANY_CATEGORY,
  DEFAULT_DELIVERY_TIME,
  FAILURES,
} from '../../src-shared/domain/constants.ts';
import { TREATY_NUMBER_TAKEN } from '../../src-server/areas/company/routes.ts';
import { api, countRows, idsWhere, rowById, rowsWhere } from './helpers.ts';
import { companyRefsForTests, refusesEachBadField, withFields } from './company-helpers.ts';
import { firstCompanyOfCategory, serverWithCalls } from './sales-helpers.ts';

const { server, users, calls } = serverWithCalls(['sales', 'client']);
const { sales } = users;
const { sales: asSales, client: asClient } = calls;
const refs = companyRefsForTests(server);
let otherClientId: number;

beforeAll(async () => {
  const other = await server.db
    .selectFrom('company')
    .select('id')
    .where('category_id', '=', COMPANY_CATEGORY.client)
    .where('id', '!=', refs.clientCompany)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  otherClientId = other.id;
});

async function counts(): Promise<{
  company: number;
  quotation_setting: number;
  treaty: number;
  holding: number;
}> {
  return {
    company: await countRows(server.db, 'company'),
    quotation_setting: await countRows(server.db, 'quotation_setting'),
    treaty: await countRows(server.db, 'treaty'),
    holding: await countRows(server.db, 'holding'),
  };
}

function validCompany(overrides: Partial<CompanyCreate> = {}): CompanyCreate {
  return {
    name: `Lufthansa Style Test Airline ${Math.random().toString(36).slice(2, 8)}`,
    category: COMPANY_CATEGORY.client,
    country: refs.germany,
    city: 'Hamburg',
    address: 'Weg beim Jäger 193',
    email: 'purchasing@example-airline.aero',
    phone: '+49 40 5070 0',
    website: 'https://www.example-airline.aero',
    vat_number: 'DE123456789',
    comment: 'Created by a test.',
    ...overrides,
  };
}

describe('company create', () => {
  it('creates a company (201, the detail shape) with a default quotation setting', async () => {
    const before = await counts();
    const body = validCompany();
    const response = await asSales<CompanyDetail>('POST', 'company/', body);
    expect(response.status).toBe(201);
    const created = response.body;
    expect(created.name).toBe(body.name);
    expect(created.category.id).toBe(COMPANY_CATEGORY.client);
    expect(created.country?.code).toBe('DE');
    expect(created.email).toBe(body.email);
    expect(created.website).toBe(body.website);
    expect(created.company_guidings).toEqual([]);
    expect(created.deals_count).toBe(0);
    expect(created.quotation_setting.kp_version).toBe(1);
    expect(created.quotation_setting.delivery_time).toEqual({
      id: DEFAULT_DELIVERY_TIME.id,
      name: 'Standard',
    });
    expect(created.quotation_setting.main_price_unit.code).toBe('USD');
    expect(created.quotation_setting.extra_margin).toBe(0);
    const after = await counts();
    expect(after.company).toBe(before.company + 1);
    expect(after.quotation_setting).toBe(before.quotation_setting + 1);
    const detail = await asSales<CompanyDetail>('GET', `company/${created.id}/`);
    expect(detail.status).toBe(200);
    expect(detail.body).toEqual(created);
  });

  it('takes a holding and a manager', async () => {
    const holding = await server.db
      .selectFrom('holding')
      .select(['id', 'name'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const manager = await server.db
      .selectFrom('app_user as u')
      .innerJoin('contact as c', 'c.id', 'u.contact_id')
      .select(['c.id', 'c.name', 'c.surname'])
      .where('u.username', '=', 'sales')
      .executeTakeFirstOrThrow();
    const response = await asSales<CompanyDetail>(
      'POST',
      'company/',
      validCompany({ holding_company: holding.id, manager: manager.id }),
    );
    expect(response.status).toBe(201);
    expect(response.body.holding_company).toEqual({ id: holding.id, name: holding.name });
    expect(response.body.manager).toEqual({
      id: manager.id,
      name: `${manager.name} ${manager.surname}`,
    });
  });

  it('refuses a duplicate name, whatever its case, and writes nothing', async () => {
    const existing = await server.db
      .selectFrom('company')
      .select('name')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    for (const name of [
      existing.name,
      existing.name.toUpperCase(),
      `  ${existing.name.toLowerCase()}  `,
    ]) {
      const before = await counts();
      const response = await asSales('POST', 'company/', validCompany({ name }));
      expect(response.status).toBe(400);
      expect(Array.isArray(response.body.name)).toBe(true);
      expect((response.body.name as string[])[0]).toMatch(/already exists/);
      expect(await counts()).toEqual(before);
    }
  });

  refusesEachBadField(
    'refuses %s with a message on that field and writes nothing',
    [
      ['missing name', { name: undefined }, 'name'],
      ['missing category', { category: undefined }, 'category'],
      ['missing country', { country: undefined }, 'country'],
    ],
    async (patch) => ({
      state: counts,
      send: () => asSales('POST', 'company/', withFields(validCompany(), patch)),
    }),
  );

  it('reports every bad field at once', async () => {
    const before = await counts();
    const response = await asSales<Record<string, string[]>>('POST', 'company/', {
      name: '',
      email: 'x',
      website: 'nope',
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body).sort()).toEqual([
      'category',
      'country',
      'email',
      'name',
      'website',
    ]);
    expect(response.body.category).toEqual(['This field is required.']);
    expect(await counts()).toEqual(before);
  });

  it('refuses malformed JSON and a non-object body', async () => {
    const response = await fetch(new URL('sales/company/', server.baseUrl), {
      method: 'POST',
      headers: { Authorization: `JWT ${sales.access}`, 'Content-Type': 'application/json' },
      body: '{"name": ',
    });
    expect(response.status).toBe(400);
    expect(typeof ((await response.json()) as { detail: string }).detail).toBe('string');
    const list = await asSales('POST', 'company/', [1, 2]);
    expect(list.status).toBe(400);
    expect(list.body.non_field_errors).toBeTruthy();
  });
});

describe('company detail', () => {
  it('shows every part of a busy client company', async () => {
    // A client with rows of its own in every part the detail shows (a ship address among them).
    let query = server.db
      .selectFrom('company as c')
      .select('c.id')
      .where('c.category_id', '=', COMPANY_CATEGORY.client)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('company_address as a')
            .select('a.id')
            .whereRef('a.company_id', '=', 'c.id')
            .where('a.kind', '=', 'ship'),
        ),
      );
    for (const part of ['sales_order', 'treaty', 'company_guiding', 'bank_property'] as const) {
      query = query.where((eb) =>
        eb.exists(eb.selectFrom(part).select('id').whereRef('company_id', '=', 'c.id')),
      );
    }
    const busy = await query.orderBy('c.id').executeTakeFirstOrThrow();
    const response = await asSales<CompanyDetail>('GET', `company/${busy.id}/`);
    expect(response.status).toBe(200);
    const detail = response.body;
    expect(detail.id).toBe(busy.id);
    expect(detail.company_ship_address?.address).toBeTruthy();
    expect(detail.company_guidings.length).toBeGreaterThan(0);
    expect(detail.company_guidings[0]?.contact.email).toMatch(/@/);
    expect(detail.company_guidings.filter((guiding) => guiding.is_main).length).toBeLessThanOrEqual(
      1,
    );
    expect(detail.bank_properties[0]?.currency.code).toMatch(/^[A-Z]{3}$/);
    expect(detail.company_deals.length).toBe(detail.deals_count);
    expect(detail.company_deals[0]?.number).toMatch(/^SO-\d{4}-\d{5}$/);
    expect(detail.treaties_count).toBeGreaterThan(0);
    expect(detail.quotation_setting.kp_version).toBeGreaterThanOrEqual(1);
    for (let i = 1; i < detail.company_deals.length; i++) {
      expect(
        (detail.company_deals[i - 1]?.date ?? '') >= (detail.company_deals[i]?.date ?? ''),
      ).toBe(true);
    }
  });

  it('shows offers of a supplier and parts produced by a manufacturer', async () => {
    const supplier = await server.db
      .selectFrom('supplier_offer')
      .select(['company_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('company_id')
      .orderBy('company_id')
      .executeTakeFirstOrThrow();
    const offers = await asSales<CompanyDetail>('GET', `company/${supplier.company_id}/`);
    expect(offers.body.offers.length).toBe(Math.min(100, Number(supplier.n)));
    expect(offers.body.offers_count).toBe(Number(supplier.n));
    const offer = offers.body.offers[0];
    expect(offer?.part_number).toBeTruthy();
    expect(['NE', 'NS', 'OH', 'SV', 'AR', 'RP', 'IN', 'FN']).toContain(offer?.condition.code);
    expect(offer?.price).toBeGreaterThan(0);

    const oem = await firstCompanyOfCategory(server.db, COMPANY_CATEGORY.manufacturer);
    const produced = await asSales<CompanyDetail>('GET', `company/${oem.id}/`);
    expect(produced.body.parts_produced.length).toBeGreaterThan(0);
    expect(produced.body.parts_produced[0]?.ata_chapter).toMatch(/^\d{2} /);
  });

  it('404 for an unknown id, a malformed id', async () => {
    expect((await asSales('GET', 'company/999999/')).status).toBe(404);
    const bad = await asSales('GET', 'company/abc/');
    expect(bad.status).toBe(404);
    expect(bad.body).toEqual({ detail: 'Not found.' });
  });
});

describe('treaties', () => {
  let companyId: number;
  let entity: number;
  beforeAll(async () => {
    companyId = otherClientId;
    entity = (await firstCompanyOfCategory(server.db, COMPANY_CATEGORY.ownLegalEntity)).id;
  });

  function treaty(overrides: Partial<TreatyCreate> = {}): TreatyCreate {
    return {
      number: `T-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
      date: '2025-01-15',
      valid_until: '2027-01-14',
      legal_entity: entity,
      currency: refs.usd,
      payment_terms: 'Net 30 days from invoice date',
      credit_limit: 50000,
      comment: 'Framework agreement',
      ...overrides,
    };
  }

  it('lists the treaties of a company', async () => {
    const response = await asSales<Treaty[]>('GET', `company/${companyId}/treaties/`);
    expect(response.status).toBe(200);
    const stored = await countRows(server.db, 'treaty');
    expect(stored).toBeGreaterThan(0);
    const own = await idsWhere(server.db, 'treaty', 'company_id', companyId);
    expect(response.body.map((item) => item.id).sort()).toEqual(own.sort());
  });

  it('creates a treaty (201) and lists it', async () => {
    const body = treaty();
    const response = await asSales<Treaty>('POST', `company/${companyId}/treaties/`, body);
    expect(response.status).toBe(201);
    expect(response.body.number).toBe(body.number);
    expect(response.body.legal_entity.id).toBe(entity);
    expect(response.body.currency.code).toBe('USD');
    expect(response.body.credit_limit).toBe(50000);
    expect(response.body.is_active).toBe(true);
    const listed = await asSales<Treaty[]>('GET', `company/${companyId}/treaties/`);
    expect(listed.body.map((item) => item.id)).toContain(response.body.id);
  });

  it('two treaties with one number at once: one is made, the other is a field error (not a 500)', async () => {
    const body = treaty();
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => asSales('POST', `company/${companyId}/treaties/`, body)),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 400, 400, 400]);
    for (const response of responses.filter((r) => r.status === 400))
      expect(response.body.number).toEqual([TREATY_NUMBER_TAKEN]);
  });

  it('keeps numbers unique per company (not across companies)', async () => {
    const body = treaty();
    expect((await asSales('POST', `company/${companyId}/treaties/`, body)).status).toBe(201);
    const before = await counts();
    const duplicate = await asSales('POST', `company/${companyId}/treaties/`, {
      ...body,
      number: body.number.toLowerCase(),
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.number).toBeTruthy();
    expect(await counts()).toEqual(before);
    const elsewhere = await asSales('POST', `company/${refs.clientCompany}/treaties/`, body);
    expect(elsewhere.status).toBe(201);
  });

  const badTreaties: [string, Partial<Record<keyof TreatyCreate, unknown>>, string][] = [
    ['missing number', { number: undefined }, 'number'],
    ['bad date', { date: '2025-13-40' }, 'date'],
    ['valid_until before date', { date: '2025-05-01', valid_until: '2025-04-30' }, 'valid_until'],
    ['legal entity that is not ours', { legal_entity: 'OTHER_CLIENT' }, 'legal_entity'],
    ['unknown currency', { currency: 9999 }, 'currency'],
    ['negative credit limit', { credit_limit: -1 }, 'credit_limit'],
  ];
  it.each(badTreaties)('refuses %s and writes nothing', async (_label, patch, field) => {
    const body: Record<string, unknown> = { ...treaty() };
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined) delete body[key];
      else body[key] = value === 'OTHER_CLIENT' ? otherClientId : value;
    }
    const before = await counts();
    const response = await asSales<Record<string, string[]>>(
      'POST',
      `company/${companyId}/treaties/`,
      body,
    );
    expect(response.status).toBe(400);
    expect(response.body[field]?.length, JSON.stringify(response.body)).toBeGreaterThan(0);
    expect(await counts()).toEqual(before);
  });

  it('updates a treaty partially, checking the dates against the stored ones', async () => {
    const created = await asSales<Treaty>('POST', `company/${companyId}/treaties/`, treaty());
    const path = `company/${companyId}/treaties/${created.body.id}/`;
    const update = await asSales<Treaty>('PATCH', path, { comment: 'Renewed', is_active: false });
    expect(update.status).toBe(200);
    expect(update.body.comment).toBe('Renewed');
    expect(update.body.is_active).toBe(false);
    expect(update.body.number).toBe(created.body.number);

    const badDate = await asSales('PATCH', path, { valid_until: '2024-01-01' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.valid_until).toBeTruthy();
    const stored = await rowById(server.db, 'treaty', created.body.id, ['valid_until', 'comment']);
    expect(stored.valid_until).toBe('2027-01-14');

    const empty = await asSales('PATCH', path, {});
    expect(empty.status).toBe(400);
    const other = await asSales<Treaty>('POST', `company/${companyId}/treaties/`, treaty());
    const clash = await asSales('PATCH', path, { number: other.body.number, comment: 'x' });
    expect(clash.status).toBe(400);
    expect(clash.body.number).toBeTruthy();
    expect((await rowById(server.db, 'treaty', created.body.id, ['comment'])).comment).toBe(
      'Renewed',
    );
  });

  it('404 for a treaty of another company', async () => {
    const foreign = await server.db
      .selectFrom('treaty')
      .select('id')
      .where('company_id', '!=', companyId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const response = await asSales('PATCH', `company/${companyId}/treaties/${foreign.id}/`, {
      comment: 'x',
    });
    expect(response.status).toBe(404);
  });
});

describe('quotation setting', () => {
  it('updates fields and keeps the others', async () => {
    const detail = await asSales<CompanyDetail>('GET', `company/${otherClientId}/`);
    const setting = detail.body.quotation_setting;
    const entity = await firstCompanyOfCategory(
      server.db,
      COMPANY_CATEGORY.ownLegalEntity,
      'newest',
    );
    const path = `company/${otherClientId}/quotation_setting/${setting.id}/`;
    const response = await asSales<QuotationSetting>('PATCH', path, {
      kp_version: 7,
      vat: true,
      vat_value: 20,
      extra_margin: 12.5,
      legal_entity: entity.id,
      delivery_time: 33,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...setting,
      kp_version: 7,
      vat: true,
      vat_value: 20,
      extra_margin: 12.5,
      legal_entity: { id: entity.id, name: entity.name },
      delivery_time: { id: 33, name: '3-5 business days' },
    });
    const list = await asSales<{ results: { id: number; extra_margin: number }[] }>(
      'GET',
      `company/?search=${encodeURIComponent(detail.body.name)}`,
    );
    expect(list.body.results.find((item) => item.id === otherClientId)?.extra_margin).toBe(12.5);
  });

  const badSettings: [string, Record<string, unknown>, string][] = [
    ['kp_version 0', { kp_version: 0 }, 'kp_version'],
    ['kp_version 11', { kp_version: 11 }, 'kp_version'],
    ['vat over 100', { vat_value: 101 }, 'vat_value'],
    ['negative margin', { extra_margin: -1 }, 'extra_margin'],
    ['unknown delivery time', { delivery_time: 999 }, 'delivery_time'],
    ['unknown currency', { main_price_unit: 999 }, 'main_price_unit'],
    ['a client as legal entity', { legal_entity: 'OTHER_CLIENT' }, 'legal_entity'],
    ['vat not a boolean', { vat: 'yes' }, 'vat'],
  ];
  it.each(badSettings)('refuses %s and changes nothing', async (_label, patch, field) => {
    const [setting] = await rowsWhere(
      server.db,
      'quotation_setting',
      'company_id',
      refs.clientCompany,
    );
    const body = Object.fromEntries(
      Object.entries(patch).map(([key, value]) => [
        key,
        value === 'OTHER_CLIENT' ? otherClientId : value,
      ]),
    );
    const response = await asSales<Record<string, string[]>>(
      'PATCH',
      `company/${refs.clientCompany}/quotation_setting/${setting?.id}/`,
      {
        ...body,
        kp_version_note: 'ignored',
        ...(field === 'kp_version' ? {} : { kp_version: 9 }),
      },
    );
    expect(response.status).toBe(400);
    expect(response.body[field]?.length, JSON.stringify(response.body)).toBeGreaterThan(0);
    expect(
      await rowsWhere(server.db, 'quotation_setting', 'company_id', refs.clientCompany),
    ).toEqual([setting]);
  });

  it('404 when the setting is not the company one', async () => {
    const foreign = await server.db
      .selectFrom('quotation_setting')
      .select('id')
      .where('company_id', '=', otherClientId)
      .executeTakeFirstOrThrow();
    const response = await asSales(
      'PATCH',
      `company/${refs.clientCompany}/quotation_setting/${foreign.id}/`,
      { kp_version: 2 },
    );
    expect(response.status).toBe(404);
  });
});

describe('holdings', () => {
  it('the selector lists holdings for any valid token with company read', async () => {
    const response = await asSales<Holding[]>('GET', '/api/selectors/holding/');
    expect(response.status).toBe(200);
    expect(response.body.length).toBe(await countRows(server.db, 'holding'));
    expect((await api(server, 'api/selectors/holding/')).status).toBe(401);
  });

  it('creates a holding, refuses a duplicate in any case with "Holding already exist"', async () => {
    const created = await asSales<Holding>('POST', 'holding/', {
      name: 'Skybridge Aviation Holding',
    });
    expect(created.status).toBe(201);
    expect(created.body.name).toBe('Skybridge Aviation Holding');
    const before = await counts();
    const duplicate = await asSales('POST', 'holding/', { name: 'SKYBRIDGE aviation holding' });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body).toEqual({ detail: FAILURES.holdingExists });
    const short = await asSales('POST', 'holding/', { name: 'X' });
    expect(short.status).toBe(400);
    expect(short.body.name).toBeTruthy();
    expect(await counts()).toEqual(before);
    const selector = await asSales<Holding[]>('GET', '/api/selectors/holding/');
    expect(selector.body).toContainEqual(created.body);
  });
});

describe('company selector', () => {
  it('filters by categories and search', async () => {
    const response = await asSales<CompanySelectorItem[]>(
      'GET',
      'company_selector/?categories=1,3,4,11',
    );
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThan(0);
    for (const item of response.body) expect([1, 3, 4, 11]).toContain(item.category);
    const nonClients = await asSales<CompanySelectorItem[]>(
      'GET',
      'company_selector/?categories=3,4,11',
    );
    for (const item of nonClients.body) expect([3, 4, 11]).toContain(item.category);
    expect(nonClients.body.some((item) => item.category === 3)).toBe(true);
    expect(nonClients.body.some((item) => item.category === 4)).toBe(true);
    const searched = await asSales<CompanySelectorItem[]>(
      'GET',
      'company_selector/?categories=3,4&search=warehouse',
    );
    expect(searched.body.length).toBe(4);
    for (const item of searched.body) expect(item.name.toLowerCase()).toContain('warehouse');
  });
});

describe('client scoping', () => {
  it('sees its own company, and others are 404', async () => {
    const own = await asClient<CompanyDetail>('GET', `company/${refs.clientCompany}/`);
    expect(own.status).toBe(200);
    expect(own.body.id).toBe(refs.clientCompany);
    const other = await asClient('GET', `company/${otherClientId}/`);
    expect(other.status).toBe(404);
    expect((await asClient('GET', `company/${otherClientId}/treaties/`)).status).toBe(404);
    expect((await asClient('GET', `company/${refs.clientCompany}/treaties/`)).status).toBe(200);
  });

  it('never sees the extra margin we add on its quotes, in the detail or the list', async () => {
    const setting = await server.db
      .selectFrom('quotation_setting')
      .select(['id', 'extra_margin'])
      .where('company_id', '=', refs.clientCompany)
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable('quotation_setting')
      .set({ extra_margin: 7.5 })
      .where('id', '=', setting.id)
      .execute();
    try {
      const staff = await asSales<CompanyDetail>('GET', `company/${refs.clientCompany}/`);
      expect(staff.body.extra_margin).toBe(7.5);
      expect(staff.body.quotation_setting.extra_margin).toBe(7.5);
      const own = await asClient<CompanyDetail>('GET', `company/${refs.clientCompany}/`);
      expect(own.status).toBe(200);
      // Not there at all, nor the quotation setting it sits in (audience.ts).
      expect(own.body).not.toHaveProperty('extra_margin');
      expect(own.body).not.toHaveProperty('quotation_setting');
      const list = await asClient<Paginated<CompanyListItem>>('GET', 'company/');
      expect(list.body.results.map((item) => [item.id, 'extra_margin' in item])).toEqual([
        [refs.clientCompany, false],
      ]);
    } finally {
      await server.db
        .updateTable('quotation_setting')
        .set({ extra_margin: setting.extra_margin })
        .where('id', '=', setting.id)
        .execute();
    }
  });

  it('cannot create holdings or companies, and its selector holds only its company', async () => {
    const before = await counts();
    const holding = await asClient('POST', 'holding/', { name: 'Client Made Holding' });
    expect(holding.status).toBe(403);
    expect(await counts()).toEqual(before);
    const selector = await asClient<CompanySelectorItem[]>(
      'GET',
      'company_selector/?categories=1,3,4,11',
    );
    expect(selector.body.map((item) => item.id)).toEqual([refs.clientCompany]);
    const holdings = await asClient<Holding[]>('GET', '/api/selectors/holding/');
    expect(holdings.status).toBe(200);
    const ownHolding = await rowById(server.db, 'company', refs.clientCompany, ['holding_id']);
    expect(holdings.body.map((item) => item.id)).toEqual(
      ownHolding.holding_id === null ? [] : [ownHolding.holding_id],
    );
  });
});
