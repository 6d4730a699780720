import { useMemo } from 'react';
import { create } from 'zustand';
import type { StoredSession } from '../../src-shared/bridge.ts';
import { readClaims, type AccessClaims } from '../../src-shared/domain/session.ts';
import { powersOf, type Powers } from '../session/powers.ts';

/**
 * Why a session ended: 'user' chose "Log out" (or "Log out everywhere"): everything of theirs
 * is cleared, drafts of typed work too; 'forced' is every other end (a 401 or 403 from the
 * server, an expired or replaced token): drafts are kept, so signing in again finds them.
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
  /** Why the last session ended (null while none has). */
  signedOutBecause: SignOutReason | null;
  signIn(session: StoredSession): void;
  setStoredAccess(access: string | null): void;
  signOut(reason: SignOutReason): void;
}

export const useSession = create<SessionState>()((set) => ({
  access: null,
  refresh: null,
  storedAccess: null,
  claims: null,
  signedOutBecause: null,
  signIn({ access, refresh }) {
    set({ access, refresh, storedAccess: access, claims: readClaims(access) ?? null });
  },
  setStoredAccess(storedAccess) {
    set({ storedAccess });
  },
  signOut(reason) {
    set({
      access: null,
      refresh: null,
      storedAccess: null,
      claims: null,
      signedOutBecause: reason,
    });
  },
}));

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
 * It learns why (`reason`) and who left (their claims), so drafts are kept after a forced end.
 */
export function onSignOut(
  listener: (reason: SignOutReason, who: AccessClaims | null) => void,
): () => void {
  return useSession.subscribe((state, previous) => {
    if (previous.access !== null && state.access === null) {
      listener(state.signedOutBecause ?? 'forced', previous.claims);
    }
  });
}
