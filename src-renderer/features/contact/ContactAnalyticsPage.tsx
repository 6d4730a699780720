/**
 * Contact analytics (spec §2, §7 "Analytics"): our staff with their roles, sign-ins and the work
 * they did since a day (date_gate: see src-shared/api/contact.ts), searched and sorted by the
 * server. The chat selector narrows it to the people whose chats the supervisor follows (chats.tsx);
 * each row's chat opens in Telegram. The admin places a person (supervisor, legal entity guided)
 * from the row's action; a reader opens the person's history in a drawer.
 */
import { useMemo, useState } from 'react';
import { contactUpdateSchema, type ContactAnalyticsItem } from '../../../src-shared/api/contact.ts';
import { can } from '../../../src-shared/domain/permissions.ts';
import { columnKit, controlsColumn, DESC_FIRST, UNSORTED } from '../../components/columnKit.tsx';
import { Combobox, type ComboItem } from '../../components/Combobox.tsx';
import type { DataColumnDef } from '../../components/DataTable.tsx';
import { DateInputField, optionsOf, SelectField } from '../../components/Field.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { ContactHistory } from '../history/ContactHistory.tsx';
import { IconAction } from '../../components/IconAction.tsx';
import { ServerListPage } from '../../components/list/ServerListPage.tsx';
import { formatDate } from '../../lib/format.ts';
import { numberOrNull, useSchemaForm } from '../../lib/schemaForm.ts';
import { useRoles, useRoleUrl } from '../../stores/session.ts';
import { contactName } from '../company/contacts.ts';
import { contactItems } from '../rfq/api.ts';
import { useAreaList } from '../shared-areaList.tsx';
import { useContactAnalytics, useLegalEntities, useUpdateContact } from './api.ts';
import {
  ChatLink,
  ChatPicker,
  chatFilters,
  pickedChats,
  PickedChats,
  type PickedChat,
} from './chats.tsx';
import { contactAnalyticsCodec } from './listQuery.ts';
import '../../styles/sales.css';

type Row = ContactAnalyticsItem;
const col = columnKit<Row>();
const { helper } = col;

const BASE_COLUMNS: DataColumnDef<Row>[] = helper.columns([
  col.strong({ id: 'name', value: (row) => contactName(row) }, 'Name', 160),
  col.text('position', 'Position', 150, UNSORTED),
  col.text('email', 'Email', 180),
  col.text(
    { id: 'user_groups', value: (row) => row.user_groups.join(', ') },
    'Roles',
    140,
    UNSORTED,
  ),
  col.named('supervisor', 'Supervisor', 130, UNSORTED),
  col.named('company_guiding', 'Company guiding', 150, { ...UNSORTED, grow: true }),
  col.cell(
    { id: 'chat', value: (row) => row.telegram_link },
    'Chat',
    130,
    (link) => <ChatLink link={link} />,
    { sorting: 'off', label: 'Telegram chat' },
  ),
  col.date('last_login', 'Signed in', 120, { ...DESC_FIRST, label: 'Last sign-in' }),
  col.integer('rfqs', 'RFQs', 84, DESC_FIRST),
  col.integer('kps', 'KPs', 84, DESC_FIRST),
  col.integer('orders', 'Orders', 84, DESC_FIRST),
]);

/** The row actions: read the person's history (analytics readers); place them (the admin). */
function actionsColumn(
  onHistory: (row: Row) => void,
  onPlace: ((row: Row) => void) | null,
): DataColumnDef<Row> {
  return controlsColumn<Row>(
    'actions',
    'Actions',
    onPlace ? 76 : 48,
    (row) => (
      <span className="row-actions">
        <IconAction
          icon="clock"
          label={`History of ${contactName(row)}`}
          title="What they did: the audit trail of their writes"
          onClick={() => onHistory(row)}
        />
        {onPlace ? (
          <IconAction
            icon="userPlus"
            label={`Place ${contactName(row)}`}
            title="Set the supervisor and company guiding"
            onClick={() => onPlace(row)}
          />
        ) : null}
      </span>
    ),
    { align: 'end', inMenu: false },
  );
}

