import { useId, type FormEvent, type ReactNode } from 'react';
import type { FormGuard } from '../lib/schemaForm.ts';
import { Dialog } from './Dialog.tsx';
import { FormError } from './Field.tsx';
import { FormFooter } from './FormFooter.tsx';

/** The part of a useSchemaForm result a form dialog runs on; P: the body its schema parses. */
export interface DialogForm<P> {
  formError: string;
  guard: FormGuard;
  saved: () => void;
  busy: boolean;
  submitWith: (
    send: (parsed: P) => Promise<void>,
    onFailure?: (error: unknown) => void,
  ) => (event?: FormEvent) => Promise<void>;
}

/**
 * How the dialog saves: `onSave`, which may return false to stay open (a check of its own failed),
 * or `send`, the one call that is all most dialogs do (a mutation's mutateAsync), whose answer
 * goes to `onSent` (the record made, to open it) before the dialog closes.
 */
type Saving<P, R> =
  | { onSave: (parsed: P) => Promise<false | void>; send?: never; onSent?: never }
  | { send: (parsed: P) => Promise<R>; onSent?: (answer: R) => void; onSave?: never };

/**
 * What a dialog that makes a record is given: its close, and what to do with what it made (open
 * it, pick it in the form that asked for it).
 */
export interface CreateDialogProps<T> {
  onClose: () => void;
  onCreated: (created: T) => void;
}

/** How the fields are laid out: the grid of two or three columns, or one under another. */
const LAYOUT = {
  grid: 'form-grid',
  'grid-3': 'form-grid form-grid-3',
  stack: 'stack',
} as const;

/**
 * A form in a dialog, the one shape every form dialog has: Enter submits, Escape, the close button
 * and Cancel close, and ask first while typed work is there (the form's guard: its draft). The
 * form is checked by its schema first (what is wrong shows beside the fields, the dialog stays
 * open); then `onSave` sends the parsed body, and may return false to stay open (a check of its
 * own failed). While it runs, the buttons wait. Saved, the kept draft goes and the dialog closes;
 * a failure shows the server's errors beside the fields (and `onFailure` may show more), and
 * nothing typed is lost. `unchanged` (an edit that changed nothing) closes without a call. Most
 * dialogs edit or make a record: 480 wide, "Save", unless they say otherwise.
 */
export function FormDialog<P, R = unknown>({
  title,
  testId,
  width = 480,
  submitLabel = 'Save',
  form,
  onSave,
  send,
  onSent,
  onFailure,
  unchanged,
  onClose,
  layout = 'grid',
  besideForm,
  children,
}: {
  title: string;
  testId: string;
  width?: number;
  submitLabel?: string;
  form: DialogForm<P>;
  onFailure?: (error: unknown) => void;
  unchanged?: () => boolean;
  onClose: () => void;
  layout?: keyof typeof LAYOUT;
  /**
   * In the dialog but outside the form: a dialog a field opens (a form inside a form would
   * submit both).
   */
  besideForm?: ReactNode;
  /** The fields. */
  children: ReactNode;
} & Saving<P, R>) {
  const formId = useId();
  const save = form.submitWith(async (parsed) => {
    if (onSave && (await onSave(parsed)) === false) return;
    if (send) {
      // Sent first, then handed on: `onSent?.(await send())` would skip the call without onSent.
      const answer = await send(parsed);
      onSent?.(answer);
    }
    form.saved();
    onClose();
  }, onFailure);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (form.busy) return;
    if (unchanged?.()) {
      form.saved();
      onClose();
      return;
    }
    void save();
  }

  return (
    <Dialog
      title={title}
      onClose={onClose}
      busy={form.busy}
      width={width}
      testId={testId}
      guard={form.guard}
      footer={
        <FormFooter
          formId={formId}
          submitLabel={submitLabel}
          saving={form.busy}
          onCancel={onClose}
        />
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
