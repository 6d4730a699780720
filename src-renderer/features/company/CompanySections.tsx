/** The read-only parts of a company: addresses, contacts, bank properties, deals, offers, parts. */
import type {
  Address,
  BankProperty,
  CompanyDeal,
  CompanyDetail,
  CompanyGuiding,
  CompanyOffer,
  PartProduced,
} from '../../../src-shared/api/company.ts';
import { OFFER_STATUS_LABEL } from '../../../src-shared/domain/offer-status.ts';
import { DataTable, dataColumnHelper } from '../../components/DataTable.tsx';
import { EmptyState } from '../../components/States.tsx';
import { formatDate, formatInteger, formatMoney, text } from '../../lib/format.ts';
import { contactName } from './contacts.ts';

export function AddressesSection({ company }: { company: CompanyDetail }) {
  return (
    <section className="card-row" aria-label="Addresses">
      <AddressCard
        title="Pick-up address"
        address={company.company_pick_up_address}
        testId="pick-up-address"
      />
      <AddressCard
        title="Ship-to address"
        address={company.company_ship_address}
        testId="ship-address"
      />
    </section>
  );
}

function AddressCard({
  title,
  address,
  testId,
}: {
  title: string;
  address: Address | null;
  testId: string;
}) {
  return (
    <section className="card" aria-label={title} data-testid={testId}>
      <h2 className="card-title">{title}</h2>
      {address ? (
        <address className="address">
          <div>{address.address}</div>
          <div>{[address.zip_code, address.city].filter(Boolean).join(' ')}</div>
          <div>{address.country?.name}</div>
          {address.contact_name || address.phone ? (
            <div className="muted">
              {[address.contact_name, address.phone].filter(Boolean).join(' · ')}
            </div>
          ) : null}
        </address>
      ) : (
        <p className="muted">No address on file.</p>
      )}
    </section>
  );
}

const guidingHelper = dataColumnHelper<CompanyGuiding>();
const guidingColumns = guidingHelper.columns([
  guidingHelper.accessor((g) => contactName(g.contact), {
    id: 'name',
    header: 'Name',
    size: 200,
    meta: { label: 'Name' },
    cell: (info) => (
      <span className="cell-strong">
        {info.getValue()}
        {info.row.original.is_main ? <span className="tag tag-small">Main</span> : null}
      </span>
    ),
  }),
  guidingHelper.accessor((g) => g.contact.position, {
    id: 'position',
    header: 'Position',
    size: 170,
    meta: { label: 'Position' },
    cell: (info) => text(info.getValue()),
  }),
  guidingHelper.accessor((g) => g.contact.email, {
    id: 'email',
    header: 'Email',
    size: 220,
    meta: { label: 'Email' },
    cell: (info) => text(info.getValue()),
  }),
  guidingHelper.accessor((g) => g.contact.phone, {
    id: 'phone',
    header: 'Phone',
    size: 150,
    meta: { label: 'Phone' },
    cell: (info) => text(info.getValue()),
  }),
  guidingHelper.accessor((g) => g.contact.telegram_link, {
    id: 'telegram',
    header: 'Telegram',
    size: 150,
    meta: { label: 'Telegram' },
    cell: (info) => text(info.getValue()),
  }),
  guidingHelper.accessor((g) => g.contact.time_zone, {
    id: 'time_zone',
    header: 'Time zone',
    size: 130,
    meta: { label: 'Time zone' },
    cell: (info) => text(info.getValue()),
  }),
]);

export function ContactsSection({ guidings }: { guidings: CompanyGuiding[] }) {
  return (
    <section className="card card-flush" aria-labelledby="contacts-title">
      <h2 id="contacts-title" className="card-title">
        Contacts
      </h2>
      {guidings.length ? (
        <DataTable
          label="Contacts"
          columns={guidingColumns}
          data={guidings}
          getRowId={(g) => String(g.id)}
          testId="contacts-table"
        />
      ) : (
        <EmptyState title="No contacts" />
      )}
    </section>
  );
}

const bankHelper = dataColumnHelper<BankProperty>();
const bankColumns = bankHelper.columns([
  bankHelper.accessor('bank_name', { header: 'Bank', size: 220, meta: { label: 'Bank' } }),
  bankHelper.accessor('swift', { header: 'SWIFT', size: 120, meta: { label: 'SWIFT' } }),
  bankHelper.accessor('account_number', {
    header: 'Account',
    size: 230,
    meta: { label: 'Account' },
  }),
  bankHelper.accessor('correspondent_account', {
    header: 'Correspondent account',
    size: 230,
    meta: { label: 'Correspondent account' },
    cell: (info) => text(info.getValue()),
  }),
  bankHelper.accessor((b) => b.currency?.code ?? b.currency?.name ?? '', {
    id: 'currency',
    header: 'Currency',
    size: 100,
    meta: { label: 'Currency' },
  }),
]);

