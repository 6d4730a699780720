/**
 * The parts of a company: addresses, contacts and bank properties (added, edited and removed by
 * those who may write companies), and the read-only deals, offers and parts produced.
 */
import { useCallback, useState } from 'react';
import {
  ADDRESS_KIND_LABEL,
  COMPANY_MESSAGES,
  type Address,
  type AddressKind,
  type BankProperty,
  type CompanyDeal,
  type CompanyDetail,
  type CompanyGuiding,
  type CompanyOffer,
  type PartProduced,
} from '../../../src-shared/api/company.ts';
import { OFFER_STATUS_LABEL } from '../../../src-shared/domain/offer-status.ts';
import { columnKit } from '../../components/columnKit.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { Icon } from '../../components/Icon.tsx';
import { EmptyState } from '../../components/States.tsx';
import { formatInteger, formatMoney, text } from '../../lib/format.ts';
import { AddressDialog } from './AddressDialog.tsx';
import { useRemoveAddress, useRemoveBankProperty, useRemoveContact } from './api.ts';
import { BankPropertyDialog } from './BankPropertyDialog.tsx';
import { ContactDialog } from './ContactDialog.tsx';
import { contactName } from './contacts.ts';
import { RemoveDialog } from './RemoveDialog.tsx';
import { IconAction } from '../../components/IconAction.tsx';
import { useRowEditing } from './RowActions.tsx';

export function AddressesSection({
  company,
  editable,
}: {
  company: CompanyDetail;
  editable: boolean;
}) {
  return (
    <section className="card-row" aria-label="Addresses">
      <AddressCard
        company={company}
        kind="pick_up"
        address={company.company_pick_up_address}
        editable={editable}
        testId="pick-up-address"
      />
      <AddressCard
        company={company}
        kind="ship"
        address={company.company_ship_address}
        editable={editable}
        testId="ship-address"
      />
    </section>
  );
}

function AddressCard({
  company,
  kind,
  address,
  editable,
  testId,
}: {
  company: CompanyDetail;
  kind: AddressKind;
  address: Address | null;
  editable: boolean;
  testId: string;
}) {
  const removeAddress = useRemoveAddress(company.id);
  const [dialog, setDialog] = useState<'edit' | 'remove' | null>(null);
  const close = useCallback(() => setDialog(null), []);
  const title = ADDRESS_KIND_LABEL[kind];
  return (
    <section className="card" aria-label={title} data-testid={testId}>
      <div className="card-head">
        <h2 className="card-title">{title}</h2>
        {editable && address ? (
          <span className="card-actions">
            <IconAction
              icon="edit"
              label={`Edit ${title.toLowerCase()}`}
              onClick={() => setDialog('edit')}
            />
            <IconAction
              icon="trash"
              label={`Remove ${title.toLowerCase()}`}
              onClick={() => setDialog('remove')}
            />
          </span>
        ) : null}
      </div>
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
        <div className="card-empty">
          <p className="muted">No address on file.</p>
          {editable ? (
            <button type="button" className="button button-small" onClick={() => setDialog('edit')}>
              <Icon name="plus" size={14} /> Add {title.toLowerCase()}
            </button>
          ) : null}
        </div>
      )}
      {dialog === 'edit' ? (
        <AddressDialog
          companyId={company.id}
          kind={kind}
          address={address}
          companyCountryId={company.country?.id ?? null}
          onClose={close}
        />
      ) : null}
      {dialog === 'remove' && address ? (
        <RemoveDialog
          title={`Remove the ${title.toLowerCase()}?`}
          message={
            <>
              <p>
                {[address.address, address.city, address.country?.name].filter(Boolean).join(', ')}{' '}
                is removed from {company.name}.
              </p>
              <p>Orders and KPs already made keep the address they were made with.</p>
            </>
          }
          confirmLabel="Remove address"
          successMessage={COMPANY_MESSAGES.addressRemoved}
          onRemove={() => removeAddress.mutateAsync(address.id)}
          onClose={close}
          testId="remove-address-dialog"
        />
      ) : null}
    </section>
  );
}

/** The heading of a card that holds a table, with its add button. */
function CardHead({
  id,
  title,
  addLabel,
  onAdd,
}: {
  id: string;
  title: string;
  addLabel: string;
  onAdd: (() => void) | null;
}) {
  return (
    <div className="card-head">
      <h2 id={id} className="card-title">
        {title}
      </h2>
      {onAdd ? (
        <button type="button" className="button button-small" onClick={onAdd}>
          <Icon name="plus" size={14} /> {addLabel}
        </button>
      ) : null}
    </div>
  );
}

const guidingKit = columnKit<CompanyGuiding>();
const { helper: guidingHelper } = guidingKit;
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
  guidingKit.text({ id: 'position', value: (g) => g.contact.position }, 'Position', 170),
  guidingKit.text({ id: 'email', value: (g) => g.contact.email }, 'Email', 220),
  guidingKit.text({ id: 'phone', value: (g) => g.contact.phone }, 'Phone', 150),
  guidingKit.text({ id: 'telegram', value: (g) => g.contact.telegram_link }, 'Telegram', 150),
  guidingKit.text({ id: 'time_zone', value: (g) => g.contact.time_zone }, 'Time zone', 130),
]);

const guidingName = (g: CompanyGuiding) => contactName(g.contact);

