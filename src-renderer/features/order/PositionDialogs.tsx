/**
 * The dialogs of the order positions list: cancel (a reason, optional), a penalty (amount and
 * reason), a comment, the follow-up fields (planning and shipping dates, delivery type, problem
 * flag), and deletion. Each is checked by the shared schema; a refusal shows in the dialog and
 * what was typed stays.
 */
import {
  addPenaltySchema,
  orderPositionUpdateSchema,
  type OrderPositionItem,
} from '../../../src-shared/api/order-position.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { CheckboxField, DateField, TextAreaField, TextField } from '../../components/Field.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useSchemaForm } from '../../lib/schemaForm.ts';
import {
  useAddPenalty,
  useAddPositionComment,
  useDeletePosition,
  useUpdatePosition,
} from './positionApi.ts';
import { DeliveryTypeField } from '../shared-formChoices.tsx';

export type PositionDialog =
  | { kind: 'cancel' }
  | { kind: 'penalty' | 'comment' | 'follow-up' | 'delete'; position: OrderPositionItem };

const nameOf = (position: OrderPositionItem) => `${position.order_ref.number} / ${position.index}`;

export function PositionDialogs({
  dialog,
  count,
  onCancel,
  onClose,
  onDeleted,
}: {
  dialog: PositionDialog;
  count: number;
  onCancel: (comment: string) => Promise<void>;
  onClose: () => void;
  onDeleted: () => void;
}) {
  switch (dialog.kind) {
    case 'cancel':
      return (
        <ConfirmDialog
          title={count === 1 ? 'Cancel the position' : `Cancel ${count} positions`}
          message="Cancelled positions leave the work lists; they can be returned later."
          confirmLabel="Cancel positions"
          danger
          comment={{ mode: 'optional', label: 'Reason' }}
          onConfirm={onCancel}
          onClose={onClose}
          testId="cancel-positions-dialog"
        />
      );
    case 'penalty':
      return <PenaltyDialog position={dialog.position} onClose={onClose} />;
    case 'comment':
      return <CommentDialog position={dialog.position} onClose={onClose} />;
    case 'follow-up':
      return <FollowUpDialog position={dialog.position} onClose={onClose} />;
    case 'delete':
      return (
        <DeleteDialog
          position={dialog.position}
          onClose={onClose}
          onDeleted={() => {
            onDeleted();
            onClose();
          }}
        />
      );
  }
}

/** What every dialog of one position is given: the position, and closing. */
interface PositionDialogProps {
  position: OrderPositionItem;
  onClose: () => void;
}

function PenaltyDialog({ position, onClose }: PositionDialogProps) {
  const add = useAddPenalty();
  const form = useSchemaForm({
    initial: { amount: '', reason: '' },
    schema: addPenaltySchema,
    input: (values) => ({ ...values, position: position.id }),
  });
  return (
    <FormDialog
      title={`Penalty on ${nameOf(position)}`}
      testId="penalty-dialog"
      width={460}
      submitLabel="Add penalty"
      form={form}
      send={add.mutateAsync}
      onClose={onClose}
      layout="stack"
    >
      <TextField
        label={`Amount, ${position.currency.code ?? ''}`}
        inputMode="decimal"
        required
        {...form.field('amount')}
      />
      <TextAreaField label="Reason" required rows={2} {...form.field('reason')} />
    </FormDialog>
  );
}

function CommentDialog({ position, onClose }: PositionDialogProps) {
  const add = useAddPositionComment(position.id);
  return (
    <ConfirmDialog
      title={`Comment on ${nameOf(position)}`}
      message={position.last_comment ? `Last: “${position.last_comment.text}”` : undefined}
      confirmLabel="Add comment"
      comment={{ mode: 'required', label: 'Comment' }}
      onConfirm={async (text) => {
        await add.mutateAsync(text);
        onClose();
      }}
      onClose={onClose}
      testId="position-comment-dialog"
    />
  );
}

function FollowUpDialog({ position, onClose }: PositionDialogProps) {
  const update = useUpdatePosition(position.id);
  const form = useSchemaForm({
    initial: {
      planning_date: position.planning_date ?? '',
      esd_date: position.esd_date ?? '',
      delivery_type: position.delivery_type ? String(position.delivery_type.id) : '',
      has_problem: position.has_problem,
    },
    schema: orderPositionUpdateSchema,
    input: (values) => ({
      planning_date: values.planning_date || null,
      esd_date: values.esd_date || null,
      delivery_type: values.delivery_type === '' ? null : values.delivery_type,
      has_problem: values.has_problem,
    }),
  });
  return (
    <FormDialog
      title={`Follow-up of ${nameOf(position)}`}
      testId="follow-up-dialog"
      width={520}
      form={form}
      send={update.mutateAsync}
      onClose={onClose}
    >
      <DateField label="Planning date" {...form.field('planning_date')} />
      <DateField label="Shipping date (ESD)" {...form.field('esd_date')} />
      <DeliveryTypeField placeholder="Not set" {...form.field('delivery_type')} />
      <div className="field field-align">
        <CheckboxField label="Has a problem" {...form.checkbox('has_problem')} />
      </div>
    </FormDialog>
  );
}

function DeleteDialog({
  position,
  onClose,
  onDeleted,
}: PositionDialogProps & { onDeleted: () => void }) {
  const remove = useDeletePosition();
  return (
    <ConfirmDialog
      title={`Delete ${nameOf(position)}`}
      message={`${position.part_number} × ${position.quantity} leaves its order for good.`}
      confirmLabel="Delete"
      danger
      onConfirm={async () => {
        await remove.mutateAsync(position.id);
        onDeleted();
      }}
      onClose={onClose}
      testId="delete-position-dialog"
    />
  );
}
