/**
 * The KP PDF writer end to end, through the one handler table and its wrapper (and the bridge
 * object both preloads build): the save dialog's path, atomic writing, progress, a cancelled
 * dialog writing nothing, bad input refused before anything happens, and the written PDF attached
 * to the real reference server as the signed-in `sales` user, with HTTP errors made clear.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paginated } from '../../src-shared/api/results.ts';
import { fileEndpoints, type FileOwner, type StoredFile } from '../../src-shared/api/file.ts';
import { pathOf } from '../../src-shared/api/endpoint.ts';
import { kpEndpoints, type KpDetail, type KpSummary } from '../../src-shared/api/kp.ts';
import { rfqEndpoints, type RfqListItem } from '../../src-shared/api/rfq.ts';
import { CHANNELS, type KpPdfRequest } from '../../src-shared/bridge.ts';
import {
  kpDocumentFrom,
  kpFileName,
  pdfStateFrom,
  type KpDocument,
} from '../../src-shared/domain/kp-document.ts';
import { kpDetailFixture } from '../shared/kp-fixture.ts';
import { bridgeOver, fromApp, saveExportFixture } from './app-fixture.ts';
import { filesIn, progressRecorder, tempDir } from './helpers.ts';
import { pdfText } from './pdf-tools.ts';
import { logIn, startReferenceServer } from './server-fixture.ts';

let reference: Awaited<ReturnType<typeof startReferenceServer>> | undefined;
let tokens: { access: string; refresh: string };

const kp = kpDetailFixture({ language: 'ru' });
const document: KpDocument = kpDocumentFrom(kp, pdfStateFrom(kp), 1);
const suggestedName = kpFileName(document.number, document.version);

/** Real app services; the server in use is the reference server when one runs, else one that is down. */
const saving = saveExportFixture(CHANNELS.exportsSaveKpPdf, {
  serverUrl: () => reference?.server.url,
  afterStart: async (app) => {
    if (reference) await app.services.vault.saveSession(tokens);
  },
});

function request(overrides: Partial<KpPdfRequest> = {}): KpPdfRequest {
  return { suggestedName, document, ...overrides };
}

const sha256 = async (file: string) =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex');

/** GET on the reference server as `sales`. */
async function apiGet(path: string): Promise<Response> {
  if (!reference) throw new Error('The reference server is not running.');
  return fetch(new URL(path, reference.server.url), {
    headers: { Authorization: `JWT ${tokens.access}` },
  });
}

