/**
 * GET {role}/home/urgent/: what is overdue now by the AOG response clock
 * (src-shared/domain/aog-clock.ts), counted by the database's clock in one query per kind.
 * Staff only: a client is refused (its requests' clocks are ours to watch).
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { urgentEndpoints } from '../../../src-shared/api/urgent.ts';
import { RESPONSE_LIMIT_MINUTES } from '../../../src-shared/domain/aog-clock.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { forbidden } from '../../http/errors.ts';
import { route } from '../../http/route.ts';

/** SQL: `since` of an RFQ (alias r) of a clocked priority is past its limit. */
function pastLimit(since: RawBuilder<unknown>): RawBuilder<boolean> {
  const clauses = Object.entries(RESPONSE_LIMIT_MINUTES).map(
    ([priority, minutes]) =>
      sql`(r.priority = ${priority} AND ${since} <= now() - make_interval(mins => ${minutes}))`,
  );
  return sql<boolean>`(${sql.join(clauses, sql` OR `)})`;
}

async function overdue(
  db: Kysely<Database>,
  query: RawBuilder<{ count: number; longest: number }>,
) {
  const row = (await query.execute(db)).rows[0];
  return { count: Number(row?.count ?? 0), longest_minutes: Math.floor(Number(row?.longest ?? 0)) };
}

export function registerUrgentRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, {
    endpoint: urgentEndpoints.overdue,
    handler: async ({ db, clientCompanyId }) => {
      if (clientCompanyId !== null) throw forbidden();
      const [rfqs, needOffers] = await Promise.all([
        overdue(
          db,
          sql`SELECT count(*) AS count,
              coalesce(max(extract(epoch FROM now() - r.created_at) / 60), 0) AS longest
            FROM rfq r
            WHERE NOT r.in_work AND NOT r.in_archive AND ${pastLimit(sql`r.created_at`)}`,
        ),
        overdue(
          db,
          sql`SELECT count(*) AS count,
              coalesce(max(extract(epoch FROM now() - ep.created_at) / 60), 0) AS longest
            FROM end_position ep
            JOIN rfq_position p ON p.id = ep.position_id
            JOIN rfq r ON r.id = p.rfq_id
            WHERE ep.status = 'need_updates' AND ${pastLimit(sql`ep.created_at`)}`,
        ),
      ]);
      return { rfqs, need_offers: needOffers };
    },
  });
}
