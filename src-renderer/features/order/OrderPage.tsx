import { useState, type ReactNode } from 'react';
import {
  ORDER_POSITION_STATUSES,
  orderUpdateSchema,
  type OrderDetail,
  type OrderPosition,
  type OrderPositionStatus,
} from '../../../src-shared/api/order.ts';
import { AreaLink } from '../../components/AreaLink.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { columnKit, indexColumn } from '../../components/columnKit.tsx';
import { DataTable, type DataColumnDef } from '../../components/DataTable.tsx';
import { FormError, DateField, TextAreaField, TextField } from '../../components/Field.tsx';
import { ActionButton } from '../../components/ActionButton.tsx';
import { DetailHead, Fact, recordPage } from '../../components/DetailPage.tsx';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { PartCell, QuantityCell } from '../../components/TwoLines.tsx';
import { useSchemaForm } from '../../lib/schemaForm.ts';
import { usePowers } from '../../stores/session.ts';
import { PriorityBadge } from '../rfq/parts.tsx';
import { useCancelOrder, useOrder, useOrderPositions, useUpdateOrder } from './api.ts';
import '../../styles/sales.css';
import { RecordHistory } from '../history/RecordHistory.tsx';

const STATUS_LABEL: Record<OrderPositionStatus, string> = {
  active: 'Active',
  canceled: 'Cancelled',
  delivered: 'Delivered',
};

const col = columnKit<OrderPosition>();
const { helper } = col;
/** In line order; a position list is short enough to read without sorting. */
const positionColumns: DataColumnDef<OrderPosition>[] = helper
  .columns([
    indexColumn<OrderPosition>(),
    // The description under the part number and the condition under the quantity: the staff's
    // columns fit a 1440 px window beside the sidebar.
    helper.accessor('part_number', {
      header: 'Part number',
      size: 190,
      meta: { label: 'Part number and description' },
      cell: (info) => (
        <PartCell part={info.getValue()} description={info.row.original.description} />
      ),
    }),
    helper.accessor('quantity', {
      header: 'Qty',
      size: 72,
      meta: { label: 'Quantity and condition', align: 'end' },
      cell: (info) => {
        const { unit, condition } = info.row.original;
        return <QuantityCell quantity={info.getValue()} unit={unit} condition={condition} />;
      },
    }),
    col.money('unit_price', 'Unit price', 104),
    col.money('total', 'Total', 112, { tone: 'strong' }),
    col.text({ id: 'supplier', value: (row) => row.supplier?.name ?? '' }, 'Supplier', 150),
    helper.accessor('active_status', {
      header: 'Status',
      size: 96,
      meta: { label: 'Status' },
      cell: (info) => {
        const value: OrderPositionStatus = info.row.original.active_status;
        const tone = value === 'active' ? '' : value === 'delivered' ? 'tag-ok' : 'tag-muted';
        return <span className={`tag tag-tight ${tone}`}>{STATUS_LABEL[value]}</span>;
      },
    }),
    col.date('esd_date', 'ESD', 94, { label: 'Estimated shipping date' }),
    col.date('deadline', 'Deadline', 94),
    helper.accessor('has_problem', {
      header: 'Problem',
      size: 76,
      meta: { label: 'Has a problem' },
      cell: (info) => (info.getValue() ? <span className="tag tag-danger">Problem</span> : ''),
    }),
    col.longText('comment', 'Comment', 150),
  ])
  .map((column) => ({ ...column, enableSorting: false }));

/** Whom we buy from, our problems and notes: staff only (audience.ts), so not a client's columns. */
const STAFF_COLUMNS = new Set(['supplier', 'has_problem', 'comment']);
const columnId = (column: DataColumnDef<OrderPosition>): string =>
  column.id ?? ('accessorKey' in column ? String(column.accessorKey) : '');
const clientPositionColumns = positionColumns.filter(
  (column) => !STAFF_COLUMNS.has(columnId(column)),
);

/**
 * One order (spec §2 "single order with positions"): the head with its KP and RFQ, totals, PO and
 * treaty numbers (editable, 'Successful edit'), cancel (asked first; a comment taken when given,
 * never required: spec §7 sends none), and its positions filtered
 * by status.
 */
export const OrderPage = recordPage('order', useOrder, (order, back) => (
  <OrderView order={order} back={back} />
));

