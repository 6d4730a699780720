import { useMemo } from 'react';
import { create } from 'zustand';
import type { StoredSession } from '../../src-shared/bridge.ts';
import { readClaims, type AccessClaims } from '../../src-shared/domain/session.ts';
import { powersOf, type Powers } from '../session/powers.ts';

/**
 * Why a session ended: the user's own "Log out" (everything of the session is cleared), or an end
 * the user did not choose (401, 403, expiry, a refused renewal), after which typed drafts survive.
 */
export type SignOutReason = 'user' | 'forced';

/**
 * The signed-in session in memory. Tokens live here and in the vault (OS keychain, through the
 * bridge), never in localStorage. `storedAccess` is the vault's copy as last read or written:
 * spec §5 wants the memory token to be identical to the stored one.
 */
interface SessionState {
  access: string | null;
  refresh: string | null;
  storedAccess: string | null;
  claims: AccessClaims | null;
  /** Why the last session ended (for `onSignOut`). */
  signOutReason: SignOutReason;
  signIn(session: StoredSession): void;
  setStoredAccess(access: string | null): void;
  signOut(reason?: SignOutReason): void;
}

export const useSession = create<SessionState>()((set) => ({
  access: null,
  refresh: null,
  storedAccess: null,
  claims: null,
  signOutReason: 'user',
  signIn({ access, refresh }) {
    set({ access, refresh, storedAccess: access, claims: readClaims(access) ?? null });
  },
  setStoredAccess(storedAccess) {
    set({ storedAccess });
  },
  signOut(reason = 'user') {
    set({ access: null, refresh: null, storedAccess: null, claims: null, signOutReason: reason });
  },
}));

/** The `{role}` path segment of the signed-in user. */
export function roleUrl(): string {
  const claims = useSession.getState().claims;
  if (!claims) throw new Error('Not signed in.');
  return claims.url;
}

export function useRoleUrl(): string {
  return useSession((state) => state.claims?.url ?? '');
}

export function useRoles() {
  return useSession((state) => state.claims?.user_groups ?? NO_ROLES);
}
const NO_ROLES: AccessClaims['user_groups'] = [];

/** What the signed-in user may be offered (session/powers.ts). */
export function usePowers(): Powers {
  const roles = useRoles();
  const url = useRoleUrl();
  return useMemo(() => powersOf(roles, url), [roles, url]);
}

/**
 * Runs `listener` each time the session ends (log-out), for state kept outside the query cache
 * and the settings that belongs to the user who leaves: an unsaved quotation, export choices.
 */
export function onSignOut(listener: (reason: SignOutReason) => void): () => void {
  return useSession.subscribe((state, previous) => {
    if (previous.access !== null && state.access === null) listener(state.signOutReason);
  });
}
