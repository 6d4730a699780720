/**
 * The confirm-code outbox (auth/outbox.ts): this server has no mail or SMS gateway and a code is a
 * credential, so codes are appended to a file in the data folder that only the server's user may
 * read, newest last, and never written to the log (auth.test.ts checks the log).
 */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { confirmCodeOutbox, outboxFile } from '../../src-server/auth/outbox.ts';

let dataDir: string | undefined;

afterEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

describe('the confirm-code outbox', () => {
  it('appends each code for its user, newest last, to a file only the owner may read', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'aerodesk-outbox-'));
    const send = confirmCodeOutbox(dataDir);
    await send('secure', '123456');
    await send('other', '654321');

    const file = outboxFile(dataDir);
    expect(file).toBe(join(dataDir, 'outbox', 'confirm-codes.txt'));
    const lines = (await readFile(file, 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\S+Z confirm code for user "secure": 123456 \(valid 5 minutes\)$/);
    expect(lines[1]).toContain('user "other": 654321');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(join(dataDir, 'outbox'))).mode & 0o777).toBe(0o700);
  });
});
