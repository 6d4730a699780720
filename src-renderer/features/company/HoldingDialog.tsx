import { holdingCreateSchema, type Holding } from '../../../src-shared/api/company.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { TextField } from '../../components/Field.tsx';
import { type CreateDialogProps, FormDialog } from '../../components/FormDialog.tsx';
import { useSchemaForm } from '../../lib/schemaForm.ts';
import { notify } from '../../stores/notifications.ts';
import { useCreateHolding } from './api.ts';

/** A new holding. A failure shows 'Holding already exist' (spec §8); the name stays typed. */
export function HoldingDialog({ onClose, onCreated }: CreateDialogProps<Holding>) {
  const create = useCreateHolding();
  const form = useSchemaForm({
    initial: { name: '' },
    schema: holdingCreateSchema,
    draft: 'holding-create',
  });

  return (
    <FormDialog
      title="New holding"
      testId="holding-dialog"
      width={420}
      submitLabel="Create holding"
      form={form}
      send={create.mutateAsync}
      onSent={(created) => {
        notify.success(MESSAGES.created);
        onCreated(created);
      }}
      onClose={onClose}
      layout="stack"
    >
      <TextField label="Holding name" required autoFocus {...form.field('name')} />
    </FormDialog>
  );
}
