/**
 * A quoted, canceled or otherwise archived RFQ is frozen (src-shared/domain/rfq-lists.ts,
 * `frozenState`): every write to it (head, positions, chosen offers, per-position margins and
 * prices, need_offers, KP create, delete and attach) goes through `lockEditableRfq`, which locks
 * the RFQ row and answers 400 with the reason and the way back (renew). Transitions lock the same
 * row, so an RFQ is never quoted between this check and the write that follows it.
 */
import type { Kysely } from 'kysely';
import type { ActivityStatus, RfqFlags } from '../../../src-shared/domain/rfq-lists.ts';
import { frozenReason, frozenState } from '../../../src-shared/domain/rfq-lists.ts';
import type { Database } from '../../db/schema.ts';
import { badRequestDetail, notFound } from '../../http/errors.ts';
import { found, lockedRow } from '../../http/found.ts';
import { changedRecord } from '../shared-record.ts';

interface FreezeFacts extends RfqFlags {
  number: string;
  activity_status: ActivityStatus;
}

/** 400 with the reason when the RFQ is frozen. */
export function assertRfqEditable(rfq: FreezeFacts): void {
  const state = frozenState(rfq);
  if (state) throw badRequestDetail(frozenReason(rfq.number, state));
}

/**
 * The RFQ (a client: only of its own company, else 404) locked for a change, refused when frozen.
 */
export async function lockEditableRfq(
  db: Kysely<Database>,
  rfqId: number,
  onlyCompanyId: number | null = null,
) {
  let query = db
    .selectFrom('rfq')
    .select(['id', 'number', 'company_id', 'in_work', 'in_archive', 'activity_status'])
    .where('id', '=', rfqId)
    .forUpdate();
  if (onlyCompanyId !== null) query = query.where('company_id', '=', onlyCompanyId);
  const rfq = await query.executeTakeFirst();
  if (!rfq) throw notFound();
  assertRfqEditable(rfq);
  return rfq;
}

/** The whole RFQ row locked for a change, refused when frozen (for writes that read all of it). */
export async function lockEditableRfqRow(db: Kysely<Database>, rfqId: number) {
  const rfq = await found(lockedRow(db, 'rfq', rfqId));
  assertRfqEditable(rfq);
  return rfq;
}

/** The RFQ changed through one of its parts (positions added, a KP made): it was updated now. */
export async function touchRfq(db: Kysely<Database>, rfqId: number): Promise<void> {
  await changedRecord(db, 'rfq', rfqId, {});
}
