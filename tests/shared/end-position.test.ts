/**
 * The search task's state machine (src-shared/domain/end-position.ts): every action from every
 * state, allowed or refused in words naming the state.
 */
import { describe, expect, it } from 'vitest';
import {
  END_POSITION_ACTIONS,
  END_POSITION_STATUSES,
  mayTake,
  refusalOf,
  statusAfter,
  type EndPositionAction,
  type EndPositionStatus,
} from '../../src-shared/domain/end-position.ts';

const ALLOWED: Record<EndPositionAction, readonly EndPositionStatus[]> = {
  get_in_work: ['need_updates'],
  return_to_not_in_work: ['in_work'],
  end_search: ['need_updates', 'in_work'],
  give_to_work: ['need_updates', 'in_work'],
  request_ils: ['need_updates', 'in_work'],
  pipeline: ['need_updates', 'in_work'],
};

describe('the need-offer state machine', () => {
  it('allows each action from its states only, and nothing from finished', () => {
    for (const action of END_POSITION_ACTIONS)
      for (const status of END_POSITION_STATUSES) {
        expect(mayTake(action, status), `${action} from ${status}`).toBe(
          ALLOWED[action].includes(status),
        );
        expect(refusalOf(action, status, 'X') === null).toBe(ALLOWED[action].includes(status));
      }
  });

  it('moves need updates → in work → need updates, and either to finished', () => {
    expect(statusAfter('get_in_work', 'need_updates')).toBe('in_work');
    expect(statusAfter('return_to_not_in_work', 'in_work')).toBe('need_updates');
    expect(statusAfter('end_search', 'need_updates')).toBe('finished');
    expect(statusAfter('end_search', 'in_work')).toBe('finished');
    expect(statusAfter('give_to_work', 'need_updates')).toBe('in_work');
    expect(statusAfter('pipeline', 'need_updates')).toBe('need_updates');
    expect(statusAfter('request_ils', 'in_work')).toBe('in_work');
  });

  it('says which state a refused task is in and where the action may start', () => {
    expect(refusalOf('get_in_work', 'finished', 'PN-1 (RFQ-1)')).toBe(
      'PN-1 (RFQ-1) is "finished": it can be taken to work only from "need updates".',
    );
    expect(refusalOf('end_search', 'finished', 'PN-1')).toBe(
      'PN-1 is "finished": it can be finished only from "need updates" or "in work".',
    );
  });
});
