import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { FormGuard } from '../lib/schemaForm.ts';
import { Dialog } from './Dialog.tsx';
import { FormError } from './Field.tsx';
import { FormFooter } from './FormFooter.tsx';

/** The part of a useSchemaForm result a form dialog runs on. */
export interface DialogForm {
  formError: string;
  guard: FormGuard;
  saved: () => void;
  showFailure: (error: unknown) => void;
}

/** How the fields are laid out: the grid of two or three columns, or one under another. */
const LAYOUT = {
  grid: 'form-grid',
  'grid-3': 'form-grid form-grid-3',
  stack: 'stack',
} as const;

/**
 * A form in a dialog, the one shape every form dialog has: Enter submits, Escape, the close button
 * and Cancel close, and ask first while typed work is there (the form's guard: its draft).
 * `onSave` checks what was typed and sends it; it returns false when the check failed (its
 * errors are shown beside the fields and the dialog stays open). While it runs, the buttons wait
 * and the dialog stays open. Saved, the kept draft goes and the dialog closes; a failure shows
 * the server's errors beside the fields (and `onFailure` may show more), and nothing typed is lost.
 */
export function FormDialog({
  title,
  testId,
  width,
  submitLabel,
  form,
  onSave,
  onFailure,
  onClose,
  layout = 'grid',
  besideForm,
  children,
}: {
  title: string;
  testId: string;
  width: number;
  submitLabel: string;
  form: DialogForm;
  onSave: () => Promise<false | void>;
  onFailure?: (error: unknown) => void;
  onClose: () => void;
  layout?: keyof typeof LAYOUT;
  /**
   * In the dialog but outside the form: a dialog a field opens (a form inside a form would
   * submit both).
   */
  besideForm?: ReactNode;
  /** The fields. */
  children: ReactNode;
}) {
  const formId = useId();
  const [saving, setSaving] = useState(false);
  // Enter in a field while a save runs must not send the form twice (the fields stay enabled).
  const running = useRef(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (running.current) return;
    running.current = true;
    setSaving(true);
    try {
      if ((await onSave()) === false) return;
      form.saved();
      onClose();
    } catch (error) {
      form.showFailure(error);
      onFailure?.(error);
    } finally {
      running.current = false;
      setSaving(false);
    }
  }

  return (
    <Dialog
      title={title}
      onClose={onClose}
      busy={saving}
      width={width}
      testId={testId}
      guard={form.guard}
      footer={
        <FormFooter formId={formId} submitLabel={submitLabel} saving={saving} onCancel={onClose} />
      }
    >
      <form id={formId} className={LAYOUT[layout]} onSubmit={submit} noValidate>
        <FormError message={form.formError} />
        {children}
      </form>
      {besideForm}
    </Dialog>
  );
}
