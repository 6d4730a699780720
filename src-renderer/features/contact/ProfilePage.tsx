/**
 * The user's profile (spec §2 "User profile", §7 "Contact and profile"): their own contact, which
 * they edit (name, position, Telegram, time zone, names in English; not their roles or
 * supervisor, which the admin sets), and the filter presets they saved in the lists, which they
 * may delete. The sections are tabs (the tab in the URL, so it can be linked); PROFILE_TABS is the
 * one list of them, so a section is added there and in `ProfileTabPanel`.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  CONTACT_OWN_FIELDS,
  contactUpdateSchema,
  type ContactProfile,
} from '../../../src-shared/api/contact.ts';
import type { Preset } from '../../../src-shared/api/home.ts';
import { AREA_TABLE, entryKey } from '../../app/areas.ts';
import { ActionButton } from '../../components/ActionButton.tsx';
import { DetailHead, Meta, recordPlaceholder } from '../../components/DetailPage.tsx';
import { TextField } from '../../components/Field.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { TelegramAndTimeZone } from './ReachFields.tsx';
import { IconAction } from '../../components/IconAction.tsx';
import { EmptyState } from '../../components/States.tsx';
import { Tabs, type TabDef } from '../../components/Tabs.tsx';
import { usePresets } from '../../lib/usePresets.ts';
import { useSchemaForm } from '../../lib/schemaForm.ts';
import { useUserInfo } from '../../session/reference.ts';
import { usePowers } from '../../stores/session.ts';
import { useSettings } from '../../stores/settings.ts';
import { contactName } from '../company/contacts.ts';
import { ContactHistory } from '../history/ContactHistory.tsx';
import { useContactProfile, useUpdateContact } from './api.ts';
import '../../styles/sales.css';

/** The profile's sections, in order. */
const PROFILE_TABS = [
  { id: 'details', label: 'Details' },
  { id: 'presets', label: 'Saved presets' },
  // The audit trail's record of one's own writes: staff's (a client's call would be refused).
  { id: 'history', label: 'History' },
] as const satisfies readonly TabDef[];
type ProfileTab = (typeof PROFILE_TABS)[number]['id'];

/** The sections this user has: a client has no history to read. */
function useProfileTabs(): readonly (typeof PROFILE_TABS)[number][] {
  const { isClient } = usePowers();
  return isClient ? PROFILE_TABS.filter((entry) => entry.id !== 'history') : PROFILE_TABS;
}

function useProfileTab(): [ProfileTab, (tab: string) => void] {
  const [search, setSearch] = useSearchParams();
  const tabs = useProfileTabs();
  const param = search.get('tab');
  const tab = tabs.find((entry) => entry.id === param)?.id ?? 'details';
  const change = (next: string) =>
    setSearch(next === 'details' ? {} : { tab: next }, { replace: true });
  return [tab, change];
}

export function ProfilePage() {
  const userInfo = useUserInfo();
  const contactId = userInfo.data?.contact.id ?? 0;
  const query = useContactProfile(contactId);
  const [tab, setTab] = useProfileTab();
  const tabs = useProfileTabs();
  const profile = query.data;
  const placeholder = recordPlaceholder({
    noun: 'profile',
    query: userInfo.isError ? userInfo : query,
    loaded: profile !== undefined,
    back: null,
  });
  if (placeholder !== null || !profile) return placeholder;
  return (
    <div className="page page-detail">
      <DetailHead
        title={contactName(profile) || profile.username}
        titleTestId="profile-name"
        tags={
          <>
            {profile.position ? <span className="tag tag-plain">{profile.position}</span> : null}
            {profile.user_groups.map((group) => (
              <span key={group} className="tag">
                {group}
              </span>
            ))}
          </>
        }
      />
      <Tabs label="Profile sections" tabs={tabs} active={tab} onChange={setTab}>
        <ProfileTabPanel tab={tab} profile={profile} />
      </Tabs>
    </div>
  );
}

function ProfileTabPanel({ tab, profile }: { tab: ProfileTab; profile: ContactProfile }) {
  switch (tab) {
    case 'details':
      return <DetailsSection profile={profile} />;
    case 'presets':
      return <PresetsSection />;
    case 'history':
      return <ContactHistory contactId={profile.id} />;
  }
}

// ---------------------------------------------------------------- details

