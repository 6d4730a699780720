/**
 * `npm run bench [-- <name> ...]`: runs every `bench/*.bench.ts` (or the ones named), writes each
 * result to `bench/results/<name>.json`, and prints one table of all figures.
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Bench, BenchResult, Figure } from './bench.ts';

const here = dirname(fileURLToPath(import.meta.url));
const resultsDir = join(here, 'results');

async function discover(): Promise<Bench[]> {
  const files = (await readdir(here)).filter((file) => file.endsWith('.bench.ts')).sort();
  const benches: Bench[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(join(here, file)).href)) as { default?: Bench };
    if (!module.default) throw new Error(`${file} has no default export (a Bench).`);
    benches.push(module.default);
  }
  return benches;
}

function pad(text: string, width: number, right = false): string {
  return right ? text.padStart(width) : text.padEnd(width);
}

const HEADER = [
  'bench',
  'figure',
  'n',
  'p50 ms',
  'p95 ms',
  'min ms',
  'max ms',
  'x p50',
  'x p95',
  'p95/p95',
  'vs',
];
/** Columns aligned right: the numbers. */
const NUMERIC_FROM = 2;
const NUMERIC_TO = 9;

function ratio(value: number | undefined): string {
  return value === undefined ? '' : `${value.toFixed(2)}x`;
}

function row(bench: string, item: Figure): string[] {
  return [
    bench,
    item.label,
    String(item.n),
    item.p50_ms.toFixed(1),
    item.p95_ms.toFixed(1),
    item.min_ms.toFixed(1),
    item.max_ms.toFixed(1),
    ratio(item.versus?.ratio_p50),
    ratio(item.versus?.ratio_p95),
    ratio(item.versus?.p95_over_p95),
    item.versus?.label ?? '',
  ];
}

/** One table of every figure; a pair's ratio (or a budget's share) on the row of our side. */
function table(results: readonly BenchResult[]): string {
  const rows: string[][] = [HEADER];
  for (const result of results)
    for (const item of result.figures) rows.push(row(result.name, item));
  const widths = HEADER.map((_, column) =>
    Math.max(...rows.map((cells) => (cells[column] ?? '').length)),
  );
  const lines = rows.map((cells) =>
    cells
      .map((cell, column) =>
        pad(cell, widths[column] ?? 0, column >= NUMERIC_FROM && column <= NUMERIC_TO),
      )
      .join('  ')
      .trimEnd(),
  );
  lines.splice(1, 0, widths.map((width) => '-'.repeat(width)).join('  '));
  return lines.join('\n');
}

const wanted = process.argv.slice(2);
const benches = (await discover()).filter(
  (bench) => wanted.length === 0 || wanted.includes(bench.name),
);
if (benches.length === 0) {
  process.stderr.write(`No bench matches: ${wanted.join(', ')}\n`);
  process.exit(2);
}
await mkdir(resultsDir, { recursive: true });
const results: BenchResult[] = [];
for (const bench of benches) {
  process.stdout.write(`Running ${bench.name}: ${bench.description}\n`);
  const loadBefore = loadavg()[0] ?? 0;
  const outcome = await bench.run();
  const result: BenchResult = {
    name: bench.name,
    description: bench.description,
    at: new Date().toISOString(),
    ...outcome,
    // A busy machine stretches every figure: say how busy it was.
    context: {
      ...outcome.context,
      machine: `${availableParallelism()} CPUs, load ${loadBefore.toFixed(1)} -> ${(loadavg()[0] ?? 0).toFixed(1)} (1 min)`,
    },
  };
  results.push(result);
  const file = join(resultsDir, `${bench.name}.json`);
  await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
  for (const [key, value] of Object.entries(result.context))
    process.stdout.write(`  ${key}: ${value}\n`);
  process.stdout.write(`  -> ${file}\n`);
}
process.stdout.write(`\n${table(results)}\n`);
