import type { EndPositionItem, IlsRequest } from '../../../src-shared/api/end-position.ts';
import { END_POSITION_STATUS_LABEL } from '../../../src-shared/domain/end-position.ts';
import { AreaLink } from '../../components/AreaLink.tsx';
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
  helper.accessor((row) => row.position.part_number, {
    id: 'part_number',
    header: 'Part number',
    size: 150,
    enableHiding: false,
    meta: { label: 'Part number' },
    cell: (info) => <span className="cell-strong mono">{info.getValue()}</span>,
  }),
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
  helper.accessor((row) => row.offer?.price ?? null, {
    id: 'offer_price',
    header: 'Offer price',
    size: 150,
    enableSorting: false,
    meta: { label: 'Offer price', align: 'end' },
    cell: (info) => {
      const offer = info.row.original.offer;
      return offer ? `${formatMoney(offer.price)} ${offer.currency.code ?? ''}` : '';
    },
  }),
  helper.accessor((row) => row.rfq.number, {
    id: 'rfq',
    header: 'RFQ',
    size: 130,
    meta: { label: 'RFQ' },
    cell: (info) => (
      <AreaLink to={`/rfq/${info.row.original.rfq.id}`} className="mono">
        {info.getValue()}
      </AreaLink>
    ),
  }),
  helper.accessor((row) => row.rfq.priority, {
    id: 'priority',
    header: 'Priority',
    size: 110,
    meta: { label: 'Priority, and how long an AOG or critical one has waited' },
    cell: (info) => {
      const row = info.row.original;
      // The response clock runs until someone takes the position to work (aog-clock.ts).
      return (
        <span className="cell-2l">
          <PriorityBadge priority={info.getValue()} />
          {row.status === 'need_updates' ? (
            <ResponseClock priority={row.rfq.priority} since={row.waiting_since} />
          ) : null}
        </span>
      );
    },
  }),
  col.strong({ id: 'company', value: (row) => row.rfq.company.name }, 'Client', 150, UNSORTED),
  col.text({ id: 'status', value: (row) => END_POSITION_STATUS_LABEL[row.status] }, 'Status', 110),
  col.text({ id: 'manager', value: (row) => row.manager?.name ?? '' }, 'Manager', 140),
  helper.accessor((row) => row.position.active_offers_count, {
    id: 'offers',
    header: 'Offers',
    size: 72,
    enableSorting: false,
    meta: { label: 'Active / all offers', align: 'end' },
    cell: (info) => `${info.getValue()}/${info.row.original.position.offers_count}`,
  }),
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
  ils.text({ id: 'rfq', value: (row) => row.rfq.name }, 'RFQ', 140, UNSORTED),
  ils.text(
    { id: 'ils_initiator', value: (row) => row.ils_initiator?.name ?? '' },
    'Asked by',
    150,
    UNSORTED,
  ),
  ils.date('requested_at', 'Asked', 100, UNSORTED),
]);
