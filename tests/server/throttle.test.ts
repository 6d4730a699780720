/**
 * Sign-in throttling (auth/rate-limit.ts) against the real server, from real distinct addresses
 * (127.0.0.x: every loopback address is this machine), with the throttle's clock moved by the
 * test instead of waited for.
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { ConfirmCodeRequired, TokenPair } from '../../src-shared/api/auth.ts';
import {
  ACCOUNT_RULE,
  ADDRESS_RULE,
  addressKey,
  backoffMs,
  CONFIRM_RULE,
  PAIR_RULE,
} from '../../src-server/auth/rate-limit.ts';
import { CONFIRM_MAX_ATTEMPTS } from '../../src-server/auth/routes.ts';
import { DEMO_PASSWORD, serverForTests } from './helpers.ts';

let clock = Date.parse('2026-11-20T09:00:00Z');
const { server } = serverForTests([], { now: () => clock });

interface Answer<T> {
  status: number;
  body: T;
  retryAfter: string | undefined;
}

/** POSTs JSON from the given local address (127.0.0.x). */
function postFrom<T = Record<string, unknown>>(
  address: string,
  path: string,
  body: unknown,
): Promise<Answer<T>> {
  const url = new URL(path, server.baseUrl);
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: address,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(text) as T,
            retryAfter: response.headers['retry-after'] as string | undefined,
          }),
        );
      },
    );
    call.on('error', reject);
    call.end(data);
  });
}

const signIn = (address: string, username: string, password = DEMO_PASSWORD) =>
  postFrom<Partial<TokenPair> & Partial<ConfirmCodeRequired> & { detail?: string }>(
    address,
    'api/token/',
    { username, password },
  );

async function statusesOf(
  address: string,
  username: string,
  count: number,
  password = 'wrong',
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await signIn(address, username, password)).status);
  return statuses;
}

const SECOND = 1000;

