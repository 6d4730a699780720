/**
 * The orders summary as the list codec reads it (spec §7 "Orders": GET summary_order/ with page,
 * search, page_size, order_by, company, priority, archive), remembered in `Filters.order`.
 */
import { ORDER_ORDERING } from '../../../src-shared/api/order.ts';
import { RFQ_PRIORITIES } from '../../../src-shared/domain/priority.ts';
import {
  defineList,
  listCodec,
  type FiltersOf,
  type ListView,
  type ParamsOf,
} from '../../lib/listQuery.ts';

const ORDER_LIST = defineList({
  fields: {
    search: { kind: 'text', max: 100 },
    company: { kind: 'id' },
    company_name: { kind: 'label', of: 'company' },
    priority: { kind: 'oneOf', values: RFQ_PRIORITIES },
    /** Archived (closed or cancelled) orders instead of open ones: 'false' is the default. */
    archive: { kind: 'flag' },
  },
  ordering: { param: 'order_by', fields: ORDER_ORDERING },
});

export const orderListCodec = listCodec(ORDER_LIST);
export type OrderFilters = FiltersOf<typeof ORDER_LIST>;
export type OrderListParams = ParamsOf<typeof ORDER_LIST>;
export type OrderListView = ListView<typeof ORDER_LIST>;
export const EMPTY_ORDER_FILTERS = orderListCodec.emptyFilters;
