/**
 * Access and refresh tokens as SimpleJWT makes them: HS256 JWTs, `token_type` telling them apart.
 * Both carry the user's token version (`ver`): token_renovate bumps it in the database, and from
 * then on every token issued before is refused. Refresh tokens are spent once (used-refresh.ts).
 */
import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import {
  ACCESS_TOKEN_TTL_S,
  REFRESH_TOKEN_TTL_S,
  type TokenPair,
} from '../../src-shared/api/auth.ts';
import { roleFlags } from '../../src-shared/domain/roles.ts';
import type { AccessClaims } from '../../src-shared/domain/session.ts';
import type { AuthUser } from './users.ts';

export type TokenType = 'access' | 'refresh';

/** What our tokens carry beyond AccessClaims: the token version. */
export interface VersionedClaims {
  token_type: TokenType;
  user_id: number;
  ver: number;
}

/** How long tokens live, in seconds: a working day and a week, shorter in tests. */
export interface TokenLifetimes {
  accessS: number;
  refreshS: number;
}

export const DEFAULT_TOKEN_LIFETIMES: TokenLifetimes = {
  accessS: ACCESS_TOKEN_TTL_S,
  refreshS: REFRESH_TOKEN_TTL_S,
};

export interface TokenServiceOptions {
  now?: () => number;
  /** Either lifetime may be given alone; the other keeps its default. */
  lifetimes?: Partial<TokenLifetimes>;
}

export class TokenService {
  readonly #key: Uint8Array;
  readonly #now: () => number;
  readonly #lifetimes: TokenLifetimes;

  constructor(key: Uint8Array, options: TokenServiceOptions = {}) {
    this.#key = key;
    this.#now = options.now ?? Date.now;
    this.#lifetimes = { ...DEFAULT_TOKEN_LIFETIMES, ...options.lifetimes };
    for (const [name, seconds] of Object.entries(this.#lifetimes)) {
      if (!Number.isInteger(seconds) || seconds < 1) {
        throw new Error(`Token lifetime ${name} must be a whole number of seconds, at least 1.`);
      }
    }
  }

  async access(user: AuthUser): Promise<string> {
    const claims: Omit<AccessClaims, 'exp' | 'iat' | 'jti'> & { ver: number } = {
      token_type: 'access',
      user_id: user.id,
      username: user.username,
      user_groups: user.roles,
      url: user.url,
      ver: user.tokenVersion,
    };
    return this.#sign(claims, this.#lifetimes.accessS);
  }

  async refresh(user: AuthUser): Promise<string> {
    return this.#sign(
      { token_type: 'refresh', user_id: user.id, ver: user.tokenVersion },
      this.#lifetimes.refreshS,
    );
  }

  async pair(user: AuthUser): Promise<TokenPair> {
    return {
      access: await this.access(user),
      refresh: await this.refresh(user),
      ...roleFlags(user.roles),
    };
  }

  /** The verified claims, or undefined when the token is malformed, forged, expired or of another type. */
  async verify(
    token: string,
    type: TokenType,
  ): Promise<(VersionedClaims & Record<string, unknown>) | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: ['HS256'],
        // We always sign with an expiry: a token without one is not ours to honour forever.
        requiredClaims: ['exp'],
        currentDate: new Date(this.#now()),
      });
      if (payload.token_type !== type) return undefined;
      if (typeof payload.user_id !== 'number' || typeof payload.ver !== 'number') return undefined;
      return payload as VersionedClaims & Record<string, unknown>;
    } catch {
      return undefined;
    }
  }

  async #sign(claims: Record<string, unknown>, ttlSeconds: number): Promise<string> {
    const issuedAt = Math.floor(this.#now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttlSeconds)
      .setJti(randomUUID().replace(/-/g, ''))
      .sign(this.#key);
  }
}
