/**
 * The session as main handles it, against the real reference server, through the real handler
 * table, its wrapper and the bridge object both preloads build:
 * - renewal (`vault.renewSession`): the refresh token rotates, one renewal serves every window
 *   that asks at once, a refusal comes back with its status;
 * - main's own calls (download, upload, KP PDF attach) that meet 401 or 403 fail with the status,
 *   and the bridge tells it to the renderer's `onHttpFailure` listeners, whose §8 rules log out.
 */
import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authEndpoints } from '../../src-shared/api/auth.ts';
import { fileEndpoints } from '../../src-shared/api/file.ts';
import { pathOf } from '../../src-shared/api/endpoint.ts';
import { kpEndpoints } from '../../src-shared/api/kp.ts';
import {
  BridgeError,
  type Bridge,
  type HttpFailure,
  type StoredSession,
} from '../../src-shared/bridge.ts';
import { kpDocumentFrom, pdfStateFrom } from '../../src-shared/domain/kp-document.ts';
import { readClaims } from '../../src-shared/domain/session.ts';
import { applyHttpFailure } from '../../src-renderer/session/httpFailures.ts';
import { foreignSession } from '../fixtures/foreign-session.ts';
import { kpDetailFixture } from '../shared/kp-fixture.ts';
import { appFixture, appInvoker, bridgeOver, fromApp, type AppFixture } from './app-fixture.ts';
import { removeTempDirs, tempDir, userDialogs } from './helpers.ts';
import { logIn, startReferenceServer } from './server-fixture.ts';

let reference: Awaited<ReturnType<typeof startReferenceServer>>;
let app: AppFixture;
let bridge: Bridge;
let failures: HttpFailure[];
let saveTarget: string | null;
let openTarget: string | null;

beforeAll(async () => {
  reference = await startReferenceServer();
});
afterAll(async () => {
  await reference?.dispose();
});

async function startApp(serverUrl: string): Promise<void> {
  app = await appFixture({
    dialogs: userDialogs({ save: () => saveTarget, open: () => openTarget }),
    serverUrl,
  });
  const invoke = appInvoker(app);
  bridge = bridgeOver((channel, input) => invoke(channel, input, fromApp()));
  failures = [];
  bridge.events.onHttpFailure((failure) => failures.push(failure));
}

beforeEach(async () => {
  saveTarget = null;
  openTarget = null;
  await startApp(reference.server.url);
});

afterEach(async () => {
  await app.dispose();
  await removeTempDirs();
});

async function signIn(username = 'sales'): Promise<StoredSession> {
  const { access, refresh } = await logIn(reference.server.url, username);
  await bridge.vault.saveSession({ access, refresh });
  return { access, refresh };
}

function refreshWith(refresh: string): Promise<Response> {
  return fetch(new URL(authEndpoints.refresh.path, reference.server.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh }),
  });
}

function userInfo(access: string, role = 'sales'): Promise<Response> {
  return fetch(new URL(`${role}/home/user_info/`, reference.server.url), {
    headers: { Authorization: `JWT ${access}` },
  });
}

async function failureOf(promise: Promise<unknown>): Promise<BridgeError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BridgeError);
  return error as BridgeError;
}

