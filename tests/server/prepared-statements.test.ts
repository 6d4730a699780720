/**
 * The statements kept prepared (db/pool.ts keepPrepared, through db/compiled-once.ts): each runs
 * under its name, prepared once per connection, and answers as the same SQL sent as plain text
 * does, also after PostgreSQL may have switched to its generic plan (after five runs). Any other
 * SQL is not kept by name.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { findUserById } from '../../src-server/auth/users.ts';
import { preparedNameOf } from '../../src-server/db/pool.ts';
import { api, serverForTests } from './helpers.ts';

const { server, users } = serverForTests(['sales']);

describe('statements kept prepared', () => {
  it('the user lookup runs under its name, and answers as a plain query reads the user', async () => {
    const ids = (await server.db.selectFrom('app_user').select('id').orderBy('id').execute()).map(
      (row) => row.id,
    );
    expect(ids.length).toBeGreaterThan(3);
    await server.db.transaction().execute(async (trx) => {
      // Ten rounds over every user: past the five runs after which a generic plan may be used,
      // each answer as the plain query reads the user.
      for (let round = 0; round < 10; round++)
        for (const id of ids) {
          const user = await findUserById(trx, id);
          const plain = await trx
            .selectFrom('app_user')
            .select(['id', 'username'])
            .where('id', '=', id)
            .executeTakeFirstOrThrow();
          if (user) expect([user.id, user.username]).toEqual([plain.id, plain.username]);
        }
      const prepared = await sql<{ name: string; statement: string }>`
        SELECT name, statement FROM pg_prepared_statements`.execute(trx);
      // This connection holds the user lookup under its name, and nothing unnamed or not ours.
      const lookup = prepared.rows.find((row) => row.statement.includes('from "app_user" as "u"'));
      expect(lookup?.name).toMatch(/^aerodesk_[0-9a-f]{24}$/);
      for (const row of prepared.rows) expect(preparedNameOf(row.statement)).toBe(row.name);
    });
  });

  it('a SQL text nobody keeps has no name', () => {
    expect(preparedNameOf('SELECT 1')).toBeUndefined();
  });

  it('signed-in calls work on a connection that holds the prepared lookup', async () => {
    for (let i = 0; i < 12; i++) {
      const response = await api(server, 'sales/company/?page=1', { token: users.sales.access });
      expect(response.status).toBe(200);
    }
  });
});
