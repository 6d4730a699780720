/**
 * Sign-in throttling that slows guessers down and never locks the owner out.
 *
 * What "never lock the owner out" means here (our decision):
 * - The owner is whoever types the right password from an address that is not guessing at the
 *   account: an address with no failed sign-in at it in the last hour, or one from which the
 *   account signed in before (within 30 days). Failures from other addresses never hold up
 *   such an attempt, however many there are. A correct password is never counted as a failure.
 * - What the owner's own mistakes cost is a wait, never a lock: 5 free failures from one address,
 *   then a back-off that doubles from 1 s up to 5 minutes; a success from that address clears it.
 *
 * What stops guessers:
 * - one address at one account: the back-off above (after the cap, 12 guesses an hour);
 * - one address at many accounts (spraying): 30 free failures, then the same back-off;
 * - many addresses at one account (a distributed guesser): once the account has 10 recent
 *   failures, each further attempt from an address that is itself guessing at it (and never
 *   signed in to it) waits the account's back-off, shared by all of them. A fresh address gets its
 *   first try: that is the price of the owner never being locked out, and an IPv6 address counts
 *   by its /64, so one machine cannot pose as millions.
 * - confirmation codes: wrong codes count per user across logins (a new login gives no fresh
 *   guesses): 5 free, then a back-off that doubles from 1 s to 15 minutes, forgotten after a
 *   quiet day. A code also expires after CONFIRM_MAX_ATTEMPTS tries (auth/routes.ts). A million
 *   codes at that pace take years to cover.
 *
 * Attempts are reserved when they start, before the slow password check, and settled when it
 * ends: guesses sent all at once cannot pass a limit together, and attempts beyond a key's free
 * slots wait (briefly) for those in flight rather than being refused, so many correct logins at
 * once all succeed. A refused (429) attempt checks nothing and counts nothing.
 *
 * State lives in memory, per server process: a restart forgets it (and the known addresses).
 */

interface Rule {
  /** Failures allowed before any wait. */
  free: number;
  /** The first wait; each further failure doubles it, up to `capMs`. */
  baseMs: number;
  capMs: number;
  /** Failures are forgotten after this long without a new one. */
  forgetMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const PAIR_RULE: Rule = { free: 5, baseMs: 1000, capMs: 5 * MINUTE, forgetMs: HOUR };
export const ADDRESS_RULE: Rule = { free: 30, baseMs: 1000, capMs: 5 * MINUTE, forgetMs: HOUR };
export const ACCOUNT_RULE: Rule = { free: 10, baseMs: 1000, capMs: 5 * MINUTE, forgetMs: HOUR };
export const CONFIRM_RULE: Rule = {
  free: 5,
  baseMs: 1000,
  capMs: 15 * MINUTE,
  forgetMs: 24 * HOUR,
};
/** An address from which an account signed in stays known to it this long. */
const KNOWN_ADDRESS_MS = 30 * 24 * HOUR;

/** How long an attempt waits for those in flight on its keys before it is refused. */
const MAX_QUEUE_WAIT_MS = 15_000;
/** Attempts waiting at once, in all; beyond this a flood is refused at once. */
const MAX_WAITING = 200;

/** How long a rule makes the next attempt wait after `failures` failures. */
export function backoffMs(rule: Rule, failures: number): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.capMs, rule.baseMs * 2 ** (failures - rule.free));
}

interface Count {
  rule: Rule;
  failures: number;
  lastFailure: number;
  inflight: number;
}

type KeyState = { wait: number } | 'busy' | 'free';

interface Key {
  id: string;
  rule: Rule;
  /** Counted but not checked: the attempt's failure adds to it, its back-off does not apply. */
  countOnly?: boolean;
}

type Outcome = 'failed' | 'succeeded';

/** A started attempt: settle it once with its outcome; `end` releases one left unsettled. */
interface Attempt {
  settle(outcome: Outcome): void;
  end(): void;
}

type Admission = { attempt: Attempt } | { retryAfterSeconds: number };

