/**
 * The offer median (issue 10) over 3,000,000 supplier offers in the embedded PostgreSQL:
 * `GET pricing/offer/median_price/?part_number=…&date_from=…&date_to=…` as the pricing analyst,
 * for a part and its alternates (groups of one to five part numbers, about 150 offers a part),
 * over the whole offer history and over one week of it, in any condition and in one condition
 * group. Each as a pair (bench/list-data.ts): the HTTP call through the whole app, and the same
 * SQL replayed through pg, with the ratio of the two.
 */
import { sql } from 'kysely';
import type { Figure } from './bench.ts';
import { bulkInventory, bulkPart } from './bulk-data.ts';
import { listBench } from './list-data.ts';

const PARTS = 20_000;
const OFFERS = 3_000_000;

const bench = listBench({
  name: 'offer-median',
  description: `Offer median price over ${OFFERS.toLocaleString('en-US')} offers (HTTP vs its SQL)`,
  grow: {
    label: `bulk insert ${PARTS} part numbers + ${OFFERS} offers, VACUUM ANALYZE`,
    run: (db) => bulkInventory(db, PARTS, OFFERS),
  },
  username: 'pricing',
  async measure({ db, measure }) {
    const counts = await sql<{ offers: number }>`
      SELECT count(*)::int AS offers FROM supplier_offer`.execute(db);
    // Spread over the whole range, so caches do not make it look better than it is.
    const part = (i: number) => encodeURIComponent(bulkPart(1 + ((i * 7_919) % PARTS)));
    // bulkInventory dates its offers within the 1,000 hours before 2026-11-16 12:00.
    const figures: Figure[] = [
      ...(await measure(
        'a part group, all its offers, any condition',
        (i) =>
          `pricing/offer/median_price/?part_number=${part(i)}&date_from=2026-01-01&date_to=2026-11-30`,
      )),
      ...(await measure(
        'a part group, one week, any condition',
        (i) =>
          `pricing/offer/median_price/?part_number=${part(i)}&date_from=2026-11-01&date_to=2026-11-07`,
      )),
      ...(await measure(
        'a part group, all its offers, new condition only',
        (i) =>
          `pricing/offer/median_price/?part_number=${part(i)}&date_from=2026-01-01&date_to=2026-11-30&condition_group=new`,
      )),
    ];
    return { context: { parts: PARTS, offers: counts.rows[0]?.offers ?? 0 }, figures };
  },
});

export default bench;
