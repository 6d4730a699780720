import { create } from 'zustand';
import { NOTIFICATION_TIMER_MS } from '../../src-shared/domain/constants.ts';
import type { NoticeKind } from '../api/client.ts';

/** A toast: spec §3 "Notification: message and timer". */
export interface Notice {
  id: number;
  kind: NoticeKind;
  message: string;
  /** How long it stays, ms (spec §9: 3000 by default). */
  timer: number;
}

/** More than this many toasts at once helps nobody: the oldest give way. */
const MAX_VISIBLE = 3;

interface NotificationState {
  notices: Notice[];
  /** The error code the catalogue recorded last (404 without detail, 500), for the error view. */
  errorCode: { code: 404 | 500; at: number } | null;
  notify(kind: NoticeKind, message: string, timer?: number): number;
  dismiss(id: number): void;
  recordErrorCode(code: 404 | 500): void;
  clear(): void;
}

let nextId = 1;

export const useNotifications = create<NotificationState>()((set) => ({
  notices: [],
  errorCode: null,
  notify(kind, message, timer = NOTIFICATION_TIMER_MS) {
    const id = nextId++;
    set((state) => {
      // The same message twice in a row (ten failed queries at once) shows once.
      const others = state.notices.filter((n) => !(n.message === message && n.kind === kind));
      return { notices: [...others, { id, kind, message, timer }].slice(-MAX_VISIBLE) };
    });
    return id;
  },
  dismiss(id) {
    set((state) => ({ notices: state.notices.filter((n) => n.id !== id) }));
  },
  recordErrorCode(code) {
    set({ errorCode: { code, at: Date.now() } });
  },
  clear() {
    set({ notices: [], errorCode: null });
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
