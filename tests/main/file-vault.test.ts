/**
 * The file vault, for machines without an OS keychain: real files in a temporary user-data folder,
 * real AES-256-GCM. What a user relies on: the session comes back after a restart, nobody else can
 * read the files, the token is nowhere on disk in clear, and a damaged vault only means signing in
 * again.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmod, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createFileVault,
  electronVaultCipher,
  installationKeyCipher,
  VAULT_FILE,
  VAULT_KEY_FILE,
  type SafeStoragePort,
  type SessionCipher,
} from '../../src-main/services/file-vault.ts';
import { filesIn, logRecorder, removeTempDirs, tempDir } from './helpers.ts';

afterEach(removeTempDirs);

const session = {
  access: 'eyJhbGciOiJIUzI1NiJ9.eyJ0b2tlbl90eXBlIjoiYWNjZXNzIn0.access-signature',
  refresh: 'eyJhbGciOiJIUzI1NiJ9.eyJ0b2tlbl90eXBlIjoicmVmcmVzaCJ9.refresh-signature',
};

async function modeOf(file: string): Promise<number> {
  return (await stat(file)).mode & 0o777;
}

/** Every form in which the token could be found on disk in clear. */
function leaks(bytes: Buffer): string[] {
  const text = bytes.toString('latin1');
  return [session.access, session.refresh, 'access-signature', 'refresh-signature']
    .flatMap((secret) => [secret, Buffer.from(secret).toString('base64')])
    .filter((form) => text.includes(form));
}

function vaultIn(dir: string, log = logRecorder(), cipher?: SessionCipher) {
  return createFileVault({
    file: join(dir, VAULT_FILE),
    cipher: cipher ?? installationKeyCipher(join(dir, VAULT_KEY_FILE), log),
    log,
  });
}

describe('file vault with a key of this installation', () => {
  it('saves, reads back and clears the session; both files are private (0600)', async () => {
    const dir = await tempDir();
    const vault = vaultIn(dir);
    expect(await vault.readSession()).toBeNull();

    await vault.saveSession(session);
    expect(await vault.readSession()).toEqual(session);
    expect(await filesIn(dir)).toEqual([VAULT_FILE, VAULT_KEY_FILE]);
    expect(await modeOf(join(dir, VAULT_FILE))).toBe(0o600);
    expect(await modeOf(join(dir, VAULT_KEY_FILE))).toBe(0o600);
    expect((await readFile(join(dir, VAULT_KEY_FILE))).length).toBe(32);

    await vault.clearSession();
    expect(await vault.readSession()).toBeNull();
    expect(await filesIn(dir)).toEqual([VAULT_KEY_FILE]);
  });

  it('never holds the token in clear: the file is ciphertext, different at every save', async () => {
    const dir = await tempDir();
    const vault = vaultIn(dir);
    await vault.saveSession(session);
    const first = await readFile(join(dir, VAULT_FILE));
    expect(leaks(first)).toEqual([]);
    expect(first.toString('latin1')).not.toContain('access');
    await vault.saveSession(session);
    const second = await readFile(join(dir, VAULT_FILE));
    expect(second.equals(first)).toBe(false);
    // Nor does the key file, nor anything else in the folder.
    for (const name of await filesIn(dir))
      expect(leaks(await readFile(join(dir, name)))).toEqual([]);
  });

  it('survives a restart (a new vault on the same folder) and refuses an invalid session', async () => {
    const dir = await tempDir();
    await vaultIn(dir).saveSession(session);
    const again = vaultIn(dir);
    expect(await again.readSession()).toEqual(session);
    await expect(again.saveSession({ access: '', refresh: 'x' })).rejects.toThrow();
    await again.saveSession({ ...session, password: 'never stored' } as typeof session);
    expect(await again.readSession()).toEqual(session);
  });

  it('clears a damaged file, logging no secret, and the user simply signs in again', async () => {
    const dir = await tempDir();
    const file = join(dir, VAULT_FILE);
    await vaultIn(dir).saveSession(session);
    const sealed = await readFile(file);

    const damaged = [
      Buffer.from(sealed.map((byte, index) => (index === sealed.length - 3 ? byte ^ 0x40 : byte))),
      sealed.subarray(0, 20),
      Buffer.alloc(0),
      Buffer.from('{"access":"a.b.c","refresh":"d.e.f"}'),
    ];
    for (const bytes of damaged) {
      await writeFile(file, bytes);
      const log = logRecorder();
      const vault = vaultIn(dir, log);
      expect(await vault.readSession()).toBeNull();
      expect(await filesIn(dir)).toEqual([VAULT_KEY_FILE]);
      expect(log.lines.some((line) => line.startsWith('warn:'))).toBe(true);
      expect(log.lines.join('\n')).not.toContain('signature');
      // Signing in again works as on a fresh machine.
      await vault.saveSession(session);
      expect(await vault.readSession()).toEqual(session);
    }
  });

  it('clears a vault sealed with a key that is gone, and replaces a damaged key', async () => {
    const dir = await tempDir();
    await vaultIn(dir).saveSession(session);
    // Another key (the key file was lost and made anew).
    await writeFile(join(dir, VAULT_KEY_FILE), randomBytes(32));
    expect(await vaultIn(dir).readSession()).toBeNull();

    await vaultIn(dir).saveSession(session);
    await writeFile(join(dir, VAULT_KEY_FILE), 'short');
    const log = logRecorder();
    expect(await vaultIn(dir, log).readSession()).toBeNull();
    expect(log.lines.join('\n')).toMatch(/vault key .* damaged/);
    expect((await readFile(join(dir, VAULT_KEY_FILE))).length).toBe(32);
    expect(await modeOf(join(dir, VAULT_KEY_FILE))).toBe(0o600);
  });

  it('makes a key that others could read private again', async () => {
    const dir = await tempDir();
    await vaultIn(dir).saveSession(session);
    await chmod(join(dir, VAULT_KEY_FILE), 0o644);
    const log = logRecorder();
    expect(await vaultIn(dir, log).readSession()).toEqual(session);
    expect(await modeOf(join(dir, VAULT_KEY_FILE))).toBe(0o600);
    expect(log.lines.join('\n')).toMatch(/readable by others/);
  });

  it('makes one key when processes of this installation start at once', async () => {
    // Many rounds: the race (one reading the key another is still writing) is narrow; the old
    // `writeFile(wx)` lost it within 300 rounds of four here.
    for (let round = 0; round < 200; round++) {
      const dir = await tempDir();
      const vaults = [vaultIn(dir), vaultIn(dir), vaultIn(dir), vaultIn(dir)];
      await Promise.all(vaults.map((vault) => vault.saveSession(session)));
      // Whichever save came last, another instance opens it with the one key on disk.
      expect(await vaultIn(dir).readSession()).toEqual(session);
      for (const vault of vaults) expect(await vault.readSession()).toEqual(session);
      // Nothing of the making is left beside the key.
      expect((await readdir(dir)).filter((name) => name.endsWith('.part'))).toEqual([]);
    }
  });

  it('creates the user-data folder when it is not there yet', async () => {
    const dir = join(await tempDir(), 'Aerodesk', 'fresh');
    const vault = vaultIn(dir);
    await vault.saveSession(session);
    expect(await vault.readSession()).toEqual(session);
    expect(await modeOf(dir)).toBe(0o700);
  });
});

