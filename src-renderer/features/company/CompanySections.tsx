/**
 * The parts of a company: addresses, contacts and bank properties (added, edited and removed by
 * those who may write companies), and the read-only deals, offers and parts produced.
 */
import { useCallback, useState, type ReactNode } from 'react';
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
import { CONDITION_SOURCE, columnKit } from '../../components/columnKit.tsx';
import { DataTable, type DataColumnDef } from '../../components/DataTable.tsx';
import { ActionButton } from '../../components/ActionButton.tsx';
import { EmptyState } from '../../components/States.tsx';
import { formatInteger, formatMoney, text } from '../../lib/format.ts';
import { AddressDialog } from './AddressDialog.tsx';
import { useRemoveAddress, useRemoveBankProperty, useRemoveContact } from './api.ts';
import { BankPropertyDialog } from './BankPropertyDialog.tsx';
import { ContactDialog } from './ContactDialog.tsx';
import { contactName } from './contacts.ts';
import { RemoveDialog } from './RemoveDialog.tsx';
import { IconAction } from '../../components/IconAction.tsx';
import { RowDialogs, useRowEditing, type RemoveAsk } from './RowActions.tsx';

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
            <ActionButton
              small
              icon="plus"
              label={`Add ${title.toLowerCase()}`}
              onClick={() => setDialog('edit')}
            />
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
      {onAdd ? <ActionButton small icon="plus" label={addLabel} onClick={onAdd} /> : null}
    </div>
  );
}

/**
 * A card of a company's editable records (contacts, bank details): its head with the add
 * button, the table (or an empty state) whose rows open the edit dialog, and the edit and remove
 * dialogs. The sections differ only in their columns, dialog and the words of the removal.
 */
/** One kind of a company's editable records: the card's words, columns, dialog and removal. */
interface RecordsCardSpec<T extends { id: number }> {
  id: string;
  title: string;
  addLabel: string;
  emptyTitle: string;
  testId: string;
  /** A module constant, as useRowEditing asks. */
  columns: DataColumnDef<T>[];
  name: (row: T) => string;
  records: (company: CompanyDetail) => T[];
  useRemove: (companyId: number) => { mutateAsync: (id: number) => Promise<unknown> };
  /** The add (row null) or edit dialog. */
  dialog: (companyId: number, row: T | null, onClose: () => void) => ReactNode;
  /** What removing the row asks and says (the call itself is useRemove's). */
  removal: (row: T, company: CompanyDetail) => Omit<RemoveAsk, 'onRemove'>;
}

interface RecordsSectionProps {
  company: CompanyDetail;
  editable: boolean;
}

/**
 * A card of a company's editable records (contacts, bank details): its head with the add
 * button, the table (or an empty state) whose rows open the edit dialog, and the edit and remove
 * dialogs. The sections wrote this out alike; each is now a spec of what differs.
 */
function RecordsCard<T extends { id: number }>({
  spec,
  company,
  editable,
}: RecordsSectionProps & { spec: RecordsCardSpec<T> }) {
  const remove = spec.useRemove(company.id);
  const rows = useRowEditing(spec.columns, spec.name, editable);
  const records = spec.records(company);
  return (
    <section className="card card-flush" aria-labelledby={spec.id}>
      <CardHead
        id={spec.id}
        title={spec.title}
        addLabel={spec.addLabel}
        onAdd={editable ? () => rows.setEditing('new') : null}
      />
      {records.length ? (
        <DataTable
          label={spec.title}
          columns={rows.columns}
          data={records}
          getRowId={(row) => String(row.id)}
          rowLabel={spec.name}
          onRowOpen={editable ? rows.setEditing : undefined}
          testId={spec.testId}
        />
      ) : (
        <EmptyState title={spec.emptyTitle} />
      )}
      <RowDialogs
        rows={rows}
        edit={(row, onClose) => spec.dialog(company.id, row, onClose)}
        remove={(row) => ({
          ...spec.removal(row, company),
          onRemove: () => remove.mutateAsync(row.id),
        })}
      />
    </section>
  );
}

