/**
 * The orders summary's filters, paging and sorting (spec §7 "Orders": GET summary_order/ with
 * page, search, page_size, order_by, company, priority, archive), empty values dropped (spec §5),
 * remembered in local settings `Filters.order`. Pure.
 */
import type { SortingState } from '@tanstack/react-table';
import { ORDER_ORDERING } from '../../../src-shared/api/order.ts';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  type PageSize,
} from '../../../src-shared/domain/constants.ts';
import { isRfqPriority, type RfqPriority } from '../../../src-shared/domain/priority.ts';

export interface OrderFilters {
  search: string;
  company: string;
  company_name: string;
  priority: string;
  /** Archived (closed or cancelled) orders instead of open ones. */
  archive: boolean;
}

export const EMPTY_ORDER_FILTERS: OrderFilters = {
  search: '',
  company: '',
  company_name: '',
  priority: '',
  archive: false,
};

/** One page's request, as sent (summaryOrderQuerySchema reads it). */
export type OrderListParams = {
  page: number;
  page_size: PageSize;
  search?: string;
  company?: number;
  priority?: RfqPriority;
  archive?: 'true' | 'false';
  order_by?: string;
};

export interface OrderListView {
  filters: OrderFilters;
  pageSize: PageSize;
  orderBy: string | undefined;
}

export function isOrderBy(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const field = value.startsWith('-') ? value.slice(1) : value;
  return (ORDER_ORDERING as readonly string[]).includes(field);
}

function idOrUndefined(value: string): number | undefined {
  const id = Number(value);
  return value.trim() !== '' && Number.isInteger(id) && id > 0 ? id : undefined;
}

export function orderListParams(
  filters: OrderFilters,
  pageIndex: number,
  pageSize: PageSize,
  orderBy: string | undefined,
): OrderListParams {
  const params: OrderListParams = { page: pageIndex + 1, page_size: pageSize };
  const search = filters.search.trim();
  if (search) params.search = search.slice(0, 100);
  const company = idOrUndefined(filters.company);
  if (company) params.company = company;
  if (isRfqPriority(filters.priority)) params.priority = filters.priority;
  // 'false' is the server's default: only the archive is asked for by name.
  if (filters.archive) params.archive = 'true';
  if (orderBy && isOrderBy(orderBy)) params.order_by = orderBy;
  return params;
}

export function orderByFromSorting(sorting: SortingState): string | undefined {
  const first = sorting[0];
  if (!first || !isOrderBy(first.id)) return undefined;
  return first.desc ? `-${first.id}` : first.id;
}

export function sortingFromOrderBy(orderBy: string | undefined): SortingState {
  if (!orderBy || !isOrderBy(orderBy)) return [];
  return orderBy.startsWith('-')
    ? [{ id: orderBy.slice(1), desc: true }]
    : [{ id: orderBy, desc: false }];
}

type Saved = Record<string, string | number | boolean>;

export function orderViewFromSaved(saved: Saved | undefined): OrderListView {
  const text = (key: 'search' | 'company' | 'company_name' | 'priority') => {
    const value = saved?.[key];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  };
  return {
    filters: {
      search: text('search'),
      company: text('company'),
      company_name: text('company_name'),
      priority: text('priority'),
      archive: saved?.archive === true,
    },
    pageSize: (PAGE_SIZES as readonly unknown[]).includes(saved?.page_size)
      ? (saved?.page_size as PageSize)
      : DEFAULT_PAGE_SIZE,
    orderBy: isOrderBy(saved?.order_by) ? saved.order_by : undefined,
  };
}

export function savedFromOrderView(view: OrderListView): Saved {
  const saved: Saved = {};
  for (const key of ['search', 'company', 'company_name', 'priority'] as const) {
    const value = view.filters[key].trim();
    if (value) saved[key] = value;
  }
  if (!saved.company) delete saved.company_name;
  if (view.filters.archive) saved.archive = true;
  if (view.pageSize !== DEFAULT_PAGE_SIZE) saved.page_size = view.pageSize;
  if (view.orderBy) saved.order_by = view.orderBy;
  return saved;
}

export function hasActiveOrderFilters(filters: OrderFilters): boolean {
  return !!(filters.search.trim() || filters.company || filters.priority);
}
