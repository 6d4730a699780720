/**
 * The server's two process entries bundled for the tests that start real server processes:
 * src-server/main.ts (what `npm run server` runs) and src-main/server-process/child.ts (what main
 * forks). Node loads such a bundle in about 0.7 s of CPU where it takes about 1.6 s to load the
 * TypeScript sources module by module, and the unit step starts some 23 server processes.
 *
 * Built once a run by the global set-up (tests/prepared-data-dir.ts), whose environment the test
 * workers inherit; beside node_modules, so that the bundles' external packages (native code,
 * PostgreSQL's binaries) resolve as they do from the sources. With source maps: a stack trace a
 * server prints names the sources' lines.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { BUNDLE_OUTPUT, BUNDLES, ROOT } from '../scripts/bundles.ts';
import { nodeServerProcess } from '../src-main/server-process/node-process.ts';
import type { SpawnServerProcess } from '../src-main/server-process/supervisor.ts';

const ENV = 'AERODESK_TEST_SERVER_BUNDLES';
const ENTRIES = {
  main: join(ROOT, 'src-server', 'main.ts'),
  child: join(ROOT, 'src-main', 'server-process', 'child.ts'),
} as const;
type Entry = keyof typeof ENTRIES;

/** Node's flag for the stack traces of a bundle with source maps. */
export const BUNDLE_NODE_FLAGS: readonly string[] = ['--enable-source-maps'];

/** Builds both bundles into a new folder, named in the environment; answers the folder's removal. */
export async function buildServerBundles(): Promise<() => Promise<void>> {
  const parent = join(ROOT, 'node_modules', '.cache', 'aerodesk-test-server');
  await mkdir(parent, { recursive: true });
  const dir = await mkdtemp(join(parent, 'run-'));
  await Promise.all(
    (Object.keys(ENTRIES) as Entry[]).map((entry) =>
      build({
        // As main's server bundle (the same packages outside), but ES modules: `npm run server`'s
        // main awaits at the top level, which CommonJS cannot.
        platform: 'node',
        format: 'esm',
        target: 'node22',
        external: BUNDLES.server.external,
        // Packages in CommonJS call `require`, which an ES module has only when made.
        banner: {
          js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
        },
        entryPoints: [ENTRIES[entry]],
        outfile: join(dir, `${entry}.mjs`),
        ...BUNDLE_OUTPUT,
      }),
    ),
  );
  process.env[ENV] = dir;
  return () => rm(dir, { recursive: true, force: true });
}

/** Main's way of starting the server's process, on the bundle of child.ts. */
export function bundledServerProcess(): SpawnServerProcess {
  return nodeServerProcess(serverBundle('child'), BUNDLE_NODE_FLAGS);
}

/** The bundle of one entry, as the global set-up built it. */
export function serverBundle(entry: Entry): string {
  const dir = process.env[ENV];
  const file = dir && join(dir, `${entry}.mjs`);
  if (!file || !existsSync(file))
    throw new Error(
      `No server bundle of ${ENTRIES[entry]}: the global set-up (tests/prepared-data-dir.ts) builds them.`,
    );
  return file;
}
