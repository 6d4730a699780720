import { treatyCreateSchema, type Treaty } from '../../../src-shared/api/company.ts';
import { CheckboxField, DateField, TextAreaField, TextField } from '../../components/Field.tsx';
import { CurrencyField } from './CurrencyField.tsx';
import { useCreateTreaty, useUpdateTreaty } from './api.ts';
import { recordDialog, type RecordFieldsProps } from './RecordDialog.tsx';
import { LegalEntityField } from '../shared-formChoices.tsx';

function valuesFromTreaty(treaty: Treaty | null) {
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

/** The treaty's form: the values above, as typed. */
type TreatyValues = ReturnType<typeof valuesFromTreaty>;

const REQUIRED_SELECTS = ['legal_entity', 'currency'] as const;

/** What the schemas read: empty optional fields become null (cleared) or are left out. */
function treatyInput(values: TreatyValues) {
  return {
    ...values,
    valid_until: values.valid_until === '' ? null : values.valid_until,
    legal_entity: values.legal_entity === '' ? undefined : values.legal_entity,
    currency: values.currency === '' ? undefined : values.currency,
    credit_limit: values.credit_limit.trim() === '' ? null : values.credit_limit,
  };
}

/** The fields of the dialog below. */
function TreatyFields({ form }: RecordFieldsProps<TreatyValues>) {
  return (
    <>
      <TextField label="Treaty number" required autoFocus {...form.field('number')} />
      <LegalEntityField
        label="Our legal entity"
        required
        placeholder="Choose an entity"
        {...form.field('legal_entity')}
      />
      <DateField label="Date" required {...form.field('date')} />
      <DateField label="Valid until" {...form.field('valid_until')} />
      <CurrencyField {...form.field('currency')} />
      <TextField
        label="Credit limit"
        type="number"
        inputMode="decimal"
        {...form.field('credit_limit')}
      />
      <TextAreaField
        className="span-2"
        label="Payment terms"
        rows={2}
        {...form.field('payment_terms')}
      />
      <TextAreaField className="span-2" label="Comment" rows={2} {...form.field('comment')} />
      <CheckboxField label="Active" {...form.checkbox('is_active')} />
    </>
  );
}

/** Create or edit a treaty ('Successful creation' / 'Successful edit'); values survive errors. */
export const TreatyDialog = recordDialog({
  noun: 'treaty',
  addVerb: 'Create',
  width: 640,
  // Checked as typed by the create schema (a required field emptied says so, as when adding);
  // an edit sends only what changed, an emptied text as '' so the server clears it.
  schema: treatyCreateSchema,
  input: treatyInput,
  required: REQUIRED_SELECTS,
  draft: 'treaty',
  useAdd: useCreateTreaty,
  useChange: useUpdateTreaty,
  record: 'treaty',
  start: valuesFromTreaty,
  editTitle: (treaty: Treaty) => `Treaty ${treaty.number}`,
  Fields: TreatyFields,
});
