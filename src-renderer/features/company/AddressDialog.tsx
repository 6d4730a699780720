import {
  ADDRESS_KIND_LABEL,
  companyAddressCreateSchema,
  type Address,
  type AddressKind,
} from '../../../src-shared/api/company.ts';
import { SelectField, TextField } from '../../components/Field.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useBaseInfo } from '../../session/reference.ts';
import { useAddAddress, useUpdateAddress } from './api.ts';
import { refOptions } from './options.ts';
import { numberOrUndefined, textsOf } from '../../lib/schemaForm.ts';
import { useRecordForm } from './recordForm.ts';

const ADDRESS_TEXTS = ['city', 'address', 'zip_code', 'contact_name', 'phone'] as const;

function valuesFromAddress(address: Address | null, countryId: number | null) {
  return {
    country: address?.country
      ? String(address.country.id)
      : countryId !== null
        ? String(countryId)
        : '',
    ...textsOf(address, ADDRESS_TEXTS),
  };
}

/**
 * Add or edit the company's pick-up or ship-to address ('Successful creation' / 'Successful edit').
 * A new one starts in the company's country; values survive errors and are kept as a draft until
 * saved or discarded.
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
  const baseInfo = useBaseInfo();
  const form = useRecordForm({
    start: () => valuesFromAddress(address, companyCountryId),
    schema: companyAddressCreateSchema,
    input: (values) => ({ ...values, kind, country: numberOrUndefined(values.country) }),
    companyId,
    record: address,
    draft: 'address',
    newDraft: `address:new:${kind}:${companyId}`,
    add: useAddAddress(companyId).mutateAsync,
    change: useUpdateAddress(companyId).mutateAsync,
  });

  const label = ADDRESS_KIND_LABEL[kind];
  return (
    <FormDialog
      title={address ? label : `New ${label.toLowerCase()}`}
      testId="address-dialog"
      width={600}
      submitLabel={address ? 'Save address' : 'Add address'}
      form={form}
      onSave={form.save}
      onClose={onClose}
    >
      <TextField
        className="span-2"
        label="Street address"
        required
        autoFocus
        placeholder="Cargo Terminal 2, Gate 14"
        {...form.field('address')}
      />
      <TextField label="City" required {...form.field('city')} />
      <TextField label="Postal code" {...form.field('zip_code')} />
      <SelectField
        className="span-2"
        label="Country"
        required
        placeholder="Choose a country"
        options={refOptions(baseInfo.data?.country_obj, true)}
        {...form.field('country')}
      />
      <TextField label="Contact person" {...form.field('contact_name')} />
      <TextField label="Phone" type="tel" {...form.field('phone')} />
    </FormDialog>
  );
}
