/**
 * The RFQ lists and transitions of spec §4, as data: which list an RFQ is in, which actions each
 * list allows, and what each action does to the flags. The server enforces them; the renderer uses
 * them to offer only actions that can succeed and to move rows between its lists.
 *
 * Lists: not in work (!in_work, !in_archive), in work (in_work, !in_archive), archive (in_archive).
 * Decisions where the spec is silent: renewing brings an RFQ back to work with its manager (or the
 * one renewing it), not to the not-in-work list; quoting needs at least one KP (checked on the
 * server); giving to work also reassigns an RFQ already in work.
 */
import { labelsOf } from './labels.ts';
import { MESSAGES, PREPENDED_LIST_CAP } from './constants.ts';

export const RFQ_LISTS = ['not_in_work', 'in_work', 'archive'] as const;
export type RfqList = (typeof RFQ_LISTS)[number];

export const RFQ_LIST_LABEL = labelsOf(RFQ_LISTS);

export const ACTIVITY_STATUSES = [
  'new',
  'in_work',
  'quoted',
  'canceled',
  'renewed',
  'returned',
] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

export interface RfqFlags {
  in_work: boolean;
  in_archive: boolean;
}

export function listOf(rfq: RfqFlags): RfqList {
  if (rfq.in_archive) return 'archive';
  return rfq.in_work ? 'in_work' : 'not_in_work';
}

export const RFQ_ACTIONS = [
  'get_in_work',
  'give_to_work',
  'finish',
  'cancel',
  'renew',
  'return_to_not_in_work',
] as const;
export type RfqAction = (typeof RFQ_ACTIONS)[number];

/** Which lists each action may start from. */
export const ACTION_FROM: Record<RfqAction, readonly RfqList[]> = {
  get_in_work: ['not_in_work'],
  give_to_work: ['not_in_work', 'in_work'],
  finish: ['in_work'],
  cancel: ['not_in_work', 'in_work'],
  renew: ['archive'],
  return_to_not_in_work: ['in_work'],
};

/** The state an action leaves the RFQ in (manager changes are the server's, by action). */
export const ACTION_RESULT: Record<
  RfqAction,
  RfqFlags & { activity_status: ActivityStatus; full_quoted?: boolean }
> = {
  get_in_work: { in_work: true, in_archive: false, activity_status: 'in_work' },
  give_to_work: { in_work: true, in_archive: false, activity_status: 'in_work' },
  finish: { in_work: false, in_archive: true, activity_status: 'quoted', full_quoted: true },
  cancel: { in_work: false, in_archive: true, activity_status: 'canceled' },
  renew: { in_work: true, in_archive: false, activity_status: 'renewed', full_quoted: false },
  return_to_not_in_work: { in_work: false, in_archive: false, activity_status: 'returned' },
};

/** Actions that need a comment: cancelling, and returning to not in work. */
export const ACTION_NEEDS_COMMENT: Record<RfqAction, boolean> = {
  get_in_work: false,
  give_to_work: false,
  finish: false,
  cancel: true,
  renew: false,
  return_to_not_in_work: true,
};

export function canApply(action: RfqAction, rfq: RfqFlags): boolean {
  return ACTION_FROM[action].includes(listOf(rfq));
}

/**
 * Our decision (spec §4 leaves it open): an RFQ in the archive, quoted or canceled, is frozen. Its
 * head, positions, chosen offers, per-position margins and prices, KPs and their PDFs stay as they
 * were when it left work, so the RFQ always agrees with the KPs and orders made from it. Renewing
 * it (get_from_archive) is the way back. The server refuses writes with `frozenReason`; the screen
 * shows the RFQ read-only with the same words.
 */
type FrozenState = 'quoted' | 'canceled' | 'archived';

export function frozenState(
  rfq: RfqFlags & { activity_status: ActivityStatus },
): FrozenState | null {
  if (!rfq.in_archive) return null;
  if (rfq.activity_status === 'quoted' || rfq.activity_status === 'canceled') {
    return rfq.activity_status;
  }
  return 'archived';
}

export function isRfqEditable(rfq: RfqFlags): boolean {
  return !rfq.in_archive;
}

const FROZEN_WORDS: Record<FrozenState, string> = {
  quoted: 'quoted',
  canceled: 'canceled',
  archived: 'in the archive',
};

/** Why a frozen RFQ refuses a change, and the way back: one sentence for the server and screen. */
export function frozenReason(number: string, state: FrozenState): string {
  return `${number} is ${FROZEN_WORDS[state]}: it is read-only. Renew it to change it.`;
}

/**
 * The success message of each action, from the spec's own list (§9); the spec names none for taking,
 * giving and returning, so those say 'Update Successful'.
 */
export const ACTION_MESSAGE: Record<RfqAction, string> = {
  get_in_work: MESSAGES.updated,
  give_to_work: MESSAGES.updated,
  finish: MESSAGES.quoted,
  cancel: MESSAGES.rfqCanceled,
  renew: MESSAGES.renewed,
  return_to_not_in_work: MESSAGES.updated,
};

/** Spec §4: a new entry is prepended and the list kept to 10 items (no duplicates by id). */
export function prependCapped<T extends { id: number }>(
  list: readonly T[],
  item: T,
  cap: number = PREPENDED_LIST_CAP,
): T[] {
  return [item, ...list.filter((entry) => entry.id !== item.id)].slice(0, cap);
}

/** The list after an action: the RFQ leaves it when the action moved it elsewhere. */
export function afterAction<T extends { id: number } & RfqFlags>(
  list: readonly T[],
  shownList: RfqList,
  updated: T,
): T[] {
  if (listOf(updated) === shownList) {
    return list.map((entry) => (entry.id === updated.id ? updated : entry));
  }
  return list.filter((entry) => entry.id !== updated.id);
}
