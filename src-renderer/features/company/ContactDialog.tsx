import { useState } from 'react';
import {
  companyContactCreateSchema,
  type CompanyGuiding,
} from '../../../src-shared/api/company.ts';
import { CheckboxField, SelectField, TextField } from '../../components/Field.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { textsOf } from '../../lib/schemaForm.ts';
import { useAddContact, useUpdateContact } from './api.ts';
import { useRecordForm, type RecordDialogProps } from './recordForm.ts';

const CONTACT_TEXTS = [
  'name',
  'surname',
  'position',
  'email',
  'phone',
  'telegram_link',
  'time_zone',
] as const;

function valuesFromGuiding(guiding: CompanyGuiding | null) {
  return { ...textsOf(guiding?.contact, CONTACT_TEXTS), is_main: guiding?.is_main ?? false };
}

/** Every time zone the platform knows, and the one on file if it is not among them. */
function timeZoneOptions(current: string) {
  const zones = Intl.supportedValuesOf('timeZone');
  if (current && !zones.includes(current)) zones.unshift(current);
  return zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

/**
 * Add or edit a company contact ('Successful creation' / 'Successful edit'); values survive errors
 * and are kept as a draft until saved or discarded.
 */
export function ContactDialog({
  companyId,
  guiding,
  onClose,
}: RecordDialogProps<'guiding', CompanyGuiding>) {
  const form = useRecordForm({
    start: () => valuesFromGuiding(guiding),
    schema: companyContactCreateSchema,
    companyId,
    record: guiding,
    draft: 'contact',
    add: useAddContact(companyId).mutateAsync,
    change: useUpdateContact(companyId).mutateAsync,
  });
  const [zones] = useState(() => timeZoneOptions(form.initial.time_zone));

  return (
    <FormDialog
      title={guiding ? 'Edit contact' : 'New contact'}
      testId="contact-dialog"
      width={640}
      submitLabel={guiding ? 'Save contact' : 'Add contact'}
      form={form}
      onSave={form.save}
      onClose={onClose}
    >
      <TextField label="First name" required autoFocus {...form.field('name')} />
      <TextField label="Surname" {...form.field('surname')} />
      <TextField
        className="span-2"
        label="Position"
        placeholder="Head of Purchasing"
        {...form.field('position')}
      />
      <TextField label="Email" type="email" {...form.field('email')} />
      <TextField label="Phone" type="tel" {...form.field('phone')} />
      <TextField
        label="Telegram"
        placeholder="https://t.me/name or @name"
        {...form.field('telegram_link')}
      />
      <SelectField
        label="Time zone"
        placeholder="Not known"
        options={zones}
        {...form.field('time_zone')}
      />
      <CheckboxField
        className="span-2"
        label="Main contact of the company"
        {...form.checkbox('is_main')}
      />
    </FormDialog>
  );
}
