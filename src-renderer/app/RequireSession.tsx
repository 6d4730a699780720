import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { readClaims } from '../../src-shared/domain/session.ts';
import { guardRedirect } from '../session/guard.ts';
import { refreshStoredToken } from '../session/auth.ts';
import { useSession } from '../stores/session.ts';

/**
 * Every route but the login route: the session must be valid (spec §5) — the memory token not
 * expired and identical to the vault's. A token that expires while the app is open, or a vault
 * emptied by another window, sends the user to the login route.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  const access = useSession((state) => state.access);
  const storedAccess = useSession((state) => state.storedAccess);
  const signedOutBecause = useSession((state) => state.signedOutBecause);
  const [now, setNow] = useState(() => Date.now());

  // Re-check at the moment the token expires.
  useEffect(() => {
    const exp = access ? readClaims(access)?.exp : undefined;
    if (!exp) return;
    const wait = Math.max(0, exp * 1000 - Date.now()) + 50;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(wait, 2_147_000_000));
    return () => clearTimeout(timer);
  }, [access]);

  // Coming back to the window (or from sleep, when timers run late): the clock moved on and the
  // vault may have changed meanwhile.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      setNow(Date.now());
      refreshStoredToken().catch((error: unknown) => console.warn('vault not readable', error));
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    };
  }, []);

  const redirect = guardRedirect(location.pathname, access, storedAccess, now);
  if (redirect) {
    // A session that ended on its own (expired, refused, another window) comes back to where it
    // was after the next sign-in. One the user ended with "Log out" does not: whoever signs in
    // next on this workstation starts at their own first area, not on the last user's record.
    const from = signedOutBecause === 'user' ? undefined : location.pathname + location.search;
    return <Navigate to={redirect} replace state={from ? { from } : null} />;
  }
  return children;
}
