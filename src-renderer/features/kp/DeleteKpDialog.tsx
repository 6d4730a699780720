import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useDeleteKp } from './api.ts';

/**
 * Asks before a KP is deleted, from its own page or from its chip on the RFQ's head (the one set
 * of words for both): the quotation and its file go, the RFQ and its offers stay. `onDeleted`
 * runs once it is gone (closing the dialog; the KP's page also leaves for the RFQ).
 */
export function DeleteKpDialog({
  rfqId,
  kp,
  onDeleted,
  onClose,
}: {
  rfqId: number;
  kp: { id: number; number: string };
  onDeleted: () => void;
  onClose: () => void;
}) {
  const deleteKp = useDeleteKp(rfqId);
  return (
    <ConfirmDialog
      title={`Delete KP ${kp.number}`}
      message="The quotation and its file are deleted. The RFQ and its offers stay."
      confirmLabel="Delete KP"
      danger
      onConfirm={async () => {
        await deleteKp.mutateAsync(kp.id);
        onDeleted();
      }}
      onClose={onClose}
      testId="kp-delete-dialog"
    />
  );
}
