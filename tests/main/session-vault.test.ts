/**
 * Which vault keeps the session: the real OS keychain (Secret Service, under
 * scripts/with-keyring.sh) when its probe round-trip works, the encrypted file when there is none
 * or when it stops answering later. Signing in never fails for it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppServices } from '../../src-main/app-services.ts';
import { VAULT_FILE, VAULT_KEY_FILE } from '../../src-main/services/file-vault.ts';
import { createSessionVault } from '../../src-main/services/session-vault.ts';
import type { KeychainEntry } from '../../src-main/services/vault.ts';
import {
  closedServerUrl,
  filesIn,
  logRecorder,
  removeTempDirs,
  tempDir,
  userDialogs,
} from './helpers.ts';
import { testKeychain, type TestKeychain } from './keychain-fixture.ts';

const session = { access: 'header.access-payload.signature', refresh: 'header.refresh.signature' };
const keychains: TestKeychain[] = [];

afterEach(async () => {
  await Promise.all(keychains.splice(0).map((keychain) => keychain.dispose()));
  await removeTempDirs();
});

/**
 * A real keychain entry that can be unplugged, as when the keyring daemon goes away: its calls
 * then fail the way @napi-rs/keyring's do without a Secret Service.
 */
function unpluggable(entry: KeychainEntry): KeychainEntry & { unplug(): void } {
  let unplugged = false;
  const gone = () =>
    Promise.reject(
      new Error(
        'Platform failure: DBus error: Using X11 for dbus-daemon autolaunch was disabled at compile time, set your DBUS_SESSION_BUS_ADDRESS instead',
      ),
    );
  return {
    unplug: () => {
      unplugged = true;
    },
    getPassword: () => (unplugged ? gone() : entry.getPassword()),
    setPassword: (password) => (unplugged ? gone() : entry.setPassword(password)),
    deletePassword: () => (unplugged ? gone() : entry.deletePassword()),
  };
}

/** The app services of a user-data folder, with a keychain of the test's choosing. */
async function servicesWith(keychain: { session: KeychainEntry; probe: KeychainEntry }) {
  const userDataDir = await tempDir('aerodesk-vault-');
  const log = logRecorder();
  const services = createAppServices({
    userDataDir,
    host: 'browser',
    version: '0.0.0-test',
    dialogs: userDialogs({}),
    log,
    startEmbedded: () => Promise.reject(new Error('no embedded server in this test')),
    serverUrlOverride: await closedServerUrl(),
    keychain,
    onServerChanged: () => {},
  });
  await services.server.ensure();
  return { services, userDataDir, log };
}

function newKeychain(): TestKeychain {
  const keychain = testKeychain();
  keychains.push(keychain);
  return keychain;
}

