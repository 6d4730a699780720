/**
 * Failed logins within a sliding minute, per username and per client address. Past the limit,
 * login answers 429 even with the right password, until the window has moved on.
 *
 * An attempt counts as a failure from the moment it starts (`begin`), before the slow password
 * check, and a login that succeeds takes its count back: checking first and counting after the
 * check would let guesses sent all at once pass the limit together.
 */
export const LOGIN_WINDOW_MS = 60_000;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_ADDRESS = 30;

export class LoginRateLimiter {
  readonly #failures = new Map<string, number[]>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** Seconds until another attempt is allowed, or 0 when it is allowed now. */
  retryAfter(username: string, address: string): number {
    const now = this.#now();
    const byUser = this.#recent(userKey(username), now);
    const byAddress = this.#recent(addressKey(address), now);
    const waits: number[] = [];
    if (byUser.length >= MAX_FAILURES_PER_USERNAME)
      waits.push(this.#wait(byUser, MAX_FAILURES_PER_USERNAME, now));
    if (byAddress.length >= MAX_FAILURES_PER_ADDRESS)
      waits.push(this.#wait(byAddress, MAX_FAILURES_PER_ADDRESS, now));
    return waits.length ? Math.max(...waits) : 0;
  }

  /**
   * Starts a login attempt: the seconds to wait when over the limit (nothing is counted then),
   * else 0, and the attempt is counted as a failure until `recordSuccess` says otherwise.
   */
  begin(username: string, address: string): number {
    const wait = this.retryAfter(username, address);
    if (wait === 0) this.recordFailure(username, address);
    return wait;
  }

  recordFailure(username: string, address: string): void {
    const now = this.#now();
    for (const key of [userKey(username), addressKey(address)]) {
      const times = this.#recent(key, now);
      times.push(now);
      this.#failures.set(key, times);
    }
    this.#prune(now);
  }

  /**
   * The attempt `begin` counted succeeded: the username's failures are cleared, and the address
   * gets its one count back (its other failures stay).
   */
  recordSuccess(username: string, address: string): void {
    this.#failures.delete(userKey(username));
    const byAddress = this.#failures.get(addressKey(address));
    byAddress?.pop();
    if (byAddress?.length === 0) this.#failures.delete(addressKey(address));
  }

  #recent(key: string, now: number): number[] {
    return (this.#failures.get(key) ?? []).filter((time) => now - time < LOGIN_WINDOW_MS);
  }

  /** When the oldest failure that keeps the count at the limit leaves the window. */
  #wait(times: number[], limit: number, now: number): number {
    const blocking = times[times.length - limit] ?? now;
    return Math.max(1, Math.ceil((blocking + LOGIN_WINDOW_MS - now) / 1000));
  }

  #prune(now: number): void {
    if (this.#failures.size < 10_000) return;
    for (const [key, times] of this.#failures) {
      if (!times.some((time) => now - time < LOGIN_WINDOW_MS)) this.#failures.delete(key);
    }
  }
}

function userKey(username: string): string {
  return `user:${username.trim().toLowerCase()}`;
}

function addressKey(address: string): string {
  return `address:${address}`;
}
