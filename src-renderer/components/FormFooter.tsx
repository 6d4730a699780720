import { CloseButton } from './Dialog.tsx';

/**
 * The footer of a form dialog: Cancel, and the submit button of the form named by `formId` (the
 * footer sits outside the form, so the button points at it). Both wait while a save runs. Inside
 * a Dialog, Cancel goes through the dialog's own close, which asks before typed work is lost.
 */
export function FormFooter({
  formId,
  submitLabel,
  saving,
  onCancel,
}: {
  formId: string;
  submitLabel: string;
  saving: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      <CloseButton label="Cancel" onClose={onCancel} busy={saving} />
      <button type="submit" form={formId} className="button button-primary" disabled={saving}>
        {saving ? 'Saving…' : submitLabel}
      </button>
    </>
  );
}
