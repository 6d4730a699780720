/**
 * `npm start`: the Electron app when its runtime is installed; otherwise one line saying so, and
 * the browser host instead (the same renderer and services, in the system Chromium). Builds
 * whatever is missing or older than its sources first.
 */
import { spawn } from 'node:child_process';
import {
  buildBundle,
  buildRenderer,
  electronIsStale,
  hostPreloadIsStale,
  rendererIsStale,
  ROOT,
} from './bundles.ts';
import { electronBinary } from './electron-binary.ts';

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
