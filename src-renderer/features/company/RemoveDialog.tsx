import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { notify } from '../../stores/notifications.ts';

/**
 * Asks before removing a part of a company (or the company) and says what will happen. A refusal
 * from the server (what holds it) is shown in the dialog, which stays open.
 */
export function RemoveDialog({
  title,
  message,
  confirmLabel,
  successMessage,
  onRemove,
  onClose,
  onRemoved = onClose,
  testId,
}: {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  successMessage: string;
  onRemove: () => Promise<unknown>;
  onClose: () => void;
  /** After a success (default: close). */
  onRemoved?: () => void;
  testId: string;
}) {
  return (
    <ConfirmDialog
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      danger
      testId={testId}
      onClose={onClose}
      onConfirm={async () => {
        await onRemove();
        notify.success(successMessage);
        onRemoved();
      }}
    />
  );
}
