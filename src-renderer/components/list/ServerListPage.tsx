/**
 * The one page of a list the server pages, filters and sorts (companies, orders, RFQs, and the
 * lists to come). A new list is three small declarations and this page:
 *
 * 1. Its codec, in `features/<area>/listQuery.ts`: `listCodec(defineList({ fields, ordering }))`
 *    with each filter's kind (`text`, `id`, `ids`, `oneOf`, `yesNo`, `date`, `flag`, `label`),
 *    the server's ordering parameter and fields, and `tabs` when the lists are tabs. The request
 *    (`ParamsOf`), the toolbar's values (`FiltersOf`) and the view remembered in `Filters[table]`
 *    all come from it (lib/listQuery.ts).
 * 2. Its columns, in `features/<area>/columns.tsx`: `DataColumnDef`s, the table's settings name
 *    and the default visibility.
 * 3. Its page: `const list = useServerList({ codec, table, defaultVisibility })`, the query of
 *    `list.params` from the area's api module, and
 *    `<ServerListPage list={list} query={query} title=… columns=… search=… filters=… />`: the
 *    filters are the toolbar's inputs declared as specs (list/filters.tsx), each bound to one key
 *    of `list.view.filters`; inputs of a page's own go in `toolbarEnd`. Actions go in `actions`; a selection's bulk actions in `aboveTable`
 *    (BulkBar); tabs in `tabs`; another body (cards) through `renderBody`.
 *
 * The page gives every list the same header (title, count, column menu), search box (Ctrl+K, /),
 * "Clear filters", empty and error states, sorting by column, paging 10/20/30, and column
 * visibility and pinning kept in the table settings.
 */
import type { RowData } from '@tanstack/react-table';
import { useMemo, type ReactElement, type ReactNode } from 'react';
import type { ListDescriptor, ListView } from '../../lib/listQuery.ts';
import { rowsNoun } from '../../lib/format.ts';
import { pageSummary } from '../../lib/paging.ts';
import { columnChoicesOf } from '../../lib/useTableColumns.ts';
import { ColumnMenu } from '../ColumnMenu.tsx';
import { FilterBar, type FilterSpecs } from './filters.tsx';
import { PresetMenu } from './PresetMenu.tsx';
import { DataTable, queryStates, type DataColumnDef } from '../DataTable.tsx';
import { Icon, type IconName } from '../Icon.tsx';
import { Pagination } from '../Pagination.tsx';
import { SearchBox } from '../SearchBox.tsx';
import { Tabs, type TabDef } from '../Tabs.tsx';
import type { ServerList } from './useServerList.ts';

