import {
  TEXT_LANGUAGE_LABEL,
  TEXT_LANGUAGES,
  textConditionCreateSchema,
  type CompanyTextCondition,
} from '../../../src-shared/api/company.ts';
import { CONDITION_TYPE_LABEL, DOCUMENT_TYPE_LABEL } from '../../../src-shared/api/home.ts';
import {
  CheckboxField,
  labelledOptions,
  SelectField,
  TextAreaField,
} from '../../components/Field.tsx';
import { useAddTextCondition, useUpdateTextCondition } from './api.ts';
import { numberOrUndefined } from '../../lib/schemaForm.ts';
import { recordDialog, type RecordFieldsProps } from './RecordDialog.tsx';

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

const LANGUAGE_OPTIONS = labelledOptions(TEXT_LANGUAGES, TEXT_LANGUAGE_LABEL);

/** The fields of the dialog below. */
function TextFields({ form }: RecordFieldsProps<TextValues>) {
  return (
    <>
      <SelectField
        label="Document"
        required
        placeholder={null}
        options={labelOptions(DOCUMENT_TYPE_LABEL)}
        {...form.field('document_type')}
      />
      <SelectField
        label="Condition"
        required
        placeholder="Choose a condition"
        options={labelOptions(CONDITION_TYPE_LABEL)}
        {...form.field('condition_type')}
      />
      <SelectField
        label="Language"
        placeholder={null}
        options={LANGUAGE_OPTIONS}
        {...form.field('language')}
      />
      <div className="checks span-3">
        <CheckboxField label="For repairs" {...form.checkbox('for_repair')} />
        <CheckboxField label="With logistics" {...form.checkbox('logistics_on')} />
      </div>
      <TextAreaField
        className="span-3"
        label="Text"
        required
        rows={7}
        hint="Printed on the document in place of the default text."
        {...form.field('text')}
      />
    </>
  );
}

/**
 * Add or edit one of the company's condition texts (spec §3 "Company text condition"): which
 * document and condition it is for, for repairs or not, with logistics or not, in which language.
 * What is typed is kept as a draft until saved or discarded.
 */
export const TextConditionDialog = recordDialog({
  noun: 'condition text',
  submitNoun: 'text',
  width: 680,
  layout: 'grid-3',
  schema: textConditionCreateSchema,
  input: (values: TextValues) => ({
    ...values,
    document_type: numberOrUndefined(values.document_type),
    condition_type: numberOrUndefined(values.condition_type),
  }),
  draft: 'text-condition',
  useAdd: useAddTextCondition,
  useChange: useUpdateTextCondition,
  record: 'condition',
  start: valuesFromText,
  Fields: TextFields,
});
