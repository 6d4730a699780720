/**
 * The preload bridge: the one contract between the renderer and the main process, declared once.
 *
 * - Electron: src-preload/preload.ts exposes `window.aerodesk` over ipcRenderer; src-main registers
 *   one handler per channel. The browser host: src-preload/host-preload.ts exposes the same object
 *   over a loopback HTTP channel protected by a per-launch secret. Both end in `satisfies Bridge`.
 * - Narrow on purpose: named, task-specific calls; the renderer never hands main a URL to fetch or
 *   a path to write. Paths come from the user through the native dialog, API paths are relative to
 *   the configured server, and main adds the token from the vault itself.
 * - Every call takes at most one argument, an object validated in main with the schema below, and
 *   answers `BridgeResult`; the preload unwraps it and throws `BridgeError` on failure.
 */
import { z } from 'zod';
import { kpDocumentSchema } from './domain/kp-document.ts';
import { EMPTY_BASKET, productIdOfLabel, productLabelCode } from './domain/product.ts';
import { CHANNELS, type Channel, type HttpFailure } from './bridge-channels.ts';

// The channel names, the result envelope and BridgeError live in bridge-channels.ts, which has no
// zod: the preloads import them from there and stay small. What main and the renderer use is
// re-exported here, so this file is still the one place they import the contract from.
export {
  BridgeError,
  CHANNEL_METHOD,
  CHANNELS,
  EVENTS,
  type BridgeResult,
  type Channel,
  type ChannelResult,
  type HttpFailure,
} from './bridge-channels.ts';

// ---------------------------------------------------------------- shapes

