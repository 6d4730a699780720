/**
 * The RFQ lists on the screen: the request (empty filters dropped, spec §5; what the server's own
 * schema accepts), the remembered view (`Filters.rfq`), row selection with shift ranges, and how
 * the visible page changes after an action or a creation (spec §4).
 */
import { describe, expect, it } from 'vitest';
import type { Paginated } from '../../src-shared/api/results.ts';
import { rfqListQuerySchema, type RfqListItem } from '../../src-shared/api/rfq.ts';
import { toQueryString } from '../../src-shared/domain/filters.ts';
import { ACTION_RESULT } from '../../src-shared/domain/rfq-lists.ts';
import { pageAfterActions, pageWithCreated } from '../../src-renderer/features/rfq/listMovement.ts';
import type { PageSize } from '../../src-shared/domain/constants.ts';
import type { RfqList } from '../../src-shared/domain/rfq-lists.ts';
import {
  countParams,
  EMPTY_RFQ_FILTERS,
  rfqListCodec,
  type RfqFilters,
} from '../../src-renderer/features/rfq/listQuery.ts';
import {
  afterAction,
  clickRow,
  EMPTY_SELECTION,
  pageSelectionState,
  togglePage,
} from '../../src-renderer/features/rfq/selection.ts';

const rfqListParams = (
  list: RfqList,
  filters: RfqFilters,
  pageIndex: number,
  pageSize: PageSize,
  ordering: string | undefined,
) => rfqListCodec.params({ list, filters, pageSize, ordering }, pageIndex);

describe('RFQ list request', () => {
  it('drops empty filters and numbers pages from 1 (spec §5)', () => {
    const params = rfqListParams(
      'in_work',
      { ...EMPTY_RFQ_FILTERS, search: '   ', company_name: 'ignored' },
      0,
      10,
      undefined,
    );
    expect(params).toEqual({ list: 'in_work', page: 1, page_size: 10 });
    expect(toQueryString(params)).toBe('?list=in_work&page=1&page_size=10');
  });

  it('sends every filter under its name, in a form the server accepts', () => {
    const params = rfqListParams(
      'not_in_work',
      {
        search: ' 2314-0067 ',
        company: '12',
        company_name: 'Lufthansa Technik',
        priority: 'AOG',
        rfq_manager: '4',
        is_repair: 'true',
        date_from: '2026-01-01',
        date_to: '2026-03-31',
      },
      2,
      30,
      '-deadline',
    );
    expect(params).toEqual({
      list: 'not_in_work',
      page: 3,
      page_size: 30,
      search: '2314-0067',
      company: 12,
      priority: 'AOG',
      rfq_manager: 4,
      is_repair: 'true',
      date_from: '2026-01-01',
      date_to: '2026-03-31',
      ordering: '-deadline',
    });
    expect(rfqListQuerySchema.safeParse(params).success).toBe(true);
  });

  it('drops what the server would refuse and reads a backwards range the way it was meant', () => {
    const params = rfqListParams(
      'archive',
      {
        ...EMPTY_RFQ_FILTERS,
        company: 'abc',
        priority: 'AOGC',
        rfq_manager: '-3',
        is_repair: 'yes',
        date_from: '2026-05-01',
        date_to: '2026-02-30',
      },
      0,
      20,
      'password',
    );
    expect(params).toEqual({ list: 'archive', page: 1, page_size: 20, date_from: '2026-05-01' });
    const swapped = rfqListParams(
      'archive',
      { ...EMPTY_RFQ_FILTERS, date_from: '2026-05-01', date_to: '2026-02-01' },
      0,
      10,
      undefined,
    );
    expect([swapped.date_from, swapped.date_to]).toEqual(['2026-02-01', '2026-05-01']);
  });

  it('asks each list for its count with the same filters', () => {
    const counts = countParams({ ...EMPTY_RFQ_FILTERS, priority: 'URGENT' }, 10, undefined);
    expect(Object.values(counts).map((query) => query.list)).toEqual([
      'not_in_work',
      'in_work',
      'archive',
    ]);
    for (const query of Object.values(counts)) {
      expect(query).toMatchObject({ page: 1, priority: 'URGENT' });
    }
  });

  it('maps sorting to the server ordering and back', () => {
    expect(rfqListCodec.orderingOf([{ id: 'deadline', desc: true }])).toBe('-deadline');
    expect(rfqListCodec.orderingOf([{ id: 'comment', desc: false }])).toBeUndefined();
    expect(rfqListCodec.sortingOf('priority')).toEqual([{ id: 'priority', desc: false }]);
  });

  it('remembers the view without empty values and reads it back', () => {
    const view = {
      list: 'in_work' as const,
      filters: { ...EMPTY_RFQ_FILTERS, company: '12', company_name: 'LHT', search: ' ' },
      pageSize: 20 as const,
      ordering: '-created_at',
    };
    const saved = rfqListCodec.toSaved(view);
    expect(saved).toEqual({
      list: 'in_work',
      company: '12',
      company_name: 'LHT',
      page_size: 20,
      ordering: '-created_at',
    });
    expect(rfqListCodec.fromSaved(saved)).toEqual({
      ...view,
      filters: { ...view.filters, search: '' },
    });
    expect(rfqListCodec.fromSaved({ list: 'trash', page_size: 50, ordering: 'x' })).toMatchObject({
      list: 'not_in_work',
      pageSize: 10,
      ordering: undefined,
    });
    expect(
      rfqListCodec.hasActiveFilters({ ...EMPTY_RFQ_FILTERS, company_name: 'only a label' }),
    ).toBe(false);
  });
});

