/**
 * Session calls: login (`api/token/`), confirm-code login (`api/get_confirm_code/`), refresh
 * (`api/token/refresh/`), and log-out-everywhere (`{role}/home/token_renovate/`).
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import {
  authEndpoints,
  type ConfirmCodeRequired,
  type LoginResult,
  type RefreshedTokens,
  type TokenPair,
} from '../../src-shared/api/auth.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { badRequestDetail, tooManyRequests, unauthorized } from '../http/errors.ts';
import { publicEndpoint, route } from '../http/route.ts';
import { decoyHash, verifyPassword } from './passwords.ts';
import { spendRefreshToken } from './used-refresh.ts';
import { findUserById, findUserForLogin, type AuthUser } from './users.ts';

const BAD_CREDENTIALS = 'No active account found with the given credentials';
const CODE_SENT = 'A confirmation code was sent to you. Enter it to finish signing in.';
const TICKET_EXPIRED = 'The confirmation code has expired or was used up. Sign in again.';
const REFRESH_INVALID = 'Token is invalid or expired';
/** SimpleJWT's words for a refresh token that was already traded for a new pair. */
export const REFRESH_USED = 'Token is blacklisted';

const CONFIRM_TICKET_TTL_MS = 5 * 60_000;
/** Tries of one code; the last wrong one expires it (the user signs in again for a new code). */
export const CONFIRM_MAX_ATTEMPTS = 3;

function tooManyAttempts(seconds: number): string {
  return `Too many failed sign-ins. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
}

function tooManyCodes(seconds: number): string {
  return `Too many wrong confirmation codes. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
}

function wrongCode(triesLeft: number): string {
  return triesLeft > 0
    ? `The confirmation code is wrong. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`
    : 'The confirmation code is wrong, and it has now expired. Sign in again for a new code.';
}

