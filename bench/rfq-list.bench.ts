/**
 * The RFQ list at 100k RFQs in the embedded PostgreSQL, as `sales`:
 * `GET sales/rfq/?list=in_work&page=…` plainly, on deep pages, with a search, with each kind of
 * ordering, and the archive. Each as a pair (bench/list-data.ts): the HTTP call through the whole
 * app, and the same SQL replayed through pg, with the ratio of the two.
 *
 * Data: a dedicated data folder under /tmp, seeded at scale 1 (the demo data), then 100,000 more
 * RFQs with 1–6 positions each inserted in bulk with one INSERT … SELECT each (spread over three
 * years, 20 % not in work, 30 % in work, 50 % in the archive). Both steps are timed.
 */
import { sql } from 'kysely';
import { bulkRfqs } from './bulk-data.ts';
import { listBench, pageCases, searchCase } from './list-data.ts';

const EXTRA_RFQS = 100_000;

const bench = listBench({
  name: 'rfq-list',
  description: `RFQ list at ${EXTRA_RFQS.toLocaleString('en-US')}+ RFQs (embedded PostgreSQL, HTTP vs its SQL)`,
  grow: {
    label: `bulk insert ${EXTRA_RFQS} RFQs + positions, VACUUM ANALYZE`,
    run: (db) => bulkRfqs(db, EXTRA_RFQS),
  },
  async measure({ db, measureAll }) {
    const counts = await sql<{ rfqs: number; positions: number; in_work: number }>`
          SELECT (SELECT count(*) FROM rfq)::int AS rfqs,
            (SELECT count(*) FROM rfq_position)::int AS positions,
            (SELECT count(*) FROM rfq WHERE in_work AND NOT in_archive)::int AS in_work`.execute(
      db,
    );
    const terms = await sql<{ term: string }>`
          (SELECT substr(part_number, 1, 5) AS term FROM inventory ORDER BY id LIMIT 20)
          UNION ALL (SELECT split_part(name, ' ', 1) FROM company WHERE category_id = 1 ORDER BY id LIMIT 15)
          UNION ALL (SELECT number FROM rfq WHERE in_work ORDER BY id DESC LIMIT 15)`.execute(db);
    const searchTerms = terms.rows.map((row) => row.term);
    const inWork = counts.rows[0]?.in_work ?? 0;
    const orderings = [
      'company',
      '-priority',
      'rfq_manager',
      '-deadline',
      'number',
      '-positions_count',
    ];
    const inWorkList = 'sales/rfq/?list=in_work&';
    const figures = await measureAll([
      ...pageCases(inWorkList, inWork, { prefix: 'in_work, ', order: 'newest first, ' }),
      searchCase('in_work + search (PN, company, RFQ number)', inWorkList, searchTerms),
      [
        'in_work + ordering (company, priority, manager, ...)',
        (i) => `${inWorkList}ordering=${orderings[i % orderings.length]}&page=${1 + (i % 5)}`,
      ],
      ['archive (50k), page 1, page_size 30', () => 'sales/rfq/?list=archive&page_size=30'],
    ]);
    return {
      context: {
        rfqs: counts.rows[0]?.rfqs ?? 0,
        positions: counts.rows[0]?.positions ?? 0,
        in_work_list: inWork,
      },
      figures,
    };
  },
});

export default bench;
