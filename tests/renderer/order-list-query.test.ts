/** The orders summary's request (empty filters dropped, spec §5) and its remembered view. */
import { describe, expect, it } from 'vitest';
import { summaryOrderQuerySchema } from '../../src-shared/api/order.ts';
import { toQueryString } from '../../src-shared/domain/filters.ts';
import type { PageSize } from '../../src-shared/domain/constants.ts';
import {
  EMPTY_ORDER_FILTERS,
  orderListCodec,
  type OrderFilters,
} from '../../src-renderer/features/order/listQuery.ts';

const orderListParams = (
  filters: OrderFilters,
  pageIndex: number,
  pageSize: PageSize,
  orderBy: string | undefined,
) => orderListCodec.params({ filters, pageSize, ordering: orderBy }, pageIndex);

describe('orders summary request', () => {
  it('drops empty filters; open orders are the default and not asked for by name', () => {
    const params = orderListParams({ ...EMPTY_ORDER_FILTERS, search: ' ' }, 0, 10, undefined);
    expect(toQueryString(params)).toBe('?page=1&page_size=10');
  });

  it('sends search, company, priority, archive and order_by as the server reads them', () => {
    const params = orderListParams(
      { search: ' ORD-1 ', company: '8', company_name: 'LHT', priority: 'CRITICAL', archive: true },
      1,
      20,
      '-total',
    );
    expect(params).toEqual({
      page: 2,
      page_size: 20,
      search: 'ORD-1',
      company: 8,
      priority: 'CRITICAL',
      archive: 'true',
      order_by: '-total',
    });
    expect(summaryOrderQuerySchema.safeParse(params).success).toBe(true);
    expect(orderListParams(EMPTY_ORDER_FILTERS, 0, 10, 'hack').order_by).toBeUndefined();
  });

  it('maps sorting to order_by and remembers the view', () => {
    expect(orderListCodec.orderingOf([{ id: 'delivery_date', desc: false }])).toBe('delivery_date');
    expect(orderListCodec.sortingOf('-date')).toEqual([{ id: 'date', desc: true }]);
    const view = {
      filters: { ...EMPTY_ORDER_FILTERS, archive: true, priority: 'AOG' },
      pageSize: 30 as const,
      ordering: 'company',
    };
    expect(orderListCodec.toSaved(view)).toEqual({
      archive: true,
      priority: 'AOG',
      page_size: 30,
      order_by: 'company',
    });
    expect(orderListCodec.fromSaved(orderListCodec.toSaved(view))).toEqual(view);
  });

  it('keeps the open/archive switch when the filters are cleared, and does not count it', () => {
    const filters = { ...EMPTY_ORDER_FILTERS, archive: true, company: '8', company_name: 'LHT' };
    expect(orderListCodec.hasActiveFilters(filters)).toBe(true);
    const cleared = orderListCodec.clearedFilters(filters);
    expect(cleared).toEqual({ ...EMPTY_ORDER_FILTERS, archive: true });
    expect(orderListCodec.hasActiveFilters(cleared)).toBe(false);
    expect(orderListParams(cleared, 0, 10, undefined)).toEqual({
      page: 1,
      page_size: 10,
      archive: 'true',
    });
  });
});
