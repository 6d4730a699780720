/** The products list's columns; ids equal the server's order_by fields where it sorts by them. */
import type { Product } from '../../../src-shared/api/product.ts';
import {
  PRODUCT_FLAG_LABELS,
  PRODUCT_STATUS_LABELS,
  type ProductStatus,
} from '../../../src-shared/domain/product.ts';
import { columnKit, DESC_FIRST, UNSORTED } from '../../components/columnKit.tsx';
import type { DataColumnDef } from '../../components/DataTable.tsx';
import { selectColumn } from '../rfq/columns.tsx';
import { statusTag } from '../shared-areaList.tsx';

const col = columnKit<Product>();
const { helper } = col;

const STATUS_TONE: Record<ProductStatus, string> = {
  in_stock: 'tag tag-ok',
  awaiting_from_supplier: 'tag tag-warn',
  on_way: 'tag',
  at_mro: 'tag tag-warn',
  sold: 'tag tag-plain',
};

export const StatusTag = statusTag(STATUS_TONE, PRODUCT_STATUS_LABELS, 'product-status');

/** The marks a warehouseman scans a row for, as short tags. */
export function productMarks(product: Product): string[] {
  const marks: string[] = [];
  if (product.sale_status === 'ready_for_sale') marks.push(PRODUCT_FLAG_LABELS.ready_for_sale);
  if (product.docs_problem && product.status === 'in_stock')
    marks.push(PRODUCT_FLAG_LABELS.docs_problem);
  if (product.is_ber) marks.push(PRODUCT_FLAG_LABELS.is_ber);
  if (product.nz) marks.push(PRODUCT_FLAG_LABELS.nz);
  if (product.not_our) marks.push(PRODUCT_FLAG_LABELS.not_our);
  if (product.adiru) marks.push(PRODUCT_FLAG_LABELS.adiru);
  if (product.cwpss) marks.push(PRODUCT_FLAG_LABELS.cwpss);
  if (product.due_date) marks.push(PRODUCT_FLAG_LABELS.hard_time);
  if (product.archived) marks.push(PRODUCT_FLAG_LABELS.archived);
  return marks;
}

export const productColumns: DataColumnDef<Product>[] = helper.columns([
  selectColumn<Product>(
    (row) => row.id,
    (row) => `Select ${row.label_code} ${row.part_number}`,
  ),
  col.cell('label_code', 'Label', 96, (code) => <span className="mono muted">{code}</span>, {
    sorting: 'off',
    label: 'Label code',
  }),
  // The description under the part number, the condition under the quantity and the shelf under
  // the warehouse, each giving way to its own column when shown: the default columns fit 1440 px.
  col.withSub(
    'part_number',
    'Part number',
    180,
    { value: (row) => row.description, column: 'description' },
    { tone: 'strong', mono: true, hiding: 'off', label: 'Part number, and its description' },
  ),
  col.longText('description', 'Description', 200, UNSORTED),
  col.text('serial_number', 'S/N', 104, { sorting: 'off', label: 'Serial number' }),
  col.text({ id: 'condition', value: (row) => row.condition?.code ?? '' }, 'Cond.', 60, {
    sorting: 'off',
    label: 'Condition',
  }),
  col.withSub(
    'quantity',
    'Qty',
    64,
    { value: (row) => row.condition?.code, column: 'condition' },
    { align: 'end', label: 'Quantity, and the condition' },
  ),
  col.withSub(
    { id: 'warehouse', value: (row) => row.warehouse?.name ?? '' },
    'Warehouse',
    190,
    { value: (row) => row.location?.code, column: 'location' },
    { label: 'Warehouse, and the shelf' },
  ),
  col.text({ id: 'location', value: (row) => row.location?.code ?? '' }, 'Shelf', 76, {
    label: 'Location',
  }),
  col.cell('status', 'Status', 150, (status) => <StatusTag status={status} />),
  col.cell(
    { id: 'marks', value: (row) => productMarks(row).join(', ') },
    'Marks',
    144,
    (_marks, row) => (
      <span className="tag-row">
        {productMarks(row).map((mark) => (
          <span key={mark} className="tag tag-plain tag-tight">
            {mark}
          </span>
        ))}
      </span>
    ),
    UNSORTED,
  ),
  col.link(
    { id: 'booking', value: (row) => row.booking?.order.number ?? '' },
    'Booked for',
    112,
    (row) => (row.booking ? `/order/${row.booking.order.id}` : null),
    { ...UNSORTED, empty: '' },
  ),
  col.text('project', 'Project', 150, UNSORTED),
  col.text('donor', 'Donor', 110, UNSORTED),
  col.date('due_date', 'Hard time', 100, { label: 'Hard-time limit' }),
  col.money('sale_price', 'Price', 100, { ...DESC_FIRST, label: 'Sale price' }),
  col.money('cost', 'Cost', 100, { sorting: 'off', tone: 'muted', label: 'Cost (ours)' }),
  col.date('created_at', 'Received', 100, { ...DESC_FIRST, label: 'Created' }),
]);

export const DEFAULT_PRODUCT_VISIBILITY: Record<string, boolean> = {
  description: false,
  condition: false,
  location: false,
  donor: false,
  project: false,
  due_date: false,
  cost: false,
  created_at: false,
};
