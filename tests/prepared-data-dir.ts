/**
 * Global set-up shared by the server and main test projects: the server bundles the tests' server
 * processes run (server-bundles.ts), then one data folder whose embedded PostgreSQL is created,
 * migrated and seeded once, built in the background while the first test files run. Tests that
 * need a server process on some data, not a first start, copy it (server-process.ts
 * `preparedDataDir`) instead of paying for initdb, the migrations and the demo seed again (5 to
 * 12 s each). Both projects list this module; the folder is built once a run.
 */
import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { TestProject } from 'vitest/node';
import { markWhenSettled } from './background-build.ts';
import { buildServerBundles } from './server-bundles.ts';
import { makeDataDir, startServerProcess } from './server/server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    preparedDataDir: string;
  }
}

interface Building {
  /** The folder, once made (at once), and the build under way in it. */
  made: Promise<{ dir: string; done: Promise<void> }>;
  /** The server bundles (server-bundles.ts), built first: the folder's server runs one. */
  bundles: Promise<() => Promise<void>>;
  users: number;
}
/**
 * Kept on the process, not in this module: each project may load the module anew, and the folder
 * must still be built once.
 */
const KEY = Symbol.for('aerodesk.preparedDataDir');
const shared = globalThis as { [KEY]?: Building };

async function prepare(dir: string): Promise<void> {
  const server = await startServerProcess(dir);
  server.child.kill('SIGTERM');
  const { code, output } = await server.exited;
  if (code !== 0) throw new Error(`the prepared server did not stop cleanly:\n${output}`);
}

/** Prepares the folder; its marks (background-build.ts) go beside it. */
const build = (dir: string) => markWhenSettled(prepare(dir), dirname(dir));

function begin(): Building {
  const bundles = buildServerBundles();
  const made = bundles.then(async () => {
    const dir = await makeDataDir('aerodesk-prepared-');
    return { dir, done: build(dir) };
  });
  return { bundles, made, users: 0 };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Claimed before the first await: a second project's set-up finds it however they interleave.
  const mine = (shared[KEY] ??= begin());
  mine.users++;
  const { dir, done } = await mine.made;
  project.provide('preparedDataDir', dir);
  return async () => {
    if (--mine.users > 0) return;
    delete shared[KEY];
    await done;
    await rm(dirname(dir), { recursive: true, force: true });
    const removeBundles = await mine.bundles;
    await removeBundles();
  };
}
