import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Paginated } from '../../src-shared/api/results.ts';
import { COMPANY_ORDERING, type CompanyListItem } from '../../src-shared/api/company.ts';
import { COMPANY_CATEGORY } from '../../src-shared/domain/constants.ts';
import { api, login, rowsPer, serverForTests } from './helpers.ts';
import { caller, listReader } from './sales-helpers.ts';

const { server, users } = serverForTests(['sales']);
const { sales } = users;
let total: number;
beforeAll(async () => {
  const row = await server.db
    .selectFrom('company')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  total = Number(row.n);
});

const list = listReader<CompanyListItem>(caller(server, sales), 'company/');

async function allPages(query: string): Promise<CompanyListItem[]> {
  const items: CompanyListItem[] = [];
  let page = await list(`?page_size=30${query}`);
  items.push(...page.results);
  while (page.next) {
    const next = new URL(page.next);
    const response = await api<Paginated<CompanyListItem>>(
      server,
      `${next.pathname.slice(1)}${next.search}`,
      { token: sales.access },
    );
    page = response.body;
    items.push(...page.results);
  }
  return items;
}

describe('paging', () => {
  it('pages by 10 by default, with count and absolute next/previous', async () => {
    expect(total).toBeGreaterThanOrEqual(140);
    const first = await list('');
    expect(first.count).toBe(total);
    expect(first.results).toHaveLength(10);
    expect(first.previous).toBeNull();
    const next = new URL(first.next ?? '');
    expect(next.origin).toBe(new URL(server.baseUrl).origin);
    expect(next.pathname).toBe('/sales/company/');
    expect(next.searchParams.get('page')).toBe('2');

    const second = await list('?page=2');
    expect(second.results).toHaveLength(10);
    expect(second.results[0]?.id).not.toBe(first.results[0]?.id);
    const previous = new URL(second.previous ?? '');
    expect(previous.searchParams.get('page')).toBeNull();
    const third = await list('?page=3&search=');
    expect(new URL(third.previous ?? '').searchParams.get('page')).toBe('2');
  });

  it('accepts page sizes 10, 20 and 30 and keeps other parameters in next', async () => {
    for (const size of [10, 20, 30]) {
      const page = await list(`?page_size=${size}&ordering=name`);
      expect(page.results).toHaveLength(size);
      const next = new URL(page.next ?? '');
      expect(next.searchParams.get('page_size')).toBe(String(size));
      expect(next.searchParams.get('ordering')).toBe('name');
    }
  });

  it('refuses other page sizes with 400 on page_size', async () => {
    for (const size of ['5', '25', '100', 'abc']) {
      const response = await api(server, `sales/company/?page_size=${size}`, {
        token: sales.access,
      });
      expect(response.status).toBe(400);
      expect(Array.isArray(response.body.page_size)).toBe(true);
    }
  });

  it('404 Invalid page past the end; the last page ends the list', async () => {
    const lastPage = Math.ceil(total / 30);
    const last = await list(`?page_size=30&page=${lastPage}`);
    expect(last.next).toBeNull();
    expect(last.results).toHaveLength(total - (lastPage - 1) * 30);
    const beyond = await api(server, `sales/company/?page_size=30&page=${lastPage + 1}`, {
      token: sales.access,
    });
    expect(beyond.status).toBe(404);
    expect(beyond.body).toEqual({ detail: 'Invalid page.' });
    const zero = await api(server, 'sales/company/?page=0', { token: sales.access });
    expect(zero.status).toBe(400);
  });

  it('walking every page gives every company exactly once', async () => {
    const items = await allPages('&ordering=-created_at');
    expect(items).toHaveLength(total);
    expect(new Set(items.map((item) => item.id)).size).toBe(total);
  });
});

