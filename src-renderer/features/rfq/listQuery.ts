/**
 * The RFQ lists' filters, paging and sorting, and how they become the request (spec §7 "RFQ", the
 * query of rfqListQuerySchema) and the remembered view (local settings `Filters.rfq`, spec §4).
 * Empty filters are dropped (spec §5); values the server would refuse are dropped too, so a
 * remembered view from an older version never breaks the list. Pure, so it is tested on its own.
 */
import type { SortingState } from '@tanstack/react-table';
import { RFQ_ORDERING } from '../../../src-shared/api/rfq.ts';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  type PageSize,
} from '../../../src-shared/domain/constants.ts';
import { isRfqPriority, type RfqPriority } from '../../../src-shared/domain/priority.ts';
import { RFQ_LISTS, type RfqList } from '../../../src-shared/domain/rfq-lists.ts';

/** The toolbar's inputs as strings; '' means "all". */
export interface RfqFilters {
  search: string;
  company: string;
  /** The chosen company's name, kept only to show it again (never sent). */
  company_name: string;
  priority: string;
  rfq_manager: string;
  /** '' any, 'true' repairs only, 'false' no repairs. */
  is_repair: string;
  date_from: string;
  date_to: string;
}

export const EMPTY_RFQ_FILTERS: RfqFilters = {
  search: '',
  company: '',
  company_name: '',
  priority: '',
  rfq_manager: '',
  is_repair: '',
  date_from: '',
  date_to: '',
};

/** The filters that narrow the list (the company's name only labels the company filter). */
const SENT_FILTERS = [
  'search',
  'company',
  'priority',
  'rfq_manager',
  'is_repair',
  'date_from',
  'date_to',
] as const satisfies readonly (keyof RfqFilters)[];

/** One page's request, as sent (rfqListQuerySchema reads it). */
export type RfqListParams = {
  list: RfqList;
  page: number;
  page_size: PageSize;
  search?: string;
  company?: number;
  priority?: RfqPriority;
  rfq_manager?: number;
  is_repair?: 'true' | 'false';
  date_from?: string;
  date_to?: string;
  ordering?: string;
};

export interface RfqListView {
  list: RfqList;
  filters: RfqFilters;
  pageSize: PageSize;
  ordering: string | undefined;
}

export const DEFAULT_RFQ_VIEW: RfqListView = {
  list: 'not_in_work',
  filters: EMPTY_RFQ_FILTERS,
  pageSize: DEFAULT_PAGE_SIZE,
  ordering: undefined,
};

function idOrUndefined(value: string): number | undefined {
  const id = Number(value);
  return value.trim() !== '' && Number.isInteger(id) && id > 0 ? id : undefined;
}

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export function isRfqOrdering(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const field = value.startsWith('-') ? value.slice(1) : value;
  return (RFQ_ORDERING as readonly string[]).includes(field);
}

function isPageSize(value: unknown): value is PageSize {
  return (PAGE_SIZES as readonly unknown[]).includes(value);
}

function isRfqList(value: unknown): value is RfqList {
  return (RFQ_LISTS as readonly unknown[]).includes(value);
}

/** The request of one page of one list: empty and unreadable filters left out (spec §5). */
export function rfqListParams(
  list: RfqList,
  filters: RfqFilters,
  pageIndex: number,
  pageSize: PageSize,
  ordering: string | undefined,
): RfqListParams {
  const params: RfqListParams = { list, page: pageIndex + 1, page_size: pageSize };
  const search = filters.search.trim();
  if (search) params.search = search.slice(0, 100);
  const company = idOrUndefined(filters.company);
  if (company) params.company = company;
  if (isRfqPriority(filters.priority)) params.priority = filters.priority;
  const manager = idOrUndefined(filters.rfq_manager);
  if (manager) params.rfq_manager = manager;
  if (filters.is_repair === 'true' || filters.is_repair === 'false') {
    params.is_repair = filters.is_repair;
  }
  const from = filters.date_from.trim();
  const to = filters.date_to.trim();
  if (isIsoDate(from)) params.date_from = from;
  if (isIsoDate(to)) params.date_to = to;
  // A range typed backwards is read the way it was meant.
  if (params.date_from && params.date_to && params.date_from > params.date_to) {
    [params.date_from, params.date_to] = [params.date_to, params.date_from];
  }
  if (ordering && isRfqOrdering(ordering)) params.ordering = ordering;
  return params;
}

/** The first page of every list with the same filters: the tabs' counts. */
export function countParams(
  filters: RfqFilters,
  pageSize: PageSize,
  ordering: string | undefined,
): Record<RfqList, RfqListParams> {
  return {
    not_in_work: rfqListParams('not_in_work', filters, 0, pageSize, ordering),
    in_work: rfqListParams('in_work', filters, 0, pageSize, ordering),
    archive: rfqListParams('archive', filters, 0, pageSize, ordering),
  };
}

export function orderingFromSorting(sorting: SortingState): string | undefined {
  const first = sorting[0];
  if (!first || !isRfqOrdering(first.id)) return undefined;
  return first.desc ? `-${first.id}` : first.id;
}

export function sortingFromOrdering(ordering: string | undefined): SortingState {
  if (!ordering || !isRfqOrdering(ordering)) return [];
  return ordering.startsWith('-')
    ? [{ id: ordering.slice(1), desc: true }]
    : [{ id: ordering, desc: false }];
}

type Saved = Record<string, string | number | boolean>;

/** The view remembered in `Filters.rfq`. */
export function viewFromSaved(saved: Saved | undefined): RfqListView {
  const text = (key: keyof RfqFilters) => {
    const value = saved?.[key];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  };
  const filters = Object.fromEntries(
    (Object.keys(EMPTY_RFQ_FILTERS) as (keyof RfqFilters)[]).map((key) => [key, text(key)]),
  ) as unknown as RfqFilters;
  return {
    list: isRfqList(saved?.list) ? saved.list : DEFAULT_RFQ_VIEW.list,
    filters,
    pageSize: isPageSize(saved?.page_size) ? saved.page_size : DEFAULT_PAGE_SIZE,
    ordering: isRfqOrdering(saved?.ordering) ? saved.ordering : undefined,
  };
}

/** The view as `Filters.rfq` keeps it: empty values are not stored. */
export function savedFromView(view: RfqListView): Saved {
  const saved: Saved = {};
  for (const [key, value] of Object.entries(view.filters)) {
    if (value.trim() !== '') saved[key] = value.trim();
  }
  if (!saved.company) delete saved.company_name;
  if (view.list !== DEFAULT_RFQ_VIEW.list) saved.list = view.list;
  if (view.pageSize !== DEFAULT_PAGE_SIZE) saved.page_size = view.pageSize;
  if (view.ordering) saved.ordering = view.ordering;
  return saved;
}

export function hasActiveFilters(filters: RfqFilters): boolean {
  return SENT_FILTERS.some((key) => filters[key].trim() !== '');
}
