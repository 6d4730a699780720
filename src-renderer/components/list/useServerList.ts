/**
 * The state of one server list (see ServerListPage): its view kept by useListView, the request of
 * the page shown (from the list codec), the table's sorting and the column settings.
 */
import type { SortingState } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { PageSize } from '../../../src-shared/domain/constants.ts';
import type { ListCodec, ListDescriptor, ListView } from '../../lib/listQuery.ts';
import { useListView } from '../../lib/useListView.ts';
import { useTableColumns } from '../../lib/useTableColumns.ts';

/** What the user did to the list (the RFQ list times them: perfMarks.ts). */
type ListInteraction = 'filter' | 'sort' | 'page';

export function useServerList<const D extends ListDescriptor>(options: {
  codec: ListCodec<D>;
  /** The name of the table's settings: `Filters[table]`, column visibility and pinning. */
  table: string;
  /** The columns a new user sees; every column when not given. */
  defaultVisibility?: Record<string, boolean>;
  /** Runs on every change of the view (a list with a row selection lets it go). */
  onChange?: () => void;
  onInteraction?: (kind: ListInteraction) => void;
}) {
  const { codec, onInteraction } = options;
  const listView = useListView<ListView<D>>({
    table: options.table,
    fromSaved: codec.fromSaved,
    toSaved: codec.toSaved,
    onChange: options.onChange,
  });
  const { view, applyView, clearSearch } = listView;
  const params = codec.params(view, listView.pageIndex);

  const setFilters = (patch: Partial<ListView<D>['filters']>) => {
    onInteraction?.('filter');
    applyView({ ...view, filters: { ...view.filters, ...patch } });
  };
  /** A saved preset's filters over cleared ones (what it did not set is cleared). */
  const applyFilters = (filters: Record<string, unknown>) => {
    onInteraction?.('filter');
    const cleared: Record<string, unknown> = codec.clearedFilters(view.filters);
    const known = Object.fromEntries(Object.entries(filters).filter(([key]) => key in cleared));
    applyView({ ...view, filters: { ...cleared, ...known } as ListView<D>['filters'] });
  };
  const clearFilters = () => {
    clearSearch();
    applyView({ ...view, filters: codec.clearedFilters(view.filters) });
  };

  const sorting = useMemo(() => codec.sortingOf(view.ordering), [codec, view.ordering]);
  const onSortingChange = (next: SortingState) => {
    onInteraction?.('sort');
    applyView({ ...view, ordering: codec.orderingOf(next) });
  };
  const showPage = (index: number) => {
    onInteraction?.('page');
    listView.showPage(index);
  };
  const setPageSize = (pageSize: PageSize) => applyView({ ...view, pageSize });

  const columns = useTableColumns(options.table, options.defaultVisibility ?? ALL_COLUMNS);

  return {
    ...listView,
    params,
    setFilters,
    applyFilters,
    clearFilters,
    table: options.table,
    filtered: codec.hasActiveFilters(view.filters),
    sorting,
    onSortingChange,
    showPage,
    setPageSize,
    columns,
  };
}

/** No defaults: a constant, so the column settings' memos keep. */
const ALL_COLUMNS: Record<string, boolean> = {};

export type ServerList<D extends ListDescriptor> = ReturnType<typeof useServerList<D>>;
