import { useState, type FormEvent } from 'react';
import { positionUpdateSchema, type RfqPosition } from '../../../src-shared/api/rfq.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { FormError, SelectField, TextAreaField, TextField } from '../../components/Field.tsx';
import { liveFieldErrors } from '../../lib/formErrors.ts';
import { useForm } from '../../lib/useForm.ts';
import { useBaseInfo } from '../../session/reference.ts';
import { useRoleUrl } from '../../stores/session.ts';
import { refOptions } from '../company/options.ts';
import { updatePosition } from './api.ts';
import { parseDecimal } from './quotation/draft.ts';
import { FormFooter } from '../../components/FormFooter.tsx';

function initial(position: RfqPosition) {
  return {
    quantity: String(position.quantity),
    condition: position.condition ? String(position.condition.id) : '',
    margin_by_user: position.margin_by_user === null ? '' : String(position.margin_by_user),
    unit_price_by_user:
      position.unit_price_by_user === null ? '' : String(position.unit_price_by_user),
    comment: position.comment ?? '',
  };
}

/** '' → null; a number when it reads as one; else the text, for the schema to refuse. */
function numberOrNull(text: string): number | string | null {
  if (text.trim() === '') return null;
  const value = parseDecimal(text);
  return Number.isNaN(value) ? text : value;
}

/** The PATCH body: only what changed, numbers as numbers (text stays for the schema to refuse). */
function changedBody(values: ReturnType<typeof initial>, start: ReturnType<typeof initial>) {
  const body: Record<string, unknown> = {};
  if (values.quantity !== start.quantity) body.quantity = values.quantity;
  if (values.condition !== start.condition) {
    body.condition = values.condition === '' ? null : Number(values.condition);
  }
  if (values.margin_by_user !== start.margin_by_user) {
    body.margin_by_user = numberOrNull(values.margin_by_user);
  }
  if (values.unit_price_by_user !== start.unit_price_by_user) {
    body.unit_price_by_user = numberOrNull(values.unit_price_by_user);
  }
  if (values.comment !== start.comment) body.comment = values.comment;
  return body;
}

/**
 * One position: quantity, condition, and the per-position overrides of the pricing module (a
 * margin or a unit price typed for this line). Only what changed is sent.
 */
export function PositionDialog({
  rfqId,
  position,
  currency,
  onClose,
}: {
  rfqId: number;
  position: RfqPosition;
  currency: string;
  onClose: () => void;
}) {
  const role = useRoleUrl();
  const baseInfo = useBaseInfo();
  const [start] = useState(() => initial(position));
  const form = useForm(start, { draft: `position:${position.id}` });
  const { values, set } = form;
  const [saving, setSaving] = useState(false);
  const body = changedBody(values, start);
  // The shared schema's words beside each field as it is typed; the server's after a save.
  const live = liveFieldErrors(positionUpdateSchema, body);
  const errors = { ...live, ...form.errors };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    const patch = form.validate(positionUpdateSchema, body);
    if (!patch) return;
    setSaving(true);
    try {
      await updatePosition(role, rfqId, position.id, patch);
      form.saved();
      onClose();
    } catch (error) {
      form.showFailure(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      title={`Position ${position.index} · ${position.requested_part_number}`}
      onClose={onClose}
      busy={saving}
      width={560}
      testId="position-dialog"
      guard={form.guard}
      footer={
        <FormFooter
          formId="position-form"
          submitLabel="Save position"
          saving={saving}
          onCancel={onClose}
        />
      }
    >
      <form id="position-form" className="form-grid" onSubmit={submit} noValidate>
        <FormError message={form.formError} />
        <TextField
          label="Quantity"
          name="quantity"
          inputMode="numeric"
          required
          value={values.quantity}
          onChange={(v) => set('quantity', v)}
          error={errors.quantity}
        />
        <SelectField
          label="Condition"
          name="condition"
          placeholder="Any condition"
          options={refOptions(baseInfo.data?.condition, true)}
          value={values.condition}
          onChange={(v) => set('condition', v)}
          error={errors.condition}
        />
        <TextField
          label="Margin for this position, %"
          name="margin_by_user"
          inputMode="decimal"
          placeholder="The RFQ's margin"
          value={values.margin_by_user}
          onChange={(v) => set('margin_by_user', v)}
          error={errors.margin_by_user}
        />
        <TextField
          label={`Unit price, ${currency}`}
          name="unit_price_by_user"
          inputMode="decimal"
          placeholder="Computed from the offer"
          value={values.unit_price_by_user}
          onChange={(v) => set('unit_price_by_user', v)}
          error={errors.unit_price_by_user}
          hint="A typed price replaces the computed one; leave empty to compute."
        />
        <TextAreaField
          className="span-2"
          label="Comment"
          name="comment"
          rows={2}
          value={values.comment}
          onChange={(v) => set('comment', v)}
          error={errors.comment}
        />
      </form>
    </Dialog>
  );
}
