/** The server's health check (no sign-in): what the app asks before it shows the login. */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';

const healthSchema = z.object({ status: z.string(), version: z.string() });

export const healthEndpoints = {
  /** 200 when the database answers; 503 `{status: 'database unavailable', detail}` when not. */
  health: endpoint({ method: 'GET', path: 'api/health/', response: healthSchema }),
};
