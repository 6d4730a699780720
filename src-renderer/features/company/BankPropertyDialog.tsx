import { useState } from 'react';
import {
  bankPropertyCreateSchema,
  type BankProperty,
  type BankPropertyUpdate,
} from '../../../src-shared/api/company.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { SelectField, TextField } from '../../components/Field.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useForm } from '../../lib/useForm.ts';
import { useBaseInfo } from '../../session/reference.ts';
import { notify } from '../../stores/notifications.ts';
import { useRoleUrl } from '../../stores/session.ts';
import { addBankProperty, updateBankProperty } from './api.ts';
import { refOptions } from './options.ts';
import { changedPatch, numberOrUndefined } from './patch.ts';

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
  const [initial] = useState(() => valuesFromBank(bank));
  const form = useForm<BankValues>(initial, {
    draft: bank ? `bank:${bank.id}` : `bank:new:${companyId}`,
  });
  const { values } = form;

  async function save(): Promise<false | void> {
    const parsed = form.validate(bankPropertyCreateSchema, {
      ...values,
      currency: numberOrUndefined(values.currency),
    });
    if (!parsed) return false;
    if (!bank) {
      await addBankProperty(role, companyId, parsed);
      notify.success(MESSAGES.created);
      return;
    }
    const patch = changedPatch(initial, values, parsed) as BankPropertyUpdate;
    if (Object.keys(patch).length === 0) return;
    await updateBankProperty(role, companyId, bank.id, patch);
    notify.success(MESSAGES.edited);
  }

  return (
    <FormDialog
      title={bank ? 'Edit bank details' : 'New bank details'}
      testId="bank-dialog"
      width={600}
      submitLabel={bank ? 'Save bank details' : 'Add bank details'}
      form={form}
      onSave={save}
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
