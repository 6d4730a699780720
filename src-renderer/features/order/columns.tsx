import type { OrderListItem } from '../../../src-shared/api/order.ts';
import { AreaLink } from '../../components/AreaLink.tsx';
import { columnKit, DESC_FIRST, UNSORTED } from '../../components/columnKit.tsx';
import type { DataColumnDef } from '../../components/DataTable.tsx';
import { PriorityBadge } from '../rfq/parts.tsx';

const col = columnKit<OrderListItem>();
const { helper } = col;

/** The orders summary's columns; ids equal the server's order_by fields where it sorts by them. */
export const orderColumns: DataColumnDef<OrderListItem>[] = helper.columns([
  helper.accessor('number', {
    header: 'Order',
    size: 130,
    enableHiding: false,
    meta: { label: 'Order number' },
    cell: (info) => <span className="mono cell-strong">{info.getValue()}</span>,
  }),
  col.date('date', 'Date', 98, DESC_FIRST),
  col.strong({ id: 'company', value: (row) => row.company.name }, 'Company', 200),
  helper.accessor('priority', {
    header: 'Priority',
    size: 92,
    meta: { label: 'Priority' },
    cell: (info) => <PriorityBadge priority={info.getValue()} />,
  }),
  helper.accessor((row) => row.status.name, {
    id: 'status',
    header: 'Status',
    size: 150,
    meta: { label: 'Status' },
    cell: (info) => <span className="tag tag-plain">{info.getValue()}</span>,
  }),
  col.amount('total', 'Total', 170, (row) => row.currency.code ?? row.currency.name, DESC_FIRST),
  helper.accessor((row) => row.active_positions_count, {
    id: 'positions',
    header: 'Pos.',
    size: 70,
    enableSorting: false,
    meta: { label: 'Active / all positions', align: 'end' },
    cell: (info) => `${info.getValue()}/${info.row.original.positions_count}`,
  }),
  helper.accessor((row) => row.kp?.number ?? '', {
    id: 'kp',
    header: 'KP',
    size: 130,
    enableSorting: false,
    meta: { label: 'KP' },
    cell: (info) => {
      const { kp, rfq } = info.row.original;
      return kp && rfq ? (
        <AreaLink to={`/rfq/${rfq.id}/kp/${kp.id}`} className="mono">
          {kp.number}
        </AreaLink>
      ) : (
        '—'
      );
    },
  }),
  col.text('po_number', 'PO', 120, { sorting: 'off', label: 'PO number' }),
  col.date('delivery_date', 'Delivery', 100, { label: 'Delivery date' }),
  col.text({ id: 'manager', value: (row) => row.manager?.name ?? '' }, 'Manager', 140, UNSORTED),
  helper.accessor((row) => row.rfq?.number ?? '', {
    id: 'rfq',
    header: 'RFQ',
    size: 130,
    enableSorting: false,
    meta: { label: 'RFQ' },
    cell: (info) => {
      const rfq = info.row.original.rfq;
      return rfq ? (
        <AreaLink to={`/rfq/${rfq.id}`} className="mono">
          {rfq.number}
        </AreaLink>
      ) : (
        '—'
      );
    },
  }),
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
  kp: true,
  po_number: true,
  delivery_date: true,
  manager: true,
  rfq: false,
  treaty_number: false,
};

export const ORDER_TABLE = 'order';