/** An API path relative to the server root: `sales/company/`, never a URL, never `..`. */
export const apiPathSchema = z
  .string()
  .min(1)
  .max(2000)
  .refine(
    (path) =>
      !/^[a-z][a-z0-9+.-]*:/i.test(path) &&
      !path.startsWith('/') &&
      !path.startsWith('\\') &&
      !path.split(/[/?#]/).includes('..'),
    { error: 'Expected an API path relative to the server, such as "sales/company/".' },
  );

/** A file name offered in the save dialog: a plain name, no folders. */
export const fileNameSchema = z
  .string()
  .min(1)
  .max(200)
  .refine((name) => !/[/\\]/.test(name) && name !== '.' && name !== '..', {
    error: 'Expected a plain file name.',
  });

export const fileFiltersSchema = z
  .array(
    z.object({
      name: z.string().min(1).max(100),
      extensions: z.array(z.string().regex(/^[a-z0-9*]{1,10}$/i)).min(1),
    }),
  )
  .max(10)
  .optional();
export type FileFilters = z.infer<typeof fileFiltersSchema>;

const operationIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/)
  .optional();

export const storedSessionSchema = z.object({
  access: z.string().min(1).max(8192),
  refresh: z.string().min(1).max(8192),
});
/** The session the vault keeps in the OS keychain (or, without one, in an encrypted file). */
export type StoredSession = z.infer<typeof storedSessionSchema>;

/** What the renderer renews: the access token it holds, so main can tell a renewal done elsewhere. */
export const renewSessionSchema = z.object({ access: storedSessionSchema.shape.access });

/** Where the session is kept: the OS keychain, or an encrypted file where there is none. */
export type VaultKind = 'keychain' | 'file';

/**
 * What a renewal comes to: the session now stored (null when signed out meanwhile), or the
 * server's refusal with its status and body (the renderer applies spec §8: 401 ends the session).
 * An unreachable server is not an answer: that call fails, and is tried again later.
 */
export type RenewalOutcome =
  | { refused: false; session: StoredSession | null }
  | { refused: true; status: number; body: unknown; message: string };

export const THEMES = ['system', 'light', 'dark'] as const;
const RFQ_VIEWS = ['table', 'cards'] as const;

const filterValueSchema = z.union([z.string().max(500), z.number(), z.boolean()]);

/**
 * Local settings that survive log-out (spec §4): collapsed, theme, rfqView, pin, Filters and
 * columnPinning. The names are the spec's, `Filters` capital F included.
 */
export const localSettingsSchema = z.object({
  /** The sidebar is collapsed to icons. */
  collapsed: z.boolean(),
  theme: z.enum(THEMES),
  rfqView: z.enum(RFQ_VIEWS),
  /** Areas pinned to the top of the sidebar. */
  pin: z.array(z.string().max(64)).max(50),
  /** The last filters of each list, by table name. */
  Filters: z.record(z.string().max(64), z.record(z.string().max(64), filterValueSchema)),
  /** Pinned columns of each table, by table name. */
  columnPinning: z.record(
    z.string().max(64),
    z.object({
      left: z.array(z.string().max(64)).max(100),
      right: z.array(z.string().max(64)).max(100),
    }),
  ),
  /**
   * Ours, not the spec's: the window has said once that the session is kept in an encrypted file
   * (no OS keychain here). Kept over log-outs, as it is about this computer, not the user.
   */
  fileVaultNoticeShown: z.boolean(),
});
export type LocalSettings = z.infer<typeof localSettingsSchema>;

const warehouseRefSchema = z.object({ id: z.number().int(), name: z.string().max(200) });
const basketSchema = z.object({
  warehouse: warehouseRefSchema.nullable(),
  items: z
    .array(
      z.object({
        id: z.number().int().positive(),
        label_code: z.string().max(20),
        part_number: z.string().max(100),
        description: z.string().max(300),
        warehouse: warehouseRefSchema,
        quantity: z.number().int().min(1),
        quantity_chosen: z.number().int().min(1),
      }),
    )
    .max(500),
});

/**
 * Settings that belong to the signed-in session and are cleared on log-out: the table settings the
 * server sent (column visibility, presets, active preset, spec §4) and the warehouse basket.
 *
 * No field has a `.default()`: the patch schema (settingsPatchSchema) is this one made partial, and
 * zod fills a field's default in where a patch leaves it out, which would write it over (showing a
 * column emptied the basket). Settings written before a field existed read it from
 * DEFAULT_SESSION_SETTINGS instead (src-main/services/settings.ts reads them field by field).
 */
export const sessionSettingsSchema = z.object({
  columnVisibility: z.record(z.string().max(64), z.record(z.string().max(64), z.boolean())),
  presets: z.record(
    z.string().max(64),
    z.array(
      z.object({
        name: z.string().max(100),
        filters: z.record(z.string().max(64), filterValueSchema),
      }),
    ),
  ),
  activePreset: z.record(z.string().max(64), z.string().max(100).nullable()),
  /**
   * The warehouse basket (spec §3, §4): kept with the session, so it survives a restart of the app
   * and goes at log-out like the rest.
   */
  basket: basketSchema,
  /**
   * Whose they are (`sessionOwner`): a sign-in by someone else starts from empty ones. A log-out
   * clears them, but a start that finds no session (the keychain entry removed, a session that
   * lapsed while the server was away) shows the login with the last user's basket still here.
   */
  owner: z.string().max(200).nullable(),
});
export type SessionSettings = z.infer<typeof sessionSettingsSchema>;

export interface Settings {
  /** The server the app talks to; null means the embedded server. */
  serverUrl: string | null;
  local: LocalSettings;
  session: SessionSettings;
}

export const DEFAULT_LOCAL_SETTINGS: LocalSettings = {
  collapsed: false,
  theme: 'system',
  rfqView: 'table',
  pin: [],
  Filters: {},
  columnPinning: {},
  fileVaultNoticeShown: false,
};

export const DEFAULT_SESSION_SETTINGS: SessionSettings = {
  columnVisibility: {},
  presets: {},
  activePreset: {},
  basket: EMPTY_BASKET,
  owner: null,
};

export const settingsPatchSchema = z.object({
  local: localSettingsSchema.partial().optional(),
  session: sessionSettingsSchema.partial().optional(),
});
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

export const serverUrlSchema = z.object({
  url: z
    .url({
      protocol: /^https?$/,
      error: 'Enter the server address, such as https://erp.example.com',
    })
    .max(500)
    .nullable(),
});

export const refCacheKeySchema = z.string().regex(/^[a-z0-9_.-]{1,100}$/i);
export const refCacheSaveSchema = z.object({ key: refCacheKeySchema, data: z.unknown() });
export const refCacheLoadSchema = z.object({ key: refCacheKeySchema });
export interface CachedEntry {
  savedAt: string;
  data: unknown;
}

export const downloadRequestSchema = z.object({
  /** API path of the file, fetched with the session's token. */
  path: apiPathSchema,
  suggestedName: fileNameSchema,
  filters: fileFiltersSchema,
  operationId: operationIdSchema,
});
export type DownloadRequest = z.infer<typeof downloadRequestSchema>;

export const uploadRequestSchema = z.object({
  /** API path the chosen file is posted to, as multipart with `fileField` and `fields`. */
  path: apiPathSchema,
  fileField: z
    .string()
    .regex(/^[a-z_]{1,40}$/)
    .default('file'),
  fields: z.record(z.string().max(64), z.string().max(2000)).default({}),
  filters: fileFiltersSchema,
  /** Largest file accepted, bytes; the default is 100 MiB. */
  maxBytes: z
    .number()
    .int()
    .positive()
    .max(1024 * 1024 * 1024)
    .default(100 * 1024 * 1024),
  operationId: operationIdSchema,
});
export type UploadRequest = z.input<typeof uploadRequestSchema>;

/**
 * Cell formats of a sheet column. `percent` values are percentages as the API gives them (15 means
 * 15 %); `number` and `money` show two decimals; `date` takes `YYYY-MM-DD` or an ISO date-time;
 * numeric text ("1,250.50") in a numeric column becomes a number.
 */
export const SHEET_FORMATS = ['text', 'integer', 'number', 'money', 'percent', 'date'] as const;

export const sheetSchema = z.object({
  name: z
    .string()
    .min(1)
    .max(31)
    .refine((name) => !/[\\/?*[\]:]/.test(name), {
      error: 'Sheet names cannot contain \\ / ? * [ ] :',
    }),
  columns: z
    .array(
      z.object({
        key: z.string().min(1).max(64),
        header: z.string().max(100),
        width: z.number().min(4).max(100).optional(),
        format: z.enum(SHEET_FORMATS).optional(),
      }),
    )
    .min(1)
    .max(200),
  rows: z
    .array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])))
    .max(1_000_000),
});
/** A sheet described as data; the Excel writer in main only renders it. */
export type SheetDescription = z.infer<typeof sheetSchema>;

