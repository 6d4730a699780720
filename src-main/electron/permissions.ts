/**
 * Which web permissions the app grants: a back office needs no camera, microphone, notifications
 * or geolocation, only writing to the clipboard (copying a part number), and only to our own
 * pages. A frame of any other origin (a page that got in despite the navigation guard, an
 * embedded frame) is refused everything. Pure, so a test checks the decision without Electron;
 * hardening.ts installs it as the session's request and check handlers.
 */
import { isAppUrl } from '../app-origin.ts';

const GRANTED: ReadonlySet<string> = new Set(['clipboard-sanitized-write']);

/** Whether `permission`, asked by a frame at `requestingUrl` (a URL or an origin), is granted. */
export function mayGrantPermission(
  permission: string,
  requestingUrl: string | null | undefined,
): boolean {
  return isAppUrl(requestingUrl) && GRANTED.has(permission);
}
