/**
 * The zod-free half of the bridge contract (src-shared/bridge.ts re-exports all of it): channel
 * names, event names, the result envelope every call answers, BridgeError, and which Bridge method
 * each channel serves. Split out so that the preloads, which need only these, do not bundle zod.
 */
import type { Bridge } from './bridge.ts';

// ---------------------------------------------------------------- channels

export const CHANNELS = {
  appInfo: 'app:info',
  vaultSaveSession: 'vault:saveSession',
  vaultReadSession: 'vault:readSession',
  vaultClearSession: 'vault:clearSession',
  vaultRenewSession: 'vault:renewSession',
  settingsRead: 'settings:read',
  settingsUpdate: 'settings:update',
  settingsClearSession: 'settings:clearSession',
  settingsSetServerUrl: 'settings:setServerUrl',
  refCacheSave: 'refCache:save',
  refCacheLoad: 'refCache:load',
  filesDownload: 'files:download',
  filesUpload: 'files:upload',
  exportsSaveExcel: 'exports:saveExcel',
  exportsSaveKpPdf: 'exports:saveKpPdf',
  exportsSaveLabels: 'exports:saveLabels',
} as const;
export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];

/** Events main sends to the renderer. */
export const EVENTS = {
  progress: 'event:progress',
  /** The local settings another window changed (main to every other window). */
  localSettings: 'event:local-settings',
} as const;

// ---------------------------------------------------------------- results

/** What every handler answers across the process boundary. */
export type BridgeResult<T> = { ok: true; value: T } | { ok: false; error: BridgeFailure };

export interface BridgeFailure {
  /** `invalid_input` for a rejected argument, `failed` for an error in main. */
  code: 'invalid_input' | 'failed' | 'forbidden';
  message: string;
  /** When the failure was the server's HTTP answer to a call main made: its status and body. */
  status?: number;
  body?: unknown;
}

/** A call main made for the renderer that the server answered with an error status. */
export interface HttpFailure {
  status: number;
  body: unknown;
}

export class BridgeError extends Error {
  readonly code: BridgeFailure['code'];
  readonly status: number | undefined;
  readonly body: unknown;
  constructor(failure: BridgeFailure) {
    super(failure.message);
    this.name = 'BridgeError';
    this.code = failure.code;
    this.status = failure.status;
    this.body = failure.body;
  }
}

// ---------------------------------------------------------------- channel to method

/**
 * The Bridge method each channel serves. Both preloads build `window.aerodesk` from it, main types
 * its handler table with it, and a test checks that every channel reaches the right method.
 */
export const CHANNEL_METHOD = {
  [CHANNELS.appInfo]: ['app', 'info'],
  [CHANNELS.vaultSaveSession]: ['vault', 'saveSession'],
  [CHANNELS.vaultReadSession]: ['vault', 'readSession'],
  [CHANNELS.vaultClearSession]: ['vault', 'clearSession'],
  [CHANNELS.vaultRenewSession]: ['vault', 'renewSession'],
  [CHANNELS.settingsRead]: ['settings', 'read'],
  [CHANNELS.settingsUpdate]: ['settings', 'update'],
  [CHANNELS.settingsClearSession]: ['settings', 'clearSession'],
  [CHANNELS.settingsSetServerUrl]: ['settings', 'setServerUrl'],
  [CHANNELS.refCacheSave]: ['refCache', 'save'],
  [CHANNELS.refCacheLoad]: ['refCache', 'load'],
  [CHANNELS.filesDownload]: ['files', 'download'],
  [CHANNELS.filesUpload]: ['files', 'upload'],
  [CHANNELS.exportsSaveExcel]: ['exports', 'saveExcel'],
  [CHANNELS.exportsSaveKpPdf]: ['exports', 'saveKpPdf'],
  [CHANNELS.exportsSaveLabels]: ['exports', 'saveLabels'],
} as const satisfies Record<Channel, readonly [Exclude<keyof Bridge, 'events'>, string]>;

type MethodAt<Where> = Where extends readonly [infer Group extends keyof Bridge, infer Name]
  ? Name extends keyof Bridge[Group]
    ? Bridge[Group][Name]
    : never
  : never;

/** The Bridge method a channel serves, e.g. `Bridge['vault']['saveSession']`. */
export type ChannelMethod<C extends Channel> = MethodAt<(typeof CHANNEL_METHOD)[C]>;

/** What the renderer passes for a channel (`undefined` for calls without an argument). */
export type ChannelArgument<C extends Channel> =
  ChannelMethod<C> extends (...args: infer Args) => unknown
    ? Args extends [infer First, ...unknown[]]
      ? First
      : undefined
    : never;

/** What a channel's call resolves to. */
export type ChannelResult<C extends Channel> =
  ChannelMethod<C> extends (...args: never[]) => infer Result ? Awaited<Result> : never;
