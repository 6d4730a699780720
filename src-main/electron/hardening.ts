/**
 * Security defaults for every web contents of the app: no navigation away from our pages, no new
 * windows (http(s) links go to the system browser), no <webview>, no permission for other origins.
 */
import { app, session, shell } from 'electron';
import { isAppUrl } from '../app-origin.ts';
import { mayGrantPermission } from './permissions.ts';

/** Only http(s) links leave the app, and only to the system browser. */
function openExternally(url: string): void {
  try {
    const { protocol } = new URL(url);
    if (protocol === 'https:' || protocol === 'http:') void shell.openExternal(url);
  } catch {
    // Not a URL: nothing to open.
  }
}

export function hardenWebContents(): void {
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-navigate', (event, url) => {
      if (isAppUrl(url)) return;
      event.preventDefault();
      openExternally(url);
    });
    contents.on('will-redirect', (event, url) => {
      if (!isAppUrl(url)) event.preventDefault();
    });
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(({ url }) => {
      openExternally(url);
      return { action: 'deny' };
    });
  });

  // Only our own pages, and only what a back office needs (permissions.ts).
  session.defaultSession.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(mayGrantPermission(permission, details.requestingUrl));
  });
  session.defaultSession.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    mayGrantPermission(permission, requestingOrigin),
  );
}
