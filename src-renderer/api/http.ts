/// <reference types="vite/client" />
/** The app's one client instance, wired to the stores. */
import { useAppInfo } from '../stores/appInfo.ts';
import { notify, useNotifications } from '../stores/notifications.ts';
import { useSession } from '../stores/session.ts';
import { viewerOf } from '../../src-shared/domain/audience.ts';
import { createCall } from './call.ts';
import { createApiClient } from './client.ts';

let logoutHandler: () => void = () => undefined;

/** The session module registers the real log-out once it exists (avoids an import cycle). */
export function setLogoutHandler(handler: () => void): void {
  logoutHandler = handler;
}

const api = createApiClient({
  baseUrl: () => {
    const info = useAppInfo.getState().info;
    if (!info) throw new Error('The app has not started yet.');
    return info.serverUrl;
  },
  accessToken: () => useSession.getState().access,
  onLogout: () => logoutHandler(),
  notify: (kind, message) => {
    if (kind === 'success') notify.success(message);
    else if (kind === 'info') notify.info(message);
    else notify.error(message);
  },
  recordErrorCode: (code) => useNotifications.getState().recordErrorCode(code),
});

/** Vite's build and tests have import.meta.env; plain Node (the e2e runner imports this) has not. */
const env: Partial<ImportMetaEnv> = (import.meta as Partial<ImportMeta>).env ?? {};

/** Every declared endpoint is called through this (call.ts). */
export const call = createCall({
  client: api,
  checking: env.DEV === true || env.VITE_CHECK_ANSWERS === '1',
  viewer: () => {
    const claims = useSession.getState().claims;
    return viewerOf(claims?.user_groups ?? [], claims?.url);
  },
});
