import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Icon } from './Icon.tsx';

/**
 * A modal dialog on the native <dialog> element: focus is trapped and restored by the browser,
 * Escape closes, the rest of the page is inert. `busy` keeps it open while a save runs.
 */
export function Dialog({
  title,
  onClose,
  children,
  footer,
  busy = false,
  width = 560,
  testId,
  variant = 'modal',
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  busy?: boolean;
  width?: number;
  testId?: string;
  /** 'drawer': the same modal, docked to the right edge at full height (history, details). */
  variant?: 'modal' | 'drawer';
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const busyRef = useRef(busy);
  useEffect(() => {
    busyRef.current = busy;
  }, [busy]);

  // Open as a modal on mount; close on unmount (while still in the page), which gives focus back
  // to where it was.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) {
      dialog.showModal();
      // Start in the first field, not on the close button.
      dialog
        .querySelector<HTMLElement>('.dialog-body :is(input, select, textarea):not(:disabled)')
        ?.focus();
    }
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);

  // Escape asks the owner to close (unless a save is running); the owner unmounts the dialog.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (!busyRef.current) onClose();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, [onClose]);

  return (
    <dialog
      ref={ref}
      className={variant === 'drawer' ? 'dialog dialog-drawer' : 'dialog'}
      aria-labelledby={titleId}
      style={{ width: `min(${width}px, calc(100vw - 32px))` }}
      data-testid={testId}
    >
      <header className="dialog-header">
        <h2 id={titleId}>{title}</h2>
        <button
          type="button"
          className="icon-button"
          aria-label="Close"
          onClick={onClose}
          disabled={busy}
        >
          <Icon name="x" />
        </button>
      </header>
      <div className="dialog-body">{children}</div>
      {footer ? <footer className="dialog-footer">{footer}</footer> : null}
    </dialog>
  );
}
