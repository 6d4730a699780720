/**
 * The need-offer lists (issue 8) at 100,000 search tasks in the embedded PostgreSQL, as `sales`:
 * `GET sales/end_position/?tab=…` on each tab, on deep pages, and with a search. Each as a pair
 * (bench/list-data.ts): the HTTP call through the whole app, and the same SQL replayed through
 * pg, with the ratio of the two.
 *
 * Data: the demo data, then 30,000 RFQs with their positions (bulkRfqs) and 100,000 search tasks
 * on those positions (bulkSearchTasks), timed.
 */
import { sql } from 'kysely';
import { bulkRfqs, bulkSearchTasks } from './bulk-data.ts';
import { listBench, pageCases, searchCase } from './list-data.ts';

const TASKS = 100_000;

const bench = listBench({
  name: 'need-offer-list',
  description: `Need-offer lists at ${TASKS.toLocaleString('en-US')} search tasks (HTTP vs its SQL)`,
  grow: {
    label: `bulk insert 30000 RFQs + positions and ${TASKS} search tasks, VACUUM ANALYZE`,
    run: async (db) => {
      await bulkRfqs(db, 30_000);
      await bulkSearchTasks(db, TASKS);
    },
  },
  async measure({ db, measureAll }) {
    const counts = await sql<{ tasks: number; open: number }>`
          SELECT (SELECT count(*) FROM end_position)::int AS tasks,
            (SELECT count(*) FROM end_position WHERE status = 'need_updates')::int AS open`.execute(
      db,
    );
    const open = counts.rows[0]?.open ?? 0;
    const terms = await sql<{ term: string }>`
          SELECT substr(requested_part_number, 1, 5) AS term FROM rfq_position
          WHERE need_offers ORDER BY id LIMIT 25`.execute(db);
    const search = terms.rows.map((row) => row.term);
    const needUpdates = 'sales/end_position/?tab=need_updates&';
    const figures = await measureAll([
      ...pageCases(needUpdates, open, { prefix: 'need updates, ' }),
      ['in work, pages 1..50', (i) => `sales/end_position/?tab=in_work&page=${1 + (i % 50)}`],
      ['created today', () => 'sales/end_position/?tab=created_today'],
      [
        'activity offers (page size 10)',
        (i) => `sales/end_position/?tab=activity_offers&page=${1 + (i % 5)}`,
      ],
      searchCase('need updates + search (part number)', needUpdates, search),
    ]);
    return { context: { tasks: counts.rows[0]?.tasks ?? 0, need_updates: open }, figures };
  },
});

export default bench;
