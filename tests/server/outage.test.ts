/**
 * A server that outlives its database, as a real process with its own embedded PostgreSQL:
 * - connections killed under ten concurrent writers (pg_terminate_backend) fail only their own
 *   requests, with a 503 and a detail; the process lives on and writes nothing by halves;
 * - a PostgreSQL killed with SIGKILL is logged and restarted, and meanwhile the health check and
 *   every request answer 503 with a detail, never 500;
 * - SIGTERM with uploads stalled or cut mid-stream and keep-alive connections open still stops.
 */
import { connect, type Socket } from 'node:net';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CompanyDetail } from '../../src-shared/api/company.ts';
import { CONNECTION_LOST, DATABASE_UNAVAILABLE } from '../../src-server/db/outage.ts';
import {
  childRuns,
  identify,
  stillRuns,
  preparedDataDir,
  postgresAdmin,
  postmasterPid,
  removeDataDir,
  signIn,
  sleep,
  startServerProcess,
  waitForOutput,
  type ServerChild,
} from './server-process.ts';

let dataDir: string;
let server: ServerChild;

beforeAll(async () => {
  // Outages of a running server are under test, not its first start: a copy of the prepared folder.
  dataDir = await preparedDataDir('aerodesk-outage-', inject('preparedDataDir'));
  server = await startServerProcess(dataDir);
});

afterAll(async () => {
  await removeDataDir(dataDir, server ? [server] : []);
});

