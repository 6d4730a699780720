import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONDITION_TYPE_LABEL,
  DOCUMENT_TYPE_LABEL,
  REFERENCE_LISTS,
  type BaseInfo,
  type QuoteMail,
  type QuotePhone,
  type TextCondition,
  type UserInfo,
} from '../../src-shared/api/home.ts';
import { COMPANY_CATEGORY, DEFAULT_DELIVERY_TIME } from '../../src-shared/domain/constants.ts';
import { NOT_FOR_YOUR_ROLE } from '../../src-server/http/route.ts';
import { api, serverForTests } from './helpers.ts';

const { server, users } = serverForTests(['sales', 'client']);
const { sales, client } = users;

describe('health', () => {
  it('answers without auth', async () => {
    const response = await api(server, 'api/health/');
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('ok');
    expect(typeof response.body.version).toBe('string');
  });
});

describe('base_info', () => {
  let info: BaseInfo;
  beforeAll(async () => {
    const response = await api<BaseInfo>(server, 'sales/home/base_info/', { token: sales.access });
    expect(response.status).toBe(200);
    info = response.body;
  });

  it('fills every reference list with id and name entries', () => {
    expect(Object.keys(info).sort()).toEqual([...REFERENCE_LISTS].sort());
    for (const list of REFERENCE_LISTS) {
      expect(info[list].length, list).toBeGreaterThan(0);
      for (const item of info[list]) {
        expect(Number.isInteger(item.id), `${list} id`).toBe(true);
        expect(item.name, `${list} name`).toBeTruthy();
      }
      expect(new Set(info[list].map((item) => item.id)).size, `${list} ids unique`).toBe(
        info[list].length,
      );
    }
  });

  it('has the trade codes: ATA chapters, conditions, priorities, incoterms, aircraft types', () => {
    const ata = new Map(info.ata_type.map((item) => [item.code, item.name]));
    expect(ata.get('21')).toBe('Air Conditioning');
    expect(ata.get('32')).toBe('Landing Gear');
    expect(ata.get('80')).toBe('Starting');
    const conditions = info.condition.map((item) => item.code);
    for (const code of ['NE', 'NS', 'OH', 'SV', 'AR', 'RP', 'IN', 'FN'])
      expect(conditions).toContain(code);
    const priorities = info.rfq_priority.map((item) => item.name);
    for (const name of ['AOG', 'CRITICAL', 'ROUTINE']) expect(priorities).toContain(name);
    expect(info.delivery_terms.map((item) => item.code)).toEqual(
      expect.arrayContaining(['EXW', 'FCA', 'CIP', 'DAP', 'DDP']),
    );
    expect(info.ac_type.map((item) => item.code)).toEqual(
      expect.arrayContaining(['A320', 'B738', 'AT76']),
    );
  });

  it('has currencies with symbols and countries with ISO codes', () => {
    const usd = info.currency.find((item) => item.code === 'USD');
    expect(usd?.symbol).toBe('$');
    expect(info.currency.find((item) => item.code === 'EUR')?.symbol).toBe('€');
    for (const currency of info.currency) expect(currency.symbol).toBeTruthy();
    for (const country of info.country_obj) expect(country.code).toMatch(/^[A-Z]{2}$/);
    expect(info.country_obj.find((item) => item.code === 'DE')?.name).toBe('Germany');
  });

  it('has delivery time 35 Standard, KP versions 1 to 10, our legal entities and warehouses', async () => {
    expect(info.delivery_time).toContainEqual(
      expect.objectContaining({ id: DEFAULT_DELIVERY_TIME.id, name: 'Standard' }),
    );
    expect(info.kp_version.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const categories = await server.db
      .selectFrom('company')
      .select(['id', 'category_id'])
      .execute();
    const categoryOf = new Map(categories.map((row) => [row.id, row.category_id]));
    expect(info.legal_entity.length).toBeGreaterThan(0);
    for (const entity of info.legal_entity)
      expect(categoryOf.get(entity.id)).toBe(COMPANY_CATEGORY.ownLegalEntity);
    expect(info.warehouse.length).toBeGreaterThan(0);
    for (const warehouse of info.warehouse)
      expect(categoryOf.get(warehouse.id)).toBe(COMPANY_CATEGORY.ownWarehouse);
    expect(info.company_category.map((item) => item.id)).toEqual(
      expect.arrayContaining([1, 3, 4, 11]),
    );
  });

  it('is readable by every role, the client included', async () => {
    const response = await api<BaseInfo>(server, 'client/home/base_info/', {
      token: client.access,
    });
    expect(response.status).toBe(200);
    expect(response.body.currency.length).toBe(info.currency.length);
  });
});

describe('user_info', () => {
  it('describes a staff user', async () => {
    const response = await api<UserInfo>(server, 'sales/home/user_info/', { token: sales.access });
    expect(response.status).toBe(200);
    const body = response.body;
    expect(body.username).toBe('sales');
    expect(body.user_groups).toEqual(['SALES MANAGER']);
    expect(body.url).toBe('sales');
    expect(body.contact.name).toBe('Olivia');
    expect(body.company).toBeNull();
    expect(body.companies.length).toBeGreaterThan(0);
    expect(body.quotes_mail.length).toBeGreaterThan(0);
    expect(body.quotes_phone.length).toBeGreaterThan(0);
    expect(body.table_setting).toEqual({});
    expect(body.productsHeaderList.length).toBeGreaterThan(0);
    expect(body.preset_settings).toEqual({ setting: {}, active_setting: {} });
  });

  it('names the client its own company', async () => {
    const response = await api<UserInfo>(server, 'client/home/user_info/', {
      token: client.access,
    });
    expect(response.status).toBe(200);
    const own = await server.db
      .selectFrom('app_user as u')
      .innerJoin('contact as c', 'c.id', 'u.contact_id')
      .innerJoin('company as co', 'co.id', 'c.company_id')
      .select(['co.id', 'co.name', 'co.category_id'])
      .where('u.username', '=', 'client')
      .executeTakeFirstOrThrow();
    expect(own.category_id).toBe(COMPANY_CATEGORY.client);
    expect(response.body.company).toEqual({ id: own.id, name: own.name });
    expect(response.body.companies).toEqual([]);
  });
});

describe('text conditions and quote senders', () => {
  it('has a default text for every document type and condition type', async () => {
    const response = await api<TextCondition[]>(server, 'sales/text_condition/', {
      token: sales.access,
    });
    expect(response.status).toBe(200);
    const defaults = response.body.filter(
      (item) => item.company === null && !item.for_repair && !item.logistics_on,
    );
    for (let documentType = 0; documentType < DOCUMENT_TYPE_LABEL.length; documentType++) {
      for (let conditionType = 0; conditionType < CONDITION_TYPE_LABEL.length; conditionType++) {
        const found = defaults.find(
          (item) => item.document_type === documentType && item.condition_type === conditionType,
        );
        expect(found?.text, `${documentType}/${conditionType}`).toBeTruthy();
      }
    }
    expect(response.body.some((item) => item.for_repair)).toBe(true);
    expect(response.body.some((item) => item.logistics_on)).toBe(true);
  });

  it('gives a client no condition texts: they compose documents, and it gets the issued PDF', async () => {
    const response = await api<{ detail: string }>(server, 'client/text_condition/', {
      token: client.access,
    });
    expect(response.status).toBe(403);
    expect(response.body.detail).toBe(NOT_FOR_YOUR_ROLE);
  });

  it('lists the quote mail addresses and phones', async () => {
    const mails = await api<QuoteMail[]>(server, 'sales/quotes_mail/', { token: sales.access });
    expect(mails.status).toBe(200);
    for (const mail of mails.body) expect(mail.email).toMatch(/@/);
    const phones = await api<QuotePhone[]>(server, 'sales/quotes_phone/', { token: sales.access });
    expect(phones.status).toBe(200);
    for (const phone of phones.body) expect(phone.phone).toMatch(/^\+/);
  });
});

describe('CORS', () => {
  it('allows any origin with the Authorization header and exposes the download headers', async () => {
    const preflight = await fetch(new URL('sales/company/', server.baseUrl), {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'authorization',
    );
    const response = await api(server, 'sales/company/', {
      token: sales.access,
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')?.toLowerCase()).toContain(
      'content-disposition',
    );
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('unexpected errors', () => {
  it('answer 500 {detail: "Server Error"} and are logged, without leaking the cause', async () => {
    // This file's database is its own: break it under the server on purpose.
    await server.db.schema.dropTable('quotes_phone').execute();
    const response = await api(server, 'sales/quotes_phone/', { token: sales.access });
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ detail: 'Server Error' });
    expect(server.logs.some((line) => line.includes('quotes_phone') && line.includes('GET'))).toBe(
      true,
    );
  });
});
