import { useState } from 'react';
import {
  positionUpdateSchema,
  type PositionUpdate,
  type RfqPosition,
} from '../../../src-shared/api/rfq.ts';
import { TextAreaField, TextField } from '../../components/Field.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useSchemaForm } from '../../lib/schemaForm.ts';
import { useUpdatePosition } from './api.ts';
import { parseDecimal } from './quotation/draft.ts';
import { ConditionField } from '../shared-formChoices.tsx';

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
  const update = useUpdatePosition(rfqId);
  const [start] = useState(() => initial(position));
  // Only what changed is checked and sent: the schema's words beside each field as it is typed.
  const form = useSchemaForm({
    initial: start,
    schema: positionUpdateSchema,
    input: (values) => changedBody(values, start),
    draft: `position:${position.id}`,
  });
  const { field } = form;

  async function save(patch: PositionUpdate) {
    await update.mutateAsync({ positionId: position.id, patch });
  }

  return (
    <FormDialog
      title={`Position ${position.index} · ${position.requested_part_number}`}
      testId="position-dialog"
      width={560}
      submitLabel="Save position"
      form={form}
      onSave={save}
      unchanged={() => Object.keys(changedBody(form.values, start)).length === 0}
      onClose={onClose}
    >
      <TextField label="Quantity" inputMode="numeric" required {...field('quantity')} />
      <ConditionField placeholder="Any condition" {...field('condition')} />
      <TextField
        label="Margin for this position, %"
        inputMode="decimal"
        placeholder="The RFQ's margin"
        {...field('margin_by_user')}
      />
      <TextField
        label={`Unit price, ${currency}`}
        inputMode="decimal"
        placeholder="Computed from the offer"
        hint="A typed price replaces the computed one; leave empty to compute."
        {...field('unit_price_by_user')}
      />
      <TextAreaField className="span-2" label="Comment" rows={2} {...field('comment')} />
    </FormDialog>
  );
}
