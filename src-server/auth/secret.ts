import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The token signing secret: generated once, kept in the database, so every server process on the
 * same database (and every restart) signs and checks tokens alike.
 */
export async function loadAuthSecret(db: Kysely<Database>): Promise<Uint8Array> {
  await db
    .insertInto('auth_secret')
    .values({ id: 1, secret: randomBytes(64).toString('base64url') })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const row = await db
    .selectFrom('auth_secret')
    .select('secret')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return new Uint8Array(Buffer.from(row.secret, 'base64url'));
}
