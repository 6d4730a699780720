/** Finding and opening the system Chromium as the app's window (`--app=<url>`). */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { rm } from 'node:fs/promises';
import { delimiter, join } from 'node:path';

const CANDIDATES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  const explicit = [env.AERODESK_CHROMIUM, '/usr/bin/chromium'].filter(
    (path): path is string => !!path,
  );
  const onPath = (env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .flatMap((dir) => CANDIDATES.map((name) => join(dir, name)));
  return [...explicit, ...onPath].find(isExecutable) ?? null;
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Whether there is a screen to open a window on (always, except on Linux without X or Wayland). */
export function hasDisplay(env: NodeJS.ProcessEnv = process.env): boolean {
  return process.platform !== 'linux' || !!(env.DISPLAY || env.WAYLAND_DISPLAY);
}

/**
 * Opens `url` as an app window with a fresh profile of its own under the user-data folder, so the
 * user's own browser profile (extensions, cookies) never sees the app and the app starts clean.
 */
export async function openChromium(
  executable: string,
  url: string,
  profileDir: string,
): Promise<ChildProcess> {
  await rm(profileDir, { recursive: true, force: true });
  const runningAsRoot = process.getuid?.() === 0;
  return spawn(
    executable,
    [
      `--app=${url}`,
      `--user-data-dir=${profileDir}`,
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-sync',
      '--disable-background-networking',
      '--disable-component-update',
      '--window-size=1400,900',
      // Chromium refuses to run as root with its sandbox on.
      ...(runningAsRoot ? ['--no-sandbox'] : []),
    ],
    { stdio: 'ignore' },
  );
}
