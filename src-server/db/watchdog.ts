/**
 * Keeps the embedded PostgreSQL running: when it ends without being asked (killed, crashed, out of
 * memory), the watchdog says so in the server log and starts it again, with growing pauses, a few
 * times. A database that then stays up a while has recovered, and the count starts over; one that
 * keeps dying is left down, and the log and the health check say so. Meanwhile the pool's
 * connections fail (503 with a detail) and it opens new ones once the database is back.
 */
import type { EmbeddedPostgres, UnexpectedExit } from './embedded.ts';

interface RestartPolicy {
  /** Pauses before each restart attempt; after the last one fails, it gives up. */
  delaysMs: readonly number[];
  /** A database up this long after a restart counts as recovered: the next death starts over. */
  recoveredAfterMs: number;
  /** Deaths, each soon after the restart before it, after which it is left down. */
  maxDeathsInARow: number;
}

/** Our decision: back within a second or two after a one-off crash, never a restart storm. */
const RESTART_POLICY: RestartPolicy = {
  delaysMs: [200, 1_000, 3_000, 10_000, 30_000],
  recoveredAfterMs: 60_000,
  maxDeathsInARow: 5,
};

export type DatabaseState = 'running' | 'restarting' | 'failed' | 'stopped';

export interface Watchdog {
  state(): DatabaseState;
  /** Why the database is not available, for the health check; undefined while it runs. */
  outage(): string | undefined;
  /** No more restarts (before the database is stopped on purpose). */
  stop(): void;
}

export function watchEmbeddedPostgres(
  embedded: EmbeddedPostgres,
  log: (line: string) => void,
  policy: RestartPolicy = RESTART_POLICY,
): Watchdog {
  const attempts = policy.delaysMs.length;
  let state: DatabaseState = 'running';
  let deathsInARow = 0;
  let lastRestartAt = 0;
  let downSince: Date | undefined;
  let attempt = 0;
  let recovering = false;
  // Ends the pause before an attempt at once when the server stops.
  const stopping = new AbortController();

  async function recover(): Promise<void> {
    for (attempt = 1; attempt <= attempts; attempt++) {
      await pause(policy.delaysMs[attempt - 1] ?? 0, stopping.signal);
      if (stopping.signal.aborted) return;
      try {
        await embedded.restart();
        if (stopping.signal.aborted) return;
        state = 'running';
        lastRestartAt = Date.now();
        const downFor = downSince ? Date.now() - downSince.getTime() : 0;
        log(
          `The embedded PostgreSQL is running again (pid ${embedded.pid}, down for ${(downFor / 1000).toFixed(1)} s).`,
        );
        downSince = undefined;
        return;
      } catch (error) {
        if (stopping.signal.aborted) return;
        log(
          `Restarting the embedded PostgreSQL failed (attempt ${attempt} of ${attempts}): ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    state = 'failed';
    log(
      `The embedded PostgreSQL could not be restarted after ${attempts} attempts: the server answers 503 until it is restarted. See ${embedded.dir}/postgres.log.`,
    );
  }

  function onExit(exit: UnexpectedExit): void {
    if (state === 'stopped' || recovering) return;
    // Deaths soon after a restart count towards the limit; after a good while up they do not.
    deathsInARow = Date.now() - lastRestartAt < policy.recoveredAfterMs ? deathsInARow + 1 : 1;
    const how = exit.signal ? `was killed (${exit.signal})` : `exited with code ${exit.code}`;
    log(
      `The embedded PostgreSQL (pid ${exit.pid}) ${how} unexpectedly. Its log ends:\n${exit.logTail}`,
    );
    downSince = new Date();
    if (deathsInARow > policy.maxDeathsInARow) {
      state = 'failed';
      log(
        `The embedded PostgreSQL keeps stopping (${deathsInARow} times in a row): not restarting it again. See ${embedded.dir}/postgres.log.`,
      );
      return;
    }
    state = 'restarting';
    log('Restarting the embedded PostgreSQL...');
    recovering = true;
    void recover().finally(() => (recovering = false));
  }

  embedded.onUnexpectedExit(onExit);

  return {
    state: () => state,
    outage() {
      const when = downSince ? ` at ${downSince.toISOString()}` : '';
      if (state === 'restarting')
        return `The database stopped unexpectedly${when} and is being restarted (attempt ${attempt} of ${attempts}). Please try again in a moment.`;
      if (state === 'failed')
        return `The database stopped${when} and could not be restarted. The server must be restarted; its log says more.`;
      if (state === 'stopped') return 'The server is stopping.';
      return undefined;
    },
    stop() {
      state = 'stopped';
      embedded.onUnexpectedExit(undefined);
      stopping.abort();
      // A launch under way is ended by embedded.stop(), which comes next.
    },
  };
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolvePause) => {
    if (signal.aborted) return resolvePause();
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done(): void {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolvePause();
    }
  });
}
