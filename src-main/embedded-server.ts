/**
 * Starts the reference server (src-server) inside this process when no server is configured: on a
 * free loopback port, with its PostgreSQL and files in `dataDir` (<user-data>/server), seeded with
 * demo data so a new user can sign in at once. Loaded lazily: with a configured server, none of
 * the server's code (or PostgreSQL) is ever loaded.
 */
import type { RunningServer } from './services/server-in-use.ts';
import type { Logger } from './services/ports.ts';

export async function startEmbeddedServer(dataDir: string, log: Logger): Promise<RunningServer> {
  const { startServer } = await import('../src-server/start.ts');
  return startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    // A company that outgrows one machine points the same server at its own PostgreSQL.
    databaseUrl: process.env.DATABASE_URL || undefined,
    log: (line: string) => log.info(`[server] ${line}`),
  });
}
