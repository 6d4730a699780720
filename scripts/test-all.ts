/**
 * `npm test`: every check, the quick ones first, each step timed, one summary at the end. Runs under scripts/with-keyring.sh so the vault tests reach a real Secret Service.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { chmod, mkdtemp, rm, statfs } from 'node:fs/promises';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEEDED_SERVER_ENV } from '../tests/seeded-server.ts';

interface Step {
  name: string;
  command: string;
  args: string[];
  /** Set for this step, over the environment of the run. */
  env?: Record<string, string>;
}

/**
 * The checks that use one core each (database types, both typechecks, lint, format, the build)
 * run in two lanes side by side: on two cores that takes about half as long. Each lane keeps its
 * order (the database types before the typecheck that reads them). The lanes are balanced by the
 * steps' times in a fresh clone's run (5.9 + 21.6 + 20.8 + 7.0 s against 11.1 + 36.5 + 7.6 s; with
 * the unused exports in the first lane it finished 63 s against 48). The test steps after them
 * use both cores by themselves (two workers each) and run one at a time.
 */
/**
 * The typecheck is TypeScript 7, the native compiler (`typescript-native`, an npm alias): about
 * four times as fast here (node side 38 -> 10 s, browser side 23 -> 6 s). TypeScript 6 stays the
 * `typescript` package, since typescript-eslint's typed rules need its JavaScript API, which 7
 * does not have; both compilers accept the tree (`npm run typecheck:ts6` runs the older one).
 */
const TSC = 'node_modules/typescript-native/bin/tsc';
/**
 * One thread each: the compiler's default of four parallel checkers redoes shared work, and here
 * the other lane has the second core anyway. Alone on this machine: node side 14.6 s and 28 CPU-
 * seconds with the default, 10.6 s and 12 with `--singleThreaded`; browser side 6.4 s and 12
 * against 5.3 s and 6.
 */
const TSC_ARGS = ['--noEmit', '--singleThreaded'];

const lanes: Step[][] = [
  [
    {
      // The Kysely types are generated from the migrations: a migration changed without running
      // `npm run db:types` fails here, before the typecheck reads stale types.
      name: 'database types current',
      command: 'node',
      args: ['scripts/db-types.ts', '--check'],
    },
    {
      name: 'typecheck (node side)',
      command: 'node',
      args: [TSC, '-p', 'tsconfig.json', ...TSC_ARGS],
    },
    {
      // The classic CLI. Prettier's `--experimental-cli` was tried: on a fresh clone (no cache)
      // 12.9 s against 14.0 s, the same verdicts; its speed elsewhere is its cache.
      name: 'format',
      command: 'npx',
      args: ['prettier', '--check', '.'],
    },
    { name: 'build', command: 'node', args: ['scripts/build.ts'] },
  ],
  [
    {
      name: 'typecheck (browser side)',
      command: 'node',
      args: [TSC, '-p', 'tsconfig.renderer.json', ...TSC_ARGS],
    },
    { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
    {
      // An export nobody imports is dead weight, or a name kept public for no one (knip.json says
      // where the app, its processes, scripts and tests begin).
      name: 'unused exports',
      command: 'npx',
      args: ['knip', '--include', 'exports,types,files', '--no-progress', '--no-config-hints'],
    },
  ],
];

/**
 * The test steps, after the checks, one at a time: each keeps both cores busy by itself. Tried and
 * measured: the e2e step (three workers) beside the component step took 385 s against 284 + 55 s
 * one after the other (PostgreSQL and Chromium, which run apart from the test runner, use the
 * cores the runner's own CPU time does not show).
 */
const unitTests: Step = {
  name: 'unit, server and main tests',
  command: 'npx',
  args: [
    'vitest',
    'run',
    '--project',
    'shared',
    '--project',
    'server',
    '--project',
    'renderer',
    '--project',
    'main',
  ],
};
const e2eTests: Step = {
  name: 'end-to-end tests',
  command: 'npx',
  args: ['playwright', 'test'],
  // The screenshots are for people, and a run of `npm test` keeps none (tests/e2e/environment.ts).
  env: { AERODESK_SCREENSHOTS: 'off' },
};
// The screens in the system Chromium against the reference server (tests/components).
const componentTests: Step = {
  name: 'component tests',
  command: 'npx',
  args: ['vitest', 'run', '--project', 'components'],
};

/** statfs's type of a tmpfs: a file system in memory. */
const TMPFS_MAGIC = 0x01021994;
/** Less room than this in memory, and the tests keep the OS temp folder (a Docker /dev/shm is 64 MiB). */
const MEMORY_TEMP_MIN_BYTES = 4 * 2 ** 30;

/**
 * The tests' temporary folders (the PostgreSQL clusters and the databases cloned for each test
 * file, data folders, vaults, browser profiles, files written and read back) go to a folder of
 * their own in /dev/shm where that is a tmpfs with room: the same files on a file system in
 * memory, with no journal to keep. Measured back to back here, the unit step took 196-206 s with
 * them on ext4 and 177-182 s on tmpfs; PostgreSQL's share of it was a third, half of that in the
 * kernel. Elsewhere (macOS, a small /dev/shm), the OS temp folder. The folder is removed at the end.
 */
async function memoryTempFolder(): Promise<string | undefined> {
  try {
    const room = await statfs('/dev/shm');
    if (room.type !== TMPFS_MAGIC || room.bavail * room.bsize < MEMORY_TEMP_MIN_BYTES) return;
    const folder = await mkdtemp('/dev/shm/aerodesk-tests-');
    // As /tmp is: the embedded PostgreSQL runs as another user (postgres) and makes its folders here.
    await chmod(folder, 0o1777);
    return folder;
  } catch {
    return undefined;
  }
}
const memoryTemp = await memoryTempFolder();
if (memoryTemp) {
  process.env.TMPDIR = memoryTemp;
  // A run stopped half-way (Ctrl+C, a CI timeout) would leave its files in memory until a reboot.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      rmSync(memoryTemp, { recursive: true, force: true });
      process.exit(128 + constants.signals[signal]);
    });
  }
}

