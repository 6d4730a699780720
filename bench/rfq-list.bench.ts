/**
 * The RFQ list query at 100k RFQs in the embedded PostgreSQL, over real HTTP as `sales`:
 * `GET sales/rfq/?list=in_work&page=…` plainly, with a search, and with each kind of ordering.
 *
 * Data: a dedicated data folder under /tmp, seeded at scale 1 (the demo data), then 100,000 more
 * RFQs with 1–6 positions each inserted in bulk with one INSERT … SELECT each (spread over three
 * years, 20 % not in work, 30 % in work, 50 % in the archive). Both steps are timed.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../src-server/app.ts';
import {
  connectionString,
  createDatabaseIfMissing,
  EmbeddedPostgres,
} from '../src-server/db/embedded.ts';
import { migrateToLatest } from '../src-server/db/migrate.ts';
import { createDb, createPool } from '../src-server/db/pool.ts';
import { seedIfEmpty } from '../src-server/seed/seed.ts';
import { figure, once, timed, type Bench, type Figure } from './bench.ts';

const DATA_DIR = '/tmp/aerodesk-bench/rfq-list';
const EXTRA_RFQS = 100_000;
const REQUESTS = 50;
const WARM_UP = 5;

async function bulkInsert(db: ReturnType<typeof createDb>, count: number): Promise<void> {
  await sql`
    WITH buyers AS (
      SELECT array_agg(id ORDER BY id) AS ids FROM company WHERE category_id IN (1, 9, 10)),
    managers AS (
      SELECT array_agg(c.id ORDER BY c.id) AS ids FROM contact c
      JOIN company co ON co.id = c.company_id WHERE co.category_id = 3),
    statuses AS (
      SELECT max(id) FILTER (WHERE code = 'NEW') AS new, max(id) FILTER (WHERE code = 'IN_WORK') AS in_work,
        max(id) FILTER (WHERE code = 'QUOTED') AS quoted, max(id) FILTER (WHERE code = 'CANCELED') AS canceled
      FROM ref_rfq_status),
    usd AS (SELECT id FROM ref_currency WHERE code = 'USD'),
    series AS MATERIALIZED (
      SELECT g, nextval(pg_get_serial_sequence('rfq', 'id'))::int AS id,
        timestamptz '2026-11-16 18:00:00+00' - g * interval '15 minutes' AS created,
        g % 10 AS state
      FROM generate_series(1, ${count}) AS g)
    INSERT INTO rfq (id, number, company_id, rfq_manager_id, priority, is_repair, sale_type_id,
      in_work, in_archive, full_quoted, activity_status, rfq_status_id, deadline, created_at,
      updated_at, main_price_unit_id, kp_version)
    SELECT s.id,
      -- lpad would cut ids of six digits: pad only what is shorter.
      'RFQ-' || to_char(s.created, 'YYYY') || '-' || lpad(s.id::text, greatest(5, length(s.id::text)), '0'),
      b.ids[1 + (s.g * 7919) % array_length(b.ids, 1)],
      CASE WHEN s.state >= 2 THEN m.ids[1 + (s.g * 31) % array_length(m.ids, 1)] END,
      CASE WHEN s.g % 9 = 0 THEN 'ROUTINE'
        ELSE (ARRAY['AOG', 'CRITICAL', 'URGENT', 'ROUTINE', 'STOCK'])[1 + s.g % 5] END,
      s.g % 9 = 0,
      CASE WHEN s.g % 9 = 0 THEN 4 ELSE 1 END,
      s.state BETWEEN 2 AND 4,
      s.state >= 5,
      s.state BETWEEN 5 AND 8,
      CASE WHEN s.state < 2 THEN 'new' WHEN s.state < 5 THEN 'in_work'
        WHEN s.state < 9 THEN 'quoted' ELSE 'canceled' END,
      CASE WHEN s.state < 2 THEN st.new WHEN s.state < 5 THEN st.in_work
        WHEN s.state < 9 THEN st.quoted ELSE st.canceled END,
      CASE WHEN s.g % 5 <> 0 THEN (s.created + (3 + s.g % 25) * interval '1 day')::date END,
      s.created, s.created, usd.id, 1 + s.g % 10
    FROM series s, buyers b, managers m, statuses st, usd`.execute(db);
  await sql`
    WITH inventory_ids AS (SELECT array_agg(id ORDER BY id) AS ids FROM inventory),
    each AS (SELECT id FROM ref_unit WHERE code = 'EA'),
    bulk AS (SELECT id, created_at FROM rfq WHERE id > (SELECT max(id) - ${count} FROM rfq))
    INSERT INTO rfq_position (rfq_id, index, requested_part_number, inventory_id, quantity, unit_id, created_at)
    SELECT r.id, k, i.part_number, i.id, 1 + (r.id + k) % 4, each.id, r.created_at
    FROM bulk r
    CROSS JOIN LATERAL generate_series(1, 1 + r.id % 6) AS k
    CROSS JOIN inventory_ids inv
    JOIN inventory i ON i.id = inv.ids[1 + (r.id * 7 + k * 13) % array_length(inv.ids, 1)]
    CROSS JOIN each`.execute(db);
  // What autovacuum does to a table at rest: statistics, and the visibility map index-only scans need.
  await sql`VACUUM ANALYZE`.execute(db);
}

async function measure(
  base: string,
  token: string,
  label: string,
  paths: (index: number) => string,
): Promise<Figure> {
  const get = async (path: string) => {
    const response = await fetch(new URL(path, base), {
      headers: { Authorization: `JWT ${token}` },
    });
    if (response.status !== 200)
      throw new Error(`${path}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  };
  for (let i = 0; i < WARM_UP; i++) await get(paths(i));
  const samples: number[] = [];
  for (let i = 0; i < REQUESTS; i++) samples.push((await timed(() => get(paths(i)))).ms);
  return figure(label, samples);
}

const bench: Bench = {
  name: 'rfq-list',
  description: `RFQ list query at ${EXTRA_RFQS.toLocaleString('en-US')}+ RFQs (embedded PostgreSQL, HTTP)`,
  async run() {
    await rm(DATA_DIR, { recursive: true, force: true });
    const embedded = new EmbeddedPostgres({ dir: join(DATA_DIR, 'postgres') });
    const figures: Figure[] = [];
    try {
      const started = await timed(async () => {
        const connection = await embedded.start();
        await createDatabaseIfMissing(connectionString(connection, 'postgres'), 'aerodesk');
        return connectionString(connection, 'aerodesk');
      });
      const db = createDb(createPool(started.value));
      try {
        const seeded = await timed(async () => {
          await migrateToLatest(db);
          await seedIfEmpty(db, 1);
        });
        const bulk = await timed(() => bulkInsert(db, EXTRA_RFQS));
        figures.push(once('start embedded PostgreSQL (initdb)', started.ms));
        figures.push(once('migrate + seed demo data (scale 1)', seeded.ms));
        figures.push(once(`bulk insert ${EXTRA_RFQS} RFQs + positions, VACUUM ANALYZE`, bulk.ms));

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

        const app = await buildApp({ db, filesDir: join(DATA_DIR, 'files') });
        await app.listen({ port: 0, host: '127.0.0.1' });
        try {
          const address = app.server.address();
          if (!address || typeof address === 'string') throw new Error('no address');
          const base = `http://127.0.0.1:${address.port}/`;
          const login = await fetch(new URL('api/token/', base), {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ username: 'sales', password: 'demo' }),
          });
          const { access } = (await login.json()) as { access: string };
          const lastPage = Math.max(1, Math.floor(inWork / 10));
          figures.push(
            await measure(
              base,
              access,
              'in_work, newest first, pages 1..50',
              (i) => `sales/rfq/?list=in_work&page=${1 + (i % 50)}`,
            ),
          );
          figures.push(
            await measure(
              base,
              access,
              'in_work, deep pages (offset up to the end)',
              (i) =>
                `sales/rfq/?list=in_work&page=${1 + Math.floor(((i * 37) % 50) * (lastPage / 50))}`,
            ),
          );
          figures.push(
            await measure(
              base,
              access,
              'in_work + search (PN, company, RFQ number)',
              (i) =>
                `sales/rfq/?list=in_work&search=${encodeURIComponent(searchTerms[i % searchTerms.length] ?? 'A')}`,
            ),
          );
          const orderings = [
            'company',
            '-priority',
            'rfq_manager',
            '-deadline',
            'number',
            '-positions_count',
          ];
          figures.push(
            await measure(
              base,
              access,
              'in_work + ordering (company, priority, manager, ...)',
              (i) =>
                `sales/rfq/?list=in_work&ordering=${orderings[i % orderings.length]}&page=${1 + (i % 5)}`,
            ),
          );
          figures.push(
            await measure(
              base,
              access,
              'archive (50k), page 1, page_size 30',
              () => 'sales/rfq/?list=archive&page_size=30',
            ),
          );
        } finally {
          await app.close();
        }
        return {
          context: {
            rfqs: counts.rows[0]?.rfqs ?? 0,
            positions: counts.rows[0]?.positions ?? 0,
            in_work_list: inWork,
            requests_per_figure: REQUESTS,
            data_dir: DATA_DIR,
            node: process.version,
          },
          figures,
        };
      } finally {
        await db.destroy();
      }
    } finally {
      await embedded.stop();
      // BENCH_KEEP=1 leaves the data folder for a closer look (EXPLAIN ANALYZE and the like).
      if (!process.env.BENCH_KEEP) await rm(DATA_DIR, { recursive: true, force: true });
    }
  },
};

export default bench;
