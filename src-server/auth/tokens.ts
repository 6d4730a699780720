/**
 * Access and refresh tokens as SimpleJWT makes them: HS256 JWTs, `token_type` telling them apart.
 * Both carry the user's token version (`ver`): token_renovate bumps it in the database, and from
 * then on every token issued before is refused. Refresh tokens are spent once (used-refresh.ts).
 */
import { randomUUID, webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import {
  ACCESS_TOKEN_TTL_S,
  REFRESH_TOKEN_TTL_S,
  type TokenPair,
} from '../../src-shared/api/auth.ts';
import { roleFlags } from '../../src-shared/domain/roles.ts';
import type { AccessClaims } from '../../src-shared/domain/session.ts';
import type { AuthUser } from './users.ts';

type TokenType = 'access' | 'refresh';

/** What our tokens carry beyond AccessClaims: the token version. */
interface VersionedClaims {
  token_type: TokenType;
  user_id: number;
  ver: number;
}

/** How long tokens live, in seconds: a working day and a week, shorter in tests. */
export interface TokenLifetimes {
  accessS: number;
  refreshS: number;
}

const DEFAULT_TOKEN_LIFETIMES: TokenLifetimes = {
  accessS: ACCESS_TOKEN_TTL_S,
  refreshS: REFRESH_TOKEN_TTL_S,
};

interface TokenServiceOptions {
  now?: () => number;
  /** Either lifetime may be given alone; the other keeps its default. */
  lifetimes?: Partial<TokenLifetimes>;
}

/** How many access tokens verified lately are remembered (a few per signed-in user). */
const VERIFIED_ACCESS_TOKENS = 1000;

type Claims = VersionedClaims & Record<string, unknown>;
/** Claims of a token we signed: it always has an expiry (`requiredClaims` below). */
type SignedClaims = Readonly<Claims & { exp: number }>;

export class TokenService {
  /**
   * The key as WebCrypto holds it, imported once: jose imports a raw key again on every sign and
   * verify otherwise.
   */
  readonly #key: Promise<webcrypto.CryptoKey>;
  readonly #now: () => number;
  readonly #lifetimes: TokenLifetimes;
  /**
   * Access tokens whose signature verified, by their whole text (signature included), with their
   * claims. Every call of a signed-in user carries the same token: its HMAC is checked once, not
   * on every call (a WebCrypto job, about a third of the app's own time on a cheap list page).
   * Only the signature is remembered: expiry is checked on every call, and the token version and
   * roles are read from the database on every call as before (authenticate.ts).
   */
  readonly #verified = new Map<string, SignedClaims>();

  constructor(key: Uint8Array, options: TokenServiceOptions = {}) {
    this.#key = webcrypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    // A key WebCrypto refuses fails each sign and verify that awaits it, not the process.
    this.#key.catch(() => {});
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
  async verify(token: string, type: TokenType): Promise<Claims | undefined> {
    const remembered = this.#verified.get(token);
    if (remembered) {
      // As jose decides it: expired once `exp` is not after the current whole second.
      if (remembered.exp > Math.floor(this.#now() / 1000)) return ofType(remembered, type);
      this.#verified.delete(token);
      return undefined;
    }
    try {
      const { payload } = await jwtVerify(token, await this.#key, {
        algorithms: ['HS256'],
        // We always sign with an expiry: a token without one is not ours to honour forever.
        requiredClaims: ['exp'],
        currentDate: new Date(this.#now()),
      });
      if (typeof payload.user_id !== 'number' || typeof payload.ver !== 'number') return undefined;
      const claims: SignedClaims = Object.freeze(payload as Claims & { exp: number });
      if (claims.token_type === 'access') this.#remember(token, claims);
      return ofType(claims, type);
    } catch {
      return undefined;
    }
  }

  #remember(token: string, claims: SignedClaims): void {
    // The oldest first out: a Map keeps its keys in the order they were added.
    if (this.#verified.size >= VERIFIED_ACCESS_TOKENS) {
      const oldest = this.#verified.keys().next();
      if (!oldest.done) this.#verified.delete(oldest.value);
    }
    this.#verified.set(token, claims);
  }

  async #sign(claims: Record<string, unknown>, ttlSeconds: number): Promise<string> {
    const issuedAt = Math.floor(this.#now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttlSeconds)
      .setJti(randomUUID().replace(/-/g, ''))
      .sign(await this.#key);
  }
}

function ofType(claims: Readonly<Claims>, type: TokenType): Claims | undefined {
  return claims.token_type === type ? claims : undefined;
}