export function ContactsSection({
  company,
  editable,
}: {
  company: CompanyDetail;
  editable: boolean;
}) {
  const removeContact = useRemoveContact(company.id);
  const guidings = company.company_guidings;
  const { editing, setEditing, removing, setRemoving, columns } = useRowEditing(
    guidingColumns,
    guidingName,
    editable,
  );
  return (
    <section className="card card-flush" aria-labelledby="contacts-title">
      <CardHead
        id="contacts-title"
        title="Contacts"
        addLabel="Add contact"
        onAdd={editable ? () => setEditing('new') : null}
      />
      {guidings.length ? (
        <DataTable
          label="Contacts"
          columns={columns}
          data={guidings}
          getRowId={(g) => String(g.id)}
          rowLabel={guidingName}
          onRowOpen={editable ? setEditing : undefined}
          testId="contacts-table"
        />
      ) : (
        <EmptyState title="No contacts" />
      )}
      {editing ? (
        <ContactDialog
          companyId={company.id}
          guiding={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {removing ? (
        <RemoveDialog
          title={`Remove ${guidingName(removing)}?`}
          message={
            <>
              <p>
                {guidingName(removing)} leaves the contacts of {company.name}.
              </p>
              <p>RFQs and orders that name this person keep the name.</p>
            </>
          }
          confirmLabel="Remove contact"
          successMessage={COMPANY_MESSAGES.contactRemoved}
          onRemove={() => removeContact.mutateAsync(removing.id)}
          onClose={() => setRemoving(null)}
          testId="remove-contact-dialog"
        />
      ) : null}
    </section>
  );
}

const bankKit = columnKit<BankProperty>();
const { helper: bankHelper } = bankKit;
const bankColumns = bankHelper.columns([
  bankHelper.accessor('bank_name', { header: 'Bank', size: 220, meta: { label: 'Bank' } }),
  bankHelper.accessor('swift', {
    header: 'SWIFT',
    size: 120,
    meta: { label: 'SWIFT' },
    cell: (info) => <span className="mono">{text(info.getValue())}</span>,
  }),
  bankHelper.accessor('account_number', {
    header: 'Account',
    size: 250,
    meta: { label: 'Account' },
    cell: (info) => <span className="mono">{info.getValue()}</span>,
  }),
  bankHelper.accessor('correspondent_account', {
    header: 'Correspondent account',
    size: 230,
    meta: { label: 'Correspondent account' },
    cell: (info) => <span className="mono">{text(info.getValue())}</span>,
  }),
  bankKit.plain(
    { id: 'currency', value: (b) => b.currency?.code ?? b.currency?.name ?? '' },
    'Currency',
    100,
  ),
]);

const bankName = (b: BankProperty) =>
  `${b.bank_name} ${b.currency?.code ?? ''} account`.replace(/\s+/g, ' ');

export function BankSection({ company, editable }: { company: CompanyDetail; editable: boolean }) {
  const removeBankProperty = useRemoveBankProperty(company.id);
  const properties = company.bank_properties;
  const { editing, setEditing, removing, setRemoving, columns } = useRowEditing(
    bankColumns,
    bankName,
    editable,
  );
  return (
    <section className="card card-flush" aria-labelledby="bank-title">
      <CardHead
        id="bank-title"
        title="Bank properties"
        addLabel="Add bank details"
        onAdd={editable ? () => setEditing('new') : null}
      />
      {properties.length ? (
        <DataTable
          label="Bank properties"
          columns={columns}
          data={properties}
          getRowId={(b) => String(b.id)}
          rowLabel={bankName}
          onRowOpen={editable ? setEditing : undefined}
          testId="bank-table"
        />
      ) : (
        <EmptyState title="No bank properties" />
      )}
      {editing ? (
        <BankPropertyDialog
          companyId={company.id}
          bank={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {removing ? (
        <RemoveDialog
          title="Remove these bank details?"
          message={
            <>
              <p>
                The {bankName(removing)} <span className="mono">{removing.account_number}</span> is
                removed from {company.name}.
              </p>
              <p>Documents already issued keep the details they were printed with.</p>
            </>
          }
          confirmLabel="Remove bank details"
          successMessage={COMPANY_MESSAGES.bankPropertyRemoved}
          onRemove={() => removeBankProperty.mutateAsync(removing.id)}
          onClose={() => setRemoving(null)}
          testId="remove-bank-dialog"
        />
      ) : null}
    </section>
  );
}

const dealKit = columnKit<CompanyDeal>();
const { helper: dealHelper } = dealKit;
const dealColumns = dealHelper.columns([
  dealHelper.accessor('number', { header: 'Number', size: 140, meta: { label: 'Number' } }),
  dealKit.date('date', 'Date', 110),
  dealKit.plain({ id: 'status', value: (d) => d.status?.name ?? '' }, 'Status', 150),
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

const offerKit = columnKit<CompanyOffer>();
const { helper: offerHelper } = offerKit;
const offerColumns = offerHelper.columns([
  offerHelper.accessor('part_number', {
    header: 'Part number',
    size: 150,
    meta: { label: 'Part number' },
    cell: (info) => <span className="mono">{info.getValue()}</span>,
  }),
  offerKit.plain('description', 'Description', 240),
  offerKit.plain(
    { id: 'condition', value: (o) => o.condition?.code ?? o.condition?.name ?? '' },
    'Cond.',
    80,
    { label: 'Condition' },
  ),
  offerKit.integer('quantity', 'Qty', 70, { label: 'Quantity' }),
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
  offerKit.date('valid_until', 'Valid until', 120),
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

const partKit = columnKit<PartProduced>();
const { helper: partHelper } = partKit;
const partColumns = partHelper.columns([
  partHelper.accessor('part_number', {
    header: 'Part number',
    size: 170,
    meta: { label: 'Part number' },
    cell: (info) => <span className="mono">{info.getValue()}</span>,
  }),
  partKit.plain('description', 'Description', 320),
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
