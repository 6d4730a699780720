/**
 * The search task's state machine (spec §4 "Need-offer flow", "End positions"): pure, read by the
 * server to enforce each action and by the renderer to offer only the actions a row may take.
 *
 *   need_updates --get_in_work--> in_work --return_to_not_in_work ("back")--> need_updates
 *   need_updates | in_work --end_search (comment required, "finish")--> finished
 *   need_updates | in_work --give_to_work (a contact, "change manager")--> in_work
 *   need_updates | in_work --request_ils / pipeline--> the same state (a mark on the task)
 *
 * A finished task takes no action: a new search for the position is a new "need offers".
 */

import { labelsOf } from './labels.ts';

export const END_POSITION_STATUSES = ['need_updates', 'in_work', 'finished'] as const;
export type EndPositionStatus = (typeof END_POSITION_STATUSES)[number];

export const END_POSITION_STATUS_LABEL = labelsOf(END_POSITION_STATUSES);

/** The four need-offer tabs (spec §2). */
export const NEED_OFFER_TABS = [
  'need_updates',
  'in_work',
  'created_today',
  'activity_offers',
] as const;
export type NeedOfferTab = (typeof NEED_OFFER_TABS)[number];

export const NEED_OFFER_TAB_LABEL = labelsOf(NEED_OFFER_TABS);

/** Spec §9: the activity offers table has a fixed page size. */
export const ACTIVITY_OFFERS_PAGE_SIZE = 10;

export const END_POSITION_ACTIONS = [
  'get_in_work',
  'return_to_not_in_work',
  'end_search',
  'give_to_work',
  'request_ils',
  'pipeline',
] as const;
export type EndPositionAction = (typeof END_POSITION_ACTIONS)[number];

const OPEN: readonly EndPositionStatus[] = ['need_updates', 'in_work'];

/** The states each action may start from. */
export const END_POSITION_ACTION_FROM: Record<EndPositionAction, readonly EndPositionStatus[]> = {
  get_in_work: ['need_updates'],
  return_to_not_in_work: ['in_work'],
  end_search: OPEN,
  give_to_work: OPEN,
  request_ils: OPEN,
  pipeline: OPEN,
};

/** How each action reads in a sentence: "it can be <verb> only ...". */
export const END_POSITION_ACTION_VERB: Record<EndPositionAction, string> = {
  get_in_work: 'taken to work',
  return_to_not_in_work: 'returned to need updates',
  end_search: 'finished',
  give_to_work: 'given to work',
  request_ils: 'requested from ILS',
  pipeline: 'added to the pipeline',
};

/** What the list says after the action. */
export const END_POSITION_ACTION_MESSAGE: Record<EndPositionAction, string> = {
  get_in_work: 'Taken to work.',
  return_to_not_in_work: 'Returned to need updates.',
  end_search: 'Search finished.',
  give_to_work: 'Given to work.',
  request_ils: 'Added to the ILS request list.',
  pipeline: 'Pipeline updated.',
};

/** The state after the action (the action is allowed). */
export function statusAfter(
  action: EndPositionAction,
  status: EndPositionStatus,
): EndPositionStatus {
  switch (action) {
    case 'get_in_work':
    case 'give_to_work':
      return 'in_work';
    case 'return_to_not_in_work':
      return 'need_updates';
    case 'end_search':
      return 'finished';
    default:
      return status;
  }
}

export function mayTake(action: EndPositionAction, status: EndPositionStatus): boolean {
  return END_POSITION_ACTION_FROM[action].includes(status);
}

function statusWords(status: EndPositionStatus): string {
  return `"${END_POSITION_STATUS_LABEL[status].toLowerCase()}"`;
}

/**
 * Why a task in `status` may not take `action` ("<label> is finished: it can be taken to work
 * only from need updates."), or null when it may.
 */
export function refusalOf(
  action: EndPositionAction,
  status: EndPositionStatus,
  label: string,
): string | null {
  if (mayTake(action, status)) return null;
  const from = END_POSITION_ACTION_FROM[action].map(statusWords).join(' or ');
  return `${label} is ${statusWords(status)}: it can be ${END_POSITION_ACTION_VERB[action]} only from ${from}.`;
}
