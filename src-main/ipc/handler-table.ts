/**
 * The one implementation of every bridge call: a table from channel to handler, built from the
 * services. Electron's ipcMain.handle and the browser host's HTTP endpoint both serve this table
 * through the same wrapper (invoke.ts), so there is no second copy of any call.
 */
import type { z } from 'zod';
import {
  CHANNELS,
  type AppInfo,
  type Channel,
  type CHANNEL_INPUT,
  type ChannelResult,
  type LocalSettings,
} from '../../src-shared/bridge.ts';
import { downloadFile, type TransferDeps } from '../services/download.ts';
import { saveExcel } from '../services/excel.ts';
import { saveKpPdf } from '../services/kp-pdf.ts';
import { saveLabels } from '../services/labels-pdf.ts';
import type { PdfThread } from '../services/pdf-thread.ts';
import type { ProgressSink } from '../services/ports.ts';
import type { RefCache } from '../services/ref-cache.ts';
import type { SessionRenewal } from '../services/session-renewal.ts';
import type { SettingsStore } from '../services/settings.ts';
import { uploadFile } from '../services/upload.ts';
import type { Vault } from '../services/vault.ts';

/** Who made the call: the URL of the calling top-level frame (null for a sub-frame or unknown). */
export interface SenderInfo {
  url: string | null;
}

export interface CallContext {
  sender: SenderInfo;
  /** Progress events go back to the window that made the call. */
  progress: ProgressSink;
  /** Tells every window but the caller the local settings the caller just saved. */
  localSettingsChanged(local: LocalSettings): void;
}

type InputSchema<C extends Channel> = (typeof CHANNEL_INPUT)[C];

/** A handler's argument: the channel's schema output (defaults applied), or nothing. */
type HandlerInput<C extends Channel> =
  InputSchema<C> extends z.ZodType ? z.output<InputSchema<C>> : undefined;

export type Handler<C extends Channel> = (
  input: HandlerInput<C>,
  context: CallContext,
) => Promise<ChannelResult<C>>;

export type HandlerTable = { [C in Channel]: Handler<C> };

interface HandlerServices {
  appInfo(): Promise<AppInfo>;
  vault: Vault;
  /** Renews the stored session, one renewal at a time (session-renewal.ts). */
  renewal: SessionRenewal;
  settings: SettingsStore;
  refCache: RefCache;
  transfers: TransferDeps;
  /** Persists the server choice, switches to it and reloads the window. */
  setServerUrl(url: string | null): Promise<void>;
  /** Rows per progress event of the Excel writer (tests use small numbers). */
  excelRowsPerProgress?: number;
  /** Where KP PDFs and label sheets are laid out and rendered, off main's event loop. */
  pdfThread: PdfThread;
  /** The folder of the PDF fonts; found beside the app when not given (pdf-fonts.ts). */
  fontsDir?: string;
}

export function createHandlerTable(services: HandlerServices): HandlerTable {
  const { vault, settings, refCache, transfers } = services;
  return {
    [CHANNELS.appInfo]: () => services.appInfo(),
    [CHANNELS.vaultSaveSession]: (session) => vault.saveSession(session),
    [CHANNELS.vaultReadSession]: () => vault.readSession(),
    [CHANNELS.vaultClearSession]: () => vault.clearSession(),
    [CHANNELS.vaultRenewSession]: ({ access }) => services.renewal.renew(access),
    [CHANNELS.settingsRead]: async () => settings.read(),
    [CHANNELS.settingsUpdate]: async (patch, context) => {
      const next = settings.update(patch);
      if (patch.local) context.localSettingsChanged(next.local);
      return next;
    },
    [CHANNELS.settingsClearSession]: async () => settings.clearSession(),
    [CHANNELS.settingsSetServerUrl]: ({ url }) => services.setServerUrl(url),
    [CHANNELS.refCacheSave]: ({ key, data }) => refCache.save(key, data),
    [CHANNELS.refCacheLoad]: ({ key }) => refCache.load(key),
    [CHANNELS.filesDownload]: (request, context) =>
      downloadFile(request, transfers, context.progress),
    [CHANNELS.filesUpload]: (request, context) => uploadFile(request, transfers, context.progress),
    [CHANNELS.exportsSaveExcel]: (request, context) =>
      saveExcel(
        request,
        { dialogs: transfers.dialogs, rowsPerProgress: services.excelRowsPerProgress },
        context.progress,
      ),
    [CHANNELS.exportsSaveKpPdf]: (request, context) =>
      saveKpPdf(
        request,
        { ...transfers, pdfThread: services.pdfThread, fontsDir: services.fontsDir },
        context.progress,
      ),
    [CHANNELS.exportsSaveLabels]: (request, context) =>
      saveLabels(
        request,
        {
          dialogs: transfers.dialogs,
          pdfThread: services.pdfThread,
          fontsDir: services.fontsDir,
        },
        context.progress,
      ),
  };
}
