/**
 * Seeds one server data folder for the run (seeded-server.ts), then starts the browser host on a
 * copy of it (browser-host.ts), for the first worker; its launch URL, folder and log go to the
 * specs through the environment. Stops it after. Further parallel workers start hosts of their
 * own (fixtures.ts `workerHost`), on copies of the same folder.
 */
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBrowserHost } from './browser-host.ts';
import { electronBinary } from '../../scripts/electron-binary.ts';
import { ELECTRON_MISSING, ROOT, setE2eEnvironment } from './environment.ts';
import { prepareSeededServer } from './seeded-server.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(join(ROOT, 'dist', 'renderer', 'index.html'))) {
    throw new Error('The renderer is not built: run `npm run build` first (npm test does).');
  }
  const runDir = await mkdtemp(join(tmpdir(), 'aerodesk-e2e-'));
  // PostgreSQL (as `postgres` when we are root) must reach the seeded folder inside.
  await chmod(runDir, 0o711);
  await prepareSeededServer(runDir);
  const host = await startBrowserHost(runDir);
  setE2eEnvironment({ hostUrl: host.url, runDir, hostLog: host.logFile });
  if (!electronBinary()) console.log(`[e2e] Electron specs are skipped: ${ELECTRON_MISSING}.`);

  return async () => {
    await host.stop();
    if (process.env.AERODESK_E2E_KEEP !== '1') await rm(runDir, { recursive: true, force: true });
  };
}
