/**
 * File dialogs for the browser host. A plain browser cannot show a native dialog for a path on
 * disk, so the host asks the page (a `dialog` event), the page's host-preload shows a small
 * in-page dialog, and the page answers with a folder and a file name. The host checks the answer
 * itself (the folder exists, the name is plain, replacing a file was confirmed) and only then
 * resolves the service's request with the absolute path. Folder listings are served only while a
 * dialog is open, and only to the page that shows it.
 */
import { randomUUID } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileNameSchema, type FileFilters } from '../../src-shared/bridge.ts';
import type {
  DialogAnswerResult,
  DialogListRequest,
  FolderEntry,
  FolderListing,
} from '../../src-shared/host-protocol.ts';
import type { DialogPort } from '../services/ports.ts';
import type { ParsedDialogAnswer } from './dialog-schemas.ts';
import type { EventHub } from './event-hub.ts';

const MAX_LISTED = 500;

export interface PageDialogs extends DialogPort {
  /** The page's answer (already schema-checked); settles the dialog when it is acceptable. */
  answer(pageId: string | null, answer: ParsedDialogAnswer): Promise<DialogAnswerResult>;
  list(pageId: string | null, request: DialogListRequest): Promise<FolderListing>;
  /** Cancels every open dialog (shutting down). */
  cancelAll(): void;
}

interface Pending {
  mode: 'save' | 'open';
  /** The page that asked: the only one that may list folders for it and answer it. */
  pageId: string;
  filters?: FileFilters;
  settle(path: string | null): void;
}

export function createPageDialogs(options: {
  hub: EventHub;
  /** The folder dialogs open in until the user picked another one. */
  defaultFolder: string;
  /** The page that made the current bridge call (from the request being served). */
  currentPage: () => string | null;
}): PageDialogs {
  const pending = new Map<string, Pending>();
  let lastFolder = options.defaultFolder;

  // A page that closes or reloads can no longer answer: its dialogs count as cancelled.
  options.hub.onPageGone((pageId) => {
    for (const [id, dialog] of pending) if (dialog.pageId === pageId) settle(id, null);
  });

  function settle(id: string, path: string | null): void {
    const dialog = pending.get(id);
    if (!dialog) return;
    pending.delete(id);
    options.hub.send(dialog.pageId, { type: 'dialog-closed', id });
    dialog.settle(path);
  }

  function ask(mode: 'save' | 'open', title: string, fileName: string, filters?: FileFilters) {
    const pageId = options.currentPage();
    // A call that names no page (the host-preload always does) has no window to ask: a dialog
    // for "any page" could be answered, and folders listed, by any of them.
    if (pageId === null || !options.hub.hasPage(pageId)) {
      return Promise.reject(new Error('No Aerodesk window is open to show the file dialog.'));
    }
    return new Promise<string | null>((resolvePath) => {
      const id = randomUUID();
      pending.set(id, { mode, pageId, filters, settle: resolvePath });
      options.hub.send(pageId, {
        type: 'dialog',
        dialog: { id, mode, title, folder: lastFolder, fileName, filters },
      });
    });
  }

  function openDialog(pageId: string | null, id: string): Pending | string {
    const dialog = pending.get(id);
    if (!dialog || pageId !== dialog.pageId) {
      return 'This dialog is no longer open.';
    }
    return dialog;
  }

  return {
    chooseSavePath: ({ title, suggestedName, filters }) =>
      ask('save', title, suggestedName, filters),
    chooseOpenPath: ({ title, filters }) => ask('open', title, '', filters),

    async answer(pageId, { id, choice }) {
      const dialog = openDialog(pageId, id);
      if (typeof dialog === 'string') return { ok: false, message: dialog };
      if (!choice) {
        settle(id, null);
        return { ok: true, path: null };
      }
      const folder = absoluteFolder(choice.folder);
      if (typeof folder !== 'string') return folder;
      const folderProblem = await checkFolder(folder);
      if (folderProblem) return { ok: false, message: folderProblem };
      const name = choice.fileName.trim();
      if (!name) return { ok: false, message: 'Enter a file name.' };
      if (!fileNameSchema.safeParse(name).success) {
        return { ok: false, message: 'Enter a plain file name, without / or \\.' };
      }

      const path = join(folder, name);
      const existing = await stat(path).catch(() => null);
      if (dialog.mode === 'open') {
        if (!existing?.isFile())
          return { ok: false, message: `There is no file "${name}" in ${folder}.` };
      } else {
        if (existing?.isDirectory()) return { ok: false, message: `"${name}" is a folder.` };
        if (existing && !choice.overwrite) {
          return {
            ok: false,
            confirmOverwrite: true,
            message: `"${name}" already exists in ${folder}. Save again to replace it.`,
          };
        }
      }
      lastFolder = folder;
      settle(id, path);
      return { ok: true, path };
    },

    async list(pageId, { id, folder: requested }) {
      const dialog = openDialog(pageId, id);
      if (typeof dialog === 'string') return { ok: false, message: dialog };
      const folder = absoluteFolder(requested);
      if (typeof folder !== 'string') return folder;
      const problem = await checkFolder(folder);
      if (problem) return { ok: false, message: problem };
      return listFolder(folder, dialog.filters);
    },

    cancelAll() {
      for (const id of [...pending.keys()]) settle(id, null);
    },
  };
}

