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
import { listCodec, type ListParams } from '../../lib/listQuery.ts';

const flagFields = Object.fromEntries(
  BOOLEAN_PRODUCT_FLAGS.map((flag) => [flag, { kind: 'yesNo' }]),
) as Record<BooleanProductFlag, { kind: 'yesNo' }>;

export const productListCodec = listCodec({
  fields: {
    search: { kind: 'text', max: 100 },
    warehouse: { kind: 'id' },
    status: { kind: 'oneOf', values: PRODUCT_STATUSES },
    request_category: { kind: 'id' },
    ...flagFields,
  },
  ordering: { param: 'order_by', fields: PRODUCT_ORDERING },
});
export type ProductListParams = ListParams<typeof productListCodec>;
