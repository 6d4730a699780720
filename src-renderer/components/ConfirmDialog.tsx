import { useState, type FormEvent, type ReactNode } from 'react';
import { REQUIRED } from '../../src-shared/api/messages.ts';
import { isApiError } from '../api/client.ts';
import { errorsFromFailure } from '../lib/formErrors.ts';
import { CloseButton, Dialog } from './Dialog.tsx';
import { FormError, TextAreaField } from './Field.tsx';

/**
 * A confirmation, optionally with a comment (required for cancelling an RFQ or returning it to not
 * in work, optional for deactivating an offer). `onConfirm` runs the call; a failure is shown in
 * the dialog and what was typed stays. The dialog closes itself only through `onClose`, which the
 * owner calls after a success.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  comment,
  danger = false,
  onConfirm,
  onClose,
  testId,
  children,
}: {
  title: string;
  message?: ReactNode;
  confirmLabel: string;
  /** Ask for a comment: 'required' or 'optional'; none when absent. `initial`: the text to edit. */
  comment?: { mode: 'required' | 'optional'; label?: string; initial?: string };
  danger?: boolean;
  onConfirm: (comment: string) => Promise<void>;
  onClose: () => void;
  testId?: string;
  children?: ReactNode;
}) {
  const initial = comment?.initial ?? '';
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string[] | undefined>();
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (comment?.mode === 'required' && text.trim() === '') {
      setError([REQUIRED]);
      return;
    }
    setBusy(true);
    setFormError('');
    try {
      await onConfirm(text.trim());
    } catch (failure) {
      if (isApiError(failure)) {
        const split = errorsFromFailure(failure, ['comment']);
        setError(split.fields.comment);
        setFormError(split.form);
      } else {
        setFormError(failure instanceof Error ? failure.message : String(failure));
      }
    } finally {
      setBusy(false);
    }
  }

  const formId = `${testId ?? 'confirm'}-form`;
  return (
    <Dialog
      title={title}
      onClose={onClose}
      busy={busy}
      width={480}
      testId={testId}
      // A typed comment (the reason for cancelling, say) is typed work: asked about before it goes.
      guard={{ dirty: text.trim() !== initial.trim(), onDiscard: () => setText(initial) }}
      footer={
        <>
          <CloseButton label="Back" onClose={onClose} busy={busy} />
          <button
            type="submit"
            form={formId}
            className={danger ? 'button button-danger' : 'button button-primary'}
            disabled={busy}
          >
            {busy ? 'Working…' : confirmLabel}
          </button>
        </>
      }
    >
      <form id={formId} className="stack" onSubmit={submit} noValidate>
        <FormError message={formError} />
        {message ? <div className="confirm-message">{message}</div> : null}
        {children}
        {comment ? (
          <TextAreaField
            label={comment.label ?? 'Comment'}
            name="comment"
            required={comment.mode === 'required'}
            value={text}
            onChange={(value) => {
              setText(value);
              setError(undefined);
            }}
            error={error}
          />
        ) : null}
      </form>
    </Dialog>
  );
}
