/** The assessments list's request (empty and refused values dropped, spec §5) and its view. */
import { describe, expect, it } from 'vitest';
import { assessmentListQuerySchema } from '../../src-shared/api/assessment.ts';
import { toQueryString } from '../../src-shared/domain/filters.ts';
import { assessmentListCodec } from '../../src-renderer/features/assessment/listQuery.ts';

const EMPTY = assessmentListCodec.emptyFilters;

describe('assessments list request', () => {
  it('drops empty filters', () => {
    const params = assessmentListCodec.params(
      { filters: { ...EMPTY, search: ' ' }, pageSize: 10, ordering: undefined },
      0,
    );
    expect(toQueryString(params)).toBe('?page=1&page_size=10');
  });

  it('sends state, condition group, valid dates, search and ordering as the server reads them', () => {
    const filters = {
      search: ' ASM-2026 ',
      status: 'calculated',
      condition_group: 'overhauled',
      valid_date_from: '2027-01-01',
      valid_date_to: '2027-03-31',
    };
    const params = assessmentListCodec.params(
      { filters, pageSize: 20, ordering: '-valid_date' },
      1,
    );
    // Every filter is sent as it was set, the search trimmed.
    expect(params).toEqual({
      page: 2,
      page_size: 20,
      ...filters,
      search: 'ASM-2026',
      ordering: '-valid_date',
    });
    expect(assessmentListQuerySchema.safeParse(params).success).toBe(true);
  });

  it('leaves out what the server would refuse: an unknown state, a bad date, an unknown order', () => {
    const params = assessmentListCodec.params(
      {
        filters: { ...EMPTY, status: 'priced', valid_date_from: '2027-02-30' },
        pageSize: 10,
        ordering: 'comment',
      },
      0,
    );
    expect(params).toEqual({ page: 1, page_size: 10 });
  });

  it('maps the sortable columns to the ordering', () => {
    expect(assessmentListCodec.orderingOf([{ id: 'products_count', desc: true }])).toBe(
      '-products_count',
    );
    expect(assessmentListCodec.sortingOf('created_at')).toEqual([
      { id: 'created_at', desc: false },
    ]);
  });
});
