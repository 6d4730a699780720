/**
 * Issue 10's bad input, each a clear 400 that changes nothing: a currency rate of 0 (and the
 * hand-entered rates that are fine), a warranty of -1 months, a service request status that does
 * not exist. Negative margins and steps out of order: margin-settings.test.ts and
 * transport-margin.test.ts; files with a path in their name, over the cap, and url_upload to
 * 127.0.0.1: files.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { CurrencyRates, WarrantyTerm } from '../../src-shared/api/setting.ts';
import { RATE_ERROR } from '../../src-shared/api/setting.ts';
import type { ServiceRequest } from '../../src-shared/api/service-request.ts';
import { BASE_RATE_FIXED, UNKNOWN_CURRENCY } from '../../src-server/areas/setting/routes.ts';
import { serverWithCalls } from './sales-helpers.ts';

const { calls } = serverWithCalls(['admin', 'sales', 'service_admin']);
const { admin, sales, service_admin: serviceAdmin } = calls;

async function rates(): Promise<CurrencyRates> {
  const response = await sales<CurrencyRates>('GET', 'currency_rate/');
  expect(response.status).toBe(200);
  return response.body;
}

describe('currency rates entered by hand (PATCH currency_rate/)', () => {
  it('sets the rates given, keeps the others, and the timestamp becomes now', async () => {
    const before = await rates();
    const saved = await admin<CurrencyRates>('PATCH', 'currency_rate/', { rates: { EUR: 0.9321 } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.rates.EUR).toBe(0.9321);
    for (const [code, rate] of Object.entries(before.rates))
      if (code !== 'EUR') expect(saved.body.rates[code]).toBe(rate);
    expect(Date.now() - Date.parse(saved.body.timestamp)).toBeLessThan(60_000);
    expect(await rates()).toEqual(saved.body);
  });

  it('refuses a rate of 0, a negative one, an unknown currency: nothing changes', async () => {
    const before = await rates();
    for (const [body, field, message] of [
      [{ EUR: 0, RUB: 95 }, 'rates.EUR', RATE_ERROR],
      [{ EUR: -1 }, 'rates.EUR', RATE_ERROR],
      [{ EUR: 1.1, XXQ: 2 }, 'rates.XXQ', UNKNOWN_CURRENCY('XXQ')],
      [{ USD: 1.2 }, 'rates.USD', BASE_RATE_FIXED],
    ] as const) {
      const refused = await admin<Record<string, string[]>>('PATCH', 'currency_rate/', {
        rates: body,
      });
      expect(refused.status).toBe(400);
      expect(refused.body[field]).toEqual([message]);
    }
    expect(await rates()).toEqual(before);
  });

  it('a sales manager reads the rates and may not set them', async () => {
    expect((await sales('PATCH', 'currency_rate/', { rates: { EUR: 1 } })).status).toBe(403);
  });
});

describe('warranty terms', () => {
  it('refuses -1 months, naming the field, and keeps what was', async () => {
    const terms = (await sales<WarrantyTerm[]>('GET', 'warranty_terms/')).body;
    const [first] = terms as [WarrantyTerm];
    const refused = await admin<Record<string, string[]>>(
      'PATCH',
      'warranty_terms/update_many_warranties/',
      { warranties: [{ condition: first.condition.id, months: -1, text: '' }] },
    );
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body)).toEqual(['warranties.0.months']);
    expect((await sales<WarrantyTerm[]>('GET', 'warranty_terms/')).body).toEqual(terms);
  });
});

describe('service requests', () => {
  it('refuses a status that does not exist, and changes nothing', async () => {
    const filed = await sales<ServiceRequest>('POST', '/api/service_requests/', {
      comment: 'The hangar door sensor is stuck.',
    });
    expect(filed.status).toBe(201);
    const refused = await serviceAdmin<Record<string, string[]>>(
      'PATCH',
      `/api/service_requests/${filed.body.id}/`,
      { status: 'teleported' },
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toHaveProperty('status');
    const after = await serviceAdmin<ServiceRequest>(
      'GET',
      `/api/service_requests/${filed.body.id}/`,
    );
    expect(after.body.status).toBe('new');
  });
});