describe('row selection', () => {
  const page = [11, 12, 13, 14, 15];

  it('toggles one row and remembers it as the anchor', () => {
    const one = clickRow(EMPTY_SELECTION, page, 12, false);
    expect([...one.ids]).toEqual([12]);
    expect(one.anchor).toBe(12);
    expect([...clickRow(one, page, 12, false).ids]).toEqual([]);
  });

  it('shift-click selects the range from the anchor, either direction', () => {
    const anchor = clickRow(EMPTY_SELECTION, page, 12, false);
    expect([...clickRow(anchor, page, 14, true).ids].sort()).toEqual([12, 13, 14]);
    const back = clickRow(clickRow(EMPTY_SELECTION, page, 15, false), page, 13, true);
    expect([...back.ids].sort()).toEqual([13, 14, 15]);
  });

  it('shift-click on a selected row clears the range', () => {
    let selection = clickRow(EMPTY_SELECTION, page, 11, false);
    selection = clickRow(selection, page, 15, true);
    selection = clickRow(selection, page, 13, true);
    // 11..15 were selected; shift-clicking the selected 13 clears 11..13 (from the anchor).
    expect([...selection.ids].sort()).toEqual([14, 15]);
  });

  it('selects and clears the whole page', () => {
    const all = togglePage(EMPTY_SELECTION, page);
    expect(pageSelectionState(all, page)).toBe('all');
    expect(pageSelectionState(clickRow(all, page, 13, false), page)).toBe('some');
    expect(pageSelectionState(togglePage(all, page), page)).toBe('none');
  });

  it('an action that succeeded clears its selection, not one made while it settled', () => {
    const acted = clickRow(EMPTY_SELECTION, page, 12, false);
    expect(afterAction(acted, acted)).toBe(EMPTY_SELECTION);
    // "Select page" clicked after the toast, before the list was read again: it stays.
    const next = togglePage(acted, page);
    expect(afterAction(next, acted)).toBe(next);
    expect(pageSelectionState(afterAction(next, acted), page)).toBe('all');
  });

  it('a page without rows (still loading) has nothing to select', () => {
    expect(pageSelectionState(EMPTY_SELECTION, [])).toBe('empty');
    const some = clickRow(EMPTY_SELECTION, page, 12, false);
    expect(pageSelectionState(some, [])).toBe('empty');
    expect(togglePage(some, [])).toEqual(some);
  });
});

function rfq(id: number, flags: { in_work: boolean; in_archive: boolean }): RfqListItem {
  return {
    id,
    number: `RFQ-${id}`,
    created_at: '2026-01-01T00:00:00Z',
    deadline: null,
    company: { id: 1, name: 'Client' },
    contact: null,
    rfq_manager: null,
    priority: 'ROUTINE',
    is_repair: false,
    sale_type: { id: 1, name: 'Outright' },
    in_work: flags.in_work,
    in_archive: flags.in_archive,
    full_quoted: false,
    activity_status: flags.in_work ? 'in_work' : 'new',
    rfq_status: { id: 1, name: 'New' },
    positions_count: 1,
    kp_count: 0,
    comment: '',
    cancel_comment: '',
  };
}

function pageOf(items: RfqListItem[], count = items.length): Paginated<RfqListItem> {
  return { count, next: null, previous: null, results: items };
}

const NOT_IN_WORK = { in_work: false, in_archive: false };

describe('list movement after actions (spec §4)', () => {
  it('taking RFQs to work removes them from the not-in-work list', () => {
    const page = pageOf([rfq(1, NOT_IN_WORK), rfq(2, NOT_IN_WORK), rfq(3, NOT_IN_WORK)], 25);
    const taken = [1, 3].map((id) => ({ ...rfq(id, NOT_IN_WORK), ...ACTION_RESULT.get_in_work }));
    const after = pageAfterActions(page, 'not_in_work', taken);
    expect(after.results.map((item) => item.id)).toEqual([2]);
    expect(after.count).toBe(23);
  });

  it('an RFQ that stays in the list is updated in place (give to work from in work)', () => {
    const inWork = { in_work: true, in_archive: false };
    const page = pageOf([rfq(1, inWork), rfq(2, inWork)]);
    const given = { ...rfq(2, inWork), rfq_manager: { id: 9, name: 'Anna' } };
    const after = pageAfterActions(page, 'in_work', [given]);
    expect(after.results.map((item) => item.rfq_manager?.name ?? null)).toEqual([null, 'Anna']);
    expect(after.count).toBe(2);
  });

  it('quoting and cancelling move RFQs to the archive; renewing takes them out of it', () => {
    const inWork = { in_work: true, in_archive: false };
    const quoted = { ...rfq(1, inWork), ...ACTION_RESULT.finish };
    expect(pageAfterActions(pageOf([rfq(1, inWork)]), 'in_work', [quoted]).results).toEqual([]);
    const archived = { in_work: false, in_archive: true };
    const renewed = { ...rfq(4, archived), ...ACTION_RESULT.renew };
    expect(pageAfterActions(pageOf([rfq(4, archived)]), 'archive', [renewed]).count).toBe(0);
  });

  it('a new RFQ is prepended and the list kept to 10 items', () => {
    const ten = Array.from({ length: 10 }, (_, i) => rfq(i + 1, NOT_IN_WORK));
    const after = pageWithCreated(pageOf(ten, 42), 'not_in_work', rfq(99, NOT_IN_WORK));
    expect(after.results).toHaveLength(10);
    expect(after.results[0]?.id).toBe(99);
    expect(after.results.map((item) => item.id)).not.toContain(10);
    expect(after.count).toBe(43);
  });

  it('a new RFQ of another list leaves the page alone', () => {
    const page = pageOf([rfq(1, { in_work: true, in_archive: false })]);
    expect(pageWithCreated(page, 'in_work', rfq(99, NOT_IN_WORK))).toBe(page);
  });
});
