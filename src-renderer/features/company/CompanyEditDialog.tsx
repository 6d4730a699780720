import {
  type CompanyCreate,
  type CompanyDetail,
  type CompanyUpdate,
} from '../../../src-shared/api/company.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { notify } from '../../stores/notifications.ts';
import { useUpdateCompany } from './api.ts';
import { CompanyFormDialog, useCompanyForm } from './CompanyFields.tsx';
import { changedPatch } from './patch.ts';

/**
 * Edit a company: the create form's fields and checks (companyCreateSchema); only what changed is
 * sent (PATCH company/{id}/, 'Successful edit'). The server's field errors appear beside their
 * fields and nothing typed is lost on an error; it is kept as a draft until saved or discarded.
 */
export function CompanyEditDialog({
  company,
  onClose,
}: {
  company: CompanyDetail;
  onClose: () => void;
}) {
  const update = useUpdateCompany(company.id);
  const { initial, form } = useCompanyForm(company);

  async function save(parsed: CompanyCreate) {
    const patch = changedPatch(initial, form.values, parsed) as CompanyUpdate;
    if (Object.keys(patch).length === 0) return;
    await update.mutateAsync(patch);
    notify.success(MESSAGES.edited);
  }

  return <CompanyFormDialog company={company} form={form} onSave={save} onClose={onClose} />;
}
