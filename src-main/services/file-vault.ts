/**
 * The session in a file encrypted at rest, for machines without an OS keychain (session-vault.ts
 * decides which vault is in use). `session.vault` in the user-data folder, mode 0600, holds only
 * what the cipher sealed; the token is never on disk in clear and never in a log.
 *
 * Two ciphers, passed in (the file vault knows neither):
 * - Electron's safeStorage where it really encrypts (DPAPI on Windows, the Keychain on macOS);
 * - elsewhere a key of this installation: 32 random bytes in `vault.key` (mode 0600) beside it,
 *   AES-256-GCM. This keeps the token out of backups, synced folders and other users' reach; a
 *   program running as the same user can read both files, which is the most any file can promise.
 *
 * A vault that cannot be opened (damaged, or sealed with a key that is gone) is cleared: the user
 * simply signs in again.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { storedSessionSchema, type StoredSession } from '../../src-shared/bridge.ts';
import { createFileAtomic, writeFileAtomic } from './atomic-file.ts';
import type { Logger } from './ports.ts';
import { parseStoredSession, type Vault } from './vault.ts';

export const VAULT_FILE = 'session.vault';
export const VAULT_KEY_FILE = 'vault.key';

/** What is left of a sealed text once opened; `stale`: seal it again (the key was rotated). */
export interface Opened {
  text: string;
  stale: boolean;
}

/** Seals the vault file's contents and opens them again. */
export interface SessionCipher {
  /** What protects the file, for the log. */
  readonly description: string;
  seal(text: string): Promise<Uint8Array>;
  /** Null when the data was damaged or sealed by another key; throws when the cipher cannot work. */
  open(sealed: Uint8Array): Promise<Opened | null>;
}

// ---------------------------------------------------------------- the vault file

export function createFileVault(options: {
  file: string;
  cipher: SessionCipher;
  log: Logger;
}): Vault {
  const { file, cipher, log } = options;

  async function clearSession(): Promise<void> {
    await rm(file, { force: true });
  }

  async function saveSession(session: StoredSession): Promise<void> {
    // Parsed again here so that only the two known fields are ever sealed.
    const { access, refresh } = storedSessionSchema.parse(session);
    const sealed = await cipher.seal(JSON.stringify({ access, refresh }));
    await mkdir(dirname(file), { recursive: true, mode: 0o700 });
    await writeFileAtomic(file, sealed);
    await keepPrivate(file);
  }

  return {
    saveSession,

    async readSession() {
      const sealed = await readIfThere(file);
      if (!sealed) return null;
      const opened = await cipher.open(sealed);
      const session = opened ? parseStoredSession(opened.text) : null;
      if (!session) {
        log.warn(
          'The stored session could not be opened (damaged, or sealed with another key) and has been cleared.',
        );
        await clearSession();
        return null;
      }
      if (opened?.stale) await saveSession(session);
      return session;
    },

    clearSession,
  };
}

// ---------------------------------------------------------------- a key of this installation

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The first byte of a sealed vault: the format, so a later one can be told apart. */
const FORMAT = 1;
/** Bound into the tag: a blob sealed for something else with the same key does not open here. */
const ASSOCIATED_DATA = Buffer.from('aerodesk session vault 1');

/** AES-256-GCM with a random key kept in `keyFile` (mode 0600), made on first use. */
export function installationKeyCipher(keyFile: string, log: Logger): SessionCipher {
  let loading: Promise<Buffer> | null = null;
  const key = () =>
    (loading ??= loadOrCreateKey(keyFile, log).catch((error: unknown) => {
      loading = null;
      throw error;
    }));

  return {
    description: `a key of this installation (${keyFile})`,

    async seal(text) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', await key(), iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(ASSOCIATED_DATA);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return Buffer.concat([Buffer.of(FORMAT), iv, cipher.getAuthTag(), body]);
    },

    async open(sealed) {
      const data = Buffer.from(sealed);
      if (data.length < 1 + IV_BYTES + TAG_BYTES || data[0] !== FORMAT) return null;
      const secret = await key();
      try {
        const iv = data.subarray(1, 1 + IV_BYTES);
        const tag = data.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
        const decipher = createDecipheriv('aes-256-gcm', secret, iv, { authTagLength: TAG_BYTES });
        decipher.setAAD(ASSOCIATED_DATA);
        decipher.setAuthTag(tag);
        const body = data.subarray(1 + IV_BYTES + TAG_BYTES);
        const text = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
        return { text, stale: false };
      } catch {
        // The tag did not match: damaged, or sealed with another key.
        return null;
      }
    },
  };
}

