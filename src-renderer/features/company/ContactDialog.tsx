import { useState, type FormEvent } from 'react';
import {
  companyContactCreateSchema,
  type CompanyContactUpdate,
  type CompanyGuiding,
} from '../../../src-shared/api/company.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { CheckboxField, FormError, SelectField, TextField } from '../../components/Field.tsx';
import { FormFooter } from '../../components/FormFooter.tsx';
import { useForm } from '../../lib/useForm.ts';
import { notify } from '../../stores/notifications.ts';
import { useRoleUrl } from '../../stores/session.ts';
import { addContact, updateContact } from './api.ts';
import { changedPatch } from './patch.ts';

type ContactValues = {
  name: string;
  surname: string;
  position: string;
  email: string;
  phone: string;
  telegram_link: string;
  time_zone: string;
  is_main: boolean;
};

function valuesFromGuiding(guiding: CompanyGuiding | null): ContactValues {
  return {
    name: guiding?.contact.name ?? '',
    surname: guiding?.contact.surname ?? '',
    position: guiding?.contact.position ?? '',
    email: guiding?.contact.email ?? '',
    phone: guiding?.contact.phone ?? '',
    telegram_link: guiding?.contact.telegram_link ?? '',
    time_zone: guiding?.contact.time_zone ?? '',
    is_main: guiding?.is_main ?? false,
  };
}

/** Every time zone the platform knows, and the one on file if it is not among them. */
function timeZoneOptions(current: string) {
  const zones = Intl.supportedValuesOf('timeZone');
  if (current && !zones.includes(current)) zones.unshift(current);
  return zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

/** Add or edit a company contact ('Successful creation' / 'Successful edit'); values survive errors. */
export function ContactDialog({
  companyId,
  guiding,
  onClose,
}: {
  companyId: number;
  guiding: CompanyGuiding | null;
  onClose: () => void;
}) {
  const role = useRoleUrl();
  const [initial] = useState(() => valuesFromGuiding(guiding));
  const form = useForm<ContactValues>(initial);
  const { values, errors, set } = form;
  const [saving, setSaving] = useState(false);
  const [zones] = useState(() => timeZoneOptions(initial.time_zone));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = form.validate(companyContactCreateSchema, values);
    if (!parsed) return;
    setSaving(true);
    try {
      if (guiding) {
        const patch = changedPatch(initial, values, parsed) as CompanyContactUpdate;
        if (Object.keys(patch).length) {
          await updateContact(role, companyId, guiding.id, patch);
          notify.success(MESSAGES.edited);
        }
      } else {
        await addContact(role, companyId, parsed);
        notify.success(MESSAGES.created);
      }
      onClose();
    } catch (error) {
      form.showFailure(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      title={guiding ? 'Edit contact' : 'New contact'}
      onClose={onClose}
      busy={saving}
      width={640}
      testId="contact-dialog"
      footer={
        <FormFooter
          formId="contact-form"
          submitLabel={guiding ? 'Save contact' : 'Add contact'}
          saving={saving}
          onCancel={onClose}
        />
      }
    >
      <form id="contact-form" className="form-grid" onSubmit={submit} noValidate>
        <FormError message={form.formError} />
        <TextField
          label="First name"
          name="name"
          required
          autoFocus
          value={values.name}
          onChange={(v) => set('name', v)}
          error={errors.name}
        />
        <TextField
          label="Surname"
          name="surname"
          value={values.surname}
          onChange={(v) => set('surname', v)}
          error={errors.surname}
        />
        <TextField
          className="span-2"
          label="Position"
          name="position"
          placeholder="Head of Purchasing"
          value={values.position}
          onChange={(v) => set('position', v)}
          error={errors.position}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          value={values.email}
          onChange={(v) => set('email', v)}
          error={errors.email}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          value={values.phone}
          onChange={(v) => set('phone', v)}
          error={errors.phone}
        />
        <TextField
          label="Telegram"
          name="telegram_link"
          placeholder="https://t.me/name or @name"
          value={values.telegram_link}
          onChange={(v) => set('telegram_link', v)}
          error={errors.telegram_link}
        />
        <SelectField
          label="Time zone"
          name="time_zone"
          placeholder="Not known"
          options={zones}
          value={values.time_zone}
          onChange={(v) => set('time_zone', v)}
          error={errors.time_zone}
        />
        <CheckboxField
          className="span-2"
          label="Main contact of the company"
          name="is_main"
          checked={values.is_main}
          onChange={(v) => set('is_main', v)}
          error={errors.is_main}
        />
      </form>
    </Dialog>
  );
}
