import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Paginated } from '../../../src-shared/api/results.ts';
import type { RfqDetail, RfqListItem } from '../../../src-shared/api/rfq.ts';
import {
  ACTION_FROM,
  listOf,
  RFQ_LIST_LABEL,
  RFQ_LISTS,
  type RfqAction,
} from '../../../src-shared/domain/rfq-lists.ts';
import { queryClient } from '../../api/queryClient.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { NewButton } from '../../components/NewButton.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Segments, yesNoOptions } from '../../components/list/filters.tsx';
import { ServerListPage } from '../../components/list/ServerListPage.tsx';
import { useBulkSelection, workflowButtons } from '../../components/list/useBulkSelection.tsx';
import { useServerList } from '../../components/list/useServerList.ts';
import { listTabs } from '../../lib/listTabs.ts';
import { startListInteraction, useListInteractionMarks } from '../../lib/perfMarks.ts';
import { useCompanyPriorityFilters } from './CompanyPriorityFilters.tsx';
import { managerFilter } from '../shared-filters.ts';
import { usePowers, useRoleUrl } from '../../stores/session.ts';
import { useSettings } from '../../stores/settings.ts';
import { ACTION_ICON, ACTION_LABEL, ActionDialog, needsDialog, plainInput } from './actions.tsx';
import {
  BULK_ACTIONS,
  invalidateRfqLists,
  useBulkAction,
  useRfqList,
  useStaffContacts,
  type ActionInput,
} from './api.ts';
import { DEFAULT_RFQ_VISIBILITY, RFQ_TABLE, rfqColumns } from './columns.tsx';
import { pageAfterActions, pageWithCreated } from './listMovement.ts';
import { countParams, rfqListCodec } from './listQuery.ts';
import { RfqCards } from './RfqCards.tsx';
import { RfqCreateDialog } from './RfqCreateDialog.tsx';
import '../../styles/sales.css';

const rfqLabel = (rfq: RfqListItem) => `${rfq.number} ${rfq.company.name}`;
const VIEW_OPTIONS = [
  {
    value: 'table',
    label: (
      <>
        <Icon name="rows" size={14} />
        Table
      </>
    ),
    title: 'Compact table',
  },
  {
    value: 'cards',
    label: (
      <>
        <Icon name="grid" size={14} />
        Cards
      </>
    ),
    title: 'Cards',
  },
] as const;
const RECEIVED_LABELS = { from: 'Received from', to: 'Received to' };

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
  const salesFilters = useCompanyPriorityFilters(isClient);
  const rfqView = useSettings((state) => state.local.rfqView);
  const updateLocal = useSettings((state) => state.updateLocal);
  const staff = useStaffContacts();

  const bulk = useBulkSelection(mayWork);
  const list = useServerList({
    codec: rfqListCodec,
    table: RFQ_TABLE,
    defaultVisibility: DEFAULT_RFQ_VISIBILITY,
    // Another view shows other rows: the selection and a refusal about them go.
    onChange: bulk.reset,
    onInteraction: startListInteraction,
  });
  const { view, applyView, showFirstPage, params, columns } = list;
  const dialogState = useState<RfqAction | 'create' | null>(null);
  const [dialog, setDialog] = dialogState;
  const moving = useBulkAction();

  const query = useRfqList(params);
  useListInteractionMarks(JSON.stringify(params), query.isPlaceholderData ? undefined : query.data);
  const counts = countParams(view.filters, view.pageSize, view.ordering);
  const countQueries = {
    not_in_work: useRfqList(counts.not_in_work, view.list !== 'not_in_work'),
    in_work: useRfqList(counts.in_work, view.list !== 'in_work'),
    archive: useRfqList(counts.archive, view.list !== 'archive'),
  };

  const rows = query.data?.results;

  const visibility = useMemo(
    () => ({ ...columns.visibility, select: mayWork }),
    [columns.visibility, mayWork],
  );

  const selection = bulk.tableOf(rows);
  const bulkActions = BULK_ACTIONS.filter((action) => ACTION_FROM[action].includes(view.list));

  /** Runs an action on the selected RFQs; the list moves only when the server said yes. */
  async function runBulk(input: ActionInput) {
    // Quoting is one RFQ at a time, from its page: the lists offer it on no selection.
    if (input.action === 'finish') return;
    await bulk.run((ids) => moving.mutateAsync({ ids, input }), {
      dialog: dialogState,
      onDone: (updated) => {
        queryClient.setQueryData<Paginated<RfqListItem>>(
          queryKeys.rfq.list(role, params),
          (current) => (current ? pageAfterActions(current, view.list, updated) : current),
        );
        void invalidateRfqLists(role);
      },
    });
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
    const firstPage = rfqListCodec.params(next, 0);
    queryClient.setQueryData<Paginated<RfqListItem>>(
      queryKeys.rfq.list(role, firstPage),
      (current) => (current ? pageWithCreated(current, next.list, created) : current),
    );
    void invalidateRfqLists(role);
  }

  const emptyTitle = `Nothing ${RFQ_LIST_LABEL[view.list].toLowerCase()}`;

  return (
    <ServerListPage
      list={list}
      query={query}
      title="RFQs"
      noun="RFQs"
      columns={rfqColumns}
      columnMenu={rfqView === 'table'}
      headerStart={
        <Segments
          label="View"
          options={VIEW_OPTIONS}
          value={rfqView}
          onChange={(option) => updateLocal({ rfqView: option })}
        />
      }
      actions={mayWrite ? <NewButton label="New RFQ" onClick={() => setDialog('create')} /> : null}
      tabs={listTabs('RFQ lists', RFQ_LISTS, RFQ_LIST_LABEL, { list, query, counts: countQueries })}
      filtersLabel="RFQ filters"
      search={{ label: 'Search RFQs', placeholder: 'RFQ, company or P/N…', narrow: true }}
      filters={[
        ...salesFilters,
        !isClient && managerFilter('rfq_manager', staff.data),
        {
          key: 'is_repair',
          label: 'Repair',
          anyLabel: 'Repair or not',
          options: yesNoOptions('Repairs only', 'No repairs'),
          narrow: true,
        },
        { kind: 'dateRange', keys: { from: 'date_from', to: 'date_to' }, labels: RECEIVED_LABELS },
      ]}
      aboveTable={bulk.bar(
        workflowButtons(bulkActions, ACTION_LABEL, moving.isPending, startAction, ACTION_ICON),
      )}
      table={{
        label: `RFQs ${RFQ_LIST_LABEL[view.list].toLowerCase()}`,
        testId: 'rfq-table',
        rowLabel: rfqLabel,
        onRowOpen: (rfq) => navigate(`/rfq/${rfq.id}`),
        isRowSelected: mayWork ? selection.isRowSelected : undefined,
        visibility,
      }}
      emptyTitle={emptyTitle}
      renderBody={(table) =>
        selection.renderBody(
          rfqView === 'cards' ? (
            <RfqCards
              rows={rows ?? NO_ROWS}
              loading={query.isPending}
              error={query.error}
              onRetry={() => void query.refetch()}
              onOpen={(rfq) => navigate(`/rfq/${rfq.id}`)}
              emptyTitle={list.filtered ? 'No RFQs match these filters' : emptyTitle}
            />
          ) : (
            table
          ),
        )
      }
    >
      {dialog === 'create' ? (
        <RfqCreateDialog onClose={() => setDialog(null)} onCreated={onCreated} />
      ) : dialog ? (
        <ActionDialog
          action={dialog}
          count={bulk.picked.ids.length}
          onSubmit={runBulk}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </ServerListPage>
  );
}

const NO_ROWS: RfqListItem[] = [];