describe('the vault in use', () => {
  it('is the OS keychain when its probe round-trip works: nothing on disk', async () => {
    const keychain = newKeychain();
    const { services, userDataDir, log } = await servicesWith(keychain.entries());
    await services.vault.saveSession(session);
    expect(await services.vault.kind()).toBe('keychain');
    expect((await services.appInfo()).vault).toBe('keychain');
    expect(JSON.parse((await keychain.raw.getPassword()) ?? 'null')).toEqual(session);
    expect(await filesIn(userDataDir)).not.toContain(VAULT_FILE);
    expect(log.lines).toContain('info: The session is kept in the OS keychain.');
    // The probe left nothing behind in the keychain.
    expect(await keychain.entries().probe.getPassword()).toBeNull();
  });

  it('is the encrypted file where there is no keychain, and sign-in works the same', async () => {
    const missing = unpluggable(newKeychain().entry());
    missing.unplug();
    const { services, userDataDir, log } = await servicesWith({ session: missing, probe: missing });

    expect((await services.appInfo()).vault).toBe('file');
    await services.vault.saveSession(session);
    expect(await services.vault.readSession()).toEqual(session);
    expect(await filesIn(userDataDir)).toEqual(
      expect.arrayContaining([VAULT_FILE, VAULT_KEY_FILE]),
    );
    const onDisk = await readFile(join(userDataDir, VAULT_FILE), 'latin1');
    expect(onDisk).not.toContain('signature');
    // Said once in the log, naming why, never the token.
    const warnings = log.lines.filter((line) => line.startsWith('warn:'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/No OS keychain is available \(Platform failure: DBus error/);
    expect(log.lines.join('\n')).not.toContain('signature');

    // A restart finds the session again.
    const again = createSessionVault({
      keychain: missing,
      probe: missing,
      fileVault: () => services.vault,
      fileDescription: 'test',
      log: logRecorder(),
    });
    expect(await again.readSession()).toEqual(session);
  });

  it('moves to the file when the keychain fails after start; the user signs in again', async () => {
    const keychain = newKeychain();
    const flaky = unpluggable(keychain.entry());
    const { services, log } = await servicesWith({
      session: flaky,
      probe: keychain.entries().probe,
    });
    await services.vault.saveSession(session);
    expect(await services.vault.kind()).toBe('keychain');

    flaky.unplug();
    // The session in the keychain cannot be reached: signed out, no error.
    expect(await services.vault.readSession()).toBeNull();
    expect(await services.vault.kind()).toBe('file');
    expect((await services.appInfo()).vault).toBe('file');
    // Signing in again keeps the session in the file.
    const renewed = { access: 'a.new-access.sig', refresh: 'a.new-refresh.sig' };
    await services.vault.saveSession(renewed);
    expect(await services.vault.readSession()).toEqual(renewed);
    await services.vault.clearSession();
    expect(await services.vault.readSession()).toBeNull();
    expect(log.lines.filter((line) => line.includes('No OS keychain'))).toHaveLength(1);
  });

  it('falls back when the keychain does not answer the probe in time', async () => {
    const silent: KeychainEntry = {
      getPassword: () => new Promise(() => {}),
      setPassword: () => new Promise(() => {}),
      deletePassword: () => new Promise(() => {}),
    };
    const dir = await tempDir('aerodesk-vault-');
    const log = logRecorder();
    const { services } = await servicesWith(newKeychain().entries());
    const vault = createSessionVault({
      keychain: silent,
      probe: silent,
      fileVault: () => services.vault,
      fileDescription: join(dir, VAULT_FILE),
      log,
      probeTimeoutMs: 200,
    });
    expect(await vault.kind()).toBe('file');
    expect(log.lines.join('\n')).toMatch(/no answer in 0 s/);
  });

  it('refuses an invalid session without leaving the keychain', async () => {
    const keychain = newKeychain();
    const { services } = await servicesWith(keychain.entries());
    await services.vault.saveSession(session);
    await expect(services.vault.saveSession({ access: '', refresh: 'x' })).rejects.toThrow();
    expect(await services.vault.kind()).toBe('keychain');
    expect(await services.vault.readSession()).toEqual(session);
  });

  it('lets a log-out win over a renewal answered meanwhile: nothing comes back', async () => {
    for (const keychain of [newKeychain().entries(), null]) {
      const missing = unpluggable(newKeychain().entry());
      missing.unplug();
      const { services } = await servicesWith(keychain ?? { session: missing, probe: missing });
      const renewed = { access: 'renewed.access.sig', refresh: 'renewed.refresh.sig' };
      await services.vault.saveSession(session);

      // Signed in anew meanwhile: the renewal of the old session leaves the new one alone.
      const other = { access: 'other.access.sig', refresh: 'other.refresh.sig' };
      await services.vault.saveSession(other);
      expect(await services.vault.replaceSession(session.access, renewed)).toEqual(other);
      expect(await services.vault.readSession()).toEqual(other);

      // A log-out asked before the renewal's save is done first, in the order asked.
      const [, afterRenewal] = await Promise.all([
        services.vault.clearSession(),
        services.vault.replaceSession(other.access, renewed),
      ]);
      expect(afterRenewal).toBeNull();
      expect(await services.vault.readSession()).toBeNull();

      // Still the stored session: replaced.
      await services.vault.saveSession(session);
      expect(await services.vault.replaceSession(session.access, renewed)).toEqual(renewed);
      expect(await services.vault.readSession()).toEqual(renewed);
    }
  });

  it('removes a session file left by a run without a keychain once the keychain works', async () => {
    const missing = unpluggable(newKeychain().entry());
    missing.unplug();
    const before = await servicesWith({ session: missing, probe: missing });
    await before.services.vault.saveSession(session);
    expect(await filesIn(before.userDataDir)).toContain(VAULT_FILE);

    const keychain = newKeychain();
    const after = createAppServices({
      userDataDir: before.userDataDir,
      host: 'browser',
      version: '0.0.0-test',
      dialogs: userDialogs({}),
      log: logRecorder(),
      startEmbedded: () => Promise.reject(new Error('no embedded server in this test')),
      serverUrlOverride: await closedServerUrl(),
      keychain: keychain.entries(),
      onServerChanged: () => {},
    });
    expect(await after.vault.kind()).toBe('keychain');
    expect(await filesIn(before.userDataDir)).not.toContain(VAULT_FILE);
  });
});
