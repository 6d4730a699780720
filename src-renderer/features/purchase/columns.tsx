/** The purchase orders list's columns; ids equal the server's order_by fields where it sorts. */
import type { PurchaseOrder } from '../../../src-shared/api/purchase.ts';
import { COMPONENT_TYPE_LABEL } from '../../../src-shared/domain/component-type.ts';
import { columnKit, DESC_FIRST, UNSORTED } from '../../components/columnKit.tsx';
import type { DataColumnDef } from '../../components/DataTable.tsx';
import { allVisible } from '../../lib/useTableColumns.ts';

const col = columnKit<PurchaseOrder>();
const { helper } = col;

export function purchaseStateLabel(order: PurchaseOrder): string {
  if (order.active_status !== 'active')
    return order.active_status === 'closed' ? 'Closed' : 'Canceled';
  return order.confirmed ? 'Confirmed' : 'Draft';
}

export const purchaseColumns: DataColumnDef<PurchaseOrder>[] = helper.columns([
  col.key('number', 'Purchase', 130, { label: 'Purchase order number' }),
  col.strong('name', 'Name', 200),
  col.strong({ id: 'supplier', value: (row) => row.supplier.name }, 'Supplier', 180, {
    grow: true,
  }),
  col.stateTag(
    purchaseStateLabel,
    (label) => (label === 'Confirmed' ? 'tag tag-ok' : 'tag tag-plain'),
    'purchase-state',
  ),
  col.integer('positions_count', 'Pos.', 60, UNSORTED),
  col.amount('total', 'Total', 140, (row) => row.currency.code ?? '', UNSORTED),
  col.date('esd_date', 'ESD', 100, { label: 'Estimated shipping date' }),
  col.text('purchase_group', 'Group', 120, UNSORTED),
  col.text(
    {
      id: 'component_type',
      value: (row) => (row.component_type ? COMPONENT_TYPE_LABEL[row.component_type] : ''),
    },
    'Type',
    110,
    UNSORTED,
  ),
  col.named('purchase_manager', 'Buyer', 140, UNSORTED),
  col.date('created_at', 'Created', 100, DESC_FIRST),
]);

/**
 * Shown at first: what fits the list at 1440 px without scrolling sideways. The type has its own
 * filter above the list, and the list is ordered newest first; both columns are a choice away.
 */
export const DEFAULT_PURCHASE_VISIBILITY: Record<string, boolean> = {
  ...allVisible(purchaseColumns),
  component_type: false,
  created_at: false,
};

export const PURCHASE_TABLE = 'purchase_order';
