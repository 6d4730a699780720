/**
 * Base settings, delivery time and warranty terms (spec §7 "Settings", §9): read on `{role}`,
 * the base settings changed on the manager path; the defaults ('Standard' id 35, record id 1);
 * bad input refused with the field named and nothing changed; readers may not write.
 */
import { describe, expect, it } from 'vitest';
import type {
  BaseSettings,
  DeliveryTimeSetting,
  WarrantyTerm,
} from '../../src-shared/api/setting.ts';
import { DEFAULT_DELIVERY_TIME } from '../../src-shared/domain/constants.ts';

import { caller, idByCode, serverWithCalls } from './sales-helpers.ts';

const { server, users, calls } = serverWithCalls(['sales_admin', 'sales', 'auditor']);
const { sales_admin: asAdmin, sales: asSales } = calls;

describe('base settings (record 1)', () => {
  it('are read on {role}/base_settings/1/ and changed on manager/base_settings/1/', async () => {
    const read = await asSales<BaseSettings>('GET', 'base_settings/1/');
    expect(read.status).toBe(200);
    expect(read.body.id).toBe(1);
    const eur = await idByCode(server.db, 'ref_currency', 'EUR');
    const changed = await asAdmin<BaseSettings>('PATCH', '/manager/base_settings/1/', {
      main_currency: eur,
      vat_value: 18,
      quote_validity_days: 45,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ vat_value: 18, quote_validity_days: 45 });
    expect(changed.body.main_currency?.code).toBe('EUR');
    // The role's own prefix is not where they change.
    expect((await asAdmin('PATCH', 'base_settings/1/', { vat_value: 1 })).status).toBe(404);
    expect((await asSales('GET', 'base_settings/2/')).status).toBe(404);
  });

  it('refuses bad values, naming the field, and keeps what was', async () => {
    const before = (await asSales<BaseSettings>('GET', 'base_settings/1/')).body;
    const bad = await asAdmin('PATCH', '/manager/base_settings/1/', {
      vat_value: 120,
      quote_validity_days: 0,
      main_currency: 99_999,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('vat_value');
    expect(bad.body).toHaveProperty('quote_validity_days');
    const unknown = await asAdmin('PATCH', '/manager/base_settings/1/', { main_currency: 99_999 });
    expect(unknown.body).toHaveProperty('main_currency');
    expect((await asSales<BaseSettings>('GET', 'base_settings/1/')).body).toEqual(before);
  });

  it('a sales manager and the auditor read them and may not change them', async () => {
    for (const user of [users.sales, users.auditor]) {
      const as = caller(server, user);
      expect((await as('GET', 'base_settings/1/')).status).toBe(200);
      expect((await as('PATCH', '/manager/base_settings/1/', { vat_value: 5 })).status).toBe(403);
    }
  });
});

describe('delivery time', () => {
  it("starts at 'Standard' (id 35) for both, and changes each", async () => {
    const read = await asSales<DeliveryTimeSetting>('GET', 'delivery_time/');
    expect(read.body.warehouse_company).toMatchObject(DEFAULT_DELIVERY_TIME);
    expect(read.body.quotation_company).toMatchObject(DEFAULT_DELIVERY_TIME);
    const other = await server.db
      .selectFrom('ref_delivery_time')
      .select(['id', 'name'])
      .where('id', '<>', DEFAULT_DELIVERY_TIME.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const changed = await asAdmin<DeliveryTimeSetting>('PATCH', 'delivery_time/', {
      quotation_company: other.id,
    });
    expect(changed.body.quotation_company).toMatchObject(other);
    expect(changed.body.warehouse_company.id).toBe(DEFAULT_DELIVERY_TIME.id);
    const bad = await asAdmin('PATCH', 'delivery_time/', { warehouse_company: 99_999 });
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('warehouse_company');
  });
});

describe('warranty terms', () => {
  it('one per condition, 12 months until set; a bulk update writes all or nothing', async () => {
    const terms = (await asSales<WarrantyTerm[]>('GET', 'warranty_terms/')).body;
    expect(terms.length).toBeGreaterThan(3);
    expect(terms.every((term) => term.months === 12)).toBe(true);
    const [first, second] = terms as [WarrantyTerm, WarrantyTerm];
    const saved = await asAdmin<WarrantyTerm[]>('PATCH', 'warranty_terms/update_many_warranties/', {
      warranties: [
        { condition: first.condition.id, months: 24, text: 'Factory warranty.' },
        { condition: second.condition.id, months: 6, text: '' },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.find((t) => t.condition.id === first.condition.id)).toMatchObject({
      months: 24,
      text: 'Factory warranty.',
    });
    const refused = await asAdmin('PATCH', 'warranty_terms/update_many_warranties/', {
      warranties: [
        { condition: first.condition.id, months: 3, text: '' },
        { condition: 99_999, months: 3, text: '' },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toHaveProperty(['warranties.1.condition']);
    const after = (await asSales<WarrantyTerm[]>('GET', 'warranty_terms/')).body;
    expect(after.find((t) => t.condition.id === first.condition.id)?.months).toBe(24);
  });
});
