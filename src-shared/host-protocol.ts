/**
 * The browser host's loopback protocol, between src-main/host (Node) and the page's
 * host-preload (src-preload/host-preload.ts). Only the browser host uses it; Electron uses IPC.
 *
 * - The page proves it was launched by this host with a per-launch secret, sent in a header on every
 *   call (never in a URL after launch, never in a cookie, so no other page can replay it).
 * - Bridge calls: `POST /bridge/<channel>` with the argument as the JSON body (empty for none),
 *   answered with the BridgeResult as JSON.
 * - Events: `GET /host/events` as a server-sent event stream the page reads with fetch (so the
 *   secret can go in a header); each `data:` line is one HostEvent as JSON.
 * - File dialogs: a plain browser has none, so the host asks the page (a `dialog` event), the page
 *   shows an in-page dialog and answers `POST /host/dialog/answer`; while a dialog is open it may
 *   list folders with `POST /host/dialog/list`.
 */
import type { FileFilters, LocalSettings, Progress } from './bridge.ts';

export const HOST_KEY_HEADER = 'x-aerodesk-key';
/** Which page (tab) made a call, so its progress and dialogs go back to that page. */
export const HOST_PAGE_HEADER = 'x-aerodesk-page';
/** The launch URL carries the secret as `#k=<secret>`. */
export const HOST_KEY_FRAGMENT = 'k';

export const HOST_PATHS = {
  bridgePrefix: '/bridge/',
  events: '/host/events',
  dialogAnswer: '/host/dialog/answer',
  dialogList: '/host/dialog/list',
  preloadScript: '/host-preload.js',
} as const;

export interface DialogAsk {
  id: string;
  mode: 'save' | 'open';
  title: string;
  /** The folder the dialog opens in. */
  folder: string;
  /** The suggested name (save) or '' (open). */
  fileName: string;
  filters?: FileFilters;
}

export type HostEvent =
  | { type: 'progress'; progress: Progress }
  | { type: 'dialog'; dialog: DialogAsk }
  /** The dialog was settled elsewhere (another tab, or the host gave up): close it. */
  | { type: 'dialog-closed'; id: string }
  /** The server changed: reload against it. */
  | { type: 'reload' }
  /** Another page saved the local settings (Bridge `events.onLocalSettings`). */
  | { type: 'local-settings'; local: LocalSettings };

/** The page's answer to a dialog; null choice: the user cancelled. */
export interface DialogAnswer {
  id: string;
  choice: {
    folder: string;
    fileName: string;
    /** The user confirmed replacing an existing file. */
    overwrite?: boolean;
  } | null;
}

export type DialogAnswerResult =
  { ok: true; path: string | null } | { ok: false; message: string; confirmOverwrite?: boolean };

export interface DialogListRequest {
  id: string;
  folder: string;
}

export interface FolderEntry {
  name: string;
  kind: 'folder' | 'file';
  /** Bytes, for files. */
  size: number | null;
}

export type FolderListing =
  | { ok: true; folder: string; parent: string | null; entries: FolderEntry[]; truncated: boolean }
  | { ok: false; message: string };
