/**
 * Benchmark `stocktaking-scan` (issue 9): 1,000 scans in a row into one stocktaking, as a barcode
 * scanner makes them (the label code typed into the scan field, then Enter), in the real renderer
 * in Chromium against the browser host and a real database. The renderer measures each scan itself
 * (src-renderer/lib/scanMarks.ts): from the Enter to the commit of its answer on screen, the
 * server's round trip included. The next scan is typed once the last one's answer is shown.
 *
 * Set-up: the demo data grown by 20,000 products; a stocktaking of the warehouse with the most
 * products in stock, made over HTTP as the warehouseman; its first 1,000 products in stock are
 * scanned by their label codes, each once (every answer should be "Counted").
 */
import { sql } from 'kysely';
import { productLabelCode } from '../src-shared/domain/product.ts';
import { SCAN_MEASURE } from '../src-renderer/lib/scanMarks.ts';
import { CHROMIUM_PATH } from '../tests/e2e/environment.ts';
import { figure, type Bench } from './bench.ts';
import { bulkProducts } from './bulk-data.ts';
import {
  ensureRendererBuilt,
  explainFailure,
  pageTimeWhen,
  signInToFirstList,
  withHostPage,
} from './host.ts';
import { signInToApi, withListDatabase } from './list-data.ts';

const DATA_DIR = '/tmp/aerodesk-bench/stocktaking-scan';
const EXTRA_PRODUCTS = 20_000;
const SCANS = 1000;
const WARM_UP = 20;

const bench: Bench = {
  name: 'stocktaking-scan',
  description: `${SCANS} scans into one stocktaking in Chromium: Enter to the answer on screen`,
  async run() {
    await ensureRendererBuilt();
    return withListDatabase(
      DATA_DIR,
      {
        label: `bulk insert ${EXTRA_PRODUCTS} products, VACUUM ANALYZE`,
        run: (db) => bulkProducts(db, EXTRA_PRODUCTS),
      },
      async ({ db, url, setup }) => {
        const busiest = await sql<{ warehouse_id: number; products: number }>`
          SELECT warehouse_id, count(*)::int AS products FROM product
          WHERE status = 'in_stock' AND NOT archived AND warehouse_id IS NOT NULL
          GROUP BY warehouse_id ORDER BY products DESC LIMIT 1`.execute(db);
        const warehouse = busiest.rows[0];
        if (!warehouse || warehouse.products < SCANS)
          throw new Error(`No warehouse holds ${SCANS} products in stock.`);
        const token = await signInToApi(url, 'warehouse');
        const created = await fetch(new URL('warehouse/stocktaking/', url), {
          method: 'POST',
          headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ title: 'Bench count', warehouse: warehouse.warehouse_id }),
        });
        if (created.status !== 201)
          throw new Error(`Stocktaking: ${created.status} ${await created.text()}`);
        const stocktaking = ((await created.json()) as { id: number }).id;
        const products = await db
          .selectFrom('product')
          .select('id')
          .where('warehouse_id', '=', warehouse.warehouse_id)
          .where('status', '=', 'in_stock')
          .where('archived', '=', false)
          .orderBy('id')
          .limit(SCANS)
          .execute();
        const codes = products.map((product) => productLabelCode(product.id));

        return withHostPage(url, async (page, browser, host) => {
          const outcome = await explainFailure('stocktaking-scan', page, host, async () => {
            await pageTimeWhen(page, { button: 'Sign in' });
            await signInToFirstList(page, 'warehouse');
            await page.evaluate(`window.location.hash = '#/stocktakings/${stocktaking}'`);
            const field = page.getByTestId('scan-input');
            await field.waitFor();
            await field.focus();
            for (const [index, code] of codes.entries()) {
              await page.keyboard.type(code);
              await page.keyboard.press('Enter');
              await page.waitForFunction(
                ({ name, expected }) => performance.getEntriesByName(name).length >= expected,
                { name: SCAN_MEASURE, expected: index + 1 },
                { timeout: 30_000 },
              );
            }
            const samples = (await page.evaluate(
              (name) => performance.getEntriesByName(name).map((entry) => entry.duration),
              SCAN_MEASURE,
            )) as number[];
            return { samples, count: await page.getByTestId('scan-count').innerText() };
          });
          const counted = await db
            .selectFrom('stocktaking_product')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('stocktaking_id', '=', stocktaking)
            .executeTakeFirstOrThrow();
          return {
            context: {
              scans: codes.length,
              counted: Number(counted.n),
              warm_up: WARM_UP,
              warehouse_products_in_stock: warehouse.products,
              scan_count_on_screen: outcome.count.replace(/\s+/g, ' '),
              chromium: `${browser.version()} (${CHROMIUM_PATH})`,
            },
            figures: [
              ...setup,
              figure(
                `Enter → answer on screen, ${codes.length - WARM_UP} scans`,
                outcome.samples.slice(WARM_UP),
              ),
            ],
          };
        });
      },
      'warehouse',
    );
  },
};

export default bench;
