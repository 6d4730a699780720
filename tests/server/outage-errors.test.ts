/**
 * What the server answers when the database or the disk fails, with real failures:
 * - errors PostgreSQL really raises (SQLSTATEs of disk full, out of memory, shutdown, a lost
 *   connection), a backend really terminated, a port that really refuses: each is the outage it
 *   stands for, and nothing else is;
 * - where this machine lets us mount a small tmpfs (root on Linux): a table on a full tablespace
 *   makes a real write fail with disk_full, answered 503 "disk is full", and an upload to a full
 *   files folder is answered 507 and leaves nothing behind.
 */
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chmod, chown, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  CONNECTION_LOST,
  DATABASE_DISK_FULL,
  DATABASE_OUT_OF_RESOURCES,
  DATABASE_UNAVAILABLE,
  FILES_DISK_FULL,
  outageOf,
} from '../../src-server/db/outage.ts';
import { runAsPostgresUser } from '../../src-server/db/os-user.ts';
import { quoteIdentifier } from '../../src-server/db/embedded.ts';
import { api, countRows, filesUnder, login, startTestServer, type TestServer } from './helpers.ts';

const run = promisify(execFile);

async function adminClient(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: inject('serverDb').adminUrl });
  client.on('error', () => {});
  await client.connect();
  return client;
}

/** The error a statement really raises. */
async function raised(client: pg.Client, statement: string): Promise<unknown> {
  return client.query(statement).then(
    () => undefined,
    (error: unknown) => error,
  );
}

function raise(errcode: string): string {
  return `DO $$ BEGIN RAISE EXCEPTION 'raised for the test' USING ERRCODE = '${errcode}'; END $$`;
}

