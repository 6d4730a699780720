import { bankPropertyCreateSchema, type BankProperty } from '../../../src-shared/api/company.ts';
import { TextField } from '../../components/Field.tsx';
import { CurrencyField } from './CurrencyField.tsx';
import { useAddBankProperty, useUpdateBankProperty } from './api.ts';
import { numberOrUndefined, textsOf } from '../../lib/schemaForm.ts';
import { recordDialog, type RecordFieldsProps } from './RecordDialog.tsx';

const BANK_TEXTS = ['bank_name', 'swift', 'account_number', 'correspondent_account'] as const;

function valuesFromBank(bank: BankProperty | null) {
  return {
    ...textsOf(bank, BANK_TEXTS),
    currency: bank?.currency ? String(bank.currency.id) : '',
  };
}

/** The fields of the dialog below. */
function BankFields({ form }: RecordFieldsProps<ReturnType<typeof valuesFromBank>>) {
  return (
    <>
      <TextField className="span-2" label="Bank" required autoFocus {...form.field('bank_name')} />
      <TextField label="SWIFT / BIC" placeholder="8 or 11 characters" {...form.field('swift')} />
      <CurrencyField {...form.field('currency')} />
      <TextField
        className="span-2"
        label="Account number / IBAN"
        required
        {...form.field('account_number')}
      />
      <TextField
        className="span-2"
        label="Correspondent account"
        {...form.field('correspondent_account')}
      />
    </>
  );
}

/**
 * Add or edit bank details ('Successful creation' / 'Successful edit'); values survive errors and
 * are kept as a draft until saved or discarded.
 */
export const BankPropertyDialog = recordDialog({
  noun: 'bank details',
  width: 600,
  schema: bankPropertyCreateSchema,
  input: (values: ReturnType<typeof valuesFromBank>) => ({
    ...values,
    currency: numberOrUndefined(values.currency),
  }),
  draft: 'bank',
  useAdd: useAddBankProperty,
  useChange: useUpdateBankProperty,
  record: 'bank',
  start: valuesFromBank,
  Fields: BankFields,
});
