import { useEffect, useRef, useState } from 'react';
import { useNotifications, type Notice } from '../stores/notifications.ts';
import { Icon } from './Icon.tsx';

/**
 * Toasts, stacked bottom-right. Success and info are polite (role=status), errors assertive
 * (role=alert). Each leaves after its timer (3000 ms by default, spec §9); hovering or focusing a
 * toast holds it so it can be read.
 */
export function Toasts() {
  const notices = useNotifications((state) => state.notices);
  return (
    <div className="toasts" aria-label="Notifications">
      {notices.map((notice) => (
        <Toast key={notice.id} notice={notice} />
      ))}
    </div>
  );
}

const ICON = { success: 'check', info: 'info', error: 'alert' } as const;

function Toast({ notice }: { notice: Notice }) {
  const dismiss = useNotifications((state) => state.dismiss);
  const [held, setHeld] = useState(false);
  const remaining = useRef(notice.timer);

  useEffect(() => {
    if (held) return;
    const started = Date.now();
    const timer = setTimeout(() => dismiss(notice.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(800, remaining.current - (Date.now() - started));
    };
  }, [held, dismiss, notice.id]);

  return (
    <div
      className={`toast toast-${notice.kind}`}
      role={notice.kind === 'error' ? 'alert' : 'status'}
      data-testid={`toast-${notice.kind}`}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <Icon name={ICON[notice.kind]} className="toast-icon" />
      <span className="toast-message">{notice.message}</span>
      <button
        type="button"
        className="icon-button toast-close"
        aria-label="Dismiss notification"
        onClick={() => dismiss(notice.id)}
      >
        <Icon name="x" size={14} />
      </button>
    </div>
  );
}
