import { useState, type FormEvent } from 'react';
import { companyCreateSchema, type CompanyDetail } from '../../../src-shared/api/company.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { FormError } from '../../components/Field.tsx';
import { useForm } from '../../lib/useForm.ts';
import { notify } from '../../stores/notifications.ts';
import { useRoleUrl } from '../../stores/session.ts';
import { createCompany } from './api.ts';
import { CompanyFields, companyInput, EMPTY_COMPANY } from './CompanyFields.tsx';
import { HoldingDialog } from './HoldingDialog.tsx';
import { FormFooter } from '../../components/FormFooter.tsx';

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
  const form = useForm(EMPTY_COMPANY, { draft: 'company-create' });
  const { values, errors, set } = form;
  const [saving, setSaving] = useState(false);
  const [holdingOpen, setHoldingOpen] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const company = form.validate(companyCreateSchema, companyInput(values));
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
        <CompanyFields
          values={values}
          errors={errors}
          set={set}
          onNewHolding={() => setHoldingOpen(true)}
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
