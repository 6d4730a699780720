/**
 * Order positions across orders as the list codec reads them (spec §7 "Order positions": GET
 * order_position/ with its filters), remembered in `Filters.order_position`.
 */
import { PRODUCT_STATUSES } from '../../../src-shared/domain/product.ts';
import { ORDER_POSITION_STATUSES } from '../../../src-shared/api/order.ts';
import { ORDER_POSITION_ORDERING } from '../../../src-shared/api/order-position.ts';
import { field, listCodec, type ListParams } from '../../lib/listQuery.ts';

export const positionListCodec = listCodec({
  fields: {
    search: field.text(100),
    client: field.id,
    /** The chosen client's name, kept only to show it again (never sent). */
    client_name: field.label('client'),
    active_status: field.oneOf(ORDER_POSITION_STATUSES),
    product_status: field.oneOf(PRODUCT_STATUSES),
    confirmed: field.yesNo,
    has_problem: field.yesNo,
    delivery_type: field.id,
    esd_date: field.date,
    planning_date: field.date,
  },
  ordering: { param: 'order_by', fields: ORDER_POSITION_ORDERING },
});
export type PositionListParams = ListParams<typeof positionListCodec>;
