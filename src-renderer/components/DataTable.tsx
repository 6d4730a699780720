/**
 * The one data table of the app, on @tanstack/react-table v9. Lists page, sort and filter on the
 * server (manualSorting, pagination outside); small detail lists sort on the client. Columns can
 * be hidden and pinned (sticky, with offsets from the column sizes). Rows open with a click or
 * Enter, and the arrow keys move between rows.
 */
import {
  columnPinningFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  createColumnHelper,
  createSortedRowModel,
  functionalUpdate,
  metaHelper,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  useTable,
  type Column,
  type ColumnDef,
  type ColumnPinningState,
  type ColumnVisibilityState,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from './Icon.tsx';
import { EmptyState, ErrorState, LoadingState } from './States.tsx';

interface DataColumnMeta {
  /** The column's name in menus and exports (the header may be shorter). */
  label: string;
  align?: 'start' | 'end';
  /** false: not a column one shows or hides (a selection's checkboxes, the row actions). */
  inMenu?: false;
  /**
   * true: the column takes the width the table has to spare beyond its own (a client's or a
   * supplier's name, the text cut most often), which otherwise stands empty after the last
   * column. Its size stays its least width: the table scrolls sideways before it gets narrower.
   * One a table: columns without a width share what is left evenly, whatever their sizes.
   */
  grow?: true;
}

const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    basic: sortFn_basic,
    datetime: sortFn_datetime,
    text: sortFn_text,
  },
  columnVisibilityFeature,
  columnSizingFeature,
  columnPinningFeature,
  columnMeta: metaHelper<DataColumnMeta>(),
});
export type DataFeatures = typeof dataTableFeatures;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- column value types vary per column (TanStack's own helper type)
export type DataColumnDef<T extends RowData> = ColumnDef<DataFeatures, T, any>;

export function dataColumnHelper<T extends RowData>() {
  return createColumnHelper<DataFeatures, T>();
}

const NO_SORTING: SortingState = [];

/**
 * What a table shows of the query its rows come from: the loading state while it first loads, then
 * its error with a retry (a refetch's progress, `fetching`, each table says for itself).
 */
export function queryStates(query: { isPending: boolean; error: unknown; refetch: () => unknown }) {
  return { loading: query.isPending, error: query.error, onRetry: () => void query.refetch() };
}

interface DataTableProps<T extends RowData> {
  /** The table's accessible name. */
  label: string;
  columns: DataColumnDef<T>[];
  data: T[];
  getRowId: (row: T) => string;
  /** Server sorting: controlled state, the rows come sorted. Without it the client sorts. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  columnVisibility?: ColumnVisibilityState;
  columnPinning?: ColumnPinningState;
  onRowOpen?: (row: T) => void;
  /** The name a row is announced with, e.g. the company name. */
  rowLabel?: (row: T) => string;
  loading?: boolean;
  /** A refetch is under way with the previous rows still shown. */
  fetching?: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyTitle?: string;
  emptyDetail?: ReactNode;
  testId?: string;
  /** The row shown as current (the position whose offers are open): aria-selected, highlighted. */
  isRowSelected?: (row: T) => boolean;
  /** Extra classes of a row (a chosen offer, an inactive one). */
  rowClassName?: (row: T) => string | undefined;
}

export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const {
    label,
    columns,
    data,
    getRowId,
    onSortingChange,
    onRowOpen,
    rowLabel,
    loading,
    fetching,
    error,
    onRetry,
    emptyTitle = 'Nothing here',
    emptyDetail,
    testId,
    isRowSelected,
    rowClassName,
  } = props;
  const serverSorted = props.sorting !== undefined;
  const [localSorting, setLocalSorting] = useState<SortingState>(NO_SORTING);
  const sorting = props.sorting ?? localSorting;

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId: (row) => getRowId(row),
    state: {
      sorting,
      columnVisibility: props.columnVisibility ?? {},
      columnPinning: props.columnPinning ?? { start: [], end: [] },
    },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = functionalUpdate(updater, sorting);
      if (serverSorted) onSortingChange?.(next);
      else setLocalSorting(next);
    },
    manualSorting: serverSorted,
    enableMultiSort: false,
  });

  const rows = table.getRowModel().rows;
  const visibleCount = table.getVisibleLeafColumns().length + 1;
  const totalWidth = table.getTotalSize();
  // The last start-pinned and first end-pinned columns carry the shadow that separates them.
  const edges = new Set(
    [table.getStartVisibleLeafColumns().at(-1)?.id, table.getEndVisibleLeafColumns()[0]?.id].filter(
      (id): id is string => !!id,
    ),
  );

  let body: ReactNode;
  if (rows.length === 0) {
    let state: ReactNode;
    if (loading) state = <LoadingState />;
    else if (error) state = <ErrorState error={error} onRetry={onRetry} />;
    else state = <EmptyState title={emptyTitle}>{emptyDetail}</EmptyState>;
    body = (
      <tr className="state-row">
        <td colSpan={visibleCount}>{state}</td>
      </tr>
    );
  } else {
    body = rows.map((row) => {
      const selected = isRowSelected?.(row.original);
      const classes = [
        onRowOpen ? 'row-openable' : '',
        selected ? 'is-selected' : '',
        rowClassName?.(row.original) ?? '',
      ].filter(Boolean);
      return (
        <tr
          key={row.id}
          data-testid="table-row"
          data-row-id={row.id}
          tabIndex={onRowOpen ? 0 : undefined}
          aria-label={rowLabel ? rowLabel(row.original) : undefined}
          aria-selected={isRowSelected ? !!selected : undefined}
          className={classes.length ? classes.join(' ') : undefined}
          onClick={
            onRowOpen
              ? (event) => {
                  // A control inside a cell (a checkbox, a button, a link) does its own thing.
                  if (isInsideControl(event.target, event.currentTarget)) return;
                  onRowOpen(row.original);
                }
              : undefined
          }
          onKeyDown={
            onRowOpen ? (event) => onRowKey(event, () => onRowOpen(row.original)) : undefined
          }
        >
          {row.getVisibleCells().map((cell) => (
            <td
              key={cell.id}
              className={cellClass(cell.column, edges)}
              style={pinnedStyle(cell.column)}
            >
              <table.FlexRender cell={cell} />
            </td>
          ))}
          <td className="filler" aria-hidden="true" />
        </tr>
      );
    });
  }

  return (
    <div className={`data-table${fetching ? ' is-fetching' : ''}`} data-testid={testId}>
      {fetching ? <div className="fetch-bar" role="progressbar" aria-label="Refreshing" /> : null}
      {/* The scroll box is focusable so a keyboard user can scroll wide tables sideways. */}
      <div className="table-scroll" tabIndex={-1}>
        <table
          aria-label={label}
          aria-busy={loading || fetching || undefined}
          style={{ minWidth: totalWidth }}
        >
          <colgroup>
            {table.getVisibleLeafColumns().map((column) => (
              <col
                key={column.id}
                style={grows(column) ? undefined : { width: column.getSize() }}
              />
            ))}
            {/* In a fixed layout the columns without a width share what is left: the filler
                takes it all, unless a column grows (then the filler keeps none). */}
            <col style={table.getVisibleLeafColumns().some(grows) ? { width: 0 } : undefined} />
          </colgroup>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const column = header.column;
                  const sorted = column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={cellClass(column, edges)}
                      style={pinnedStyle(column)}
                      aria-sort={
                        column.getCanSort()
                          ? sorted === 'asc'
                            ? 'ascending'
                            : sorted === 'desc'
                              ? 'descending'
                              : 'none'
                          : undefined
                      }
                    >
                      {header.isPlaceholder ? null : column.getCanSort() ? (
                        <button
                          type="button"
                          className="th-sort"
                          onClick={column.getToggleSortingHandler()}
                          title={`Sort by ${column.columnDef.meta?.label ?? column.id}`}
                        >
                          <span className="th-label">
                            <table.FlexRender header={header} />
                          </span>
                          <Icon
                            name={
                              sorted === 'asc'
                                ? 'arrowUp'
                                : sorted === 'desc'
                                  ? 'arrowDown'
                                  : 'arrowUpDown'
                            }
                            size={12}
                            className={sorted ? 'sort-icon is-sorted' : 'sort-icon'}
                          />
                        </button>
                      ) : (
                        <span className="th-label">
                          <table.FlexRender header={header} />
                        </span>
                      )}
                    </th>
                  );
                })}
                <th className="filler" aria-hidden="true" />
              </tr>
            ))}
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
    </div>
  );
}