async function loadOrCreateKey(keyFile: string, log: Logger): Promise<Buffer> {
  const existing = await readKey(keyFile, log);
  if (existing) return existing;
  await mkdir(dirname(keyFile), { recursive: true, mode: 0o700 });
  const key = randomBytes(KEY_BYTES);
  try {
    // Of two processes of this installation starting at once, one makes the key, and the other
    // reads it whole (a key read half written looked damaged and was replaced: two keys).
    await createFileAtomic(keyFile, key);
    await keepPrivate(keyFile);
    return key;
  } catch (error) {
    if (codeOf(error) !== 'EEXIST') throw error;
    const theirs = await readKey(keyFile, log);
    if (!theirs) throw new Error(`The vault key ${keyFile} could not be read.`, { cause: error });
    return theirs;
  }
}

/** The key in `keyFile`, null when there is none; a damaged key is replaced. */
async function readKey(keyFile: string, log: Logger): Promise<Buffer | null> {
  const data = await readIfThere(keyFile);
  if (!data) return null;
  if (data.length !== KEY_BYTES) {
    // A damaged key opens nothing: a new one, and the vault it sealed is cleared when read.
    log.warn(`The vault key ${keyFile} was damaged and has been replaced.`);
    const key = randomBytes(KEY_BYTES);
    await writeFileAtomic(keyFile, key);
    await keepPrivate(keyFile);
    return key;
  }
  if (await keepPrivate(keyFile)) {
    log.warn(`The vault key ${keyFile} was readable by others; it is private (0600) again.`);
  }
  return data;
}

// ---------------------------------------------------------------- Electron's safeStorage

/** What the vault uses of Electron's safeStorage, passed in so that this runs without Electron. */
export interface SafeStoragePort {
  isAsyncEncryptionAvailable(): Promise<boolean>;
  encryptStringAsync(plainText: string): Promise<Buffer>;
  decryptStringAsync(encrypted: Buffer): Promise<{ shouldReEncrypt: boolean; result: string }>;
  /** Linux only: which secret store safeStorage found; `basic_text` is a hard-coded key. */
  getSelectedStorageBackend(): string;
}

/** Sealed by safeStorage (DPAPI, the macOS Keychain, or a Linux secret store). */
function safeStorageCipher(safeStorage: SafeStoragePort): SessionCipher {
  return {
    description: "Electron's safeStorage",
    seal: (text) => safeStorage.encryptStringAsync(text),
    async open(sealed) {
      try {
        const { result, shouldReEncrypt } = await safeStorage.decryptStringAsync(
          Buffer.from(sealed),
        );
        return { text: result, stale: shouldReEncrypt };
      } catch {
        return null;
      }
    },
  };
}

/**
 * Electron's choice, made on first use (safeStorage answers only once the app is ready):
 * safeStorage where it really encrypts, the installation key where it would not. On Linux without
 * a secret store safeStorage falls back to `basic_text`, a key written in Chromium's source: no
 * better than clear text, so the installation key is used there.
 */
export function electronVaultCipher(options: {
  safeStorage: SafeStoragePort;
  keyFile: string;
  log: Logger;
  platform?: NodeJS.Platform;
}): SessionCipher {
  const { safeStorage, keyFile, log, platform = process.platform } = options;
  let choosing: Promise<SessionCipher> | null = null;
  const chosen = () =>
    (choosing ??= (async () => {
      const available = await safeStorage.isAsyncEncryptionAvailable().catch(() => false);
      const weak =
        platform === 'linux' &&
        ['basic_text', 'unknown'].includes(safeStorage.getSelectedStorageBackend());
      const cipher =
        available && !weak ? safeStorageCipher(safeStorage) : installationKeyCipher(keyFile, log);
      log.info(`The session file is sealed with ${cipher.description}.`);
      return cipher;
    })());
  return {
    description: 'safeStorage where it encrypts, else a key of this installation',
    seal: async (text) => (await chosen()).seal(text),
    open: async (sealed) => (await chosen()).open(sealed),
  };
}

// ---------------------------------------------------------------- files

async function readIfThere(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Makes `file` readable and writable by its owner only; true when it was not. Windows keeps no
 * such mode bits: there the user's profile folder is what keeps others out.
 */
async function keepPrivate(file: string): Promise<boolean> {
  if (process.platform === 'win32') return false;
  const mode = (await stat(file)).mode & 0o777;
  if (mode === 0o600) return false;
  await chmod(file, 0o600);
  return true;
}

function codeOf(error: unknown): string | undefined {
  return error && typeof error === 'object' && 'code' in error ? String(error.code) : undefined;
}
