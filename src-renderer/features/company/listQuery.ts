/**
 * The company list's filters, paging and sorting, and how they become the request and the query
 * key (spec §7 "Companies": page, search, category, holding_company, page_size,
 * clients_of_company, and `ordering`). Pure, so the mapping is tested on its own.
 */
import type { SortingState } from '@tanstack/react-table';
import { COMPANY_ORDERING } from '../../../src-shared/api/company.ts';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  type PageSize,
} from '../../../src-shared/domain/constants.ts';

/** The filter inputs as the toolbar holds them: strings, '' for "all". */
export interface CompanyFilters {
  search: string;
  category: string;
  holding_company: string;
  clients_of_company: string;
}

export const EMPTY_FILTERS: CompanyFilters = {
  search: '',
  category: '',
  holding_company: '',
  clients_of_company: '',
};

/** The request's query, with empty filters left out (spec §5). */
export type CompanyListParams = {
  page: number;
  page_size: PageSize;
  search?: string;
  category?: string;
  holding_company?: number;
  clients_of_company?: number;
  ordering?: string;
};

type Saved = Record<string, string | number | boolean>;

function idOrUndefined(value: string): number | undefined {
  const id = Number(value);
  return value !== '' && Number.isInteger(id) && id > 0 ? id : undefined;
}

function idListOrUndefined(value: string): string | undefined {
  return /^\d+(,\d+)*$/.test(value) ? value : undefined;
}

export function isOrdering(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const field = value.startsWith('-') ? value.slice(1) : value;
  return (COMPANY_ORDERING as readonly string[]).includes(field);
}

export function isPageSize(value: unknown): value is PageSize {
  return (PAGE_SIZES as readonly unknown[]).includes(value);
}

export function companyListParams(
  filters: CompanyFilters,
  pageIndex: number,
  pageSize: PageSize,
  ordering: string | undefined,
): CompanyListParams {
  const params: CompanyListParams = { page: pageIndex + 1, page_size: pageSize };
  const search = filters.search.trim();
  if (search) params.search = search;
  const category = idListOrUndefined(filters.category);
  if (category) params.category = category;
  const holding = idOrUndefined(filters.holding_company);
  if (holding) params.holding_company = holding;
  const clientsOf = idOrUndefined(filters.clients_of_company);
  if (clientsOf) params.clients_of_company = clientsOf;
  if (ordering && isOrdering(ordering)) params.ordering = ordering;
  return params;
}

/** `name`, `-deals_count`, or undefined for the server's default order. */
export function orderingFromSorting(sorting: SortingState): string | undefined {
  const first = sorting[0];
  if (!first || !isOrdering(first.id)) return undefined;
  return first.desc ? `-${first.id}` : first.id;
}

export function sortingFromOrdering(ordering: string | undefined): SortingState {
  if (!ordering || !isOrdering(ordering)) return [];
  return ordering.startsWith('-')
    ? [{ id: ordering.slice(1), desc: true }]
    : [{ id: ordering, desc: false }];
}

export interface CompanyListView {
  filters: CompanyFilters;
  pageSize: PageSize;
  ordering: string | undefined;
}

/** What the list remembered in the local settings `Filters.company` (spec §4 survives log-out). */
export function viewFromSaved(saved: Saved | undefined): CompanyListView {
  const text = (key: keyof CompanyFilters) => {
    const value = saved?.[key];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  };
  return {
    filters: {
      search: text('search'),
      category: text('category'),
      holding_company: text('holding_company'),
      clients_of_company: text('clients_of_company'),
    },
    pageSize: isPageSize(saved?.page_size) ? saved.page_size : DEFAULT_PAGE_SIZE,
    ordering: isOrdering(saved?.ordering) ? saved.ordering : undefined,
  };
}

/** The view as `Filters.company` keeps it: empty values are not stored. */
export function savedFromView(view: CompanyListView): Saved {
  const saved: Saved = {};
  for (const [key, value] of Object.entries(view.filters)) {
    if (value.trim() !== '') saved[key] = value.trim();
  }
  if (view.pageSize !== DEFAULT_PAGE_SIZE) saved.page_size = view.pageSize;
  if (view.ordering) saved.ordering = view.ordering;
  return saved;
}

export function hasActiveFilters(filters: CompanyFilters): boolean {
  return Object.values(filters).some((value) => value.trim() !== '');
}
