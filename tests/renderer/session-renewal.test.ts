/**
 * When the renderer renews the access token (session/renewal.ts), which renewed token it may take
 * from another window, and what it does with a refusal that main met (session/httpFailures.ts).
 */
import { describe, expect, it } from 'vitest';
import type { HttpFailure } from '../../src-shared/bridge.ts';
import { applyHttpFailure } from '../../src-renderer/session/httpFailures.ts';
import { RENEWAL_TIMING, renewalDelayMs, sameUser } from '../../src-renderer/session/renewal.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Claims of a token issued at `issuedMs` that lives `lifeMs`. */
function token(issuedMs: number, lifeMs: number) {
  return { iat: issuedMs / 1000, exp: (issuedMs + lifeMs) / 1000 };
}

function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

const sales = { user_id: 7, url: 'sales', user_groups: ['SALES MANAGER'], exp: 2_000_000_000 };

describe('renewalDelayMs', () => {
  const issued = Date.UTC(2026, 10, 23, 8, 0, 0);

  it('renews a working-day token 10 minutes before it expires', () => {
    const claims = token(issued, 12 * HOUR);
    expect(renewalDelayMs(claims, issued)).toBe(12 * HOUR - 10 * MINUTE);
    // Counted from now, whenever the timer is set.
    expect(renewalDelayMs(claims, issued + 5 * HOUR)).toBe(7 * HOUR - 10 * MINUTE);
  });

  it('renews when a fifth of the life is left, between 10 s and 10 min ahead', () => {
    expect(renewalDelayMs(token(issued, 20 * MINUTE), issued)).toBe(16 * MINUTE);
    expect(renewalDelayMs(token(issued, 2 * HOUR), issued)).toBe(110 * MINUTE);
    expect(renewalDelayMs(token(issued, 30 * SECOND), issued)).toBe(20 * SECOND);
  });

  it('never renews in the first half of a short life', () => {
    expect(renewalDelayMs(token(issued, 20 * SECOND), issued)).toBe(10 * SECOND);
    expect(renewalDelayMs(token(issued, 2 * SECOND), issued)).toBe(SECOND);
  });

  it('renews at once when the moment has passed (sleep) or the token has expired', () => {
    const claims = token(issued, 12 * HOUR);
    expect(renewalDelayMs(claims, issued + 12 * HOUR - 5 * MINUTE)).toBe(0);
    expect(renewalDelayMs(claims, issued + 13 * HOUR)).toBe(0);
  });

  it('takes the longest lead when the token does not say when it was issued', () => {
    expect(renewalDelayMs({ exp: (issued + HOUR) / 1000 }, issued)).toBe(
      HOUR - RENEWAL_TIMING.maxLeadMs,
    );
  });

  it('never sets a timer longer than browsers keep', () => {
    expect(renewalDelayMs(token(issued, 365 * 24 * HOUR), issued)).toBeLessThanOrEqual(
      2_147_483_647,
    );
  });
});

describe('sameUser', () => {
  it("takes a renewed token of the same user and role, and nobody else's", () => {
    const mine = jwt({ ...sales, jti: 'a' });
    expect(sameUser(mine, jwt({ ...sales, jti: 'b', exp: sales.exp + 100 }))).toBe(true);
    expect(sameUser(mine, jwt({ ...sales, user_id: 8 }))).toBe(false);
    expect(
      sameUser(mine, jwt({ ...sales, url: 'sales_admin', user_groups: ['SALES ADMIN'] })),
    ).toBe(false);
    expect(sameUser(mine, 'not-a-token')).toBe(false);
  });
});

describe('what the renderer does with a refusal main met (spec §8)', () => {
  function effectsOf(failure: HttpFailure) {
    const effects = { logouts: 0, recorded: [] as number[] };
    applyHttpFailure(failure, {
      logout: () => {
        effects.logouts += 1;
      },
      recordErrorCode: (code) => effects.recorded.push(code),
    });
    return effects;
  }

  it('logs out on 401 and on 403, as for its own calls', () => {
    expect(
      effectsOf({ status: 401, body: { detail: 'Given token not valid for any token type' } }),
    ).toEqual({
      logouts: 1,
      recorded: [],
    });
    expect(effectsOf({ status: 403, body: { detail: 'You do not have permission.' } })).toEqual({
      logouts: 1,
      recorded: [],
    });
    expect(effectsOf({ status: 401, body: undefined }).logouts).toBe(1);
  });

  it('records 404 without a detail and 500, and stays signed in for those and 400', () => {
    expect(effectsOf({ status: 404, body: undefined })).toEqual({ logouts: 0, recorded: [404] });
    expect(effectsOf({ status: 404, body: { detail: 'Not found.' } })).toEqual({
      logouts: 0,
      recorded: [],
    });
    expect(effectsOf({ status: 500, body: undefined })).toEqual({ logouts: 0, recorded: [500] });
    expect(effectsOf({ status: 400, body: { category: ['Required'] } })).toEqual({
      logouts: 0,
      recorded: [],
    });
  });
});
