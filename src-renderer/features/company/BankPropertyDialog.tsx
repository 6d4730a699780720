import { useState, type FormEvent } from 'react';
import {
  bankPropertyCreateSchema,
  type BankProperty,
  type BankPropertyUpdate,
} from '../../../src-shared/api/company.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { FormError, SelectField, TextField } from '../../components/Field.tsx';
import { FormFooter } from '../../components/FormFooter.tsx';
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

/** Add or edit bank details ('Successful creation' / 'Successful edit'); values survive errors. */
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
  const form = useForm<BankValues>(initial);
  const { values, errors, set } = form;
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = form.validate(bankPropertyCreateSchema, {
      ...values,
      currency: numberOrUndefined(values.currency),
    });
    if (!parsed) return;
    setSaving(true);
    try {
      if (bank) {
        const patch = changedPatch(initial, values, parsed) as BankPropertyUpdate;
        if (Object.keys(patch).length) {
          await updateBankProperty(role, companyId, bank.id, patch);
          notify.success(MESSAGES.edited);
        }
      } else {
        await addBankProperty(role, companyId, parsed);
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
      title={bank ? 'Edit bank details' : 'New bank details'}
      onClose={onClose}
      busy={saving}
      width={600}
      testId="bank-dialog"
      footer={
        <FormFooter
          formId="bank-form"
          submitLabel={bank ? 'Save bank details' : 'Add bank details'}
          saving={saving}
          onCancel={onClose}
        />
      }
    >
      <form id="bank-form" className="form-grid" onSubmit={submit} noValidate>
        <FormError message={form.formError} />
        <TextField
          className="span-2"
          label="Bank"
          name="bank_name"
          required
          autoFocus
          value={values.bank_name}
          onChange={(v) => set('bank_name', v)}
          error={errors.bank_name}
        />
        <TextField
          label="SWIFT / BIC"
          name="swift"
          placeholder="8 or 11 characters"
          value={values.swift}
          onChange={(v) => set('swift', v)}
          error={errors.swift}
        />
        <SelectField
          label="Currency"
          name="currency"
          required
          placeholder="Choose a currency"
          options={refOptions(baseInfo.data?.currency, true)}
          value={values.currency}
          onChange={(v) => set('currency', v)}
          error={errors.currency}
        />
        <TextField
          className="span-2"
          label="Account number / IBAN"
          name="account_number"
          required
          value={values.account_number}
          onChange={(v) => set('account_number', v)}
          error={errors.account_number}
        />
        <TextField
          className="span-2"
          label="Correspondent account"
          name="correspondent_account"
          value={values.correspondent_account}
          onChange={(v) => set('correspondent_account', v)}
          error={errors.correspondent_account}
        />
      </form>
    </Dialog>
  );
}
