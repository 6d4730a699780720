import type { SortingState } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CompanyListItem } from '../../../src-shared/api/company.ts';
import type { PageSize } from '../../../src-shared/domain/constants.ts';
import { can } from '../../../src-shared/domain/permissions.ts';
import { ColumnMenu } from '../../components/ColumnMenu.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { SearchBox } from '../../components/SearchBox.tsx';
import { pageSummary } from '../../lib/paging.ts';
import { useListView } from '../../lib/useListView.ts';
import { columnChoicesOf, useTableColumns } from '../../lib/useTableColumns.ts';
import { useBaseInfo } from '../../session/reference.ts';
import { usePowers, useRoles } from '../../stores/session.ts';
import { useCompanyList, useHoldings } from './api.ts';
import {
  COMPANY_COLUMN_IDS,
  COMPANY_TABLE,
  companyColumns,
  DEFAULT_COMPANY_VISIBILITY,
} from './columns.tsx';
import { CompanyCreateDialog } from './CompanyCreateDialog.tsx';
import { ExportDialog } from './ExportDialog.tsx';
import { HoldingDialog } from './HoldingDialog.tsx';
import {
  companyListParams,
  EMPTY_FILTERS,
  hasActiveFilters,
  orderingFromSorting,
  savedFromView,
  sortingFromOrdering,
  viewFromSaved,
  type CompanyFilters,
} from './listQuery.ts';

const companyId = (company: CompanyListItem) => String(company.id);
const companyLabel = (company: CompanyListItem) => company.name;

