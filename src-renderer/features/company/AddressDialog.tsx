import { useState, type FormEvent } from 'react';
import {
  ADDRESS_KIND_LABEL,
  companyAddressCreateSchema,
  type Address,
  type AddressKind,
  type CompanyAddressUpdate,
} from '../../../src-shared/api/company.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { FormError, SelectField, TextField } from '../../components/Field.tsx';
import { FormFooter } from '../../components/FormFooter.tsx';
import { useForm } from '../../lib/useForm.ts';
import { useBaseInfo } from '../../session/reference.ts';
import { notify } from '../../stores/notifications.ts';
import { useRoleUrl } from '../../stores/session.ts';
import { addAddress, updateAddress } from './api.ts';
import { refOptions } from './options.ts';
import { changedPatch, numberOrUndefined } from './patch.ts';

type AddressValues = {
  country: string;
  city: string;
  address: string;
  zip_code: string;
  contact_name: string;
  phone: string;
};

function valuesFromAddress(address: Address | null, countryId: number | null): AddressValues {
  return {
    country: address?.country
      ? String(address.country.id)
      : countryId !== null
        ? String(countryId)
        : '',
    city: address?.city ?? '',
    address: address?.address ?? '',
    zip_code: address?.zip_code ?? '',
    contact_name: address?.contact_name ?? '',
    phone: address?.phone ?? '',
  };
}

/**
 * Add or edit the company's pick-up or ship-to address ('Successful creation' / 'Successful edit').
 * A new one starts in the company's country; values survive errors.
 */
export function AddressDialog({
  companyId,
  kind,
  address,
  companyCountryId,
  onClose,
}: {
  companyId: number;
  kind: AddressKind;
  address: Address | null;
  companyCountryId: number | null;
  onClose: () => void;
}) {
  const role = useRoleUrl();
  const baseInfo = useBaseInfo();
  const [initial] = useState(() => valuesFromAddress(address, companyCountryId));
  const form = useForm<AddressValues>(initial);
  const { values, errors, set } = form;
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = form.validate(companyAddressCreateSchema, {
      ...values,
      kind,
      country: numberOrUndefined(values.country),
    });
    if (!parsed) return;
    setSaving(true);
    try {
      if (address) {
        const patch = changedPatch(initial, values, parsed) as CompanyAddressUpdate;
        if (Object.keys(patch).length) {
          await updateAddress(role, companyId, address.id, patch);
          notify.success(MESSAGES.edited);
        }
      } else {
        await addAddress(role, companyId, parsed);
        notify.success(MESSAGES.created);
      }
      onClose();
    } catch (error) {
      form.showFailure(error);
    } finally {
      setSaving(false);
    }
  }

  const label = ADDRESS_KIND_LABEL[kind];
  return (
    <Dialog
      title={address ? label : `New ${label.toLowerCase()}`}
      onClose={onClose}
      busy={saving}
      width={600}
      testId="address-dialog"
      footer={
        <FormFooter
          formId="address-form"
          submitLabel={address ? 'Save address' : 'Add address'}
          saving={saving}
          onCancel={onClose}
        />
      }
    >
      <form id="address-form" className="form-grid" onSubmit={submit} noValidate>
        <FormError message={form.formError} />
        <TextField
          className="span-2"
          label="Street address"
          name="address"
          required
          autoFocus
          placeholder="Cargo Terminal 2, Gate 14"
          value={values.address}
          onChange={(v) => set('address', v)}
          error={errors.address}
        />
        <TextField
          label="City"
          name="city"
          required
          value={values.city}
          onChange={(v) => set('city', v)}
          error={errors.city}
        />
        <TextField
          label="Postal code"
          name="zip_code"
          value={values.zip_code}
          onChange={(v) => set('zip_code', v)}
          error={errors.zip_code}
        />
        <SelectField
          className="span-2"
          label="Country"
          name="country"
          required
          placeholder="Choose a country"
          options={refOptions(baseInfo.data?.country_obj, true)}
          value={values.country}
          onChange={(v) => set('country', v)}
          error={errors.country}
        />
        <TextField
          label="Contact person"
          name="contact_name"
          value={values.contact_name}
          onChange={(v) => set('contact_name', v)}
          error={errors.contact_name}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          value={values.phone}
          onChange={(v) => set('phone', v)}
          error={errors.phone}
        />
      </form>
    </Dialog>
  );
}
