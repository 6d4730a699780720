/**
 * The token vault against the real Secret Service (run under scripts/with-keyring.sh). Each test
 * uses its own account, pinned to the Secret Service so a fallback store cannot pass for it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createVault } from '../../src-main/services/vault.ts';
import { logRecorder } from './helpers.ts';
import { testKeychain, type TestKeychain } from './keychain-fixture.ts';

const keychains: TestKeychain[] = [];

function newKeychain(): TestKeychain {
  const keychain = testKeychain();
  keychains.push(keychain);
  return keychain;
}

afterEach(async () => {
  await Promise.all(keychains.splice(0).map((keychain) => keychain.dispose()));
});

describe('token vault (OS keychain)', () => {
  const session = {
    access: 'header.access-payload.signature',
    refresh: 'header.refresh.signature',
  };

  it('saves, reads back and clears the session', async () => {
    const keychain = newKeychain();
    const vault = createVault(keychain.entry(), logRecorder());

    expect(await vault.readSession()).toBeNull();
    await vault.saveSession(session);
    expect(await vault.readSession()).toEqual(session);
    // It really is in the keychain, as one JSON value under service "Aerodesk".
    expect(JSON.parse((await keychain.raw.getPassword()) ?? 'null')).toEqual(session);

    await vault.clearSession();
    expect(await vault.readSession()).toBeNull();
    expect(await keychain.raw.getPassword()).toBeNull();
  });

  it('survives a new vault instance (a restart)', async () => {
    const keychain = newKeychain();
    await createVault(keychain.entry(), logRecorder()).saveSession(session);
    const again = createVault(keychain.entry(), logRecorder());
    expect(await again.readSession()).toEqual(session);
  });

  it('reads a malformed stored value as null, clears it, and logs no secret', async () => {
    for (const malformed of ['{not json', '{"access":"only-access"}', '"a string"', '[]']) {
      const keychain = newKeychain();
      await keychain.raw.setPassword(malformed);
      const log = logRecorder();
      const vault = createVault(keychain.entry(), log);

      expect(await vault.readSession()).toBeNull();
      expect(await keychain.raw.getPassword(), malformed).toBeNull();
      expect(log.lines.join('\n')).not.toContain('only-access');
      expect(log.lines.some((line) => line.startsWith('warn:'))).toBe(true);
    }
  });

  it('refuses an invalid session and keeps what was stored', async () => {
    const keychain = newKeychain();
    const vault = createVault(keychain.entry(), logRecorder());
    await vault.saveSession(session);

    await expect(vault.saveSession({ access: '', refresh: 'x' })).rejects.toThrow();
    expect(await vault.readSession()).toEqual(session);
  });

  it('stores only the two token fields', async () => {
    const keychain = newKeychain();
    const vault = createVault(keychain.entry(), logRecorder());
    await vault.saveSession({ ...session, password: 'never stored' } as typeof session);
    expect(await keychain.raw.getPassword()).not.toContain('never stored');
  });
});