export const excelRequestSchema = z.object({
  suggestedName: fileNameSchema,
  sheets: z.array(sheetSchema).min(1).max(20),
  operationId: operationIdSchema,
});
export type ExcelRequest = z.infer<typeof excelRequestSchema>;

export const kpPdfRequestSchema = z.object({
  suggestedName: fileNameSchema,
  /** The document, composed by `kpDocumentFrom`; main only renders it. */
  document: kpDocumentSchema,
  /** Where to attach the written PDF on the server (the KP's file path), if anywhere. */
  attachTo: apiPathSchema.optional(),
  /** Text fields posted with the attached PDF (multipart, beside `file`), e.g. for `{role}/upload/`. */
  attachFields: z.record(z.string().max(64), z.string().max(2000)).optional(),
  operationId: operationIdSchema,
});
export type KpPdfRequest = z.infer<typeof kpPdfRequestSchema>;

/** Exactly what productLabelCode makes ('P' and eight digits): anything else would print a label no scan finds. */
const labelCodeSchema = z.string().refine(
  (code) => {
    const id = productIdOfLabel(code);
    return id !== null && productLabelCode(id) === code;
  },
  { error: 'Expected a product label code: "P" and eight digits, such as P00001234.' },
);

/** One product's label: the texts it shows, as the renderer has them (main looks nothing up). */
export const productLabelSchema = z.object({
  label_code: labelCodeSchema,
  part_number: z.string().min(1, { error: 'A label needs the part number.' }).max(100),
  /** Cut to fit on the label. */
  description: z.string().max(2000),
  serial_number: z.string().max(100),
  condition: z.string().max(100),
  warehouse: z.string().max(200),
  location: z.string().max(100),
});
export type ProductLabel = z.infer<typeof productLabelSchema>;

/** A sheet of product labels; 2000 labels are 84 A4 pages, more than one print run needs. */
export const labelsRequestSchema = z.object({
  suggestedName: fileNameSchema,
  labels: z
    .array(productLabelSchema)
    .min(1, { error: 'Choose at least one product to label.' })
    .max(2000, { error: 'At most 2000 labels at a time.' }),
  operationId: operationIdSchema,
});
export type LabelsRequest = z.infer<typeof labelsRequestSchema>;

export type SaveOutcome = { saved: true; path: string; bytes: number } | { saved: false };

export type UploadOutcome =
  | { uploaded: true; status: number; body: unknown; fileName: string; bytes: number }
  | { uploaded: false };

export interface Progress {
  operationId: string;
  /**
   * `pdf` counts steps: rendered, written, and attached when asked; a label sheet counts a step per
   * barcode made before those.
   */
  kind: 'download' | 'upload' | 'excel' | 'pdf';
  done: number;
  /** Null when the size is not known in advance. */
  total: number | null;
  finished: boolean;
}