describe('renewal through main', () => {
  it('renews the stored session: a new pair in the vault, the old refresh token spent', async () => {
    const before = await signIn();
    const outcome = await bridge.vault.renewSession({ access: before.access });
    if (outcome.refused) throw new Error(outcome.message);
    const renewed = outcome.session!;
    expect(renewed.access).not.toBe(before.access);
    expect(renewed.refresh).not.toBe(before.refresh);
    // Memory (what the window gets) and vault agree (spec §5).
    expect(await bridge.vault.readSession()).toEqual(renewed);
    expect((await userInfo(renewed.access)).status).toBe(200);
    expect((await refreshWith(before.refresh)).status).toBe(401);
    expect(failures).toEqual([]);
  });

  it('serves two windows renewing at once with one renewal, and a late one without another', async () => {
    const before = await signIn();
    const [first, second] = await Promise.all([
      bridge.vault.renewSession({ access: before.access }),
      bridge.vault.renewSession({ access: before.access }),
    ]);
    expect(first).toEqual(second);
    expect(first.refused).toBe(false);
    const session = !first.refused ? first.session : null;
    expect(session?.access).not.toBe(before.access);

    // A third window that still holds the old token (it slept through): the stored session, and
    // no second use of the spent refresh token (that would be refused and log everyone out).
    const late = await bridge.vault.renewSession({ access: before.access });
    expect(late).toEqual({ refused: false, session });
    expect(await bridge.vault.readSession()).toEqual(session);
    // Exactly one rotation happened: the refresh token in the vault is unspent.
    expect((await refreshWith(session!.refresh)).status).toBe(200);
  });

  it('renews a window that asks while a window with an older token is answered', async () => {
    const older = await signIn();
    const renewed = await bridge.vault.renewSession({ access: older.access });
    const stored = !renewed.refused ? renewed.session : null;
    if (!stored) throw new Error('the first renewal gave no session');
    // A window still holding the older token asks a moment before the one holding the stored
    // token: the first learns the stored session; the second is renewed, never handed its own
    // token back (it would keep it until it expired, and then land on the login).
    const [late, current] = await Promise.all([
      bridge.vault.renewSession({ access: older.access }),
      bridge.vault.renewSession({ access: stored.access }),
    ]);
    expect(late).toEqual({ refused: false, session: stored });
    const next = !current.refused ? current.session : null;
    expect(next?.access).toBeTruthy();
    expect(next?.access).not.toBe(stored.access);
    expect(await bridge.vault.readSession()).toEqual(next);
  });

  it('answers the refusal of a session the server no longer honours, with its status', async () => {
    const revoked = await signIn('buyer');
    const renovate = await fetch(new URL('buyer/home/token_renovate/', reference.server.url), {
      method: 'POST',
      headers: { Authorization: `JWT ${revoked.access}` },
    });
    expect(renovate.status).toBe(200);
    const outcome = await bridge.vault.renewSession({ access: revoked.access });
    expect(outcome).toMatchObject({
      refused: true,
      status: 401,
      body: { detail: expect.any(String) },
    });

    await bridge.vault.saveSession(await foreignSession());
    const stale = await bridge.vault.readSession();
    expect(await bridge.vault.renewSession({ access: stale!.access })).toMatchObject({
      refused: true,
      status: 401,
    });
  });

  it('answers no session when the window was signed out elsewhere', async () => {
    const before = await signIn();
    await bridge.vault.clearSession();
    expect(await bridge.vault.renewSession({ access: before.access })).toEqual({
      refused: false,
      session: null,
    });
  });

  it('fails without an answer from the server, changing nothing', async () => {
    const { access, refresh } = await logIn(reference.server.url);
    await app.dispose();
    await startApp('http://127.0.0.1:9/');
    await bridge.vault.saveSession({ access, refresh });
    const error = await failureOf(bridge.vault.renewSession({ access }));
    expect(error.message).toMatch(/Cannot reach the server/);
    expect(error.status).toBeUndefined();
    expect(await bridge.vault.readSession()).toEqual({ access, refresh });
    expect(failures).toEqual([]);
  });

  it('keeps the claims of the user: the renewed token is the same user and role', async () => {
    const before = await signIn('logistics');
    const outcome = await bridge.vault.renewSession({ access: before.access });
    const after = !outcome.refused ? outcome.session : null;
    expect(readClaims(after!.access)).toMatchObject({
      username: 'logistics',
      url: readClaims(before.access)!.url,
    });
  });
});

