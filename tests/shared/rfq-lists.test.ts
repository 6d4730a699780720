import { describe, expect, it } from 'vitest';
import {
  ACTION_MESSAGE,
  ACTION_NEEDS_COMMENT,
  ACTION_RESULT,
  afterAction,
  canApply,
  listOf,
  prependCapped,
  RFQ_ACTIONS,
} from '../../src-shared/domain/rfq-lists.ts';

const notInWork = { in_work: false, in_archive: false };
const inWork = { in_work: true, in_archive: false };
const archived = { in_work: false, in_archive: true };

describe('RFQ lists (spec §4)', () => {
  it('puts an RFQ in exactly one list by its flags', () => {
    expect(listOf(notInWork)).toBe('not_in_work');
    expect(listOf(inWork)).toBe('in_work');
    expect(listOf(archived)).toBe('archive');
    expect(listOf({ in_work: true, in_archive: true })).toBe('archive');
  });

  it('takes to work only from not in work, and the RFQ leaves that list', () => {
    expect(canApply('get_in_work', notInWork)).toBe(true);
    expect(canApply('get_in_work', inWork)).toBe(false);
    expect(listOf(ACTION_RESULT.get_in_work)).toBe('in_work');
  });

  it('quotes only from in work, into the archive, fully quoted', () => {
    expect(canApply('finish', inWork)).toBe(true);
    expect(canApply('finish', notInWork)).toBe(false);
    expect(ACTION_RESULT.finish).toMatchObject({
      in_archive: true,
      full_quoted: true,
      activity_status: 'quoted',
    });
  });

  it('cancels from either working list, with a comment', () => {
    expect(canApply('cancel', notInWork)).toBe(true);
    expect(canApply('cancel', inWork)).toBe(true);
    expect(canApply('cancel', archived)).toBe(false);
    expect(ACTION_NEEDS_COMMENT.cancel).toBe(true);
    expect(listOf(ACTION_RESULT.cancel)).toBe('archive');
  });

  it('renews only from the archive, which the RFQ leaves', () => {
    expect(canApply('renew', archived)).toBe(true);
    expect(canApply('renew', inWork)).toBe(false);
    expect(listOf(ACTION_RESULT.renew)).not.toBe('archive');
  });

  it('returns to not in work from in work, with a comment', () => {
    expect(canApply('return_to_not_in_work', inWork)).toBe(true);
    expect(canApply('return_to_not_in_work', notInWork)).toBe(false);
    expect(ACTION_NEEDS_COMMENT.return_to_not_in_work).toBe(true);
    expect(listOf(ACTION_RESULT.return_to_not_in_work)).toBe('not_in_work');
  });

  it("says the spec's messages", () => {
    expect(ACTION_MESSAGE.cancel).toBe('RFQ canceled');
    expect(ACTION_MESSAGE.finish).toBe('Successful quoted');
    expect(ACTION_MESSAGE.renew).toBe('Successful renewal');
    for (const action of RFQ_ACTIONS) expect(ACTION_MESSAGE[action]).toMatch(/\S/);
  });
});

describe('list bookkeeping', () => {
  const rows = Array.from({ length: 10 }, (_, index) => ({ id: index + 1, ...inWork }));

  it('prepends a new RFQ and keeps the list to 10 items', () => {
    const next = prependCapped(rows, { id: 99, ...notInWork });
    expect(next).toHaveLength(10);
    expect(next[0]?.id).toBe(99);
    expect(next.map((row) => row.id)).not.toContain(10);
  });

  it('does not list an RFQ twice when it is prepended again', () => {
    const next = prependCapped(rows, { id: 3, ...inWork });
    expect(next.map((row) => row.id)).toEqual([3, 1, 2, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('removes an RFQ that an action moved to another list, and updates one that stayed', () => {
    const moved = afterAction(rows, 'in_work', { id: 2, ...archived });
    expect(moved.map((row) => row.id)).not.toContain(2);
    const stayed = afterAction(rows, 'in_work', { id: 2, ...inWork, in_work: true });
    expect(stayed).toHaveLength(10);
  });
});
