/**
 * Which vault keeps the session, decided once: the OS keychain first; where it does not work, the
 * encrypted file vault (file-vault.ts). Signing in never fails for want of a keychain.
 *
 * - At start, a round-trip on a probe entry (write a random value, read it back, delete it) tells
 *   whether the keychain works. Every call waits for that answer.
 * - A keychain call that fails later (the keyring daemon went away) moves the vault to the file
 *   for the rest of the run, and the call is done there.
 * - The choice is logged once, and `kind()` tells it (the bridge's app info carries it, and the
 *   window says so once).
 * - With the keychain in use, a session file left by an earlier run without it is removed: no
 *   token stays on disk that nothing uses.
 */
import { randomBytes } from 'node:crypto';
import type { StoredSession, VaultKind } from '../../src-shared/bridge.ts';
import { messageOf, type Logger } from './ports.ts';
import { createVault, type KeychainEntry, type Vault } from './vault.ts';

/**
 * How long the probe may take. A keychain that has not answered by then (a D-Bus that hangs, an
 * unlock prompt nobody answers) counts as none for this run: the window must not stay blank.
 */
const KEYCHAIN_PROBE_TIMEOUT_MS = 15_000;

export interface SessionVault extends Vault {
  /** The vault in use once the probe has answered (and after any later fallback). */
  kind(): Promise<VaultKind>;
  /**
   * Saves `next` only while the stored session is still the one of `expectedAccess` (a renewal
   * must not bring back a session logged out meanwhile); answers what is stored afterwards.
   */
  replaceSession(expectedAccess: string, next: StoredSession): Promise<StoredSession | null>;
}

interface SessionVaultOptions {
  /** The keychain entry that keeps the session. */
  keychain: KeychainEntry;
  /** Another entry of the same keychain, for the probe. */
  probe: KeychainEntry;
  /** The file vault, made when first needed. */
  fileVault: () => Vault;
  /** Where the file vault lives, for the log. */
  fileDescription: string;
  log: Logger;
  probeTimeoutMs?: number;
}

/** A failure of the keychain itself (not a refused argument), which moves the vault to the file. */
class KeychainFailure extends Error {
  override name = 'KeychainFailure';
}

export function createSessionVault(options: SessionVaultOptions): SessionVault {
  const { log } = options;
  const keychainVault = createVault(failuresMarked(options.keychain), log);
  let fileVault: Vault | null = null;
  const file = () => (fileVault ??= options.fileVault());
  let current: VaultKind | null = null;

  function useFile(reason: string): void {
    if (current === 'file') return;
    current = 'file';
    log.warn(
      `No OS keychain is available (${reason}): the session is kept in an encrypted file, ${options.fileDescription}.`,
    );
  }

  const decided: Promise<void> = probeKeychain(
    options.probe,
    options.probeTimeoutMs ?? KEYCHAIN_PROBE_TIMEOUT_MS,
  ).then(async (failure) => {
    if (failure) return useFile(failure);
    current = 'keychain';
    log.info('The session is kept in the OS keychain.');
    await file()
      .clearSession()
      .catch((error: unknown) =>
        log.warn(`An old session file could not be removed: ${messageOf(error)}`),
      );
  });

  /** Runs `call` on the vault in use; a keychain failure moves to the file and runs it there. */
  async function use<T>(call: (vault: Vault) => Promise<T>): Promise<T> {
    await decided;
    if (current === 'keychain') {
      try {
        return await call(keychainVault);
      } catch (error) {
        if (!(error instanceof KeychainFailure)) throw error;
        useFile(`the keychain stopped answering: ${error.message}`);
      }
    }
    return call(file());
  }

  // One call at a time, in the order they came: a log-out and a renewal's save never interleave.
  let queue: Promise<unknown> = Promise.resolve();
  function inTurn<T>(work: () => Promise<T>): Promise<T> {
    const turn = queue.then(work, work);
    queue = turn.catch(() => undefined);
    return turn;
  }

  return {
    saveSession: (session) => inTurn(() => use((vault) => vault.saveSession(session))),
    readSession: () => inTurn(() => use((vault) => vault.readSession())),
    clearSession: () => inTurn(() => use((vault) => vault.clearSession())),
    replaceSession: (expectedAccess, next) =>
      inTurn(() =>
        use(async (vault) => {
          const current = await vault.readSession();
          if (!current || current.access !== expectedAccess) return current;
          await vault.saveSession(next);
          return next;
        }),
      ),
    async kind() {
      await decided;
      return current ?? 'file';
    },
  };
}

/** Null when a value written to the probe entry comes back and is deleted; else what went wrong. */
async function probeKeychain(probe: KeychainEntry, timeoutMs: number): Promise<string | null> {
  const value = randomBytes(16).toString('hex');
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer in ${Math.round(timeoutMs / 1000)} s`)),
      timeoutMs,
    );
  });
  try {
    await Promise.race([roundTrip(probe, value), timeout]);
    return null;
  } catch (error) {
    return messageOf(error);
  } finally {
    clearTimeout(timer);
  }
}

async function roundTrip(probe: KeychainEntry, value: string): Promise<void> {
  await probe.setPassword(value);
  const back = await probe.getPassword();
  await probe.deletePassword();
  if (back !== value) throw new Error('the keychain gave back another value than was written');
}

/** The same entry, its rejections marked as keychain failures. */
function failuresMarked(entry: KeychainEntry): KeychainEntry {
  const marked = (error: unknown): never => {
    throw new KeychainFailure(messageOf(error), { cause: error });
  };
  return {
    getPassword: () => entry.getPassword().catch(marked),
    setPassword: (password) => entry.setPassword(password).catch(marked),
    deletePassword: () => entry.deletePassword().catch(marked),
  };
}
