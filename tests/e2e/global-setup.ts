/**
 * Starts the browser host once for the run: a fresh user-data folder (so a fresh embedded
 * PostgreSQL, migrated and seeded), no window, the launch URL written to a file. Stops it after.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ELECTRON_MISSING, electronBinary, ROOT } from './environment.ts';

const START_TIMEOUT_MS = 120_000;

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(join(ROOT, 'dist', 'renderer', 'index.html'))) {
    throw new Error('The renderer is not built: run `npm run build` first (npm test does).');
  }
  const runDir = await mkdtemp(join(tmpdir(), 'aerodesk-e2e-'));
  const downloadsDir = join(runDir, 'downloads');
  await mkdir(downloadsDir);
  const urlFile = join(runDir, 'host-url');
  const logFile = join(runDir, 'host.log');
  const log = createWriteStream(logFile);

  const host = spawn(process.execPath, [join(ROOT, 'src-main/host/main.ts'), '--no-open'], {
    cwd: ROOT,
    env: {
      ...process.env,
      AERODESK_USER_DATA: join(runDir, 'user-data'),
      AERODESK_HOST_URL_FILE: urlFile,
      AERODESK_DIALOG_DIR: downloadsDir,
      AERODESK_NO_OPEN: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  host.stdout.pipe(log);
  host.stderr.pipe(log);
  const exited = new Promise<number | null>((resolve) => host.on('exit', resolve));

  const started = Date.now();
  while (!existsSync(urlFile)) {
    if (host.exitCode !== null || Date.now() - started > START_TIMEOUT_MS) {
      host.kill('SIGKILL');
      throw new Error(`The browser host did not start:\n${readFileSync(logFile, 'utf8')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  process.env.AERODESK_E2E_URL = readFileSync(urlFile, 'utf8').trim();
  process.env.AERODESK_E2E_RUN_DIR = runDir;
  process.env.AERODESK_E2E_LOG = logFile;
  if (!electronBinary()) console.log(`[e2e] Electron specs are skipped: ${ELECTRON_MISSING}.`);

  return async () => {
    host.kill('SIGTERM');
    const code = await Promise.race([
      exited,
      new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 60_000)),
    ]);
    if (code === 'timeout') host.kill('SIGKILL');
    log.end();
    if (process.env.AERODESK_E2E_KEEP !== '1') await rm(runDir, { recursive: true, force: true });
  };
}
