import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_TTL_S,
  type ConfirmCodeRequired,
  type TokenPair,
} from '../../src-shared/api/auth.ts';
import { ROLE_FLAG, ROLE_URL, ROLES } from '../../src-shared/domain/roles.ts';
import { readClaims } from '../../src-shared/domain/session.ts';
import { CONFIRM_MAX_ATTEMPTS } from '../../src-server/auth/routes.ts';
import { findUserById } from '../../src-server/auth/users.ts';
import { compiledOnce } from '../../src-server/db/compiled-once.ts';
import { api, DEMO_USER, login, serverForTests } from './helpers.ts';

const { server } = serverForTests();

/** The code last sent to the user (the server's outbox). */
function codeSentTo(username: string): string {
  const code = server.confirmCodes.findLast((sent) => sent.username === username)?.code;
  if (!code) throw new Error(`no confirm code was sent to ${username}`);
  return code;
}

async function secret(): Promise<Uint8Array> {
  const row = await server.db.selectFrom('auth_secret').select('secret').executeTakeFirstOrThrow();
  return new Uint8Array(Buffer.from(row.secret, 'base64url'));
}

describe('login (api/token/)', () => {
  it.each(ROLES.map((role) => [role, DEMO_USER[role]] as const))(
    '%s logs in as %s with password demo: tokens, one flag per role, claims',
    async (role, username) => {
      const response = await api<TokenPair>(server, 'api/token/', {
        method: 'POST',
        body: { username, password: 'demo' },
      });
      expect(response.status).toBe(200);
      const { access, refresh } = response.body;
      expect(typeof access).toBe('string');
      expect(typeof refresh).toBe('string');
      for (const other of ROLES) expect(response.body[ROLE_FLAG[other]]).toBe(other === role);
      const claims = readClaims(access);
      expect(claims).toBeDefined();
      expect(claims?.token_type).toBe('access');
      expect(claims?.username).toBe(username);
      expect(claims?.user_groups).toEqual([role]);
      expect(claims?.url).toBe(ROLE_URL[role]);
      expect(typeof claims?.user_id).toBe('number');
      expect(typeof claims?.jti).toBe('string');
      const lifetime = (claims?.exp ?? 0) - (claims?.iat ?? 0);
      expect(lifetime).toBe(ACCESS_TOKEN_TTL_S);
      expect((claims?.exp ?? 0) * 1000).toBeGreaterThan(Date.now());
      // The refresh token is not an access token.
      expect(readClaims(refresh)).toBeUndefined();
    },
  );

  it('refuses a wrong password and an unknown user with the SimpleJWT detail', async () => {
    for (const body of [
      { username: 'sales', password: 'wrong' },
      { username: 'nobody-here', password: 'demo' },
    ]) {
      const response = await api(server, 'api/token/', { method: 'POST', body });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        detail: 'No active account found with the given credentials',
      });
      expect(response.body.access).toBeUndefined();
    }
  });

  it('refuses a deactivated user', async () => {
    await server.db
      .updateTable('app_user')
      .set({ is_active: false })
      .where('username', '=', 'fg_seller')
      .execute();
    try {
      const response = await api(server, 'api/token/', {
        method: 'POST',
        body: { username: 'fg_seller', password: 'demo' },
      });
      expect(response.status).toBe(401);
    } finally {
      await server.db
        .updateTable('app_user')
        .set({ is_active: true })
        .where('username', '=', 'fg_seller')
        .execute();
    }
  });

  it('asks for both fields, per field', async () => {
    const response = await api(server, 'api/token/', { method: 'POST', body: {} });
    expect(response.status).toBe(400);
    expect(response.body.username).toEqual(['This field is required.']);
    expect(response.body.password).toEqual(['This field is required.']);
  });

  it('stores passwords as salted scrypt hashes, never in clear', async () => {
    const rows = await server.db.selectFrom('app_user').select('password_hash').execute();
    const hashes = rows.map((row) => row.password_hash);
    for (const hash of hashes) {
      expect(hash.startsWith('scrypt$')).toBe(true);
      expect(hash).not.toContain('demo');
    }
    expect(new Set(hashes).size).toBe(hashes.length);
  });
});

