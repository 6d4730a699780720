/**
 * The per-launch secret reaches the page only in the launch URL's fragment (`#k=<secret>`), which
 * browsers never send to any server. It is moved to sessionStorage (this tab only; it survives a
 * reload, not a closed window) and stripped from the address bar and history at once.
 */
import { HOST_KEY_FRAGMENT } from '../../src-shared/host-protocol.ts';

const STORAGE_KEY = 'aerodesk.hostKey';
const FRAGMENT = new RegExp(`^#${HOST_KEY_FRAGMENT}=([A-Za-z0-9_-]{16,256})$`);

export function takeLaunchKey(): string | null {
  const match = FRAGMENT.exec(window.location.hash);
  if (match?.[1]) {
    window.sessionStorage.setItem(STORAGE_KEY, match[1]);
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    return match[1];
  }
  return window.sessionStorage.getItem(STORAGE_KEY);
}
