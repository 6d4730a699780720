/**
 * Benchmark `host-launch`: the browser host from launch to a usable screen, as a new user first
 * meets it, `RUNS` times: src-main/host/main.ts spawned with a fresh user-data folder (so its
 * embedded server creates, migrates and seeds a new database), then Chromium (playwright-core,
 * /usr/bin/chromium) opening the launch URL, to the login screen rendered; then signing in as
 * `sales`, to the first list's rows on screen. The launch is split into its parts:
 * - from the host's output lines, timestamped as they arrive (LAUNCH_STEPS): the host process's
 *   own start (Node, modules, services), the server's modules loading, the database (initdb,
 *   PostgreSQL start, migrations), the demo seed, and the server and host HTTP server coming up;
 * - Chromium's start; the page, in its own clock from navigation: first contentful paint, and the
 *   login screen rendered (its Sign in button on screen).
 * Then the same host relaunched on the data it just made (what a user meets every day after), to
 * its launch URL, and stopped (SIGTERM to exit).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { figure, once, type Bench, type Figure } from './bench.ts';
import {
  ensureRendererBuilt,
  explainFailure,
  launchChromium,
  pageTimeWhen,
  signInToFirstList,
  startHost,
  type HostLine,
  type RunningHost,
} from './host.ts';
import { CHROMIUM_PATH } from '../tests/e2e/environment.ts';

const RUNS = 5;

/**
 * The parts of a first launch, each ending at the first line matching `until` (the last, with
 * `last`): what the host and its embedded server print as they go (src-main/host/main.ts,
 * src-server/start.ts). A step whose line is missing fails the bench: update the table.
 */
const LAUNCH_STEPS: readonly { part: string; until: RegExp; last?: boolean }[] = [
  { part: 'host process start (Node, modules, services)', until: /starting the embedded server/ },
  {
    part: 'server process started, modules loaded',
    until: /Creating the embedded PostgreSQL database cluster/,
  },
  {
    part: 'database: initdb, start PostgreSQL, migrate',
    until: /Migration \S+ applied/,
    last: true,
  },
  { part: 'database: seed demo data', until: /Seeded demo data/ },
  { part: 'server listening + host HTTP server up', until: /Aerodesk is running at/ },
];

/** ms from the spawn to the end of each launch step. */
function launchParts(host: RunningHost): number[] {
  const parts: number[] = [];
  let previous = host.spawnedAt;
  for (const step of LAUNCH_STEPS) {
    const matching = host.lines.filter((line: HostLine) => step.until.test(line.text));
    const line = step.last ? matching.at(-1) : matching[0];
    if (!line)
      throw new Error(
        `host-launch: the host printed no line matching ${step.until} (bench/host-launch.bench.ts ` +
          `LAUNCH_STEPS). It printed:\n${host.lines.map((entry) => entry.text).join('\n')}`,
      );
    parts.push(line.at - previous);
    previous = line.at;
  }
  return parts;
}

const bench: Bench = {
  name: 'host-launch',
  description:
    'browser host, fresh user data: launch to the login screen, sign-in to the first list',
  async run() {
    const built = performance.now();
    await ensureRendererBuilt();
    const buildMs = performance.now() - built;

    const parts: number[][] = LAUNCH_STEPS.map(() => []);
    const hostReady: number[] = [];
    const browserStart: number[] = [];
    const contentfulPaint: number[] = [];
    const loginShown: number[] = [];
    const toLogin: number[] = [];
    const signIn: number[] = [];
    const relaunch: number[] = [];
    const stops: number[] = [];
    let firstList = '';

    for (let run = 0; run < RUNS; run++) {
      const userData = await mkdtemp(join(tmpdir(), 'aerodesk-bench-host-'));
      try {
        const host = await startHost(userData);
        try {
          launchParts(host).forEach((ms, index) => parts[index]?.push(ms));
          hostReady.push(host.readyAt - host.spawnedAt);

          const browserStarted = performance.now();
          const browser = await launchChromium();
          browserStart.push(performance.now() - browserStarted);
          try {
            const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
            await explainFailure('host-launch', page, host, async () => {
              await page.goto(host.url);
              const shownAt = await pageTimeWhen(page, { button: 'Sign in' });
              toLogin.push(performance.now() - host.spawnedAt);
              loginShown.push(shownAt);
              // The paint entry is reported a little after the paint: wait for it.
              const paint = await page.waitForFunction(
                () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
              );
              contentfulPaint.push((await paint.jsonValue()) as number);
              signIn.push(await signInToFirstList(page));
              firstList = (await page.evaluate('location.hash')) as string;
            });
          } finally {
            await browser.close();
          }
        } finally {
          stops.push(await host.stop());
        }
        // The next launch of the same installation: the database is there.
        const again = await startHost(userData);
        relaunch.push(again.readyAt - again.spawnedAt);
        stops.push(await again.stop());
      } finally {
        await rm(userData, { recursive: true, force: true });
      }
    }

    const figures: Figure[] = [
      figure('total: spawn -> login screen rendered', toLogin),
      ...LAUNCH_STEPS.map((step, index) => figure(`  ${step.part}`, parts[index] ?? [])),
      figure('  = host ready (launch URL printed)', hostReady),
      figure('  Chromium start (playwright-core launch)', browserStart),
      figure('  page: navigation -> first contentful paint', contentfulPaint),
      figure('  page: navigation -> login screen rendered', loginShown),
      figure(`sign in -> first list's rows (${firstList})`, signIn),
      figure('relaunch on existing data: spawn -> host ready', relaunch),
      figure('stop: SIGTERM -> exit', stops),
    ];
    if (buildMs > 1000) figures.push(once('(renderer rebuilt first, not counted)', buildMs));
    return {
      context: { runs: RUNS, chromium: CHROMIUM_PATH },
      figures,
    };
  },
};

export default bench;
