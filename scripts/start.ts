/**
 * `npm start`: the Electron app when its runtime is installed; otherwise one line saying so, and
 * the browser host instead (the same renderer and services, in the system Chromium). Builds
 * whatever is missing or older than its sources first.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildBundle,
  buildRenderer,
  electronIsStale,
  hostPreloadIsStale,
  rendererIsStale,
  ROOT,
} from './bundles.ts';

/**
 * The Electron binary, or null when it was never downloaded. Read from path.txt rather than
 * `require('electron')`, which would try to download it right now.
 */
export function electronBinary(): string | null {
  const packageDir = join(ROOT, 'node_modules', 'electron');
  const pathFile = join(packageDir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const binary = join(packageDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : null;
}

async function startElectron(binary: string): Promise<void> {
  if (rendererIsStale()) buildRenderer();
  if (electronIsStale()) {
    await buildBundle('main');
    await buildBundle('server');
    await buildBundle('pdfWorker');
    await buildBundle('preload');
  }
  const child = spawn(binary, [ROOT, ...process.argv.slice(2)], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code) => process.exit(code ?? 0));
}

async function startBrowserHost(): Promise<void> {
  console.log(
    'Electron is not installed here (node_modules/electron has no binary; get it with ' +
      '`node node_modules/electron/install.js` on a machine that can download it): ' +
      'starting the browser host instead.',
  );
  if (rendererIsStale()) {
    console.log('Building the renderer...');
    buildRenderer();
  }
  // vite empties dist/renderer, where the host's preload lives; and it may be older than its source.
  if (hostPreloadIsStale()) await buildBundle('hostPreload');
  const { runHost } = await import('../src-main/host/main.ts');
  await runHost(process.argv.slice(2));
}

if (import.meta.main) {
  const binary = electronBinary();
  (binary ? startElectron(binary) : startBrowserHost()).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