describe('search and filters', () => {
  it('searches name, city, email and VAT number, case-insensitively', async () => {
    const sample = await server.db
      .selectFrom('company')
      .select(['id', 'name', 'city', 'email', 'vat_number'])
      .where('vat_number', '!=', '')
      .where('category_id', '=', COMPANY_CATEGORY.client)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const byName = await allPages(`&search=${encodeURIComponent(sample.name.toUpperCase())}`);
    expect(byName.map((item) => item.id)).toContain(sample.id);
    for (const item of byName) {
      const text = [item.name, item.city, item.email, item.vat_number].join(' ').toLowerCase();
      expect(text).toContain(sample.name.toLowerCase());
    }
    expect(
      (await allPages(`&search=${encodeURIComponent(sample.vat_number)}`)).map((item) => item.id),
    ).toEqual([sample.id]);
    const byEmail = await allPages(`&search=${encodeURIComponent(sample.email)}`);
    expect(byEmail.map((item) => item.id)).toContain(sample.id);
    const byCity = await allPages(`&search=${encodeURIComponent(sample.city.toLowerCase())}`);
    expect(byCity.map((item) => item.id)).toContain(sample.id);
    for (const item of byCity) {
      expect([item.name, item.city, item.email, item.vat_number].join(' ').toLowerCase()).toContain(
        sample.city.toLowerCase(),
      );
    }
    const none = await list('?search=zzqq-no-such-company');
    expect(none).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('treats LIKE wildcards literally', async () => {
    expect((await list('?search=%25')).count).toBe(0);
    expect((await list('?search=_')).count).toBe(0);
  });

  it('filters by one or several categories', async () => {
    const clients = await allPages(`&category=${COMPANY_CATEGORY.client}`);
    expect(clients.length).toBeGreaterThan(0);
    for (const item of clients) expect(item.category.id).toBe(COMPANY_CATEGORY.client);
    const own = await allPages('&category=3,4');
    // Five legal entities of ours (US, DE, AE, SG and, since issue 3, RU) and four warehouses.
    expect(own.length).toBe(9);
    for (const item of own) expect([3, 4]).toContain(item.category.id);
    const empty = await list('?category=&holding_company=&search=&page_size=');
    expect(empty.count).toBe(total);
    const bad = await api(server, 'sales/company/?category=1,x', { token: sales.access });
    expect(bad.status).toBe(400);
    expect(bad.body.category).toBeTruthy();
  });

  it('filters by holding', async () => {
    const holding = await server.db
      .selectFrom('company')
      .select(['holding_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('holding_id', 'is not', null)
      .where('holding_id', '!=', 1)
      .groupBy('holding_id')
      .orderBy('holding_id')
      .executeTakeFirstOrThrow();
    const members = await allPages(`&holding_company=${holding.holding_id}`);
    expect(members.length).toBe(Number(holding.n));
    for (const item of members) expect(item.holding_company?.id).toBe(holding.holding_id);
  });

  it('clients_of_company: the companies with a treaty with that legal entity', async () => {
    const entity = 1;
    const expected = await server.db
      .selectFrom('treaty')
      .select('company_id')
      .distinct()
      .where('legal_entity_id', '=', entity)
      .execute();
    expect(expected.length).toBeGreaterThan(0);
    const clients = await allPages(`&clients_of_company=${entity}`);
    expect(clients.map((item) => item.id).sort((a, b) => a - b)).toEqual(
      expected.map((row) => row.company_id).sort((a, b) => a - b),
    );
  });

  it('combines filters', async () => {
    const items = await allPages(
      `&category=${COMPANY_CATEGORY.client}&clients_of_company=2&search=a`,
    );
    for (const item of items) {
      expect(item.category.id).toBe(COMPANY_CATEGORY.client);
      expect([item.name, item.city, item.email, item.vat_number].join(' ').toLowerCase()).toContain(
        'a',
      );
    }
  });
});

describe('ordering', () => {
  const keyOf: Record<
    (typeof COMPANY_ORDERING)[number],
    (item: CompanyListItem) => string | number | null
  > = {
    id: (item) => item.id,
    name: (item) => item.name.toLowerCase(),
    category: (item) => item.category.name.toLowerCase(),
    country: (item) => item.country?.name.toLowerCase() ?? null,
    city: (item) => item.city.toLowerCase(),
    holding_company: (item) => item.holding_company?.name.toLowerCase() ?? null,
    deals_count: (item) => item.deals_count,
    offers_count: (item) => item.offers_count,
    extra_margin: (item) => item.extra_margin,
    created_at: (item) => item.created_at,
  };

  /** Whether the texts are in order by the database's own collation (it may not be byte order). */
  async function sortedByDatabase(keys: string[], descending: boolean): Promise<boolean> {
    const operator = sql.raw(descending ? '>=' : '<=');
    const row = await sql<{ sorted: boolean | null }>`
      SELECT bool_and(a ${operator} b) AS sorted FROM (
        SELECT k AS a, lead(k) OVER (ORDER BY n) AS b FROM unnest(${keys}::text[]) WITH ORDINALITY AS t(k, n)
      ) pairs WHERE b IS NOT NULL`.execute(server.db);
    return row.rows[0]?.sorted !== false;
  }

  it.each(COMPANY_ORDERING.flatMap((field) => [field, `-${field}`]))(
    'orders by %s with a stable id tie-break',
    async (ordering) => {
      const field = ordering.replace('-', '') as (typeof COMPANY_ORDERING)[number];
      const descending = ordering.startsWith('-');
      const items = await allPages(`&ordering=${ordering}`);
      expect(items).toHaveLength(total);
      const keys = items.map(keyOf[field]);
      // Empty values last, whichever the direction.
      const firstNull = keys.indexOf(null);
      if (firstNull >= 0) expect(keys.slice(firstNull).every((key) => key === null)).toBe(true);
      const present = firstNull >= 0 ? keys.slice(0, firstNull) : keys;
      if (typeof present[0] === 'number') {
        for (let i = 1; i < present.length; i++) {
          const a = present[i - 1] as number;
          const b = present[i] as number;
          expect(descending ? a >= b : a <= b, `${ordering} at ${i}: ${a} / ${b}`).toBe(true);
        }
      } else {
        expect(await sortedByDatabase(present as string[], descending)).toBe(true);
      }
      for (let i = 1; i < items.length; i++) {
        if (keys[i - 1] === keys[i])
          expect((items[i - 1] as CompanyListItem).id, `${ordering}: tie at ${i}`).toBeLessThan(
            (items[i] as CompanyListItem).id,
          );
      }
      // The order really changes with the field: not everything is a tie.
      expect(new Set(keys).size).toBeGreaterThan(1);
    },
  );

  it('deals and offers counts match the database', async () => {
    const items = await allPages('&ordering=-offers_count');
    const offerCount = await rowsPer(server.db, 'supplier_offer', 'company_id');
    const dealCount = await rowsPer(server.db, 'sales_order', 'company_id');
    for (const item of items) {
      expect(item.offers_count).toBe(offerCount.get(item.id) ?? 0);
      expect(item.deals_count).toBe(dealCount.get(item.id) ?? 0);
    }
    expect(items[0]?.offers_count).toBeGreaterThan(0);
  });

  it('refuses an unknown ordering', async () => {
    const response = await api(server, 'sales/company/?ordering=password', { token: sales.access });
    expect(response.status).toBe(400);
    expect(response.body.ordering).toBeTruthy();
    const injection = await api(
      server,
      `sales/company/?ordering=${encodeURIComponent('name; DROP TABLE company')}`,
      { token: sales.access },
    );
    expect(injection.status).toBe(400);
    const still = await server.db
      .selectFrom('company')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(still.n)).toBe(total);
  });
});

describe('client scoping', () => {
  it('a client lists only its own company', async () => {
    const client = await login(server, 'client');
    const response = await api<Paginated<CompanyListItem>>(server, 'client/company/?page_size=30', {
      token: client.access,
    });
    expect(response.status).toBe(200);
    expect(response.body.count).toBe(1);
    expect(response.body.results[0]?.category.id).toBe(COMPANY_CATEGORY.client);
  });
});
