/**
 * The app's log (logging/): pino JSON records of main and of the server process in one file
 * under the user-data folder, rotated by size, with tokens, passwords and confirm codes masked
 * whichever way they reach it.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createAppLog,
  LOG_FILE_NAME,
  logDirIn,
  processLogger,
} from '../../src-main/logging/app-log.ts';
import { REDACTED, redactText } from '../../src-main/logging/redact.ts';
import { openRotatingFile } from '../../src-main/logging/rotating-file.ts';
import { removeTempDirs, tempDir } from './helpers.ts';

afterEach(removeTempDirs);

/** A token as the server issues them (three base64url parts, the first a JSON header). */
const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1c2VyX2lkIjo0MiwidXJsIjoic2FsZXMifQ.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';

async function records(file: string): Promise<Record<string, unknown>[]> {
  const text = await readFile(file, 'utf8');
  return text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

function quietLog(dir: string, maxBytes?: number) {
  const terminal: string[] = [];
  const file = openRotatingFile({ path: join(logDirIn(dir), LOG_FILE_NAME), maxBytes, keep: 2 });
  const log = createAppLog({ file, terminal: { line: (_level, text) => terminal.push(text) } });
  return { log, file, terminal };
}

describe('the app log', () => {
  it('writes one pino record a line to <user-data>/logs, readable by the user only', async () => {
    const userData = await tempDir();
    const { log, file } = quietLog(userData);
    log.info('Aerodesk starting');
    log.warn('The server is slow');
    log.close();

    expect(file.path).toBe(join(userData, 'logs', 'aerodesk.log'));
    const [first, second] = await records(file.path);
    expect(first).toMatchObject({ level: 'info', proc: 'main', msg: 'Aerodesk starting' });
    expect(typeof first?.time).toBe('string');
    expect(Number.isNaN(Date.parse(first?.time as string))).toBe(false);
    expect(second).toMatchObject({ level: 'warn', msg: 'The server is slow' });
    expect((await stat(file.path)).mode & 0o777).toBe(0o600);
  });

  it('rotates by size, keeping the newest records and as many old files as it is told', async () => {
    const userData = await tempDir();
    const { log, file } = quietLog(userData, 400);
    for (let n = 1; n <= 40; n++) log.info(`record number ${n}`);
    log.close();

    const names = (await readdir(logDirIn(userData))).sort();
    expect(names).toEqual(['aerodesk.log', 'aerodesk.log.1', 'aerodesk.log.2']);
    for (const name of names)
      expect((await stat(join(logDirIn(userData), name))).size).toBeLessThanOrEqual(400);
    const current = await records(file.path);
    expect(current.at(-1)?.msg).toBe('record number 40');
    const older = await records(`${file.path}.1`);
    // .1 holds the records just before the current file's, with none lost in between.
    const firstNow = Number(String(current[0]?.msg).split(' ').at(-1));
    expect(older.at(-1)?.msg).toBe(`record number ${firstNow - 1}`);
  });

  it('masks a token, a password and a confirm code, in main and in what the server says', async () => {
    const userData = await tempDir();
    const { log, file, terminal } = quietLog(userData);
    log.error(`Renewal failed for Authorization: JWT ${JWT}`);
    log.info(`Request body {"username":"sales","password":"hunter2"}`);
    // The server process's records (on its stdout), and a crash's text on its stderr.
    const server: string[] = [];
    const serverLog = processLogger('server', (record) => server.push(record));
    serverLog.info(`confirm code for user "secure": 493817 (valid 5 minutes)`);
    serverLog.warn(`token ${JWT} rejected`);
    for (const line of server) log.fromProcess('server', line.trimEnd(), 'stdout');
    log.fromProcess('server', `Error: refresh=${JWT} at renew (tokens.ts:10)`, 'stderr');
    log.close();

    const text = await readFile(file.path, 'utf8');
    for (const secret of [JWT, 'hunter2', '493817']) {
      expect(text).not.toContain(secret);
      expect(terminal.join('\n')).not.toContain(secret);
    }
    const written = await records(file.path);
    expect(written.map((record) => record.msg)).toEqual([
      `Renewal failed for Authorization: ${REDACTED}`,
      `Request body {"username":"sales","password":${REDACTED}}`,
      `confirm code for user "secure": ${REDACTED} (valid 5 minutes)`,
      `token ${REDACTED} rejected`,
      `Error: refresh=${REDACTED} at renew (tokens.ts:10)`,
    ]);
    expect(written.slice(2).map((record) => record.proc)).toEqual(['server', 'server', 'server']);
    expect(written.at(-1)).toMatchObject({ level: 'warn', stream: 'stderr' });
  });

  it('keeps what a log is for: error codes, ids, paths and plain numbers', () => {
    const line =
      'connect ECONNREFUSED 127.0.0.1:5432 (code=ECONNREFUSED), RFQ 123456 saved to /tmp/kp-7.pdf';
    expect(redactText(line)).toBe(line);
  });
});