describe('saving a KP PDF through the handler table', () => {
  it('writes the PDF where the dialog says, atomically, with progress steps', async () => {
    const dir = await tempDir('aerodesk-kp-save-');
    saving.target = join(dir, 'КП для Северного ветра.pdf');
    const progress = progressRecorder();

    const result = await saving.invoke(
      CHANNELS.exportsSaveKpPdf,
      request({ operationId: 'pdf-1' }),
      fromApp(progress),
    );
    expect(result).toMatchObject({
      ok: true,
      value: { saved: true, path: saving.target, attached: false },
    });
    const bytes = result.ok ? (result.value as { bytes: number }).bytes : 0;
    const written = await readFile(saving.target);
    expect(bytes).toBe(written.length);
    expect(written.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await filesIn(dir)).toEqual(['КП для Северного ветра.pdf']);
    expect(pdfText(saving.target)).toContain('Коммерческое предложение');

    expect(saving.dialogs.saveRequests).toEqual([
      {
        title: 'Save the quotation as PDF',
        suggestedName: 'KP-2026-00123 v1.pdf',
        filters: [{ name: 'PDF document', extensions: ['pdf'] }],
      },
    ]);
    // Rendered, written; then the final event.
    expect(progress.events).toEqual([
      { operationId: 'pdf-1', kind: 'pdf', done: 0, total: 2, finished: false },
      { operationId: 'pdf-1', kind: 'pdf', done: 1, total: 2, finished: false },
      { operationId: 'pdf-1', kind: 'pdf', done: 2, total: 2, finished: false },
      { operationId: 'pdf-1', kind: 'pdf', done: 2, total: 2, finished: true },
    ]);
  });

  it('is the call the preloads expose as exports.saveKpPdf, and replaces an older file', async () => {
    const dir = await tempDir('aerodesk-kp-save-');
    saving.target = join(dir, suggestedName);
    await writeFile(saving.target, 'an older export');
    const bridge = bridgeOver((channel, input) => saving.invoke(channel, input, fromApp()));
    const outcome = await bridge.exports.saveKpPdf(request());
    expect(outcome).toMatchObject({ saved: true, path: saving.target, attached: false });
    expect((await readFile(saving.target)).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await filesIn(dir)).toEqual([suggestedName]);
  });

  it('writes nothing when the dialog is cancelled', () =>
    saving.cancelWritesNothing(request(), 'aerodesk-kp-save-'));

  it('refuses bad input before asking for a path', async () => {
    saving.target = join(await tempDir('aerodesk-kp-save-'), 'x.pdf');
    const cases: Array<[unknown, RegExp]> = [
      [
        request({ document: { ...document, rows: [] } }),
        /^document\.rows: Choose at least one row\.$/,
      ],
      [request({ document: { ...document, version: 11 } }), /^document\.version: /],
      [
        request({ suggestedName: '../escape.pdf' }),
        /^suggestedName: Expected a plain file name\.$/,
      ],
      [request({ attachTo: 'https://evil.example/steal/' }), /^attachTo: Expected an API path/],
      [{ ...request(), document: { ...document, date: '05.03.2026' } }, /^document\.date: /],
    ];
    await saving.refusesBeforeSaving(cases);
  });

  it('leaves nothing behind when the file cannot be written', () =>
    saving.unwritableLeavesNothing(request(), 'kp.pdf'));
});

/** A KP of the demo data: an RFQ with a KP, found through the sales API. */
/** A demo KP that may still be given a PDF: its RFQ is in work (a quoted one is frozen). */
async function demoKp(): Promise<{ rfq: number; kp: number }> {
  for (const list of ['in_work']) {
    const response = await apiGet(
      `${pathOf(rfqEndpoints.list, { role: 'sales' })}?list=${list}&page_size=30`,
    );
    expect(response.status).toBe(200);
    const page = (await response.json()) as Paginated<RfqListItem>;
    for (const rfq of page.results.filter((item) => item.kp_count > 0)) {
      const kps = await apiGet(pathOf(kpEndpoints.list, { role: 'sales', id: rfq.id }));
      expect(kps.status).toBe(200);
      const body = (await kps.json()) as KpSummary[] | Paginated<KpSummary>;
      const first = Array.isArray(body) ? body[0] : body.results[0];
      if (first) return { rfq: rfq.id, kp: first.id };
    }
  }
  throw new Error('The demo data has no KP to attach a PDF to.');
}

