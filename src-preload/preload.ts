/**
 * Electron's preload (sandboxed; bundled to dist/electron/preload.cjs with only `electron`
 * external). Exposes `window.aerodesk`, exactly the Bridge contract, and nothing else: no
 * ipcRenderer, no generic invoke, no event objects handed to the page.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { Bridge, LocalSettings, Progress } from '../src-shared/bridge.ts';
import { EVENTS, type BridgeResult } from '../src-shared/bridge-channels.ts';
import { createBridge } from './bridge-object.ts';

/** Subscribes `listener` to one of main's events, handing the page the value and never the event. */
function listen<T>(channel: string, listener: (value: T) => void): () => void {
  const forward = (_event: IpcRendererEvent, value: T) => listener(value);
  ipcRenderer.on(channel, forward);
  return () => {
    ipcRenderer.removeListener(channel, forward);
  };
}

const aerodesk = createBridge({
  call: (channel, input) => ipcRenderer.invoke(channel, input) as Promise<BridgeResult<unknown>>,
  onProgress: (listener) => listen<Progress>(EVENTS.progress, listener),
  onLocalSettings: (listener) => listen<LocalSettings>(EVENTS.localSettings, listener),
}) satisfies Bridge;

contextBridge.exposeInMainWorld('aerodesk', aerodesk);
