/**
 * The browser host's preload, built to dist/renderer/host-preload.js and put first in <head> by
 * the host, so `window.aerodesk` exists before the app's own script runs. It defines exactly the
 * Bridge contract (`satisfies Bridge`) over the host's loopback channel, receives progress events,
 * the local settings other pages save and the host's dialog requests on the event stream, and
 * shows the in-page file dialog.
 */
import type { Bridge, LocalSettings, Progress } from '../src-shared/bridge.ts';
import {
  HOST_PATHS,
  type DialogAnswerResult,
  type FolderListing,
} from '../src-shared/host-protocol.ts';
import { createBridge } from './bridge-object.ts';
import { connectEvents } from './host/event-stream.ts';
import { openFileDialog, type OpenFileDialog } from './host/file-dialog.ts';
import { takeLaunchKey } from './host/launch-key.ts';
import { createHostTransport, NO_KEY_MESSAGE } from './host/transport.ts';
import { createListeners } from './listeners.ts';

const key = takeLaunchKey();
const pageId = crypto.randomUUID();
const transport = createHostTransport(key, pageId);
const progress = createListeners<Progress>('progress');
const localSettings = createListeners<LocalSettings>('local settings');
const openDialogs = new Map<string, OpenFileDialog>();

if (key) {
  connectEvents({
    key,
    pageId,
    onEvent(event) {
      switch (event.type) {
        case 'progress':
          progress.emit(event.progress);
          break;
        case 'local-settings':
          localSettings.emit(event.local);
          break;
        case 'dialog': {
          const { id } = event.dialog;
          const dialog = openFileDialog(
            event.dialog,
            {
              list: (folder) =>
                transport.post<FolderListing>(HOST_PATHS.dialogList, { id, folder }),
              answer: (choice) =>
                transport.post<DialogAnswerResult>(HOST_PATHS.dialogAnswer, { id, choice }),
            },
            () => openDialogs.delete(id),
          );
          openDialogs.set(id, dialog);
          break;
        }
        case 'dialog-closed':
          openDialogs.get(event.id)?.close();
          break;
        case 'reload':
          window.location.reload();
          break;
      }
    },
  });
} else {
  console.error(NO_KEY_MESSAGE);
}

const aerodesk = createBridge({
  call: (channel, input) => transport.call(channel, input),
  onProgress: (listener) => progress.add(listener),
  onLocalSettings: (listener) => localSettings.add(listener),
}) satisfies Bridge;

for (const group of Object.values(aerodesk)) Object.freeze(group);
Object.defineProperty(window, 'aerodesk', {
  value: Object.freeze(aerodesk),
  writable: false,
  configurable: false,
  enumerable: true,
});
