import { create } from 'zustand';
import type { AppInfo } from '../../src-shared/bridge.ts';

/** What the bridge said about this launch: host, version and the server in use. */
export const useAppInfo = create<{ info: AppInfo | null }>()(() => ({ info: null }));

/** "embedded" or the host of the configured server, for the top bar. */
export function serverLabel(info: AppInfo): string {
  if (info.embeddedServer) return 'Embedded server';
  try {
    return new URL(info.serverUrl).host;
  } catch {
    return info.serverUrl;
  }
}