/** A person's history beside the list, as a supervisor reads it. */
function HistoryDrawer({
  contact,
  gate,
  onClose,
}: {
  contact: Row;
  /** The list's date_gate: the day the row's work is counted from ('' for all time). */
  gate: string;
  onClose: () => void;
}) {
  return (
    <Dialog
      title={`History of ${contactName(contact)}`}
      onClose={onClose}
      variant="drawer"
      width={720}
      testId="contact-history-drawer"
    >
      <div className="contact-drawer-head" data-testid="contact-drawer-head">
        <span>
          Chat <ChatLink link={contact.telegram_link} />
        </span>
        {contact.position ? <span>{contact.position}</span> : null}
        <span>
          Supervisor <strong>{contact.supervisor?.name ?? 'nobody'}</strong>
        </span>
        <span>
          {gate ? `Since ${formatDate(gate)}` : 'All time'} <strong>{contact.rfqs}</strong> RFQs ·{' '}
          <strong>{contact.kps}</strong> KPs · <strong>{contact.orders}</strong> orders
        </span>
      </div>
      <ContactHistory contactId={contact.id} />
    </Dialog>
  );
}

export function ContactAnalyticsPage() {
  const mayPlace = can(useRoles(), 'analytics', 'write');
  const [placing, setPlacing] = useState<Row | null>(null);
  const [reading, setReading] = useState<Row | null>(null);
  const columns = useMemo(
    () => [...BASE_COLUMNS, actionsColumn(setReading, mayPlace ? setPlacing : null)],
    [mayPlace],
  );
  const { list, page, table } = useAreaList({
    area: 'analytics',
    codec: contactAnalyticsCodec,
    table: 'contact',
    useRows: useContactAnalytics,
    columns,
    // The position and the email are one click away: the row fits a laptop's screen without
    // them (the chat is how a supervisor reaches a person).
    defaultVisibility: { position: false, email: false },
  });
  const { filters } = list.view;
  const chats = pickedChats(filters.contacts, filters.contacts_names);
  const followChats = (next: PickedChat[]) => list.setFilters(chatFilters(next));
  return (
    <ServerListPage
      {...page}
      noun="contacts"
      filtersLabel="Contact filters"
      search={{ label: 'Search contacts', placeholder: 'Name, email or position…', narrow: true }}
      toolbarEnd={
        <>
          <ChatPicker chats={chats} onChange={followChats} />
          <label className="inline-check" title="Work counted since this day; only who was active">
            Active since{' '}
            <DateInputField
              ariaLabel="Active since"
              value={filters.date_gate}
              onChange={(date_gate) => list.setFilters({ date_gate })}
            />
          </label>
        </>
      }
      aboveTable={<PickedChats chats={chats} onChange={followChats} />}
      table={table({
        label: 'Contacts',
        rowLabel: (row) => `${contactName(row)} ${row.email}`,
        onRowOpen: (row) => (mayPlace ? setPlacing(row) : setReading(row)),
      })}
      emptyTitle="No contacts"
    >
      {placing ? <PlaceContactDialog contact={placing} onClose={() => setPlacing(null)} /> : null}
      {reading ? (
        <HistoryDrawer
          contact={reading}
          gate={filters.date_gate}
          onClose={() => setReading(null)}
        />
      ) : null}
    </ServerListPage>
  );
}

/** The admin sets whom the person reports to and which of our legal entities they work for. */
function PlaceContactDialog({ contact, onClose }: { contact: Row; onClose: () => void }) {
  const role = useRoleUrl();
  const update = useUpdateContact(contact.id);
  const entities = useLegalEntities();
  const staff = contactItems(role);
  const form = useSchemaForm({
    initial: {
      supervisor: contact.supervisor as ComboItem | null,
      company_guiding: contact.company_guiding ? String(contact.company_guiding.id) : '',
    },
    schema: contactUpdateSchema,
    input: (values) => ({
      supervisor: values.supervisor?.id ?? null,
      company_guiding: numberOrNull(values.company_guiding),
    }),
  });
  const supervisor = form.field('supervisor');
  return (
    <FormDialog
      title={`Place ${contactName(contact)}`}
      testId="contact-place-dialog"
      form={form}
      send={update.mutateAsync}
      onClose={onClose}
      layout="stack"
    >
      <Combobox
        label="Supervisor"
        value={supervisor.value}
        onChange={supervisor.onChange}
        error={supervisor.error}
        source={staff}
        placeholder="Search our staff…"
        hint="Empty: reports to nobody."
        testId="contact-supervisor"
      />
      <SelectField
        label="Company guiding"
        options={optionsOf(entities.data)}
        placeholder="None"
        {...form.field('company_guiding')}
      />
    </FormDialog>
  );
}
