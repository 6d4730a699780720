/**
 * The demo's history (issue 10: "a year of history for the demo users"): the audit trail the
 * demo's own past would have left, read from the events the demo data already holds: every RFQ
 * moved (rfq_event), every offer created or repriced (offer_history), every quotation made,
 * every service request note, every consolidation step. Written as the triggers would have
 * written them (one write per event, its change with before and after), in time order, so the
 * profile and record histories of the demo users read like a working year.
 *
 * Derived in SQL after the rows are in: deterministic (ordered by time and source id), and the
 * generator's output (and its recorded digest) stays as it was.
 */
import { sql, type Transaction } from 'kysely';
import { ROLE_URL, ROLES } from '../../src-shared/domain/roles.ts';
import type { Database } from '../db/schema.ts';

/** What each RFQ event was, as the call that made it and the change it made. */
const RFQ_EVENT_CALLS = sql.raw(`(VALUES
  ('get_in_work', 'get_in_work', '{"in_work": false}', '{"in_work": true}'),
  ('return_to_not_in_work', 'return_to_not_in_work', '{"in_work": true}', '{"in_work": false}'),
  ('cancel', 'canceled_rfq', '{"in_archive": false}', '{"in_archive": true}'),
  ('finish', 'finish_rfq', '{"in_archive": false, "full_quoted": false}', '{"in_archive": true, "full_quoted": true}'),
  ('renew', 'get_from_archive', '{"in_archive": true}', '{"in_archive": false}')
) AS calls(event, path, before, after)`);

export async function seedHistory(trx: Transaction<Database>): Promise<number> {
  const roleUrls = ROLES.map((role, index) => `(${index + 1}, '${ROLE_URL[role]}')`).join(', ');
  // Every past event as one write: who, when, the call, and the one row it changed.
  await sql`
    CREATE TEMPORARY TABLE demo_history ON COMMIT DROP AS
    WITH events AS (
      SELECT e.created_at AS at, e.user_id, 'rfq' AS area,
             CASE WHEN e.action = 'created' THEN 'POST' ELSE 'PATCH' END AS method,
             CASE WHEN e.action = 'created' THEN ':role/rfq/'
                  ELSE ':role/rfq/:id/' || calls.path || '/' END AS action,
             CASE WHEN e.action = 'created' THEN '{}'::jsonb
                  ELSE jsonb_build_object('id', e.rfq_id) END AS params,
             'rfq' AS table_name, e.rfq_id AS record_id, 'rfq' AS root_table, e.rfq_id AS root_id,
             CASE WHEN e.action = 'created' THEN 'insert' ELSE 'update' END AS op,
             CASE WHEN e.action = 'created' THEN NULL ELSE calls.before::jsonb END AS before,
             CASE WHEN e.action = 'created'
                  THEN jsonb_build_object('number', r.number, 'company_id', r.company_id,
                                          'comment', r.comment)
                  ELSE calls.after::jsonb || CASE WHEN e.comment <> ''
                       THEN jsonb_build_object('cancel_comment', e.comment) ELSE '{}' END
             END AS after,
             1 AS source, e.id AS source_id
      FROM rfq_event e
      JOIN rfq r ON r.id = e.rfq_id
      LEFT JOIN ${RFQ_EVENT_CALLS} ON calls.event = e.action
      WHERE e.user_id IS NOT NULL AND (e.action = 'created' OR calls.path IS NOT NULL)
      UNION ALL
      SELECT h.changed_at, h.changed_by_id, 'inventory',
             CASE WHEN h.action = 'created' THEN 'POST' ELSE 'PATCH' END,
             CASE WHEN h.action = 'created' THEN ':role/offer/'
                  WHEN h.action = 'updated' THEN ':role/offer/:id/'
                  ELSE ':role/offer/:id/' || h.action || '/' END,
             CASE WHEN h.action = 'created' THEN '{}'::jsonb
                  ELSE jsonb_build_object('id', h.offer_id) END,
             'supplier_offer', h.offer_id, 'supplier_offer', h.offer_id,
             CASE WHEN h.action = 'created' THEN 'insert' ELSE 'update' END,
             CASE WHEN h.action = 'created' THEN NULL
                  ELSE (SELECT jsonb_object_agg(c.key, c.value -> 'from')
                        FROM jsonb_each(h.changes::jsonb) c) END,
             CASE WHEN h.action = 'created'
                  THEN jsonb_build_object('inventory_id', o.inventory_id, 'company_id', o.company_id,
                                          'price', o.price, 'quantity', o.quantity)
                  ELSE (SELECT jsonb_object_agg(c.key, c.value -> 'to')
                        FROM jsonb_each(h.changes::jsonb) c) END,
             2, h.id
      FROM offer_history h
      JOIN supplier_offer o ON o.id = h.offer_id
      WHERE h.changed_by_id IS NOT NULL AND h.action IN ('created', 'updated')
      UNION ALL
      SELECT k.created_at, k.created_by_id, 'rfq', 'POST', ':role/rfq/:id/kp/',
             jsonb_build_object('id', k.rfq_id), 'kp', k.id, 'kp', k.id, 'insert', NULL,
             jsonb_build_object('number', k.number, 'rfq_id', k.rfq_id, 'total', k.total,
                                'currency_id', k.currency_id, 'version', k.version),
             3, k.id
      FROM kp k WHERE k.created_by_id IS NOT NULL
      UNION ALL
      SELECT c.created_at, c.created_by_id, 'service_request', 'POST',
             'add_comment_to_service_request/', '{}'::jsonb, 'service_request_comment', c.id,
             'service_request', c.request_id, 'insert', NULL, jsonb_build_object('text', c.text),
             4, c.id
      FROM service_request_comment c WHERE c.created_by_id IS NOT NULL
      UNION ALL
      SELECT e.at, e.by_id, 'consolidation', 'PATCH', ':role/consolidation/:id/',
             jsonb_build_object('id', e.consolidation_id), 'consolidation_event', e.id,
             'consolidation', e.consolidation_id, 'insert', NULL,
             jsonb_build_object('action', e.action, 'detail', e.detail),
             5, e.id
      FROM consolidation_event e WHERE e.by_id IS NOT NULL
    )
    SELECT row_number() OVER (ORDER BY ev.at, ev.source, ev.source_id) AS write_id,
           ev.*, u.contact_id, roles.url AS role_url
    FROM events ev
    JOIN app_user u ON u.id = ev.user_id
    JOIN (VALUES ${sql.raw(roleUrls)}) AS roles(group_id, url) ON roles.group_id = u.primary_group_id`.execute(
    trx,
  );
  await sql`
    INSERT INTO audit_write (id, at, user_id, contact_id, role_url, area, method, action, params)
    OVERRIDING SYSTEM VALUE
    SELECT write_id, at::timestamptz, user_id, contact_id, role_url, area, method, action, params
    FROM demo_history ORDER BY write_id`.execute(trx);
  await sql`
    INSERT INTO audit_change (write_id, table_name, record_id, root_table, root_id, op, before, after)
    SELECT write_id, table_name, record_id, root_table, root_id, op, before, after
    FROM demo_history ORDER BY write_id`.execute(trx);
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM demo_history`.execute(
    trx,
  );
  // The live trail goes on after the demo's past.
  await sql`SELECT setval(pg_get_serial_sequence('audit_write', 'id'),
                          greatest((SELECT max(id) FROM audit_write), 1))`.execute(trx);
  return rows[0]?.n ?? 0;
}
