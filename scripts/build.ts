/**
 * `npm run build`: the renderer (vite build), then the Electron main and preload bundles and the
 * browser host's preload (esbuild). The renderer goes first because vite empties dist/renderer,
 * where host-preload.js lives. See scripts/bundles.ts for what each output is.
 */
import { statSync } from 'node:fs';
import { relative } from 'node:path';
import { BUNDLES, buildBundle, buildRenderer, ROOT, type BundleName } from './bundles.ts';

export async function buildAll(): Promise<void> {
  const started = performance.now();
  console.log('Building the renderer (vite build)...');
  buildRenderer();
  for (const name of Object.keys(BUNDLES) as BundleName[]) {
    await buildBundle(name);
    const { outfile } = BUNDLES[name];
    const kib = statSync(outfile).size / 1024;
    console.log(`  ${relative(ROOT, outfile).padEnd(32)} ${kib.toFixed(0).padStart(6)} KiB`);
  }
  console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

if (import.meta.main) {
  buildAll().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