export class LoginRateLimiter {
  readonly #counts = new Map<string, Count>();
  /** account → address → last successful sign-in. */
  readonly #known = new Map<string, Map<string, number>>();
  readonly #waiters = new Set<() => void>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** Starts a password sign-in of `username` from `address`. */
  beginLogin(username: string, address: string): Promise<Admission> {
    const account = accountKey(username);
    const from = addressKey(address);
    const pair = `pair:${account}|${from}`;
    // Every failure counts for the account; its back-off holds up only an address that is
    // guessing at it and never signed in to it.
    const exempt = !this.#isGuessing(pair) || this.#isKnown(account, from);
    const keys: Key[] = [
      { id: pair, rule: PAIR_RULE },
      { id: `address:${from}`, rule: ADDRESS_RULE },
      { id: `account:${account}`, rule: ACCOUNT_RULE, countOnly: exempt },
    ];
    return this.#admit(keys, (outcome) => {
      if (outcome === 'succeeded') {
        const count = this.#counts.get(pair);
        if (count) count.failures = 0;
        this.#remember(account, from);
      }
    });
  }

  /** Starts a confirmation-code check for the user. */
  beginCode(userId: number): Promise<Admission> {
    return this.#admit([{ id: `code:${userId}`, rule: CONFIRM_RULE }], () => {});
  }

  async #admit(keys: readonly Key[], onSettle: (outcome: Outcome) => void): Promise<Admission> {
    const deadline = this.#now() + MAX_QUEUE_WAIT_MS;
    for (;;) {
      const now = this.#now();
      const states = keys.filter((key) => !key.countOnly).map((key) => this.#state(key, now));
      const waits = states.flatMap((state) => (typeof state === 'object' ? [state.wait] : []));
      if (waits.length > 0) return { retryAfterSeconds: toSeconds(Math.max(...waits)) };
      if (!states.includes('busy')) return { attempt: this.#start(keys, onSettle) };
      // Only attempts in flight stand in the way: wait for one of them to end, then look again.
      if (this.#waiters.size >= MAX_WAITING || now >= deadline) return { retryAfterSeconds: 1 };
      await this.#nextRelease(deadline - now);
    }
  }

  #state({ id, rule }: Key, now: number): KeyState {
    const count = this.#fresh(id, now);
    if (!count) return 'free';
    if (count.failures < rule.free)
      return count.inflight < rule.free - count.failures ? 'free' : 'busy';
    const until = count.lastFailure + backoffMs(rule, count.failures);
    if (now < until) return { wait: until - now };
    return count.inflight === 0 ? 'free' : 'busy';
  }

  #start(keys: readonly Key[], onSettle: (outcome: Outcome) => void): Attempt {
    const checked = keys.filter((key) => !key.countOnly);
    for (const key of checked) this.#countOf(key).inflight += 1;
    let open = true;
    const release = () => {
      for (const { id } of checked) {
        const count = this.#counts.get(id);
        if (count) count.inflight = Math.max(0, count.inflight - 1);
      }
    };
    return {
      settle: (outcome) => {
        if (!open) return;
        open = false;
        release();
        if (outcome === 'failed') {
          const now = this.#now();
          for (const key of keys) {
            const count = this.#countOf(key);
            count.failures += 1;
            count.lastFailure = now;
          }
        }
        onSettle(outcome);
        this.#prune();
        this.#wake();
      },
      end: () => {
        if (!open) return;
        open = false;
        release();
        this.#wake();
      },
    };
  }

  /** The count of a key with its failures forgotten when they are old; undefined when empty. */
  #fresh(id: string, now: number): Count | undefined {
    const count = this.#counts.get(id);
    if (!count) return undefined;
    if (count.failures > 0 && now - count.lastFailure >= count.rule.forgetMs) count.failures = 0;
    if (count.failures === 0 && count.inflight === 0) {
      this.#counts.delete(id);
      return undefined;
    }
    return count;
  }

  #countOf({ id, rule }: Key): Count {
    let count = this.#counts.get(id);
    if (!count) {
      count = { rule, failures: 0, lastFailure: 0, inflight: 0 };
      this.#counts.set(id, count);
    }
    return count;
  }

  /** The address has failed at this account recently (its pair has failures). */
  #isGuessing(pair: string): boolean {
    return (this.#fresh(pair, this.#now())?.failures ?? 0) > 0;
  }

  #isKnown(account: string, address: string): boolean {
    const when = this.#known.get(account)?.get(address);
    return when !== undefined && this.#now() - when < KNOWN_ADDRESS_MS;
  }

  #remember(account: string, address: string): void {
    const addresses = this.#known.get(account) ?? new Map<string, number>();
    addresses.delete(address);
    addresses.set(address, this.#now());
    // The most recent few are enough: a person signs in from a handful of desks.
    while (addresses.size > 20) addresses.delete(addresses.keys().next().value as string);
    this.#known.set(account, addresses);
  }

  #nextRelease(timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, Math.max(1, timeoutMs));
      this.#waiters.add(done);
    });
  }

  #wake(): void {
    for (const waiter of [...this.#waiters]) waiter();
  }

  #prune(): void {
    if (this.#counts.size < 10_000) return;
    const now = this.#now();
    for (const id of [...this.#counts.keys()]) this.#fresh(id, now);
  }
}

function toSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/** Usernames are matched case-insensitively, as the login is. */
function accountKey(username: string): string {
  return username.trim().toLowerCase();
}

/**
 * An address as the limits count it: IPv4 as is (also when mapped into IPv6), IPv6 by its /64
 * network, the part one subscriber is given.
 */
export function addressKey(address: string): string {
  const plain = address.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped?.[1]) return mapped[1];
  if (!plain.includes(':')) return plain;
  const [head = '', tail] = plain.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
