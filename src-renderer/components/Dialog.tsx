import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Dialog as AriaDialog, Modal, ModalOverlay } from 'react-aria-components';
import { Icon } from './Icon.tsx';

/**
 * Typed work in a dialog (the form's `guard`): while `dirty`, Escape, the close button and Cancel
 * ask "Discard your changes?" before anything typed is thrown away; `restored` says the values
 * came back from a draft kept earlier, with a way to start over.
 */
interface DialogGuard {
  dirty: boolean;
  restored?: boolean;
  onDiscard: () => void;
}

/** The dialog's own close, guarded: what the Cancel and Back buttons inside it call. */
const RequestCloseContext = createContext<(() => void) | null>(null);

/**
 * A footer button that closes the dialog (Cancel, Back): through the dialog's own close, so typed
 * work is asked about first; `onClose` only outside a dialog. It waits while `busy`.
 */
export function CloseButton({
  label,
  onClose,
  busy,
}: {
  label: string;
  onClose: () => void;
  busy: boolean;
}) {
  const requestClose = useContext(RequestCloseContext);
  return (
    <button type="button" className="button" onClick={requestClose ?? onClose} disabled={busy}>
      {label}
    </button>
  );
}

/**
 * A modal dialog on React Aria: focus is trapped inside and given back on close, Escape and the
 * close button ask the owner to close, the rest of the page is hidden from assistive technology.
 * `busy` keeps it open while a save runs; `guard` asks before typed work is thrown away.
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
  guard,
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
  guard?: DialogGuard;
}) {
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  const busyRef = useRef(busy);
  const guardRef = useRef(guard);
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    busyRef.current = busy;
    guardRef.current = guard;
  }, [busy, guard]);

  // Start on the element marked for it, else in the first field, not on the close button (a
  // field with autoFocus has it already).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.contains(document.activeElement)) return;
    (
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.querySelector<HTMLElement>('.dialog-body :is(input, select, textarea):not(:disabled)')
    )?.focus();
  }, []);

  /** Close unless a save runs; with typed work, ask first. */
  const requestClose = useCallback(() => {
    if (busyRef.current) return;
    if (guardRef.current?.dirty) setAsking(true);
    else onClose();
  }, [onClose]);

  return (
    <ModalOverlay
      isOpen
      // Escape asks the owner to close (unless a save is running); the owner unmounts the dialog.
      onOpenChange={(open) => {
        if (!open) requestClose();
      }}
      className={variant === 'drawer' ? 'dialog-overlay dialog-overlay-drawer' : 'dialog-overlay'}
    >
      <Modal className="dialog-modal">
        <AriaDialog
          ref={ref}
          className={variant === 'drawer' ? 'dialog dialog-drawer' : 'dialog'}
          aria-labelledby={titleId}
          style={{ width: `min(${width}px, calc(100vw - 32px))` }}
          data-testid={testId}
        >
          <RequestCloseContext.Provider value={requestClose}>
            <header className="dialog-header">
              <h2 id={titleId}>{title}</h2>
              <button
                type="button"
                className="icon-button"
                aria-label="Close"
                onClick={requestClose}
                disabled={busy}
              >
                <Icon name="x" />
              </button>
            </header>
            <div className="dialog-body">
              {guard?.restored ? (
                <div className="draft-note" role="status" data-testid="draft-restored">
                  <Icon name="undo" size={14} />
                  <span>Your unsaved changes from before were brought back.</span>
                  <button
                    type="button"
                    className="button button-small button-ghost"
                    onClick={guard.onDiscard}
                  >
                    Start over
                  </button>
                </div>
              ) : null}
              {children}
            </div>
            {footer ? <footer className="dialog-footer">{footer}</footer> : null}
          </RequestCloseContext.Provider>
          {asking ? (
            <DiscardPrompt
              what={title}
              onKeep={() => setAsking(false)}
              onDiscard={() => {
                setAsking(false);
                guardRef.current?.onDiscard();
                onClose();
              }}
            />
          ) : null}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

/** "Discard your changes?": typed work is thrown away only on a yes. */
function DiscardPrompt({
  what,
  onKeep,
  onDiscard,
}: {
  what: string;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  return (
    <Dialog
      title="Discard your changes?"
      onClose={onKeep}
      width={420}
      testId="discard-dialog"
      footer={
        <>
          <button type="button" className="button" onClick={onKeep} data-autofocus>
            Keep editing
          </button>
          <button type="button" className="button button-danger" onClick={onDiscard}>
            Discard changes
          </button>
        </>
      }
    >
      <p className="confirm-message">
        What you typed in “{what}” has not been saved. Discarded, it cannot be brought back.
      </p>
    </Dialog>
  );
}
