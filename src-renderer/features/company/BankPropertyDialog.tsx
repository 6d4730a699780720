import {
  bankPropertyCreateSchema,
  type BankProperty,
  type BankPropertyUpdate,
} from '../../../src-shared/api/company.ts';
import { SelectField, TextField } from '../../components/Field.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useBaseInfo } from '../../session/reference.ts';
import { useRoleUrl } from '../../stores/session.ts';
import { addBankProperty, updateBankProperty } from './api.ts';
import { refOptions } from './options.ts';
import { numberOrUndefined } from './patch.ts';
import { useRecordForm } from './recordForm.ts';

type BankValues = {
  bank_name: string;
  swift: string;
  account_number: string;
  correspondent_account: string;
  currency: string;
};

function valuesFromBank(bank: BankProperty | null): BankValues {
  return {
    bank_name: bank?.bank_name ?? '',
    swift: bank?.swift ?? '',
    account_number: bank?.account_number ?? '',
    correspondent_account: bank?.correspondent_account ?? '',
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
}: {
  companyId: number;
  bank: BankProperty | null;
  onClose: () => void;
}) {
  const role = useRoleUrl();
  const baseInfo = useBaseInfo();
  const form = useRecordForm({
    start: () => valuesFromBank(bank),
    schema: bankPropertyCreateSchema,
    input: (values) => ({ ...values, currency: numberOrUndefined(values.currency) }),
    create: (body) => addBankProperty(role, companyId, body),
    update:
      bank &&
      ((patch) => updateBankProperty(role, companyId, bank.id, patch as BankPropertyUpdate)),
    draft: bank ? `bank:${bank.id}` : `bank:new:${companyId}`,
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
      <SelectField
        label="Currency"
        required
        placeholder="Choose a currency"
        options={refOptions(baseInfo.data?.currency, true)}
        {...form.field('currency')}
      />
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
