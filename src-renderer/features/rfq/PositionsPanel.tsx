import type { SortingState } from '@tanstack/react-table';
import { useMemo, useState, type FormEvent } from 'react';
import type { PositionInventory, RfqDetail, RfqPosition } from '../../../src-shared/api/rfq.ts';
import { isApiError } from '../../api/client.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { columnKit, controlsColumn } from '../../components/columnKit.tsx';
import { DataTable, type DataColumnDef } from '../../components/DataTable.tsx';
import { ActionButton } from '../../components/ActionButton.tsx';
import { Icon } from '../../components/Icon.tsx';
import { OfferMatrix } from '../offer/OfferMatrix.tsx';
import { IconAction } from '../../components/IconAction.tsx';
import { formatInteger, formatMoney, formatPercent } from '../../lib/format.ts';
import { useDraft } from '../../lib/useDraft.ts';
import { useAddPositions, useDeletePosition } from './api.ts';
import { PositionDialog } from './PositionDialog.tsx';
import { describeProblems, parsePositionLines, serverProblems } from './positionLines.ts';
import type { PositionPrice } from './quotation/livePricing.ts';
import type { QuotationPricing } from './quotation/useQuotationPricing.ts';
import { useWorkingCopy, type MonetarySort } from './quotation/workingCopy.ts';

interface PositionRow {
  position: RfqPosition;
  price: PositionPrice | undefined;
}

const MONEY_SORTS: readonly MonetarySort['id'][] = ['unit_cost', 'unit_price', 'total'];

function moneyValue(row: PositionRow, id: MonetarySort['id']): number {
  const line = row.price?.line;
  if (!line) return Number.NEGATIVE_INFINITY;
  switch (id) {
    case 'unit_cost':
      return line.unitCost;
    case 'margin':
      return line.marginPercent;
    case 'unit_price':
      return line.unitPrice;
    case 'total':
      return line.lineTotal;
  }
}

/** Positions in line order, or by a money column (the monetary sort, which can be reset). */
function sortPositionRows(rows: PositionRow[], sort: MonetarySort | null): PositionRow[] {
  const sorted = [...rows].sort((a, b) => a.position.index - b.position.index);
  if (!sort) return sorted;
  const direction = sort.desc ? -1 : 1;
  return sorted.sort((a, b) => direction * (moneyValue(a, sort.id) - moneyValue(b, sort.id)));
}

const col = columnKit<PositionRow>();

