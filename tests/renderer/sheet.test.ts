/** The Excel export's pure parts: the sheet description and paging through every row. */
import { describe, expect, it } from 'vitest';
import type { CompanyListItem } from '../../src-shared/api/company.ts';
import type { Paginated } from '../../src-shared/api/results.ts';
import { sheetSchema } from '../../src-shared/bridge.ts';
import { buildCompanySheet } from '../../src-renderer/features/company/exportColumns.ts';
import { fetchAllPages } from '../../src-renderer/lib/fetchAll.ts';
import {
  buildSheet,
  exportFileName,
  sheetName,
  visibleColumnOrder,
} from '../../src-renderer/lib/sheet.ts';

function company(id: number, overrides: Partial<CompanyListItem> = {}): CompanyListItem {
  return {
    id,
    name: `Company ${id}`,
    category: { id: 1, name: 'Client' },
    country: { id: 5, name: 'Germany', code: 'DE' },
    city: 'Hamburg',
    holding_company: null,
    email: '',
    phone: '+49 40 1234',
    website: '',
    vat_number: 'DE123',
    manager: { id: 3, name: 'Olivia Bennett' },
    extra_margin: 2.5,
    deals_count: 4,
    offers_count: 11,
    created_at: '2024-03-05T10:11:12.000Z',
    ...overrides,
  };
}

describe('company sheet', () => {
  it('holds the visible columns, in the order shown, with typed cells', () => {
    const sheet = buildCompanySheet(
      ['name', 'country', 'deals_count', 'extra_margin', 'created_at', 'holding_company'],
      [company(1), company(2, { country: null, holding_company: { id: 9, name: 'Star Group' } })],
    );
    expect(sheet.name).toBe('Companies');
    expect(sheet.columns.map((c) => [c.key, c.header, c.format ?? 'text'])).toEqual([
      ['name', 'Name', 'text'],
      ['country', 'Country', 'text'],
      ['deals_count', 'Deals', 'integer'],
      ['extra_margin', 'Extra margin', 'percent'],
      ['created_at', 'Created', 'date'],
      ['holding_company', 'Holding', 'text'],
    ]);
    expect(sheet.rows).toEqual([
      {
        name: 'Company 1',
        country: 'Germany',
        deals_count: 4,
        extra_margin: 2.5,
        created_at: '2024-03-05',
        holding_company: null,
      },
      {
        name: 'Company 2',
        country: null,
        deals_count: 4,
        extra_margin: 2.5,
        created_at: '2024-03-05',
        holding_company: 'Star Group',
      },
    ]);
    expect(sheetSchema.safeParse(sheet).success).toBe(true);
  });

  it('ignores unknown column ids and never produces a sheet without columns', () => {
    const sheet = buildCompanySheet(['nonsense'], [company(1)]);
    expect(sheet.columns.map((c) => c.key)).toEqual(['name']);
    expect(sheetSchema.safeParse(sheet).success).toBe(true);
  });

  it('writes empty text as an empty cell, not as ""', () => {
    const sheet = buildCompanySheet(['email', 'city'], [company(1, { city: '' })]);
    expect(sheet.rows[0]).toEqual({ email: null, city: null });
  });
});

describe('sheet helpers', () => {
  it('turns non-finite numbers into empty cells', () => {
    const sheet = buildSheet(
      'S',
      [{ key: 'v', header: 'V', format: 'number', value: (n: number) => n }],
      [1, NaN, Infinity],
    );
    expect(sheet.rows).toEqual([{ v: 1 }, { v: null }, { v: null }]);
  });

  it('makes names Excel accepts', () => {
    expect(sheetName('Companies: 2025/03 [draft]?')).toBe('Companies  2025 03  draft');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
    expect(sheetName('///')).toBe('Sheet1');
  });

  it('orders columns pinned first, hidden ones out', () => {
    expect(
      visibleColumnOrder(['id', 'name', 'city', 'email'], { id: false, email: false }, ['city']),
    ).toEqual(['city', 'name']);
    expect(visibleColumnOrder(['a', 'b'], {}, ['missing'])).toEqual(['a', 'b']);
  });

  it('names the file by day', () => {
    expect(exportFileName('companies', new Date(Date.UTC(2025, 2, 14, 9)))).toBe(
      'companies-2025-03-14.xlsx',
    );
  });
});

describe('fetchAllPages', () => {
  function pages(total: number) {
    const requested: [number, number][] = [];
    const fetchPage = async (page: number, pageSize: number): Promise<Paginated<number>> => {
      requested.push([page, pageSize]);
      const start = (page - 1) * pageSize;
      const results = Array.from(
        { length: Math.max(0, Math.min(pageSize, total - start)) },
        (_, i) => start + i,
      );
      return {
        count: total,
        next: start + pageSize < total ? `?page=${page + 1}` : null,
        previous: null,
        results,
      };
    };
    return { fetchPage, requested };
  }

  it('pages through at 30 a page until the count is reached, reporting progress', async () => {
    const { fetchPage, requested } = pages(65);
    const progress: [number, number][] = [];
    const rows = await fetchAllPages(fetchPage, {
      onProgress: (loaded, total) => progress.push([loaded, total]),
    });
    expect(rows).toEqual(Array.from({ length: 65 }, (_, i) => i));
    expect(requested).toEqual([
      [1, 30],
      [2, 30],
      [3, 30],
    ]);
    expect(progress).toEqual([
      [30, 65],
      [60, 65],
      [65, 65],
    ]);
  });

  it('stops on an empty list and when the caller aborts', async () => {
    expect(await fetchAllPages(pages(0).fetchPage)).toEqual([]);
    const controller = new AbortController();
    controller.abort();
    await expect(
      fetchAllPages(pages(100).fetchPage, { signal: controller.signal }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