describe('confirm-code login', () => {
  it('answers a ticket instead of tokens, sends the code (never to the log), and trades ticket + code for tokens', async () => {
    const first = await api<ConfirmCodeRequired & Partial<TokenPair>>(server, 'api/token/', {
      method: 'POST',
      body: { username: 'secure', password: 'demo' },
    });
    expect(first.status).toBe(200);
    expect(first.body.confirm_code_required).toBe(true);
    expect(typeof first.body.ticket).toBe('string');
    expect(first.body.detail).toBeTruthy();
    expect(first.body.access).toBeUndefined();
    const code = codeSentTo('secure');
    expect(code).toMatch(/^\d{6}$/);
    // The log says a code was sent, never the code.
    expect(server.logs.join('\n')).toContain('A confirm code was sent to user "secure".');
    expect(server.logs.join('\n')).not.toContain(code);

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await api(server, 'api/get_confirm_code/', {
      method: 'POST',
      body: { ticket: first.body.ticket, code: wrongCode },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail).toBeTruthy();

    const right = await api<TokenPair>(server, 'api/get_confirm_code/', {
      method: 'POST',
      body: { ticket: first.body.ticket, code },
    });
    expect(right.status).toBe(200);
    expect(right.body.is_sales_manager).toBe(true);
    expect(readClaims(right.body.access)?.username).toBe('secure');
    expect(readClaims(right.body.access)?.url).toBe('sales');

    // A ticket is used once.
    const again = await api(server, 'api/get_confirm_code/', {
      method: 'POST',
      body: { ticket: first.body.ticket, code },
    });
    expect(again.status).toBe(400);
  });

  it('allows a few tries per code, then the code expires', async () => {
    const first = await api<ConfirmCodeRequired>(server, 'api/token/', {
      method: 'POST',
      body: { username: 'secure', password: 'demo' },
    });
    const code = codeSentTo('secure');
    const wrongCode = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < CONFIRM_MAX_ATTEMPTS; i++) {
      const wrong = await api(server, 'api/get_confirm_code/', {
        method: 'POST',
        body: { ticket: first.body.ticket, code: wrongCode },
      });
      expect(wrong.status).toBe(400);
    }
    const late = await api(server, 'api/get_confirm_code/', {
      method: 'POST',
      body: { ticket: first.body.ticket, code },
    });
    expect(late.status).toBe(400);
    expect(late.body.access).toBeUndefined();
  });

  it('refuses an expired ticket', async () => {
    const first = await api<ConfirmCodeRequired>(server, 'api/token/', {
      method: 'POST',
      body: { username: 'secure', password: 'demo' },
    });
    const code = codeSentTo('secure');
    await server.db
      .updateTable('confirm_ticket')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const late = await api(server, 'api/get_confirm_code/', {
      method: 'POST',
      body: { ticket: first.body.ticket, code },
    });
    expect(late.status).toBe(400);
    expect(String(late.body.detail)).toMatch(/expired/i);
  });

  it('refuses a malformed code with a field error', async () => {
    const response = await api(server, 'api/get_confirm_code/', {
      method: 'POST',
      body: { ticket: 'x', code: '12ab' },
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toEqual(['The code has six digits.']);
  });
});

describe('refresh and log-out-everywhere', () => {
  it('refresh gives a new access token; an access token is not a refresh token', async () => {
    const session = await login(server, 'buyer');
    const refreshed = await api<{ access: string }>(server, 'api/token/refresh/', {
      method: 'POST',
      body: { refresh: session.refresh },
    });
    expect(refreshed.status).toBe(200);
    expect(readClaims(refreshed.body.access)?.username).toBe('buyer');
    const use = await api(server, `${session.role}/home/user_info/`, {
      token: refreshed.body.access,
    });
    expect(use.status).toBe(200);

    const wrongType = await api(server, 'api/token/refresh/', {
      method: 'POST',
      body: { refresh: session.access },
    });
    expect(wrongType.status).toBe(401);
    expect(wrongType.body.detail).toBeTruthy();
  });

  it('token_renovate invalidates every access and refresh token of the user at once', async () => {
    const first = await login(server, 'pricing');
    const second = await login(server, 'pricing');
    const other = await login(server, 'repair');
    const renovate = await api(server, 'pricing/home/token_renovate/', {
      method: 'POST',
      token: first.access,
    });
    expect(renovate.status).toBe(200);
    for (const token of [first.access, second.access]) {
      const response = await api(server, 'pricing/home/user_info/', { token });
      expect(response.status).toBe(401);
      expect(response.body.detail).toBeTruthy();
    }
    const refresh = await api(server, 'api/token/refresh/', {
      method: 'POST',
      body: { refresh: second.refresh },
    });
    expect(refresh.status).toBe(401);
    // Other users are untouched, and a new login works.
    expect((await api(server, 'repair/home/user_info/', { token: other.access })).status).toBe(200);
    const fresh = await login(server, 'pricing');
    expect((await api(server, 'pricing/home/user_info/', { token: fresh.access })).status).toBe(
      200,
    );
  });
});

describe('authentication of every other call', () => {
  it('401 with a detail without a token, with a bad one, with the wrong scheme', async () => {
    const session = await login(server, 'sales');
    const cases: Record<string, string>[] = [
      {},
      { Authorization: 'JWT not-a-token' },
      { Authorization: `Bearer ${session.access}` },
      { Authorization: `JWT ${session.access.slice(0, -4)}abcd` },
    ];
    for (const headers of cases) {
      const response = await api(server, 'sales/company/', { headers });
      expect(response.status).toBe(401);
      expect(typeof response.body.detail).toBe('string');
      expect(response.body.results).toBeUndefined();
    }
  });

  it('each call reads its own caller: the lookup compiled once takes each id anew', async () => {
    // findUserById is compiled once and sent again with the caller's id (db/compiled-once.ts):
    // users read one after the other, twice over, are each themselves, and an unknown id is none.
    const users = await server.db.selectFrom('app_user').select(['id', 'username']).execute();
    for (const round of [1, 2])
      for (const { id, username } of users)
        expect({ round, user: (await findUserById(server.db, id))?.username }).toEqual({
          round,
          user: username,
        });
    expect(await findUserById(server.db, -1)).toBeUndefined();
    // A fixed query refuses to run with more or fewer parameters than it was compiled with.
    const byUsername = (db: typeof server.db) =>
      db.selectFrom('app_user').select('id').where('username', '=', '');
    expect(() => compiledOnce(server.db, byUsername, [])).toThrow(/1 parameters, not 0/);
    const { rows } = await server.db.executeQuery(compiledOnce(server.db, byUsername, ['sales']));
    expect(rows).toHaveLength(1);
  });

  it('401 for an expired token and for a token signed with another key', async () => {
    const session = await login(server, 'sales');
    const { claims } = session;
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ...claims, iat: now - 7200, exp: now - 3600 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(await secret());
    expect((await api(server, 'sales/company/', { token: expired })).status).toBe(401);
    const forged = await new SignJWT({ ...claims, url: 'admin', user_groups: ['ADMIN'] })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('not the server secret, not at all'));
    expect((await api(server, 'admin/company/', { token: forged })).status).toBe(401);
    // The same claims signed with the real key work: the rejection above is about the key.
    const genuine = await new SignJWT({ ...claims, iat: now, exp: now + 600 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(await secret());
    expect((await api(server, 'sales/company/', { token: genuine })).status).toBe(200);
  });

  it('401 for a token issued before the user became a client: its url names the old role', async () => {
    // A staff user turned into a client must not keep acting as staff (unscoped) until the old
    // token expires: the token's url no longer names the user's role, so the token is refused.
    const session = await login(server, 'fg_sales_admin');
    const before = await api<{ count: number }>(server, 'fg_sales_admin/rfq/?list=archive', {
      token: session.access,
    });
    expect(before.status).toBe(200);
    const user = await server.db
      .selectFrom('app_user')
      .select(['id', 'primary_group_id'])
      .where('username', '=', 'fg_sales_admin')
      .executeTakeFirstOrThrow();
    const clientGroup = await server.db
      .selectFrom('user_group')
      .select('id')
      .where('name', '=', 'CLIENT')
      .executeTakeFirstOrThrow();
    const demote = (group: number) =>
      server.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('app_user')
          .set({ primary_group_id: group })
          .where('id', '=', user.id)
          .execute();
        await trx
          .updateTable('app_user_group')
          .set({ group_id: group })
          .where('user_id', '=', user.id)
          .execute();
      });
    await demote(clientGroup.id);
    try {
      const stale = await api(server, 'fg_sales_admin/rfq/?list=archive', {
        token: session.access,
      });
      expect(stale.status).toBe(401);
      expect(stale.body).toEqual({ detail: 'Given token not valid for any token type' });
      // Signing in again gives a token of the new role, scoped to the user's company.
      const fresh = await login(server, 'fg_sales_admin');
      expect(fresh.role).toBe('client');
      expect((await api(server, 'client/rfq/?list=archive', { token: fresh.access })).status).toBe(
        200,
      );
    } finally {
      await demote(user.primary_group_id);
    }
  });

  it('401 for a token signed with our key but without an expiry', async () => {
    const session = await login(server, 'sales');
    const { exp: _exp, ...claims } = session.claims;
    const eternal = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(await secret());
    expect((await api(server, 'sales/company/', { token: eternal })).status).toBe(401);
  });

  it('403 when the {role} segment is not the token url', async () => {
    const session = await login(server, 'sales');
    const response = await api(server, 'admin/company/', { token: session.access });
    expect(response.status).toBe(403);
    expect(response.body.detail).toBeTruthy();
    const unknown = await api(server, 'nonsense/company/', { token: session.access });
    expect(unknown.status).toBe(403);
  });

  it('403 when the role lacks the permission, whatever the body says', async () => {
    for (const username of ['auditor', 'warehouse', 'fg_seller', 'client']) {
      const session = await login(server, username);
      const before = await server.db
        .selectFrom('company')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const response = await api(server, `${session.role}/company/`, {
        method: 'POST',
        token: session.access,
        body: {
          name: `Denied ${username}`,
          category: 1,
          country: 1,
          role: 'ADMIN',
          user_groups: ['ADMIN'],
        },
      });
      expect(response.status).toBe(403);
      expect(response.body.detail).toBeTruthy();
      const after = await server.db
        .selectFrom('company')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    }
    // Reading is allowed to the auditor.
    const auditor = await login(server, 'auditor');
    expect((await api(server, 'auditor/company/', { token: auditor.access })).status).toBe(200);
  });

  it('unknown routes are 404 {detail: "Not found."}', async () => {
    const response = await api(server, 'sales/no_such_thing/');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ detail: 'Not found.' });
  });
});

