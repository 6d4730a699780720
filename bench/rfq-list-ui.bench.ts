/**
 * Benchmark `rfq-list-ui`: the script time of sorting, paging and filtering the RFQ list in
 * Chromium, against one 16.7 ms frame. The renderer measures itself (src-renderer/lib/perfMarks.ts,
 * always on); this bench drives the real app and reads the measures back with
 * `performance.getEntriesByType('measure')`:
 * - `input`: the handler's start to React's commit of the new view (before the request goes);
 * - `rows`: the render that first has the answer to the commit of its rows;
 * - `total`: the handler's start to the rows on screen, the network and the server included.
 *
 * Set-up: a database as the rfq-list bench makes it, with 20,000 extra RFQs (6,000 in work); the
 * browser host spawned against it with fresh user data; Chromium (playwright-core) signed in as
 * `sales`, on the in-work list at 30 rows a page (the most the pager offers). Every interaction
 * asks for rows not asked for before, so each answer comes from the server, not a cache:
 * 14 next pages, 14 sorts (7 columns, each way), 10 filter changes (each priority, with and
 * without repairs). The first `WARM_UP` of each kind are not counted.
 */
import type { Page } from 'playwright-core';
import {
  LIST_INTERACTIONS,
  LIST_PHASES,
  listMeasureName,
  type ListInteraction,
} from '../src-renderer/lib/perfMarks.ts';
import { figure, FRAME_MS, withinBudget, type Bench, type Figure } from './bench.ts';
import { bulkRfqs } from './bulk-data.ts';
import {
  ensureRendererBuilt,
  explainFailure,
  pageTimeWhen,
  signInToFirstList,
  TABLE_ROW,
  withHostPage,
} from './host.ts';
import { withListDatabase } from './list-data.ts';
import { CHROMIUM_PATH } from '../tests/e2e/environment.ts';

const DATA_DIR = '/tmp/aerodesk-bench/rfq-list-ui';
const EXTRA_RFQS = 20_000;
const PAGE_SIZE = '30';
const WARM_UP = 2;
const PAGES = 14;
const SORTED_COLUMNS = 7;

/** Waits until the interaction of `kind` has shown its rows (its `total` measure is there). */
async function shown(page: Page, kind: ListInteraction, count: number): Promise<void> {
  await page.waitForFunction(
    ({ name, expected }) => performance.getEntriesByName(name).length >= expected,
    { name: listMeasureName(kind, 'total'), expected: count },
    { timeout: 30_000 },
  );
}

/** Runs `act` `times` times, each an interaction of `kind` that must show its rows. */
async function repeat(
  page: Page,
  kind: ListInteraction,
  times: number,
  act: (index: number) => Promise<void>,
): Promise<void> {
  for (let index = 0; index < times; index++) {
    await act(index);
    await shown(page, kind, index + 1);
  }
}

async function drive(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'RFQs' }).click();
  await page.locator('[data-tab="in_work"]').click();
  await page.getByLabel('Rows per page').selectOption(PAGE_SIZE);
  await pageTimeWhen(page, TABLE_ROW);
  await page
    .getByTestId('page-range')
    .filter({ hasText: `1–${PAGE_SIZE} of` })
    .waitFor();

  await repeat(page, 'page', PAGES, () => page.getByRole('button', { name: 'Next page' }).click());

  const sortButtons = page.locator('button.th-sort');
  const columns = Math.min(SORTED_COLUMNS, await sortButtons.count());
  // Each column twice: one way, then the other.
  await repeat(page, 'sort', columns * 2, (index) =>
    sortButtons.nth(Math.floor(index / 2)).click(),
  );

  const priority = page.getByLabel('Priority');
  const priorities = (await priority
    .locator('option')
    .evaluateAll((options) =>
      options.map((option) => (option as unknown as { value: string }).value),
    )) as string[];
  const chosen = priorities.filter((value) => value !== '');
  const repair = page.getByLabel('Repair');
  // A walk through (priority, repairs) pairs, one select changed at a time, none twice.
  let noRepairs = false;
  await repeat(page, 'filter', chosen.length * 2, async (index) => {
    if (index % 2 === 0) await priority.selectOption(chosen[index / 2] as string);
    else {
      noRepairs = !noRepairs;
      await repair.selectOption(noRepairs ? 'false' : '');
    }
  });
}

const bench: Bench = {
  name: 'rfq-list-ui',
  description: 'RFQ list in Chromium: script time of sort, page and filter vs one frame',
  async run() {
    await ensureRendererBuilt();
    return withListDatabase(
      DATA_DIR,
      {
        label: `bulk insert ${EXTRA_RFQS} RFQs + positions, VACUUM ANALYZE`,
        run: (db) => bulkRfqs(db, EXTRA_RFQS),
      },
      async ({ url }) =>
        withHostPage(url, async (page, browser, host) => {
          await explainFailure('rfq-list-ui', page, host, async () => {
            await pageTimeWhen(page, { button: 'Sign in' });
            await signInToFirstList(page);
            await drive(page);
          });
          const measures = (await page.evaluate(() =>
            performance
              .getEntriesByType('measure')
              .map((entry) => ({ name: entry.name, duration: entry.duration })),
          )) as { name: string; duration: number }[];
          return {
            context: {
              rows_per_page: Number(PAGE_SIZE),
              warm_up_per_kind: WARM_UP,
              chromium: `${browser.version()} (${CHROMIUM_PATH})`,
            },
            figures: figuresOf(measures),
          };
        }),
    );
  },
};

const FRAME_LABEL = 'one frame (16.7 ms)';

function figuresOf(measures: readonly { name: string; duration: number }[]): Figure[] {
  const figures: Figure[] = [];
  for (const kind of LIST_INTERACTIONS) {
    for (const phase of LIST_PHASES) {
      const name = listMeasureName(kind, phase);
      const samples = measures
        .filter((entry) => entry.name === name)
        .map((entry) => entry.duration)
        .slice(WARM_UP);
      if (samples.length === 0) throw new Error(`The page recorded no ${name} measure.`);
      figures.push(
        phase === 'total'
          ? figure(`${name} (network included)`, samples)
          : withinBudget(`${name} (script)`, samples, FRAME_LABEL, FRAME_MS),
      );
    }
  }
  return figures;
}

export default bench;