describe('errors that stand for an outage', () => {
  let client: pg.Client;

  beforeAll(async () => {
    client = await adminClient();
  });

  afterAll(async () => {
    await client.end();
  });

  it('maps the SQLSTATEs PostgreSQL raises to 503 with a detail, and leaves other errors alone', async () => {
    const cases: [string, string | undefined][] = [
      ['disk_full', DATABASE_DISK_FULL],
      ['out_of_memory', DATABASE_OUT_OF_RESOURCES],
      ['too_many_connections', DATABASE_OUT_OF_RESOURCES],
      ['admin_shutdown', CONNECTION_LOST],
      ['crash_shutdown', CONNECTION_LOST],
      ['cannot_connect_now', DATABASE_UNAVAILABLE],
      ['connection_failure', CONNECTION_LOST],
      ['division_by_zero', undefined],
      ['unique_violation', undefined],
      ['numeric_value_out_of_range', undefined],
    ];
    for (const [errcode, detail] of cases) {
      const error = await raised(client, raise(errcode));
      expect(error, errcode).toBeInstanceOf(pg.DatabaseError);
      expect(outageOf(error)?.detail, errcode).toBe(detail);
      if (detail) expect(outageOf(error)?.status, errcode).toBe(503);
    }
    // The connection is still good: these were errors, not a lost connection.
    expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('maps a terminated backend and a refused connection', async () => {
    const victim = await adminClient();
    const { rows } = await victim.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    await client.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
    const lost = await raised(victim, 'SELECT 1');
    expect(outageOf(lost)).toMatchObject({ status: 503, detail: CONNECTION_LOST });
    await victim.end().catch(() => {});

    // A port nobody listens on: take a free one and let it go.
    const { createServer } = await import('node:net');
    const probe = createServer();
    await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
    const port = (probe.address() as { port: number }).port;
    await new Promise((done) => probe.close(done));
    const refused = new pg.Client({ host: '127.0.0.1', port, user: 'x', database: 'x' });
    const error = await refused.connect().then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(outageOf(error)).toMatchObject({ status: 503, detail: DATABASE_UNAVAILABLE });
  });

  it('does not take a client that cut its upload for a database failure', () => {
    // What Node raises for a request whose client went away mid-body.
    const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    expect(outageOf(aborted)).toBeUndefined();
  });
});

/** Mounts a tmpfs of the given size, where this machine allows it (root on Linux). */
async function mountTmpfs(dir: string, size: string): Promise<boolean> {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return false;
  try {
    await run('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0711`, 'tmpfs', dir]);
    return true;
  } catch {
    return false;
  }
}

async function unmount(dir: string): Promise<void> {
  await run('umount', [dir]).catch(() => undefined);
}

const canMount = await (async () => {
  const dir = await mkdtemp(join(tmpdir(), 'aerodesk-mount-probe-'));
  const mounted = await mountTmpfs(dir, '64k');
  if (mounted) await unmount(dir);
  await rm(dir, { recursive: true, force: true });
  return mounted;
})();

describe.skipIf(!canMount)('a full disk (on a small tmpfs)', () => {
  let server: TestServer;
  let token: string;
  let ownerUuid: string;
  let tinyDir: string;
  const tablespace = `aerodesk_tiny_${process.pid}`;
  /** A web server of the test's own, answering a 1 MB file: what url_upload/ fetches. */
  let site: Server;
  let siteUrl = '';

  beforeAll(async () => {
    site = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/pdf' });
      response.end(Buffer.alloc(1024 * 1024, 7));
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    server = await startTestServer({
      urlUploadTrusted: (url) => url.origin === siteUrl,
    });
    token = (await login(server, 'sales')).access;
    const company = await server.db
      .selectFrom('company')
      .select('uuid')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    ownerUuid = company.uuid;
    tinyDir = await mkdtemp(join(tmpdir(), 'aerodesk-tiny-'));
    await chmod(tinyDir, 0o711);
  });

  afterAll(async () => {
    site.closeAllConnections();
    await new Promise((resolve) => site.close(resolve));
    await unmount(server.filesDir);
    await server.close();
    const client = await adminClient();
    await client.query(`DROP TABLESPACE IF EXISTS ${quoteIdentifier(tablespace)}`).catch(() => {});
    await client.end();
    await unmount(tinyDir);
    await rm(tinyDir, { recursive: true, force: true });
  });

  // A database elsewhere (DATABASE_URL) cannot use a folder of this machine as a tablespace.
  it.skipIf(!!process.env.DATABASE_URL)(
    "answers a write the database cannot store for want of disk with 503, saying the server's disk is full",
    async () => {
      expect(await mountTmpfs(tinyDir, '512k')).toBe(true);
      const location = join(tinyDir, 'pg');
      await mkdir(location, { mode: 0o700 });
      const runAs = await runAsPostgresUser();
      if (runAs) await chown(location, runAs.uid, runAs.gid);
      const client = await adminClient();
      try {
        await client.query(
          `CREATE TABLESPACE ${quoteIdentifier(tablespace)} LOCATION '${location}'`,
        );
      } finally {
        await client.end();
      }
      // Companies live on the small disk, and filler takes the rest of it.
      await sql`ALTER TABLE company SET TABLESPACE ${sql.id(tablespace)}`.execute(server.db);
      await sql`CREATE TABLE filler (x text) TABLESPACE ${sql.id(tablespace)}`.execute(server.db);
      const full =
        await sql`INSERT INTO filler SELECT repeat(md5(g::text), 40) FROM generate_series(1, 100000) g`
          .execute(server.db)
          .then(
            () => undefined,
            (error: unknown) => error,
          );
      expect((full as { code?: string }).code).toBe('53100');

      // New companies go on until the table needs a page the disk does not have.
      const before = await countRows(server.db, 'company');
      let answer: Awaited<ReturnType<typeof api>> | undefined;
      for (let i = 0; i < 300; i++) {
        answer = await api(server, 'sales/company/', {
          method: 'POST',
          token,
          body: { name: `Full Disk Aviation ${i}`, category: 1, country: 1 },
        });
        if (answer.status !== 201) break;
      }
      expect(answer?.status).toBe(503);
      expect(answer?.body).toEqual({ detail: DATABASE_DISK_FULL });
      expect(server.logs.join('\n')).toMatch(/Database disk full on POST \/sales\/company\//);
      // The refused one wrote nothing; those before it are whole.
      const made = await countRows(server.db, 'company');
      const settings = await server.db
        .selectFrom('company as c')
        .leftJoin('quotation_setting as q', 'q.company_id', 'c.id')
        .where('c.name', 'like', 'Full Disk Aviation %')
        .where('q.id', 'is', null)
        .select('c.id')
        .execute();
      expect(settings).toEqual([]);
      expect(made).toBeGreaterThanOrEqual(before);

      // Space freed, the same write succeeds.
      await sql`DROP TABLE filler`.execute(server.db);
      const again = await api(server, 'sales/company/', {
        method: 'POST',
        token,
        body: { name: 'Disk Freed Aviation', category: 1, country: 1 },
      });
      expect(again.status).toBe(201);
      await sql`ALTER TABLE company SET TABLESPACE pg_default`.execute(server.db);
    },
    120_000,
  );

  it('answers an upload to a full disk with 507, storing nothing', async () => {
    expect(await mountTmpfs(server.filesDir, '256k')).toBe(true);
    const rowsBefore = await countRows(server.db, 'stored_file');
    const form = new FormData();
    form.append('name', 'Too big for the disk');
    form.append('category', 'certificate');
    form.append('uuid', ownerUuid);
    form.append('model', 'company');
    form.append('file', new Blob([new Uint8Array(1024 * 1024).fill(7)]), 'big.pdf');
    const response = await fetch(new URL('sales/upload/', server.baseUrl), {
      method: 'POST',
      headers: { Authorization: `JWT ${token}` },
      body: form,
    });
    expect(response.status).toBe(507);
    expect(await response.json()).toEqual({ detail: FILES_DISK_FULL });
    expect(await countRows(server.db, 'stored_file')).toBe(rowsBefore);
    expect(await filesUnder(server.filesDir)).toEqual([]);
    expect(server.logs.join('\n')).toMatch(/Disk full on POST \/sales\/upload\//);
  });
  it('answers a fetched file the full disk cannot hold with 507 (ours, logged), not a 400 on the address; nothing is left', async () => {
    // A disk of its own, filled while the file is written (the address answers it in full).
    expect(await mountTmpfs(server.filesDir, '256k')).toBe(true);
    try {
      const rowsBefore = await countRows(server.db, 'stored_file');
      const response = await api(server, 'sales/url_upload/', {
        method: 'POST',
        token,
        body: {
          name: 'Too big for the disk',
          category: 'certificate',
          uuid: ownerUuid,
          model: 'company',
          url: `${siteUrl}/big.pdf`,
        },
      });
      expect(response.status).toBe(507);
      expect(response.body).toEqual({ detail: FILES_DISK_FULL });
      expect(await countRows(server.db, 'stored_file')).toBe(rowsBefore);
      expect(await filesUnder(server.filesDir)).toEqual([]);
      expect(server.logs.join('\n')).toMatch(/Disk full on POST \/sales\/url_upload\//);
    } finally {
      await unmount(server.filesDir);
    }
  });
});
