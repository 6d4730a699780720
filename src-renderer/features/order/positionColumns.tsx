/**
 * The columns of order positions across orders. Ids equal the server's order_by fields where it
 * sorts by them; the rest sort nowhere (the server pages).
 */
import type { OrderPositionItem } from '../../../src-shared/api/order-position.ts';
import { AreaLink } from '../../components/AreaLink.tsx';
import { columnKit, DESC_FIRST, UNSORTED } from '../../components/columnKit.tsx';
import type { DataColumnDef } from '../../components/DataTable.tsx';
import { formatMoney } from '../../lib/format.ts';
import { selectColumn } from '../rfq/columns.tsx';

const col = columnKit<OrderPositionItem>();
const { helper } = col;

/** Where a position stands, in one word a buyer scans for. */
function positionStateLabel(row: OrderPositionItem): string {
  if (row.active_status !== 'active')
    return row.active_status === 'canceled' ? 'Canceled' : 'Delivered';
  return row.confirmed ? 'Confirmed' : 'Waiting';
}

const STATE_CLASS: Record<string, string> = {
  Confirmed: 'tag tag-ok',
  Waiting: 'tag tag-warn',
  Canceled: 'tag tag-muted',
  Delivered: 'tag tag-plain',
};

export const positionColumns: DataColumnDef<OrderPositionItem>[] = helper.columns([
  selectColumn<OrderPositionItem>(
    (row) => row.id,
    (row) => `Select position ${row.order_ref.number} / ${row.index}`,
  ),
  helper.accessor((row) => row.order_ref.number, {
    id: 'order',
    header: 'Order',
    size: 150,
    enableHiding: false,
    meta: { label: 'Order and line' },
    cell: (info) => (
      <AreaLink to={`/order/${info.row.original.order}`} className="mono">
        {info.getValue()} / {info.row.original.index}
      </AreaLink>
    ),
  }),
  helper.accessor('part_number', {
    header: 'Part number',
    size: 150,
    meta: { label: 'Part number' },
    cell: (info) => (
      <span className="cell-2l" title={info.row.original.description}>
        <span className="mono cell-strong">{info.getValue()}</span>
        <span className="sub">{info.row.original.description}</span>
      </span>
    ),
  }),
  col.strong({ id: 'client', value: (row) => row.client.name }, 'Client', 180),
  col.stateTag(
    positionStateLabel,
    (label) => STATE_CLASS[label] ?? 'tag tag-plain',
    'position-state',
  ),
  helper.accessor('quantity', {
    header: 'Qty',
    size: 70,
    enableSorting: false,
    meta: { label: 'Quantity and condition', align: 'end' },
    cell: (info) => (
      <span className="cell-2l">
        <span>
          {info.getValue()} {info.row.original.unit.code ?? ''}
        </span>
        <span className="sub">{info.row.original.condition?.code ?? 'any'}</span>
      </span>
    ),
  }),
  col.amount('total', 'Total', 140, (row) => row.currency.code ?? '', DESC_FIRST),
  col.date('esd_date', 'ESD', 100, { label: 'Estimated shipping date' }),
  col.date('deadline', 'Deadline', 100),
  col.date('planning_date', 'Planned', 100, { label: 'Planning date' }),
  col.text(
    { id: 'delivery_type', value: (row) => row.delivery_type?.name ?? '' },
    'Delivery',
    110,
    UNSORTED,
  ),
  col.text(
    { id: 'sale_type', value: (row) => row.sale_type?.name ?? '' },
    'Sale type',
    120,
    UNSORTED,
  ),
  col.text({ id: 'manager', value: (row) => row.manager?.name ?? '' }, 'Manager', 140, UNSORTED),
  helper.accessor('has_problem', {
    header: 'Problem',
    size: 84,
    enableSorting: false,
    meta: { label: 'Has a problem' },
    cell: (info) => (info.getValue() ? <span className="tag tag-danger">Problem</span> : null),
  }),
  helper.accessor('penalty_total', {
    header: 'Penalty',
    size: 100,
    enableSorting: false,
    meta: { label: 'Penalties', align: 'end' },
    cell: (info) => (info.getValue() ? formatMoney(info.getValue()) : '—'),
  }),
  helper.accessor((row) => row.last_comment?.text ?? '', {
    id: 'last_comment',
    header: 'Last comment',
    size: 220,
    enableSorting: false,
    meta: { label: 'Last comment' },
    cell: (info) => {
      const comment = info.row.original.last_comment;
      if (!comment) return '—';
      return (
        <span className="cell-2l" title={comment.text}>
          <span>{comment.text}</span>
          <span className="sub">
            {comment.author.name} · {info.row.original.comments_count}
          </span>
        </span>
      );
    },
  }),
]);

export const DEFAULT_POSITION_VISIBILITY: Record<string, boolean> = {
  order: true,
  part_number: true,
  client: true,
  state: true,
  quantity: true,
  total: true,
  esd_date: true,
  deadline: false,
  planning_date: true,
  delivery_type: false,
  sale_type: false,
  manager: false,
  has_problem: true,
  penalty_total: true,
  last_comment: true,
};

export const POSITION_TABLE = 'order_position';
