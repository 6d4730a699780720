import { createHash, randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, type FileOwner, type StoredFile } from '../../src-shared/api/file.ts';
import {
  isPrivateAddress,
  PRIVATE_ADDRESS,
  TOO_MANY_REDIRECTS,
} from '../../src-server/areas/file/fetch-public.ts';
import { productLabelCode } from '../../src-shared/domain/product.ts';
import { SERVER_ERROR } from '../../src-shared/domain/errors.ts';
import { lookUpRefused } from '../../src-server/areas/file/owners.ts';
import { URL_NOT_FETCHED } from '../../src-server/areas/file/routes.ts';
import { FILES_NOT_YOURS, noRecordOf } from '../../src-server/areas/file/access.ts';
import {
  api,
  companyOfUser,
  countRows,
  filesUnder,
  idsWhere,
  login,
  serverForTests,
  type Session,
} from './helpers.ts';

/** The port of the test's own web server (below): the one private address url_upload/ may fetch. */
let sitePort = '';
const { server, users } = serverForTests(['sales', 'warehouse', 'logistics', 'admin'], {
  urlUploadTrusted: (url) => url.hostname === '127.0.0.1' && url.port === sitePort,
  urlUploadTimeoutMs: 500,
});
const { sales } = users;
let ownerUuid: string;
let clientCompanyUuid: string;

beforeAll(async () => {
  const company = await server.db
    .selectFrom('company')
    .select('uuid')
    .where('category_id', '=', 2)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  ownerUuid = company.uuid;
  clientCompanyUuid = (await companyOfUser(server.db, 'client')).uuid;
});

interface UploadInput {
  fields?: Record<string, string>;
  bytes?: Uint8Array | Blob;
  fileName?: string;
  type?: string;
  /** Who uploads: the sales manager unless said. */
  as?: Pick<Session, 'access' | 'role'>;
}