function sameCode(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The active user these credentials sign in (the same slow check whether or not one exists). */
async function acceptedUser(
  db: Kysely<Database>,
  username: string,
  password: string,
): Promise<AuthUser | undefined> {
  const found = await findUserForLogin(db, username);
  const valid = await verifyPassword(password, found?.passwordHash ?? (await decoyHash()));
  return found && valid && found.user.isActive ? found.user : undefined;
}

/** The end of every sign-in (password or confirm code): stamp the last login, issue the pair. */
async function finishSignIn(
  app: AppContext,
  db: Kysely<Database>,
  user: AuthUser,
): Promise<TokenPair> {
  await db
    .updateTable('app_user')
    .set({ last_login: new Date() })
    .where('id', '=', user.id)
    .execute();
  return app.tokens.pair(user);
}

export function registerAuthRoutes(fastify: FastifyInstance, app: AppContext): void {
  publicEndpoint(fastify, app, {
    endpoint: authEndpoints.token,
    handler: async ({ db, body, request }): Promise<LoginResult> => {
      // Reserved before the slow check, settled after it (see rate-limit.ts).
      const admission = await app.loginLimiter.beginLogin(body.username, request.ip);
      if ('retryAfterSeconds' in admission)
        throw tooManyRequests(
          tooManyAttempts(admission.retryAfterSeconds),
          admission.retryAfterSeconds,
        );
      const { attempt } = admission;
      let user: AuthUser | undefined;
      try {
        user = await acceptedUser(db, body.username, body.password);
        attempt.settle(user ? 'succeeded' : 'failed');
      } finally {
        attempt.end();
      }
      if (!user) throw unauthorized(BAD_CREDENTIALS);
      if (user.confirmCodeRequired) {
        const ticket = randomBytes(32).toString('base64url');
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        await db.deleteFrom('confirm_ticket').where('expires_at', '<', new Date()).execute();
        await db
          .insertInto('confirm_ticket')
          .values({
            ticket_hash: sha256(ticket),
            user_id: user.id,
            code,
            expires_at: new Date(Date.now() + CONFIRM_TICKET_TTL_MS),
          })
          .execute();
        // A credential: to the user's outbox, never to the log (outbox.ts).
        await app.sendConfirmCode(user.username, code);
        app.log(`A confirm code was sent to user "${user.username}".`);
        const pending: ConfirmCodeRequired = {
          confirm_code_required: true,
          ticket,
          detail: CODE_SENT,
        };
        return pending;
      }
      return finishSignIn(app, db, user);
    },
    // No transaction: its writes stand alone, and no connection is held through the slow
    // password check (a burst of logins would otherwise take the pool from every other call).
    transaction: false,
  });

  publicEndpoint(fastify, app, {
    endpoint: authEndpoints.confirmCode,
    handler: async ({ body }) => {
      // Outside the request transaction: a wrong try must count even though we answer 400.
      const ticketHash = sha256(body.ticket);
      const pending = await app.db
        .selectFrom('confirm_ticket')
        .select('user_id')
        .where('ticket_hash', '=', ticketHash)
        .where('expires_at', '>', new Date())
        .executeTakeFirst();
      if (!pending) throw badRequestDetail(TICKET_EXPIRED);
      // Wrong codes count per user, across every login (rate-limit.ts), not per ticket.
      const admission = await app.loginLimiter.beginCode(pending.user_id);
      if ('retryAfterSeconds' in admission)
        throw tooManyRequests(
          tooManyCodes(admission.retryAfterSeconds),
          admission.retryAfterSeconds,
        );
      const { attempt } = admission;
      try {
        const ticket = await app.db
          .updateTable('confirm_ticket')
          .set({ attempts: sql`attempts + 1` })
          .where('ticket_hash', '=', ticketHash)
          .where('expires_at', '>', new Date())
          .where('attempts', '<', CONFIRM_MAX_ATTEMPTS)
          .returning(['user_id', 'code', 'attempts'])
          .executeTakeFirst();
        if (!ticket) throw badRequestDetail(TICKET_EXPIRED);
        if (!sameCode(ticket.code, body.code)) {
          attempt.settle('failed');
          const triesLeft = CONFIRM_MAX_ATTEMPTS - ticket.attempts;
          if (triesLeft <= 0)
            await app.db
              .deleteFrom('confirm_ticket')
              .where('ticket_hash', '=', ticketHash)
              .execute();
          throw badRequestDetail(wrongCode(triesLeft));
        }
        attempt.settle('succeeded');
      } finally {
        attempt.end();
      }
      await app.db.deleteFrom('confirm_ticket').where('ticket_hash', '=', ticketHash).execute();
      const user = await findUserById(app.db, pending.user_id);
      if (!user || !user.isActive) throw unauthorized(BAD_CREDENTIALS);
      return finishSignIn(app, app.db, user);
    },
    transaction: false,
  });

  publicEndpoint(fastify, app, {
    endpoint: authEndpoints.refresh,
    handler: async ({ db, body }): Promise<RefreshedTokens> => {
      const claims = await app.tokens.verify(body.refresh, 'refresh');
      const user = claims && (await findUserById(db, claims.user_id));
      if (!claims || !user || !user.isActive || user.tokenVersion !== claims.ver) {
        throw unauthorized(REFRESH_INVALID);
      }
      // Rotation: this refresh token is spent now, and the answer carries its successor.
      if (!(await spendRefreshToken(db, claims))) throw unauthorized(REFRESH_USED);
      return { access: await app.tokens.access(user), refresh: await app.tokens.refresh(user) };
    },
  });

  route(fastify, app, {
    endpoint: authEndpoints.logoutEverywhere,
    handler: async ({ db, user }) => {
      await db
        .updateTable('app_user')
        .set({ token_version: sql`token_version + 1` })
        .where('id', '=', user.id)
        .execute();
      return { detail: 'You have been signed out on every device.' };
    },
  });
}
