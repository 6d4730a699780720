/**
 * Streaming download and multipart upload against the real reference server: a file goes up from
 * disk through the open dialog and comes back down through the save dialog, byte for byte, with
 * progress; cancels write nothing; HTTP errors carry the server's detail; bad paths never leave.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileOwner, StoredFile } from '../../src-shared/api/file.ts';
import { pathOf } from '../../src-shared/api/endpoint.ts';
import { fileEndpoints } from '../../src-shared/api/file.ts';
import type { Progress } from '../../src-shared/bridge.ts';
import { downloadFile, type TransferDeps } from '../../src-main/services/download.ts';
import { uploadFile, type ParsedUploadRequest } from '../../src-main/services/upload.ts';
import type { Vault } from '../../src-main/services/vault.ts';
import { filesIn, progressRecorder, removeTempDirs, tempDir, userDialogs } from './helpers.ts';
import { logIn, startReferenceServer, testVault } from './server-fixture.ts';

let reference: Awaited<ReturnType<typeof startReferenceServer>>;
let signedIn: ReturnType<typeof testVault>;
let signedOut: ReturnType<typeof testVault>;
let source: { path: string; bytes: Buffer };
/** The demo company the uploads are attached to (an upload names a record that exists). */
let owner = '';
const SIZE = 3 * 1024 * 1024 + 123;

beforeAll(async () => {
  reference = await startReferenceServer();
  const tokens = await logIn(reference.server.url);
  signedIn = testVault();
  await signedIn.vault.saveSession({ access: tokens.access, refresh: tokens.refresh });
  const companies = await fetch(
    new URL(
      `${pathOf(fileEndpoints.owners, { role: 'sales', model: 'company' })}?search=a`,
      reference.server.url,
    ),
    { headers: { Authorization: `JWT ${tokens.access}` } },
  );
  owner = ((await companies.json()) as FileOwner[])[0]?.uuid ?? '';
  if (!owner) throw new Error('The demo data has no company.');
  signedOut = testVault();
  const dir = await tempDir('aerodesk-upload-');
  source = { path: join(dir, 'Form 8130-3 — PN 2312M-01.pdf'), bytes: randomBytes(SIZE) };
  await writeFile(source.path, source.bytes);
});

afterAll(async () => {
  await signedIn?.dispose();
  await signedOut?.dispose();
  await reference?.dispose();
  await removeTempDirs();
});

function deps(vault: Vault, dialogs: TransferDeps['dialogs']): TransferDeps {
  return { serverUrl: () => reference.server.url, vault, dialogs };
}

function uploadRequest(overrides: Partial<ParsedUploadRequest> = {}): ParsedUploadRequest {
  return {
    path: pathOf(fileEndpoints.upload, { role: 'sales' }),
    fileField: 'file',
    fields: { name: 'Release certificate', category: 'certificate', uuid: owner, model: 'company' },
    maxBytes: 100 * 1024 * 1024,
    ...overrides,
  };
}

async function filesOfOwner(): Promise<StoredFile[]> {
  const session = await signedIn.vault.readSession();
  const response = await fetch(
    new URL(
      pathOf(fileEndpoints.map, { role: 'sales', model: 'company', ownerUuid: owner }),
      reference.server.url,
    ),
    {
      headers: { Authorization: `JWT ${session?.access}` },
    },
  );
  return (await response.json()) as StoredFile[];
}

function expectSteadyProgress(
  events: Progress[],
  operationId: string,
  kind: Progress['kind'],
  total: number,
) {
  expect(events.length).toBeGreaterThanOrEqual(3);
  expect(events[0]).toMatchObject({ operationId, kind, done: 0, finished: false });
  expect(events.at(-1)).toEqual({ operationId, kind, done: total, total, finished: true });
  for (let index = 1; index < events.length; index++) {
    expect(events[index]!.done).toBeGreaterThanOrEqual(events[index - 1]!.done);
  }
}

