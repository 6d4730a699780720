import type { SortingState } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { OrderListItem } from '../../../src-shared/api/order.ts';
import type { PageSize } from '../../../src-shared/domain/constants.ts';
import { ColumnMenu } from '../../components/ColumnMenu.tsx';
import { CompanyPriorityFilters } from '../rfq/CompanyPriorityFilters.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { SearchBox } from '../../components/SearchBox.tsx';
import { pageSummary } from '../../lib/paging.ts';
import { useListView } from '../../lib/useListView.ts';
import { columnChoicesOf, useTableColumns } from '../../lib/useTableColumns.ts';
import { usePowers } from '../../stores/session.ts';
import { useOrderSummary } from './api.ts';
import {
  DEFAULT_ORDER_VISIBILITY,
  ORDER_COLUMN_IDS,
  ORDER_TABLE,
  orderColumns,
} from './columns.tsx';
import {
  EMPTY_ORDER_FILTERS,
  hasActiveOrderFilters,
  orderByFromSorting,
  orderListParams,
  orderViewFromSaved,
  savedFromOrderView,
  sortingFromOrderBy,
  type OrderFilters,
} from './listQuery.ts';
import '../../styles/sales.css';

const NO_ROWS: OrderListItem[] = [];

/**
 * Orders (spec §2 "Orders: summary list"): open or archived, filtered by search, company and
 * priority (empty filters dropped), sorted by order_by on the server, paged 10/20/30.
 */
export function OrderListPage() {
  const navigate = useNavigate();
  const { isClient } = usePowers();
  const { view, applyView, pageIndex, showPage, search, searchRef, clearSearch } = useListView({
    table: ORDER_TABLE,
    fromSaved: orderViewFromSaved,
    toSaved: savedFromOrderView,
  });
  const params = orderListParams(view.filters, pageIndex, view.pageSize, view.orderBy);
  const list = useOrderSummary(params);
  const count = list.data?.count ?? 0;
  const rows = list.data?.results ?? NO_ROWS;
  const { pageCount } = pageSummary(pageIndex, view.pageSize, count);
  const shownIndex = list.data && pageIndex >= pageCount ? pageCount - 1 : pageIndex;

  const setFilters = (patch: Partial<OrderFilters>) =>
    applyView({ ...view, filters: { ...view.filters, ...patch } });
  const clearFilters = () => {
    clearSearch();
    applyView({ ...view, filters: { ...EMPTY_ORDER_FILTERS, archive: view.filters.archive } });
  };

  const sorting = useMemo(() => sortingFromOrderBy(view.orderBy), [view.orderBy]);
  const onSortingChange = (next: SortingState) =>
    applyView({ ...view, orderBy: orderByFromSorting(next) });

  const columns = useTableColumns(ORDER_TABLE, DEFAULT_ORDER_VISIBILITY);
  const columnChoices = useMemo(() => columnChoicesOf(orderColumns, ORDER_COLUMN_IDS), []);
  const filtered = hasActiveOrderFilters(view.filters);

  return (
    <div className="page page-list">
      <header className="page-header">
        <div className="page-title">
          <h1>Orders</h1>
          {list.data ? (
            <span className="badge" data-testid="order-count" aria-label={`${count} orders`}>
              {count.toLocaleString('en-US')}
            </span>
          ) : null}
        </div>
        <div className="page-actions">
          <ColumnMenu columns={columnChoices} settings={columns} />
        </div>
      </header>
      <div className="toolbar" role="search" aria-label="Order filters">
        <div role="radiogroup" aria-label="Orders shown" className="segmented segmented-text">
          {[
            { archive: false, label: 'Open' },
            { archive: true, label: 'Archive' },
          ].map((option) => (
            <button
              key={option.label}
              type="button"
              role="radio"
              aria-checked={view.filters.archive === option.archive}
              className="segment"
              onClick={() => setFilters({ archive: option.archive })}
            >
              {option.label}
            </button>
          ))}
        </div>
        <SearchBox
          search={search}
          inputRef={searchRef}
          label="Search orders"
          placeholder="Order, PO, company or part number…"
          narrow
        />
        <CompanyPriorityFilters
          filters={view.filters}
          setFilters={setFilters}
          isClient={isClient}
        />
        {filtered ? (
          <button type="button" className="button button-ghost" onClick={clearFilters}>
            <Icon name="filterX" /> Clear filters
          </button>
        ) : null}
      </div>
      <DataTable
        label={view.filters.archive ? 'Archived orders' : 'Open orders'}
        testId="order-table"
        columns={orderColumns}
        data={rows}
        getRowId={(order) => String(order.id)}
        rowLabel={(order) => `${order.number} ${order.company.name}`}
        sorting={sorting}
        onSortingChange={onSortingChange}
        columnVisibility={columns.visibility}
        columnPinning={columns.pinning}
        onRowOpen={(order) => navigate(`/order/${order.id}`)}
        loading={list.isPending}
        fetching={list.isFetching && !list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyTitle={
          filtered
            ? 'No orders match these filters'
            : view.filters.archive
              ? 'No archived orders'
              : 'No open orders'
        }
        emptyDetail={
          filtered ? (
            <button type="button" className="button button-small" onClick={clearFilters}>
              Clear filters
            </button>
          ) : null
        }
      />
      {list.data ? (
        <Pagination
          pageIndex={shownIndex}
          pageSize={view.pageSize}
          count={count}
          noun="orders"
          onPageChange={showPage}
          onPageSizeChange={(size: PageSize) => applyView({ ...view, pageSize: size })}
        />
      ) : null}
    </div>
  );
}
