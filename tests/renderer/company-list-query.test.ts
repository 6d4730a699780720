/** The company list's filters, paging and order as the request and the remembered view. */
import { describe, expect, it } from 'vitest';
import { toQueryString } from '../../src-shared/domain/filters.ts';
import { companyListQuerySchema } from '../../src-shared/api/company.ts';
import {
  companyListCodec,
  EMPTY_FILTERS,
  type CompanyFilters,
} from '../../src-renderer/features/company/listQuery.ts';
import type { PageSize } from '../../src-shared/domain/constants.ts';
import { queryKeys } from '../../src-renderer/api/queryKeys.ts';

const companyListParams = (
  filters: CompanyFilters,
  pageIndex: number,
  pageSize: PageSize,
  ordering: string | undefined,
) => companyListCodec.params({ filters, pageSize, ordering }, pageIndex);

describe('company list request', () => {
  it('leaves empty filters out and numbers the page from 1', () => {
    const params = companyListParams({ ...EMPTY_FILTERS, search: '   ' }, 0, 10, undefined);
    expect(params).toEqual({ page: 1, page_size: 10 });
    expect(toQueryString(params)).toBe('?page=1&page_size=10');
  });

  it('sends each filter under its spec name, ids as numbers', () => {
    const params = companyListParams(
      { search: ' lufthansa ', category: '1,3', holding_company: '4', clients_of_company: '2' },
      2,
      30,
      '-deals_count',
    );
    expect(params).toEqual({
      page: 3,
      page_size: 30,
      search: 'lufthansa',
      category: '1,3',
      holding_company: 4,
      clients_of_company: 2,
      ordering: '-deals_count',
    });
    // The server's own schema accepts exactly what we send.
    expect(companyListQuerySchema.safeParse(params).success).toBe(true);
  });

  it('drops values the server would refuse (not ids, unknown ordering)', () => {
    const params = companyListParams(
      { search: '', category: 'abc', holding_company: '-1', clients_of_company: '1.5' },
      0,
      10,
      'password',
    );
    expect(params).toEqual({ page: 1, page_size: 10 });
  });

  it('gives each distinct request its own query key', () => {
    const a = queryKeys.company.list('sales', companyListParams(EMPTY_FILTERS, 0, 10, undefined));
    const b = queryKeys.company.list('sales', companyListParams(EMPTY_FILTERS, 1, 10, undefined));
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
    expect(a.slice(0, 3)).toEqual(['company', 'sales', 'list']);
  });
});

describe('sorting ↔ ordering', () => {
  it('maps the table sort to the server ordering and back', () => {
    expect(companyListCodec.orderingOf([{ id: 'name', desc: false }])).toBe('name');
    expect(companyListCodec.orderingOf([{ id: 'created_at', desc: true }])).toBe('-created_at');
    expect(companyListCodec.orderingOf([])).toBeUndefined();
    expect(companyListCodec.orderingOf([{ id: 'email', desc: false }])).toBeUndefined();
    expect(companyListCodec.sortingOf('-deals_count')).toEqual([{ id: 'deals_count', desc: true }]);
    expect(companyListCodec.sortingOf('city')).toEqual([{ id: 'city', desc: false }]);
    expect(companyListCodec.sortingOf('nonsense')).toEqual([]);
  });
});

describe('the remembered view (local settings Filters.company)', () => {
  it('round-trips, storing only what is set', () => {
    const view = {
      filters: { search: 'air', category: '2', holding_company: '', clients_of_company: '' },
      pageSize: 20 as const,
      ordering: '-name',
    };
    const saved = companyListCodec.toSaved(view);
    expect(saved).toEqual({ search: 'air', category: '2', page_size: 20, ordering: '-name' });
    expect(companyListCodec.fromSaved(saved)).toEqual(view);
  });

  it('falls back to defaults for missing or stale values', () => {
    expect(companyListCodec.fromSaved(undefined)).toEqual({
      filters: EMPTY_FILTERS,
      pageSize: 10,
      ordering: undefined,
    });
    expect(
      companyListCodec.fromSaved({ page_size: 50, ordering: 'dropped_column', search: true }),
    ).toEqual({
      filters: EMPTY_FILTERS,
      pageSize: 10,
      ordering: undefined,
    });
  });
});
