/**
 * Product requests as the list codec reads them (GET product_request/), in
 * `Filters.product_request`. `closed` is '' for the open ones (the server's default) or 'true'.
 */
import { PRODUCT_REQUEST_ORDERING } from '../../../src-shared/api/product-request.ts';
import { PRODUCT_REQUEST_PRIORITIES } from '../../../src-shared/domain/product-request.ts';
import { field, listCodec, type ListParams } from '../../lib/listQuery.ts';

export const productRequestListCodec = listCodec({
  fields: {
    search: field.text(100),
    closed: field.yesNo,
    category: field.id,
    priority: field.oneOf(PRODUCT_REQUEST_PRIORITIES),
    created_by: field.id,
  },
  ordering: { param: 'ordering', fields: PRODUCT_REQUEST_ORDERING },
});
export type ProductRequestListParams = ListParams<typeof productRequestListCodec>;
