/**
 * Order positions across orders (spec §7 "Order positions"), for sales and buyers following what
 * was sold: filters (client, state, confirmation, problem, delivery type, dates), server paging
 * and sorting, a selection with the bulk transitions (all or nothing: a refusal names each
 * position and why, and nothing moves), and per position a penalty, a comment, the follow-up
 * fields and deletion.
 */
import { useMemo, useState } from 'react';
import {
  ORDER_POSITION_ACTION_LABEL,
  orderPositionEditRefusal,
  orderPositionRefusal,
  type OrderPositionAction,
} from '../../../src-shared/domain/order-position-flow.ts';
import { can } from '../../../src-shared/domain/permissions.ts';
import { BackLink } from '../../components/DetailPage.tsx';
import { Icon, type IconName } from '../../components/Icon.tsx';
import { PRODUCT_STATUS_LABELS, PRODUCT_STATUSES } from '../../../src-shared/domain/product.ts';
import { labelledOptions } from '../../components/Field.tsx';
import { yesNoOptions } from '../../components/list/filters.tsx';
import { CONFIRMED_FILTER } from '../shared-filters.ts';
import { ServerListPage } from '../../components/list/ServerListPage.tsx';
import { useBulkSelection, workflowButtons } from '../../components/list/useBulkSelection.tsx';
import { useServerList } from '../../components/list/useServerList.ts';
import { useBaseInfo } from '../../session/reference.ts';
import { usePowers, useRoles, useRoleUrl } from '../../stores/session.ts';
import { refOptions } from '../company/options.ts';
import { companyItems } from '../rfq/api.ts';
import { useBulkPositions, useOrderPositionList } from './positionApi.ts';
import {
  DEFAULT_POSITION_VISIBILITY,
  POSITION_TABLE,
  positionColumns,
} from './positionColumns.tsx';
import { PositionDialogs, type PositionDialog } from './PositionDialogs.tsx';
import { positionListCodec } from './positionListQuery.ts';
import '../../styles/sales.css';

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'canceled', label: 'Canceled' },
  { value: 'delivered', label: 'Delivered' },
];
const BULK: readonly OrderPositionAction[] = ['confirm', 'cancel_confirm', 'cancel', 'return'];
/** What one selected position offers besides the bulk moves (deleting only while allowed). */
const ONE_POSITION_ACTIONS = [
  { kind: 'penalty', icon: 'alert', label: 'Penalty' },
  { kind: 'comment', icon: 'edit', label: 'Comment' },
  { kind: 'follow-up', icon: 'clock', label: 'Follow-up' },
  { kind: 'delete', icon: 'trash', label: 'Delete' },
] as const satisfies readonly { kind: string; icon: IconName; label: string }[];

export function OrderPositionsPage() {
  const role = useRoleUrl();
  const { isClient } = usePowers();
  const mayWrite = can(useRoles(), 'order', 'write');
  const baseInfo = useBaseInfo();
  const bulk = useBulkSelection(mayWrite);
  const dialogState = useState<PositionDialog | null>(null);
  const [dialog, setDialog] = dialogState;
  const list = useServerList({
    codec: positionListCodec,
    table: POSITION_TABLE,
    defaultVisibility: DEFAULT_POSITION_VISIBILITY,
    onChange: bulk.reset,
  });
  const query = useOrderPositionList(list.params, !isClient);
  const moving = useBulkPositions();
  const rows = query.data?.results;
  const byId = useMemo(() => new Map((rows ?? []).map((row) => [row.id, row])), [rows]);
  const selected = bulk.picked.ids;
  const companies = companyItems(role);

  const selection = bulk.tableOf(rows);
  const visibility = useMemo(
    () => ({ ...list.columns.visibility, select: mayWrite }),
    [list.columns.visibility, mayWrite],
  );
  /** The actions some selected position on this page may take (the server decides for all). */
  const offered = BULK.filter((action) =>
    selected.some((id) => {
      const row = byId.get(id);
      return !row || orderPositionRefusal(action, row, '') === null;
    }),
  );

  function runBulk(action: OrderPositionAction, comment?: string) {
    return bulk.run((positions) => moving.mutateAsync({ action, positions, comment }), {
      dialog: dialogState,
    });
  }

  const one = selected.length === 1 ? byId.get(selected[0] as number) : undefined;
  if (isClient) {
    return (
      <div className="page">
        <h1>Order positions</h1>
        <p className="muted">The positions of your orders are on each order.</p>
      </div>
    );
  }

  return (
    <ServerListPage
      list={list}
      query={query}
      title="Order positions"
      noun="positions"
      columns={positionColumns}
      headerStart={<BackLink to="/orders">Orders</BackLink>}
      filtersLabel="Position filters"
      search={{ label: 'Search positions', placeholder: 'Part number or order…', narrow: true }}
      filters={[
        {
          kind: 'pick',
          key: 'client',
          nameKey: 'client_name',
          label: 'Client',
          placeholder: 'All clients',
          items: companies,
        },
        {
          key: 'active_status',
          label: 'Status',
          anyLabel: 'Any status',
          options: STATUS_OPTIONS,
          narrow: true,
        },
        {
          key: 'product_status',
          label: 'Product',
          anyLabel: 'Any product state',
          options: labelledOptions(PRODUCT_STATUSES, PRODUCT_STATUS_LABELS),
          narrow: true,
        },
        CONFIRMED_FILTER,
        {
          key: 'has_problem',
          label: 'Problem',
          anyLabel: 'Problem or not',
          options: yesNoOptions('With a problem', 'No problem'),
          narrow: true,
        },
        {
          key: 'delivery_type',
          label: 'Delivery type',
          anyLabel: 'Any delivery',
          options: refOptions(baseInfo.data?.delivery_type),
          narrow: true,
        },
      ]}
      aboveTable={bulk.bar(
        workflowButtons(offered, ORDER_POSITION_ACTION_LABEL, moving.isPending, (action) =>
          action === 'cancel' ? setDialog({ kind: 'cancel' }) : void runBulk(action),
        ),
        one
          ? ONE_POSITION_ACTIONS.filter(
              (item) => item.kind !== 'delete' || orderPositionEditRefusal(one, '', true) === null,
            ).map((item) => (
              <button
                key={item.kind}
                type="button"
                className={`button button-small${item.kind === 'delete' ? ' button-danger-ghost' : ''}`}
                onClick={() => setDialog({ kind: item.kind, position: one })}
              >
                <Icon name={item.icon} size={14} /> {item.label}
              </button>
            ))
          : null,
      )}
      table={{
        testId: 'position-table',
        rowLabel: (row) => `${row.order_ref.number} / ${row.index} ${row.part_number}`,
        onRowOpen: (row) => (mayWrite ? selection.api.click(row.id, false) : undefined),
        isRowSelected: mayWrite ? selection.isRowSelected : undefined,
        visibility,
      }}
      renderBody={selection.renderBody}
    >
      {dialog ? (
        <PositionDialogs
          dialog={dialog}
          count={selected.length}
          onCancel={(comment) => runBulk('cancel', comment)}
          onClose={() => setDialog(null)}
          onDeleted={() => bulk.picked.clear()}
        />
      ) : null}
    </ServerListPage>
  );
}
