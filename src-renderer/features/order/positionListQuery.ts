/**
 * Order positions across orders as the list codec reads them (spec §7 "Order positions": GET
 * order_position/ with its filters), remembered in `Filters.order_position`.
 */
import { PRODUCT_STATUSES } from '../../../src-shared/domain/product.ts';
import { ORDER_POSITION_STATUSES } from '../../../src-shared/api/order.ts';
import { ORDER_POSITION_ORDERING } from '../../../src-shared/api/order-position.ts';
import { listCodec, type ListParams } from '../../lib/listQuery.ts';

export const positionListCodec = listCodec({
  fields: {
    search: { kind: 'text', max: 100 },
    client: { kind: 'id' },
    /** The chosen client's name, kept only to show it again (never sent). */
    client_name: { kind: 'label', of: 'client' },
    active_status: { kind: 'oneOf', values: ORDER_POSITION_STATUSES },
    product_status: { kind: 'oneOf', values: PRODUCT_STATUSES },
    confirmed: { kind: 'yesNo' },
    has_problem: { kind: 'yesNo' },
    delivery_type: { kind: 'id' },
    esd_date: { kind: 'date' },
    planning_date: { kind: 'date' },
  },
  ordering: { param: 'order_by', fields: ORDER_POSITION_ORDERING },
});
export type PositionListParams = ListParams<typeof positionListCodec>;
