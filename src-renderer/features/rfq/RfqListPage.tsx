import type { SortingState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Paginated } from '../../../src-shared/api/common.ts';
import type { BulkRefusal, RfqDetail, RfqListItem } from '../../../src-shared/api/rfq.ts';
import type { PageSize } from '../../../src-shared/domain/constants.ts';
import {
  ACTION_FROM,
  listOf,
  RFQ_LIST_LABEL,
  RFQ_LISTS,
  type RfqAction,
  type RfqList,
} from '../../../src-shared/domain/rfq-lists.ts';
import { queryClient } from '../../api/queryClient.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { ColumnMenu } from '../../components/ColumnMenu.tsx';
import { CompanyPriorityFilters } from './CompanyPriorityFilters.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { SearchBox } from '../../components/SearchBox.tsx';
import { Tabs } from '../../components/Tabs.tsx';
import { useListView } from '../../lib/useListView.ts';
import { pageSummary } from '../../lib/paging.ts';
import { startListInteraction, useListInteractionMarks } from '../../lib/perfMarks.ts';
import { reportUnexpected } from '../../lib/report.ts';
import { columnChoicesOf, useTableColumns } from '../../lib/useTableColumns.ts';
import { usePowers, useRoleUrl } from '../../stores/session.ts';
import { useSettings } from '../../stores/settings.ts';
import { contactName } from '../company/contacts.ts';
import {
  ACTION_ICON,
  ACTION_LABEL,
  ActionDialog,
  bulkRefusalOf,
  needsDialog,
  plainInput,
  RefusalPanel,
} from './actions.tsx';
import {
  applyBulkAction,
  BULK_ACTIONS,
  invalidateRfqLists,
  useRfqList,
  useStaffContacts,
  type ActionInput,
} from './api.ts';
import {
  DEFAULT_RFQ_VISIBILITY,
  RFQ_COLUMN_IDS,
  RFQ_TABLE,
  rfqColumns,
  RowSelectionContext,
  type RowSelectionApi,
} from './columns.tsx';
import { pageAfterActions, pageWithCreated } from './listMovement.ts';
import {
  countParams,
  EMPTY_RFQ_FILTERS,
  hasActiveFilters,
  orderingFromSorting,
  rfqListParams,
  savedFromView,
  sortingFromOrdering,
  viewFromSaved,
  type RfqFilters,
} from './listQuery.ts';
import { RfqCards } from './RfqCards.tsx';
import { RfqCreateDialog } from './RfqCreateDialog.tsx';
import {
  clickRow,
  EMPTY_SELECTION,
  pageSelectionState,
  togglePage,
  type Selection,
} from './selection.ts';
import '../../styles/sales.css';

const NO_ROWS: RfqListItem[] = [];
const rfqId = (rfq: RfqListItem) => String(rfq.id);
const rfqLabel = (rfq: RfqListItem) => `${rfq.number} ${rfq.company.name}`;

/**
 * The RFQ lists (spec §2, §4): not in work, in work, archive, as tabs with counts; filters with
 * empty values dropped (§5) and remembered in `Filters.rfq`; server paging and sorting; row
 * selection with the bulk actions the list allows; a new RFQ prepended to a list kept to 10.
 */
