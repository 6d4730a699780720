import type { EndPositionItem, IlsRequest } from '../../../src-shared/api/end-position.ts';
import { END_POSITION_STATUS_LABEL } from '../../../src-shared/domain/end-position.ts';
import { columnKit, DESC_FIRST, UNSORTED } from '../../components/columnKit.tsx';
import type { DataColumnDef } from '../../components/DataTable.tsx';
import { formatInteger, formatMoney } from '../../lib/format.ts';
import { TwoLines } from '../../components/TwoLines.tsx';
import { ResponseClock } from '../../components/ResponseClock.tsx';
import { selectColumn } from '../rfq/columns.tsx';
import { PriorityBadge } from '../rfq/parts.tsx';

const col = columnKit<EndPositionItem>();
const { helper } = col;

/** Where a position stands beyond its status: on the ILS request list, in the pipeline. */
function Marks({ row }: { row: EndPositionItem }) {
  if (!row.position.requested_in_ils && !row.in_pipeline) return null;
  return (
    <span className="tag-row">
      {row.position.requested_in_ils ? (
        <span className="tag tag-plain" title="On the ILS request list">
          ILS
        </span>
      ) : null}
      {row.in_pipeline ? <span className="tag tag-plain">Pipeline</span> : null}
    </span>
  );
}

/**
 * The need-offer lists' columns; ids equal the server's ordering fields where it sorts by them.
 * They fit a 1440 px screen beside the sidebar on every tab (screenshots 60-64): the request's
 * comment stands under the part number (the Comment column, one choice away in Columns, takes it
 * over when shown), the condition under the quantity, the ILS and pipeline marks under the
 * status, and the offer that arrived is one column of two lines.
 */
export const needOfferColumns: DataColumnDef<EndPositionItem>[] = helper.columns([
  selectColumn<EndPositionItem>(
    (row) => row.id,
    (row) => `Select ${row.position.part_number} of ${row.rfq.number}`,
  ),
  col.withSub(
    { id: 'part_number', value: (row) => row.position.part_number },
    'Part number',
    180,
    { value: (row) => row.comment, column: 'comment' },
    {
      tone: 'strong',
      mono: true,
      hiding: 'off',
      label: 'Part number, and the comment of the request',
    },
  ),
  col.cell(
    { id: 'quantity', value: (row) => row.position.quantity },
    'Qty',
    60,
    (quantity, row) => (
      <TwoLines sub={row.position.condition?.code ?? null}>{formatInteger(quantity)}</TwoLines>
    ),
    { sorting: 'off', align: 'end', label: 'Quantity and condition' },
  ),
  // The offer that arrived (activity offers tab only): beside the part it is for.
  col.cell(
    { id: 'offer', value: (row) => row.offer?.supplier.name ?? '' },
    'New offer',
    170,
    (supplier, { offer }) =>
      offer ? (
        <TwoLines sub={`${formatMoney(offer.price)} ${offer.currency.code ?? ''}`} title={supplier}>
          {supplier}
        </TwoLines>
      ) : null,
    { sorting: 'off', label: 'New offer: supplier and price' },
  ),
  col.link(
    { id: 'rfq', value: (row) => row.rfq.number },
    'RFQ',
    124,
    (row) => `/rfq/${row.rfq.id}`,
    {},
  ),
  col.cell(
    { id: 'priority', value: (row) => row.rfq.priority },
    'Priority',
    110,
    // The response clock runs until someone takes the position to work (aog-clock.ts).
    (priority, row) => (
      <span className="cell-2l">
        <PriorityBadge priority={priority} />
        {row.status === 'need_updates' ? (
          <ResponseClock priority={row.rfq.priority} since={row.waiting_since} />
        ) : null}
      </span>
    ),
    { label: 'Priority, and how long an AOG or critical one has waited' },
  ),
  col.strong({ id: 'company', value: (row) => row.rfq.company.name }, 'Client', 150, {
    ...UNSORTED,
    grow: true,
  }),
  col.cell(
    { id: 'status', value: (row) => END_POSITION_STATUS_LABEL[row.status] },
    'Status',
    120,
    (label, row) => <TwoLines sub={<Marks row={row} />}>{label}</TwoLines>,
    { label: 'Status, ILS and pipeline' },
  ),
  col.named('manager', 'Manager', 140),
  col.ratio(
    { id: 'offers', value: (row) => row.position.active_offers_count },
    'Offers',
    72,
    (row) => row.position.offers_count,
    { ...UNSORTED, label: 'Active / all offers' },
  ),
  col.date('created_at', 'Asked', 100, { ...DESC_FIRST, label: 'Asked for offers' }),
  col.longText('comment', 'Comment', 220, UNSORTED),
]);

export const DEFAULT_NEED_OFFER_VISIBILITY: Record<string, boolean> = {
  select: true,
  part_number: true,
  quantity: true,
  rfq: true,
  priority: true,
  company: true,
  status: true,
  manager: true,
  offers: true,
  offer: true,
  created_at: true,
  comment: false,
};

export const NEED_OFFER_TABLE = 'need_offer';

const ils = columnKit<IlsRequest>();

/** The ILS request list: what the exported file holds, and who asked. */
export const ILS_COLUMNS: DataColumnDef<IlsRequest>[] = ils.helper.columns([
  ils.strong('part_number', 'Part number', 160, UNSORTED),
  ils.integer('quantity', 'Qty', 60, UNSORTED),
  ils.text({ id: 'condition', value: (row) => row.condition?.code ?? '' }, 'Cond.', 70, UNSORTED),
  ils.named('rfq', 'RFQ', 140, UNSORTED),
  ils.named('ils_initiator', 'Asked by', 150, UNSORTED),
  ils.date('requested_at', 'Asked', 100, UNSORTED),
]);
