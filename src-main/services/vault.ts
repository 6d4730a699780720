/**
 * The token vault: the signed-in session in the OS keychain (Secret Service, macOS Keychain,
 * Windows Credential Manager) as one JSON value under one entry. Never in a plain file, never in a
 * log: errors name the keychain, not the value. Where there is no keychain, session-vault.ts keeps
 * the session in an encrypted file instead (file-vault.ts).
 */
import { AsyncEntry, type EntryOptions } from '@napi-rs/keyring';
import { storedSessionSchema, type StoredSession } from '../../src-shared/bridge.ts';
import type { Logger } from './ports.ts';

export const VAULT_SERVICE = 'Aerodesk';
export const VAULT_ACCOUNT = 'session';
/** The entry written and read back once at start, to learn whether the keychain works. */
export const VAULT_PROBE_ACCOUNT = 'keychain-probe';

/**
 * On Linux the keychain is the Secret Service, and only it. Our decision: without one,
 * @napi-rs/keyring would fall back to the kernel keyring, which lives in memory only (the session
 * would vanish at every reboot) and is refused in many containers; our encrypted file vault is the
 * better second choice, and it is chosen in one place (session-vault.ts).
 */
const KEYCHAIN_STORE: EntryOptions = { linux: { store: 'secret-service' } };

/** One keychain entry, as @napi-rs/keyring's AsyncEntry offers it. */
export interface KeychainEntry {
  getPassword(): Promise<string | null>;
  setPassword(password: string): Promise<void>;
  deletePassword(): Promise<boolean>;
}

/**
 * The real keychain entry. AsyncEntry rather than Entry: the same calls, run off the main thread,
 * so a slow or prompting keychain never freezes the window. Opened on first use: pinned to a store
 * that is not there, the constructor itself throws, and that must fail the call, not the start.
 */
export function keychainEntry(
  account: string = VAULT_ACCOUNT,
  options: EntryOptions = KEYCHAIN_STORE,
): KeychainEntry {
  let entry: AsyncEntry | null = null;
  const open = () => (entry ??= new AsyncEntry(VAULT_SERVICE, account, options));
  return {
    getPassword: async () => open().getPassword(),
    setPassword: async (password) => open().setPassword(password),
    deletePassword: async () => open().deletePassword(),
  };
}

export interface Vault {
  saveSession(session: StoredSession): Promise<void>;
  /** The stored session, or null when there is none or what is stored is unreadable. */
  readSession(): Promise<StoredSession | null>;
  clearSession(): Promise<void>;
}

/** The session in the keychain entry. */
export function createVault(entry: KeychainEntry, log: Logger): Vault {
  async function clearSession(): Promise<void> {
    await entry.deletePassword();
  }

  return {
    async saveSession(session) {
      // Parsed again here so that only the two known fields ever reach the keychain.
      const { access, refresh } = storedSessionSchema.parse(session);
      await entry.setPassword(JSON.stringify({ access, refresh }));
    },

    async readSession() {
      const stored = await entry.getPassword();
      if (stored === null) return null;
      const session = parseStoredSession(stored);
      if (!session) {
        // A damaged or foreign value: forget it so the user simply signs in again.
        log.warn('The stored session was unreadable and has been cleared.');
        await clearSession();
      }
      return session;
    },

    clearSession,
  };
}

/** The session in a stored JSON text, or null when it is not one. */
export function parseStoredSession(stored: string): StoredSession | null {
  try {
    const parsed = storedSessionSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
