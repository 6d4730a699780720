import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { outageOf } from '../../db/outage.ts';
import { healthEndpoints } from '../../../src-shared/api/health.ts';
import { REPLY_SENT, publicEndpoint } from '../../http/route.ts';
import { settlesWithin } from '../../processes.ts';
import { SERVER_VERSION } from '../../version.ts';

/** A database that takes longer than this to answer `SELECT` is not healthy. */
const HEALTH_TIMEOUT_MS = 5_000;

const DATABASE_UNAVAILABLE_STATUS = 'database unavailable';
const NO_ANSWER = `The database did not answer within ${HEALTH_TIMEOUT_MS / 1000} s.`;

/**
 * `GET api/health/`: no auth. 200 `{status: 'ok', version}` when the database answers; 503
 * `{status: 'database unavailable', detail}` when it does not (stopped, restarting, unreachable,
 * too slow), with what the server knows about why.
 */
export function registerHealthRoutes(fastify: FastifyInstance, app: AppContext): void {
  publicEndpoint(fastify, app, {
    endpoint: healthEndpoints.health,
    handler: async ({ db, reply }) => {
      const query = db.selectFrom('seed_state').select('id').limit(1).execute();
      let detail: string | undefined;
      try {
        if (!(await settlesWithin(query, HEALTH_TIMEOUT_MS))) detail = NO_ANSWER;
        else await query;
      } catch (error) {
        const outage = outageOf(error);
        if (!outage) throw error;
        detail = outage.detail;
      }
      if (detail === undefined) return { status: 'ok', version: SERVER_VERSION };
      await reply
        .code(503)
        .send({ status: DATABASE_UNAVAILABLE_STATUS, detail: app.databaseOutage?.() ?? detail });
      return REPLY_SENT;
    },
  });
}
