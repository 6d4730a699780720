/**
 * Data the benchmarks grow the demo database with, in bulk: one INSERT … SELECT per table, built
 * from what the demo seed made (companies, contacts, part numbers, reference lists).
 */
import { sql, type Kysely } from 'kysely';
import { COMPANY_CATEGORY } from '../src-shared/domain/constants.ts';
import type { Database } from '../src-server/db/schema.ts';

/**
 * Adds `count` RFQs with 1–6 positions each, in bulk (one INSERT … SELECT each), spread over three
 * years: 20 % not in work, 30 % in work, 50 % in the archive. Then VACUUM ANALYZE.
 */
export async function bulkRfqs(db: Kysely<Database>, count: number): Promise<void> {
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

/**
 * Adds `count` companies (unique names, every category and country, a city, an e-mail, a VAT
 * number and a manager from our staff for most), each with its quotation setting as a new company
 * gets one. Then VACUUM ANALYZE.
 */
export async function bulkCompanies(db: Kysely<Database>, count: number): Promise<void> {
  await sql`
    WITH categories AS (SELECT array_agg(id ORDER BY id) AS ids FROM ref_company_category),
    countries AS (SELECT array_agg(id ORDER BY id) AS ids FROM ref_country),
    managers AS (
      SELECT array_agg(c.id ORDER BY c.id) AS ids FROM contact c
      JOIN company co ON co.id = c.company_id WHERE co.category_id = 3),
    words AS (SELECT
      ARRAY['Aero', 'Sky', 'Jet', 'Avia', 'Wing', 'Turbo', 'Air', 'Star', 'Polar', 'Sun'] AS first,
      ARRAY['Technics', 'Parts', 'Airlines', 'Supply', 'Logistics', 'Repair', 'Leasing', 'Cargo'] AS second,
      ARRAY['Hamburg', 'Dubai', 'Miami', 'Singapore', 'Toulouse', 'Istanbul', 'Almaty', 'Riga'] AS cities),
    series AS (SELECT g FROM generate_series(1, ${count}) AS g)
    INSERT INTO company (name, category_id, country_id, city, email, phone, vat_number, manager_id,
      created_at)
    SELECT
      w.first[1 + s.g % 10] || ' ' || w.second[1 + (s.g / 10) % 8] || ' ' || s.g,
      cat.ids[1 + s.g % array_length(cat.ids, 1)],
      co.ids[1 + (s.g * 7) % array_length(co.ids, 1)],
      w.cities[1 + (s.g / 3) % 8],
      'office' || s.g || '@example.com',
      '+1 555 ' || lpad((s.g % 10000)::text, 4, '0'),
      'VAT' || lpad(s.g::text, 8, '0'),
      CASE WHEN s.g % 4 <> 0 THEN m.ids[1 + s.g % array_length(m.ids, 1)] END,
      timestamptz '2026-11-16 18:00:00+00' - s.g * interval '1 hour'
    FROM series s, categories cat, countries co, managers m, words w`.execute(db);
  await sql`
    INSERT INTO quotation_setting (company_id, main_price_unit_id)
    SELECT c.id, (SELECT id FROM ref_currency WHERE code = 'USD')
    FROM company c WHERE NOT EXISTS (SELECT 1 FROM quotation_setting q WHERE q.company_id = c.id)`.execute(
    db,
  );
  await sql`VACUUM ANALYZE`.execute(db);
}

/** Bulk part n as bulkInventory names it (the SQL below writes the same). */
export function bulkPart(n: number): string {
  return `BN${String(n).padStart(7, '0')}-${n % 10}`;
}

/**
 * Grows the inventory to `parts` part numbers in groups of one to five alternates (three on
 * average), with `offers` supplier offers spread over them: a third of the groups' offers have
 * expired, and one group in ten has only expired ones. Part numbers look like the trade's
 * ('BN1234567-8', keys as partNumberKey makes them). Then VACUUM ANALYZE.
 */
export async function bulkInventory(
  db: Kysely<Database>,
  parts: number,
  offers: number,
): Promise<void> {
  const first = await sql<{
    next: number;
  }>`SELECT coalesce(max(id), 0) + 1 AS next FROM inventory_group`.execute(db);
  const groupBase = first.rows[0]?.next ?? 1;
  // Groups: one per three part numbers; the members of group k are parts 3k-2..3k, trimmed or
  // grown by one now and then so sizes vary from one to five.
  const groups = Math.ceil(parts / 3);
  await sql`
    INSERT INTO inventory_group (id, name)
    SELECT ${groupBase} + g - 1, 'BN' || lpad(g::text, 7, '0')
    FROM generate_series(1, ${groups}) AS g`.execute(db);
  await sql`SELECT setval(pg_get_serial_sequence('inventory_group', 'id'),
    (SELECT max(id) FROM inventory_group))`.execute(db);
  await sql`
    WITH manufacturers AS (
      SELECT array_agg(id ORDER BY id) AS ids FROM company
      WHERE category_id = ${COMPANY_CATEGORY.manufacturer})
    INSERT INTO inventory (part_number, part_number_key, description, group_id, manufacturer_id,
      component_type)
    SELECT 'BN' || lpad(n::text, 7, '0') || '-' || (n % 10),
      'BN' || lpad(n::text, 7, '0') || (n % 10),
      'Bulk part ' || n,
      ${groupBase} + least(${groups}, greatest(1, (n + 2) / 3 + CASE WHEN n % 7 = 0 THEN 1 WHEN n % 11 = 0 THEN -1 ELSE 0 END)) - 1,
      m.ids[1 + n % array_length(m.ids, 1)],
      (ARRAY['component', 'component', 'component', 'engine', 'apu', 'landing_gear'])[1 + n % 6]
    FROM generate_series(1, ${parts}) AS n, manufacturers m`.execute(db);
  await sql`
    WITH offerers AS (
      SELECT array_agg(id ORDER BY id) AS ids FROM company WHERE category_id IN
        (${COMPANY_CATEGORY.supplier}, ${COMPANY_CATEGORY.broker}, ${COMPANY_CATEGORY.repairStation})),
    conditions AS (SELECT array_agg(id ORDER BY id) AS ids FROM ref_condition),
    currencies AS (SELECT array_agg(id ORDER BY id) AS ids FROM ref_currency WHERE code IN ('USD', 'EUR')),
    span AS (SELECT min(id) AS low, max(id) - min(id) + 1 AS size FROM inventory
      WHERE part_number LIKE 'BN%')
    INSERT INTO supplier_offer (company_id, inventory_id, condition_id, quantity, price, currency_id,
      lead_time_days, valid_until, created_at, updated_at)
    SELECT o.ids[1 + k % array_length(o.ids, 1)],
      s.low + ((k::bigint * 7919) % s.size)::int,
      c.ids[1 + k % array_length(c.ids, 1)],
      1 + k % 5,
      100 + (k * 37) % 20000,
      cur.ids[1 + k % array_length(cur.ids, 1)],
      k % 60,
      CASE WHEN k % 3 = 0 OR ((s.low + ((k::bigint * 7919) % s.size)::int) / 3) % 10 = 0
        THEN date '2025-01-01' + (k % 300) ELSE date '2027-06-01' + (k % 300) END,
      timestamptz '2026-11-16 12:00:00+00' - (k % 1000) * interval '1 hour',
      timestamptz '2026-11-16 12:00:00+00' - (k % 1000) * interval '1 hour'
    FROM generate_series(1, ${offers}) AS k, offerers o, conditions c, currencies cur, span s`.execute(
    db,
  );
  await sql`VACUUM ANALYZE inventory_group, inventory, supplier_offer`.execute(db);
}

/**
 * Adds `count` search tasks (end positions: the need-offer lists) on positions of bulk RFQs
 * (bulkRfqs first, so there are positions enough): 40 % need updates, 30 % in work, 30 %
 * finished, spread over the last year with some made today. Then VACUUM ANALYZE.
 */
export async function bulkSearchTasks(db: Kysely<Database>, count: number): Promise<void> {
  await sql`
    WITH managers AS (
      SELECT array_agg(c.id ORDER BY c.id) AS ids FROM contact c
      JOIN company co ON co.id = c.company_id
      WHERE co.category_id = ${COMPANY_CATEGORY.ownLegalEntity}),
    free AS (
      SELECT p.id, row_number() OVER (ORDER BY p.id DESC) AS n FROM rfq_position p
      WHERE NOT EXISTS (SELECT 1 FROM end_position e WHERE e.position_id = p.id)
      ORDER BY p.id DESC LIMIT ${count})
    INSERT INTO end_position (position_id, status, comment, manager_id, created_at, updated_at)
    SELECT f.id,
      CASE WHEN f.n % 10 < 4 THEN 'need_updates' WHEN f.n % 10 < 7 THEN 'in_work' ELSE 'finished' END,
      'Please find offers.',
      m.ids[1 + f.n % array_length(m.ids, 1)],
      CASE WHEN f.n % 50 = 0 THEN now() - (f.n % 8) * interval '1 hour'
        ELSE now() - (1 + f.n % 365) * interval '1 day' END,
      now()
    FROM free f, managers m`.execute(db);
  await sql`UPDATE rfq_position SET need_offers = true
    WHERE id IN (SELECT position_id FROM end_position)`.execute(db);
  await sql`VACUUM ANALYZE end_position, rfq_position`.execute(db);
}

/**
 * Adds `count` purchase orders of one to three positions each, in bulk: suppliers and part numbers
 * from the demo data, a third confirmed, spread over two years. Then VACUUM ANALYZE.
 */
export async function bulkPurchaseOrders(db: Kysely<Database>, count: number): Promise<void> {
  await sql`
    WITH suppliers AS (
      SELECT array_agg(id ORDER BY id) AS ids FROM company
      WHERE category_id IN (${COMPANY_CATEGORY.supplier}, ${COMPANY_CATEGORY.broker})),
    usd AS (SELECT id FROM ref_currency WHERE code = 'USD'),
    base AS (SELECT coalesce(max(id), 0) AS id FROM purchase_order)
    INSERT INTO purchase_order (id, number, name, supplier_id, confirmed, esd_date, purchase_group,
      component_type, currency_id, created_at, updated_at)
    SELECT base.id + g, 'PO-B' || lpad((base.id + g)::text, 7, '0'), 'Bulk purchase ' || g,
      s.ids[1 + (g * 7919) % array_length(s.ids, 1)], g % 3 = 0,
      date '2026-01-01' + (g % 400),
      (ARRAY['Stock', 'AOG desk', 'Repairs'])[1 + g % 3],
      (ARRAY['component', 'engine', 'apu', 'landing_gear'])[1 + g % 4],
      usd.id,
      timestamptz '2026-11-16 12:00:00+00' - (g % 700) * interval '1 day',
      timestamptz '2026-11-16 12:00:00+00' - (g % 700) * interval '1 day'
    FROM generate_series(1, ${count}) AS g, suppliers s, usd, base`.execute(db);
  await sql`SELECT setval(pg_get_serial_sequence('purchase_order', 'id'),
    (SELECT max(id) FROM purchase_order))`.execute(db);
  await sql`
    WITH parts AS (SELECT array_agg(id ORDER BY id) AS ids FROM inventory),
    bulk AS (SELECT id FROM purchase_order WHERE number LIKE 'PO-B%')
    INSERT INTO purchase_position (purchase_order_id, inventory_id, part_number, quantity, unit_price)
    SELECT b.id, i.id, i.part_number, 1 + (b.id + k) % 4, 100 + (b.id * 13 + k) % 5000
    FROM bulk b
    CROSS JOIN LATERAL generate_series(1, 1 + b.id % 3) AS k
    CROSS JOIN parts p
    JOIN inventory i ON i.id = p.ids[1 + (b.id * 7 + k * 13) % array_length(p.ids, 1)]`.execute(db);
  await sql`VACUUM ANALYZE purchase_order, purchase_position`.execute(db);
}

/**
 * `count` warehouse products over the demo's parts and our warehouses, spread over every status
 * and mark the filter flags read (bench of the products list, issue 9).
 */
export async function bulkProducts(db: Kysely<Database>, count: number): Promise<void> {
  await sql`
    WITH parts AS (SELECT array_agg(id ORDER BY id) AS ids FROM inventory),
    houses AS (SELECT array_agg(id ORDER BY id) AS ids FROM company
      WHERE category_id = ${COMPANY_CATEGORY.ownWarehouse})
    INSERT INTO product (inventory_id, part_number, description, serial_number, quantity, status,
      sale_status, warehouse_id, project, donor, due_date, inspected_at, archived, is_ber, not_our,
      nz, adiru, cwpss, action_to_be_done, sale_price, counted_at, created_at, updated_at)
    SELECT i.id, i.part_number, i.description,
      CASE WHEN g % 3 = 0 THEN '' ELSE 'BS' || lpad(g::text, 7, '0') END,
      1 + g % 5,
      (ARRAY['in_stock', 'in_stock', 'in_stock', 'awaiting_from_supplier', 'on_way', 'at_mro',
        'sold'])[1 + g % 7],
      CASE WHEN g % 4 = 0 THEN 'ready_for_sale' ELSE 'not_for_sale' END,
      h.ids[1 + g % array_length(h.ids, 1)],
      CASE WHEN g % 9 = 0 THEN 'Bulk teardown ' || (g % 20) ELSE '' END,
      CASE WHEN g % 9 = 0 THEN 'MSN ' || (g % 20) ELSE '' END,
      CASE WHEN g % 13 = 0 THEN date '2027-01-01' + (g % 900) END,
      CASE WHEN g % 2 = 0 THEN timestamptz '2026-01-01 09:00+00' + (g % 300) * interval '1 day' END,
      g % 25 = 0, g % 31 = 0, g % 17 = 0, g % 23 = 0, g % 47 = 0, g % 29 = 0,
      CASE WHEN g % 19 = 0 THEN 'Check shelf life' ELSE '' END,
      CASE WHEN g % 3 = 0 THEN 100 + g % 9000 END,
      CASE WHEN g % 2 = 1 THEN timestamptz '2025-06-01 12:00+00' + (g % 500) * interval '1 day' END,
      timestamptz '2026-11-16 12:00:00+00' - (g % 900) * interval '1 day',
      timestamptz '2026-11-16 12:00:00+00' - (g % 900) * interval '1 day'
    FROM generate_series(1, ${count}) AS g, parts p, houses h
    JOIN LATERAL (SELECT * FROM inventory WHERE id = p.ids[1 + (g * 7919) % array_length(p.ids, 1)])
      i ON true`.execute(db);
  await sql`VACUUM ANALYZE product`.execute(db);
}
