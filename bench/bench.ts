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
  /** What this figure is set against: the bare side of a pair, or a time budget. */
  versus?: Versus;
}

/**
 * This figure over another. For a pair (ours against the bare baseline, run in turn), the ratio of
 * each pair of runs, so a machine whose speed drifts during the bench still compares like with
 * like: the median and p95 of those ratios. For a budget, p50 and p95 over the budget.
 */
export interface Versus {
  /** The other side, as the table shows it ("same SQL via pg", "one frame (16.7 ms)"). */
  label: string;
  ratio_p50: number;
  ratio_p95: number;
  /**
   * A pair's only: this side's p95 over the other side's p95, the issues' words read literally
   * ("p95 of the HTTP call beside the SQL's own"). The p95 of run-by-run ratios above is the
   * stricter figure: a one-off stall on either side of one run counts in it, as the noise floor
   * beside each pair shows (the same SQL twice reached 1.5-2.2 there).
   */
  p95_over_p95?: number;
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

/** One frame at 60 Hz: what an interaction's script may take before the screen stutters. */
export const FRAME_MS = 1000 / 60;

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

/** One side of a pair: what it is ("HTTP GET", "same SQL via pg") and its runs, in ms. */
export interface Side {
  name: string;
  samples: readonly number[];
}

/**
 * A pair measured run by run: `ours.samples[i]` and `bare.samples[i]` ran one after the other.
 * Two figures, `<label>: <side>`, ours first with the ratio to the bare one, then the bare one.
 */
export function pair(label: string, ours: Side, bare: Side): [Figure, Figure] {
  const count = ours.samples.length;
  if (count === 0 || bare.samples.length !== count)
    throw new Error(`${label}: a pair needs as many runs on each side.`);
  const ratios = ours.samples.map((value, index) => value / (bare.samples[index] as number));
  return [
    {
      ...figure(`${label}: ${ours.name}`, ours.samples),
      versus: {
        label: bare.name,
        ratio_p50: round(percentile(ratios, 50)),
        ratio_p95: round(percentile(ratios, 95)),
        p95_over_p95: round(percentile(ours.samples, 95) / percentile(bare.samples, 95)),
      },
    },
    figure(`${label}: ${bare.name}`, bare.samples),
  ];
}

/** A figure set against a time budget (one frame), as a fraction of it. */
export function withinBudget(
  label: string,
  samples: readonly number[],
  budgetLabel: string,
  budgetMs: number,
): Figure {
  const measured = figure(label, samples);
  return {
    ...measured,
    versus: {
      label: budgetLabel,
      ratio_p50: round(measured.p50_ms / budgetMs),
      ratio_p95: round(measured.p95_ms / budgetMs),
    },
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

/**
 * Runs the two timed sides of a pair, each going first every other run, so that neither side
 * always runs on the caches the other warmed (or always on cold ones).
 */
export async function inTurn(
  run: number,
  one: () => Promise<unknown>,
  other: () => Promise<unknown>,
): Promise<void> {
  if (run % 2 === 0) {
    await one();
    await other();
  } else {
    await other();
    await one();
  }
}