export interface AppInfo {
  version: string;
  host: 'electron' | 'browser';
  platform: string;
  /** The server in use, with a trailing slash. */
  serverUrl: string;
  /** Whether that server is the embedded one this app started. */
  embeddedServer: boolean;
  /** Where the session is kept (the window says so once when it is a file). */
  vault: VaultKind;
}

// ---------------------------------------------------------------- the contract

export interface Bridge {
  app: {
    info(): Promise<AppInfo>;
  };
  vault: {
    saveSession(input: StoredSession): Promise<void>;
    readSession(): Promise<StoredSession | null>;
    clearSession(): Promise<void>;
    /**
     * Renews the stored session with its refresh token (`api/token/refresh/`), one renewal at a
     * time for every window: answers the session now stored (renewed here, or already renewed by
     * another window), or the server's refusal.
     */
    renewSession(input: z.infer<typeof renewSessionSchema>): Promise<RenewalOutcome>;
  };
  settings: {
    read(): Promise<Settings>;
    update(input: SettingsPatch): Promise<Settings>;
    /** Log-out: clears the session settings, keeps the local ones (spec §4). */
    clearSession(): Promise<Settings>;
    /** Switches server (null: the embedded one); the window reloads against it. */
    setServerUrl(input: z.infer<typeof serverUrlSchema>): Promise<void>;
  };
  refCache: {
    save(input: z.infer<typeof refCacheSaveSchema>): Promise<void>;
    load(input: z.infer<typeof refCacheLoadSchema>): Promise<CachedEntry | null>;
  };
  files: {
    download(input: DownloadRequest): Promise<SaveOutcome>;
    upload(input: UploadRequest): Promise<UploadOutcome>;
  };
  exports: {
    saveExcel(input: ExcelRequest): Promise<SaveOutcome>;
    /** Renders a KP document to PDF, saves it where the user chooses, optionally attaches it. */
    saveKpPdf(input: KpPdfRequest): Promise<SaveOutcome & { attached?: boolean }>;
    /** Renders a sheet of product labels (Code 128) to PDF and saves it where the user chooses. */
    saveLabels(input: LabelsRequest): Promise<SaveOutcome>;
  };
  events: {
    /** Progress of downloads, uploads, Excel and PDF writing; returns the unsubscribe function. */
    onProgress(listener: (progress: Progress) => void): () => void;
    /**
     * Every bridge call that failed on an HTTP answer of the server (a download, an attach, a
     * renewal), with its status: the renderer applies the error catalogue to it (spec §8: 401 and
     * 403 log out). A listener, not only the thrown error, because Electron's contextBridge keeps
     * nothing of an error but its message.
     */
    onHttpFailure(listener: (failure: HttpFailure) => void): () => void;
    /**
     * The local settings (theme, sidebar, pins, list filters, pinned columns) as another window of
     * this app just saved them: they are the workstation's, one set for every window. A window's
     * own changes are not echoed back to it (it has them already, and an echo arriving after a
     * newer change of its own would undo that change).
     */
    onLocalSettings(listener: (local: LocalSettings) => void): () => void;
  };
}

/** The input schema of each channel; `undefined` means the call takes no argument. */
export const CHANNEL_INPUT = {
  [CHANNELS.appInfo]: undefined,
  [CHANNELS.vaultSaveSession]: storedSessionSchema,
  [CHANNELS.vaultReadSession]: undefined,
  [CHANNELS.vaultClearSession]: undefined,
  [CHANNELS.vaultRenewSession]: renewSessionSchema,
  [CHANNELS.settingsRead]: undefined,
  [CHANNELS.settingsUpdate]: settingsPatchSchema,
  [CHANNELS.settingsClearSession]: undefined,
  [CHANNELS.settingsSetServerUrl]: serverUrlSchema,
  [CHANNELS.refCacheSave]: refCacheSaveSchema,
  [CHANNELS.refCacheLoad]: refCacheLoadSchema,
  [CHANNELS.filesDownload]: downloadRequestSchema,
  [CHANNELS.filesUpload]: uploadRequestSchema,
  [CHANNELS.exportsSaveExcel]: excelRequestSchema,
  [CHANNELS.exportsSaveKpPdf]: kpPdfRequestSchema,
  [CHANNELS.exportsSaveLabels]: labelsRequestSchema,
} as const satisfies Record<Channel, z.ZodType | undefined>;