describe('attaching the written PDF to the server', () => {
  beforeAll(async () => {
    const started = await startReferenceServer();
    reference = started;
    tokens = await logIn(started.server.url);
  });

  afterAll(async () => {
    await reference?.dispose();
    reference = undefined;
  });

  // (The top-level beforeEach runs after this beforeAll: these tests' app is signed in to it.)

  it("posts it to the KP's file path as multipart `file`, and the server keeps the same bytes", async () => {
    const dir = await tempDir('aerodesk-kp-attach-');
    saving.target = join(dir, suggestedName);
    const { rfq, kp: kpId } = await demoKp();
    const path = pathOf(kpEndpoints.file, { role: 'sales', id: rfq, kpId: kpId });
    const progress = progressRecorder();

    const result = await saving.invoke(
      CHANNELS.exportsSaveKpPdf,
      request({ attachTo: path, operationId: 'pdf-attach' }),
      fromApp(progress),
    );
    expect(result).toMatchObject({
      ok: true,
      value: { saved: true, path: saving.target, attached: true },
    });
    // Rendered, written, attached; then the final event.
    expect(progress.events.map((event) => [event.done, event.total, event.finished])).toEqual([
      [0, 3, false],
      [1, 3, false],
      [2, 3, false],
      [3, 3, false],
      [3, 3, true],
    ]);

    const detail = (await (
      await apiGet(pathOf(kpEndpoints.one, { role: 'sales', id: rfq, kpId: kpId }))
    ).json()) as KpDetail;
    expect(detail.has_file).toBe(true);
    const file = await apiGet(path);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const downloaded = Buffer.from(await file.arrayBuffer());
    expect(createHash('sha256').update(downloaded).digest('hex')).toBe(await sha256(saving.target));
  });

  it('posts it with text fields to the generic upload as a quotation file of an RFQ', async () => {
    const dir = await tempDir('aerodesk-kp-attach-');
    saving.target = join(dir, suggestedName);
    // An RFQ of the demo data without files: the upload names a record that exists.
    const rfqs = (await (
      await apiGet(`${pathOf(fileEndpoints.owners, { role: 'sales', model: 'rfq' })}?search=RFQ-`)
    ).json()) as FileOwner[];
    const owner = rfqs.find((rfq) => rfq.files_count === 0)?.uuid;
    if (!owner) throw new Error('The demo data has no RFQ without files.');
    const result = await saving.invoke(
      CHANNELS.exportsSaveKpPdf,
      request({
        attachTo: pathOf(fileEndpoints.upload, { role: 'sales' }),
        attachFields: {
          name: 'KP-2026-00123 v1',
          category: 'quotation',
          uuid: owner,
          model: 'rfq',
        },
      }),
      fromApp(),
    );
    expect(result).toMatchObject({ ok: true, value: { saved: true, attached: true } });
    const listed = (await (
      await apiGet(pathOf(fileEndpoints.map, { role: 'sales', model: 'rfq', ownerUuid: owner }))
    ).json()) as StoredFile[];
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      name: 'KP-2026-00123 v1',
      original_name: suggestedName,
      category: 'quotation',
      content_type: 'application/pdf',
      sha256: await sha256(saving.target),
    });
  });

  it("turns an HTTP error into a message with the server's detail; the PDF stays saved", async () => {
    const dir = await tempDir('aerodesk-kp-attach-');
    saving.target = join(dir, suggestedName);
    const missing = await saving.invoke(
      CHANNELS.exportsSaveKpPdf,
      request({ attachTo: pathOf(kpEndpoints.file, { role: 'sales', id: 987654, kpId: 1 }) }),
      fromApp(),
    );
    expect(missing).toMatchObject({ ok: false, error: { code: 'failed' } });
    expect(!missing.ok && missing.error.message).toMatch(
      /^Attaching the PDF to the quotation failed: .+ \(HTTP 404 Not Found\)\. The PDF itself was saved to .+\.pdf\.$/,
    );
    expect((await readFile(saving.target)).subarray(0, 5).toString()).toBe('%PDF-');

    // A refusal with field errors: the generic upload without its fields.
    const refused = await saving.invoke(
      CHANNELS.exportsSaveKpPdf,
      request({ attachTo: pathOf(fileEndpoints.upload, { role: 'sales' }) }),
      fromApp(),
    );
    expect(!refused.ok && refused.error.message).toMatch(
      /^Attaching the PDF to the quotation failed: .+ \(HTTP 400 Bad Request\)\. The PDF itself/,
    );

    // Signed out: the server's 401, not a bare status.
    const { rfq, kp: kpId } = await demoKp();
    await saving.app.services.vault.clearSession();
    const unauthorised = await saving.invoke(
      CHANNELS.exportsSaveKpPdf,
      request({ attachTo: pathOf(kpEndpoints.file, { role: 'sales', id: rfq, kpId: kpId }) }),
      fromApp(),
    );
    expect(!unauthorised.ok && unauthorised.error.message).toMatch(
      /^Attaching the PDF to the quotation failed: .+ \(HTTP 401 Unauthorized\)\. The PDF itself/,
    );
    expect(await filesIn(dir)).toEqual([suggestedName]);
  });
});
