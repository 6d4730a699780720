/** Purchase orders as the list codec reads them (GET purchase_order/), in `Filters.purchase_order`. */
import { PURCHASE_ORDERING } from '../../../src-shared/api/purchase.ts';
import { COMPONENT_TYPES } from '../../../src-shared/domain/component-type.ts';
import { PURCHASE_STATUSES } from '../../../src-shared/domain/purchase.ts';
import { listCodec, type ListParams } from '../../lib/listQuery.ts';

export const purchaseListCodec = listCodec({
  fields: {
    search: { kind: 'text', max: 100 },
    confirmed: { kind: 'yesNo' },
    active_status: { kind: 'oneOf', values: PURCHASE_STATUSES },
    component_type: { kind: 'oneOf', values: COMPONENT_TYPES },
    supplier: { kind: 'id' },
    supplier_name: { kind: 'label', of: 'supplier' },
  },
  ordering: { param: 'order_by', fields: PURCHASE_ORDERING },
});
export type PurchaseListParams = ListParams<typeof purchaseListCodec>;