// Throttling of sign-ins and confirmation codes: throttle.test.ts.

/** A sign-in posted as an HTML form would post it (Django REST accepts that besides JSON). */
function formLogin(body: string): Promise<Response> {
  return fetch(`${server.baseUrl}api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
}

describe('login bodies', () => {
  it('accepts a form-encoded login as Django REST does', async () => {
    const response = await formLogin('username=sales&password=demo');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { access?: string; is_sales_manager?: boolean };
    expect(body.access).toMatch(/^ey/);
    expect(body.is_sales_manager).toBe(true);
  });

  it('a NUL in the username, JSON or form-encoded, is a 400 with a message, not a 500', async () => {
    const json = await api(server, 'api/token/', {
      method: 'POST',
      body: { username: 'sa\u0000les', password: 'demo' },
    });
    expect(json.status).toBe(400);
    expect(json.body.username).toEqual([expect.stringMatching(/NUL/)]);
    const form = await formLogin('username=sa%00les&password=demo');
    expect(form.status).toBe(400);
  });

  it('a username past 150 characters is too long, not missing', async () => {
    const response = await api(server, 'api/token/', {
      method: 'POST',
      body: { username: 'a'.repeat(151), password: 'demo' },
    });
    expect(response.status).toBe(400);
    expect(response.body.username).toEqual(['At most 150 characters.']);
  });

  it('refuses a form-encoded login with a wrong password', async () => {
    const response = await formLogin('username=sales&password=wrong&__proto__=x');
    expect(response.status).toBe(401);
  });
});
