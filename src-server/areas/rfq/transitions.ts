/**
 * The RFQ list transitions of spec §4, enforced: which list each action may start from and what it
 * leaves behind come from src-shared/domain/rfq-lists.ts (ACTION_FROM, ACTION_RESULT); this file
 * adds what only the server knows: who the manager becomes, that quoting needs a KP, and the
 * reason, in words, when an RFQ may not move. Single and bulk actions share the same checks; a
 * bulk action locks every RFQ it names, and moves all of them or none.
 */
import type { Kysely } from 'kysely';
import {
  ACTION_FROM,
  ACTION_RESULT,
  listOf,
  RFQ_LIST_LABEL,
  type RfqAction,
  type RfqList,
} from '../../../src-shared/domain/rfq-lists.ts';
import { refIdByCode } from '../../db/refs.ts';
import type { Database } from '../../db/schema.ts';
import { lockedMoves } from '../shared-moves.ts';
import { changedRecord } from '../shared-record.ts';

/** How each action reads in a sentence: "it can be <verb> only from ...". */
const ACTION_VERB: Record<RfqAction, string> = {
  get_in_work: 'taken to work',
  give_to_work: 'given to work',
  finish: 'quoted',
  cancel: 'canceled',
  renew: 'renewed',
  return_to_not_in_work: 'returned to not in work',
};

/** The rfq_status (ref_rfq_status code) each action sets. */
const ACTION_STATUS: Record<RfqAction, string> = {
  get_in_work: 'IN_WORK',
  give_to_work: 'IN_WORK',
  finish: 'QUOTED',
  cancel: 'CANCELED',
  renew: 'IN_WORK',
  return_to_not_in_work: 'NEW',
};

const NO_CONTACT_CARD = 'Your user has no contact card: it cannot take RFQs to work.';

function listLabel(list: RfqList): string {
  return RFQ_LIST_LABEL[list].toLowerCase();
}

function wrongListReason(action: RfqAction, number: string, list: RfqList): string {
  const from = ACTION_FROM[action].map(listLabel).join(' or ');
  return `${number} is in the ${listLabel(list)} list: it can be ${ACTION_VERB[action]} only from the ${from} list.`;
}

function noKpReason(number: string): string {
  return `${number} has no quotation (KP) yet: make a KP before quoting it.`;
}

export interface TransitionInput {
  action: RfqAction;
  /** Cancel and return: the comment (the schemas require it). */
  comment?: string;
  /** Give to work: the staff contact who gets it. */
  contactId?: number;
  userId: number;
  /** The caller's contact: the manager for get_in_work and, when none is set, for renew. */
  callerContactId: number | null;
}

interface LockedRfq {
  id: number;
  number: string;
  in_work: boolean;
  in_archive: boolean;
  rfq_manager_id: number | null;
  kp_count: number;
}

/** Locks the RFQs (in id order, so two bulk actions never deadlock) and reads their state. */
async function lockRfqs(db: Kysely<Database>, ids: readonly number[]): Promise<LockedRfq[]> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  if (sorted.length === 0) return [];
  const rows = await db
    .selectFrom('rfq')
    .select(['id', 'number', 'in_work', 'in_archive', 'rfq_manager_id'])
    .where('id', 'in', sorted)
    .orderBy('id')
    .forUpdate()
    .execute();
  const counts = await db
    .selectFrom('kp')
    .select(['rfq_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('rfq_id', 'in', sorted)
    .groupBy('rfq_id')
    .execute();
  const kpCount = new Map(counts.map((row) => [row.rfq_id, Number(row.count)]));
  return rows.map((row) => ({ ...row, kp_count: kpCount.get(row.id) ?? 0 }));
}

/** Why this RFQ may not take this action, or null when it may. */
function refusal(rfq: LockedRfq, input: TransitionInput): string | null {
  const list = listOf(rfq);
  if (!ACTION_FROM[input.action].includes(list))
    return wrongListReason(input.action, rfq.number, list);
  if (input.action === 'finish' && rfq.kp_count === 0) return noKpReason(rfq.number);
  if (input.action === 'get_in_work' && input.callerContactId === null) return NO_CONTACT_CARD;
  if (input.action === 'renew' && rfq.rfq_manager_id === null && input.callerContactId === null)
    return NO_CONTACT_CARD;
  return null;
}

/** Applies the action to RFQs already checked: one UPDATE per manager value, one event each. */
async function apply(
  db: Kysely<Database>,
  rfqs: readonly LockedRfq[],
  input: TransitionInput,
): Promise<void> {
  const result = ACTION_RESULT[input.action];
  const rfqStatus = await refIdByCode(db, 'ref_rfq_status', ACTION_STATUS[input.action]);
  for (const rfq of rfqs) {
    const manager = ((): number | null | undefined => {
      switch (input.action) {
        case 'get_in_work':
          return input.callerContactId;
        case 'give_to_work':
          return input.contactId ?? null;
        case 'renew':
          return rfq.rfq_manager_id ?? input.callerContactId;
        case 'return_to_not_in_work':
          return null;
        default:
          return undefined;
      }
    })();
    await changedRecord(db, 'rfq', rfq.id, {
      in_work: result.in_work,
      in_archive: result.in_archive,
      activity_status: result.activity_status,
      ...(result.full_quoted !== undefined ? { full_quoted: result.full_quoted } : {}),
      rfq_status_id: rfqStatus,
      ...(manager !== undefined ? { rfq_manager_id: manager } : {}),
      ...(input.action === 'cancel' ? { cancel_comment: input.comment ?? '' } : {}),
      ...(input.action === 'renew' ? { cancel_comment: '' } : {}),
    });
    await db
      .insertInto('rfq_event')
      .values({
        rfq_id: rfq.id,
        action: input.action,
        comment: input.comment ?? '',
        contact_id: manager ?? null,
        user_id: input.userId,
      })
      .execute();
  }
}

/**
 * The RFQ actions on one RFQ (404 when missing, 400 with the reason when it may not move) and on
 * many, all or nothing (400 with a reason per refused RFQ and nothing changed).
 */
export const rfqMoves = lockedMoves({
  lock: lockRfqs,
  refusal,
  apply,
  label: (rfq) => rfq.number,
  unknown: 'There is no RFQ with this id.',
  nothingChanged: (refused, asked, input: TransitionInput) =>
    `Nothing was changed: ${refused} of ${asked} RFQs cannot be ${ACTION_VERB[input.action]}.`,
});
