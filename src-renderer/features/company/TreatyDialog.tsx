import { useState, type FormEvent } from 'react';
import {
  treatyCreateSchema,
  treatyUpdateSchema,
  type Treaty,
} from '../../../src-shared/api/company.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { Dialog } from '../../components/Dialog.tsx';
import {
  CheckboxField,
  FormError,
  SelectField,
  TextAreaField,
  TextField,
} from '../../components/Field.tsx';
import { useForm } from '../../lib/useForm.ts';
import { useBaseInfo } from '../../session/reference.ts';
import { notify } from '../../stores/notifications.ts';
import { useRoleUrl } from '../../stores/session.ts';
import { createTreaty, updateTreaty } from './api.ts';
import { refOptions } from './options.ts';
import { FormFooter } from '../../components/FormFooter.tsx';

type TreatyValues = {
  number: string;
  date: string;
  valid_until: string;
  legal_entity: string;
  currency: string;
  payment_terms: string;
  credit_limit: string;
  is_active: boolean;
  comment: string;
};

function valuesFromTreaty(treaty: Treaty | null): TreatyValues {
  return {
    number: treaty?.number ?? '',
    date: treaty?.date ?? new Date().toISOString().slice(0, 10),
    valid_until: treaty?.valid_until ?? '',
    legal_entity: treaty?.legal_entity ? String(treaty.legal_entity.id) : '',
    currency: treaty?.currency ? String(treaty.currency.id) : '',
    payment_terms: treaty?.payment_terms ?? '',
    credit_limit:
      treaty?.credit_limit === null || treaty?.credit_limit === undefined
        ? ''
        : String(treaty.credit_limit),
    is_active: treaty?.is_active ?? true,
    comment: treaty?.comment ?? '',
  };
}

const REQUIRED_SELECTS = ['legal_entity', 'currency'] as const;

/** What the schemas read: empty optional fields become null (cleared) or are left out. */
export function treatyInput(values: TreatyValues) {
  return {
    ...values,
    valid_until: values.valid_until === '' ? null : values.valid_until,
    legal_entity: values.legal_entity === '' ? undefined : values.legal_entity,
    currency: values.currency === '' ? undefined : values.currency,
    credit_limit: values.credit_limit.trim() === '' ? null : values.credit_limit,
  };
}

/** Create or edit a treaty ('Successful creation' / 'Successful edit'); values survive errors. */
export function TreatyDialog({
  companyId,
  treaty,
  onClose,
}: {
  companyId: number;
  treaty: Treaty | null;
  onClose: () => void;
}) {
  const role = useRoleUrl();
  const baseInfo = useBaseInfo();
  const [start] = useState(() => valuesFromTreaty(treaty));
  const form = useForm<TreatyValues>(start, {
    draft: treaty ? `treaty:${treaty.id}` : `treaty:new:${companyId}`,
  });
  const { values, errors, set } = form;
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = treatyInput(values);
    setSaving(true);
    try {
      if (treaty) {
        const patch = form.validate(treatyUpdateSchema, input, REQUIRED_SELECTS);
        if (!patch) return;
        // An emptied text field is sent as '' so the server clears it (the schema's output would
        // drop it, and the old text would stay).
        await updateTreaty(role, companyId, treaty.id, {
          ...patch,
          payment_terms: values.payment_terms.trim(),
          comment: values.comment.trim(),
        });
        notify.success(MESSAGES.edited);
      } else {
        const created = form.validate(treatyCreateSchema, input, REQUIRED_SELECTS);
        if (!created) return;
        await createTreaty(role, companyId, created);
        notify.success(MESSAGES.created);
      }
      form.saved();
      onClose();
    } catch (error) {
      form.showFailure(error);
    } finally {
      setSaving(false);
    }
  }

  const title = treaty ? `Treaty ${treaty.number}` : 'New treaty';
  return (
    <Dialog
      title={title}
      onClose={onClose}
      busy={saving}
      width={640}
      testId="treaty-dialog"
      guard={form.guard}
      footer={
        <FormFooter
          formId="treaty-form"
          submitLabel={treaty ? 'Save treaty' : 'Create treaty'}
          saving={saving}
          onCancel={onClose}
        />
      }
    >
      <form id="treaty-form" className="form-grid" onSubmit={submit} noValidate>
        <FormError message={form.formError} />
        <TextField
          label="Treaty number"
          name="number"
          required
          autoFocus
          value={values.number}
          onChange={(v) => set('number', v)}
          error={errors.number}
        />
        <SelectField
          label="Our legal entity"
          name="legal_entity"
          required
          placeholder="Choose an entity"
          options={refOptions(baseInfo.data?.legal_entity)}
          value={values.legal_entity}
          onChange={(v) => set('legal_entity', v)}
          error={errors.legal_entity}
        />
        <TextField
          label="Date"
          name="date"
          type="date"
          required
          value={values.date}
          onChange={(v) => set('date', v)}
          error={errors.date}
        />
        <TextField
          label="Valid until"
          name="valid_until"
          type="date"
          value={values.valid_until}
          onChange={(v) => set('valid_until', v)}
          error={errors.valid_until}
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
          label="Credit limit"
          name="credit_limit"
          type="number"
          inputMode="decimal"
          value={values.credit_limit}
          onChange={(v) => set('credit_limit', v)}
          error={errors.credit_limit}
        />
        <TextAreaField
          className="span-2"
          label="Payment terms"
          name="payment_terms"
          rows={2}
          value={values.payment_terms}
          onChange={(v) => set('payment_terms', v)}
          error={errors.payment_terms}
        />
        <TextAreaField
          className="span-2"
          label="Comment"
          name="comment"
          rows={2}
          value={values.comment}
          onChange={(v) => set('comment', v)}
          error={errors.comment}
        />
        <CheckboxField
          label="Active"
          name="is_active"
          checked={values.is_active}
          onChange={(v) => set('is_active', v)}
          error={errors.is_active}
        />
      </form>
    </Dialog>
  );
}
