import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { EndPositionItem } from '../../../src-shared/api/end-position.ts';
import {
  END_POSITION_ACTION_FROM,
  END_POSITION_ACTIONS,
  NEED_OFFER_TAB_LABEL,
  NEED_OFFER_TABS,
  type EndPositionAction,
  type NeedOfferTab,
} from '../../../src-shared/domain/end-position.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { ActionButton } from '../../components/ActionButton.tsx';
import { type IconName } from '../../components/Icon.tsx';
import { ServerListPage } from '../../components/list/ServerListPage.tsx';
import { useBulkSelection, workflowButtons } from '../../components/list/useBulkSelection.tsx';
import { useServerList } from '../../components/list/useServerList.ts';
import { listTabs } from '../../lib/listTabs.ts';
import { usePowers, useRoleUrl } from '../../stores/session.ts';
import { ContactPickDialog } from '../rfq/actions.tsx';
import { useStaffContacts } from '../rfq/api.ts';
import { managerFilter, PRIORITY_FILTER } from '../shared-filters.ts';
import {
  exportIlsRequests,
  useBulkAction,
  useIlsRequests,
  useNeedOfferList,
  type BulkInput,
} from './api.ts';
import {
  DEFAULT_NEED_OFFER_VISIBILITY,
  ILS_COLUMNS,
  NEED_OFFER_TABLE,
  needOfferColumns,
} from './columns.tsx';
import { needOfferListCodec } from './listQuery.ts';
import '../../styles/sales.css';

/** The words of the bulk bar (spec §4: back, finish, add to ILS, add to pipeline, change manager). */
const ACTION_LABEL: Record<EndPositionAction, string> = {
  get_in_work: 'Take to work',
  return_to_not_in_work: 'Back',
  end_search: 'Finish',
  give_to_work: 'Change manager',
  request_ils: 'Add to ILS',
  pipeline: 'Add to pipeline',
};

const ACTION_ICON: Record<EndPositionAction, IconName> = {
  get_in_work: 'zap',
  return_to_not_in_work: 'undo',
  end_search: 'check',
  give_to_work: 'user',
  request_ils: 'send',
  pipeline: 'rows',
};

/** The tab whose rows are all in one state offers only that state's actions. */
function actionsOf(tab: NeedOfferTab): EndPositionAction[] {
  if (tab !== 'need_updates' && tab !== 'in_work') return [...END_POSITION_ACTIONS];
  return END_POSITION_ACTIONS.filter((action) => END_POSITION_ACTION_FROM[action].includes(tab));
}

/**
 * Need offers (spec §2 need-offer lists, §4 need-offer flow and end positions): the search tasks
 * in four tabs, with the bulk actions of the state machine for the roles that search (all or
 * nothing: a refusal names each position and why), and the ILS request list with its export.
 */
