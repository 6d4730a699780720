/**
 * What the main-process tests share: temporary folders, a dialog port that answers as a user would
 * (the path they pick, or a cancel), a progress recorder and a log recorder.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { expect } from 'vitest';
import type { BridgeResult, Progress } from '../../src-shared/bridge.ts';
import type {
  DialogPort,
  Logger,
  OpenDialogRequest,
  SaveDialogRequest,
} from '../../src-main/services/ports.ts';

const created: string[] = [];

export async function tempDir(prefix = 'aerodesk-main-'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  created.push(dir);
  return dir;
}

export async function removeTempDirs(): Promise<void> {
  await Promise.all(created.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

/** The user's choices in the dialogs: a path, or null for Cancel. Records what was asked. */
export function userDialogs(choices: {
  save?: (request: SaveDialogRequest) => string | null;
  open?: (request: OpenDialogRequest) => string | null;
}): DialogPort & { saveRequests: SaveDialogRequest[]; openRequests: OpenDialogRequest[] } {
  const saveRequests: SaveDialogRequest[] = [];
  const openRequests: OpenDialogRequest[] = [];
  return {
    saveRequests,
    openRequests,
    async chooseSavePath(request) {
      saveRequests.push(request);
      return choices.save ? choices.save(request) : null;
    },
    async chooseOpenPath(request) {
      openRequests.push(request);
      return choices.open ? choices.open(request) : null;
    },
  };
}

export function progressRecorder(): { events: Progress[]; sink: (progress: Progress) => void } {
  const events: Progress[] = [];
  return { events, sink: (progress) => events.push(progress) };
}

export function logRecorder(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (message) => lines.push(`info: ${message}`),
    warn: (message) => lines.push(`warn: ${message}`),
    error: (message) => lines.push(`error: ${message}`),
  };
}

/** Every file in a folder, temporary ones included (to prove nothing half-written is left). */
export async function filesIn(dir: string): Promise<string[]> {
  return (await readdir(dir)).sort();
}

/** The URL of a loopback port nothing listens on: a server that is down. */
export async function closedServerUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/`;
}

/** A file save through the bridge: its answer for one input, given where progress goes. */
type SaveCall = (
  input: unknown,
  progress: (progress: Progress) => void,
) => Promise<BridgeResult<unknown>>;

/**
 * The refusals every file save shares: each input is refused as invalid input, with the message
 * given, before any save dialog opens, and nothing is written where the dialog would point.
 */
export async function expectRefusedBeforeSaving(
  save: SaveCall,
  cases: ReadonlyArray<readonly [unknown, RegExp]>,
  dialogs: { saveRequests: readonly unknown[] },
  target: string | null,
): Promise<void> {
  for (const [input, message] of cases) {
    const result = await save(input, () => {});
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(!result.ok && result.error.message).toMatch(message);
  }
  expect(dialogs.saveRequests).toEqual([]);
  if (target) expect(existsSync(target)).toBe(false);
}

/**
 * A save the person cancels in its dialog (the dialog answers no path): one dialog asked, answered
 * `saved: false`, no file written and no progress reported.
 */
export async function expectCancelledWritesNothing(
  save: SaveCall,
  input: unknown,
  dialogs: { saveRequests: readonly unknown[] },
  dirPrefix: string,
): Promise<void> {
  const dir = await tempDir(dirPrefix);
  const progress = progressRecorder();
  const result = await save(input, progress.sink);
  expect(result).toEqual({ ok: true, value: { saved: false } });
  expect(dialogs.saveRequests).toHaveLength(1);
  expect(await filesIn(dir)).toEqual([]);
  expect(progress.events).toEqual([]);
}

/**
 * A save the disk refuses (the folder picked does not exist): it fails with the system's reason,
 * leaves no file (not even a temporary one) beside it, and its progress ends.
 */
export async function expectUnwritableLeavesNothing(
  save: SaveCall,
  input: unknown,
  pointDialogAt: (path: string) => void,
  fileName: string,
): Promise<void> {
  const dir = await tempDir('aerodesk-unwritable-');
  pointDialogAt(join(dir, 'missing-folder', fileName));
  const progress = progressRecorder();
  const result = await save(input, progress.sink);
  expect(result).toMatchObject({ ok: false, error: { code: 'failed' } });
  expect(!result.ok && result.error.message).toMatch(/ENOENT/);
  expect(await filesIn(dir)).toEqual([]);
  expect(progress.events.at(-1)?.finished).toBe(true);
}