/** A code or number read by its characters (SWIFT, an account, a part number), monospaced. */
const mono = (value: string) => <span className="mono">{value}</span>;
/** The same where it may be empty ('—'). */
const monoText = (value: string | null) => <span className="mono">{text(value)}</span>;
/** An amount in the row's currency, by its symbol or else its code. */
const moneyIn = (value: number, row: { currency?: { symbol?: string; code?: string } | null }) =>
  formatMoney(value, row.currency?.symbol ?? row.currency?.code);

const guidingKit = columnKit<CompanyGuiding>();
const { helper: guidingHelper } = guidingKit;
const guidingColumns = guidingHelper.columns([
  guidingKit.cell({ id: 'name', value: (g) => contactName(g.contact) }, 'Name', 200, (name, g) => (
    <span className="cell-strong">
      {name}
      {g.is_main ? <span className="tag tag-small">Main</span> : null}
    </span>
  )),
  guidingKit.text({ id: 'position', value: (g) => g.contact.position }, 'Position', 170),
  guidingKit.text({ id: 'email', value: (g) => g.contact.email }, 'Email', 220),
  guidingKit.text({ id: 'phone', value: (g) => g.contact.phone }, 'Phone', 150),
  guidingKit.text({ id: 'telegram', value: (g) => g.contact.telegram_link }, 'Telegram', 150),
  guidingKit.text({ id: 'time_zone', value: (g) => g.contact.time_zone }, 'Time zone', 130),
]);

const guidingName = (g: CompanyGuiding) => contactName(g.contact);

const CONTACTS_CARD: RecordsCardSpec<CompanyGuiding> = {
  id: 'contacts-title',
  title: 'Contacts',
  addLabel: 'Add contact',
  emptyTitle: 'No contacts',
  testId: 'contacts-table',
  columns: guidingColumns,
  name: guidingName,
  records: (company) => company.company_guidings,
  useRemove: useRemoveContact,
  dialog: (companyId, guiding, onClose) => (
    <ContactDialog companyId={companyId} guiding={guiding} onClose={onClose} />
  ),
  removal: (guiding, company) => ({
    title: `Remove ${guidingName(guiding)}?`,
    message: (
      <>
        <p>
          {guidingName(guiding)} leaves the contacts of {company.name}.
        </p>
        <p>RFQs and orders that name this person keep the name.</p>
      </>
    ),
    confirmLabel: 'Remove contact',
    successMessage: COMPANY_MESSAGES.contactRemoved,
    testId: 'remove-contact-dialog',
  }),
};

export function ContactsSection(props: RecordsSectionProps) {
  return <RecordsCard spec={CONTACTS_CARD} {...props} />;
}

const bankKit = columnKit<BankProperty>();
const { helper: bankHelper } = bankKit;
const bankColumns = bankHelper.columns([
  bankKit.plain('bank_name', 'Bank', 220),
  bankKit.cell('swift', 'SWIFT', 120, monoText),
  bankKit.cell('account_number', 'Account', 250, mono),
  bankKit.cell('correspondent_account', 'Correspondent account', 230, monoText),
  bankKit.plain(
    { id: 'currency', value: (b) => b.currency?.code ?? b.currency?.name ?? '' },
    'Currency',
    100,
  ),
]);

const bankName = (b: BankProperty) =>
  `${b.bank_name} ${b.currency?.code ?? ''} account`.replace(/\s+/g, ' ');

