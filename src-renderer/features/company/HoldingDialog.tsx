import { useState, type FormEvent } from 'react';
import { holdingCreateSchema, type Holding } from '../../../src-shared/api/company.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { FormError, TextField } from '../../components/Field.tsx';
import { useForm } from '../../lib/useForm.ts';
import { notify } from '../../stores/notifications.ts';
import { useRoleUrl } from '../../stores/session.ts';
import { createHolding } from './api.ts';

/** A new holding. A failure shows 'Holding already exist' (spec §8); the name stays typed. */
export function HoldingDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (holding: Holding) => void;
}) {
  const role = useRoleUrl();
  const form = useForm({ name: '' });
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const holding = form.validate(holdingCreateSchema, form.values);
    if (!holding) return;
    setSaving(true);
    try {
      const created = await createHolding(role, holding);
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
      footer={
        <>
          <button type="button" className="button" onClick={onClose} disabled={saving}>
            Cancel
          </button>
          <button
            type="submit"
            form="holding-form"
            className="button button-primary"
            disabled={saving}
          >
            {saving ? 'Saving…' : 'Create holding'}
          </button>
        </>
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
