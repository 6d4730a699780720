/**
 * Refresh tokens are rotated (SimpleJWT's ROTATE_REFRESH_TOKENS with BLACKLIST_AFTER_ROTATION):
 * each one is spent by the refresh call that trades it for a new pair, and refused afterwards.
 * A row lives until the token would have expired anyway; the refresh call clears older rows.
 */
import type { Kysely } from 'kysely';
import { createIndex, parentRef } from './columns.ts';
import { nowByDefault } from './tables.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('used_refresh_token')
    .addColumn('jti', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', parentRef('app_user'))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz', nowByDefault)
    .execute();
  await createIndex(db, 'used_refresh_token_expires', 'used_refresh_token', ['expires_at']);
}
