/**
 * Electron's preload (sandboxed; bundled to dist/electron/preload.cjs with only `electron`
 * external). Exposes `window.aerodesk`, exactly the Bridge contract, and nothing else: no
 * ipcRenderer, no generic invoke, no event objects handed to the page.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { Bridge, Progress } from '../src-shared/bridge.ts';
import { EVENTS, type BridgeResult } from '../src-shared/bridge-channels.ts';
import { createBridge } from './bridge-object.ts';

const aerodesk = createBridge({
  call: (channel, input) => ipcRenderer.invoke(channel, input) as Promise<BridgeResult<unknown>>,
  onProgress(listener) {
    const forward = (_event: IpcRendererEvent, progress: Progress) => listener(progress);
    ipcRenderer.on(EVENTS.progress, forward);
    return () => {
      ipcRenderer.removeListener(EVENTS.progress, forward);
    };
  },
}) satisfies Bridge;

contextBridge.exposeInMainWorld('aerodesk', aerodesk);
