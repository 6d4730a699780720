/**
 * Who is writing, told to the database for the audit trail (migration 0019): the route helper
 * sets it first thing in every write's transaction, as a transaction-local setting, so the
 * database's audit triggers record each changed row under this write, and nothing outlives the
 * transaction (a pooled connection carries no actor into its next use).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface AuditActor {
  user: number;
  contact: number | null;
  /** The `{role}` segment the user acts as. */
  role: string;
  /** The endpoint's first area (the history's `action_type`). */
  area: string;
  method: string;
  /** The endpoint's path as declared (`:role/rfq/:id/get_in_work/`). */
  action: string;
  /** Its path parameters (ids), as parsed. */
  params: Record<string, unknown>;
}

async function setAuditActor(db: Kysely<Database>, actor: AuditActor): Promise<void> {
  await sql`SELECT set_config('aerodesk.actor', ${JSON.stringify(actor)}, true)`.execute(db);
}

/** Runs `work` in a transaction whose writes are recorded under `actor`. */
export function auditedTransaction<T>(
  db: Kysely<Database>,
  actor: AuditActor | null,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (actor) await setAuditActor(trx, actor);
    return work(trx);
  });
}