/**
 * Electron's safeStorage, as an OS port: here a stand-in that really encrypts (AES-256-GCM with a
 * key of its own) and says which Linux backend it would have picked.
 */
function safeStorageLike(options: { available: boolean; backend: string }) {
  const key = randomBytes(32);
  const sealedBy: Buffer[] = [];
  const port: SafeStoragePort = {
    isAsyncEncryptionAvailable: async () => options.available,
    getSelectedStorageBackend: () => options.backend,
    async encryptStringAsync(plainText) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]);
      const sealed = Buffer.concat([Buffer.from('SS'), iv, cipher.getAuthTag(), body]);
      sealedBy.push(sealed);
      return sealed;
    },
    async decryptStringAsync(encrypted) {
      if (encrypted.subarray(0, 2).toString() !== 'SS') throw new Error('not ours');
      const decipher = createDecipheriv('aes-256-gcm', key, encrypted.subarray(2, 14));
      decipher.setAuthTag(encrypted.subarray(14, 30));
      const result = Buffer.concat([decipher.update(encrypted.subarray(30)), decipher.final()]);
      return { result: result.toString('utf8'), shouldReEncrypt: false };
    },
  };
  return { port, sealedBy };
}

describe("the file vault's cipher in Electron", () => {
  async function saveWith(safeStorage: SafeStoragePort, platform: NodeJS.Platform) {
    const dir = await tempDir();
    const log = logRecorder();
    const cipher = electronVaultCipher({
      safeStorage,
      keyFile: join(dir, VAULT_KEY_FILE),
      log,
      platform,
    });
    const vault = vaultIn(dir, log, cipher);
    await vault.saveSession(session);
    expect(await vault.readSession()).toEqual(session);
    return { dir, log, sealed: await readFile(join(dir, VAULT_FILE)) };
  }

  it('seals with safeStorage where it really encrypts (DPAPI, the Keychain, a Linux store)', async () => {
    for (const [platform, backend] of [
      ['win32', 'unknown'],
      ['darwin', 'unknown'],
      ['linux', 'gnome_libsecret'],
    ] as const) {
      const safeStorage = safeStorageLike({ available: true, backend });
      const { dir, sealed } = await saveWith(safeStorage.port, platform);
      expect(sealed.equals(safeStorage.sealedBy.at(-1)!), platform).toBe(true);
      expect(await filesIn(dir)).toEqual([VAULT_FILE]);
      expect(leaks(sealed)).toEqual([]);
    }
  });

  it('uses the installation key where safeStorage would not protect it (Linux basic_text, or none)', async () => {
    for (const options of [
      { available: true, backend: 'basic_text' },
      { available: false, backend: 'gnome_libsecret' },
    ]) {
      const safeStorage = safeStorageLike(options);
      const { dir, sealed, log } = await saveWith(safeStorage.port, 'linux');
      expect(safeStorage.sealedBy).toEqual([]);
      expect(await filesIn(dir)).toEqual([VAULT_FILE, VAULT_KEY_FILE]);
      expect(leaks(sealed)).toEqual([]);
      expect(log.lines.join('\n')).toContain('a key of this installation');
    }
  });
});
