/**
 * The inventory search (issue 8) with 1,000,000 part numbers and 3,000,000 supplier offers in the
 * embedded PostgreSQL: `GET sales/inventory/?part_number=…` for a part found as typed (case,
 * dashes, spaces), for a prefix that finds nothing exactly (suggestions), and for a mistyped
 * number (trigram suggestions). Each as a pair (bench/list-data.ts): the HTTP call through the
 * whole app, and the same SQL replayed through pg, with the ratio of the two.
 */
import { sql } from 'kysely';
import type { Figure } from './bench.ts';
import { bulkInventory, bulkPart } from './bulk-data.ts';
import { listBench } from './list-data.ts';

const PARTS = 1_000_000;
const OFFERS = 3_000_000;

const bench = listBench({
  name: 'inventory-search',
  description: `Inventory search at ${PARTS.toLocaleString('en-US')} part numbers and ${OFFERS.toLocaleString('en-US')} offers (HTTP vs its SQL)`,
  grow: {
    label: `bulk insert ${PARTS} part numbers + ${OFFERS} offers, VACUUM ANALYZE`,
    run: (db) => bulkInventory(db, PARTS, OFFERS),
  },
  async measure({ db, measure }) {
    const counts = await sql<{ parts: number; offers: number; groups: number }>`
          SELECT (SELECT count(*) FROM inventory)::int AS parts,
            (SELECT count(*) FROM supplier_offer)::int AS offers,
            (SELECT count(*) FROM inventory_group)::int AS groups`.execute(db);
    // Spread over the whole range, so caches do not make it look better than it is.
    const part = (i: number) => bulkPart(1 + ((i * 19_997) % PARTS));
    const figures: Figure[] = [
      ...(await measure('found, as typed (lower case, spaces for dashes)', (i) => {
        const typed = part(i).toLowerCase().replace('-', ' ');
        return `sales/inventory/?part_number=${encodeURIComponent(typed)}`;
      })),
      ...(await measure('not found: a prefix (suggestions that start so)', (i) => {
        const prefix = part(i).slice(0, 7);
        return `sales/inventory/?part_number=${encodeURIComponent(prefix)}`;
      })),
      ...(await measure('not found: one character wrong (nearest by trigrams)', (i) => {
        const exact = part(i);
        const typo = `${exact.slice(0, 5)}X${exact.slice(6)}`;
        return `sales/inventory/?part_number=${encodeURIComponent(typo)}`;
      })),
    ];
    return {
      context: {
        parts: counts.rows[0]?.parts ?? 0,
        offers: counts.rows[0]?.offers ?? 0,
        groups: counts.rows[0]?.groups ?? 0,
      },
      figures,
    };
  },
});

export default bench;