/** `~/Documents` or `/srv/x`, resolved; a relative path is refused with an example. */
function absoluteFolder(folder: string): string | { ok: false; message: string } {
  const trimmed = folder.trim();
  const expanded =
    trimmed === '~' || trimmed.startsWith('~/') ? join(homedir(), trimmed.slice(1)) : trimmed;
  if (!isAbsolute(expanded)) {
    return {
      ok: false,
      message: `Enter a full folder path, such as ${join(homedir(), 'Documents')}.`,
    };
  }
  return resolve(expanded);
}

async function checkFolder(folder: string): Promise<string | null> {
  const info = await stat(folder).catch(() => null);
  if (!info) return `The folder ${folder} does not exist.`;
  if (!info.isDirectory()) return `${folder} is a file, not a folder.`;
  return null;
}

async function listFolder(folder: string, filters?: FileFilters): Promise<FolderListing> {
  let dirents: Dirent[];
  try {
    dirents = await readdir(folder, { withFileTypes: true });
  } catch (error) {
    return {
      ok: false,
      message: `The folder ${folder} cannot be read (${(error as Error).message}).`,
    };
  }
  const extensions = filters?.flatMap((filter) =>
    filter.extensions.map((ext) => ext.toLowerCase()),
  );
  const matches = (name: string) =>
    !extensions?.length ||
    extensions.includes('*') ||
    extensions.some((ext) => name.toLowerCase().endsWith(`.${ext}`));

  // Kinds from the directory entries themselves (cheap); only links need a stat.
  const kinds = await Promise.all(
    dirents
      .filter((dirent) => !dirent.name.startsWith('.'))
      .map(async (dirent): Promise<[string, 'folder' | 'file' | null]> => {
        if (dirent.isDirectory()) return [dirent.name, 'folder'];
        if (dirent.isFile()) return [dirent.name, 'file'];
        if (!dirent.isSymbolicLink()) return [dirent.name, null];
        const target = await stat(join(folder, dirent.name)).catch(() => null);
        return [dirent.name, target?.isDirectory() ? 'folder' : target?.isFile() ? 'file' : null];
      }),
  );
  const shown = kinds
    .filter(([name, kind]) => kind === 'folder' || (kind === 'file' && matches(name)))
    .sort(([a, kindA], [b, kindB]) =>
      kindA === kindB ? a.localeCompare(b) : kindA === 'folder' ? -1 : 1,
    );
  const entries = await Promise.all(
    shown.slice(0, MAX_LISTED).map(async ([name, kind]): Promise<FolderEntry> => {
      if (kind === 'folder') return { name, kind: 'folder', size: null };
      const info = await stat(join(folder, name)).catch(() => null);
      return { name, kind: 'file', size: info?.size ?? null };
    }),
  );
  const parent = dirname(folder);
  return {
    ok: true,
    folder,
    parent: parent === folder ? null : parent,
    entries,
    truncated: shown.length > MAX_LISTED,
  };
}
