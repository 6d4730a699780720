import { isRole, type Role } from './roles.ts';

/** The claims our access token carries (see src-server/auth). */
export interface AccessClaims {
  token_type: 'access';
  user_id: number;
  username: string;
  /** Role names of spec §6. */
  user_groups: Role[];
  /** The `{role}` path segment. */
  url: string;
  exp: number;
  iat: number;
  jti: string;
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads the claims of a JWT without verifying it (the server verifies); undefined if malformed. */
export function readClaims(token: string): AccessClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return undefined;
  try {
    const claims = JSON.parse(base64UrlDecode(parts[1])) as Partial<AccessClaims>;
    if (
      typeof claims.exp !== 'number' ||
      typeof claims.url !== 'string' ||
      !Array.isArray(claims.user_groups) ||
      !claims.user_groups.every(isRole)
    ) {
      return undefined;
    }
    return claims as AccessClaims;
  } catch {
    return undefined;
  }
}

/** Who a token's session settings belong to (`SessionSettings.owner`): one user of one role. */
export function sessionOwner(claims: Pick<AccessClaims, 'url' | 'user_id'>): string {
  return `${claims.url}/${claims.user_id}`;
}

/**
 * Spec §5: a token is valid only if it has not expired and is identical to the stored one; a
 * missing token counts as invalid (the login path is the one place that does not ask).
 */
export function isTokenValid(
  token: string | null | undefined,
  storedToken: string | null | undefined,
  nowMs: number,
): boolean {
  if (!token || !storedToken || token !== storedToken) return false;
  const claims = readClaims(token);
  return !!claims && claims.exp * 1000 > nowMs;
}
