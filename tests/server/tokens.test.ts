/**
 * The token service on its own: an access token's signature is checked once and remembered
 * (every call of a session carries the same token), and what is remembered never outlives the
 * token nor lets another one through: expiry on a fake clock, the other token type, a forged
 * signature, a token of another key.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../src-server/auth/users.ts';
import { TokenService } from '../../src-server/auth/tokens.ts';

const user = {
  id: 7,
  username: 'sales',
  roles: ['SALES_MANAGER'],
  url: 'sales',
  tokenVersion: 3,
} as unknown as AuthUser;

function serviceAt(start: number, key = randomBytes(32)) {
  const clock = { now: start };
  const service = new TokenService(key, { now: () => clock.now, lifetimes: { accessS: 60 } });
  return { clock, service, key };
}

describe('TokenService.verify', () => {
  it('accepts an access token again and again until it expires, then refuses it', async () => {
    const { clock, service } = serviceAt(Date.UTC(2026, 10, 27, 9, 0, 0));
    const token = await service.access(user);
    for (let call = 0; call < 3; call++)
      expect(await service.verify(token, 'access')).toMatchObject({ user_id: 7, ver: 3 });
    clock.now += 59_999;
    expect(await service.verify(token, 'access')).toMatchObject({ user_id: 7 });
    clock.now += 1;
    expect(await service.verify(token, 'access')).toBeUndefined();
    expect(await service.verify(token, 'access')).toBeUndefined();
  });

  it('refuses a remembered access token as a refresh token, and a forged or foreign one', async () => {
    const { service, key } = serviceAt(Date.now());
    const token = await service.access(user);
    expect(await service.verify(token, 'access')).toBeDefined();
    expect(await service.verify(token, 'refresh')).toBeUndefined();
    const [head, body, signature = ''] = token.split('.');
    const forged = `${head}.${body}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await service.verify(forged, 'access')).toBeUndefined();
    const other = serviceAt(Date.now()).service;
    expect(await other.verify(token, 'access')).toBeUndefined();
    // The same key in another service (a restarted server) verifies it afresh.
    expect(await serviceAt(Date.now(), key).service.verify(token, 'access')).toBeDefined();
  });

  it('checks a refresh token as before: of its type only', async () => {
    const { service } = serviceAt(Date.now());
    const token = await service.refresh(user);
    expect(await service.verify(token, 'refresh')).toMatchObject({ token_type: 'refresh' });
    expect(await service.verify(token, 'access')).toBeUndefined();
  });
});
