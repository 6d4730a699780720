/**
 * Token renewal (`api/token/refresh/`) with rotation, as SimpleJWT does with ROTATE_REFRESH_TOKENS
 * and BLACKLIST_AFTER_ROTATION: every refresh answers a new pair and spends the refresh token it
 * was given; a spent one is refused. Log-out-everywhere still ends every token. Lifetimes are
 * injected, so expiry is seen in seconds.
 */
import { describe, expect, it } from 'vitest';
import type { RefreshedTokens } from '../../src-shared/api/auth.ts';
import { readClaims } from '../../src-shared/domain/session.ts';
import { REFRESH_USED } from '../../src-server/auth/routes.ts';
import { api, countRows, login, serverForTests, type TestServer } from './helpers.ts';

const { server } = serverForTests();

function refresh(on: TestServer, token: unknown) {
  return api<RefreshedTokens & { detail?: string }>(on, 'api/token/refresh/', {
    method: 'POST',
    body: { refresh: token },
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

describe('refresh rotates the refresh token', () => {
  it('answers a new pair; the new access works and the old refresh token is refused', async () => {
    const session = await login(server, 'sales');
    const renewed = await refresh(server, session.refresh);
    expect(renewed.status).toBe(200);
    expect(Object.keys(renewed.body).sort()).toEqual(['access', 'refresh']);
    expect(renewed.body.refresh).not.toBe(session.refresh);
    expect(renewed.body.access).not.toBe(session.access);
    expect(readClaims(renewed.body.access)?.username).toBe('sales');
    const use = await api(server, 'sales/home/user_info/', { token: renewed.body.access });
    expect(use.status).toBe(200);

    // The spent token is refused, in SimpleJWT's words, and gives nothing.
    const again = await refresh(server, session.refresh);
    expect(again.status).toBe(401);
    expect(again.body.detail).toBe(REFRESH_USED);
    expect(again.body.access).toBeUndefined();

    // The successor works once, and so on down the chain.
    const next = await refresh(server, renewed.body.refresh);
    expect(next.status).toBe(200);
    expect((await refresh(server, renewed.body.refresh)).status).toBe(401);
    expect((await refresh(server, next.body.refresh)).status).toBe(200);
  });

  it('lets exactly one of two simultaneous refreshes with one token through', async () => {
    const session = await login(server, 'buyer');
    const answers = await Promise.all([
      refresh(server, session.refresh),
      refresh(server, session.refresh),
      refresh(server, session.refresh),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401]);
  });

  it('log-out-everywhere refuses the rotated refresh tokens too', async () => {
    const session = await login(server, 'pricing');
    const renewed = await refresh(server, session.refresh);
    expect(renewed.status).toBe(200);
    const renovate = await api(server, 'pricing/home/token_renovate/', {
      method: 'POST',
      token: renewed.body.access,
    });
    expect(renovate.status).toBe(200);
    expect((await refresh(server, renewed.body.refresh)).status).toBe(401);
    const use = await api(server, 'pricing/home/user_info/', { token: renewed.body.access });
    expect(use.status).toBe(401);
  });

  it('refuses what is not a refresh token with 401 and spends nothing', async () => {
    const session = await login(server, 'auditor');
    const before = await countRows(server.db, 'used_refresh_token');
    for (const token of [session.access, 'not-a-token', `${session.refresh.slice(0, -4)}abcd`]) {
      const answer = await refresh(server, token);
      expect(answer.status, token).toBe(401);
      expect(answer.body.detail).toBeTruthy();
    }
    const missing = await api(server, 'api/token/refresh/', { method: 'POST', body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ refresh: ['This field is required.'] });
    expect(await countRows(server.db, 'used_refresh_token')).toBe(before);
    // The genuine refresh token was not used up by any of that.
    expect((await refresh(server, session.refresh)).status).toBe(200);
  });
});

describe('injected token lifetimes', () => {
  const { server: shortLived } = serverForTests([], {
    tokenLifetimes: { accessS: 2, refreshS: 4 },
  });

  it('issues tokens of the given lifetimes, refused once expired, renewable meanwhile', async () => {
    const session = await login(shortLived, 'sales');
    const claims = readClaims(session.access);
    expect(claims && claims.exp - claims.iat).toBe(2);
    const refreshClaims = JSON.parse(
      Buffer.from(session.refresh.split('.')[1]!, 'base64url').toString(),
    ) as { exp: number; iat: number };
    expect(refreshClaims.exp - refreshClaims.iat).toBe(4);

    await sleep(2100);
    const expired = await api(shortLived, 'sales/home/user_info/', { token: session.access });
    expect(expired.status).toBe(401);
    // The refresh token still lives: renewal gives a working access token.
    const renewed = await refresh(shortLived, session.refresh);
    expect(renewed.status).toBe(200);
    const use = await api(shortLived, 'sales/home/user_info/', { token: renewed.body.access });
    expect(use.status).toBe(200);

    await sleep(4100);
    expect((await refresh(shortLived, renewed.body.refresh)).status).toBe(401);
  });

  it('keeps no record of spent tokens past their expiry', async () => {
    const first = await login(shortLived, 'buyer');
    expect((await refresh(shortLived, first.refresh)).status).toBe(200);
    await sleep(4100);
    // The next refresh clears the rows of tokens that have expired anyway.
    const second = await login(shortLived, 'buyer');
    expect((await refresh(shortLived, second.refresh)).status).toBe(200);
    const rows = await shortLived.db.selectFrom('used_refresh_token').select('jti').execute();
    expect(rows).toHaveLength(1);
  });
});
