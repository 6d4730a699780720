import { useState, type FormEvent } from 'react';
import {
  TEXT_LANGUAGE_LABEL,
  TEXT_LANGUAGES,
  textConditionCreateSchema,
  type CompanyTextCondition,
  type TextConditionUpdate,
} from '../../../src-shared/api/company.ts';
import { CONDITION_TYPE_LABEL, DOCUMENT_TYPE_LABEL } from '../../../src-shared/api/home.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { CheckboxField, FormError, SelectField, TextAreaField } from '../../components/Field.tsx';
import { FormFooter } from '../../components/FormFooter.tsx';
import { useForm } from '../../lib/useForm.ts';
import { notify } from '../../stores/notifications.ts';
import { useRoleUrl } from '../../stores/session.ts';
import { addTextCondition, updateTextCondition } from './api.ts';
import { changedPatch, numberOrUndefined } from './patch.ts';

type TextValues = {
  document_type: string;
  condition_type: string;
  language: string;
  for_repair: boolean;
  logistics_on: boolean;
  text: string;
};

function valuesFromText(text: CompanyTextCondition | null): TextValues {
  return {
    document_type: text ? String(text.document_type) : '0',
    condition_type: text ? String(text.condition_type) : '',
    language: text?.language ?? 'en',
    for_repair: text?.for_repair ?? false,
    logistics_on: text?.logistics_on ?? false,
    text: text?.text ?? '',
  };
}

const labelOptions = (labels: readonly string[]) =>
  labels.map((label, code) => ({ value: String(code), label }));

const LANGUAGE_OPTIONS = TEXT_LANGUAGES.map((code) => ({
  value: code,
  label: TEXT_LANGUAGE_LABEL[code],
}));

/**
 * Add or edit one of the company's condition texts (spec §3 "Company text condition"): which
 * document and condition it is for, for repairs or not, with logistics or not, in which language.
 */
export function TextConditionDialog({
  companyId,
  condition,
  onClose,
}: {
  companyId: number;
  condition: CompanyTextCondition | null;
  onClose: () => void;
}) {
  const role = useRoleUrl();
  const [initial] = useState(() => valuesFromText(condition));
  const form = useForm<TextValues>(initial);
  const { values, errors, set } = form;
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = form.validate(textConditionCreateSchema, {
      ...values,
      document_type: numberOrUndefined(values.document_type),
      condition_type: numberOrUndefined(values.condition_type),
    });
    if (!parsed) return;
    setSaving(true);
    try {
      if (condition) {
        const patch = changedPatch(initial, values, parsed) as TextConditionUpdate;
        if (Object.keys(patch).length) {
          await updateTextCondition(role, companyId, condition.id, patch);
          notify.success(MESSAGES.edited);
        }
      } else {
        await addTextCondition(role, companyId, parsed);
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
      title={condition ? 'Edit condition text' : 'New condition text'}
      onClose={onClose}
      busy={saving}
      width={680}
      testId="text-condition-dialog"
      footer={
        <FormFooter
          formId="text-condition-form"
          submitLabel={condition ? 'Save text' : 'Add text'}
          saving={saving}
          onCancel={onClose}
        />
      }
    >
      <form id="text-condition-form" className="form-grid form-grid-3" onSubmit={submit} noValidate>
        <FormError message={form.formError} />
        <SelectField
          label="Document"
          name="document_type"
          required
          placeholder={null}
          options={labelOptions(DOCUMENT_TYPE_LABEL)}
          value={values.document_type}
          onChange={(v) => set('document_type', v)}
          error={errors.document_type}
        />
        <SelectField
          label="Condition"
          name="condition_type"
          required
          placeholder="Choose a condition"
          options={labelOptions(CONDITION_TYPE_LABEL)}
          value={values.condition_type}
          onChange={(v) => set('condition_type', v)}
          error={errors.condition_type}
        />
        <SelectField
          label="Language"
          name="language"
          placeholder={null}
          options={LANGUAGE_OPTIONS}
          value={values.language}
          onChange={(v) => set('language', v)}
          error={errors.language}
        />
        <div className="checks span-3">
          <CheckboxField
            label="For repairs"
            name="for_repair"
            checked={values.for_repair}
            onChange={(v) => set('for_repair', v)}
            error={errors.for_repair}
          />
          <CheckboxField
            label="With logistics"
            name="logistics_on"
            checked={values.logistics_on}
            onChange={(v) => set('logistics_on', v)}
            error={errors.logistics_on}
          />
        </div>
        <TextAreaField
          className="span-3"
          label="Text"
          name="text"
          required
          rows={7}
          hint="Printed on the document in place of the default text."
          value={values.text}
          onChange={(v) => set('text', v)}
          error={errors.text}
        />
      </form>
    </Dialog>
  );
}
