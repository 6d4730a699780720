/**
 * A browser host assembled exactly as `npm run host` does (src-main/host/assemble.ts), on real app
 * services, with a renderer folder and a downloads folder of its own, for the host tests.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assembleHost } from '../../src-main/host/assemble.ts';
import type { HostServer } from '../../src-main/host/http-server.ts';
import type { PageDialogs } from '../../src-main/host/page-dialogs.ts';
import { appFixture, type AppFixture } from './app-fixture.ts';
import { tempDir } from './helpers.ts';

export interface TestHost {
  app: AppFixture;
  host: HostServer;
  dialogs: PageDialogs;
  secret: string;
  rendererDir: string;
  downloads: string;
  /** The launch URL with the secret in its fragment. */
  launchUrl: string;
  dispose(): Promise<void>;
}

export const TEST_INDEX_HTML =
  '<!doctype html><html><head><meta charset="utf-8"><script type="module" src="./assets/app.js"></script></head><body><main id="root">Test app</main></body></html>';

export async function startTestHost(
  options: { prepareRenderer?: (dir: string) => Promise<void>; preferredPort?: number } = {},
): Promise<TestHost> {
  const rendererDir = await tempDir('aerodesk-renderer-');
  const downloads = await tempDir('aerodesk-downloads-');
  await writeFile(join(rendererDir, 'index.html'), TEST_INDEX_HTML);
  await mkdir(join(rendererDir, 'assets'));
  await writeFile(join(rendererDir, 'assets', 'app.js'), 'window.appStarted = !!window.aerodesk;');
  await options.prepareRenderer?.(rendererDir);

  let app: AppFixture | undefined;
  const parts = await assembleHost({
    rendererDir,
    port: 0,
    preferredPort: options.preferredPort,
    dialogFolder: downloads,
    log: { info() {}, warn() {}, error() {} },
    createServices: async ({ dialogs, onServerChanged }) => {
      app = await appFixture({ dialogs, onServerChanged });
      return app.services;
    },
  });
  if (!app) throw new Error('The app services were not created.');
  const fixture = app;
  return {
    app: fixture,
    host: parts.server,
    dialogs: parts.dialogs,
    secret: parts.secret,
    rendererDir,
    downloads,
    launchUrl: parts.launchUrl,
    async dispose() {
      await parts.close();
      await fixture.dispose();
    },
  };
}

/** An Excel export of one sheet of `rows` part numbers: what the host tests save through it. */
export function partsExcel(rows: number, operationId: string) {
  return {
    suggestedName: 'parts.xlsx',
    operationId,
    sheets: [
      {
        name: 'Parts',
        columns: [{ key: 'pn', header: 'Part number' }],
        rows: Array.from({ length: rows }, (_, index) => ({ pn: `PN-${index}` })),
      },
    ],
  };
}
