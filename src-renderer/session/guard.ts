import { isTokenValid } from '../../src-shared/domain/session.ts';

/** The login route: the only place a signed-out user may stay (spec §2). */
export const LOGIN_PATH = '/login';

/**
 * Where the guard sends a visitor of `pathname`: to the login route when the session is not valid
 * (spec §5: not expired and identical to the stored token; a missing token is invalid), nowhere
 * (null) otherwise. The login route itself never redirects here.
 */
export function guardRedirect(
  pathname: string,
  memoryToken: string | null | undefined,
  vaultToken: string | null | undefined,
  nowMs: number,
): string | null {
  if (pathname === LOGIN_PATH) return null;
  return isTokenValid(memoryToken, vaultToken, nowMs) ? null : LOGIN_PATH;
}
