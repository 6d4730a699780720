import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { publicRoute } from '../../http/route.ts';
import { SERVER_VERSION } from '../../version.ts';

/** `GET api/health/`: no auth; answers once the database answers. */
export function registerHealthRoutes(fastify: FastifyInstance, app: AppContext): void {
  publicRoute(fastify, app, {
    method: 'GET',
    url: '/api/health/',
    handler: async ({ db }) => {
      await db.selectFrom('seed_state').select('id').limit(1).execute();
      return { status: 'ok', version: SERVER_VERSION };
    },
  });
}
