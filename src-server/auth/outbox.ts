/**
 * Where confirm codes go. This reference server has no mail or SMS gateway, and a code is a
 * credential, so it never goes to the log: it is written to the data folder's outbox, a file only
 * the server's user may read (`<data>/outbox/confirm-codes.txt`, one line per code, newest last),
 * where the demo user (or a test) reads it. A company server sends it to the user instead.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Delivers a confirm code to the user. */
export type SendConfirmCode = (username: string, code: string) => Promise<void>;

const OUTBOX_FILE = 'confirm-codes.txt';

export function outboxFile(dataDir: string): string {
  return join(dataDir, 'outbox', OUTBOX_FILE);
}

export function confirmCodeOutbox(dataDir: string): SendConfirmCode {
  const file = outboxFile(dataDir);
  return async (username, code) => {
    await mkdir(join(dataDir, 'outbox'), { recursive: true, mode: 0o700 });
    const line = `${new Date().toISOString()} confirm code for user "${username}": ${code} (valid 5 minutes)\n`;
    await appendFile(file, line, { mode: 0o600 });
  };
}
