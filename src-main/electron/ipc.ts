/** Registers every bridge channel on ipcMain.handle, through the one wrapper (ipc/invoke.ts). */
import { webContents, type IpcMain, type IpcMainInvokeEvent } from 'electron';
import { CHANNELS, EVENTS, type Progress } from '../../src-shared/bridge.ts';
import type { CallContext } from '../ipc/handler-table.ts';
import type { Invoke } from '../ipc/invoke.ts';

export function registerBridge(ipcMain: IpcMain, invoke: Invoke): void {
  for (const channel of Object.values(CHANNELS)) {
    ipcMain.handle(channel, (event, rawInput: unknown) =>
      invoke(channel, rawInput, contextOf(event)),
    );
  }
}

function contextOf(event: IpcMainInvokeEvent): CallContext {
  const frame = event.senderFrame;
  return {
    // Only the window's top frame speaks for the app; a sub-frame has no URL to trust.
    sender: { url: frame && frame === event.sender.mainFrame ? frame.url : null },
    progress: (progress: Progress) => {
      if (!event.sender.isDestroyed()) event.sender.send(EVENTS.progress, progress);
    },
    localSettingsChanged(local) {
      // Every other window of the app (each has the preload; a devtools view has none).
      for (const contents of webContents.getAllWebContents()) {
        if (contents !== event.sender && contents.getType() === 'window' && !contents.isDestroyed())
          contents.send(EVENTS.localSettings, local);
      }
    },
  };
}
