/**
 * What a bench is, for bench/run.ts: a named async function that returns figures. A bench joins
 * by being a file `bench/<name>.bench.ts` whose default export is a `Bench`; the runner finds it.
 */

export interface Figure {
  /** What was measured, as the table shows it. */
  label: string;
  /** How many samples (requests, runs); 1 for a one-off duration. */
  n: number;
  p50_ms: number;
  p95_ms: number;
  min_ms: number;
  max_ms: number;
}

export interface BenchResult {
  name: string;
  description: string;
  /** When it ran, ISO. */
  at: string;
  /** Conditions worth knowing (data sizes, machine). */
  context: Record<string, string | number>;
  figures: Figure[];
}

export interface Bench {
  name: string;
  description: string;
  run(): Promise<Omit<BenchResult, 'name' | 'description' | 'at'>>;
}

/** Nearest-rank percentile of the samples (ms). */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] as number;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

export function figure(label: string, samples: readonly number[]): Figure {
  return {
    label,
    n: samples.length,
    p50_ms: round(percentile(samples, 50)),
    p95_ms: round(percentile(samples, 95)),
    min_ms: round(Math.min(...samples)),
    max_ms: round(Math.max(...samples)),
  };
}

/** A one-off duration (seeding, building a file) as a figure of one sample. */
export function once(label: string, milliseconds: number): Figure {
  return figure(label, [milliseconds]);
}

/** Runs `work` and returns how long it took, in ms. */
export async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}
