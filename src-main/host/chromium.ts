/** Finding and opening the system Chromium as the app's window (`--app=<url>`). */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { chmod, mkdir, rm, writeFile } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';

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

const LAUNCH_PAGE = 'open-aerodesk.html';

/**
 * The page Chromium is opened on: a file of ours (mode 0600) that forwards at once to the launch
 * URL. The launch URL carries the per-launch secret, and on Chromium's command line it would be
 * readable by every user of the machine (`ps`, /proc/<pid>/cmdline); this file's URL is not a
 * secret. Returns the file's URL.
 */
export async function writeLaunchPage(dir: string, launchUrl: string): Promise<string> {
  const target = new URL(launchUrl);
  if (target.protocol !== 'http:') throw new Error("The launch URL must be the host's http URL.");
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, LAUNCH_PAGE);
  // The URL's own serialisation escapes quotes and angle brackets; the attribute is quoted.
  const html =
    '<!doctype html><html><head><meta charset="utf-8">' +
    '<meta name="referrer" content="no-referrer">' +
    `<meta http-equiv="refresh" content="0;url=${target.href}">` +
    '<title>Aerodesk</title></head><body></body></html>';
  await rm(file, { force: true });
  await writeFile(file, html, { mode: 0o600, flag: 'wx' });
  await chmod(file, 0o600);
  return pathToFileURL(file).href;
}

/** Removes the launch page (at shutdown): the secret it holds dies with this launch anyway. */
export async function removeLaunchPage(dir: string): Promise<void> {
  await rm(join(dir, LAUNCH_PAGE), { force: true });
}

/**
 * Opens `url` (the launch page, never the launch URL itself: see writeLaunchPage) as an app window with a fresh profile of its own under the user-data folder, so the
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
