/**
 * Where the Electron runtime is, for `npm start` and the e2e suite alike. Nothing the app runs
 * imports it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

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
