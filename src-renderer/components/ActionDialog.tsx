import type { ReactNode } from 'react';
import { ActionFooter } from './DetailPage.tsx';
import { Dialog } from './Dialog.tsx';

/** The button of an action dialog: what it says and does, whether it may run yet, its test id. */
interface DialogAction {
  label: string;
  onAction: () => void;
  disabled?: boolean;
  testId?: string;
}

/**
 * A dialog whose footer runs one action that is not a form's submit (Cancel closes it): while
 * `busy`, both buttons wait and the dialog stays open.
 */
export function ActionDialog({
  title,
  testId,
  width,
  busy,
  action,
  onClose,
  children,
}: {
  title: string;
  testId: string;
  width: number;
  busy: boolean;
  action: DialogAction;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      title={title}
      onClose={onClose}
      busy={busy}
      width={width}
      testId={testId}
      footer={<ActionFooter {...action} busy={busy} onCancel={onClose} />}
    >
      {children}
    </Dialog>
  );
}