export function RfqListPage() {
  const navigate = useNavigate();
  const role = useRoleUrl();
  // A client may create RFQs for its own company, nothing more.
  const { isClient, editRfq: mayWork, requestRfq: mayWrite } = usePowers();
  const rfqView = useSettings((state) => state.local.rfqView);
  const updateLocal = useSettings((state) => state.updateLocal);
  const staff = useStaffContacts();

  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [refusal, setRefusal] = useState<BulkRefusal | null>(null);
  const { view, applyView, pageIndex, showPage, showFirstPage, search, searchRef, clearSearch } =
    useListView({
      table: RFQ_TABLE,
      fromSaved: viewFromSaved,
      toSaved: savedFromView,
      // Another view shows other rows: the selection and a refusal about them go.
      onChange: () => {
        setSelection(EMPTY_SELECTION);
        setRefusal(null);
      },
    });
  const [dialog, setDialog] = useState<RfqAction | 'create' | null>(null);
  const [busy, setBusy] = useState(false);

  const params = rfqListParams(view.list, view.filters, pageIndex, view.pageSize, view.ordering);
  const list = useRfqList(params);
  useListInteractionMarks(JSON.stringify(params), list.isPlaceholderData ? undefined : list.data);
  const counts = countParams(view.filters, view.pageSize, view.ordering);
  const countQueries = {
    not_in_work: useRfqList(counts.not_in_work, view.list !== 'not_in_work'),
    in_work: useRfqList(counts.in_work, view.list !== 'in_work'),
    archive: useRfqList(counts.archive, view.list !== 'archive'),
  };
  const countOf = (shown: RfqList) =>
    shown === view.list ? list.data?.count : countQueries[shown].data?.count;

  const count = list.data?.count ?? 0;
  const rows = list.data?.results ?? NO_ROWS;
  const { pageCount } = pageSummary(pageIndex, view.pageSize, count);
  const shownIndex = list.data && pageIndex >= pageCount ? pageCount - 1 : pageIndex;
  const pageIds = useMemo(() => rows.map((rfq) => rfq.id), [rows]);

  const setFilters = (patch: Partial<RfqFilters>) => {
    startListInteraction('filter');
    applyView({ ...view, filters: { ...view.filters, ...patch } });
  };

  const clearFilters = () => {
    clearSearch();
    applyView({ ...view, filters: EMPTY_RFQ_FILTERS });
  };

  const sorting = useMemo(() => sortingFromOrdering(view.ordering), [view.ordering]);
  const onSortingChange = (next: SortingState) => {
    startListInteraction('sort');
    applyView({ ...view, ordering: orderingFromSorting(next) });
  };

  const columns = useTableColumns(RFQ_TABLE, DEFAULT_RFQ_VISIBILITY);
  const visibility = useMemo(
    () => ({ ...columns.visibility, select: mayWork }),
    [columns.visibility, mayWork],
  );
  const columnChoices = useMemo(() => columnChoicesOf(rfqColumns, RFQ_COLUMN_IDS), []);

  const selectionApi: RowSelectionApi = {
    enabled: mayWork,
    isSelected: (id) => selection.ids.has(id),
    pageState: pageSelectionState(selection, pageIds),
    click: (id, shift) => setSelection((current) => clickRow(current, pageIds, id, shift)),
    togglePage: () => setSelection((current) => togglePage(current, pageIds)),
  };
  const selectedIds = [...selection.ids];
  const bulkActions = BULK_ACTIONS.filter((action) => ACTION_FROM[action].includes(view.list));

  /** Runs an action on the selected RFQs; the list moves only when the server said yes. */
  async function runBulk(input: ActionInput) {
    // Quoting is one RFQ at a time, from its page: the lists offer it on no selection.
    if (input.action === 'finish') return;
    setRefusal(null);
    setBusy(true);
    try {
      const updated = await applyBulkAction(role, selectedIds, input);
      queryClient.setQueryData<Paginated<RfqListItem>>(
        queryKeys.rfq.list(role, params),
        (current) => (current ? pageAfterActions(current, view.list, updated) : current),
      );
      setSelection(EMPTY_SELECTION);
      setDialog(null);
      void invalidateRfqLists(role);
    } catch (error) {
      const refused = bulkRefusalOf(error);
      if (refused) {
        // All or nothing: nothing moved, the selection stays for another try.
        setRefusal(refused);
        setDialog(null);
        return;
      }
      if (dialog) throw error; // The dialog shows it and keeps what was typed.
      reportUnexpected(error);
    } finally {
      setBusy(false);
    }
  }

  const startAction = (action: RfqAction) => {
    const input = plainInput(action);
    if (input && !needsDialog(action)) void runBulk(input);
    else setDialog(action);
  };

  function onCreated(created: RfqDetail) {
    setDialog(null);
    const target = listOf(created);
    const next = target === view.list ? view : { ...view, list: target };
    if (next !== view) applyView(next);
    showFirstPage(next);
    // Spec §4: the new RFQ is prepended and the list kept to 10; the server's list follows.
    const firstPage = rfqListParams(next.list, next.filters, 0, next.pageSize, next.ordering);
    queryClient.setQueryData<Paginated<RfqListItem>>(
      queryKeys.rfq.list(role, firstPage),
      (current) => (current ? pageWithCreated(current, next.list, created) : current),
    );
    void invalidateRfqLists(role);
  }

  const tabs = RFQ_LISTS.map((id) => ({ id, label: RFQ_LIST_LABEL[id], count: countOf(id) }));
  const managers = (staff.data ?? []).map((contact) => ({
    value: String(contact.id),
    label: contactName(contact) || contact.email,
  }));
  const filtered = hasActiveFilters(view.filters);

  return (
    <div className="page page-list">
      <header className="page-header">
        <div className="page-title">
          <h1>RFQs</h1>
        </div>
        <div className="page-actions">
          <div role="radiogroup" aria-label="View" className="segmented segmented-text">
            {(['table', 'cards'] as const).map((option) => (
              <button
                key={option}
                type="button"
                role="radio"
                aria-checked={rfqView === option}
                className="segment"
                onClick={() => updateLocal({ rfqView: option })}
                title={option === 'table' ? 'Compact table' : 'Cards'}
              >
                <Icon name={option === 'table' ? 'rows' : 'grid'} size={14} />
                {option === 'table' ? 'Table' : 'Cards'}
              </button>
            ))}
          </div>
          {rfqView === 'table' ? <ColumnMenu columns={columnChoices} settings={columns} /> : null}
          {mayWrite ? (
            <button
              type="button"
              className="button button-primary"
              onClick={() => setDialog('create')}
            >
              <Icon name="plus" /> New RFQ
            </button>
          ) : null}
        </div>
      </header>

      <Tabs
        label="RFQ lists"
        tabs={tabs}
        active={view.list}
        onChange={(next) => applyView({ ...view, list: next as RfqList })}
      >
        <div className="list-body">
          <div className="toolbar" role="search" aria-label="RFQ filters">
            <SearchBox
              search={search}
              inputRef={searchRef}
              label="Search RFQs"
              placeholder="RFQ, company or part number…"
              narrow
            />
            <CompanyPriorityFilters
              filters={view.filters}
              setFilters={setFilters}
              isClient={isClient}
            />
            {isClient ? null : (
              <select
                className="input select"
                aria-label="Manager"
                value={view.filters.rfq_manager}
                onChange={(event) => setFilters({ rfq_manager: event.target.value })}
              >
                <option value="">Any manager</option>
                {managers.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
            <select
              className="input select select-narrow"
              aria-label="Repair"
              value={view.filters.is_repair}
              onChange={(event) => setFilters({ is_repair: event.target.value })}
            >
              <option value="">Repair or not</option>
              <option value="true">Repairs only</option>
              <option value="false">No repairs</option>
            </select>
            <span className="date-range">
              <input
                type="date"
                className="input"
                aria-label="Received from"
                value={view.filters.date_from}
                onChange={(event) => setFilters({ date_from: event.target.value })}
              />
              <span className="muted">–</span>
              <input
                type="date"
                className="input"
                aria-label="Received to"
                value={view.filters.date_to}
                onChange={(event) => setFilters({ date_to: event.target.value })}
              />
            </span>
            {filtered ? (
              <button type="button" className="button button-ghost" onClick={clearFilters}>
                <Icon name="filterX" /> Clear filters
              </button>
            ) : null}
          </div>

          {selection.ids.size > 0 ? (
            <div
              className="bulk-bar"
              role="region"
              aria-label="Bulk actions"
              data-testid="bulk-bar"
            >
              <strong data-testid="selected-count">{selection.ids.size} selected</strong>
              <span className="bulk-actions">
                {bulkActions.map((action) => (
                  <button
                    key={action}
                    type="button"
                    className={`button button-small${action === 'cancel' ? ' button-danger-ghost' : ''}`}
                    disabled={busy}
                    onClick={() => startAction(action)}
                    data-testid={`bulk-${action}`}
                  >
                    <Icon name={ACTION_ICON[action]} size={14} /> {ACTION_LABEL[action]}
                  </button>
                ))}
              </span>
              <button
                type="button"
                className="button button-small button-ghost"
                onClick={() => setSelection(EMPTY_SELECTION)}
              >
                Clear selection
              </button>
              <span className="muted bulk-hint">Shift-click selects a range</span>
            </div>
          ) : null}
          {refusal ? <RefusalPanel refusal={refusal} onDismiss={() => setRefusal(null)} /> : null}

          <RowSelectionContext.Provider value={selectionApi}>
            {rfqView === 'cards' ? (
              <RfqCards
                rows={rows}
                loading={list.isPending}
                error={list.error}
                onRetry={() => void list.refetch()}
                onOpen={(rfq) => navigate(`/rfq/${rfq.id}`)}
                emptyTitle={
                  filtered
                    ? 'No RFQs match these filters'
                    : `Nothing ${RFQ_LIST_LABEL[view.list].toLowerCase()}`
                }
              />
            ) : (
              <DataTable
                label={`RFQs ${RFQ_LIST_LABEL[view.list].toLowerCase()}`}
                testId="rfq-table"
                columns={rfqColumns}
                data={rows}
                getRowId={rfqId}
                rowLabel={rfqLabel}
                sorting={sorting}
                onSortingChange={onSortingChange}
                columnVisibility={visibility}
                columnPinning={columns.pinning}
                onRowOpen={(rfq) => navigate(`/rfq/${rfq.id}`)}
                isRowSelected={mayWork ? (rfq) => selection.ids.has(rfq.id) : undefined}
                loading={list.isPending}
                fetching={list.isFetching && !list.isPending}
                error={list.error}
                onRetry={() => void list.refetch()}
                emptyTitle={
                  filtered
                    ? 'No RFQs match these filters'
                    : `Nothing ${RFQ_LIST_LABEL[view.list].toLowerCase()}`
                }
                emptyDetail={
                  filtered ? (
                    <button type="button" className="button button-small" onClick={clearFilters}>
                      Clear filters
                    </button>
                  ) : null
                }
              />
            )}
          </RowSelectionContext.Provider>
          {list.data ? (
            <Pagination
              pageIndex={shownIndex}
              pageSize={view.pageSize}
              count={count}
              noun="RFQs"
              onPageChange={(index) => {
                startListInteraction('page');
                showPage(index);
              }}
              onPageSizeChange={(size: PageSize) => applyView({ ...view, pageSize: size })}
            />
          ) : null}
        </div>
      </Tabs>

      {dialog === 'create' ? (
        <RfqCreateDialog onClose={() => setDialog(null)} onCreated={onCreated} />
      ) : dialog ? (
        <ActionDialog
          action={dialog}
          count={selection.ids.size}
          onSubmit={runBulk}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}
