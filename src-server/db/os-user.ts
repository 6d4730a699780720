/**
 * PostgreSQL refuses to run as root. When we are root, its tools run as the system user `postgres`,
 * created with `useradd` if the machine has none.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';

export interface OsUser {
  name: string;
  uid: number;
  gid: number;
}

const POSTGRES_USER = 'postgres';

/** The user PostgreSQL must run as, or undefined when we are not root (it runs as us). */
export async function runAsPostgresUser(): Promise<OsUser | undefined> {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const existing = await readPasswd(POSTGRES_USER);
  if (existing) return existing;
  try {
    await promisify(execFile)('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--home-dir',
      '/nonexistent',
      '--shell',
      '/usr/sbin/nologin',
      POSTGRES_USER,
    ]);
  } catch (error) {
    throw new Error(
      `We run as root and PostgreSQL cannot: creating the user "${POSTGRES_USER}" failed.`,
      {
        cause: error,
      },
    );
  }
  const created = await readPasswd(POSTGRES_USER);
  if (!created) throw new Error(`The user "${POSTGRES_USER}" was created but cannot be found.`);
  return created;
}

/** Looks a user up in /etc/passwd (Node has no getpwnam). */
async function readPasswd(name: string): Promise<OsUser | undefined> {
  let text: string;
  try {
    text = await readFile('/etc/passwd', 'utf8');
  } catch {
    return undefined;
  }
  for (const line of text.split('\n')) {
    const [user, , uid, gid] = line.split(':');
    if (user === name && uid !== undefined && gid !== undefined) {
      return { name, uid: Number(uid), gid: Number(gid) };
    }
  }
  return undefined;
}