const BANK_CARD: RecordsCardSpec<BankProperty> = {
  id: 'bank-title',
  title: 'Bank properties',
  addLabel: 'Add bank details',
  emptyTitle: 'No bank properties',
  testId: 'bank-table',
  columns: bankColumns,
  name: bankName,
  records: (company) => company.bank_properties,
  useRemove: useRemoveBankProperty,
  dialog: (companyId, bank, onClose) => (
    <BankPropertyDialog companyId={companyId} bank={bank} onClose={onClose} />
  ),
  removal: (bank, company) => ({
    title: 'Remove these bank details?',
    message: (
      <>
        <p>
          The {bankName(bank)} <span className="mono">{bank.account_number}</span> is removed from{' '}
          {company.name}.
        </p>
        <p>Documents already issued keep the details they were printed with.</p>
      </>
    ),
    confirmLabel: 'Remove bank details',
    successMessage: COMPANY_MESSAGES.bankPropertyRemoved,
    testId: 'remove-bank-dialog',
  }),
};

export function BankSection(props: RecordsSectionProps) {
  return <RecordsCard spec={BANK_CARD} {...props} />;
}

/** A read-only table of the company's (deals, offers, parts produced): its words and columns. */
interface ListSpec<T extends { id: number }> {
  label: string;
  testId: string;
  columns: DataColumnDef<T>[];
  emptyTitle: string;
}

/** The table a ListSpec describes, its rows known by their ids. */
export function ReadOnlyList<T extends { id: number }>({
  spec,
  rows,
}: {
  spec: ListSpec<T>;
  rows: T[];
}) {
  return <DataTable {...spec} data={rows} getRowId={(row) => String(row.id)} />;
}

const dealKit = columnKit<CompanyDeal>();
const { helper: dealHelper } = dealKit;
const dealColumns = dealHelper.columns([
  dealKit.plain('number', 'Number', 140),
  dealKit.date('date', 'Date', 110),
  dealKit.plain({ id: 'status', value: (d) => d.status?.name ?? '' }, 'Status', 150),
  dealKit.cell('total', 'Total', 140, moneyIn, { align: 'end' }),
]);

export const DEALS_LIST: ListSpec<CompanyDeal> = {
  label: 'Deals',
  testId: 'deals-table',
  columns: dealColumns,
  emptyTitle: 'No deals with this company yet',
};

const offerKit = columnKit<CompanyOffer>();
const { helper: offerHelper } = offerKit;
const offerColumns = offerHelper.columns([
  offerKit.cell('part_number', 'Part number', 150, mono),
  offerKit.plain('description', 'Description', 240),
  offerKit.plain(CONDITION_SOURCE, 'Cond.', 80, { label: 'Condition' }),
  offerKit.integer('quantity', 'Qty', 70, { label: 'Quantity' }),
  offerKit.cell('price', 'Price', 130, moneyIn, { align: 'end' }),
  offerKit.cell('lead_time_days', 'Lead time', 100, (days) => `${formatInteger(days)} d`, {
    label: 'Lead time, days',
    align: 'end',
  }),
  offerKit.date('valid_until', 'Valid until', 120),
  // The one offer-status rule (offer-status.ts), as the RFQ's offers panel shows it.
  offerKit.cell('is_active', 'Status', 90, (_, offer) => (
    <span className={`tag ${offer.status === 'active' ? 'tag-ok' : 'tag-muted'}`}>
      {OFFER_STATUS_LABEL[offer.status]}
    </span>
  )),
]);

export const OFFERS_LIST: ListSpec<CompanyOffer> = {
  label: 'Offers',
  testId: 'offers-table',
  columns: offerColumns,
  emptyTitle: 'No offers from this company',
};

const partKit = columnKit<PartProduced>();
const { helper: partHelper } = partKit;
const partColumns = partHelper.columns([
  partKit.cell('part_number', 'Part number', 170, mono),
  partKit.plain('description', 'Description', 320),
  partKit.plain('ata_chapter', 'ATA', 80, { label: 'ATA chapter' }),
]);

export const PARTS_LIST: ListSpec<PartProduced> = {
  label: 'Parts produced',
  testId: 'parts-table',
  columns: partColumns,
  emptyTitle: 'This company is not the OEM of any part on file',
};
