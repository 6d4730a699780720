/**
 * What the quotation builder reads: currency rates, margin steps per sale type, transport steps
 * (and who may read them), the reference data sales added (delivery-time transit days, legal
 * entities with country codes, Russian and English texts), and the sales demo data.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONDITION_TYPE_LABEL,
  DOCUMENT_TYPE_LABEL,
  type BaseInfo,
  type TextCondition,
} from '../../src-shared/api/home.ts';
import type { CompanyDetail } from '../../src-shared/api/company.ts';
import type {
  CurrencyRates,
  SaleTypeMargin,
  TransportMargin,
} from '../../src-shared/api/setting.ts';
import { COMPANY_CATEGORY } from '../../src-shared/domain/constants.ts';
import { KP_VERSIONS } from '../../src-shared/domain/kp-versions.ts';
import { companyOfUser, login, rowsPer } from './helpers.ts';
import { caller, RFQ_STATE_COLUMNS, salesServerForTests } from './sales-helpers.ts';

const { server, call: sales } = salesServerForTests();

describe('pricing settings', () => {
  it('currency_rate: units of every currency per 1 USD, and when they were taken', async () => {
    const response = await sales<CurrencyRates>('GET', 'currency_rate/');
    expect(response.status).toBe(200);
    const currencies = await server.db.selectFrom('ref_currency').select('code').execute();
    expect(Object.keys(response.body.rates).sort()).toEqual(
      currencies.map((row) => row.code as string).sort(),
    );
    expect(response.body.rates.USD).toBe(1);
    expect(response.body.rates.EUR).toBe(0.925);
    for (const rate of Object.values(response.body.rates)) expect(rate).toBeGreaterThan(0);
    expect(response.body.timestamp).toBe('2026-11-16T09:00:00.000Z');
  });

  it('margin: steps for every sale type, rising `from`, falling percent; outright as agreed', async () => {
    const response = await sales<SaleTypeMargin[]>('GET', 'margin/');
    expect(response.status).toBe(200);
    const types = await server.db.selectFrom('ref_sale_type').select(['id', 'code']).execute();
    expect(response.body.map((item) => item.sale_type.id).sort()).toEqual(
      types.map((type) => type.id).sort(),
    );
    for (const item of response.body) {
      expect(item.steps.length, item.sale_type.name).toBeGreaterThan(0);
      expect(item.steps[0]?.from).toBe(0);
      for (let i = 1; i < item.steps.length; i++) {
        expect(item.steps[i]?.from).toBeGreaterThan(item.steps[i - 1]?.from ?? 0);
        expect(item.steps[i]?.percent).toBeLessThan(item.steps[i - 1]?.percent ?? 0);
      }
    }
    const outright = response.body.find((item) => item.sale_type.name === 'Outright sale');
    expect(outright?.steps).toEqual([
      { from: 0, percent: 45 },
      { from: 500, percent: 35 },
      { from: 2000, percent: 25 },
      { from: 10000, percent: 18 },
      { from: 50000, percent: 12 },
    ]);
  });

  it('transport_margin: its steps', async () => {
    const response = await sales<TransportMargin>('GET', 'transport_margin/');
    expect(response.status).toBe(200);
    expect(response.body.steps[0]).toEqual({ from: 0, percent: 12 });
    expect(response.body.steps.length).toBeGreaterThan(2);
  });

  it('are readable by every role that quotes (rfq) or manages settings, not by others', async () => {
    for (const username of [
      'sales',
      'sales_admin',
      'fg_sales_admin',
      'repair',
      'pricing',
      'auditor',
    ]) {
      const session = caller(server, await login(server, username));
      for (const path of ['currency_rate/', 'margin/', 'transport_margin/'])
        expect((await session('GET', path)).status, `${username} ${path}`).toBe(200);
    }
    // Parts search reads RFQs but does not price: the rates, never our margins (audience.ts).
    const partsSearch = caller(server, await login(server, 'parts_search'));
    expect((await partsSearch('GET', 'currency_rate/')).status).toBe(200);
    for (const path of ['margin/', 'transport_margin/'])
      expect((await partsSearch('GET', path)).status, `parts_search ${path}`).toBe(403);
    // The client reads the rates of its own quotations, never our margins (sales-access.test.ts).
    const client = caller(server, await login(server, 'client'));
    expect((await client('GET', 'currency_rate/')).status).toBe(200);
    for (const path of ['margin/', 'transport_margin/'])
      expect((await client('GET', path)).status, `client ${path}`).toBe(403);
    for (const username of ['warehouse', 'logistics', 'buyer']) {
      const session = caller(server, await login(server, username));
      for (const path of ['currency_rate/', 'margin/', 'transport_margin/'])
        expect((await session('GET', path)).status, `${username} ${path}`).toBe(403);
    }
  });
});

describe('reference data for sales', () => {
  let info: BaseInfo;
  beforeAll(async () => {
    info = (await sales<BaseInfo>('GET', 'home/base_info/')).body as BaseInfo;
  });

  it('delivery times carry their business days of transit; on request carries none', () => {
    const days = Object.fromEntries(info.delivery_time.map((item) => [item.name, item.days]));
    expect(days).toEqual({
      'Ex stock, same day': 0,
      '1-2 business days': 2,
      '3-5 business days': 5,
      '5-10 business days': 10,
      Standard: 7,
      '2-3 weeks': 15,
      '4-6 weeks': 30,
      '6-8 weeks': 40,
      '8-12 weeks': 60,
      'AOG: within 24 hours': 1,
      'On request': undefined,
    });
  });

  it('our legal entities carry their ISO country code: one for every KP version', () => {
    const codes = info.legal_entity.map((entity) => entity.code).sort();
    expect(codes).toEqual(['AE', 'DE', 'RU', 'SG', 'US']);
    for (const version of Object.values(KP_VERSIONS)) expect(codes).toContain(version.legalEntity);
    expect(info.legal_entity.find((entity) => entity.code === 'RU')?.name).toBe('ООО «Аэродеск»');
  });

  it('the Russian entity: Moscow, a valid ИНН as VAT number, a rouble account', async () => {
    const ru = info.legal_entity.find((legalEntity) => legalEntity.code === 'RU');
    const response = await sales<CompanyDetail>('GET', `company/${ru?.id}/`);
    expect(response.status).toBe(200);
    const entity = response.body;
    expect(entity).toMatchObject({
      name: 'ООО «Аэродеск»',
      city: 'Москва',
      country: { code: 'RU' },
      category: { id: COMPANY_CATEGORY.ownLegalEntity },
    });
    expect(entity.bank_properties.map((bank) => bank.currency.code)).toContain('RUB');
    expect(entity.address).toContain('Москва');
    const digits = entity.vat_number.split('').map(Number);
    const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
    const check =
      (weights.reduce((sum, weight, i) => sum + weight * (digits[i] ?? 0), 0) % 11) % 10;
    expect(digits).toHaveLength(10);
    expect(digits[9]).toBe(check);
  });

  it('text conditions for every document and condition type, in Russian and in English', async () => {
    for (const language of ['ru', 'en'] as const) {
      const response = await sales<TextCondition[]>('GET', `text_condition/?language=${language}`);
      expect(response.status).toBe(200);
      const defaults = response.body.filter((item) => item.company === null);
      for (let document = 0; document < DOCUMENT_TYPE_LABEL.length; document++)
        for (let condition = 0; condition < CONDITION_TYPE_LABEL.length; condition++)
          for (const forRepair of [false, true]) {
            const text = defaults.find(
              (item) =>
                item.document_type === document &&
                item.condition_type === condition &&
                item.for_repair === forRepair,
            );
            expect(text?.language, `${language} ${document}/${condition}/${forRepair}`).toBe(
              language,
            );
            if (language === 'ru') expect(text?.text).toMatch(/[А-Яа-я]{3}/);
            else expect(text?.text).not.toMatch(/[А-Яа-я]/);
          }
    }
  });
});

describe('the sales demo data', () => {
  it('has RFQs in every state, repair RFQs ROUTINE, quoted ones with KPs, canceled ones with comments', async () => {
    const rows = await server.db
      .selectFrom('rfq')
      .select([...RFQ_STATE_COLUMNS, 'is_repair', 'priority'])
      .execute();
    const kps = await rowsPer(server.db, 'kp', 'rfq_id');
    const positions = await rowsPer(server.db, 'rfq_position', 'rfq_id');
    const states = new Set(rows.map((row) => row.activity_status));
    expect([...states].sort()).toEqual([
      'canceled',
      'in_work',
      'new',
      'quoted',
      'renewed',
      'returned',
    ]);
    for (const row of rows) {
      expect(row.in_work && row.in_archive).toBe(false);
      expect(positions.get(row.id) ?? 0).toBeGreaterThanOrEqual(1);
      expect(positions.get(row.id) ?? 0).toBeLessThanOrEqual(25);
      if (row.is_repair) expect(row.priority).toBe('ROUTINE');
      if (row.activity_status === 'quoted') {
        expect(row.in_archive && row.full_quoted).toBe(true);
        expect(kps.get(row.id) ?? 0).toBeGreaterThan(0);
      }
      if (row.activity_status === 'canceled') expect(row.cancel_comment).toBeTruthy();
      if (row.in_work) expect(row.rfq_manager_id).not.toBeNull();
    }
    expect(rows.some((row) => row.is_repair)).toBe(true);
  });

  it('has offers in several currencies, some expired, some deactivated, and groups of alternates', async () => {
    const currencies = await server.db
      .selectFrom('supplier_offer as so')
      .innerJoin('ref_currency as c', 'c.id', 'so.currency_id')
      .select('c.code')
      .distinct()
      .execute();
    expect(currencies.length).toBeGreaterThanOrEqual(4);
    const today = new Date().toISOString().slice(0, 10);
    const expired = await server.db
      .selectFrom('supplier_offer')
      .select('id')
      .where('valid_until', '<', today)
      .executeTakeFirst();
    expect(expired).toBeDefined();
    const deactivated = await server.db
      .selectFrom('offer_history')
      .select('comment')
      .where('action', '=', 'deactivated')
      .executeTakeFirstOrThrow();
    expect(deactivated.comment).toBeTruthy();
    const groups = await server.db
      .selectFrom('inventory')
      .select('group_id')
      .groupBy('group_id')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(groups.length).toBeGreaterThan(10);
  });

  it('the client demo user’s airline has RFQs in every list, KPs and orders', async () => {
    const own = await companyOfUser(server.db, 'client');
    const rfqs = await server.db
      .selectFrom('rfq')
      .select(['in_work', 'in_archive'])
      .where('company_id', '=', own.id)
      .execute();
    expect(rfqs.some((row) => !row.in_work && !row.in_archive)).toBe(true);
    expect(rfqs.some((row) => row.in_work)).toBe(true);
    expect(rfqs.some((row) => row.in_archive)).toBe(true);
    const orders = await server.db
      .selectFrom('sales_order')
      .select('id')
      .where('company_id', '=', own.id)
      .where('kp_id', 'is not', null)
      .execute();
    expect(orders.length).toBeGreaterThanOrEqual(2);
  });

  it('seeded KPs add up: rows to totals, totals to what the shown totals start from', async () => {
    const kps = await server.db.selectFrom('kp').selectAll().execute();
    const rows = await server.db.selectFrom('kp_row').selectAll().execute();
    expect(kps.length).toBeGreaterThan(20);
    for (const kp of kps) {
      const own = rows.filter((row) => row.kp_id === kp.id);
      expect(own.length).toBeGreaterThan(0);
      const goods = Math.round(own.reduce((sum, row) => sum + Number(row.total), 0) * 100) / 100;
      expect(Number(kp.goods)).toBe(goods);
      expect(Number(kp.total)).toBe(
        Math.round((Number(kp.total_no_vat) + Number(kp.vat_amount)) * 100) / 100,
      );
      for (const row of own) expect(row.delivery_date >= kp.date).toBe(true);
    }
  });
});
