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

/** The same message again within this long is the same event (ten failed queries at once). */
const SAME_EVENT_MS = 1000;
const lastShown = new Map<string, { id: string; at: number }>();
let sequence = 0;

/**
 * Shows a toast for `timer` ms. The same message of the same kind again within a second (ten
 * failed queries at once) updates the toast shown rather than stacking: sonner updates a toast by
 * its id. Later it is a new event and a new toast: reusing the id of a toast that is leaving
 * updated the leaving one, and the new message was never seen (a second 'Successful edit' a few
 * seconds after the first).
 */
export function showToast(kind: NoticeKind, message: string, timer: number): void {
  const key = `${kind}:${message}`;
  const now = Date.now();
  const last = lastShown.get(key);
  const id = last && now - last.at < SAME_EVENT_MS ? last.id : `${key}:${++sequence}`;
  lastShown.set(key, { id, at: last?.id === id ? last.at : now });
  if (lastShown.size > 100) lastShown.delete(lastShown.keys().next().value as string);
  toast.custom(
    (toastId) => (
      <ToastBody kind={kind} message={message} onDismiss={() => toast.dismiss(toastId)} />
    ),
    { id, duration: timer },
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
