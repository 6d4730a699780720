import { useState, type FormEvent } from 'react';
import {
  companyCreateSchema,
  type CompanyDetail,
  type CompanyUpdate,
} from '../../../src-shared/api/company.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { FormError } from '../../components/Field.tsx';
import { FormFooter } from '../../components/FormFooter.tsx';
import { useForm } from '../../lib/useForm.ts';
import { notify } from '../../stores/notifications.ts';
import { useRoleUrl } from '../../stores/session.ts';
import { updateCompany } from './api.ts';
import { CompanyFields, companyInput, valuesFromCompany } from './CompanyFields.tsx';
import { HoldingDialog } from './HoldingDialog.tsx';
import { changedPatch } from './patch.ts';

/**
 * Edit a company: the create form's fields and checks (companyCreateSchema); only what changed is
 * sent (PATCH company/{id}/, 'Successful edit'). The server's field errors appear beside their
 * fields and nothing typed is lost on an error.
 */
export function CompanyEditDialog({
  company,
  onClose,
}: {
  company: CompanyDetail;
  onClose: () => void;
}) {
  const role = useRoleUrl();
  const [initial] = useState(() => valuesFromCompany(company));
  const form = useForm(initial);
  const { values, errors, set } = form;
  const [saving, setSaving] = useState(false);
  const [holdingOpen, setHoldingOpen] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = form.validate(companyCreateSchema, companyInput(values));
    if (!parsed) return;
    const patch = changedPatch(initial, values, parsed) as CompanyUpdate;
    if (Object.keys(patch).length === 0) {
      onClose();
      return;
    }
    setSaving(true);
    try {
      await updateCompany(role, company.id, patch);
      notify.success(MESSAGES.edited);
      onClose();
    } catch (error) {
      form.showFailure(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      title="Edit company"
      onClose={onClose}
      busy={saving}
      width={720}
      testId="company-edit-dialog"
      footer={
        <FormFooter
          formId="company-edit-form"
          submitLabel="Save company"
          saving={saving}
          onCancel={onClose}
        />
      }
    >
      <form id="company-edit-form" className="form-grid" onSubmit={submit} noValidate>
        <FormError message={form.formError} />
        <CompanyFields
          values={values}
          errors={errors}
          set={set}
          managerFallback={company.manager}
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
