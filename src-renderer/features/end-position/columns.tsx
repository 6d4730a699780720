import type { EndPositionItem, IlsRequest } from '../../../src-shared/api/end-position.ts';
import { END_POSITION_STATUS_LABEL } from '../../../src-shared/domain/end-position.ts';
import { columnKit, DESC_FIRST, UNSORTED } from '../../components/columnKit.tsx';
import type { DataColumnDef } from '../../components/DataTable.tsx';
import { formatMoney } from '../../lib/format.ts';
import { ResponseClock } from '../../components/ResponseClock.tsx';
import { selectColumn } from '../rfq/columns.tsx';
import { PriorityBadge } from '../rfq/parts.tsx';

const col = columnKit<EndPositionItem>();
const { helper } = col;

/** The need-offer lists' columns; ids equal the server's ordering fields where it sorts by them. */
export const needOfferColumns: DataColumnDef<EndPositionItem>[] = helper.columns([
  selectColumn<EndPositionItem>(
    (row) => row.id,
    (row) => `Select ${row.position.part_number} of ${row.rfq.number}`,
  ),
  col.key({ id: 'part_number', value: (row) => row.position.part_number }, 'Part number', 150),
  col.integer({ id: 'quantity', value: (row) => row.position.quantity }, 'Qty', 56, UNSORTED),
  col.text({ id: 'condition', value: (row) => row.position.condition?.code ?? '' }, 'Cond.', 64, {
    sorting: 'off',
    label: 'Condition',
  }),
  // The offer that arrived (activity offers tab only): beside the part it is for.
  col.text(
    { id: 'offer_supplier', value: (row) => row.offer?.supplier.name ?? '' },
    'New offer from',
    160,
    { sorting: 'off', label: 'Offer supplier' },
  ),
  col.cell(
    { id: 'offer_price', value: (row) => row.offer?.price ?? null },
    'Offer price',
    150,
    (_price, { offer }) =>
      offer ? `${formatMoney(offer.price)} ${offer.currency.code ?? ''}` : '',
    { sorting: 'off', align: 'end' },
  ),
  col.link(
    { id: 'rfq', value: (row) => row.rfq.number },
    'RFQ',
    130,
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
  col.strong({ id: 'company', value: (row) => row.rfq.company.name }, 'Client', 150, UNSORTED),
  col.text({ id: 'status', value: (row) => END_POSITION_STATUS_LABEL[row.status] }, 'Status', 110),
  col.named('manager', 'Manager', 140),
  col.ratio(
    { id: 'offers', value: (row) => row.position.active_offers_count },
    'Offers',
    72,
    (row) => row.position.offers_count,
    { ...UNSORTED, label: 'Active / all offers' },
  ),
  helper.display({
    id: 'marks',
    header: 'Marks',
    size: 120,
    meta: { label: 'ILS and pipeline' },
    cell: (info) => (
      <span className="tag-row">
        {info.row.original.position.requested_in_ils ? (
          <span className="tag tag-plain" title="On the ILS request list">
            ILS
          </span>
        ) : null}
        {info.row.original.in_pipeline ? <span className="tag tag-plain">Pipeline</span> : null}
      </span>
    ),
  }),
  col.date('created_at', 'Asked', 100, { ...DESC_FIRST, label: 'Asked for offers' }),
  col.longText('comment', 'Comment', 220, UNSORTED),
]);

export const DEFAULT_NEED_OFFER_VISIBILITY: Record<string, boolean> = {
  select: true,
  part_number: true,
  quantity: true,
  condition: true,
  rfq: true,
  priority: true,
  company: true,
  status: true,
  manager: true,
  offers: true,
  marks: true,
  offer_supplier: true,
  offer_price: true,
  created_at: true,
  comment: true,
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
