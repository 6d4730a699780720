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
import { DataTable, dataColumnHelper, type DataColumnDef } from '../../components/DataTable.tsx';
import { formatDate, formatInteger, formatMoney } from '../../lib/format.ts';
import { useRoles } from '../../stores/session.ts';

const offer = dataColumnHelper<SupplierOffer>();

const OFFER_COLUMNS: DataColumnDef<SupplierOffer>[] = [
  offer.accessor((row) => row.company.name, {
    id: 'supplier',
    header: 'Supplier',
    size: 170,
    meta: { label: 'Supplier' },
    cell: (info) => <span className="cell-strong">{info.getValue()}</span>,
  }),
  offer.accessor((row) => row.inventory.part_number, {
    id: 'part_number',
    header: 'Part number',
    size: 130,
    meta: { label: 'Part number' },
    cell: (info) => (
      <span className="cell-2l">
        <span className="mono">{info.getValue()}</span>
        {info.row.original.is_alternate ? <span className="sub">alternate</span> : null}
      </span>
    ),
  }),
  offer.accessor('quantity', {
    header: 'Qty',
    size: 66,
    meta: { label: 'Quantity and condition', align: 'end' },
    cell: (info) => (
      <span className="cell-2l">
        <span>{formatInteger(info.getValue())}</span>
        <span className="sub cnd">
          {info.row.original.condition.code ?? info.row.original.condition.name}
        </span>
      </span>
    ),
  }),
  offer.accessor('price', {
    header: 'Price',
    size: 130,
    meta: { label: 'Price', align: 'end' },
    cell: (info) => (
      <span className="cell-strong">
        {formatMoney(info.getValue())} {info.row.original.currency.code}
      </span>
    ),
  }),
  offer.accessor('lead_time_days', {
    header: 'Lead',
    size: 78,
    meta: { label: 'Lead time, days', align: 'end' },
    cell: (info) => `${info.getValue()} d`,
  }),
  offer.accessor((row) => row.valid_until ?? '', {
    id: 'valid_until',
    header: 'Valid until',
    size: 112,
    meta: { label: 'Valid until' },
    cell: (info) => formatDate(info.row.original.valid_until) || 'open',
  }),
  offer.accessor((row) => OFFER_STATUS_LABEL[row.status], {
    id: 'status',
    header: 'Status',
    size: 112,
    meta: { label: 'Status' },
    cell: (info) => (
      <span className={info.row.original.is_active ? 'tag tag-ok' : 'tag tag-muted'}>
        {info.getValue()}
      </span>
    ),
  }),
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

const request = dataColumnHelper<InventoryRequest>();

const REQUEST_COLUMNS: DataColumnDef<InventoryRequest>[] = [
  request.accessor((row) => row.rfq.number, {
    id: 'rfq',
    header: 'RFQ',
    size: 140,
    meta: { label: 'RFQ' },
    cell: (info) => <span className="mono cell-strong">{info.getValue()}</span>,
  }),
  request.accessor((row) => row.company.name, {
    id: 'company',
    header: 'Client',
    size: 180,
    meta: { label: 'Client' },
  }),
  request.accessor('requested_part_number', {
    header: 'Asked as',
    size: 140,
    meta: { label: 'Part number as asked' },
    cell: (info) => <span className="mono">{info.getValue()}</span>,
  }),
  request.accessor('quantity', {
    header: 'Qty',
    size: 66,
    meta: { label: 'Quantity', align: 'end' },
    cell: (info) => formatInteger(info.getValue()),
  }),
  request.accessor('created_at', {
    header: 'Asked',
    size: 100,
    meta: { label: 'Asked on' },
    cell: (info) => formatDate(info.getValue()),
  }),
  request.accessor((row) => (row.need_offers ? 2 : row.in_work ? 1 : 0), {
    id: 'state',
    header: 'State',
    size: 110,
    meta: { label: 'State' },
    cell: (info) =>
      info.row.original.need_offers ? (
        <span className="tag tag-warn">Needs offers</span>
      ) : info.row.original.in_work ? (
        <span className="tag tag-plain">In work</span>
      ) : (
        <span className="tag tag-muted">Not in work</span>
      ),
  }),
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
