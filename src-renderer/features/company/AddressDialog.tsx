import {
  ADDRESS_KIND_LABEL,
  companyAddressCreateSchema,
  type Address,
  type AddressKind,
} from '../../../src-shared/api/company.ts';
import { TextField } from '../../components/Field.tsx';
import { CountryField } from './CountryField.tsx';
import { useAddAddress, useUpdateAddress } from './api.ts';
import { numberOrUndefined, textsOf } from '../../lib/schemaForm.ts';
import { RecordDialog } from './RecordDialog.tsx';

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

const ADDRESS_DIALOG = {
  noun: 'address',
  width: 600,
  schema: companyAddressCreateSchema,
  draft: 'address',
  useAdd: useAddAddress,
  useChange: useUpdateAddress,
};

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
  const label = ADDRESS_KIND_LABEL[kind];
  return (
    <RecordDialog
      spec={{
        ...ADDRESS_DIALOG,
        input: (values) => ({ ...values, kind, country: numberOrUndefined(values.country) }),
      }}
      companyId={companyId}
      record={address}
      start={() => valuesFromAddress(address, companyCountryId)}
      title={address ? label : `New ${label.toLowerCase()}`}
      newDraft={`address:new:${kind}:${companyId}`}
      onClose={onClose}
    >
      {(form) => (
        <>
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
          <CountryField className="span-2" {...form.field('country')} />
          <TextField label="Contact person" {...form.field('contact_name')} />
          <TextField label="Phone" type="tel" {...form.field('phone')} />
        </>
      )}
    </RecordDialog>
  );
}
