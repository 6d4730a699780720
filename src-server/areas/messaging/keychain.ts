/**
 * Secrets of the server (the messaging service's bot token) in the OS keychain of the machine the
 * server runs on: the Secret Service on Linux, the Keychain on macOS, the Credential Manager on
 * Windows. For the embedded server that is the workstation's own keychain; for a company server,
 * that server's. Never in the database, never in a log.
 *
 * On Linux only the Secret Service is used, as main's session vault does (src-main/services/
 * vault.ts): the kernel keyring @napi-rs/keyring would fall back to forgets everything at reboot.
 * Where there is none, storing a secret fails with KEYCHAIN_UNAVAILABLE and the caller says so.
 */
import { AsyncEntry } from '@napi-rs/keyring';

const SECRET_SERVICE = 'Aerodesk server';

const KEYCHAIN_UNAVAILABLE =
  "The server's OS keychain is not available (on Linux: no Secret Service is running), so the bot token cannot be kept there.";

export class KeychainUnavailableError extends Error {
  constructor(cause: unknown) {
    super(KEYCHAIN_UNAVAILABLE, { cause });
  }
}

/** The secrets a server keeps, each under an account name of its own. */
export interface SecretStore {
  get(account: string): Promise<string | null>;
  set(account: string, secret: string): Promise<void>;
  /** True when there was one to delete. */
  delete(account: string): Promise<boolean>;
}

function entry(account: string): AsyncEntry {
  try {
    return new AsyncEntry(SECRET_SERVICE, account, { linux: { store: 'secret-service' } });
  } catch (error) {
    throw new KeychainUnavailableError(error);
  }
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof KeychainUnavailableError ? error : new KeychainUnavailableError(error);
  }
}

/** The OS keychain. */
export const osKeychain: SecretStore = {
  get: (account) => guarded(async () => (await entry(account).getPassword()) ?? null),
  set: (account, secret) => guarded(() => entry(account).setPassword(secret)),
  delete: (account) => guarded(() => entry(account).deletePassword()),
};