export function BankSection({ properties }: { properties: BankProperty[] }) {
  return (
    <section className="card card-flush" aria-labelledby="bank-title">
      <h2 id="bank-title" className="card-title">
        Bank properties
      </h2>
      {properties.length ? (
        <DataTable
          label="Bank properties"
          columns={bankColumns}
          data={properties}
          getRowId={(b) => String(b.id)}
          testId="bank-table"
        />
      ) : (
        <EmptyState title="No bank properties" />
      )}
    </section>
  );
}

const dealHelper = dataColumnHelper<CompanyDeal>();
const dealColumns = dealHelper.columns([
  dealHelper.accessor('number', { header: 'Number', size: 140, meta: { label: 'Number' } }),
  dealHelper.accessor('date', {
    header: 'Date',
    size: 110,
    meta: { label: 'Date' },
    cell: (info) => formatDate(info.getValue()),
  }),
  dealHelper.accessor((d) => d.status?.name ?? '', {
    id: 'status',
    header: 'Status',
    size: 150,
    meta: { label: 'Status' },
  }),
  dealHelper.accessor('total', {
    header: 'Total',
    size: 140,
    meta: { label: 'Total', align: 'end' },
    cell: (info) =>
      formatMoney(
        info.getValue(),
        info.row.original.currency?.symbol ?? info.row.original.currency?.code,
      ),
  }),
]);

export function DealsTable({ deals }: { deals: CompanyDeal[] }) {
  return (
    <DataTable
      label="Deals"
      testId="deals-table"
      columns={dealColumns}
      data={deals}
      getRowId={(d) => String(d.id)}
      emptyTitle="No deals with this company yet"
    />
  );
}

const offerHelper = dataColumnHelper<CompanyOffer>();
const offerColumns = offerHelper.columns([
  offerHelper.accessor('part_number', {
    header: 'Part number',
    size: 150,
    meta: { label: 'Part number' },
    cell: (info) => <span className="mono">{info.getValue()}</span>,
  }),
  offerHelper.accessor('description', {
    header: 'Description',
    size: 240,
    meta: { label: 'Description' },
  }),
  offerHelper.accessor((o) => o.condition?.code ?? o.condition?.name ?? '', {
    id: 'condition',
    header: 'Cond.',
    size: 80,
    meta: { label: 'Condition' },
  }),
  offerHelper.accessor('quantity', {
    header: 'Qty',
    size: 70,
    meta: { label: 'Quantity', align: 'end' },
    cell: (info) => formatInteger(info.getValue()),
  }),
  offerHelper.accessor('price', {
    header: 'Price',
    size: 130,
    meta: { label: 'Price', align: 'end' },
    cell: (info) =>
      formatMoney(
        info.getValue(),
        info.row.original.currency?.symbol ?? info.row.original.currency?.code,
      ),
  }),
  offerHelper.accessor('lead_time_days', {
    header: 'Lead time',
    size: 100,
    meta: { label: 'Lead time, days', align: 'end' },
    cell: (info) => `${formatInteger(info.getValue())} d`,
  }),
  offerHelper.accessor('valid_until', {
    header: 'Valid until',
    size: 120,
    meta: { label: 'Valid until' },
    cell: (info) => formatDate(info.getValue()),
  }),
  offerHelper.accessor('is_active', {
    header: 'Status',
    size: 90,
    meta: { label: 'Status' },
    // The one offer-status rule (offer-status.ts), as the RFQ's offers panel shows it.
    cell: (info) => (
      <span className={`tag ${info.row.original.status === 'active' ? 'tag-ok' : 'tag-muted'}`}>
        {OFFER_STATUS_LABEL[info.row.original.status]}
      </span>
    ),
  }),
]);

export function OffersTable({ offers }: { offers: CompanyOffer[] }) {
  return (
    <DataTable
      label="Offers"
      testId="offers-table"
      columns={offerColumns}
      data={offers}
      getRowId={(o) => String(o.id)}
      emptyTitle="No offers from this company"
    />
  );
}

const partHelper = dataColumnHelper<PartProduced>();
const partColumns = partHelper.columns([
  partHelper.accessor('part_number', {
    header: 'Part number',
    size: 170,
    meta: { label: 'Part number' },
    cell: (info) => <span className="mono">{info.getValue()}</span>,
  }),
  partHelper.accessor('description', {
    header: 'Description',
    size: 320,
    meta: { label: 'Description' },
  }),
  partHelper.accessor('ata_chapter', { header: 'ATA', size: 80, meta: { label: 'ATA chapter' } }),
]);

export function PartsProducedTable({ parts }: { parts: PartProduced[] }) {
  return (
    <DataTable
      label="Parts produced"
      testId="parts-table"
      columns={partColumns}
      data={parts}
      getRowId={(p) => String(p.id)}
      emptyTitle="This company is not the OEM of any part on file"
    />
  );
}
