/**
 * The fields of the company form, shared by "New company" and "Edit company": one layout, one set
 * of labels, the same schema (companyCreateSchema) behind both.
 */
import type { CompanyDetail } from '../../../src-shared/api/company.ts';
import type { FieldErrors } from '../../../src-shared/domain/errors.ts';
import { SelectField, TextAreaField, TextField } from '../../components/Field.tsx';
import { Icon } from '../../components/Icon.tsx';
import { useBaseInfo } from '../../session/reference.ts';
import { useHoldings } from './api.ts';
import { contactName, useMyContacts } from './contacts.ts';
import { numberOrNull, numberOrUndefined } from './patch.ts';
import { refOptions } from './options.ts';

export const EMPTY_COMPANY = {
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
export type CompanyFormValues = typeof EMPTY_COMPANY;

export function valuesFromCompany(company: CompanyDetail): CompanyFormValues {
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
export function companyInput(values: CompanyFormValues) {
  return {
    ...values,
    category: numberOrUndefined(values.category),
    country: numberOrUndefined(values.country),
    holding_company: numberOrNull(values.holding_company),
    manager: numberOrNull(values.manager),
  };
}

export function CompanyFields({
  values,
  errors,
  set,
  managerFallback,
  onNewHolding,
}: {
  values: CompanyFormValues;
  errors: FieldErrors;
  set: <K extends keyof CompanyFormValues>(name: K, value: CompanyFormValues[K]) => void;
  /** The manager on file, offered even when not among the caller's contacts. */
  managerFallback?: { id: number; name: string } | null;
  /**
   * Opens "New holding". Its dialog is rendered by the form's owner, outside the <form>: a form
   * inside a form would submit both.
   */
  onNewHolding: () => void;
}) {
  const baseInfo = useBaseInfo();
  const holdings = useHoldings();
  const contacts = useMyContacts();

  const holdingOptions = (holdings.data ?? []).map((h) => ({ value: String(h.id), label: h.name }));
  const managerOptions = (contacts.data ?? []).map((c) => ({
    value: String(c.id),
    label: contactName(c),
  }));
  if (managerFallback && !managerOptions.some((o) => o.value === String(managerFallback.id)))
    managerOptions.unshift({ value: String(managerFallback.id), label: managerFallback.name });

  return (
    <>
      <TextField
        className="span-2"
        label="Name"
        name="name"
        required
        autoFocus
        value={values.name}
        onChange={(v) => set('name', v)}
        error={errors.name}
      />
      <SelectField
        label="Category"
        name="category"
        required
        placeholder="Choose a category"
        options={refOptions(baseInfo.data?.company_category)}
        value={values.category}
        onChange={(v) => set('category', v)}
        error={errors.category}
      />
      <SelectField
        label="Country"
        name="country"
        required
        placeholder="Choose a country"
        options={refOptions(baseInfo.data?.country_obj, true)}
        value={values.country}
        onChange={(v) => set('country', v)}
        error={errors.country}
      />
      <TextField
        label="City"
        name="city"
        value={values.city}
        onChange={(v) => set('city', v)}
        error={errors.city}
      />
      <TextField
        label="Address"
        name="address"
        value={values.address}
        onChange={(v) => set('address', v)}
        error={errors.address}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        value={values.email}
        onChange={(v) => set('email', v)}
        error={errors.email}
      />
      <TextField
        label="Phone"
        name="phone"
        type="tel"
        value={values.phone}
        onChange={(v) => set('phone', v)}
        error={errors.phone}
      />
      <TextField
        label="Website"
        name="website"
        type="url"
        placeholder="https://"
        value={values.website}
        onChange={(v) => set('website', v)}
        error={errors.website}
      />
      <TextField
        label="VAT number"
        name="vat_number"
        value={values.vat_number}
        onChange={(v) => set('vat_number', v)}
        error={errors.vat_number}
      />
      <div className="field-with-action">
        <SelectField
          label="Holding"
          name="holding_company"
          placeholder="No holding"
          options={holdingOptions}
          value={values.holding_company}
          onChange={(v) => set('holding_company', v)}
          error={errors.holding_company}
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
        name="manager"
        placeholder="No manager"
        options={managerOptions}
        value={values.manager}
        onChange={(v) => set('manager', v)}
        error={errors.manager}
      />
      <TextAreaField
        className="span-2"
        label="Comment"
        name="comment"
        value={values.comment}
        onChange={(v) => set('comment', v)}
        error={errors.comment}
      />
    </>
  );
}
