import { useState, type FormEvent } from 'react';
import { holdingCreateSchema, type Holding } from '../../../src-shared/api/company.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { FormError, TextField } from '../../components/Field.tsx';
import { useForm } from '../../lib/useForm.ts';
import { notify } from '../../stores/notifications.ts';
import { useRoleUrl } from '../../stores/session.ts';
import { createHolding } from './api.ts';
import { FormFooter } from '../../components/FormFooter.tsx';

/** A new holding. A failure shows 'Holding already exist' (spec §8); the name stays typed. */
export function HoldingDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (holding: Holding) => void;
}) {
  const role = useRoleUrl();
  const form = useForm({ name: '' }, { draft: 'holding-create' });
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const holding = form.validate(holdingCreateSchema, form.values);
    if (!holding) return;
    setSaving(true);
    try {
      const created = await createHolding(role, holding);
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
      title="New holding"
      onClose={onClose}
      busy={saving}
      width={420}
      testId="holding-dialog"
      guard={form.guard}
      footer={
        <FormFooter
          formId="holding-form"
          submitLabel="Create holding"
          saving={saving}
          onCancel={onClose}
        />
      }
    >
      <form id="holding-form" onSubmit={submit} noValidate>
        <FormError message={form.formError} />
        <TextField
          label="Holding name"
          name="name"
          required
          autoFocus
          value={form.values.name}
          onChange={(value) => form.set('name', value)}
          error={form.errors.name}
        />
      </form>
    </Dialog>
  );
}
