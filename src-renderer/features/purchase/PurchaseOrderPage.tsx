/**
 * One purchase order (spec §2 "Purchase orders and purchase positions"): its supplier, state and
 * total; confirm or cancel the confirmation (spec §4); rename it; its positions, each with the
 * client it is bought for, the product it becomes, its problem flag and its comments.
 */
import { useState } from 'react';
import { useParams } from 'react-router';
import type { PurchaseOrderDetail, PurchasePosition } from '../../../src-shared/api/purchase.ts';
import { COMPONENT_TYPE_LABEL } from '../../../src-shared/domain/component-type.ts';
import { givenPurchaseName, isPriced } from '../../../src-shared/domain/purchase.ts';
import { can } from '../../../src-shared/domain/permissions.ts';
import { RenamePurchaseDialog } from './RenamePurchaseDialog.tsx';
import { DataTable, dataColumnHelper, type DataColumnDef } from '../../components/DataTable.tsx';
import { ActionButton } from '../../components/ActionButton.tsx';
import { PartCell } from '../../components/TwoLines.tsx';
import {
  BackLink,
  DetailHead,
  Fact,
  Panel,
  recordPlaceholder,
} from '../../components/DetailPage.tsx';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { useRoles, useRoleUrl } from '../../stores/session.ts';
import { downloadFile } from '../../lib/downloadFile.ts';
import { pathOf } from '../../../src-shared/api/endpoint.ts';
import { purchaseEndpoints, purchasePriceSchema } from '../../../src-shared/api/purchase.ts';
import {
  usePositionPrice,
  usePositionProblem,
  usePurchaseAction,
  usePurchaseOrder,
} from './api.ts';
import { TextField } from '../../components/Field.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useSchemaForm } from '../../lib/schemaForm.ts';
import { purchaseStateLabel } from './columns.tsx';
import '../../styles/sales.css';
import { RecordPapers } from '../file/RecordPapers.tsx';

const helper = dataColumnHelper<PurchasePosition>();

/** What the positions table lets the user do: flag a problem, and price while not confirmed. */
interface PositionActions {
  mayWrite: boolean;
  /** A writer, while the order is not confirmed (the supplier's prices from then on). */
  mayPrice: boolean;
  onProblem: (position: PurchasePosition) => void;
  onPrice: (position: PurchasePosition) => void;
}

/**
 * A position's unit price. One bought without an offer's price has none (0 on the server): it
 * reads "not priced" rather than a price of 0.00, and a buyer sets it here.
 */
function UnitPriceCell({
  position,
  actions,
}: {
  position: PurchasePosition;
  actions: PositionActions;
}) {
  const priced = isPriced(position);
  const shown = priced ? (
    formatMoney(position.unit_price)
  ) : (
    <span className="muted">not priced</span>
  );
  if (!actions.mayPrice) return shown;
  return (
    <button
      type="button"
      className="link-button"
      title={`Set the unit price of ${position.part_number}`}
      onClick={() => actions.onPrice(position)}
      data-testid="purchase-price"
    >
      {priced ? formatMoney(position.unit_price) : 'Set price'}
    </button>
  );
}

function positionColumns(actions: PositionActions): DataColumnDef<PurchasePosition>[] {
  const { mayWrite, onProblem } = actions;
  return [
    helper.accessor('part_number', {
      header: 'Part number',
      size: 170,
      meta: { label: 'Part number' },
      cell: (info) => (
        <PartCell part={info.getValue()} description={info.row.original.description} />
      ),
    }),
    helper.accessor((row) => row.client?.name ?? '', {
      id: 'client',
      header: 'For client',
      size: 170,
      meta: { label: 'Client' },
    }),
    helper.accessor('quantity', {
      header: 'Qty',
      size: 72,
      meta: { label: 'Quantity', align: 'end' },
    }),
    helper.accessor('unit_price', {
      header: 'Unit price',
      size: 110,
      meta: { label: 'Unit price', align: 'end' },
      cell: (info) => <UnitPriceCell position={info.row.original} actions={actions} />,
    }),
    helper.accessor((row) => row.product?.status ?? '', {
      id: 'product',
      header: 'Product',
      size: 170,
      meta: { label: 'Product' },
      cell: (info) =>
        info.getValue() ? (
          <span className="tag tag-plain">{info.getValue().replaceAll('_', ' ')}</span>
        ) : (
          '—'
        ),
    }),
    helper.accessor((row) => row.comments.at(-1)?.text ?? '', {
      id: 'comment',
      header: 'Last comment',
      size: 220,
      enableSorting: false,
      meta: { label: 'Last comment' },
      cell: (info) => <span title={info.getValue()}>{info.getValue() || '—'}</span>,
    }),
    helper.accessor('has_problem', {
      header: 'Problem',
      size: 140,
      meta: { label: 'Has a problem' },
      cell: (info) =>
        mayWrite ? (
          <button
            type="button"
            className={`button button-small${info.getValue() ? ' button-danger-ghost' : ''}`}
            onClick={() => onProblem(info.row.original)}
            data-testid="problem-toggle"
          >
            {info.getValue() ? 'Problem' : 'Mark problem'}
          </button>
        ) : info.getValue() ? (
          <span className="tag tag-danger">Problem</span>
        ) : null,
    }),
  ];
}

/** The step an order's state allows: confirm an active one, cancel a confirmation. */
type PurchaseStep = 'confirm' | 'cancelConfirm';

const PURCHASE_STEPS = {
  confirm: { icon: 'check', label: 'Confirm', look: 'primary' },
  cancelConfirm: { icon: 'undo', label: 'Cancel confirmation' },
} as const;

