import { describe, expect, it } from 'vitest';
import { isTokenValid, readClaims } from '../../src-shared/domain/session.ts';

function token(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

const now = Date.UTC(2026, 10, 21, 12, 0, 0);
const claims = {
  token_type: 'access',
  user_id: 7,
  username: 'sales',
  user_groups: ['SALES MANAGER'],
  url: 'sales',
  iat: now / 1000 - 60,
  exp: now / 1000 + 3600,
  jti: 'a',
};

describe('token validity (spec §5)', () => {
  const valid = token(claims);

  it('is valid when not expired and identical to the stored one', () => {
    expect(isTokenValid(valid, valid, now)).toBe(true);
  });

  it('is invalid when it differs from the stored token', () => {
    expect(isTokenValid(valid, token({ ...claims, jti: 'b' }), now)).toBe(false);
  });

  it('is invalid once expired', () => {
    expect(isTokenValid(valid, valid, (claims.exp + 1) * 1000)).toBe(false);
    expect(isTokenValid(valid, valid, claims.exp * 1000)).toBe(false);
  });

  it('counts a missing token as invalid', () => {
    expect(isTokenValid(undefined, valid, now)).toBe(false);
    expect(isTokenValid(valid, null, now)).toBe(false);
    expect(isTokenValid('', '', now)).toBe(false);
  });

  it('is invalid when malformed', () => {
    expect(isTokenValid('a.b.c', 'a.b.c', now)).toBe(false);
    expect(isTokenValid('not-a-jwt', 'not-a-jwt', now)).toBe(false);
  });

  it('reads the role claims, and refuses unknown roles', () => {
    expect(readClaims(valid)).toMatchObject({ url: 'sales', user_groups: ['SALES MANAGER'] });
    expect(readClaims(token({ ...claims, user_groups: ['KING'] }))).toBeUndefined();
  });

  it('decodes non-ASCII claims', () => {
    expect(readClaims(token({ ...claims, username: 'Иван' }))?.username).toBe('Иван');
  });
});
