/**
 * Settings that survive restarts, in `<user-data>/settings.json` through `conf` (the engine under
 * electron-store; electron-store itself needs the Electron runtime, conf runs in plain Node too, so
 * the browser host and the tests use the very same store). Everything read is validated with the
 * bridge's zod schemas: a damaged file or field falls back to its default and never crashes.
 */
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import Conf from 'conf';
import { z } from 'zod';
import {
  DEFAULT_LOCAL_SETTINGS,
  DEFAULT_SESSION_SETTINGS,
  localSettingsSchema,
  serverUrlSchema,
  sessionSettingsSchema,
  type Settings,
  type SettingsPatch,
} from '../../src-shared/bridge.ts';
import { messageOf, type Logger } from './ports.ts';

/** The main window's last place on screen; main only, never exposed to the renderer. */
export const windowStateSchema = z.object({
  bounds: z
    .object({
      x: z.number().int(),
      y: z.number().int(),
      width: z.number().int().min(200).max(100_000),
      height: z.number().int().min(150).max(100_000),
    })
    .nullable(),
  maximized: z.boolean(),
});
export type WindowState = z.infer<typeof windowStateSchema>;
export const DEFAULT_WINDOW_STATE: WindowState = { bounds: null, maximized: false };

interface StoredSettings {
  serverUrl: string | null;
  window: WindowState;
  local: Settings['local'];
  session: Settings['session'];
}

const SETTINGS_FILE = 'settings';

export interface SettingsStore {
  read(): Settings;
  /** Replaces the given top-level fields of `local` and `session`; returns the new settings. */
  update(patch: SettingsPatch): Settings;
  /** Log-out: the session part back to its defaults, the local part kept (spec §4). */
  clearSession(): Settings;
  serverUrl(): string | null;
  setServerUrl(url: string | null): void;
  windowState(): WindowState;
  saveWindowState(state: WindowState): void;
  /** The file the settings live in. */
  readonly path: string;
}

export function createSettingsStore(options: { dir: string; log: Logger }): SettingsStore {
  const conf = openConf(options.dir, options.log);

  const local = () =>
    parseWithFallback(localSettingsSchema, conf.get('local'), DEFAULT_LOCAL_SETTINGS);
  const session = () =>
    parseWithFallback(sessionSettingsSchema, conf.get('session'), DEFAULT_SESSION_SETTINGS);
  const serverUrl = () => {
    const parsed = serverUrlSchema.shape.url.safeParse(conf.get('serverUrl'));
    return parsed.success ? parsed.data : null;
  };
  const read = (): Settings => ({ serverUrl: serverUrl(), local: local(), session: session() });

  return {
    path: conf.path,
    read,
    update(patch) {
      // Validated as a whole before anything is written: a bad patch changes nothing.
      const nextLocal = localSettingsSchema.parse({ ...local(), ...patch.local });
      const nextSession = sessionSettingsSchema.parse({ ...session(), ...patch.session });
      conf.set({ local: nextLocal, session: nextSession });
      return read();
    },
    clearSession() {
      conf.set('session', DEFAULT_SESSION_SETTINGS);
      return read();
    },
    serverUrl,
    setServerUrl(url) {
      conf.set('serverUrl', serverUrlSchema.shape.url.parse(url));
    },
    windowState() {
      const parsed = windowStateSchema.safeParse(conf.get('window'));
      return parsed.success ? parsed.data : DEFAULT_WINDOW_STATE;
    },
    saveWindowState(state) {
      conf.set('window', windowStateSchema.parse(state));
    },
  };
}

function openConf(dir: string, log: Logger): Conf<StoredSettings> {
  const open = () =>
    new Conf<StoredSettings>({
      cwd: dir,
      configName: SETTINGS_FILE,
      // Malformed JSON: start again from the defaults rather than refusing to open.
      clearInvalidConfig: true,
      // Filter and table names are user data and may contain dots.
      accessPropertiesByDotNotation: false,
      configFileMode: 0o600,
      defaults: {
        serverUrl: null,
        window: DEFAULT_WINDOW_STATE,
        local: DEFAULT_LOCAL_SETTINGS,
        session: DEFAULT_SESSION_SETTINGS,
      },
    });
  try {
    return open();
  } catch (error) {
    // Something conf itself cannot read (not an object at all): keep it aside for a human, start anew.
    const file = join(dir, `${SETTINGS_FILE}.json`);
    const aside = `${file}.unreadable-${Date.now()}`;
    log.warn(`The settings file could not be read (${messageOf(error)}); moved to ${aside}.`);
    renameSync(file, aside);
    return open();
  }
}

/**
 * Parses `value` with an object schema; when the whole fails, keeps each field that is valid on its
 * own and takes the default for the others, so one bad field does not cost the user the rest.
 */
function parseWithFallback<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  value: unknown,
  defaults: z.infer<z.ZodObject<Shape>>,
): z.infer<z.ZodObject<Shape>> {
  const whole = schema.safeParse(value);
  if (whole.success) return whole.data;
  const source = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const result: Record<string, unknown> = {};
  for (const [key, fieldSchema] of Object.entries(schema.shape)) {
    const field = (fieldSchema as z.ZodType).safeParse(source[key]);
    result[key] = field.success ? field.data : (defaults as Record<string, unknown>)[key];
  }
  return result as z.infer<z.ZodObject<Shape>>;
}
