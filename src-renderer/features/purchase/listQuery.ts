/** Purchase orders as the list codec reads them (GET purchase_order/), in `Filters.purchase_order`. */
import { PURCHASE_ORDERING } from '../../../src-shared/api/purchase.ts';
import { COMPONENT_TYPES } from '../../../src-shared/domain/component-type.ts';
import { PURCHASE_STATUSES } from '../../../src-shared/domain/purchase.ts';
import { field, listCodec, type ListParams } from '../../lib/listQuery.ts';

export const purchaseListCodec = listCodec({
  fields: {
    search: field.text(100),
    confirmed: field.yesNo,
    active_status: field.oneOf(PURCHASE_STATUSES),
    component_type: field.oneOf(COMPONENT_TYPES),
    supplier: field.id,
    supplier_name: field.label('supplier'),
  },
  ordering: { param: 'order_by', fields: PURCHASE_ORDERING },
});
export type PurchaseListParams = ListParams<typeof purchaseListCodec>;
