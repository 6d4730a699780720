import { useState, type FormEvent } from 'react';
import { companyCreateSchema, type CompanyDetail } from '../../../src-shared/api/company.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { FormError, SelectField, TextAreaField, TextField } from '../../components/Field.tsx';
import { Icon } from '../../components/Icon.tsx';
import { useForm } from '../../lib/useForm.ts';
import { useBaseInfo } from '../../session/reference.ts';
import { notify } from '../../stores/notifications.ts';
import { useRoleUrl } from '../../stores/session.ts';
import { createCompany, useHoldings } from './api.ts';
import { contactName, useMyContacts } from './contacts.ts';
import { HoldingDialog } from './HoldingDialog.tsx';
import { idOrNull, idOrUndefined, refOptions } from './options.ts';
import { FormFooter } from '../../components/FormFooter.tsx';

const EMPTY = {
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

/**
 * A new company: every field of companyCreateSchema, checked with that schema before sending;
 * the server's field errors appear beside their fields and nothing typed is lost on an error.
 */
export function CompanyCreateDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (company: CompanyDetail) => void;
}) {
  const role = useRoleUrl();
  const baseInfo = useBaseInfo();
  const holdings = useHoldings();
  const contacts = useMyContacts();
  const form = useForm(EMPTY, { draft: 'company-create' });
  const { values, errors, set } = form;
  const [saving, setSaving] = useState(false);
  const [holdingOpen, setHoldingOpen] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const company = form.validate(companyCreateSchema, {
      ...values,
      category: idOrUndefined(values.category),
      country: idOrUndefined(values.country),
      holding_company: idOrNull(values.holding_company),
      manager: idOrNull(values.manager),
    });
    if (!company) return;
    setSaving(true);
    try {
      const created = await createCompany(role, company);
      form.saved();
      notify.success(MESSAGES.created);
      onCreated(created);
    } catch (error) {
      form.showFailure(error);
    } finally {
      setSaving(false);
    }
  }

  const holdingOptions = (holdings.data ?? []).map((h) => ({ value: String(h.id), label: h.name }));
  const managerOptions = (contacts.data ?? []).map((c) => ({
    value: String(c.id),
    label: contactName(c),
  }));

  return (
    <Dialog
      title="New company"
      onClose={onClose}
      busy={saving}
      width={720}
      testId="company-create-dialog"
      guard={form.guard}
      footer={
        <FormFooter
          formId="company-create-form"
          submitLabel="Create company"
          saving={saving}
          onCancel={onClose}
        />
      }
    >
      <form id="company-create-form" className="form-grid" onSubmit={submit} noValidate>
        <FormError message={form.formError} />
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
            onClick={() => setHoldingOpen(true)}
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
      </form>
      {holdingOpen ? (
        <HoldingDialog
          onClose={() => setHoldingOpen(false)}
          onCreated={(holding) => {
            setHoldingOpen(false);
            set('holding_company', String(holding.id));
          }}
        />
      ) : null}
    </Dialog>
  );
}
