/**
 * Where the renderer lives in Electron: a privileged custom scheme (`app://aerodesk/`) serving
 * dist/renderer, rather than file://. A standard, secure scheme gives the page a real origin of
 * its own: 'self' in the CSP means our files and nothing else on disk, fetch and storage work, and
 * the IPC wrapper can tell our frames from anything else by their URL.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'aerodesk';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

/** Whether `url` is a page of ours (Electron's sender check and navigation guard). */
export function isAppUrl(url: string | null | undefined): boolean {
  if (!url) return false;
  try {
    const parsed = new URL(url);
    // Node's URL reports origin "null" for custom schemes, so compare the parts.
    return parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST;
  } catch {
    return false;
  }
}
