/**
 * The orders summary as the list codec reads it (spec §7 "Orders": GET summary_order/ with page,
 * search, page_size, order_by, company, priority, archive), remembered in `Filters.order`.
 */
import { ORDER_ORDERING } from '../../../src-shared/api/order.ts';
import { field, listCodec, type ListFilters, type ListParams } from '../../lib/listQuery.ts';
import { SALES_FILTERS } from '../rfq/listQuery.ts';

export const orderListCodec = listCodec({
  fields: {
    ...SALES_FILTERS,
    /** Archived (closed or cancelled) orders instead of open ones ('false' is the default). */
    archive: field.flag,
  },
  ordering: { param: 'order_by', fields: ORDER_ORDERING },
});
export type OrderFilters = ListFilters<typeof orderListCodec>;
export type OrderListParams = ListParams<typeof orderListCodec>;
export const EMPTY_ORDER_FILTERS = orderListCodec.emptyFilters;
