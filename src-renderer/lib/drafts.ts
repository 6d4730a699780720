/**
 * Drafts of typed work (the lead's decision for issue 6): what a user typed and has not saved
 * yet (the quotation working copy, a form dialog) is kept in the renderer's localStorage, keyed
 * by server URL + user id + record, until it is saved or deliberately discarded. So it survives a
 * reload and a forced end of session (401, 403, expiry) and comes back at the next sign-in, and it
 * never shows to another user or against another server. A deliberate "Log out" clears the
 * user's drafts (spec §4: everything but the local settings is cleared at log-out).
 * Drafts are business data the user typed; tokens never come here.
 */
import { useAppInfo } from '../stores/appInfo.ts';
import { onSignOut, useSession } from '../stores/session.ts';

/** The part of the Web Storage API drafts use (localStorage in the app; any such store in tests). */
export interface DraftStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A draft as kept: what was typed, and the saved values it was typed over. */
export interface StoredDraft<T> {
  value: T;
  base: T;
  savedAt: string;
}

const PREFIX = 'aerodesk.draft';
const VERSION = 1;

/** Server (its URL, or 'embedded') + user id: whose drafts, against which server. */
export function draftScope(server: string, userId: number): string {
  return `${PREFIX}|${VERSION}|${encodeURIComponent(server)}|${userId}|`;
}

export interface Drafts {
  read<T>(record: string): StoredDraft<T> | null;
  write<T>(record: string, value: T, base: T): void;
  remove(record: string): void;
  /** How many drafts the signed-in user has (asked about before a log-out discards them). */
  count(): number;
  /** Every draft of a scope (a user on a server) goes: their deliberate log-out. */
  clearScope(scope: string): void;
}

/**
 * Drafts over a storage, in the scope `scope()` returns (null while nobody is signed in: nothing
 * is read or written then). A full or unavailable storage loses the draft, never the form.
 */
export function createDrafts(storage: () => DraftStorage | null, scope: () => string | null) {
  const keysWith = (store: DraftStorage, prefix: string) => {
    const keys: string[] = [];
    for (let index = 0; index < store.length; index++) {
      const key = store.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    return keys;
  };
  const keyOf = (record: string) => {
    const current = scope();
    return current === null ? null : `${current}${record}`;
  };
  const drafts: Drafts = {
    read<T>(record: string) {
      const key = keyOf(record);
      const store = storage();
      if (key === null || !store) return null;
      try {
        const text = store.getItem(key);
        if (text === null) return null;
        const parsed = JSON.parse(text) as Partial<StoredDraft<T>>;
        if (!parsed || typeof parsed !== 'object' || !('value' in parsed)) return null;
        return parsed as StoredDraft<T>;
      } catch {
        return null;
      }
    },
    write(record, value, base) {
      const key = keyOf(record);
      const store = storage();
      if (key === null || !store) return;
      try {
        store.setItem(key, JSON.stringify({ value, base, savedAt: new Date().toISOString() }));
      } catch (error) {
        // Quota or privacy mode: the form keeps working; only the safety net is missing.
        console.warn('A draft could not be kept', error);
      }
    },
    remove(record) {
      const key = keyOf(record);
      const store = storage();
      if (key === null || !store) return;
      store.removeItem(key);
    },
    count() {
      const current = scope();
      const store = storage();
      return current === null || !store ? 0 : keysWith(store, current).length;
    },
    clearScope(prefix) {
      const store = storage();
      if (!store) return;
      for (const key of keysWith(store, prefix)) store.removeItem(key);
    },
  };
  return drafts;
}

function browserStorage(): DraftStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * The server part of the key. Our decision: the embedded server is one server whatever loopback
 * port this launch gave it (its data folder is the same), so its drafts outlive a restart of the
 * app; any other server is its URL.
 */
function serverKey(): string | null {
  const info = useAppInfo.getState().info;
  if (!info) return null;
  return info.embeddedServer ? 'embedded' : info.serverUrl;
}

function currentScope(): string | null {
  const server = serverKey();
  const userId = useSession.getState().claims?.user_id;
  return server && typeof userId === 'number' ? draftScope(server, userId) : null;
}

/** The app's drafts: localStorage, scoped to the signed-in user on the server in use. */
export const drafts = createDrafts(browserStorage, currentScope);

// A deliberate log-out takes the user's drafts with it; a forced one leaves them for next time.
onSignOut((reason, who) => {
  const server = serverKey();
  if (reason === 'user' && server && who) drafts.clearScope(draftScope(server, who.user_id));
});