function OrderView({ order, back }: { order: OrderDetail; back: ReactNode }) {
  const { editOrders: mayEdit, isClient } = usePowers();
  const [status, setStatus] = useState<OrderPositionStatus | ''>('');
  const positions = useOrderPositions(order.id, status);
  const [cancelling, setCancelling] = useState(false);
  const cancelOrder = useCancelOrder(order.id);

  const currency = order.currency.code ?? order.currency.name;

  return (
    <div className="page page-detail page-order">
      {back}
      <DetailHead
        title={order.number}
        titleTestId="order-number"
        mono
        tags={
          <>
            <PriorityBadge priority={order.priority} />
            <span className="tag" data-testid="order-status">
              {order.status.name}
            </span>
            {order.archive ? <span className="tag tag-muted">Archive</span> : null}
            <AreaLink to={`/companies/${order.company.id}`} className="tag tag-plain">
              {order.company.name}
            </AreaLink>
            {order.kp && order.rfq ? (
              <AreaLink to={`/rfq/${order.rfq.id}/kp/${order.kp.id}`} className="tag tag-plain">
                KP {order.kp.number}
              </AreaLink>
            ) : null}
            {order.rfq ? (
              <AreaLink to={`/rfq/${order.rfq.id}`} className="tag tag-plain">
                RFQ {order.rfq.number}
              </AreaLink>
            ) : null}
          </>
        }
        facts={
          <>
            <Fact
              label={`Total ${currency}`}
              value={formatMoney(order.total)}
              testId="order-total"
            />
            <Fact
              label={order.vat ? `With VAT ${order.vat_value} %` : 'VAT'}
              value={order.vat ? formatMoney(order.total_vat) : 'off'}
            />
            <Fact
              label="Positions"
              value={`${order.active_positions_count}/${order.positions_count}`}
            />
            <Fact label="Delivery" value={formatDate(order.delivery_date)} />
          </>
        }
        actions={
          mayEdit && !order.archive ? (
            <ActionButton
              icon="x"
              label="Cancel order"
              look="danger-ghost"
              onClick={() => setCancelling(true)}
            />
          ) : null
        }
      />
      {/* A cancelled or closed order is kept as it was. */}
      <OrderHeadForm key={order.id} order={order} readOnly={!mayEdit || order.archive} />
      {order.cancel_comment ? (
        <p className="form-error">Cancelled: {order.cancel_comment}</p>
      ) : null}

      <section className="tab-section" aria-labelledby="order-positions-title">
        <div className="section-toolbar">
          <h2 id="order-positions-title">
            Positions{' '}
            {positions.data ? <span className="badge">{positions.data.length}</span> : null}
          </h2>
          <label className="inline-field">
            <span className="muted">Status</span>
            <select
              className="input select select-small"
              aria-label="Position status"
              value={status}
              onChange={(event) => setStatus(event.target.value as OrderPositionStatus | '')}
            >
              <option value="">All</option>
              {ORDER_POSITION_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {STATUS_LABEL[value]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <DataTable
          label="Order positions"
          testId="order-positions"
          columns={isClient ? clientPositionColumns : positionColumns}
          data={positions.data ?? []}
          getRowId={(position) => String(position.id)}
          loading={positions.isPending}
          fetching={positions.isFetching && !positions.isPending}
          error={positions.error}
          onRetry={() => void positions.refetch()}
          emptyTitle={
            status ? `No ${STATUS_LABEL[status].toLowerCase()} positions` : 'No positions'
          }
        />
      </section>
      <RecordHistory model="order" id={order.id} />

      {cancelling ? (
        <ConfirmDialog
          title={`Cancel order ${order.number}`}
          message="The order and its open positions are cancelled and it moves to the archive."
          confirmLabel="Cancel order"
          danger
          comment={{ mode: 'optional', label: 'Reason for cancelling (optional)' }}
          onConfirm={async (comment) => {
            await cancelOrder.mutateAsync(comment);
            setCancelling(false);
          }}
          onClose={() => setCancelling(false)}
          testId="order-cancel-dialog"
        />
      ) : null}
    </div>
  );
}

type HeadValues = {
  po_number: string;
  treaty_number: string;
  delivery_date: string;
  comment: string;
};

function headValues(order: OrderDetail): HeadValues {
  return {
    po_number: order.po_number ?? '',
    treaty_number: order.treaty_number ?? '',
    delivery_date: order.delivery_date ?? '',
    comment: order.comment ?? '',
  };
}

/** What the order's PATCH sends: the fields that changed, an emptied date as null. */
function changedHead(values: HeadValues, baseline: HeadValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key of Object.keys(values) as (keyof HeadValues)[]) {
    if (values[key] === baseline[key]) continue;
    body[key] = key === 'delivery_date' && values[key] === '' ? null : values[key];
  }
  return body;
}

/** PO and treaty numbers, delivery date and comment; only what changed is sent. */
function OrderHeadForm({ order, readOnly }: { order: OrderDetail; readOnly: boolean }) {
  const updateOrder = useUpdateOrder(order.id);
  const [baseline, setBaseline] = useState(() => headValues(order));
  const form = useSchemaForm({
    initial: baseline,
    schema: orderUpdateSchema,
    input: (typed: HeadValues) => changedHead(typed, baseline),
    draft: readOnly ? null : `order:${order.id}`,
  });
  const { values } = form;
  const saving = form.busy || updateOrder.isPending;
  const changed = Object.keys(changedHead(values, baseline));

  const submit = form.submitWith(async (patch) => {
    const updated = await updateOrder.mutateAsync(patch);
    const next = headValues(updated);
    form.saved();
    setBaseline(next);
    form.reset(next);
  });

  return (
    <form className="card order-head-form" onSubmit={submit} noValidate>
      <fieldset className="form-grid form-grid-4" disabled={readOnly || saving}>
        <FormError message={form.formError} />
        <TextField label="PO number" {...form.field('po_number')} />
        <TextField label="Treaty number" {...form.field('treaty_number')} />
        <DateField label="Delivery date" {...form.field('delivery_date')} />
        <div className="field field-align form-inline-actions">
          {readOnly ? null : (
            <>
              <button
                type="submit"
                className="button button-primary button-small"
                disabled={saving || changed.length === 0}
              >
                {saving ? 'Saving…' : 'Save order'}
              </button>
              {changed.length ? (
                <button
                  type="button"
                  className="button button-small button-ghost"
                  onClick={() => form.discard()}
                >
                  Undo
                </button>
              ) : null}
            </>
          )}
        </div>
        {/* Our note on the order: staff only (audience.ts), so a client is sent none. */}
        {'comment' in order ? (
          <TextAreaField className="span-all" label="Comment" rows={2} {...form.field('comment')} />
        ) : null}
      </fieldset>
    </form>
  );
}
