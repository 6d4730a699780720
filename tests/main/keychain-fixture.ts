/**
 * A keychain account of its own for each test, in the real Secret Service (pinned to it, so the
 * kernel-keyring fallback can never pass for it), removed afterwards.
 */
import { randomUUID } from 'node:crypto';
import { AsyncEntry } from '@napi-rs/keyring';
import { keychainEntry, VAULT_SERVICE, type KeychainEntry } from '../../src-main/services/vault.ts';

const SECRET_SERVICE = { linux: { store: 'secret-service' as const } };

export interface TestKeychain {
  account: string;
  /** The entry the vault uses. */
  entry(): KeychainEntry;
  /** The session and probe entries, as the app services take them. */
  entries(): { session: KeychainEntry; probe: KeychainEntry };
  /** The same entry as another program would see it. */
  raw: AsyncEntry;
  dispose(): Promise<void>;
}

export function testKeychain(): TestKeychain {
  const account = `test-${randomUUID()}`;
  const raw = new AsyncEntry(VAULT_SERVICE, account, SECRET_SERVICE);
  return {
    account,
    entry: () => keychainEntry(account, SECRET_SERVICE),
    entries: () => ({
      session: keychainEntry(account, SECRET_SERVICE),
      probe: keychainEntry(`${account}-probe`, SECRET_SERVICE),
    }),
    raw,
    dispose: async () => {
      await raw.deletePassword();
    },
  };
}