describe('upload and download against the reference server', () => {
  let uploaded: StoredFile;

  it('uploads a chosen file as multipart, streamed, with progress', async () => {
    const dialogs = userDialogs({ open: () => source.path });
    const progress = progressRecorder();
    const outcome = await uploadFile(
      uploadRequest({ operationId: 'up-1', filters: [{ name: 'PDF', extensions: ['pdf'] }] }),
      deps(signedIn.vault, dialogs),
      progress.sink,
    );
    expect(dialogs.openRequests[0]?.filters).toEqual([{ name: 'PDF', extensions: ['pdf'] }]);
    expect(outcome).toMatchObject({
      uploaded: true,
      status: 201,
      fileName: 'Form 8130-3 — PN 2312M-01.pdf',
      bytes: SIZE,
    });
    uploaded = (outcome as { body: StoredFile }).body;
    expect(uploaded).toMatchObject({
      name: 'Release certificate',
      original_name: 'Form 8130-3 — PN 2312M-01.pdf',
      category: 'certificate',
      owner_uuid: owner,
      size: SIZE,
      content_type: 'application/pdf',
      sha256: createHash('sha256').update(source.bytes).digest('hex'),
    });
    expectSteadyProgress(progress.events, 'up-1', 'upload', SIZE);
  });

  it('downloads it to the path chosen in the save dialog, byte for byte, with progress', async () => {
    const dir = await tempDir('aerodesk-download-');
    const target = join(dir, 'certificate.pdf');
    const dialogs = userDialogs({ save: () => target });
    const progress = progressRecorder();
    const outcome = await downloadFile(
      {
        path: pathOf(fileEndpoints.download, { role: 'sales', uuid: uploaded.uuid }),
        suggestedName: 'certificate.pdf',
        operationId: 'down-1',
      },
      deps(signedIn.vault, dialogs),
      progress.sink,
    );
    expect(outcome).toEqual({ saved: true, path: target, bytes: SIZE });
    expect(dialogs.saveRequests[0]).toMatchObject({ suggestedName: 'certificate.pdf' });
    expect((await readFile(target)).equals(source.bytes)).toBe(true);
    expect(await filesIn(dir)).toEqual(['certificate.pdf']);
    expectSteadyProgress(progress.events, 'down-1', 'download', SIZE);
  });

  it('writes nothing when the save dialog is cancelled', async () => {
    const dir = await tempDir('aerodesk-download-');
    const progress = progressRecorder();
    const outcome = await downloadFile(
      {
        path: pathOf(fileEndpoints.download, { role: 'sales', uuid: uploaded.uuid }),
        suggestedName: 'certificate.pdf',
      },
      deps(signedIn.vault, userDialogs({ save: () => null })),
      progress.sink,
    );
    expect(outcome).toEqual({ saved: false });
    expect(await filesIn(dir)).toEqual([]);
    expect(progress.events).toEqual([]);
  });

  it("reports an HTTP error with the server's detail, before any dialog, writing nothing", async () => {
    const dialogs = userDialogs({ save: () => '/tmp/should-not-be-written.pdf' });
    const missing = randomUUID();
    await expect(
      downloadFile(
        {
          path: pathOf(fileEndpoints.download, { role: 'sales', uuid: missing }),
          suggestedName: 'x.pdf',
        },
        deps(signedIn.vault, dialogs),
        progressRecorder().sink,
      ),
    ).rejects.toThrow(/^The download failed: .+ \(HTTP 404 Not Found\)\.$/);
    expect(dialogs.saveRequests).toEqual([]);

    // Signed out: the server's 401 detail, not a bare status.
    const unauthorised = await downloadFile(
      {
        path: pathOf(fileEndpoints.download, { role: 'sales', uuid: uploaded.uuid }),
        suggestedName: 'x.pdf',
      },
      deps(signedOut.vault, dialogs),
      progressRecorder().sink,
    ).catch((error: Error) => error.message);
    expect(unauthorised).toMatch(/^The download failed: .+ \(HTTP 401 Unauthorized\)\.$/);
    expect(unauthorised).not.toContain('failed:  (');
  });

  it('leaves nothing behind when the file cannot be written', async () => {
    const dir = await tempDir('aerodesk-download-');
    const progress = progressRecorder();
    await expect(
      downloadFile(
        {
          path: pathOf(fileEndpoints.download, { role: 'sales', uuid: uploaded.uuid }),
          suggestedName: 'certificate.pdf',
        },
        deps(signedIn.vault, userDialogs({ save: () => join(dir, 'gone', 'certificate.pdf') })),
        progress.sink,
      ),
    ).rejects.toThrow(/ENOENT/);
    expect(await filesIn(dir)).toEqual([]);
    // The progress bar is closed either way.
    expect(progress.events.at(-1)?.finished).toBe(true);
  });

  it('refuses an API path that is not relative to the server, contacting nothing', async () => {
    const dialogs = userDialogs({ save: () => '/tmp/x', open: () => source.path });
    for (const path of [
      'http://evil.example/steal/',
      '//evil.example/x',
      '/etc/passwd',
      'sales/../../x',
    ]) {
      await expect(
        downloadFile(
          { path, suggestedName: 'x.pdf' },
          deps(signedIn.vault, dialogs),
          progressRecorder().sink,
        ),
        path,
      ).rejects.toThrow();
    }
    await expect(
      uploadFile(
        uploadRequest({ path: 'https://evil.example/upload/' }),
        deps(signedIn.vault, dialogs),
        () => {},
      ),
    ).rejects.toThrow(/relative to the server/);
    expect(dialogs.saveRequests).toEqual([]);
  });

  it('checks the size limit before sending anything', async () => {
    const before = await filesOfOwner();
    const progress = progressRecorder();
    await expect(
      uploadFile(
        uploadRequest({ maxBytes: 1024 * 1024 }),
        deps(signedIn.vault, userDialogs({ open: () => source.path })),
        progress.sink,
      ),
    ).rejects.toThrow(
      '"Form 8130-3 — PN 2312M-01.pdf" is 3.0 MiB; files up to 1 MiB can be uploaded.',
    );
    expect(progress.events).toEqual([]);
    expect(await filesOfOwner()).toEqual(before);
  });

  it("returns the server's answer to a refused upload, for the error catalogue", async () => {
    const outcome = await uploadFile(
      uploadRequest({ fields: { name: 'No category', uuid: owner } }),
      deps(signedIn.vault, userDialogs({ open: () => source.path })),
      () => {},
    );
    expect(outcome).toMatchObject({ uploaded: true, status: 400 });
    expect((outcome as { body: Record<string, unknown> }).body).toHaveProperty('category');
  });

  it('does nothing when the open dialog is cancelled', async () => {
    const before = await filesOfOwner();
    expect(
      await uploadFile(
        uploadRequest(),
        deps(signedIn.vault, userDialogs({ open: () => null })),
        () => {},
      ),
    ).toEqual({ uploaded: false });
    expect(await filesOfOwner()).toEqual(before);
  });
});
