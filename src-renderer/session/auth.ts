/**
 * Signing in and out. Tokens go to memory (the session store) and to the vault (OS keychain via
 * the bridge), never to localStorage.
 */
import {
  AUTH_PATHS,
  type ConfirmCodeRequest,
  type Credentials,
  type LoginResult,
  type TokenPair,
} from '../../src-shared/api/auth.ts';
import { isTokenValid } from '../../src-shared/domain/session.ts';
import { api, setLogoutHandler } from '../api/http.ts';
import { queryClient } from '../api/queryClient.ts';
import { queryKeys } from '../api/queryKeys.ts';
import { bridge } from '../bridge.ts';
import { notify } from '../stores/notifications.ts';
import { useSession, type SignOutReason } from '../stores/session.ts';
import { useSettings } from '../stores/settings.ts';
import { fetchBaseInfo, fetchUserInfo, primeBaseInfo } from './reference.ts';
import { sessionSettingsFromUserInfo } from './tableSettings.ts';

export function requestLogin(credentials: Credentials): Promise<LoginResult> {
  return api.post<LoginResult>(AUTH_PATHS.token, credentials);
}

export function confirmLoginCode(request: ConfirmCodeRequest): Promise<TokenPair> {
  return api.post<TokenPair>(AUTH_PATHS.confirmCode, request);
}

/**
 * After the server handed out a token pair: keep it, load who the user is and the reference
 * lists, and put the user's table settings into the session settings (spec §4).
 */
export async function completeLogin(pair: TokenPair): Promise<void> {
  const session = { access: pair.access, refresh: pair.refresh };
  await bridge().vault.saveSession(session);
  useSession.getState().signIn(session);
  const role = useSession.getState().claims?.url;
  if (!role) throw new Error('The server sent a token this app cannot read.');
  await primeBaseInfo(role);
  const [userInfo] = await Promise.all([
    queryClient.fetchQuery({
      queryKey: queryKeys.userInfo(role),
      queryFn: ({ signal }) => fetchUserInfo(role, signal),
    }),
    // The lists may still come from the cache if this one fails; the failure was shown.
    queryClient
      .fetchQuery({
        queryKey: queryKeys.baseInfo(role),
        queryFn: ({ signal }) => fetchBaseInfo(role, signal),
      })
      .catch(() => undefined),
  ]);
  useSettings.getState().updateSession(sessionSettingsFromUserInfo(userInfo));
}

/** At start: the vault's session, if it is still valid. */
export async function restoreSession(): Promise<void> {
  const stored = await bridge().vault.readSession();
  if (stored && isTokenValid(stored.access, stored.access, Date.now())) {
    useSession.getState().signIn(stored);
    const role = useSession.getState().claims?.url;
    if (role) await primeBaseInfo(role);
  } else if (stored) {
    // An expired session is of no use to anyone; do not leave it in the keychain.
    await bridge().vault.clearSession();
  }
}

/**
 * Re-reads the vault: another window may have logged out or in. The guard then compares the memory
 * token with the stored one (spec §5).
 */
export async function refreshStoredToken(): Promise<void> {
  const stored = await bridge().vault.readSession();
  useSession.getState().setStoredAccess(stored?.access ?? null);
}

let loggingOut: Promise<void> | null = null;

/**
 * Log-out: vault, memory, query cache and session settings are cleared; the local settings of
 * spec §4 survive. `reason`: 'user' for "Log out" (drafts of typed work go too), 'forced' for a
 * session the server or the clock ended (drafts stay for the next sign-in). Safe to call many
 * times at once (ten queries may get 401 together).
 */
export function logout(reason: SignOutReason): Promise<void> {
  if (loggingOut) return loggingOut;
  loggingOut = (async () => {
    useSession.getState().signOut(reason);
    queryClient.clear();
    const results = await Promise.allSettled([
      bridge().vault.clearSession(),
      useSettings.getState().clearSession(),
    ]);
    for (const result of results) {
      if (result.status === 'rejected') {
        const reason: unknown = result.reason;
        notify.error(
          `Log-out was not complete: ${reason instanceof Error ? reason.message : String(reason)}`,
        );
      }
    }
  })().finally(() => {
    loggingOut = null;
  });
  return loggingOut;
}

/** "Log out everywhere": the server revokes every token of the user, then we log out here. */
export async function logoutEverywhere(): Promise<void> {
  const role = useSession.getState().claims?.url;
  if (role) await api.post(AUTH_PATHS.logoutEverywhere(role));
  await logout('user');
}

// Spec §8: a 401 or 403 logs the user out; the session was ended for them, not by them.
setLogoutHandler(() => void logout('forced'));
