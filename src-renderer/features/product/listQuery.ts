/**
 * Products as the list codec reads them (GET product/), in `Filters.product`. Each boolean flag
 * of spec §3 is a three-way filter: '' any, 'true' only those, 'false' all but those.
 */
import { PRODUCT_ORDERING } from '../../../src-shared/api/product.ts';
import {
  BOOLEAN_PRODUCT_FLAGS,
  PRODUCT_STATUSES,
  type BooleanProductFlag,
} from '../../../src-shared/domain/product.ts';
import { field, listCodec, type ListParams } from '../../lib/listQuery.ts';

const flagFields = Object.fromEntries(
  BOOLEAN_PRODUCT_FLAGS.map((flag) => [flag, field.yesNo]),
) as Record<BooleanProductFlag, typeof field.yesNo>;

export const productListCodec = listCodec({
  fields: {
    search: field.text(100),
    warehouse: field.id,
    status: field.oneOf(PRODUCT_STATUSES),
    request_category: field.id,
    ...flagFields,
  },
  ordering: { param: 'order_by', fields: PRODUCT_ORDERING },
});
export type ProductListParams = ListParams<typeof productListCodec>;
