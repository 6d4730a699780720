/**
 * The columns of order positions across orders. Ids equal the server's order_by fields where it
 * sorts by them; the rest sort nowhere (the server pages).
 */
import type { OrderPositionItem } from '../../../src-shared/api/order-position.ts';
import { AreaLink } from '../../components/AreaLink.tsx';
import { columnKit, DESC_FIRST, UNSORTED } from '../../components/columnKit.tsx';
import type { DataColumnDef } from '../../components/DataTable.tsx';
import { PartCell, TwoLines } from '../../components/TwoLines.tsx';
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
  col.cell(
    { id: 'order', value: (row) => row.order_ref.number },
    'Order',
    140,
    (number, row) => (
      <AreaLink to={`/order/${row.order}`} className="mono">
        {number} / {row.index}
      </AreaLink>
    ),
    { hiding: 'off', label: 'Order and line' },
  ),
  col.cell('part_number', 'Part number', 140, (part, row) => (
    <PartCell part={part} description={row.description} />
  )),
  col.strong({ id: 'client', value: (row) => row.client.name }, 'Client', 160, { grow: true }),
  col.stateTag(
    positionStateLabel,
    (label) => STATE_CLASS[label] ?? 'tag tag-plain',
    'position-state',
  ),
  col.cell(
    'quantity',
    'Qty',
    70,
    (quantity, row) => (
      <TwoLines sub={row.condition?.code ?? 'any'}>
        {quantity} {row.unit.code ?? ''}
      </TwoLines>
    ),
    { sorting: 'off', label: 'Quantity and condition', align: 'end' },
  ),
  // The penalties under the total they come off: a column of their own, mostly '—', did not fit
  // the list at 1440 px beside the comment (it is still one choice away in Columns).
  col.amount('total', 'Total', 140, (row) => row.currency.code ?? '', {
    ...DESC_FIRST,
    label: 'Total, and its penalties',
    warning: (row) => (row.penalty_total ? `penalty ${formatMoney(row.penalty_total)}` : null),
  }),
  col.date('esd_date', 'ESD', 100, { label: 'Estimated shipping date' }),
  col.date('deadline', 'Deadline', 100),
  col.date('planning_date', 'Planned', 100, { label: 'Planning date' }),
  col.named('delivery_type', 'Delivery', 110, UNSORTED),
  col.named('sale_type', 'Sale type', 120, UNSORTED),
  col.named('manager', 'Manager', 140, UNSORTED),
  col.mark('has_problem', 'Problem', 84, <span className="tag tag-danger">Problem</span>, {
    ...UNSORTED,
    label: 'Has a problem',
  }),
  col.cell('penalty_total', 'Penalty', 100, (penalty) => (penalty ? formatMoney(penalty) : '—'), {
    sorting: 'off',
    label: 'Penalties',
    align: 'end',
  }),
  col.cell(
    { id: 'last_comment', value: (row) => row.last_comment?.text ?? '' },
    'Last comment',
    200,
    (_text, row) => {
      const comment = row.last_comment;
      if (!comment) return '—';
      return (
        <TwoLines sub={`${comment.author.name} · ${row.comments_count}`} title={comment.text}>
          {comment.text}
        </TwoLines>
      );
    },
    UNSORTED,
  ),
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
  // Mostly empty, and the ESD is the date a buyer works to.
  planning_date: false,
  delivery_type: false,
  sale_type: false,
  manager: false,
  has_problem: true,
  penalty_total: false,
  last_comment: true,
};

export const POSITION_TABLE = 'order_position';