export function CompanyListPage() {
  const navigate = useNavigate();
  const roles = useRoles();
  const mayWrite = can(roles, 'company', 'write');
  const baseInfo = useBaseInfo();
  const holdings = useHoldings();

  // The view starts from what the list remembered (local settings `Filters.company`).
  const { view, applyView, pageIndex, showPage, search, searchRef, clearSearch } = useListView({
    table: COMPANY_TABLE,
    fromSaved: viewFromSaved,
    toSaved: savedFromView,
  });

  const params = companyListParams(view.filters, pageIndex, view.pageSize, view.ordering);
  const list = useCompanyList(params);
  const count = list.data?.count ?? 0;
  const rows = list.data?.results ?? NO_ROWS;

  // A list that shrank under us (filters elsewhere, deletions) keeps its last page reachable.
  const { pageCount } = pageSummary(pageIndex, view.pageSize, count);
  const shownIndex = list.data && pageIndex >= pageCount ? pageCount - 1 : pageIndex;

  const setFilter = (key: keyof CompanyFilters, value: string) =>
    applyView({ ...view, filters: { ...view.filters, [key]: value } });

  const clearFilters = () => {
    clearSearch();
    applyView({ ...view, filters: EMPTY_FILTERS });
  };

  const sorting = useMemo(() => sortingFromOrdering(view.ordering), [view.ordering]);
  const onSortingChange = (next: SortingState) =>
    applyView({ ...view, ordering: orderingFromSorting(next) });

  const columns = useTableColumns(COMPANY_TABLE, DEFAULT_COMPANY_VISIBILITY);
  // Columns of fields the server does not send this role (audience.ts) are not offered at all.
  const { seeCosts, isClient } = usePowers();
  const shownColumns = useMemo(
    () =>
      companyColumns.filter((column) => {
        const id = column.id ?? ('accessorKey' in column ? String(column.accessorKey) : '');
        return (seeCosts || id !== 'extra_margin') && (!isClient || id !== 'offers_count');
      }),
    [seeCosts, isClient],
  );
  const columnChoices = useMemo(() => columnChoicesOf(shownColumns), [shownColumns]);

  const [dialog, setDialog] = useState<'create' | 'holding' | 'export' | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);

  const categories = baseInfo.data?.company_category ?? [];
  const legalEntities = baseInfo.data?.legal_entity ?? [];
  const exportColumns = useMemo(
    () => ({
      ids: COMPANY_COLUMN_IDS,
      visibility: columns.visibility,
      pinned: columns.pinning.start,
    }),
    [columns.visibility, columns.pinning.start],
  );

  return (
    <div className="page page-list">
      <header className="page-header">
        <div className="page-title">
          <h1>Companies</h1>
          {list.data ? (
            <span className="badge" data-testid="company-count" aria-label={`${count} companies`}>
              {count.toLocaleString('en-US')}
            </span>
          ) : null}
        </div>
        <div className="page-actions">
          <ColumnMenu columns={columnChoices} settings={columns} />
          <button
            type="button"
            className="button"
            onClick={() => setDialog('export')}
            disabled={!list.data || count === 0}
            data-testid="export-button"
          >
            <Icon name="download" /> Export to Excel
          </button>
          {mayWrite ? (
            <button
              type="button"
              className="button button-primary"
              onClick={() => setDialog('create')}
            >
              <Icon name="plus" /> New company
            </button>
          ) : null}
        </div>
      </header>

      <div className="toolbar" role="search" aria-label="Company filters">
        <SearchBox
          search={search}
          inputRef={searchRef}
          label="Search companies"
          placeholder="Search name, city, email, VAT…"
        />
        <select
          className="input select"
          aria-label="Category"
          value={view.filters.category}
          onChange={(event) => setFilter('category', event.target.value)}
        >
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
        <div className="input-group">
          <select
            className="input select"
            aria-label="Holding"
            value={view.filters.holding_company}
            onChange={(event) => setFilter('holding_company', event.target.value)}
          >
            <option value="">All holdings</option>
            {(holdings.data ?? []).map((holding) => (
              <option key={holding.id} value={holding.id}>
                {holding.name}
              </option>
            ))}
          </select>
          {mayWrite ? (
            <button
              type="button"
              className="button button-icon"
              aria-label="New holding"
              title="New holding"
              onClick={() => setDialog('holding')}
            >
              <Icon name="plus" />
            </button>
          ) : null}
        </div>
        <select
          className="input select"
          aria-label="Clients of"
          title="Companies with a treaty with this legal entity of ours"
          value={view.filters.clients_of_company}
          onChange={(event) => setFilter('clients_of_company', event.target.value)}
        >
          <option value="">Clients of any entity</option>
          {legalEntities.map((entity) => (
            <option key={entity.id} value={entity.id}>
              Clients of {entity.name}
            </option>
          ))}
        </select>
        {hasActiveFilters(view.filters) ? (
          <button type="button" className="button button-ghost" onClick={clearFilters}>
            <Icon name="filterX" /> Clear filters
          </button>
        ) : null}
      </div>

      <DataTable
        label="Companies"
        testId="company-table"
        columns={shownColumns}
        data={rows}
        getRowId={companyId}
        rowLabel={companyLabel}
        sorting={sorting}
        onSortingChange={onSortingChange}
        columnVisibility={columns.visibility}
        columnPinning={columns.pinning}
        onRowOpen={(company) => navigate(`/companies/${company.id}`)}
        loading={list.isPending}
        fetching={list.isFetching && !list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyTitle={
          hasActiveFilters(view.filters) ? 'No companies match these filters' : 'No companies yet'
        }
        emptyDetail={
          hasActiveFilters(view.filters) ? (
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
          noun="companies"
          onPageChange={showPage}
          onPageSizeChange={(size: PageSize) => applyView({ ...view, pageSize: size })}
        />
      ) : null}

      {dialog === 'create' ? (
        <CompanyCreateDialog
          onClose={closeDialog}
          onCreated={(company) => navigate(`/companies/${company.id}`)}
        />
      ) : null}
      {dialog === 'holding' ? (
        <HoldingDialog
          onClose={closeDialog}
          onCreated={(holding) => {
            setDialog(null);
            setFilter('holding_company', String(holding.id));
          }}
        />
      ) : null}
      {dialog === 'export' ? (
        <ExportDialog onClose={closeDialog} params={params} count={count} columns={exportColumns} />
      ) : null}
    </div>
  );
}

const NO_ROWS: CompanyListItem[] = [];