describe('sign-in throttling', () => {
  it('wrong passwords from elsewhere never hold up the right one from an address not guessing', async () => {
    const guesses = await statusesOf('127.0.0.2', 'sales', 20);
    expect(guesses.slice(0, PAIR_RULE.free)).toEqual(Array(PAIR_RULE.free).fill(401));
    expect(guesses.slice(PAIR_RULE.free).every((status) => status === 429)).toBe(true);
    // The owner at its own desk: signed in at once, nothing to wait for.
    const owner = await signIn('127.0.0.1', 'sales');
    expect(owner.status).toBe(200);
    expect(owner.body.access).toBeTruthy();
  });

  it("the owner's own mistakes cost a wait that doubles up to a cap, never a lock", async () => {
    const desk = '127.0.0.3';
    expect(await statusesOf(desk, 'buyer', PAIR_RULE.free)).toEqual(
      Array(PAIR_RULE.free).fill(401),
    );
    let refused = await signIn(desk, 'buyer');
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe('1');
    expect(String(refused.body.detail)).toMatch(/try again in 1 second/i);
    // Each further failure doubles the wait: 1, 2, 4, ... seconds, never past the cap.
    let waited = 0;
    for (let failures = PAIR_RULE.free; failures < PAIR_RULE.free + 12; failures++) {
      const wait = backoffMs(PAIR_RULE, failures);
      expect(wait).toBeLessThanOrEqual(PAIR_RULE.capMs);
      clock += wait;
      waited += wait;
      expect((await signIn(desk, 'buyer', 'still wrong')).status).toBe(401);
      refused = await signIn(desk, 'buyer');
      expect(refused.status).toBe(429);
    }
    expect(Number(refused.retryAfter)).toBe(PAIR_RULE.capMs / SECOND);
    // After the wait, the right password gets in, and the count starts again from nothing.
    clock += PAIR_RULE.capMs;
    expect((await signIn(desk, 'buyer')).status).toBe(200);
    expect((await signIn(desk, 'buyer', 'typo')).status).toBe(401);
    expect((await signIn(desk, 'buyer')).status).toBe(200);
    expect(waited).toBeGreaterThan(0);
  });

  it('many correct sign-ins at once all succeed: none is counted as a failure', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => signIn('127.0.0.4', 'logistics')),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    // Also with the desk one failure short of its back-off: the correct ones wait their turn.
    expect(await statusesOf('127.0.0.5', 'warehouse', PAIR_RULE.free - 1)).toEqual(
      Array(PAIR_RULE.free - 1).fill(401),
    );
    const more = await Promise.all(
      Array.from({ length: 10 }, () => signIn('127.0.0.5', 'warehouse')),
    );
    expect(more.map((answer) => answer.status)).toEqual(Array(10).fill(200));
  });

  it('wrong passwords sent all at once cannot pass the limit together', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn('127.0.0.6', 'pricing', `parallel-${i}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(PAIR_RULE.free);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - PAIR_RULE.free);
  });

  it('a distributed guesser waits for the account; a fresh desk and a known desk still get in', async () => {
    const account = 'repair';
    // A desk where the owner signed in before, and then mistyped once.
    const knownDesk = '127.0.0.20';
    expect((await signIn(knownDesk, account)).status).toBe(200);
    expect((await signIn(knownDesk, account, 'typo')).status).toBe(401);
    // One guess from each of many addresses: each is its address's first, so each is checked.
    const guessers = Array.from({ length: ACCOUNT_RULE.free + 2 }, (_, i) => `127.0.1.${i + 1}`);
    for (const address of guessers)
      expect((await signIn(address, account, `guess-${address}`)).status).toBe(401);
    // A second guess from any of them now waits for the account's back-off.
    const again = await signIn(guessers[0] as string, account, 'guess-again');
    expect(again.status).toBe(429);
    expect(Number(again.retryAfter)).toBeGreaterThan(0);
    // The owner from a desk that is not guessing, and from its known desk, signs in at once.
    expect((await signIn('127.0.0.21', account)).status).toBe(200);
    expect((await signIn(knownDesk, account)).status).toBe(200);
  });

  it('one address trying many accounts is slowed down too (spraying)', async () => {
    const sprayer = '127.0.0.30';
    const statuses: number[] = [];
    for (let i = 0; i <= ADDRESS_RULE.free; i++)
      statuses.push((await signIn(sprayer, `nobody-${i}`, 'x')).status);
    expect(statuses.slice(0, ADDRESS_RULE.free).every((status) => status === 401)).toBe(true);
    expect(statuses[ADDRESS_RULE.free]).toBe(429);
    // Its neighbours are not affected.
    expect((await signIn('127.0.0.31', 'auditor')).status).toBe(200);
  });

  it('counts an IPv6 address by its /64, and an IPv4-mapped one as IPv4', () => {
    expect(addressKey('2001:db8:1:2::1')).toBe(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(addressKey('127.0.0.1')).toBe('127.0.0.1');
  });
});

describe('confirmation codes', () => {
  /** The code last sent to `secure` (the server's outbox). */
  function codeSent(): string {
    const code = server.confirmCodes.findLast((sent) => sent.username === 'secure')?.code;
    if (!code) throw new Error('no confirm code was sent');
    return code;
  }

  async function ticket(): Promise<{ ticket: string; code: string }> {
    const first = await signIn('127.0.0.40', 'secure');
    expect(first.status).toBe(200);
    return { ticket: first.body.ticket as string, code: codeSent() };
  }

  const confirm = (ticketText: string, code: string) =>
    postFrom<Partial<TokenPair> & { detail?: string }>('127.0.0.40', 'api/get_confirm_code/', {
      ticket: ticketText,
      code,
    });

  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

  it('expire after a few wrong tries, and wrong codes count across logins, not per login', async () => {
    // First login: its code takes CONFIRM_MAX_ATTEMPTS wrong tries, the last one expires it.
    const one = await ticket();
    for (let i = 1; i <= CONFIRM_MAX_ATTEMPTS; i++) {
      const wrong = await confirm(one.ticket, wrongFor(one.code));
      expect(wrong.status).toBe(400);
      if (i === CONFIRM_MAX_ATTEMPTS) expect(String(wrong.body.detail)).toMatch(/expired/);
    }
    expect((await confirm(one.ticket, one.code)).status).toBe(400);

    // A new login gives a new code, but no fresh guesses: the user's count goes on.
    const two = await ticket();
    const left = CONFIRM_RULE.free - CONFIRM_MAX_ATTEMPTS;
    for (let i = 0; i < left; i++)
      expect((await confirm(two.ticket, wrongFor(two.code))).status).toBe(400);
    const held = await confirm(two.ticket, two.code);
    expect(held.status).toBe(429);
    expect(held.retryAfter).toBe('1');
    const three = await ticket();
    expect((await confirm(three.ticket, wrongFor(three.code))).status).toBe(429);

    // The wait doubles with each further wrong code.
    clock += backoffMs(CONFIRM_RULE, CONFIRM_RULE.free);
    expect((await confirm(three.ticket, wrongFor(three.code))).status).toBe(400);
    const longer = await confirm(three.ticket, three.code);
    expect(longer.status).toBe(429);
    expect(Number(longer.retryAfter)).toBe(backoffMs(CONFIRM_RULE, CONFIRM_RULE.free + 1) / SECOND);

    // After the wait, the right code of a live ticket signs in.
    clock += backoffMs(CONFIRM_RULE, CONFIRM_RULE.free + 1);
    const right = await confirm(three.ticket, three.code);
    expect(right.status).toBe(200);
    expect(right.body.access).toBeTruthy();
  });

  it('at the cap, guessing a million codes would take years', () => {
    const perDay = (24 * 60 * 60 * 1000) / CONFIRM_RULE.capMs;
    expect(500_000 / perDay / 365).toBeGreaterThan(10);
  });
});