/**
 * The browser tests' servers start on copies of one seeded data folder (tests/seeded-server.ts).
 * It is made beside the unit tests, so neither browser step waits for a seed of its own (the
 * component step's took 10-15 s, the e2e step's three 15 s each on its critical path).
 */
const seedDir = await mkdtemp(join(tmpdir(), 'aerodesk-test-seeded-'));
process.env[SEEDED_SERVER_ENV] = join(seedDir, 'server');
const seededFolder: Step = {
  name: 'seeded folder for browser tests',
  command: 'node',
  args: ['tests/seeded-server.ts', seedDir],
};

/** Phases one after another; the lanes of a phase side by side. */
const phases: Step[][][] = [lanes, [[unitTests], [seededFolder]], [[componentTests]], [[e2eTests]]];

const only = process.argv.slice(2);
const wanted = (step: Step) => !only.length || only.some((word) => step.name.includes(word));
const results: { name: string; seconds: number; ok: boolean }[] = [];

/** One step, its output printed as it comes (a step run alone) or at its end (a step in a lane). */
function run(step: Step, live: boolean): Promise<void> {
  const header = `\n━━ ${step.name}: ${step.command} ${step.args.join(' ')}`;
  if (live) console.log(header);
  const started = performance.now();
  const child = spawn(step.command, step.args, {
    stdio: live ? 'inherit' : 'pipe',
    env: { ...process.env, ...step.env },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // A command that cannot start ('close' follows with no code: the step fails).
  child.on('error', (error) => (output += `${error.message}\n`));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (!live) process.stdout.write(`${header}\n${output}`);
      results.push({ name: step.name, seconds, ok: code === 0 });
      resolve();
    });
  });
}

const failed = () => results.some((result) => !result.ok);

/**
 * A phase's lanes side by side; each lane stops at its first failure, the others finish what they
 * started. A lane alone prints as it goes; side by side, the first prints as it goes and the
 * others at each step's end, so their lines do not interleave.
 */
for (const phase of phases) {
  if (failed()) break;
  await Promise.all(
    phase.map(async (lane, index) => {
      for (const step of lane.filter(wanted)) {
        if (failed()) return;
        await run(step, index === 0 && phase !== lanes);
      }
    }),
  );
}

await rm(seedDir, { recursive: true, force: true });
if (memoryTemp) await rm(memoryTemp, { recursive: true, force: true });
console.log('\n━━ summary');
// In the order declared above (lane by lane), not the order the lanes finished in.
const declared = phases.flat(2).map((step) => step.name);
results.sort((a, b) => declared.indexOf(a.name) - declared.indexOf(b.name));
for (const { name, seconds, ok } of results) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(32)} ${seconds.toFixed(1).padStart(6)} s`);
}
process.exit(failed() ? 1 : 0);
