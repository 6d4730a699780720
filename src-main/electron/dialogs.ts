/** The services' dialog port on Electron's native save and open dialogs. */
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  app,
  dialog,
  type BrowserWindow,
  type OpenDialogOptions,
  type SaveDialogOptions,
} from 'electron';
import type { FileFilters } from '../../src-shared/bridge.ts';
import type { DialogPort } from '../services/ports.ts';

export function electronDialogs(window: () => BrowserWindow | null): DialogPort {
  // The folder of the last choice, offered first next time, as native apps do.
  let lastFolder: string | null = null;
  const startFolder = () => lastFolder ?? downloadsFolder();
  // Our filters are Electron's shape already; a copy, so Electron never holds the request's.
  const electronFilters = (filters: FileFilters) =>
    filters?.map(({ name, extensions }) => ({ name, extensions: [...extensions] }));

  return {
    async chooseSavePath({ title, suggestedName, filters }) {
      const options: SaveDialogOptions = {
        title,
        defaultPath: join(startFolder(), suggestedName),
        filters: electronFilters(filters),
        properties: ['createDirectory', 'showOverwriteConfirmation'],
      };
      const owner = window();
      const result = owner
        ? await dialog.showSaveDialog(owner, options)
        : await dialog.showSaveDialog(options);
      if (result.canceled || !result.filePath) return null;
      lastFolder = dirname(result.filePath);
      return result.filePath;
    },

    async chooseOpenPath({ title, filters }) {
      const options: OpenDialogOptions = {
        title,
        defaultPath: startFolder(),
        filters: electronFilters(filters),
        properties: ['openFile'],
      };
      const owner = window();
      const result = owner
        ? await dialog.showOpenDialog(owner, options)
        : await dialog.showOpenDialog(options);
      const [chosen] = result.filePaths;
      if (result.canceled || !chosen) return null;
      lastFolder = dirname(chosen);
      return chosen;
    },
  };
}

function downloadsFolder(): string {
  try {
    return app.getPath('downloads');
  } catch {
    return homedir();
  }
}
