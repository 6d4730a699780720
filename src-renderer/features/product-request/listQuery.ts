/**
 * Product requests as the list codec reads them (GET product_request/), in
 * `Filters.product_request`. `closed` is '' for the open ones (the server's default) or 'true'.
 */
import { PRODUCT_REQUEST_ORDERING } from '../../../src-shared/api/product-request.ts';
import { PRODUCT_REQUEST_PRIORITIES } from '../../../src-shared/domain/product-request.ts';
import { listCodec, type ListParams } from '../../lib/listQuery.ts';

export const productRequestListCodec = listCodec({
  fields: {
    search: { kind: 'text', max: 100 },
    closed: { kind: 'yesNo' },
    category: { kind: 'id' },
    priority: { kind: 'oneOf', values: PRODUCT_REQUEST_PRIORITIES },
    created_by: { kind: 'id' },
  },
  ordering: { param: 'ordering', fields: PRODUCT_REQUEST_ORDERING },
});
export type ProductRequestListParams = ListParams<typeof productRequestListCodec>;
