/**
 * Rotation of refresh tokens, as SimpleJWT does with ROTATE_REFRESH_TOKENS and
 * BLACKLIST_AFTER_ROTATION: the refresh call spends the token it is given (by its `jti`) and hands
 * out a new pair; a spent token is refused from then on. Two calls racing with one token are
 * decided by the primary key: exactly one of them spends it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

interface SpendableClaims {
  user_id: number;
  jti?: unknown;
  exp?: unknown;
}

/** Marks the refresh token as used; false when it was used before (or cannot be told apart). */
export async function spendRefreshToken(
  db: Kysely<Database>,
  claims: SpendableClaims,
): Promise<boolean> {
  if (typeof claims.jti !== 'string' || claims.jti === '' || typeof claims.exp !== 'number') {
    return false;
  }
  // Rows of tokens that have expired anyway protect nothing.
  await db.deleteFrom('used_refresh_token').where('expires_at', '<', new Date()).execute();
  const spent = await db
    .insertInto('used_refresh_token')
    .values({ jti: claims.jti, user_id: claims.user_id, expires_at: new Date(claims.exp * 1000) })
    .onConflict((conflict) => conflict.column('jti').doNothing())
    .returning('jti')
    .executeTakeFirst();
  return spent !== undefined;
}