function DetailsSection({ profile }: { profile: ContactProfile }) {
  // The auditor reads everything and writes nothing, not even its own profile.
  const { saveTableSettings: mayEdit } = usePowers();
  const [editing, setEditing] = useState(false);
  return (
    <section className="card" aria-label="Details">
      <div className="card-head">
        <h2 className="card-title">Details</h2>
        {mayEdit ? (
          <ActionButton icon="edit" label="Edit profile" onClick={() => setEditing(true)} />
        ) : null}
      </div>
      <dl className="detail-meta" data-testid="profile-details">
        <Meta titled label="Name" value={profile.name} />
        <Meta titled label="Surname" value={profile.surname} />
        <Meta
          titled
          label="Name in English"
          value={[profile.eng_name, profile.eng_surname].filter(Boolean).join(' ')}
        />
        <Meta titled label="Position" value={profile.position} testId="profile-position" />
        <Meta titled label="Email" value={profile.email} />
        <Meta titled label="Phone" value={profile.phone} />
        <Meta titled label="Telegram" value={profile.telegram_link} testId="profile-telegram" />
        <Meta titled label="Time zone" value={profile.time_zone} testId="profile-time-zone" />
        <Meta titled label="Company" value={profile.company?.name} />
        <Meta titled label="Supervisor" value={profile.supervisor?.name} />
        <Meta titled label="Company guiding" value={profile.company_guiding?.name} />
        <Meta titled label="Sign-in" value={profile.username} />
      </dl>
      {editing ? <EditProfileDialog profile={profile} onClose={() => setEditing(false)} /> : null}
    </section>
  );
}

/** What a person changes on their own contact: the server's list. */
const OWN_FIELDS = CONTACT_OWN_FIELDS;

function EditProfileDialog({ profile, onClose }: { profile: ContactProfile; onClose: () => void }) {
  const update = useUpdateContact(profile.id);
  const initial = Object.fromEntries(OWN_FIELDS.map((field) => [field, profile[field]])) as Record<
    (typeof OWN_FIELDS)[number],
    string
  >;
  const form = useSchemaForm({
    initial,
    schema: contactUpdateSchema,
    // Only what changed is sent: the PATCH of one's own fields.
    input: (values) =>
      Object.fromEntries(
        OWN_FIELDS.filter((f) => values[f] !== initial[f]).map((f) => [f, values[f]]),
      ),
    draft: `profile:${profile.id}`,
  });
  const unchanged = () => OWN_FIELDS.every((field) => form.values[field] === initial[field]);
  return (
    <FormDialog
      title="Edit profile"
      testId="profile-edit-dialog"
      width={560}
      form={form}
      unchanged={unchanged}
      send={update.mutateAsync}
      onClose={onClose}
    >
      <TextField label="Name" required {...form.field('name')} />
      <TextField label="Surname" {...form.field('surname')} />
      <TextField label="Name in English" {...form.field('eng_name')} />
      <TextField label="Surname in English" {...form.field('eng_surname')} />
      <TextField label="Position" {...form.field('position')} />
      <TelegramAndTimeZone
        telegram={form.field('telegram_link')}
        timeZone={form.field('time_zone')}
        current={profile.time_zone}
        noZone="None"
      />
    </FormDialog>
  );
}

// ---------------------------------------------------------------- presets

/** A list's name as the sidebar calls it, for a table's settings name. */
function tableLabel(table: string): string {
  return AREA_TABLE.find((entry) => entryKey(entry) === table)?.label ?? table;
}

function PresetsSection() {
  const presets = useSettings((state) => state.session.presets);
  const tables = Object.keys(presets)
    .filter((table) => (presets[table] ?? []).length > 0)
    .sort((a, b) => tableLabel(a).localeCompare(tableLabel(b)));
  return (
    <section className="card" aria-label="Saved presets">
      <div className="card-head">
        <h2 className="card-title">Saved presets</h2>
      </div>
      {tables.length === 0 ? (
        <EmptyState title="No saved presets">
          Save the filters of a list as a preset from its Presets menu; they are listed here.
        </EmptyState>
      ) : (
        tables.map((table) => <TablePresets key={table} table={table} />)
      )}
    </section>
  );
}

function filtersText(preset: Preset): string {
  return Object.entries(preset.filters)
    .filter(([, value]) => value !== '' && value !== false)
    .map(([key, value]) => `${key.replaceAll('_', ' ')}: ${String(value)}`)
    .join(' · ');
}

function TablePresets({ table }: { table: string }) {
  const { presets, active, remove } = usePresets(table);
  const { saveTableSettings: mayDelete } = usePowers();
  return (
    <div className="preset-group" data-testid={`presets-${table}`}>
      <h3>{tableLabel(table)}</h3>
      <table className="data-table" aria-label={`Presets of ${tableLabel(table)}`}>
        <tbody>
          {presets.map((preset) => (
            <tr key={preset.name}>
              <td className="cell-strong">
                {preset.name}
                {preset.name === active ? <span className="tag tag-ok"> Active</span> : null}
              </td>
              <td className="muted">{filtersText(preset) || 'No filters'}</td>
              <td className="row-buttons">
                {mayDelete ? (
                  <IconAction
                    icon="trash"
                    label={`Delete preset ${preset.name}`}
                    onClick={() => void remove(preset.name)}
                  />
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
