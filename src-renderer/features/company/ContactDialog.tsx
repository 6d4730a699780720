import {
  COMPANY_CONTACT_TEXTS,
  companyContactCreateSchema,
  type CompanyGuiding,
} from '../../../src-shared/api/company.ts';
import { CheckboxField, TextField } from '../../components/Field.tsx';
import { TelegramAndTimeZone } from '../contact/ReachFields.tsx';
import { textsOf } from '../../lib/schemaForm.ts';
import { useAddContact, useUpdateContact } from './api.ts';
import { recordDialog, type RecordFieldsProps } from './RecordDialog.tsx';

function valuesFromGuiding(guiding: CompanyGuiding | null) {
  return {
    ...textsOf(guiding?.contact, COMPANY_CONTACT_TEXTS),
    is_main: guiding?.is_main ?? false,
  };
}

/** The fields of the dialog below. */
function ContactFields({ form, initial }: RecordFieldsProps<ReturnType<typeof valuesFromGuiding>>) {
  return (
    <>
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
      <TelegramAndTimeZone
        telegram={form.field('telegram_link')}
        timeZone={form.field('time_zone')}
        current={initial.time_zone}
        noZone="Not known"
      />
      <CheckboxField
        className="span-2"
        label="Main contact of the company"
        {...form.checkbox('is_main')}
      />
    </>
  );
}

/**
 * Add or edit a company contact ('Successful creation' / 'Successful edit'); values survive errors
 * and are kept as a draft until saved or discarded.
 */
export const ContactDialog = recordDialog({
  noun: 'contact',
  width: 640,
  schema: companyContactCreateSchema,
  draft: 'contact',
  useAdd: useAddContact,
  useChange: useUpdateContact,
  record: 'guiding',
  start: valuesFromGuiding,
  Fields: ContactFields,
});
