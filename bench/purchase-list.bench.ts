/**
 * The purchase-order list (issue 8) at 100,000 purchase orders in the embedded PostgreSQL, as the
 * parts buyer: `GET buyer/purchase_order/?…` on pages, deep pages, filters, an ordering and a
 * search, each paired with its SQL (bench/list-data.ts).
 */
import { sql } from 'kysely';
import { bulkPurchaseOrders } from './bulk-data.ts';
import { listBench, pageCases } from './list-data.ts';

const ORDERS = 100_000;

const bench = listBench({
  name: 'purchase-list',
  description: `Purchase-order list at ${ORDERS.toLocaleString('en-US')} purchase orders (HTTP vs its SQL)`,
  grow: {
    label: `bulk insert ${ORDERS} purchase orders + positions, VACUUM ANALYZE`,
    run: (db) => bulkPurchaseOrders(db, ORDERS),
  },
  username: 'buyer',
  async measure({ db, measureAll }) {
    const counts = await sql<{ orders: number; positions: number }>`
          SELECT (SELECT count(*) FROM purchase_order)::int AS orders,
            (SELECT count(*) FROM purchase_position)::int AS positions`.execute(db);
    const orders = counts.rows[0]?.orders ?? 0;
    const figures = await measureAll([
      ...pageCases('buyer/purchase_order/?', orders, { order: 'newest first, ' }),
      [
        'confirmed + component type + group',
        (i) =>
          `buyer/purchase_order/?confirmed=true&component_type=${['engine', 'apu', 'component'][i % 3]}&purchase_group=Stock&page=${1 + (i % 10)}`,
      ],
      [
        'ordered by supplier',
        (i) => `buyer/purchase_order/?order_by=supplier&page=${1 + (i % 20)}`,
      ],
      ['search by number', (i) => `buyer/purchase_order/?search=PO-B00${String(10 + (i % 89))}`],
    ]);
    return { context: { orders, positions: counts.rows[0]?.positions ?? 0 }, figures };
  },
});

export default bench;