/** What the page reads of the list's query (TanStack Query's result of one page). */
interface ListQuery<Row> {
  data?: { count: number; results: Row[] };
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A row of a server list: a record the server knows by its id. */
type ListRow = RowData & { id: number };

/** The table of a server list: its names for tests and screen readers, what its rows do. */
export interface ListTable<Row extends ListRow> {
  /** The table's accessible name; the title. */
  label?: string;
  testId: string;
  /** The row's key; its id. */
  getRowId?: (row: Row) => string;
  rowLabel: (row: Row) => string;
  /** What a click (Enter) on a row does: open its record, pick it. */
  onRowOpen?: (row: Row) => void;
  isRowSelected?: (row: Row) => boolean;
  /** Column visibility forced over the settings (a selection column only some roles have). */
  visibility?: Record<string, boolean>;
}

/**
 * The names a list would otherwise restate are its title's: the rows are called by it in lower
 * case ("Purchase orders" → "purchase orders"), the table is named by it, and the empty list is
 * "No <title in lower case>". A list whose words differ says so.
 */
interface ServerListPageProps<D extends ListDescriptor, Row extends ListRow> {
  list: ServerList<D>;
  query: ListQuery<Row>;
  title: string;
  /** The count badge beside the title (`<testId>`, read as "<count> <noun>"). */
  countBadge?: { testId: string };
  /** What the rows are called in the pager and the count ("companies"); the title's words. */
  noun?: string;
  columns: DataColumnDef<Row>[];
  /** false hides the column menu (a cards view). */
  columnMenu?: boolean;
  /** Header controls before the column menu (a view switch) and after it (export, create). */
  headerStart?: ReactNode;
  actions?: ReactNode;
  tabs?: { label: string; tabs: readonly TabDef[]; active: string; onChange: (id: string) => void };
  /** The toolbar's accessible name ("Company filters"). */
  filtersLabel: string;
  search: { label: string; placeholder: string; narrow?: boolean };
  /** Toolbar inputs before the search box (a view switch), and after the filters (a page's own). */
  toolbarStart?: ReactNode;
  /** The filters after the search box, in toolbar order. */
  filters?: FilterSpecs<ListView<D>['filters']>;
  toolbarEnd?: ReactNode;
  /** Between the toolbar and the rows: the bulk actions of a selection, their refusals. */
  aboveTable?: ReactNode;
  table: ListTable<Row>;
  /** The empty list's title, unfiltered ("No <title>"); filtered "No <noun> match these filters". */
  emptyTitle?: string;
  /** Another body than the table (cards), or the table wrapped in a context. */
  renderBody?: (table: ReactElement) => ReactNode;
  children?: ReactNode;
}

export function ServerListPage<D extends ListDescriptor, Row extends ListRow>(
  props: ServerListPageProps<D, Row>,
) {
  const { list, query, table } = props;
  const { view, filtered, columns } = list;
  const noun = props.noun ?? props.title.toLowerCase();
  const count = query.data?.count ?? 0;
  // A list that shrank under us (filters elsewhere, deletions) keeps its last page reachable.
  const { pageCount } = pageSummary(list.pageIndex, view.pageSize, count);
  const shownIndex = query.data && list.pageIndex >= pageCount ? pageCount - 1 : list.pageIndex;
  const columnChoices = useMemo(
    () => (props.columnMenu === false ? null : columnChoicesOf(props.columns)),
    [props.columns, props.columnMenu],
  );
  // What the view hides over the settings (a column of one tab only): the menu says so.
  const forced = props.table.visibility;
  const notHere = useMemo(
    () =>
      new Set(
        Object.entries(forced ?? {})
          .filter(([id, shown]) => !shown && columns.visibility[id] !== false)
          .map(([id]) => id),
      ),
    [forced, columns.visibility],
  );
  const clearButton = (
    <button type="button" className="button button-small" onClick={list.clearFilters}>
      Clear filters
    </button>
  );

  const dataTable = (
    <DataTable
      label={table.label ?? props.title}
      testId={table.testId}
      columns={props.columns}
      data={query.data?.results ?? NO_ROWS}
      getRowId={table.getRowId ?? rowIdOf}
      rowLabel={table.rowLabel}
      sorting={list.sorting}
      onSortingChange={list.onSortingChange}
      columnVisibility={table.visibility ?? columns.visibility}
      columnPinning={columns.pinning}
      onRowOpen={table.onRowOpen}
      isRowSelected={table.isRowSelected}
      {...queryStates(query)}
      fetching={query.isFetching && !query.isPending}
      emptyTitle={
        filtered
          ? `No ${noun} match these filters`
          : (props.emptyTitle ?? `No ${props.title.toLowerCase()}`)
      }
      emptyDetail={filtered ? clearButton : null}
    />
  );

  const body = (
    <>
      <div className="toolbar" role="search" aria-label={props.filtersLabel}>
        {props.toolbarStart}
        <SearchBox search={list.search} inputRef={list.searchRef} {...props.search} />
        {props.filters ? (
          <FilterBar
            specs={props.filters}
            filters={view.filters as ListView<D>['filters']}
            onChange={list.setFilters}
          />
        ) : null}
        {props.toolbarEnd}
        {filtered ? (
          <button type="button" className="button button-ghost" onClick={list.clearFilters}>
            <Icon name="filterX" /> Clear filters
          </button>
        ) : null}
      </div>
      {props.aboveTable}
      {props.renderBody ? props.renderBody(dataTable) : dataTable}
      {query.data ? (
        <Pagination
          pageIndex={shownIndex}
          pageSize={view.pageSize}
          count={count}
          noun={noun}
          onPageChange={list.showPage}
          onPageSizeChange={list.setPageSize}
        />
      ) : null}
    </>
  );

  return (
    <div className="page page-list">
      <header className="page-header">
        <div className="page-title">
          <h1>{props.title}</h1>
          {props.countBadge && query.data ? (
            <span
              className="badge"
              data-testid={props.countBadge.testId}
              aria-label={`${count} ${rowsNoun(count, noun)}`}
            >
              {count.toLocaleString('en-US')}
            </span>
          ) : null}
        </div>
        <div className="page-actions">
          {props.headerStart}
          <PresetMenu table={list.table} filters={list.view.filters} onApply={list.applyFilters} />
          {columnChoices ? (
            <ColumnMenu columns={columnChoices} settings={columns} notHere={notHere} />
          ) : null}
          {props.actions}
        </div>
      </header>
      {props.tabs ? (
        <Tabs
          label={props.tabs.label}
          tabs={props.tabs.tabs}
          active={props.tabs.active}
          onChange={props.tabs.onChange}
        >
          <div className="list-body">{body}</div>
        </Tabs>
      ) : (
        body
      )}
      {props.children}
    </div>
  );
}

const NO_ROWS: never[] = [];

const rowIdOf = (row: ListRow) => String(row.id);

/**
 * One action of the bulk bar (`bulk-<action>` to tests), off while a bulk action runs; a danger
 * (cancelling) is marked as one.
 */
export interface BulkAction {
  action: string;
  label: string;
  icon?: IconName;
  danger?: boolean;
  busy: boolean;
  onClick: () => void;
}

function BulkActionButton({ action, label, icon, danger = false, busy, onClick }: BulkAction) {
  return (
    <button
      type="button"
      className={`button button-small${danger ? ' button-danger-ghost' : ''}`}
      disabled={busy}
      onClick={onClick}
      data-testid={`bulk-${action}`}
    >
      {icon ? <Icon name={icon} size={14} /> : null}
      {icon ? ' ' : null}
      {label}
    </button>
  );
}

/**
 * The bar a list shows while rows are selected: the count, the bulk actions (given as `actions`,
 * each a BulkActionButton, then any of the list's own), clearing.
 */
export function BulkBar({
  count,
  onClear,
  actions = [],
  children,
  onAction,
}: {
  count: number;
  onClear: () => void;
  actions?: readonly BulkAction[];
  children?: ReactNode;
  /** Runs first when any of the actions is used (by mouse or keyboard: both click). */
  onAction?: () => void;
}) {
  return (
    <div className="bulk-bar" role="region" aria-label="Bulk actions" data-testid="bulk-bar">
      <strong data-testid="selected-count">{count} selected</strong>
      <span className="bulk-actions" onClickCapture={onAction}>
        {actions.map((bulkAction) => (
          <BulkActionButton key={bulkAction.action} {...bulkAction} />
        ))}
        {children}
      </span>
      <button type="button" className="button button-small button-ghost" onClick={onClear}>
        Clear selection
      </button>
      <span className="muted bulk-hint">Shift-click selects a range</span>
    </div>
  );
}
