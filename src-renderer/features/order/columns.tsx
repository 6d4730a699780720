import type { OrderListItem } from '../../../src-shared/api/order.ts';
import { columnKit, DESC_FIRST, UNSORTED } from '../../components/columnKit.tsx';
import type { DataColumnDef } from '../../components/DataTable.tsx';
import { PriorityBadge } from '../rfq/parts.tsx';

const col = columnKit<OrderListItem>();
const { helper } = col;

/**
 * The orders summary's columns; ids equal the server's order_by fields where it sorts by them.
 * The default ones fit a 1440 px window beside the sidebar: the client's PO number stands under
 * the company (its own column, one choice away in Columns, takes it over when shown), and the KP
 * an order came from is one choice away (the order's page links it).
 */
export const orderColumns: DataColumnDef<OrderListItem>[] = helper.columns([
  col.key('number', 'Order', 130, { label: 'Order number' }),
  col.date('date', 'Date', 98, DESC_FIRST),
  col.withSub(
    { id: 'company', value: (row) => row.company.name },
    'Company',
    200,
    { value: (row) => row.po_number && `PO ${row.po_number}`, column: 'po_number' },
    { tone: 'strong', label: "Company, and the client's PO number", grow: true },
  ),
  col.cell('priority', 'Priority', 92, (priority) => <PriorityBadge priority={priority} />),
  col.cell({ id: 'status', value: (row) => row.status.name }, 'Status', 150, (status) => (
    <span className="tag tag-plain">{status}</span>
  )),
  col.amount('total', 'Total', 170, (row) => row.currency.code ?? row.currency.name, DESC_FIRST),
  col.ratio(
    { id: 'positions', value: (row) => row.active_positions_count },
    'Pos.',
    70,
    (row) => row.positions_count,
    { ...UNSORTED, label: 'Active / all positions' },
  ),
  col.link({ id: 'kp', value: (row) => row.kp?.number ?? '' }, 'KP', 130, ({ kp, rfq }) =>
    kp && rfq ? `/rfq/${rfq.id}/kp/${kp.id}` : null,
  ),
  col.text('po_number', 'PO', 120, { sorting: 'off', label: 'PO number' }),
  col.date('delivery_date', 'Delivery', 100, { label: 'Delivery date' }),
  col.named('manager', 'Manager', 140, UNSORTED),
  col.link({ id: 'rfq', value: (row) => row.rfq?.number ?? '' }, 'RFQ', 130, ({ rfq }) =>
    rfq ? `/rfq/${rfq.id}` : null,
  ),
  col.text('treaty_number', 'Treaty', 110, { sorting: 'off', label: 'Treaty number' }),
]);

export const DEFAULT_ORDER_VISIBILITY: Record<string, boolean> = {
  number: true,
  date: true,
  company: true,
  priority: true,
  status: true,
  total: true,
  positions: true,
  kp: false,
  po_number: false,
  delivery_date: true,
  manager: true,
  rfq: false,
  treaty_number: false,
};
