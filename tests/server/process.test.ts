/**
 * The server as `npm run server` runs it: a real child process with its own embedded PostgreSQL
 * in a data folder. Committed rows survive a SIGKILL of node (the orphaned PostgreSQL is found and
 * stopped on the next start); SIGTERM stops everything cleanly with exit code 0, also while the
 * server is still starting.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyDetail } from '../../src-shared/api/company.ts';
import { processInfo } from '../../src-server/processes.ts';
import {
  identify,
  makeDataDir,
  postmasterPid as postmasterPidOf,
  removeDataDir,
  signIn,
  spawnServer,
  startServerProcess,
  stillRuns,
  waitForOutput,
  type ServerChild,
} from './server-process.ts';

let dataDir: string;
const children: ServerChild[] = [];

beforeAll(async () => {
  dataDir = await makeDataDir('aerodesk-process-');
});

afterAll(async () => {
  // Whatever a failed test left running in our folder is stopped before the folder goes.
  await removeDataDir(dataDir, children);
});

async function startChild(): Promise<ServerChild> {
  const child = await startServerProcess(dataDir);
  children.push(child);
  return child;
}

function postmasterPid(): Promise<number | undefined> {
  return postmasterPidOf(dataDir);
}

describe('the server process', () => {
  let createdId: number;

  it('starts, logs its URL, and serves a committed write', async () => {
    const first = await startChild();
    expect(first.output()).toMatch(/Aerodesk server listening on http:\/\/127\.0\.0\.1:\d+\//);
    const token = await signIn(first.url);
    const response = await fetch(new URL('sales/company/', first.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ name: 'Survives Kill Nine Aviation', category: 1, country: 1 }),
    });
    expect(response.status).toBe(201);
    createdId = ((await response.json()) as CompanyDetail).id;

    const orphan = await identify((await postmasterPid()) as number);
    first.child.kill('SIGKILL');
    await first.exited;
    // Node is gone; the PostgreSQL it started is still running, orphaned.
    expect(await stillRuns(orphan)).toBe(true);

    const second = await startChild();
    expect(await stillRuns(orphan)).toBe(false);
    expect(second.output()).toMatch(/left running by an earlier run/);
    const again = await signIn(second.url);
    const detail = await fetch(new URL(`sales/company/${createdId}/`, second.url), {
      headers: { Authorization: `JWT ${again}` },
    });
    expect(detail.status).toBe(200);
    expect(((await detail.json()) as CompanyDetail).name).toBe('Survives Kill Nine Aviation');
    // Seeded once: the second start did not seed again.
    expect(second.output()).not.toMatch(/Seeded demo data/);

    const postmaster = await identify((await postmasterPid()) as number);
    second.child.kill('SIGTERM');
    const { code } = await second.exited;
    expect(code).toBe(0);
    expect(second.output()).toMatch(/Stopped\./);
    expect(await stillRuns(postmaster)).toBe(false);
    expect(existsSync(join(dataDir, 'postgres', 'data', 'postmaster.pid'))).toBe(false);
  }, 240_000);

  it('starts over a stale postmaster.pid whose process is gone, and stops on SIGINT', async () => {
    // The pid of a process that has ended: PostgreSQL treats the file as stale by itself.
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((done) => gone.once('exit', done));
    // The bare pid, as PostgreSQL itself asks about it (taken again since, the test is moot).
    expect(await processInfo(gone.pid as number)).toBeUndefined();
    await writeFile(
      join(dataDir, 'postgres', 'data', 'postmaster.pid'),
      `${gone.pid}\n${join(dataDir, 'postgres', 'data')}\n0\n5432\n\n127.0.0.1\n`,
    );
    const third = await startChild();
    const token = await signIn(third.url);
    const detail = await fetch(new URL(`sales/company/${createdId}/`, third.url), {
      headers: { Authorization: `JWT ${token}` },
    });
    expect(detail.status).toBe(200);
    const postmaster = await identify((await postmasterPid()) as number);
    third.child.kill('SIGINT');
    const { code } = await third.exited;
    expect(code).toBe(0);
    expect(await stillRuns(postmaster)).toBe(false);
  }, 240_000);

  it('stops on SIGTERM during start-up, leaving no database running and the folder unlocked', async () => {
    const fresh = await makeDataDir('aerodesk-process-start-');
    try {
      const starting = spawnServer(fresh, { SEED_SCALE: '1' });
      await waitForOutput(starting, /Migration 0001_spine applied/, 60_000);
      const postmaster = await identify((await postmasterPidOf(fresh)) as number);
      const sent = Date.now();
      starting.child.kill('SIGTERM');
      const { code, output } = await starting.exited;
      expect(code).toBe(0);
      // Generous: it takes a second or two.
      expect(Date.now() - sent).toBeLessThan(10_000);
      expect(output).toMatch(/SIGTERM: shutting down\.\.\.[\s\S]*Stopped\./);
      expect(output).not.toMatch(/listening on/);
      expect(await stillRuns(postmaster)).toBe(false);
      expect(existsSync(join(fresh, 'server.lock'))).toBe(false);
    } finally {
      await removeDataDir(fresh, []);
    }
  }, 120_000);
});
