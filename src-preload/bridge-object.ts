/**
 * Builds `window.aerodesk` from the channel table over any transport: Electron's ipcRenderer in
 * preload.ts, the loopback HTTP channel in host-preload.ts. One object literal ending in
 * `satisfies Bridge`, so it cannot drift from the contract; each call unwraps the BridgeResult
 * and throws BridgeError on failure. A failure that was the server's HTTP answer is also told to
 * the `onHttpFailure` listeners, as a plain object that survives Electron's contextBridge (which
 * keeps only the message of a thrown error). No platform imports: it runs in both worlds.
 */
import type { Bridge, HttpFailure, LocalSettings, Progress } from '../src-shared/bridge.ts';
// Values from the zod-free half of the contract, so the preload bundles stay small.
import {
  BridgeError,
  CHANNELS,
  type BridgeResult,
  type Channel,
  type ChannelArgument,
  type ChannelResult,
} from '../src-shared/bridge-channels.ts';
import { createListeners } from './listeners.ts';

interface BridgeTransport {
  call(channel: Channel, input: unknown): Promise<BridgeResult<unknown>>;
  /** Subscribes to progress events; returns the unsubscribe function. */
  onProgress(listener: (progress: Progress) => void): () => void;
  /** Subscribes to the local settings other windows save; returns the unsubscribe function. */
  onLocalSettings(listener: (local: LocalSettings) => void): () => void;
}

export function createBridge(transport: BridgeTransport): Bridge {
  const httpFailures = createListeners<HttpFailure>('HTTP failure');

  async function invoke<C extends Channel>(
    channel: C,
    input?: ChannelArgument<C>,
  ): Promise<ChannelResult<C>> {
    let result: BridgeResult<unknown>;
    try {
      result = await transport.call(channel, input);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new BridgeError({ code: 'failed', message });
    }
    if (!result.ok) {
      const { status, body } = result.error;
      if (typeof status === 'number') httpFailures.emit({ status, body });
      throw new BridgeError(result.error);
    }
    return result.value as ChannelResult<C>;
  }

  return {
    app: {
      info: () => invoke(CHANNELS.appInfo),
    },
    vault: {
      saveSession: (session) => invoke(CHANNELS.vaultSaveSession, session),
      readSession: () => invoke(CHANNELS.vaultReadSession),
      clearSession: () => invoke(CHANNELS.vaultClearSession),
      renewSession: (input) => invoke(CHANNELS.vaultRenewSession, input),
    },
    settings: {
      read: () => invoke(CHANNELS.settingsRead),
      update: (patch) => invoke(CHANNELS.settingsUpdate, patch),
      clearSession: () => invoke(CHANNELS.settingsClearSession),
      setServerUrl: (input) => invoke(CHANNELS.settingsSetServerUrl, input),
    },
    refCache: {
      save: (input) => invoke(CHANNELS.refCacheSave, input),
      load: (input) => invoke(CHANNELS.refCacheLoad, input),
    },
    files: {
      download: (request) => invoke(CHANNELS.filesDownload, request),
      upload: (request) => invoke(CHANNELS.filesUpload, request),
    },
    exports: {
      saveExcel: (request) => invoke(CHANNELS.exportsSaveExcel, request),
      saveKpPdf: (request) => invoke(CHANNELS.exportsSaveKpPdf, request),
      saveLabels: (request) => invoke(CHANNELS.exportsSaveLabels, request),
    },
    events: {
      onProgress: (listener) => transport.onProgress(listener),
      onHttpFailure: (listener) => httpFailures.add(listener),
      onLocalSettings: (listener) => transport.onLocalSettings(listener),
    },
  } satisfies Bridge;
}