async function upload(
  input: UploadInput = {},
): Promise<{ status: number; body: StoredFile & Record<string, unknown> }> {
  const form = new FormData();
  const fields = input.fields ?? {
    name: 'Certificate of conformity',
    category: 'certificate',
    uuid: ownerUuid,
    model: 'company',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (input.bytes !== undefined) {
    const blob =
      input.bytes instanceof Blob
        ? input.bytes
        : new Blob([input.bytes], { type: input.type ?? 'application/pdf' });
    form.append('file', blob, input.fileName ?? 'EASA Form 1 - 3291238-4.pdf');
  }
  const as = input.as ?? sales;
  const response = await fetch(new URL(`${as.role}/upload/`, server.baseUrl), {
    method: 'POST',
    headers: { Authorization: `JWT ${as.access}` },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as StoredFile & Record<string, unknown>,
  };
}

async function nothingStored(before: { rows: number; files: number }): Promise<void> {
  expect(await countRows(server.db, 'stored_file')).toBe(before.rows);
  expect((await filesUnder(server.filesDir)).length).toBe(before.files);
}

async function snapshot(): Promise<{ rows: number; files: number }> {
  return {
    rows: await countRows(server.db, 'stored_file'),
    files: (await filesUnder(server.filesDir)).length,
  };
}

describe('upload and download', () => {
  it('round-trips the bytes exactly, with type, length and file name', async () => {
    const bytes = randomBytes(300_000);
    const uploaded = await upload({ bytes, fileName: 'Zertifikat Prüfung 2314-5A.pdf' });
    expect(uploaded.status).toBe(201);
    const file = uploaded.body;
    expect(file.size).toBe(bytes.length);
    expect(file.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(file.original_name).toBe('Zertifikat Prüfung 2314-5A.pdf');
    expect(file.name).toBe('Certificate of conformity');
    expect(file.category).toBe('certificate');
    expect(file.owner_uuid).toBe(ownerUuid);
    expect(file.model).toBe('company');
    expect(file.approved).toBe(false);
    expect(file.uploaded_by.name).toBe('Olivia Bennett');
    expect(file.content_type).toBe('application/pdf');

    const response = await fetch(new URL(`sales/download/${file.uuid}/`, server.baseUrl), {
      headers: { Authorization: `JWT ${sales.access}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment;/);
    expect(disposition).toContain(
      `filename*=UTF-8''${encodeURIComponent('Zertifikat Prüfung 2314-5A.pdf')}`,
    );
    const downloaded = Buffer.from(await response.arrayBuffer());
    expect(downloaded.equals(bytes)).toBe(true);
  });

  it('lists the files of a record, approves and deletes', async () => {
    const uploaded = await upload({
      bytes: Buffer.from('teardown report'),
      fileName: 'report.txt',
      type: 'text/plain',
    });
    expect(uploaded.status).toBe(201);
    const map = await api<StoredFile[]>(server, `sales/files_map/company/${ownerUuid}/`, {
      token: sales.access,
    });
    expect(map.status).toBe(200);
    expect(map.body.map((file) => file.uuid)).toContain(uploaded.body.uuid);
    for (const file of map.body) expect(file.owner_uuid).toBe(ownerUuid);
    const otherModel = await api<StoredFile[]>(server, `sales/files_map/rfq/${ownerUuid}/`, {
      token: sales.access,
    });
    expect(otherModel.body.map((file) => file.uuid)).not.toContain(uploaded.body.uuid);

    const approved = await api<StoredFile>(server, `sales/approve/${uploaded.body.uuid}/`, {
      method: 'PATCH',
      token: sales.access,
      body: { approved: true },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.approved).toBe(true);
    const badApprove = await api(server, `sales/approve/${uploaded.body.uuid}/`, {
      method: 'PATCH',
      token: sales.access,
      body: { approved: 'sure' },
    });
    expect(badApprove.status).toBe(400);
    expect(badApprove.body.approved).toBeTruthy();

    const before = await snapshot();
    const deleted = await api(server, `sales/delete/${uploaded.body.uuid}/`, {
      method: 'DELETE',
      token: sales.access,
    });
    expect(deleted.status).toBe(204);
    expect(await countRows(server.db, 'stored_file')).toBe(before.rows - 1);
    expect((await filesUnder(server.filesDir)).length).toBe(before.files - 1);
    expect(
      (await api(server, `sales/download/${uploaded.body.uuid}/`, { token: sales.access })).status,
    ).toBe(404);
    expect(
      (
        await api(server, `sales/delete/${uploaded.body.uuid}/`, {
          method: 'DELETE',
          token: sales.access,
        })
      ).status,
    ).toBe(404);
  });

  it('needs file permissions: a client may read but not upload', async () => {
    const client = await login(server, 'client');
    const before = await snapshot();
    const response = await upload({
      bytes: Buffer.from('x'),
      as: client,
    });
    expect(response.status).toBe(403);
    await nothingStored(before);
  });

  it('a client reaches only files of its own company', async () => {
    const own = await upload({
      bytes: Buffer.from('client doc'),
      fields: { name: 'Client PO', category: 'other', uuid: clientCompanyUuid },
    });
    const foreign = await upload({ bytes: Buffer.from('internal doc') });
    const client = await login(server, 'client');
    expect(
      (await api(server, `client/download/${own.body.uuid}/`, { token: client.access })).status,
    ).toBe(200);
    expect(
      (await api(server, `client/download/${foreign.body.uuid}/`, { token: client.access })).status,
    ).toBe(404);
    expect(
      (await api(server, `client/files_map/company/${ownerUuid}/`, { token: client.access }))
        .status,
    ).toBe(404);
    const map = await api<StoredFile[]>(server, `client/files_map/company/${clientCompanyUuid}/`, {
      token: client.access,
    });
    expect(map.body.map((file) => file.uuid)).toEqual([own.body.uuid]);
  });
});

describe('refused uploads store nothing', () => {
  it('a file over MAX_UPLOAD_BYTES: 413 with a detail', async () => {
    const before = await snapshot();
    const response = await upload({ bytes: new Blob([new Uint8Array(MAX_UPLOAD_BYTES + 1)]) });
    expect(response.status).toBe(413);
    expect(typeof response.body.detail).toBe('string');
    await nothingStored(before);
  });

  const badFields: [string, Record<string, string>, string][] = [
    ['no name', { category: 'certificate', uuid: 'b3c1f6a0-8d7e-4f0a-9b1c-2d3e4f5a6b7c' }, 'name'],
    [
      'unknown category',
      { name: 'x', category: 'selfie', uuid: 'b3c1f6a0-8d7e-4f0a-9b1c-2d3e4f5a6b7c' },
      'category',
    ],
    ['owner not a uuid', { name: 'x', category: 'photo', uuid: '../../etc/passwd' }, 'uuid'],
    [
      'unknown model',
      { name: 'x', category: 'photo', uuid: 'b3c1f6a0-8d7e-4f0a-9b1c-2d3e4f5a6b7c', model: 'user' },
      'model',
    ],
  ];
  it.each(badFields)('bad fields (%s): 400 on that field', async (_label, fields, field) => {
    const before = await snapshot();
    const response = await upload({ fields, bytes: randomBytes(2048) });
    expect(response.status).toBe(400);
    expect(Array.isArray(response.body[field])).toBe(true);
    await nothingStored(before);
  });

  it('no file, or an empty file: 400 on file', async () => {
    const before = await snapshot();
    const missing = await upload({});
    expect(missing.status).toBe(400);
    expect(missing.body.file).toBeTruthy();
    const empty = await upload({ bytes: new Uint8Array(0) });
    expect(empty.status).toBe(400);
    expect(empty.body.file).toBeTruthy();
    await nothingStored(before);
  });

  it('a path in the file name never becomes a path on disk', async () => {
    const response = await upload({
      bytes: Buffer.from('sneaky'),
      fileName: '../../../../tmp/evil.sh',
    });
    expect(response.status).toBe(201);
    expect(response.body.original_name).toBe('evil.sh');
    const files = await filesUnder(server.filesDir);
    expect(files.some((path) => path.endsWith(response.body.uuid))).toBe(true);
    expect(files.every((path) => path.startsWith(server.filesDir))).toBe(true);
  });

  it('a JSON body instead of multipart is refused', async () => {
    const before = await snapshot();
    const response = await api(server, 'sales/upload/', {
      method: 'POST',
      token: sales.access,
      body: { name: 'x' },
    });
    expect(response.status).toBe(400);
    await nothingStored(before);
  });
});

describe('request bodies', () => {
  it('a JSON content type with an empty body is no body; prototype poisoning is refused', async () => {
    const uploaded = await upload({ bytes: Buffer.from('to delete') });
    const response = await fetch(new URL(`sales/delete/${uploaded.body.uuid}/`, server.baseUrl), {
      method: 'DELETE',
      headers: { Authorization: `JWT ${sales.access}`, 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(204);
    const poisoned = await fetch(new URL('sales/holding/', server.baseUrl), {
      method: 'POST',
      headers: { Authorization: `JWT ${sales.access}`, 'Content-Type': 'application/json' },
      body: '{"name": "Poison Holding", "__proto__": {"admin": true}}',
    });
    expect(poisoned.status).toBe(400);
    expect(await idsWhere(server.db, 'holding', 'name', 'Poison Holding')).toEqual([]);
  });
});

describe('upload from a web address (spec §7 url_upload/)', () => {
  const bytes = randomBytes(4096);
  let site: Server;
  let siteUrl: string;

  beforeAll(async () => {
    // A real web server on this machine: /spec%20sheet.pdf answers the bytes, /to-api redirects
    // to the API server (loopback, not trusted), /loop redirects to itself, /huge announces more
    // than an upload may be; anything else 404.
    site = createServer((request, response) => {
      if (request.url === '/docs/spec%20sheet.pdf') {
        response.writeHead(200, { 'Content-Type': 'application/pdf; charset=binary' });
        response.end(bytes);
      } else if (request.url === '/to-api') {
        response.writeHead(302, { Location: new URL('health/', server.baseUrl).href }).end();
      } else if (request.url === '/loop') {
        response.writeHead(302, { Location: '/loop' }).end();
      } else if (request.url === '/slow') {
        // Headers, then nothing: the body never comes.
        response.writeHead(200, { 'Content-Type': 'application/pdf' });
        response.write(Buffer.alloc(16));
      } else if (request.url === '/silent') {
        // Never answers at all.
      } else if (request.url === '/huge') {
        response.writeHead(200, { 'Content-Length': String(MAX_UPLOAD_BYTES + 1) });
        response.write(Buffer.alloc(1024));
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const address = site.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    sitePort = String(address.port);
    siteUrl = `http://127.0.0.1:${address.port}`;
    return () =>
      new Promise<void>((resolve) => {
        site.closeAllConnections();
        site.close(() => resolve());
      });
  });

  const fields = () => ({ name: 'Spec sheet', category: 'certificate', uuid: ownerUuid });

  it('stores the fetched bytes as an upload, named by the address', async () => {
    const created = await api<StoredFile>(server, 'sales/url_upload/', {
      method: 'POST',
      token: sales.access,
      body: { ...fields(), url: `${siteUrl}/docs/spec%20sheet.pdf` },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Spec sheet',
      original_name: 'spec sheet.pdf',
      content_type: 'application/pdf',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      owner_uuid: ownerUuid,
    });
    const download = await fetch(new URL(`sales/download/${created.body.uuid}/`, server.baseUrl), {
      headers: { Authorization: `JWT ${sales.access}` },
    });
    expect(Buffer.from(await download.arrayBuffer())).toEqual(bytes);
  });

  it('refuses an address that does not answer the file, and one not on the web, storing nothing', async () => {
    const before = await snapshot();
    const missing = await api(server, 'sales/url_upload/', {
      method: 'POST',
      token: sales.access,
      body: { ...fields(), url: `${siteUrl}/nothing.pdf` },
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ url: [`${URL_NOT_FETCHED}: HTTP 404.`] });
    const local = await api(server, 'sales/url_upload/', {
      method: 'POST',
      token: sales.access,
      body: { ...fields(), url: 'file:///etc/passwd' },
    });
    expect(local.status).toBe(400);
    expect(local.body).toEqual({ url: ['Enter a web address (http or https).'] });
    await nothingStored(before);
  });

  it("a file it cannot write here is our failure (500, logged), not the address's (400); nothing is left", async () => {
    // The folder uploads are written to is a file: a real failure of our disk, as a root-owned
    // folder or a failed mount would be, while the address answers its file in full.
    const tmp = join(server.filesDir, 'tmp');
    await rm(tmp, { recursive: true, force: true });
    await writeFile(tmp, 'not a folder');
    try {
      const before = await snapshot();
      const response = await api(server, 'sales/url_upload/', {
        method: 'POST',
        token: sales.access,
        body: { ...fields(), url: `${siteUrl}/docs/spec%20sheet.pdf` },
      });
      expect(response.status).toBe(500);
      expect(response.body).toEqual({ detail: SERVER_ERROR });
      expect(server.logs.join('\n')).toMatch(/Error on POST \/sales\/url_upload\/: Error: E[A-Z]+/);
      await nothingStored(before);
    } finally {
      await rm(tmp, { force: true });
    }
    // The disk back, the same address is fetched and stored.
    const again = await api(server, 'sales/url_upload/', {
      method: 'POST',
      token: sales.access,
      body: { ...fields(), url: `${siteUrl}/docs/spec%20sheet.pdf` },
    });
    expect(again.status).toBe(201);
  });

  describe('url_upload/ reaches only the public internet', () => {
    async function urlUpload(url: string) {
      return api(server, 'sales/url_upload/', {
        method: 'POST',
        token: sales.access,
        body: { ...fields(), url },
      });
    }

    it('knows loopback, private and reserved addresses from public ones', () => {
      for (const address of [
        '127.0.0.1',
        '127.8.9.10',
        '10.1.2.3',
        '172.16.0.1',
        '172.31.255.255',
        '192.168.1.1',
        '169.254.169.254',
        '100.64.0.1',
        '0.0.0.0',
        '224.0.0.1',
        '255.255.255.255',
        '::1',
        '[::1]',
        '::',
        'fd00::1',
        'fe80::1',
        '::ffff:127.0.0.1',
        '::ffff:10.0.0.1',
      ])
        expect(isPrivateAddress(address), address).toBe(true);
      for (const address of ['8.8.8.8', '172.32.0.1', '93.184.215.14', '2606:4700::1111'])
        expect(isPrivateAddress(address), address).toBe(false);
    });

    it.each([
      ['the API itself on 127.0.0.1', () => new URL('health/', server.baseUrl).href],
      ['a name for the loopback', () => `http://localhost:${new URL(server.baseUrl).port}/health/`],
      ['an office LAN address', () => 'http://10.0.0.1/files/x.pdf'],
      ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
      ['IPv6 loopback', () => 'http://[::1]:9/x.pdf'],
      ['an IPv4-mapped loopback', () => 'http://[::ffff:127.0.0.1]:9/x.pdf'],
    ])('refuses %s with a clear message and stores nothing', async (_label, address) => {
      const before = await snapshot();
      const response = await urlUpload(address());
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ url: [`${URL_NOT_FETCHED}: ${PRIVATE_ADDRESS}.`] });
      await nothingStored(before);
    });

    it('refuses a public-looking start that redirects inside, and endless redirects', async () => {
      const before = await snapshot();
      const inside = await urlUpload(`${siteUrl}/to-api`);
      expect(inside.status).toBe(400);
      expect(inside.body).toEqual({ url: [`${URL_NOT_FETCHED}: ${PRIVATE_ADDRESS}.`] });
      const loop = await urlUpload(`${siteUrl}/loop`);
      expect(loop.status).toBe(400);
      expect(loop.body).toEqual({ url: [`${URL_NOT_FETCHED}: ${TOO_MANY_REDIRECTS}.`] });
      await nothingStored(before);
    });

    it('gives up on an address that does not answer in time, or stops half-way, storing nothing', async () => {
      const before = await snapshot();
      for (const path of ['/silent', '/slow']) {
        const response = await urlUpload(`${siteUrl}${path}`);
        expect(response.status, path).toBe(400);
        expect(response.body, path).toEqual({
          url: [`${URL_NOT_FETCHED}: no answer within 0.5 seconds.`],
        });
      }
      await nothingStored(before);
    });

    it('refuses an answer larger than an upload may be (413), storing nothing', async () => {
      const before = await snapshot();
      const response = await urlUpload(`${siteUrl}/huge`);
      expect(response.status).toBe(413);
      expect(typeof response.body.detail).toBe('string');
      await nothingStored(before);
    });
  });
});

describe('records to pick on the file screen (file_owners/)', () => {
  /** The look-up the file screen makes (`file_owners/<model>/?…`), as `as` (sales unless said). */
  function lookUp<T = FileOwner[]>(query: string, as: Session = sales) {
    return api<T>(server, `${as.role}/file_owners/${query}`, { token: as.access });
  }

  it('without a search: the records with files, newest file first, counted as files_map lists them', async () => {
    const owners = await lookUp('order/');
    expect(owners.status).toBe(200);
    expect(owners.body.length).toBeGreaterThan(0);
    for (const owner of owners.body) expect(owner.files_count).toBeGreaterThan(0);
    const times = owners.body.map((owner) => owner.last_file_at ?? '');
    expect(times).toEqual([...times].sort().reverse());
    const first = owners.body[0]!;
    const map = await api<StoredFile[]>(server, `sales/files_map/order/${first.uuid}/`, {
      token: sales.access,
    });
    expect(map.body).toHaveLength(first.files_count);
  });

  it('with a search: matching records, with files or not; wildcards are plain characters', async () => {
    const order = await server.db
      .selectFrom('sales_order as o')
      .innerJoin('company as c', 'c.id', 'o.company_id')
      .select(['o.uuid', 'o.number', 'c.name'])
      .orderBy('o.id', 'desc')
      .executeTakeFirstOrThrow();
    const found = await lookUp(`order/?search=${encodeURIComponent(order.number)}`);
    expect(found.status).toBe(200);
    expect(found.body.find((owner) => owner.uuid === order.uuid)).toMatchObject({
      label: order.number,
      files_count: 0,
      last_file_at: null,
    });
    expect(found.body.find((owner) => owner.uuid === order.uuid)?.detail).toContain(order.name);
    // A product by its label code (as scanned), told from others of its part number by it.
    const product = await server.db
      .selectFrom('product')
      .select(['id', 'uuid'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const scanned = await lookUp(`product/?search=${productLabelCode(product.id)}`);
    expect(scanned.body.map((owner) => owner.uuid)).toEqual([product.uuid]);
    expect(scanned.body[0]?.detail).toMatch(new RegExp(`^${productLabelCode(product.id)}`));
    // A uuid names its one record, or none (a uuid of another model's record).
    const byUuid = await lookUp(`order/?uuid=${order.uuid}`);
    expect(byUuid.body.map((owner) => owner.label)).toEqual([order.number]);
    const otherModel = await lookUp(`company/?uuid=${order.uuid}`);
    expect(otherModel.body).toEqual([]);
    const badUuid = await lookUp<Record<string, unknown>>('order/?uuid=nope');
    expect(badUuid.status).toBe(400);
    expect(badUuid.body.uuid).toBeTruthy();
    const wildcard = await lookUp('company/?search=%25');
    expect(wildcard.body).toEqual([]);
  });

  it('looks purchase orders up for the buyer; none of another area’s records (400), none for a client (403)', async () => {
    const buyer = await login(server, 'buyer');
    const bought = await lookUp('purchase_order/?search=PO-', buyer);
    expect(bought.status).toBe(200);
    const first = await server.db
      .selectFrom('purchase_order as po')
      .innerJoin('company as s', 's.id', 'po.supplier_id')
      .select(['po.uuid', 'po.number', 's.name as supplier'])
      .orderBy('po.id')
      .executeTakeFirstOrThrow();
    expect(bought.body.find((owner) => owner.uuid === first.uuid)).toMatchObject({
      label: first.number,
      detail: expect.stringContaining(first.supplier) as unknown,
    });
    // Sales reads no purchase orders: the look-up says so (400), as for consolidations below.
    const purchase = await lookUp<Record<string, unknown>>('purchase_order/');
    expect(purchase.status).toBe(400);
    expect(purchase.body.detail).toBe(lookUpRefused('purchase_order'));
    // Sales does not read consolidations, so it does not list them here either (not a 403: that
    // is for "not yours" and signs the user out; the screen never asks).
    const consolidations = await lookUp<Record<string, unknown>>('consolidation/');
    expect(consolidations.status).toBe(400);
    expect(consolidations.body.detail).toBe(lookUpRefused('consolidation'));
    const client = await login(server, 'client');
    expect((await lookUp('company/', client)).status).toBe(403);
  });
});

describe('a write of files names a record the user may change', () => {
  /** A uuid no record of any model has. */
  const nobody = 'b3c1f6a0-8d7e-4f0a-9b1c-2d3e4f5a6b7c';

  async function uuidOf(
    table:
      | 'rfq'
      | 'consolidation'
      | 'product'
      | 'sales_order'
      | 'consolidation_document'
      | 'purchase_order',
  ): Promise<string> {
    const row = await server.db
      .selectFrom(table)
      .select('uuid')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return row.uuid;
  }

  const fieldsFor = (uuid: string, model?: string) => ({
    name: 'Release certificate',
    category: 'certificate',
    uuid,
    ...(model ? { model } : {}),
  });

  it('upload/: a uuid of no record of the model named is a 400 on uuid, and nothing is written', async () => {
    const rfq = await uuidOf('rfq');
    const before = await snapshot();
    const cases: [Record<string, string>, string][] = [
      [fieldsFor(nobody, 'company'), noRecordOf('company')],
      // An RFQ's uuid is no company's.
      [fieldsFor(rfq, 'company'), noRecordOf('company')],
      [fieldsFor(nobody, 'purchase_order'), noRecordOf('purchase_order')],
      // Without a model, the uuid must still name some record.
      [fieldsFor(nobody), noRecordOf(undefined)],
    ];
    for (const [fields, message] of cases) {
      const response = await upload({ fields, bytes: randomBytes(4096) });
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(response.body).toEqual({ uuid: [message] });
    }
    await nothingStored(before);
    // The RFQ's uuid with its own model is fine.
    expect((await upload({ fields: fieldsFor(rfq, 'rfq'), bytes: randomBytes(16) })).status).toBe(
      201,
    );
  });

  it('url_upload/: the same 400, before the address is even fetched', async () => {
    const before = await snapshot();
    const response = await api(server, 'sales/url_upload/', {
      method: 'POST',
      token: sales.access,
      // A private address would be refused on url: the record is checked first.
      body: { ...fieldsFor(nobody, 'order'), url: 'http://10.0.0.1/cert.pdf' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ uuid: [noRecordOf('order')] });
    await nothingStored(before);
  });

  it('a role that only reads the records of a model may not change their files (403), as the screen never offers', async () => {
    const { warehouse, admin } = users;
    const consolidation = await uuidOf('consolidation');
    const product = await uuidOf('product');
    const before = await snapshot();
    const attached = await upload({
      fields: fieldsFor(consolidation, 'consolidation'),
      bytes: randomBytes(64),
      as: warehouse,
    });
    expect(attached.status).toBe(403);
    expect(attached.body).toEqual({ detail: FILES_NOT_YOURS });
    // Without the model, the uuid's record decides.
    const unnamed = await upload({
      fields: fieldsFor(consolidation),
      bytes: randomBytes(64),
      as: warehouse,
    });
    expect(unnamed.status).toBe(403);
    const fetched = await api(server, `${warehouse.role}/url_upload/`, {
      method: 'POST',
      token: warehouse.access,
      body: { ...fieldsFor(consolidation, 'consolidation'), url: 'http://10.0.0.1/pl.pdf' },
    });
    expect(fetched.status).toBe(403);
    await nothingStored(before);

    // A product is the warehouseman's to change.
    const own = await upload({
      fields: fieldsFor(product, 'product'),
      bytes: randomBytes(64),
      as: warehouse,
    });
    expect(own.status).toBe(201);

    // A purchase order's files are the buyer's (the supplier's invoice), not the warehouseman's,
    // who reads purchase orders but does not write them.
    const purchaseOrder = await uuidOf('purchase_order');
    const buyer = await login(server, 'buyer');
    const invoice = await upload({
      fields: fieldsFor(purchaseOrder, 'purchase_order'),
      bytes: randomBytes(64),
      as: buyer,
    });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
    const storedBefore = await countRows(server.db, 'stored_file');
    const refusedInvoice = await upload({
      fields: fieldsFor(purchaseOrder, 'purchase_order'),
      bytes: randomBytes(64),
      as: warehouse,
    });
    expect(refusedInvoice.status).toBe(403);
    expect(await countRows(server.db, 'stored_file')).toBe(storedBefore);

    // An order's files are also the logistics manager's (who reads the order): its air waybill.
    const waybill = await upload({
      fields: fieldsFor(await uuidOf('sales_order'), 'order'),
      bytes: randomBytes(64),
      as: users.logistics,
    });
    expect(waybill.status).toBe(201);

    // A consolidation's file (the admin's) is read, not approved or deleted, by the warehouseman.
    const theirs = await upload({
      fields: fieldsFor(consolidation, 'consolidation'),
      bytes: randomBytes(64),
      as: admin,
    });
    expect(theirs.status).toBe(201);
    // A consolidation's waybill or customs document holds files of its own, as the consolidation's.
    const document = await upload({
      fields: fieldsFor(await uuidOf('consolidation_document'), 'consolidation'),
      bytes: randomBytes(64),
      as: admin,
    });
    expect(document.status).toBe(201);
    const read = await api(server, `${warehouse.role}/download/${theirs.body.uuid}/`, {
      token: warehouse.access,
    });
    expect(read.status).toBe(200);
    const approve = await api(server, `${warehouse.role}/approve/${theirs.body.uuid}/`, {
      method: 'PATCH',
      token: warehouse.access,
      body: { approved: true },
    });
    expect(approve.status).toBe(403);
    const remove = await api(server, `${warehouse.role}/delete/${theirs.body.uuid}/`, {
      method: 'DELETE',
      token: warehouse.access,
    });
    expect(remove.status).toBe(403);
    const kept = await api<StoredFile[]>(
      server,
      `${warehouse.role}/files_map/consolidation/${consolidation}/`,
      { token: warehouse.access },
    );
    expect(kept.body.find((file) => file.uuid === theirs.body.uuid)?.approved).toBe(false);
  });
});
