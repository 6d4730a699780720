/** The browser host's settings, from the environment and the command line. */
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

interface HostConfig {
  userDataDir: string;
  /** 0: any free port. */
  port: number;
  serverUrl: string | null;
  urlFile: string | null;
  open: boolean;
  /** Where the file dialogs open first. */
  dialogFolder: string;
}

/** The OS's per-user configuration folder for the app, as Electron's `userData` would be. */
function defaultUserDataDir(env: NodeJS.ProcessEnv = process.env): string {
  if (process.platform === 'win32') {
    return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), 'Aerodesk');
  }
  if (process.platform === 'darwin') {
    return join(homedir(), 'Library', 'Application Support', 'Aerodesk');
  }
  return join(env.XDG_CONFIG_HOME || join(homedir(), '.config'), 'Aerodesk');
}

export function readHostConfig(
  argv: readonly string[] = process.argv.slice(2),
  env: NodeJS.ProcessEnv = process.env,
): HostConfig {
  const port = Number(env.AERODESK_HOST_PORT ?? 0);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(
      `AERODESK_HOST_PORT must be a port number (0-65535), not "${env.AERODESK_HOST_PORT}".`,
    );
  }
  const downloads = join(homedir(), 'Downloads');
  return {
    userDataDir: env.AERODESK_USER_DATA || defaultUserDataDir(env),
    port,
    serverUrl: env.AERODESK_SERVER_URL || null,
    urlFile: env.AERODESK_HOST_URL_FILE || null,
    open: !argv.includes('--no-open') && env.AERODESK_NO_OPEN !== '1',
    dialogFolder: env.AERODESK_DIALOG_DIR || (existsSync(downloads) ? downloads : homedir()),
  };
}
