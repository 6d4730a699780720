/**
 * The products list (issue 9) at 200,000 products in the embedded PostgreSQL, as the warehouseman:
 * `GET warehouse/product/?…` with one filter flag at a time (a plain column, a status, a join, a
 * NOT EXISTS over files), pages and an ordering, each paired with its SQL (bench/list-data.ts).
 */
import { sql } from 'kysely';
import { bulkProducts } from './bulk-data.ts';
import { listBench, pageCases, type ListCase } from './list-data.ts';

const PRODUCTS = 200_000;

/** The filter flags timed one at a time: a plain column, a status, a join, a NOT EXISTS. */
const FLAGS = [
  'ready_for_sale',
  'inspected',
  'is_ber',
  'awaiting_from_supplier',
  'eng_or_apu_or_ldg',
  'docs_problem',
  'to_stocktaking',
];

const bench = listBench({
  name: 'product-list',
  description: `Products list at ${PRODUCTS.toLocaleString('en-US')} products (HTTP vs its SQL)`,
  grow: {
    label: `bulk insert ${PRODUCTS} products, VACUUM ANALYZE`,
    run: (db) => bulkProducts(db, PRODUCTS),
  },
  username: 'warehouse',
  async measure({ db, measureAll }) {
    const counted = await sql<{ products: number }>`
      SELECT count(*)::int AS products FROM product WHERE NOT archived`.execute(db);
    const products = counted.rows[0]?.products ?? 0;
    const flag = (name: string): ListCase => [
      `flag ${name}`,
      (i) => `warehouse/product/?${name}=true&page=${1 + (i % 20)}`,
    ];
    const figures = await measureAll([
      ...pageCases('warehouse/product/?', products, { order: 'newest first, ' }),
      ...FLAGS.map(flag),
      [
        'ordered by part number',
        (i) => `warehouse/product/?order_by=part_number&page=${1 + (i % 20)}`,
      ],
    ]);
    return { context: { products }, figures };
  },
});

export default bench;