export function NeedOfferPage() {
  const navigate = useNavigate();
  const { workSearchTasks: mayWork } = usePowers();
  const staff = useStaffContacts();
  const bulk = useBulkSelection(mayWork);
  const dialogState = useState<'end_search' | 'give_to_work' | null>(null);
  const [dialog, setDialog] = dialogState;
  const list = useServerList({
    codec: needOfferListCodec,
    table: NEED_OFFER_TABLE,
    defaultVisibility: DEFAULT_NEED_OFFER_VISIBILITY,
    onChange: bulk.reset,
  });
  const { view, params, columns } = list;
  const query = useNeedOfferList(params);
  const moving = useBulkAction();

  const countQueries = {
    need_updates: useNeedOfferList({ ...params, list: 'need_updates', page: 1 }),
    in_work: useNeedOfferList({ ...params, list: 'in_work', page: 1 }),
    created_today: useNeedOfferList({ ...params, list: 'created_today', page: 1 }),
    activity_offers: useNeedOfferList({ ...params, list: 'activity_offers', page: 1 }),
  };

  const selection = bulk.tableOf(query.data?.results);
  const visibility = useMemo(
    () => ({
      ...columns.visibility,
      select: mayWork,
      // The offer that arrived is shown on the activity offers tab only, in the place of the
      // day the position was asked for: the day its offer came matters there.
      offer: view.list === 'activity_offers' && columns.visibility.offer !== false,
      ...(view.list === 'activity_offers' ? { created_at: false } : {}),
    }),
    [columns.visibility, mayWork, view.list],
  );

  /** Runs an action on the selected tasks; a refusal keeps the selection for another try. */
  function run(input: BulkInput) {
    return bulk.run((ids) => moving.mutateAsync({ ids, input }), { dialog: dialogState });
  }

  const start = (action: EndPositionAction) => {
    if (action === 'end_search' || action === 'give_to_work') setDialog(action);
    else void run({ action });
  };

  const count = bulk.picked.ids.length;
  const what = count === 1 ? 'this position' : `these ${count} positions`;

  return (
    <ServerListPage
      list={list}
      query={query}
      title="Need offers"
      noun="positions"
      columns={needOfferColumns}
      tabs={listTabs('Need-offer lists', NEED_OFFER_TABS, NEED_OFFER_TAB_LABEL, {
        list,
        query,
        counts: countQueries,
      })}
      filtersLabel="Need-offer filters"
      search={{ label: 'Search positions', placeholder: 'Part number or RFQ…', narrow: true }}
      filters={[managerFilter('manager', staff.data), PRIORITY_FILTER]}
      aboveTable={bulk.bar(
        workflowButtons(actionsOf(view.list), ACTION_LABEL, moving.isPending, start, ACTION_ICON),
      )}
      table={{
        label: `Positions: ${NEED_OFFER_TAB_LABEL[view.list].toLowerCase()}`,
        testId: 'need-offer-table',
        getRowId: (row: EndPositionItem) => `${row.id}-${row.offer?.id ?? ''}`,
        rowLabel: (row) => `${row.position.part_number} ${row.rfq.number}`,
        onRowOpen: (row) => navigate(`/rfq/${row.rfq.id}`),
        isRowSelected: mayWork ? selection.isRowSelected : undefined,
        visibility,
      }}
      emptyTitle={`No positions: ${NEED_OFFER_TAB_LABEL[view.list].toLowerCase()}`}
      renderBody={selection.renderBody}
    >
      <IlsRequestsPanel />
      {dialog === 'end_search' ? (
        <ConfirmDialog
          title="Finish the search"
          message={`Finishing closes the search for ${what}. Say what was found (or why not): the comment is kept with it.`}
          confirmLabel="Finish"
          comment={{ mode: 'required', label: 'Comment' }}
          onConfirm={(comment) => run({ action: 'end_search', comment })}
          onClose={() => setDialog(null)}
          testId="end_search-dialog"
        />
      ) : dialog === 'give_to_work' ? (
        <ContactPickDialog
          title="Change manager"
          message={`Choose who searches for ${what}: it goes to their work.`}
          onSubmit={(contact) => run({ action: 'give_to_work', contact })}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </ServerListPage>
  );
}

/** The positions asked of ILS, and the file to upload there by hand. */
function IlsRequestsPanel() {
  const role = useRoleUrl();
  const ils = useIlsRequests();
  const rows = ils.data ?? [];
  return (
    <section className="tab-section" aria-labelledby="ils-requests-title" data-testid="ils-panel">
      <div className="section-toolbar">
        <h2 id="ils-requests-title">
          ILS requests {ils.data ? <span className="badge">{rows.length}</span> : null}
        </h2>
        <ActionButton
          small
          icon="download"
          label="Export"
          onClick={() => void exportIlsRequests(role)}
          disabled={rows.length === 0}
          testId="ils-export"
        />
      </div>
      <p className="muted">
        ILS has no public API: export this list as a file and upload it to ILS by hand.
      </p>
      <DataTable
        label="ILS requests"
        testId="ils-requests"
        columns={ILS_COLUMNS}
        data={rows}
        getRowId={(row) => String(row.id)}
        loading={ils.isPending}
        fetching={ils.isFetching && !ils.isPending}
        error={ils.error}
        onRetry={() => void ils.refetch()}
        emptyTitle="Nothing asked of ILS"
      />
    </section>
  );
}
