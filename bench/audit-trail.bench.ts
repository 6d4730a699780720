/**
 * The audit trail (issue 10, migration 0019), both of its targets:
 * - a person's history with 1,000,000 entries: `GET sales/contact/{id}/history/` on early, deep
 *   and filtered pages, and the short history, each as a pair (bench/list-data.ts): the HTTP call
 *   through the whole app, and the same SQL replayed through pg (target ≤ 1.5×);
 * - what the trail costs a write: the same PATCH through the whole app with the audit triggers
 *   on, and with them off (`ALTER TABLE … DISABLE TRIGGER audit`), run by run in turn (target
 *   ≤ 1.3×). Both sides set the actor (one `set_config` in the write's transaction): the trigger
 *   is the cost measured; the round trip of the setting is measured on its own beside them.
 *
 * Data: the demo data (scale 1), then 1,000,000 writes by `sales` (each changing one RFQ row)
 * inserted in bulk, VACUUM ANALYZE.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../src-server/db/schema.ts';
import { figure, inTurn, pair, timed, type Figure } from './bench.ts';
import { listBench, pageCases, REQUESTS, signInToApi } from './list-data.ts';

const ENTRIES = 1_000_000;

async function growHistory(db: Kysely<Database>): Promise<void> {
  await sql`
    INSERT INTO audit_write (at, user_id, contact_id, role_url, area, method, action, params)
    SELECT now() - make_interval(secs => (${ENTRIES} - g) * 30), u.id, u.contact_id, 'sales',
           (ARRAY['rfq', 'company', 'order', 'inventory'])[1 + g % 4], 'PATCH',
           ':role/rfq/:id/get_in_work/', jsonb_build_object('id', 1 + g % 1000)
    FROM generate_series(1, ${ENTRIES}) g
    CROSS JOIN (SELECT id, contact_id FROM app_user WHERE username = 'sales') u`.execute(db);
  await sql`
    INSERT INTO audit_change (write_id, table_name, record_id, root_table, root_id, op, before, after)
    SELECT w.id, 'rfq', (w.params ->> 'id')::bigint, 'rfq', (w.params ->> 'id')::bigint, 'update',
           '{"in_work": false}', '{"in_work": true}'
    FROM audit_write w
    WHERE w.role_url = 'sales' AND w.action = ':role/rfq/:id/get_in_work/'`.execute(db);
  await sql`VACUUM ANALYZE audit_write`.execute(db);
  await sql`VACUUM ANALYZE audit_change`.execute(db);
}

/** The audited tables a company PATCH touches, their triggers switched together. */
async function auditTriggers(db: Kysely<Database>, on: boolean): Promise<void> {
  const verb = sql.raw(on ? 'ENABLE' : 'DISABLE');
  await sql`ALTER TABLE company ${verb} TRIGGER audit`.execute(db);
}

/**
 * The same write with the trail and without it, run by run in turn; and without it a second time
 * beside the first (the noise floor: the p95 of run-by-run ratios of the very same write).
 */
async function writeCost(db: Kysely<Database>, url: string): Promise<Figure[]> {
  const token = await signInToApi(url, 'sales');
  const company = await db
    .selectFrom('company')
    .select('id')
    .where('category_id', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  let serial = 0;
  const patch = async () => {
    serial += 1;
    const response = await fetch(new URL(`sales/company/${company.id}/`, url), {
      method: 'PATCH',
      headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ comment: `Audit bench note ${serial}` }),
    });
    if (response.status !== 200) throw new Error(`PATCH: ${response.status}`);
    await response.arrayBuffer();
  };
  for (let i = 0; i < 10; i++) await patch(); // warm-up
  const withTrail: number[] = [];
  const without: number[] = [];
  const withoutAgain: number[] = [];
  try {
    for (let i = 0; i < REQUESTS * 2; i++) {
      const trailFirst = i % 2 === 0;
      for (const on of trailFirst ? [true, false] : [false, true]) {
        await auditTriggers(db, on);
        if (on) withTrail.push((await timed(patch)).ms);
        // Triggers off: the write twice, each first by turns (the second, the noise floor's).
        else
          await inTurn(
            i >> 1,
            async () => without.push((await timed(patch)).ms),
            async () => withoutAgain.push((await timed(patch)).ms),
          );
      }
    }
  } finally {
    await auditTriggers(db, true);
  }
  const setting: number[] = [];
  for (let i = 0; i < REQUESTS; i++)
    setting.push(
      (
        await timed(() =>
          db
            .transaction()
            .execute((trx) => sql`SELECT set_config('aerodesk.actor', '{}', true)`.execute(trx)),
        )
      ).ms,
    );
  return [
    ...pair(
      'PATCH company/{id}/ (one row)',
      { name: 'with the audit trail', samples: withTrail },
      { name: 'triggers off', samples: without },
    ),
    pair(
      'PATCH company/{id}/ (one row)',
      { name: 'triggers off, the same write again (noise floor)', samples: withoutAgain },
      { name: 'triggers off', samples: without },
    )[0],
    figure('the actor setting alone (BEGIN, set_config, COMMIT)', setting),
  ];
}

const bench = listBench({
  name: 'audit-trail',
  description: `Audit trail: a history of ${ENTRIES.toLocaleString('en-US')} entries (HTTP vs its SQL), and a write with and without it`,
  grow: {
    label: `bulk insert ${ENTRIES} audit writes + changes, VACUUM ANALYZE`,
    run: growHistory,
  },
  async measure({ db, url, measureAll }) {
    const contact = await db
      .selectFrom('contact as c')
      .innerJoin('app_user as u', 'u.contact_id', 'c.id')
      .select('c.id')
      .where('u.username', '=', 'sales')
      .executeTakeFirstOrThrow();
    const history = `sales/contact/${contact.id}/history/`;
    const entries = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM audit_write WHERE contact_id = ${contact.id}`.execute(db);
    const count = entries.rows[0]?.n ?? 0;
    const figures: Figure[] = [
      ...(await measureAll([
        ...pageCases(`${history}?`, count, { prefix: 'history, ' }),
        [
          'history, action_type=rfq, pages 1..50',
          (i) => `${history}?action_type=rfq&page=${1 + (i % 50)}`,
        ],
        ['short history (30 days)', () => `sales/contact/${contact.id}/short_history/`],
      ])),
      ...(await writeCost(db, url)),
    ];
    return { context: { history_entries: count }, figures };
  },
});

export default bench;
