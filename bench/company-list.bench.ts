/**
 * The company list at 20k companies in the embedded PostgreSQL, as `sales`: `GET sales/company/`
 * by name, on deep pages, with a search, with a category filter, and with each kind of ordering.
 * Each as a pair (bench/list-data.ts): the HTTP call through the whole app, and the same SQL
 * replayed through pg, with the ratio of the two.
 *
 * Data: a dedicated data folder under /tmp, seeded at scale 1 (the demo data, about 150
 * companies), then 20,000 more companies with their quotation settings, inserted in bulk.
 */
import { sql } from 'kysely';
import { bulkCompanies } from './bulk-data.ts';
import { listBench, pageCases, searchCase } from './list-data.ts';

const EXTRA_COMPANIES = 20_000;

/** What people type in the search box: names, cities, an e-mail, a VAT number. */
const SEARCH_TERMS = ['Aero', 'Dubai', 'Technics', 'office12', 'VAT0001', 'Sky Re', 'lines 7'];
const ORDERINGS = [
  'name',
  '-name',
  'country',
  'city',
  '-created_at',
  'category',
  'holding_company',
  '-extra_margin',
  '-deals_count',
  '-offers_count',
];

const bench = listBench({
  name: 'company-list',
  description: `company list at ${EXTRA_COMPANIES.toLocaleString('en-US')}+ companies (embedded PostgreSQL, HTTP vs its SQL)`,
  grow: {
    label: `bulk insert ${EXTRA_COMPANIES} companies + settings, VACUUM ANALYZE`,
    run: (db) => bulkCompanies(db, EXTRA_COMPANIES),
  },
  async measure({ db, measureAll }) {
    const counts = await sql<{ companies: number; categories: number[] }>`
          SELECT (SELECT count(*) FROM company)::int AS companies,
            (SELECT array_agg(id ORDER BY id) FROM ref_company_category) AS categories`.execute(db);
    const companies = counts.rows[0]?.companies ?? 0;
    const categories = counts.rows[0]?.categories ?? [1];
    const figures = await measureAll([
      ...pageCases('sales/company/?', companies, { prefix: 'by name, ' }),
      searchCase('search (name, city, e-mail, VAT number)', 'sales/company/?', SEARCH_TERMS),
      [
        'category filter, page_size 30',
        (i) => `sales/company/?category=${categories[i % categories.length]}&page_size=30`,
      ],
      [
        'ordering (name, country, deals, offers, ...)',
        (i) => `sales/company/?ordering=${ORDERINGS[i % ORDERINGS.length]}&page=${1 + (i % 5)}`,
      ],
    ]);
    return { context: { companies }, figures };
  },
});

export default bench;
