/** Spec §5: a token is valid only if not expired and identical to the stored one; missing = invalid. */
import { describe, expect, it } from 'vitest';
import { guardRedirect, LOGIN_PATH } from '../../src-renderer/session/guard.ts';
import { accessToken } from './access-token.ts';

const token = (exp: number) => accessToken({ exp });

const now = Date.UTC(2025, 0, 15, 12, 0, 0);
const valid = token(now / 1000 + 600);
const expired = token(now / 1000 - 1);

describe('the session guard', () => {
  it('lets a valid session through', () => {
    expect(guardRedirect('/companies', valid, valid, now)).toBeNull();
  });

  it('sends an expired session to the login route', () => {
    expect(guardRedirect('/companies', expired, expired, now)).toBe(LOGIN_PATH);
  });

  it('sends a token that differs from the stored one to the login route', () => {
    const other = token(now / 1000 + 900);
    expect(guardRedirect('/companies', valid, other, now)).toBe(LOGIN_PATH);
  });

  it('counts a missing token (memory or vault) as invalid', () => {
    expect(guardRedirect('/companies', null, null, now)).toBe(LOGIN_PATH);
    expect(guardRedirect('/companies', valid, null, now)).toBe(LOGIN_PATH);
    expect(guardRedirect('/companies/5', undefined, valid, now)).toBe(LOGIN_PATH);
  });

  it('counts a malformed token as invalid', () => {
    expect(guardRedirect('/companies', 'not-a-jwt', 'not-a-jwt', now)).toBe(LOGIN_PATH);
  });

  it('never redirects away from the login route itself', () => {
    expect(guardRedirect(LOGIN_PATH, null, null, now)).toBeNull();
  });
});
