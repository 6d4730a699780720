/**
 * The products list (issue 9) at 200,000 products in the embedded PostgreSQL, as the warehouseman:
 * `GET warehouse/product/?…` with one filter flag at a time (a plain column, a status, a join, a
 * NOT EXISTS over files), pages and an ordering, each paired with its SQL (bench/list-data.ts).
 */
import { sql } from 'kysely';
import type { Figure } from './bench.ts';
import { bulkProducts } from './bulk-data.ts';
import { deepPage, listBench } from './list-data.ts';

const PRODUCTS = 200_000;

const bench = listBench({
  name: 'product-list',
  description: `Products list at ${PRODUCTS.toLocaleString('en-US')} products (HTTP vs its SQL)`,
  grow: {
    label: `bulk insert ${PRODUCTS} products, VACUUM ANALYZE`,
    run: (db) => bulkProducts(db, PRODUCTS),
  },
  username: 'warehouse',
  async measure({ db, measure }) {
    const counted = await sql<{ products: number }>`
      SELECT count(*)::int AS products FROM product WHERE NOT archived`.execute(db);
    const products = counted.rows[0]?.products ?? 0;
    const flag = (name: string) =>
      measure(`flag ${name}`, (i) => `warehouse/product/?${name}=true&page=${1 + (i % 20)}`);
    const figures: Figure[] = [
      ...(await measure(
        'newest first, pages 1..50',
        (i) => `warehouse/product/?page=${1 + (i % 50)}`,
      )),
      ...(await measure(
        'deep pages (offset up to the end)',
        (i) => `warehouse/product/?page=${deepPage(i, products)}`,
      )),
      ...(await flag('ready_for_sale')),
      ...(await flag('inspected')),
      ...(await flag('is_ber')),
      ...(await flag('awaiting_from_supplier')),
      ...(await flag('eng_or_apu_or_ldg')),
      ...(await flag('docs_problem')),
      ...(await flag('to_stocktaking')),
      ...(await measure(
        'ordered by part number',
        (i) => `warehouse/product/?order_by=part_number&page=${1 + (i % 20)}`,
      )),
    ];
    return { context: { products }, figures };
  },
});

export default bench;
