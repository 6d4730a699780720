/**
 * `npm test`: every check, in the order that fails fastest, each step timed, one summary at the
 * end. Runs under scripts/with-keyring.sh so the vault tests reach a real Secret Service.
 */
import { spawnSync } from 'node:child_process';

interface Step {
  name: string;
  command: string;
  args: string[];
}

const steps: Step[] = [
  {
    // The Kysely types are generated from the migrations: a migration changed without running
    // `npm run db:types` fails here, before the typecheck reads stale types.
    name: 'database types current',
    command: 'node',
    args: ['scripts/db-types.ts', '--check'],
  },
  {
    name: 'typecheck (node side)',
    command: 'npx',
    args: ['tsc', '-p', 'tsconfig.json', '--noEmit'],
  },
  {
    name: 'typecheck (browser side)',
    command: 'npx',
    args: ['tsc', '-p', 'tsconfig.renderer.json', '--noEmit'],
  },
  { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
  { name: 'format', command: 'npx', args: ['prettier', '--check', '.'] },
  {
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
  },
  // The screens in the system Chromium against the reference server (tests/components).
  {
    name: 'component tests',
    command: 'npx',
    args: ['vitest', 'run', '--project', 'components'],
  },
  { name: 'build', command: 'node', args: ['scripts/build.ts'] },
  { name: 'end-to-end tests', command: 'npx', args: ['playwright', 'test'] },
];

const only = process.argv.slice(2);
const results: { name: string; seconds: number; ok: boolean }[] = [];
for (const step of steps) {
  if (only.length && !only.some((word) => step.name.includes(word))) continue;
  console.log(`\n━━ ${step.name}: ${step.command} ${step.args.join(' ')}`);
  const started = performance.now();
  const run = spawnSync(step.command, step.args, { stdio: 'inherit' });
  const seconds = (performance.now() - started) / 1000;
  const ok = run.status === 0;
  results.push({ name: step.name, seconds, ok });
  if (!ok) break;
}

console.log('\n━━ summary');
for (const { name, seconds, ok } of results) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(32)} ${seconds.toFixed(1).padStart(6)} s`);
}
const failed = results.some((result) => !result.ok);
process.exit(failed ? 1 : 0);