function positionColumns(options: {
  currency: string;
  showCost: boolean;
  /** Offers and prices are internal: a client (or a role without offers) sees the request only. */
  withPrices: boolean;
  /** Our unit prices and line totals: for the roles that price (audience.ts), from our margins. */
  ourPrices: boolean;
  mayEdit: boolean;
  onEdit: (position: RfqPosition) => void;
  onDelete: (position: RfqPosition) => void;
}): DataColumnDef<PositionRow>[] {
  const money = (value: number | undefined) =>
    value === undefined ? <span className="muted">—</span> : formatMoney(value);
  const columns: DataColumnDef<PositionRow>[] = [
    col.plain({ id: 'index', value: (row) => row.position.index }, '#', 34, {
      sorting: 'off',
      label: 'Line',
      align: 'end',
    }),
    col.cell(
      { id: 'part_number', value: (row) => row.position.requested_part_number },
      'Part number',
      134,
      (_, { position }) => {
        const inventory = position.inventory;
        const other = inventory.part_number !== position.requested_part_number;
        // The group of alternates is our sourcing: a client is not sent it (audience.ts).
        const group = inventory.group as PositionInventory['group'] | undefined;
        return (
          <span
            className="cell-2l"
            title={group ? `${inventory.description} · group ${group.name}` : inventory.description}
          >
            <span className="mono cell-strong">{position.requested_part_number}</span>
            <span className="sub">
              {other ? (
                <span className="mono">
                  {inventory.part_number}
                  {group ? ' · ' : ''}
                </span>
              ) : null}
              {group?.name}
            </span>
          </span>
        );
      },
      { sorting: 'off', label: 'Requested part number, inventory part number and group' },
    ),
    col.cell(
      { id: 'quantity', value: (row) => row.position.quantity },
      'Qty',
      56,
      (_, { position }) => {
        return (
          <span className="cell-2l">
            <span>
              {formatInteger(position.quantity)}{' '}
              <span className="muted">{position.unit.code ?? position.unit.name}</span>
            </span>
            <span className="sub">
              {position.condition?.code ?? position.condition?.name ?? 'any'}
            </span>
          </span>
        );
      },
      { sorting: 'off', label: 'Quantity, unit and condition', align: 'end' },
    ),
    col.cell(
      { id: 'offers', value: (row) => row.position.active_offers_count },
      'Offers',
      58,
      (_, row) => {
        const position = row.position;
        return (
          <span
            className={position.active_offers_count === 0 ? 'offers-none' : undefined}
            title={`${position.active_offers_count} active of ${position.offers_count}`}
            data-testid="offers-count"
          >
            {position.active_offers_count}/{position.offers_count}
          </span>
        );
      },
      { sorting: 'off', label: 'Active / all offers', align: 'end' },
    ),
    col.cell(
      { id: 'chosen', value: (row) => row.price?.offer?.company.name ?? '' },
      'Chosen offer',
      122,
      (_, { position, price }) => {
        if (position.chosen_offer === null) {
          return (
            <span className="muted">
              {position.need_offers ? 'Offers requested' : 'Not chosen'}
            </span>
          );
        }
        const offer = price?.offer;
        if (!offer) return <span className="muted">Loading…</span>;
        return (
          <span
            className="cell-2l"
            title={`${offer.company.name} · ${offer.inventory.part_number}`}
          >
            <span className="chosen-cell">
              <Icon name="check" size={12} className="chosen-icon" /> {offer.company.name}
            </span>
            <span className="sub">
              {offer.condition.code ?? offer.condition.name} · {formatMoney(offer.price)}{' '}
              {offer.currency.code ?? offer.currency.name} · {offer.lead_time_days} d
            </span>
          </span>
        );
      },
      { sorting: 'off', grow: true },
    ),
  ];
  if (!options.withPrices) {
    return [
      ...columns.filter((column) => column.id !== 'offers' && column.id !== 'chosen'),
      col.cell(
        { id: 'comment', value: (row) => row.position.comment },
        'Comment',
        320,
        (value) => <span title={value}>{value || ''}</span>,
        { sorting: 'off' },
      ),
    ];
  }
  if (options.ourPrices)
    columns.push(
      col.cell(
        { id: 'unit_price', value: (row) => row.price?.line?.unitPrice },
        'Price',
        112,
        (_, { position, price }) => {
          if (price?.problem && !price.line && position.chosen_offer !== null) {
            return (
              <span className="cell-problem" title={price.problem}>
                {price.problem}
              </span>
            );
          }
          const line = price?.line;
          const typedPrice = position.unit_price_by_user !== null;
          const typedMargin = position.margin_by_user !== null;
          return (
            <span className="cell-2l">
              <span className={typedPrice ? 'typed' : undefined}>{money(line?.unitPrice)}</span>
              <span
                className={`sub${typedMargin ? ' typed' : ''}`}
                title={
                  line
                    ? `${typedMargin ? 'Margin typed for this position' : 'Margin'} ${formatPercent(line.marginPercent)} on a cost of ${formatMoney(line.unitCost)} ${options.currency}`
                    : undefined
                }
              >
                {line
                  ? options.showCost
                    ? `${formatPercent(line.marginPercent)} on ${formatMoney(line.unitCost)}`
                    : formatPercent(line.marginPercent)
                  : ''}
              </span>
            </span>
          );
        },
        { label: `Unit price in ${options.currency}, margin (and cost)`, align: 'end' },
      ),
      col.cell(
        { id: 'total', value: (row) => row.price?.line?.lineTotal },
        'Total',
        100,
        (value) => <span className="cell-strong">{money(value)}</span>,
        { label: `Line total in ${options.currency}`, align: 'end' },
      ),
    );
  if (options.mayEdit) {
    columns.push(
      controlsColumn<PositionRow>(
        'actions',
        'Actions',
        66,
        ({ position }) => (
          <span className="row-actions">
            <IconAction
              icon="edit"
              label={`Edit position ${position.index}`}
              title="Edit quantity, condition, margin or price"
              onClick={() => options.onEdit(position)}
            />
            <IconAction
              icon="trash"
              label={`Delete position ${position.index}`}
              title="Delete position"
              onClick={() => options.onDelete(position)}
            />
          </span>
        ),
        { hiding: 'off' },
      ),
    );
  }
  return columns;
}

/**
 * The RFQ's positions with their live prices (from the working copy through pricing.ts), the
 * current one highlighted (its offers are beside it), add by part number, edit and delete.
 */