/** A confirmed order may have its confirmation cancelled; an active one be confirmed. */
function nextStep(order: PurchaseOrderDetail): PurchaseStep | null {
  if (order.confirmed) return 'cancelConfirm';
  return order.active_status === 'active' ? 'confirm' : null;
}

export function PurchaseOrderPage() {
  const { id } = useParams();
  const orderId = Number(id);
  const query = usePurchaseOrder(orderId);
  const mayWrite = can(useRoles(), 'purchase', 'write');
  const role = useRoleUrl();
  const action = usePurchaseAction(orderId);
  const problem = usePositionProblem(orderId);
  const [renaming, setRenaming] = useState(false);
  const [pricing, setPricing] = useState<PurchasePosition | null>(null);

  const placeholder = recordPlaceholder({
    noun: 'purchase order',
    rawId: id,
    query,
    loaded: query.data !== undefined,
    back: <PurchasesLink />,
  });
  if (placeholder !== null || !query.data) return placeholder;
  const order = query.data;
  const state = purchaseStateLabel(order);
  const givenName = givenPurchaseName(order.name, order.supplier.name);
  const step = nextStep(order);
  const run = (kind: PurchaseStep) => void action.mutateAsync({ kind }).catch(() => undefined);

  return (
    <div className="page page-detail">
      <PurchasesLink />
      <DetailHead
        title={order.number}
        titleTestId="purchase-number"
        mono
        tags={
          <>
            <span
              className={state === 'Confirmed' ? 'tag tag-ok' : 'tag'}
              data-testid="purchase-state"
            >
              {state}
            </span>
            <span className="tag tag-plain">{order.supplier.name}</span>
            {givenName && (
              <span className="muted" data-testid="purchase-name">
                {givenName}
              </span>
            )}
          </>
        }
        facts={
          <>
            <Fact
              label={`Total ${order.currency.code ?? ''}`}
              value={formatMoney(order.total)}
              testId="purchase-total"
            />
            <Fact label="Positions" value={String(order.positions_count)} />
            <Fact label="ESD" value={formatDate(order.esd_date) || '—'} />
            <Fact
              label="Type"
              value={order.component_type ? COMPONENT_TYPE_LABEL[order.component_type] : '—'}
            />
          </>
        }
        actions={
          <>
            <div className="panel-actions">
              <ActionButton
                icon="download"
                label="Excel"
                onClick={() =>
                  void downloadFile({
                    path: pathOf(purchaseEndpoints.excel, { role, id: order.id }),
                    suggestedName: `${order.number}.xlsx`,
                    filters: [{ name: 'Excel', extensions: ['xlsx'] }],
                    what: 'The Excel file',
                  })
                }
                testId="purchase-excel"
              />
            </div>
            {mayWrite ? (
              <div className="panel-actions">
                <ActionButton icon="edit" label="Rename" onClick={() => setRenaming(true)} />
                {step ? (
                  <ActionButton
                    {...PURCHASE_STEPS[step]}
                    disabled={action.isPending}
                    onClick={() => run(step)}
                  />
                ) : null}
              </div>
            ) : null}
          </>
        }
      />
      <Panel id="purchase-positions" title="Positions" count={order.positions.length}>
        <DataTable
          label="Purchase positions"
          testId="purchase-positions"
          columns={positionColumns({
            mayWrite,
            mayPrice: mayWrite && !order.confirmed,
            onProblem: (position) =>
              void problem
                .mutateAsync({ id: position.id, has_problem: !position.has_problem })
                .catch(() => undefined),
            onPrice: setPricing,
          })}
          data={order.positions}
          getRowId={(row) => String(row.id)}
          rowLabel={(row) => row.part_number}
          emptyTitle="No positions"
        />
      </Panel>
      {/* The supplier's quotation, invoice, certificates and waybill, kept with the order. */}
      <RecordPapers
        model="purchase_order"
        record={order}
        filesTitle="Purchase order files"
        defaultCategory="invoice"
      />
      {pricing ? (
        <PriceDialog
          orderId={order.id}
          position={pricing}
          currency={order.currency.code ?? ''}
          onClose={() => setPricing(null)}
        />
      ) : null}
      {renaming ? (
        <RenamePurchaseDialog
          order={order}
          supplier={order.supplier.name}
          rename={(name) => action.mutateAsync({ kind: 'rename', name })}
          onClose={() => setRenaming(false)}
          testId="purchase-rename-dialog"
        />
      ) : null}
    </div>
  );
}

/** The unit price agreed with the supplier, checked by the server's schema as it is typed. */
function PriceDialog({
  orderId,
  position,
  currency,
  onClose,
}: {
  orderId: number;
  position: PurchasePosition;
  currency: string;
  onClose: () => void;
}) {
  const price = usePositionPrice(orderId, position.id);
  const form = useSchemaForm({
    initial: { unit_price: isPriced(position) ? String(position.unit_price) : '' },
    schema: purchasePriceSchema,
  });
  return (
    <FormDialog
      title={`Price of ${position.part_number}`}
      testId="purchase-price-dialog"
      width={420}
      submitLabel="Save price"
      form={form}
      send={price.mutateAsync}
      onClose={onClose}
      layout="stack"
    >
      <TextField
        label={`Unit price, ${currency}`}
        inputMode="decimal"
        required
        {...form.field('unit_price')}
      />
    </FormDialog>
  );
}

function PurchasesLink() {
  return <BackLink to="/purchase-orders">Purchase orders</BackLink>;
}