async function adminClient(database: string): Promise<pg.Client> {
  const client = new pg.Client({ ...(await postgresAdmin(dataDir)), database });
  await client.connect();
  return client;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function post(path: string, token: string | undefined, body: unknown): Promise<Answer> {
  const response = await fetch(new URL(path, server.url), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `JWT ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function get(path: string, token?: string): Promise<Answer> {
  const response = await fetch(new URL(path, server.url), {
    headers: token ? { Authorization: `JWT ${token}` } : {},
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('a server that outlives its database', () => {
  it('answers 503 for requests whose connection was killed, and goes on serving', async () => {
    const token = await signIn(server.url);
    const answers: Answer[] = [];
    let writing = true;
    const writer = async (n: number) => {
      for (let i = 0; writing; i++) {
        const name = `Storm ${n}-${i} Aviation`;
        answers.push(await post('sales/company/', token, { name, category: 1, country: 1 }));
      }
    };
    const writers = Array.from({ length: 10 }, (_, n) => writer(n));

    const admin = await adminClient('postgres');
    let killed = 0;
    try {
      // Writes go through before the storm: on a loaded machine a request can take longer than
      // the pause between kills, and then none would ever succeed during it.
      const calm = Date.now() + 30_000;
      while (answers.filter((answer) => answer.status === 201).length < 10) {
        if (Date.now() > calm) throw new Error(`No writes went through:\n${server.output()}`);
        await sleep(20);
      }
      // Kill the writers' connections, again and again, until some requests were cut.
      for (let round = 0; round < 100; round++) {
        await sleep(150);
        const result = await admin.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = 'aerodesk' AND pid <> pg_backend_pid()`,
        );
        killed += result.rowCount ?? 0;
        if (round >= 5 && answers.some((answer) => answer.status === 503)) break;
      }
    } finally {
      writing = false;
      await Promise.all(writers);
      await admin.end();
    }

    expect(killed).toBeGreaterThan(0);
    expect(childRuns(server)).toBe(true);
    const statuses = new Set(answers.map((answer) => answer.status));
    expect([...statuses].sort()).toEqual([201, 503]);
    for (const answer of answers.filter((one) => one.status === 503))
      expect([CONNECTION_LOST, DATABASE_UNAVAILABLE]).toContain(answer.body.detail);

    // Later requests succeed.
    const after = await post('sales/company/', token, {
      name: 'After The Storm Aviation',
      category: 1,
      country: 1,
    });
    expect(after.status).toBe(201);

    // Nothing half-written: every company made has its quotation setting, and every 201 is there.
    const data = await adminClient('aerodesk');
    try {
      const halves = await data.query(
        `SELECT c.id FROM company c LEFT JOIN quotation_setting q ON q.company_id = c.id
          WHERE c.name LIKE 'Storm %' AND q.id IS NULL`,
      );
      expect(halves.rowCount).toBe(0);
      const created = answers
        .filter((answer) => answer.status === 201)
        .map((answer) => (answer.body as unknown as CompanyDetail).id);
      const found = await data.query('SELECT count(*)::int AS n FROM company WHERE id = ANY($1)', [
        created,
      ]);
      expect(found.rows[0]).toEqual({ n: created.length });
    } finally {
      await data.end();
    }
  }, 120_000);

  it('restarts a killed PostgreSQL, saying so, and answers 503 until it is back', async () => {
    const token = await signIn(server.url);
    // Committed just before the kill: it must be there after the restart.
    const before = await post('sales/company/', token, {
      name: 'Before The Kill Aviation',
      category: 1,
      country: 1,
    });
    expect(before.status).toBe(201);
    const postmaster = await postmasterPid(dataDir);
    expect(postmaster).toBeDefined();
    process.kill(postmaster as number, 'SIGKILL');
    const killed = new RegExp(
      `The embedded PostgreSQL \\(pid ${postmaster}\\) was killed \\(SIGKILL\\) unexpectedly`,
    );
    await waitForOutput(server, killed);

    // Until the database is back, the health check and a signed-in call both say it is
    // unavailable.
    const health: Answer[] = [];
    const calls: Answer[] = [];
    const deadline = Date.now() + 60_000;
    for (;;) {
      const [check, call] = await Promise.all([
        get('api/health/'),
        get('sales/company/?search=Storm', token),
      ]);
      health.push(check);
      calls.push(call);
      if (check.status === 200 && call.status === 200) break;
      if (Date.now() > deadline) throw new Error(`not back:\n${server.output()}`);
      await sleep(50);
    }

    const down = health.filter((check) => check.status !== 200);
    expect(down.length).toBeGreaterThan(0);
    for (const check of down) {
      expect(check.status).toBe(503);
      expect(check.body.status).toBe('database unavailable');
      expect(check.body.detail).toMatch(/database/i);
    }
    expect(health.at(-1)?.body).toMatchObject({ status: 'ok' });
    const refused = calls.filter((call) => call.status !== 200);
    expect(refused.length).toBeGreaterThan(0);
    for (const call of refused) {
      expect(call.status).toBe(503);
      expect(call.body.detail).toMatch(/database/i);
    }

    await waitForOutput(server, /The embedded PostgreSQL is running again/);
    const restarted = await postmasterPid(dataDir);
    expect(restarted).not.toBe(postmaster);
    expect((await identify(restarted as number)).name).toMatch(/^postgres/);
    expect(childRuns(server)).toBe(true);

    // What was committed before is there.
    const list = await get('sales/company/?search=Before The Kill', token);
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).toContain('Before The Kill Aviation');
  }, 120_000);

  it('stops on SIGTERM with uploads stalled or cut mid-stream and idle connections open', async () => {
    const token = await signIn(server.url);
    const address = new URL(server.url);
    const sockets: Socket[] = [];
    const boundary = 'AerodeskTestBoundary';
    const head = (length: number) =>
      `POST /sales/upload/ HTTP/1.1\r\nHost: ${address.host}\r\nAuthorization: JWT ${token}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\n\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n';
    // Three uploads that promise 10 MB, send 1 MB and stall; one is then cut off.
    for (let i = 0; i < 3; i++) {
      const socket = connect(Number(address.port), address.hostname);
      socket.on('error', () => {});
      socket.write(head(10_000_000));
      socket.write(Buffer.alloc(1_000_000, i));
      sockets.push(socket);
    }
    await sleep(500);
    sockets[0]?.destroy();
    // A failed upload (no fields) answered on a keep-alive connection that then stays idle.
    const idle = await fetch(new URL('sales/upload/', server.url), {
      method: 'POST',
      headers: { Authorization: `JWT ${token}`, Connection: 'keep-alive' },
      body: new FormData(),
    });
    expect(idle.status).toBe(400);
    await sleep(500);

    const postmaster = await identify((await postmasterPid(dataDir)) as number);
    const sent = Date.now();
    server.child.kill('SIGTERM');
    const { code } = await server.exited;
    const tookMs = Date.now() - sent;
    for (const socket of sockets) socket.destroy();

    expect(code).toBe(0);
    expect(server.output()).toMatch(/Stopped\./);
    // Generous: it takes about a second; before, it waited for as long as the clients stalled.
    expect(tookMs).toBeLessThan(10_000);
    expect(await stillRuns(postmaster)).toBe(false);
    // The cut uploads left no partial files behind.
    const staging = await readdir(join(dataDir, 'files', 'tmp')).catch(() => []);
    expect(staging).toEqual([]);
  }, 60_000);
});
