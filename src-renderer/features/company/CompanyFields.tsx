/**
 * The company form, shared by "New company" and "Edit company": one dialog, one layout, one set
 * of labels, the same schema (companyCreateSchema) behind both.
 */
import { useState } from 'react';
import {
  companyCreateSchema,
  type CompanyCreate,
  type CompanyDetail,
} from '../../../src-shared/api/company.ts';
import { optionsOf, SelectField, TextAreaField, TextField } from '../../components/Field.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { Icon } from '../../components/Icon.tsx';
import { useBaseInfo } from '../../session/reference.ts';
import { useHoldings } from './api.ts';
import { contactName, useMyContacts } from './contacts.ts';
import { HoldingDialog } from './HoldingDialog.tsx';
import { CountryField } from './CountryField.tsx';
import {
  numberOrNull,
  numberOrUndefined,
  useSchemaForm,
  type SchemaForm,
} from '../../lib/schemaForm.ts';
import { refOptions } from './options.ts';

const EMPTY_COMPANY = {
  name: '',
  category: '',
  country: '',
  city: '',
  address: '',
  email: '',
  phone: '',
  website: '',
  vat_number: '',
  holding_company: '',
  manager: '',
  comment: '',
};
type CompanyFormValues = typeof EMPTY_COMPANY;

function valuesFromCompany(company: CompanyDetail): CompanyFormValues {
  const id = (ref: { id: number } | null | undefined) => (ref ? String(ref.id) : '');
  return {
    name: company.name,
    category: id(company.category),
    country: id(company.country),
    city: company.city,
    address: company.address,
    email: company.email,
    phone: company.phone,
    website: company.website,
    vat_number: company.vat_number,
    holding_company: id(company.holding_company),
    manager: id(company.manager),
    comment: company.comment,
  };
}

/** What companyCreateSchema reads: required selects '' → undefined, optional ones '' → null. */
function companyInput(values: CompanyFormValues) {
  return {
    ...values,
    category: numberOrUndefined(values.category),
    country: numberOrUndefined(values.country),
    holding_company: numberOrNull(values.holding_company),
    manager: numberOrNull(values.manager),
  };
}

/** The manager on file, offered even when not among the caller's contacts. */
type ManagerFallback = { id: number; name: string } | null;

/**
 * The company form's values: a new company starts empty, an edited one from what is on file; each
 * is kept as its own draft until saved or discarded. `initial` is what the edit compares against.
 */
export function useCompanyForm(company: CompanyDetail | null) {
  const [initial] = useState(() => (company ? valuesFromCompany(company) : EMPTY_COMPANY));
  const form = useSchemaForm({
    initial,
    schema: companyCreateSchema,
    input: companyInput,
    draft: company ? `company:${company.id}` : 'company-create',
  });
  return { initial, form };
}

/**
 * The company's fields in a form dialog (FormDialog: `onSave` sends what companyCreateSchema
 * parsed), and "New holding" from the holding field: a holding created there is chosen.
 * `company` is the one edited, or null for a new one: it names the dialog and its button, and
 * offers its manager even when not among the caller's contacts.
 */
export function CompanyFormDialog({
  company,
  form,
  onSave,
  onClose,
}: {
  company: CompanyDetail | null;
  form: SchemaForm<CompanyFormValues, typeof companyCreateSchema>;
  onSave: (parsed: CompanyCreate) => Promise<void>;
  onClose: () => void;
}) {
  const [holdingOpen, setHoldingOpen] = useState(false);
  return (
    <FormDialog
      title={company ? 'Edit company' : 'New company'}
      testId={company ? 'company-edit-dialog' : 'company-create-dialog'}
      width={720}
      submitLabel={company ? 'Save company' : 'Create company'}
      form={form}
      onSave={onSave}
      onClose={onClose}
      besideForm={
        // Beside the company form, not in it: a form inside a form would submit both.
        holdingOpen ? (
          <HoldingDialog
            onClose={() => setHoldingOpen(false)}
            onCreated={(holding) => {
              setHoldingOpen(false);
              form.set('holding_company', String(holding.id));
            }}
          />
        ) : null
      }
    >
      <CompanyFields
        form={form}
        managerFallback={company?.manager ?? null}
        onNewHolding={() => setHoldingOpen(true)}
      />
    </FormDialog>
  );
}

function CompanyFields({
  form,
  managerFallback,
  onNewHolding,
}: {
  form: SchemaForm<CompanyFormValues>;
  managerFallback: ManagerFallback;
  /** Opens "New holding". */
  onNewHolding: () => void;
}) {
  const baseInfo = useBaseInfo();
  const holdings = useHoldings();
  const contacts = useMyContacts();

  const holdingOptions = optionsOf(holdings.data);
  const managerOptions = (contacts.data ?? []).map((c) => ({
    value: String(c.id),
    label: contactName(c),
  }));
  if (managerFallback && !managerOptions.some((o) => o.value === String(managerFallback.id)))
    managerOptions.unshift({ value: String(managerFallback.id), label: managerFallback.name });

  return (
    <>
      <TextField className="span-2" label="Name" required autoFocus {...form.field('name')} />
      <SelectField
        label="Category"
        required
        placeholder="Choose a category"
        options={refOptions(baseInfo.data?.company_category)}
        {...form.field('category')}
      />
      <CountryField {...form.field('country')} />
      <TextField label="City" {...form.field('city')} />
      <TextField label="Address" {...form.field('address')} />
      <TextField label="Email" type="email" {...form.field('email')} />
      <TextField label="Phone" type="tel" {...form.field('phone')} />
      <TextField label="Website" type="url" placeholder="https://" {...form.field('website')} />
      <TextField label="VAT number" {...form.field('vat_number')} />
      <div className="field-with-action">
        <SelectField
          label="Holding"
          placeholder="No holding"
          options={holdingOptions}
          {...form.field('holding_company')}
        />
        <button
          type="button"
          className="button button-icon"
          aria-label="New holding"
          title="New holding"
          onClick={onNewHolding}
        >
          <Icon name="plus" />
        </button>
      </div>
      <SelectField
        label="Manager"
        placeholder="No manager"
        options={managerOptions}
        {...form.field('manager')}
      />
      <TextAreaField className="span-2" label="Comment" {...form.field('comment')} />
    </>
  );
}
