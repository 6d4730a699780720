import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/users.ts';
import { findUserById } from '../auth/users.ts';
import type { AppContext } from '../context.ts';
import { unauthorized } from './errors.ts';

const NO_CREDENTIALS = 'Authentication credentials were not provided.';
const TOKEN_NOT_VALID = 'Given token not valid for any token type';
const HEADER = /^JWT\s+(\S+)\s*$/;

/**
 * `Authorization: JWT <access>`: the token must verify, be an access token, and carry the user's
 * current token version and role url; the user must still exist and be active.
 *
 * The url claim decides the `{role}` segment and whether the caller acts as a client (scoped to
 * its company), so a token whose url is not the user's role NOW is refused: a staff user made a
 * client must not keep acting unscoped with a token issued before (signing in again gives a
 * token of the new role).
 */
export async function authenticate(request: FastifyRequest, app: AppContext): Promise<AuthUser> {
  const header = request.headers.authorization;
  if (!header) throw unauthorized(NO_CREDENTIALS);
  const token = HEADER.exec(header)?.[1];
  if (!token)
    throw unauthorized(
      'Authorization header must contain two space-delimited values: JWT <token>.',
    );
  const claims = await app.tokens.verify(token, 'access');
  if (!claims) throw unauthorized(TOKEN_NOT_VALID);
  const user = await findUserById(app.db, claims.user_id);
  if (!user || !user.isActive || user.tokenVersion !== claims.ver || claims.url !== user.url) {
    throw unauthorized(TOKEN_NOT_VALID);
  }
  // Permissions use the roles the database holds now.
  return user;
}
