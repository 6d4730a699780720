/**
 * Signing in and out, restoring the session at start and renewing it. Tokens go to memory (the
 * session store) and to the vault (the OS keychain, or an encrypted file without one, through the
 * bridge), never to localStorage.
 */
import {
  authEndpoints,
  type ConfirmCodeRequest,
  type Credentials,
  type LoginResult,
  type TokenPair,
} from '../../src-shared/api/auth.ts';
import type { RenewalOutcome, StoredSession } from '../../src-shared/bridge.ts';
import { errorMessage, outcomeForResponse } from '../../src-shared/domain/errors.ts';
import { isTokenValid, sessionOwner } from '../../src-shared/domain/session.ts';
import { call, setLogoutHandler } from '../api/http.ts';
import { queryClient } from '../api/queryClient.ts';
import { queryKeys } from '../api/queryKeys.ts';
import { bridge } from '../bridge.ts';
import { useAppInfo } from '../stores/appInfo.ts';
import { notify } from '../stores/notifications.ts';
import { useSession, type SignOutReason } from '../stores/session.ts';
import { useSettings } from '../stores/settings.ts';
import { fetchBaseInfo, fetchUserInfo, primeBaseInfo } from './reference.ts';
import { sameUser } from './renewal.ts';
import { sessionSettingsFromUserInfo } from '../features/setting/tableSettings.ts';

/** Said once, after the first sign-in that keeps the session in a file (see sayWhereSessionIsKept). */
export const FILE_VAULT_NOTICE =
  'No OS keychain was found on this computer, so your session is kept in an encrypted file in ' +
  'the app’s folder instead. Nothing else changes.';
/** Long enough to read two lines; hovering holds it. */
const FILE_VAULT_NOTICE_MS = 12_000;

export function requestLogin(credentials: Credentials): Promise<LoginResult> {
  return call(authEndpoints.token, { params: {}, body: credentials });
}

export function confirmLoginCode(request: ConfirmCodeRequest): Promise<TokenPair> {
  return call(authEndpoints.confirmCode, { params: {}, body: request });
}

/**
 * After the server handed out a token pair: keep it, load who the user is and the reference
 * lists, and put the user's table settings into the session settings (spec §4).
 */
export async function completeLogin(pair: TokenPair): Promise<void> {
  const session = { access: pair.access, refresh: pair.refresh };
  await bridge().vault.saveSession(session);
  useSession.getState().signIn(session);
  void sayWhereSessionIsKept();
  const claims = useSession.getState().claims;
  if (!claims) throw new Error('The server sent a token this app cannot read.');
  const role = claims.url;
  await useSettings.getState().claimSession(sessionOwner(claims));
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

/**
 * Once per installation, after a sign-in: where there is no OS keychain, the session is kept in an
 * encrypted file, and the user is told so (remembered in the local settings, which outlive
 * log-outs). The vault in use is asked after the save: a keychain that failed just then counts.
 */
async function sayWhereSessionIsKept(): Promise<void> {
  try {
    const info = await bridge().app.info();
    useAppInfo.setState({ info });
    if (info.vault !== 'file' || useSettings.getState().local.fileVaultNoticeShown) return;
    notify.info(FILE_VAULT_NOTICE, FILE_VAULT_NOTICE_MS);
    useSettings.getState().updateLocal({ fileVaultNoticeShown: true });
  } catch (error) {
    console.warn('Where the session is kept could not be read', error);
  }
}

/** Puts a session in memory, with the cached lists of its role. */
async function acceptSession(session: StoredSession): Promise<void> {
  useSession.getState().signIn(session);
  const role = useSession.getState().claims?.url;
  if (role) await primeBaseInfo(role);
}

/** Whether the server's refusal of a renewal ends the session (spec §8: 401 and 403 log out). */
function endsSession(outcome: Extract<RenewalOutcome, { refused: true }>): boolean {
  return outcomeForResponse({ status: outcome.status, body: outcome.body })?.logout ?? false;
}

/**
 * At start: the vault's session, if the server still honours it. Renewing it asks the server and
 * gives a fresh pair at once, so a session whose access token expired overnight opens while its
 * refresh token lives. A session the server refuses (a token of another server, or of before a
 * log-out everywhere) goes quietly: cleared, and the login shown without an error. Without an
 * answer from the server, the session is kept while its access token lasts.
 */
export async function restoreSession(): Promise<void> {
  let stored: StoredSession | null;
  try {
    stored = await bridge().vault.readSession();
  } catch (error) {
    // A vault that cannot be read at all: start signed out; signing in says what is wrong.
    console.warn('The stored session could not be read', error);
    return;
  }
  if (!stored) return;

  let outcome: RenewalOutcome | null = null;
  try {
    outcome = await bridge().vault.renewSession({ access: stored.access });
  } catch (error) {
    console.warn('The stored session could not be renewed at start', error);
  }
  if (outcome && !outcome.refused) {
    if (outcome.session) await acceptSession(outcome.session);
    return;
  }
  if (outcome?.refused && endsSession(outcome)) {
    await logout('forced');
    return;
  }
  if (isTokenValid(stored.access, stored.access, Date.now())) await acceptSession(stored);
}

/**
 * Takes the vault's session as it is now: a renewal by another window (same user) replaces the
 * memory token, so memory and vault stay identical (spec §5); anything else (signed out, someone
 * else signed in) is only noted, and the guard sends this window to the login.
 */
function adoptStored(stored: StoredSession | null): void {
  const { access } = useSession.getState();
  if (stored && access && stored.access !== access && sameUser(stored.access, access)) {
    useSession.getState().signIn(stored);
  } else {
    useSession.getState().setStoredAccess(stored?.access ?? null);
  }
}

/**
 * Re-reads the vault: another window may have logged out or in, or renewed the session. The guard
 * then compares the memory token with the stored one (spec §5).
 */
export async function refreshStoredToken(): Promise<void> {
  adoptStored(await bridge().vault.readSession());
}

/** What a renewal came to: `unanswered` is tried again later. */
type RenewalResult = 'renewed' | 'ended' | 'unanswered';

/**
 * Renews the session in memory before its access token expires (session/upkeep.ts decides when),
 * through main, which renews once for every window. A refusal ends the session the §8 way: the
 * server's words, and the forced log-out.
 */
export async function renewSession(): Promise<RenewalResult> {
  const access = useSession.getState().access;
  if (!access) return 'ended';
  let outcome: RenewalOutcome;
  try {
    outcome = await bridge().vault.renewSession({ access });
  } catch (error) {
    console.warn('The session could not be renewed now', error);
    return 'unanswered';
  }
  // Logged out or in meanwhile: that session is not this renewal's business.
  if (useSession.getState().access !== access) return 'ended';
  if (!outcome.refused) {
    // Our own token back is no renewal (main answered what another window's turn left): again.
    if (outcome.session?.access === access) return 'unanswered';
    adoptStored(outcome.session);
    return outcome.session ? 'renewed' : 'ended';
  }
  if (!endsSession(outcome)) return 'unanswered';
  const detail = errorMessage(outcome.body) || 'the server refused to renew it';
  notify.error(`Your session has ended (${detail}). Sign in again.`);
  await logout('forced');
  return 'ended';
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
  if (role) await call(authEndpoints.logoutEverywhere, { params: { role } });
  await logout('user');
}

// Spec §8: a 401 or 403 logs the user out; the session was ended for them, not by them.
setLogoutHandler(() => void logout('forced'));
