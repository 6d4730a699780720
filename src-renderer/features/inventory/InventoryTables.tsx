/**
 * The two lists beside the tree: the group's offers (active first, cheapest first, as the server
 * sends them; every column sorts) and the RFQ positions that asked for the group's part numbers
 * (a row opens its RFQ).
 */
import { useNavigate } from 'react-router';
import type { InventoryRequest, InventoryState } from '../../../src-shared/api/inventory.ts';
import type { SupplierOffer } from '../../../src-shared/api/offer.ts';
import { OFFER_STATUS_LABEL } from '../../../src-shared/domain/offer-status.ts';
import { can } from '../../../src-shared/domain/permissions.ts';
import { columnKit } from '../../components/columnKit.tsx';
import { DataTable, type DataColumnDef } from '../../components/DataTable.tsx';
import { TwoLines } from '../../components/TwoLines.tsx';
import { formatDate } from '../../lib/format.ts';
import { OfferPrice, OfferQuantity } from '../offer/offerCells.tsx';
import { useRoles } from '../../stores/session.ts';

const offer = columnKit<SupplierOffer>();

const OFFER_COLUMNS: DataColumnDef<SupplierOffer>[] = [
  offer.strong({ id: 'supplier', value: (row) => row.company.name }, 'Supplier', 170, {
    grow: true,
  }),
  offer.cell(
    { id: 'part_number', value: (row) => row.inventory.part_number },
    'Part number',
    130,
    (partNumber, row) => (
      <TwoLines className="mono" sub={row.is_alternate && 'alternate'}>
        {partNumber}
      </TwoLines>
    ),
  ),
  offer.cell('quantity', 'Qty', 66, (_, row) => <OfferQuantity offer={row} />, {
    label: 'Quantity and condition',
    align: 'end',
  }),
  offer.cell(
    'price',
    'Price',
    130,
    (_, row) => <OfferPrice offer={row} className="cell-strong" />,
    {
      align: 'end',
    },
  ),
  offer.cell('lead_time_days', 'Lead', 78, (days) => `${days} d`, {
    label: 'Lead time, days',
    align: 'end',
  }),
  offer.cell(
    { id: 'valid_until', value: (row) => row.valid_until ?? '' },
    'Valid until',
    112,
    (_, row) => formatDate(row.valid_until) || 'open',
  ),
  offer.cell(
    { id: 'status', value: (row) => OFFER_STATUS_LABEL[row.status] },
    'Status',
    112,
    (label, row) => <span className={row.is_active ? 'tag tag-ok' : 'tag tag-muted'}>{label}</span>,
  ),
];

export function InventoryOffers({ state }: { state: InventoryState }) {
  return (
    <section className="panel">
      <div className="panel-header">
        <h2>Offers</h2>
        <span className="badge">
          {state.offers.length < state.offers_count
            ? `${state.offers.length} of ${state.offers_count}`
            : state.offers_count}
        </span>
      </div>
      <DataTable
        label="Offers for the part and its alternates"
        columns={OFFER_COLUMNS}
        data={state.offers}
        getRowId={(row) => String(row.id)}
        rowLabel={(row) => `${row.company.name} ${row.inventory.part_number}`}
        rowClassName={(row) => (row.is_active ? undefined : 'row-inactive')}
        emptyTitle="No offers yet"
        emptyDetail="Nobody has offered this part or its alternates."
        testId="inventory-offers"
      />
    </section>
  );
}

const request = columnKit<InventoryRequest>();

const REQUEST_COLUMNS: DataColumnDef<InventoryRequest>[] = [
  request.cell({ id: 'rfq', value: (row) => row.rfq.number }, 'RFQ', 140, (number) => (
    <span className="mono cell-strong">{number}</span>
  )),
  request.plain({ id: 'company', value: (row) => row.company.name }, 'Client', 180, {
    grow: true,
  }),
  request.cell(
    'requested_part_number',
    'Asked as',
    140,
    (asked) => <span className="mono">{asked}</span>,
    {
      label: 'Part number as asked',
    },
  ),
  request.integer('quantity', 'Qty', 66, { label: 'Quantity' }),
  request.date('created_at', 'Asked', 100, { label: 'Asked on' }),
  request.cell(
    { id: 'state', value: (row) => (row.need_offers ? 2 : row.in_work ? 1 : 0) },
    'State',
    110,
    (_, row) =>
      row.need_offers ? (
        <span className="tag tag-warn">Needs offers</span>
      ) : row.in_work ? (
        <span className="tag tag-plain">In work</span>
      ) : (
        <span className="tag tag-muted">Not in work</span>
      ),
  ),
];

export function InventoryRequests({ state }: { state: InventoryState }) {
  const navigate = useNavigate();
  // A row opens its RFQ for those who may read RFQs (others would be refused the screen).
  const mayOpen = can(useRoles(), 'rfq');
  return (
    <section className="panel">
      <div className="panel-header">
        <h2>Requests</h2>
        <span className="badge">{state.requests_count}</span>
      </div>
      <DataTable
        label="RFQ positions that asked for the part or its alternates"
        columns={REQUEST_COLUMNS}
        data={state.requests}
        getRowId={(row) => String(row.position_id)}
        rowLabel={(row) => row.rfq.number}
        onRowOpen={mayOpen ? (row) => void navigate(`/rfq/${row.rfq.id}`) : undefined}
        emptyTitle="No requests yet"
        emptyDetail="No RFQ has asked for this part or its alternates."
        testId="inventory-requests"
      />
    </section>
  );
}
