import { type CompanyCreate, type CompanyDetail } from '../../../src-shared/api/company.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { notify } from '../../stores/notifications.ts';
import { useCreateCompany } from './api.ts';
import { CompanyFormDialog, useCompanyForm } from './CompanyFields.tsx';
import type { CreateDialogProps } from '../../components/FormDialog.tsx';

/**
 * A new company: every field of companyCreateSchema, checked with that schema before sending;
 * the server's field errors appear beside their fields and nothing typed is lost on an error.
 */
export function CompanyCreateDialog({ onClose, onCreated }: CreateDialogProps<CompanyDetail>) {
  const create = useCreateCompany();
  const { form } = useCompanyForm(null);

  async function save(company: CompanyCreate) {
    const created = await create.mutateAsync(company);
    notify.success(MESSAGES.created);
    onCreated(created);
  }

  return <CompanyFormDialog company={null} form={form} onSave={save} onClose={onClose} />;
}
