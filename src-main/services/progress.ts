/**
 * Progress events for one operation, throttled so that a fast transfer does not flood the window:
 * one at the start, then at most one per step (bytes or rows) and per interval, and a final one.
 */
import { randomUUID } from 'node:crypto';
import type { Progress } from '../../src-shared/bridge.ts';
import type { ProgressSink } from './ports.ts';

export interface ProgressReporter {
  readonly operationId: string;
  /** Adds `amount` to what is done, emitting when a step or the interval has passed. */
  advance(amount: number): void;
  /** Emits the final event (finished: true). */
  finish(): void;
}

interface ProgressOptions {
  /** The renderer's id for the operation; one is made up when it gave none. */
  operationId?: string;
  kind: Progress['kind'];
  total: number | null;
  sink: ProgressSink;
  /** Emit when at least this much was done since the last event. */
  step: number;
  /** ... or when at least this long has passed since the last event. */
  intervalMs?: number;
}

export function createProgressReporter(options: ProgressOptions): ProgressReporter {
  const operationId = options.operationId ?? randomUUID();
  const intervalMs = options.intervalMs ?? 250;
  let done = 0;
  let lastDone = 0;
  let lastAt = Date.now();
  let finished = false;

  const emit = (isFinal: boolean) => {
    lastDone = done;
    lastAt = Date.now();
    options.sink({
      operationId,
      kind: options.kind,
      done,
      total: options.total,
      finished: isFinal,
    });
  };

  emit(false);
  return {
    operationId,
    advance(amount) {
      done += amount;
      if (done - lastDone >= options.step || Date.now() - lastAt >= intervalMs) emit(false);
    },
    finish() {
      if (finished) return;
      finished = true;
      emit(true);
    },
  };
}

/** A byte step that gives about 100 events for a known size, and one per MiB otherwise. */
export function byteStep(total: number | null): number {
  return total ? Math.max(64 * 1024, Math.ceil(total / 100)) : 1024 * 1024;
}
