/**
 * The browser host's page lives at http://127.0.0.1:<port>/, so the page's origin, and with it
 * everything the page keeps in the browser (drafts of typed work: src-renderer/lib/drafts.ts), is
 * tied to the port. A launch first tries the port this installation had the last time, so what the
 * page kept is there again after a restart; when another program holds that port, any free one
 * (the page then starts without what it kept, and says nothing is lost on the server).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../services/atomic-file.ts';

/** The file in the user-data folder that remembers the port. */
export function windowPortFile(userDataDir: string): string {
  return join(userDataDir, 'host-port');
}

/** The port remembered for this installation, or 0 (any) when there is none or it is unreadable. */
export async function rememberedPort(file: string): Promise<number> {
  try {
    const port = Number((await readFile(file, 'utf8')).trim());
    return Number.isInteger(port) && port >= 1024 && port <= 65535 ? port : 0;
  } catch {
    return 0;
  }
}

export async function rememberPort(file: string, port: number): Promise<void> {
  await writeFileAtomic(file, `${port}\n`);
}

/** Listens on `preferred` when it is free, else on `fallback` (0: any free port). */
export async function listenPreferring<T>(
  preferred: number,
  fallback: number,
  listen: (port: number) => Promise<T>,
): Promise<T> {
  if (preferred === 0 || preferred === fallback) return listen(fallback);
  try {
    return await listen(preferred);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    return listen(fallback);
  }
}
