import { create } from 'zustand';
import { NOTIFICATION_TIMER_MS } from '../../src-shared/domain/constants.ts';
import type { NoticeKind } from '../api/client.ts';
import { dismissToasts, showToast } from '../components/Toasts.tsx';
import { onSignOut } from './session.ts';

interface NotificationState {
  /** The error code the catalogue recorded last (404 without detail, 500), for the error view. */
  errorCode: { code: 404 | 500; at: number } | null;
  /**
   * A toast: spec §3 "Notification: message and timer"; it stays `timer` ms (spec §9: 3000 by
   * default). Returns a number for each call, as before (nothing needs it to dismiss).
   */
  notify(kind: NoticeKind, message: string, timer?: number): number;
  recordErrorCode(code: 404 | 500): void;
  clear(): void;
}

let nextId = 1;

export const useNotifications = create<NotificationState>()((set) => ({
  errorCode: null,
  notify(kind, message, timer = NOTIFICATION_TIMER_MS) {
    showToast(kind, message, timer);
    return nextId++;
  },
  recordErrorCode(code) {
    set({ errorCode: { code, at: Date.now() } });
  },
  clear() {
    dismissToasts();
    set({ errorCode: null });
  },
}));

/** Shortcuts for code outside React. */
export const notify = {
  success: (message: string, timer?: number) =>
    useNotifications.getState().notify('success', message, timer),
  info: (message: string, timer?: number) =>
    useNotifications.getState().notify('info', message, timer),
  error: (message: string, timer?: number) =>
    useNotifications.getState().notify('error', message, timer),
};

/**
 * "Log out" takes the leaving user's toasts with it ("Order ORD-… confirmed" is not for whoever
 * signs in next). A session that ended by itself keeps them: the toast that says why it ended is
 * shown as it ends.
 */
onSignOut((reason) => {
  if (reason === 'user') useNotifications.getState().clear();
});