export function PositionsPanel({
  rfq,
  pricing,
  selectedId,
  onSelect,
  mayEdit,
  currency,
  withPrices,
  ourPrices,
}: {
  rfq: RfqDetail;
  pricing: QuotationPricing;
  selectedId: number | null;
  onSelect: (position: RfqPosition) => void;
  mayEdit: boolean;
  currency: string;
  withPrices: boolean;
  ourPrices: boolean;
}) {
  const remove = useDeletePosition(rfq.id);
  const showCost = useWorkingCopy((state) => state.draft?.showCost ?? false);
  const monetarySort = useWorkingCopy((state) => state.monetarySort);
  const setMonetarySort = useWorkingCopy((state) => state.setMonetarySort);
  const [editing, setEditing] = useState<RfqPosition | null>(null);
  const [deleting, setDeleting] = useState<RfqPosition | null>(null);
  const [comparing, setComparing] = useState(false);

  const rows = useMemo(
    () =>
      sortPositionRows(
        rfq.positions.map((position) => ({ position, price: pricing.byPosition.get(position.id) })),
        monetarySort,
      ),
    [rfq.positions, pricing.byPosition, monetarySort],
  );
  const columns = useMemo(
    () =>
      positionColumns({
        currency,
        showCost,
        withPrices,
        ourPrices,
        mayEdit,
        onEdit: setEditing,
        onDelete: setDeleting,
      }),
    [currency, showCost, withPrices, ourPrices, mayEdit],
  );
  const sorting: SortingState = monetarySort
    ? [{ id: monetarySort.id, desc: monetarySort.desc }]
    : [];
  const onSortingChange = (next: SortingState) => {
    const first = next[0];
    setMonetarySort(
      first && (MONEY_SORTS as readonly string[]).includes(first.id)
        ? { id: first.id as MonetarySort['id'], desc: first.desc }
        : null,
    );
  };

  return (
    <section className="panel positions-panel" aria-labelledby="positions-title">
      <header className="panel-header">
        <h2 id="positions-title">
          Positions <span className="badge">{rfq.positions.length}</span>
        </h2>
        {monetarySort ? (
          <ActionButton
            icon="undo"
            label="Line order"
            look="ghost"
            small
            iconSize={13}
            onClick={() => setMonetarySort(null)}
            title="Back to line order"
          />
        ) : null}
        {withPrices && rfq.positions.length > 0 ? (
          <ActionButton
            icon="grid"
            label="Compare offers"
            small
            iconSize={13}
            className="panel-actions-end"
            onClick={() => setComparing(true)}
            title="Every line against every supplier"
          />
        ) : null}
      </header>
      {comparing ? (
        <OfferMatrix
          rfq={rfq}
          pricing={pricing}
          currency={currency}
          mayEdit={mayEdit}
          onClose={() => setComparing(false)}
        />
      ) : null}
      {mayEdit ? <AddPositions rfqId={rfq.id} /> : null}
      <DataTable
        label="Positions"
        testId="positions-table"
        columns={columns}
        data={rows}
        getRowId={(row) => String(row.position.id)}
        rowLabel={(row) => `Position ${row.position.index} ${row.position.requested_part_number}`}
        sorting={sorting}
        onSortingChange={onSortingChange}
        onRowOpen={withPrices ? (row) => onSelect(row.position) : undefined}
        isRowSelected={withPrices ? (row) => row.position.id === selectedId : undefined}
        rowClassName={(row) =>
          withPrices && row.position.chosen_offer === null ? 'row-unquoted' : undefined
        }
        emptyTitle="No positions yet"
        emptyDetail={mayEdit ? 'Add part numbers above: one per line, then the quantity.' : null}
      />
      {editing ? (
        <PositionDialog
          rfqId={rfq.id}
          position={editing}
          currency={currency}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={`Delete position ${deleting.index}`}
          message={`${deleting.requested_part_number} × ${deleting.quantity} leaves this RFQ.`}
          confirmLabel="Delete position"
          danger
          onConfirm={async () => {
            await remove.mutateAsync(deleting.id);
            setDeleting(null);
          }}
          onClose={() => setDeleting(null)}
          testId="position-delete-dialog"
        />
      ) : null}
    </section>
  );
}

/**
 * "Add positions": one part number or many lines of 'PN qty'. Bad lines are named beside the
 * field and nothing is sent; on a server error the text stays as typed.
 */
function AddPositions({ rfqId }: { rfqId: number }) {
  const add = useAddPositions(rfqId);
  // Lines typed or pasted here are kept as a draft until they are added.
  const { value: text, set: setText, saved } = useDraft(`add-positions:${rfqId}`, '');
  const [errors, setErrors] = useState<string[]>([]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parsePositionLines(text);
    if (parsed.problems.length) {
      setErrors(describeProblems(parsed.problems));
      return;
    }
    if (parsed.positions.length === 0) {
      setErrors(["Type a part number and a quantity: 'PN qty'."]);
      return;
    }
    setErrors([]);
    try {
      await add.mutateAsync(parsed.positions);
      saved();
      setText('');
    } catch (error) {
      if (isApiError(error)) {
        const lines = serverProblems(error.body, parsed.positions);
        setErrors(lines.length ? lines : [error.message]);
      } else {
        setErrors([error instanceof Error ? error.message : String(error)]);
      }
    }
  }

  const lines = text.split('\n').length;
  return (
    <form className="add-positions" onSubmit={submit} noValidate>
      <textarea
        className="input textarea add-positions-input"
        aria-label="Add positions"
        placeholder="PN qty, e.g. 2314-0067 3 (paste many lines)"
        rows={Math.min(6, Math.max(1, lines))}
        value={text}
        aria-invalid={errors.length ? true : undefined}
        aria-describedby={errors.length ? 'add-positions-error' : undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (errors.length) setErrors([]);
        }}
        onKeyDown={(event) => {
          // Enter adds; Shift+Enter starts a new line (pasting many lines works either way).
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }
        }}
      />
      <button type="submit" className="button" disabled={add.isPending || text.trim() === ''}>
        <Icon name="plus" size={14} /> {add.isPending ? 'Adding…' : 'Add positions'}
      </button>
      {errors.length ? (
        <ul
          id="add-positions-error"
          className="field-error add-positions-error"
          data-testid="field-error"
        >
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}