describe("main's calls that meet 401 or 403 end the session the spec §8 way", () => {
  /** What the renderer does with what the listener heard (session/httpFailures.ts). */
  function renderEffects() {
    const effects = { logouts: 0, recorded: [] as number[] };
    for (const failure of failures) {
      applyHttpFailure(failure, {
        logout: () => {
          effects.logouts += 1;
        },
        recordErrorCode: (code) => effects.recorded.push(code),
      });
    }
    return effects;
  }

  async function fileToUpload(): Promise<string> {
    const dir = await tempDir('aerodesk-refusal-');
    const path = join(dir, 'certificate.pdf');
    await writeFile(path, '%PDF-1.4 a small certificate');
    return path;
  }

  const kp = kpDetailFixture({ language: 'ru' });
  const document = kpDocumentFrom(kp, pdfStateFrom(kp), 1);
  /** The KP PDF saved as `name`, then attached to KP 1 on the `role` prefix. */
  const savedAndAttached = (name: string, role: string) =>
    bridge.exports.saveKpPdf({
      suggestedName: name,
      document,
      attachTo: pathOf(kpEndpoints.file, { role, id: 1, kpId: 1 }),
    });

  it('a download with a token the server refuses (401) carries the status and logs out', async () => {
    await bridge.vault.saveSession(await foreignSession());
    saveTarget = join(await tempDir('aerodesk-refusal-'), 'x.pdf');
    const error = await failureOf(
      bridge.files.download({
        path: pathOf(fileEndpoints.download, { role: 'sales', uuid: randomUUID() }),
        suggestedName: 'x.pdf',
      }),
    );
    expect(error.status).toBe(401);
    expect(error.message).toMatch(/^The download failed: .+ \(HTTP 401 Unauthorized\)\.$/);
    expect(failures).toEqual([{ status: 401, body: { detail: expect.any(String) } }]);
    expect(renderEffects().logouts).toBe(1);
  });

  it("a download of what is not the user's (403) carries the status and logs out", async () => {
    await signIn();
    const error = await failureOf(
      bridge.files.download({
        path: pathOf(fileEndpoints.download, { role: 'admin', uuid: randomUUID() }),
        suggestedName: 'x.pdf',
      }),
    );
    expect(error.status).toBe(403);
    expect(failures.map((failure) => failure.status)).toEqual([403]);
    expect(renderEffects().logouts).toBe(1);
  });

  it('an upload refused with 401 or 403 fails the call instead of answering', async () => {
    openTarget = await fileToUpload();
    await signIn();
    const forbidden = await failureOf(
      bridge.files.upload({
        path: pathOf(fileEndpoints.upload, { role: 'admin' }),
        fields: { name: 'x' },
      }),
    );
    expect(forbidden.status).toBe(403);
    expect(forbidden.message).toMatch(/^The upload failed: .+\(HTTP 403 Forbidden\)\.$/);

    await bridge.vault.saveSession(await foreignSession());
    const unauthorised = await failureOf(
      bridge.files.upload({
        path: pathOf(fileEndpoints.upload, { role: 'sales' }),
        fields: { name: 'x' },
      }),
    );
    expect(unauthorised.status).toBe(401);
    expect(failures.map((failure) => failure.status)).toEqual([403, 401]);
    expect(renderEffects().logouts).toBe(2);

    // A refusal that does not end the session is still the upload's answer, for the form.
    await signIn();
    const refused = await bridge.files.upload({
      path: pathOf(fileEndpoints.upload, { role: 'sales' }),
      fields: {},
    });
    expect(refused).toMatchObject({ uploaded: true, status: 400 });
    expect(failures).toHaveLength(2);
  });

  it('the KP PDF attach refused with 401 or 403 logs out; the PDF stays saved', async () => {
    const dir = await tempDir('aerodesk-refusal-');
    await signIn();
    saveTarget = join(dir, 'forbidden.pdf');
    const forbidden = await failureOf(savedAndAttached('forbidden.pdf', 'admin'));
    expect(forbidden.status).toBe(403);
    expect(forbidden.message).toMatch(/The PDF itself was saved to .+forbidden\.pdf\.$/);
    expect((await readFile(saveTarget)).subarray(0, 5).toString()).toBe('%PDF-');

    await bridge.vault.saveSession(await foreignSession());
    saveTarget = join(dir, 'stale.pdf');
    const unauthorised = await failureOf(savedAndAttached('stale.pdf', 'sales'));
    expect(unauthorised.status).toBe(401);
    expect(failures.map((failure) => failure.status)).toEqual([403, 401]);
    expect(renderEffects().logouts).toBe(2);
  });

  it("a 404 (with the server's detail) is no log-out", async () => {
    await signIn();
    await failureOf(
      bridge.files.download({ path: 'sales/no-such-route/', suggestedName: 'x.pdf' }),
    );
    expect(failures.map((failure) => failure.status)).toEqual([404]);
    expect(renderEffects()).toEqual({ logouts: 0, recorded: [] });
  });
});
