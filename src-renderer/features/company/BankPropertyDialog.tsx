import { bankPropertyCreateSchema, type BankProperty } from '../../../src-shared/api/company.ts';
import { TextField } from '../../components/Field.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { CurrencyField } from './CurrencyField.tsx';
import { useAddBankProperty, useUpdateBankProperty } from './api.ts';
import { numberOrUndefined, textsOf } from '../../lib/schemaForm.ts';
import { useRecordForm, type RecordDialogProps } from './recordForm.ts';

const BANK_TEXTS = ['bank_name', 'swift', 'account_number', 'correspondent_account'] as const;

function valuesFromBank(bank: BankProperty | null) {
  return {
    ...textsOf(bank, BANK_TEXTS),
    currency: bank?.currency ? String(bank.currency.id) : '',
  };
}

/**
 * Add or edit bank details ('Successful creation' / 'Successful edit'); values survive errors and
 * are kept as a draft until saved or discarded.
 */
export function BankPropertyDialog({
  companyId,
  bank,
  onClose,
}: RecordDialogProps<'bank', BankProperty>) {
  const form = useRecordForm({
    start: () => valuesFromBank(bank),
    schema: bankPropertyCreateSchema,
    input: (values) => ({ ...values, currency: numberOrUndefined(values.currency) }),
    companyId,
    record: bank,
    draft: 'bank',
    add: useAddBankProperty(companyId).mutateAsync,
    change: useUpdateBankProperty(companyId).mutateAsync,
  });

  return (
    <FormDialog
      title={bank ? 'Edit bank details' : 'New bank details'}
      testId="bank-dialog"
      width={600}
      submitLabel={bank ? 'Save bank details' : 'Add bank details'}
      form={form}
      onSave={form.save}
      onClose={onClose}
    >
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
    </FormDialog>
  );
}
