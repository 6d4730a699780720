/**
 * Takes the run's seeded server folder (tests/seeded-server.ts), then starts the browser host on a
 * copy of it (browser-host.ts), for the first worker; its launch URL, folder and log go to the
 * specs through the environment. Stops it after. Further parallel workers start hosts of their
 * own (fixtures.ts `workerHost`), on copies of the same folder.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBrowserHost } from './browser-host.ts';
import { electronBinary } from '../../scripts/electron-binary.ts';
import { ELECTRON_MISSING, ROOT, setE2eEnvironment } from './environment.ts';
import { seededServerFolder } from '../seeded-server.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(join(ROOT, 'dist', 'renderer', 'index.html'))) {
    throw new Error('The renderer is not built: run `npm run build` first (npm test does).');
  }
  const runDir = await mkdtemp(join(tmpdir(), 'aerodesk-e2e-'));
  await seededServerFolder(runDir);
  const host = await startBrowserHost(runDir);
  setE2eEnvironment({ hostUrl: host.url, runDir, hostLog: host.logFile });
  if (!electronBinary()) console.log(`[e2e] Electron specs are skipped: ${ELECTRON_MISSING}.`);

  return async () => {
    await host.stop();
    if (process.env.AERODESK_E2E_KEEP !== '1') await rm(runDir, { recursive: true, force: true });
  };
}
