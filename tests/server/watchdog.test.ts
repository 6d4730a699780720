/**
 * The watchdog of the embedded PostgreSQL, on a real cluster killed for real: it restarts the
 * database on the same port (the pool's connection string stays right), gives up after its
 * attempts when the restart cannot succeed, and leaves a database that keeps dying down. Short
 * pauses here; the server's own policy is RESTART_POLICY.
 */
import { readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectionString, EmbeddedPostgres } from '../../src-server/db/embedded.ts';
import { watchEmbeddedPostgres, type Watchdog } from '../../src-server/db/watchdog.ts';
import { makeDataDir, sleep } from './server-process.ts';

let dir: string;
let embedded: EmbeddedPostgres;
let watchdog: Watchdog | undefined;
const lines: string[] = [];

beforeEach(async () => {
  dir = await makeDataDir('aerodesk-watchdog-');
  embedded = new EmbeddedPostgres({ dir: join(dir, 'postgres'), ephemeral: true });
  lines.length = 0;
});

afterEach(async () => {
  watchdog?.stop();
  watchdog = undefined;
  await embedded.stop();
  await rm(resolve(dir, '..'), { recursive: true, force: true });
});

async function until(check: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`no ${what}:\n${lines.join('\n')}`);
    await sleep(25);
  }
}

async function selectOne(url: string): Promise<unknown> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.query('SELECT 1 AS one')).rows[0];
  } finally {
    await client.end().catch(() => {});
  }
}

/** Kills the postmaster and waits until the watchdog has heard of it. */
async function kill(): Promise<number> {
  const pid = embedded.pid as number;
  process.kill(pid, 'SIGKILL');
  await until(() => lines.some((line) => line.includes(`(pid ${pid}) was killed`)), 'exit noted');
  return pid;
}

describe('the embedded PostgreSQL watchdog', () => {
  it('restarts a killed PostgreSQL on the same port, and says why it was down meanwhile', async () => {
    const connection = await embedded.start();
    const url = connectionString(connection, 'postgres');
    watchdog = watchEmbeddedPostgres(embedded, (line) => lines.push(line), {
      delaysMs: [500],
      recoveredAfterMs: 60_000,
      maxDeathsInARow: 5,
    });
    const first = await kill();
    expect(watchdog.state()).toBe('restarting');
    expect(watchdog.outage()).toMatch(
      /The database stopped unexpectedly at .* and is being restarted/,
    );

    await until(() => watchdog?.state() === 'running', 'restart');
    expect(embedded.pid).not.toBe(first);
    expect(watchdog.outage()).toBeUndefined();
    expect(await selectOne(url)).toEqual({ one: 1 });
    expect(lines.join('\n')).toMatch(/The embedded PostgreSQL is running again/);
  }, 60_000);

  it('gives up after its attempts when the restart cannot succeed, and says so', async () => {
    const connection = await embedded.start();
    watchdog = watchEmbeddedPostgres(embedded, (line) => lines.push(line), {
      delaysMs: [300, 300],
      recoveredAfterMs: 60_000,
      maxDeathsInARow: 5,
    });
    const pid = embedded.pid as number;
    process.kill(pid, 'SIGKILL');
    // Another program takes the port the database listened on.
    let squatter: Server | undefined;
    for (let i = 0; i < 200 && !squatter; i++) {
      squatter = await listenOn(connection.port);
      if (!squatter) await sleep(10);
    }
    expect(squatter).toBeDefined();
    try {
      await until(() => watchdog?.state() === 'failed', 'giving up');
      expect(lines.join('\n')).toMatch(
        /Restarting the embedded PostgreSQL failed \(attempt 2 of 2\)/,
      );
      expect(lines.join('\n')).toMatch(/could not be restarted after 2 attempts/);
      expect(watchdog.outage()).toMatch(/could not be restarted/);
      expect(embedded.pid).toBeUndefined();
    } finally {
      if (squatter) await new Promise((done) => squatter.close(done));
    }
  }, 60_000);

  it('leaves a database that keeps dying down', async () => {
    await embedded.start();
    watchdog = watchEmbeddedPostgres(embedded, (line) => lines.push(line), {
      delaysMs: [100],
      recoveredAfterMs: 60_000,
      maxDeathsInARow: 1,
    });
    await kill();
    await until(() => watchdog?.state() === 'running', 'restart');
    await kill();
    expect(watchdog.state()).toBe('failed');
    expect(lines.join('\n')).toMatch(
      /keeps stopping \(2 times in a row\): not restarting it again/,
    );
    await sleep(300);
    expect(embedded.pid).toBeUndefined();
  }, 60_000);

  it("keeps a throwaway cluster's shared memory in its own folder, so a killed one leaves none in /dev/shm", async () => {
    const connection = await embedded.start();
    const client = new pg.Client({ connectionString: connectionString(connection, 'postgres') });
    await client.connect();
    try {
      const { rows } = await client.query<{ type: string }>(
        'SELECT setting AS type FROM pg_settings WHERE name = $1',
        ['dynamic_shared_memory_type'],
      );
      expect(rows).toEqual([{ type: 'mmap' }]);
    } finally {
      await client.end();
    }
    // The postmaster's control segment, made at start, is a file in the data folder.
    expect(await readdir(join(embedded.dataDir, 'pg_dynshmem'))).not.toEqual([]);
  }, 60_000);

  it('does not restart a database stopped on purpose', async () => {
    await embedded.start();
    watchdog = watchEmbeddedPostgres(embedded, (line) => lines.push(line));
    await embedded.stop();
    await sleep(500);
    expect(embedded.pid).toBeUndefined();
    expect(lines).toEqual([]);
  }, 60_000);
});

/** A program on the port, which hangs up on whoever calls. */
async function listenOn(port: number): Promise<Server | undefined> {
  const server = createServer((socket) => socket.destroy());
  return new Promise((done) => {
    server.once('error', () => done(undefined));
    server.listen(port, '127.0.0.1', () => done(server));
  });
}
