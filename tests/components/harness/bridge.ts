/**
 * `window.aerodesk` for the component tests: the real bridge object (src-preload/bridge-object.ts)
 * over a transport that answers in the page, as main would. Every argument is checked with the
 * contract's schema first (CHANNEL_INPUT, as main's handler table does), so a screen that sends
 * main something it would refuse fails here too.
 * - app.info names the reference server of the run (global-setup.ts);
 * - the vault keeps the session in memory; a renewal asks the server, as main does;
 * - settings and the reference cache are kept in memory, merged as main merges them;
 * - the native save dialog and the PDF writer are main's (tested in tests/main): a KP PDF or an
 *   Excel request is recorded (`saved`) and answered as a save the user confirmed.
 */
import { authEndpoints, type TokenPair } from '../../../src-shared/api/auth.ts';
import {
  CHANNEL_INPUT,
  CHANNELS,
  DEFAULT_LOCAL_SETTINGS,
  DEFAULT_SESSION_SETTINGS,
  type AppInfo,
  type BridgeResult,
  type CachedEntry,
  type Channel,
  type ExcelRequest,
  type KpPdfRequest,
  type LabelsRequest,
  type RenewalOutcome,
  type Settings,
  type SettingsPatch,
  type StoredSession,
} from '../../../src-shared/bridge.ts';
import { createBridge } from '../../../src-preload/bridge-object.ts';

/** What the screens asked main to save, newest last. */
export const saved: { kpPdf: KpPdfRequest[]; excel: ExcelRequest[]; labels: LabelsRequest[] } = {
  kpPdf: [],
  excel: [],
  labels: [],
};

export function installBridge(serverUrl: string): void {
  let session: StoredSession | null = null;
  let settings: Settings = {
    serverUrl,
    local: { ...DEFAULT_LOCAL_SETTINGS, theme: 'light' },
    session: DEFAULT_SESSION_SETTINGS,
  };
  const refCache = new Map<string, CachedEntry>();
  const info: AppInfo = {
    version: 'component-tests',
    host: 'browser',
    platform: navigator.platform,
    serverUrl,
    embeddedServer: false,
    vault: 'keychain',
  };

  async function renew(access: string): Promise<RenewalOutcome> {
    // Already renewed (or signed out): the session as it is now, as main answers a late turn.
    if (!session || session.access !== access) return { refused: false, session };
    const response = await fetch(`${serverUrl}${authEndpoints.refresh.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh: session.refresh }),
    });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      return { refused: true, status: response.status, body, message: response.statusText };
    }
    const pair = body as TokenPair;
    session = { access: pair.access, refresh: pair.refresh };
    return { refused: false, session };
  }

  function update(patch: SettingsPatch): Settings {
    settings = {
      ...settings,
      local: { ...settings.local, ...patch.local },
      session: { ...settings.session, ...patch.session },
    };
    return settings;
  }

  const handlers: Record<Channel, (input: never) => unknown> = {
    [CHANNELS.appInfo]: () => info,
    [CHANNELS.vaultSaveSession]: (input: StoredSession) => void (session = input),
    [CHANNELS.vaultReadSession]: () => session,
    [CHANNELS.vaultClearSession]: () => void (session = null),
    [CHANNELS.vaultRenewSession]: (input: { access: string }) => renew(input.access),
    [CHANNELS.settingsRead]: () => settings,
    [CHANNELS.settingsUpdate]: (patch: SettingsPatch) => update(patch),
    [CHANNELS.settingsClearSession]: () =>
      (settings = { ...settings, session: DEFAULT_SESSION_SETTINGS }),
    [CHANNELS.settingsSetServerUrl]: () => {
      throw new Error('The component tests keep to one server.');
    },
    [CHANNELS.refCacheSave]: (input: { key: string; data: unknown }) =>
      void refCache.set(input.key, { savedAt: new Date().toISOString(), data: input.data }),
    [CHANNELS.refCacheLoad]: (input: { key: string }) => refCache.get(input.key) ?? null,
    [CHANNELS.filesDownload]: () => ({ saved: false }),
    [CHANNELS.filesUpload]: () => ({ uploaded: false }),
    [CHANNELS.exportsSaveExcel]: (request: ExcelRequest) => {
      saved.excel.push(request);
      return { saved: true, path: `/downloads/${request.suggestedName}`, bytes: 1 };
    },
    [CHANNELS.exportsSaveKpPdf]: (request: KpPdfRequest) => {
      saved.kpPdf.push(request);
      return { saved: true, path: `/downloads/${request.suggestedName}`, bytes: 1 };
    },
    [CHANNELS.exportsSaveLabels]: (request: LabelsRequest) => {
      saved.labels.push(request);
      return { saved: true, path: `/downloads/${request.suggestedName}`, bytes: 1 };
    },
  };

  async function call(channel: Channel, input: unknown): Promise<BridgeResult<unknown>> {
    const schema = CHANNEL_INPUT[channel];
    let value: unknown = input;
    if (schema) {
      const parsed = schema.safeParse(input);
      if (!parsed.success) {
        return { ok: false, error: { code: 'invalid_input', message: parsed.error.message } };
      }
      value = parsed.data;
    }
    try {
      return { ok: true, value: await handlers[channel](value as never) };
    } catch (error) {
      return { ok: false, error: { code: 'failed', message: String(error) } };
    }
  }

  Object.defineProperty(window, 'aerodesk', {
    value: createBridge({
      call,
      onProgress: () => () => undefined,
      // One window only: no other window saves settings.
      onLocalSettings: () => () => undefined,
    }),
    configurable: true,
  });
}
