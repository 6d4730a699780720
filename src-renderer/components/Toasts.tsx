import { toast, Toaster } from 'sonner';
import type { NoticeKind } from '../api/client.ts';
import { Icon } from './Icon.tsx';

/** More than this many toasts at once helps nobody: the oldest give way. */
const MAX_VISIBLE = 3;

/**
 * Where toasts appear: sonner's stack, bottom-right, the newest at the bottom. Sonner owns the
 * timers (3000 ms by default, spec §9: the notifications store passes each toast's own) and holds
 * them while the pointer is over a toast; what a toast looks like is ours (`ToastBody`).
 */
export function Toasts() {
  return (
    <Toaster
      position="bottom-right"
      expand
      visibleToasts={MAX_VISIBLE}
      gap={8}
      offset={16}
      containerAriaLabel="Notifications"
      style={{ '--width': 'min(420px, calc(100vw - 32px))' } as React.CSSProperties}
    />
  );
}

const ICON = { success: 'check', info: 'info', error: 'alert' } as const satisfies Record<
  NoticeKind,
  string
>;

/**
 * Shows a toast for `timer` ms. The same message of the same kind again (ten failed queries at
 * once) replaces the one shown rather than stacking: sonner updates a toast by its id.
 */
export function showToast(kind: NoticeKind, message: string, timer: number): void {
  toast.custom(
    (id) => <ToastBody kind={kind} message={message} onDismiss={() => toast.dismiss(id)} />,
    { id: `${kind}:${message}`, duration: timer },
  );
}

/** Every toast goes (a sign-out). */
export function dismissToasts(): void {
  toast.dismiss();
}

/**
 * One toast as the app draws it: a coloured edge and icon by kind, the message, a dismiss button.
 * Success and info are polite (role=status), errors assertive (role=alert).
 */
function ToastBody({
  kind,
  message,
  onDismiss,
}: {
  kind: NoticeKind;
  message: string;
  onDismiss: () => void;
}) {
  return (
    <div
      className={`toast toast-${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
      data-testid={`toast-${kind}`}
    >
      <Icon name={ICON[kind]} className="toast-icon" />
      <span className="toast-message">{message}</span>
      <button
        type="button"
        className="icon-button toast-close"
        aria-label="Dismiss notification"
        onClick={onDismiss}
      >
        <Icon name="x" size={14} />
      </button>
    </div>
  );
}
