import {
  companyCreateSchema,
  type CompanyCreate,
  type CompanyDetail,
} from '../../../src-shared/api/company.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { useSchemaForm } from '../../lib/schemaForm.ts';
import { notify } from '../../stores/notifications.ts';
import { useCreateCompany } from './api.ts';
import { CompanyFormDialog, companyInput, EMPTY_COMPANY } from './CompanyFields.tsx';
import type { CreateDialogProps } from '../../components/FormDialog.tsx';

/**
 * A new company: every field of companyCreateSchema, checked with that schema before sending;
 * the server's field errors appear beside their fields and nothing typed is lost on an error.
 */
export function CompanyCreateDialog({ onClose, onCreated }: CreateDialogProps<CompanyDetail>) {
  const create = useCreateCompany();
  const form = useSchemaForm({
    initial: EMPTY_COMPANY,
    schema: companyCreateSchema,
    input: companyInput,
    draft: 'company-create',
  });

  async function save(company: CompanyCreate) {
    const created = await create.mutateAsync(company);
    notify.success(MESSAGES.created);
    onCreated(created);
  }

  return (
    <CompanyFormDialog
      title="New company"
      testId="company-create-dialog"
      submitLabel="Create company"
      form={form}
      onSave={save}
      onClose={onClose}
    />
  );
}