function grows<T extends RowData>(column: Column<DataFeatures, T, unknown>): boolean {
  return column.columnDef.meta?.grow === true;
}

function cellClass<T extends RowData>(
  column: Column<DataFeatures, T, unknown>,
  edges: Set<string>,
): string | undefined {
  const classes: string[] = [];
  if (column.columnDef.meta?.align === 'end') classes.push('align-end');
  const pinned = column.getIsPinned();
  if (pinned) classes.push('pinned', `pinned-${pinned}`);
  if (pinned && edges.has(column.id)) classes.push('pinned-edge');
  return classes.length ? classes.join(' ') : undefined;
}

/** Sticky offsets of a pinned column, from the model's sizes (spec of the pinning feature). */
function pinnedStyle<T extends RowData>(
  column: Column<DataFeatures, T, unknown>,
): CSSProperties | undefined {
  const pinned = column.getIsPinned();
  if (!pinned) return undefined;
  return pinned === 'start'
    ? { insetInlineStart: column.getStart('start') }
    : { insetInlineEnd: column.getAfter('end') };
}

/** Whether a click landed on a control inside the row rather than on the row itself. */
function isInsideControl(target: EventTarget, row: HTMLElement): boolean {
  if (!(target instanceof Element)) return false;
  const control = target.closest('button, a, input, select, textarea, label, [role="menu"]');
  return !!control && row.contains(control) && control !== row;
}

function onRowKey(event: KeyboardEvent<HTMLTableRowElement>, open: () => void) {
  const row = event.currentTarget;
  if (event.target !== row) return;
  if (event.key === 'Enter') {
    event.preventDefault();
    open();
  } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    const next = event.key === 'ArrowDown' ? row.nextElementSibling : row.previousElementSibling;
    if (next instanceof HTMLElement) next.focus();
  } else if (event.key === 'Home' || event.key === 'End') {
    const rows = row.parentElement?.querySelectorAll<HTMLElement>('tr[tabindex]');
    const target = event.key === 'Home' ? rows?.[0] : rows?.[rows.length - 1];
    if (target) {
      event.preventDefault();
      target.focus();
    }
  }
}
