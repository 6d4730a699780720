import type { Kysely } from 'kysely';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import { MIGRATIONS } from './migrations/index.ts';
import type { Database } from './schema.ts';

const staticProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(MIGRATIONS),
};

/** Brings the schema to the latest migration; Kysely's lock makes concurrent starts safe. */
export async function migrateToLatest(
  db: Kysely<Database>,
  log: (line: string) => void = () => {},
): Promise<void> {
  const migrator = new Migrator({ db, provider: staticProvider });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === 'Success') log(`Migration ${result.migrationName} applied.`);
    if (result.status === 'Error') log(`Migration ${result.migrationName} failed.`);
  }
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
