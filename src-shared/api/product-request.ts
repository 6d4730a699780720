/**
 * Product requests (spec §3 "Product request", §7 "Product requests"). Area 'product': a request
 * asks the warehouse for its own stock, so whoever writes products (the warehouse roles, FG sales
 * admin, admin) files, edits, closes and deletes requests, and whoever reads products (sales,
 * buyers, logistics, the auditor) reads them; a client reads none of it (it has no 'product'
 * area). The rules are src-shared/domain/product-request.ts.
 *
 * Our decisions where §7 names a call and not its shape:
 *   - the list shows open requests unless `closed=true` is given (`closed=false` is the default);
 *     it filters by category, priority, who filed it (`created_by`, a user id) and `search` (the
 *     comment, a product's part number or label code), pages like every list and sorts by
 *     `ordering` (PRODUCT_REQUEST_ORDERING; priority sorts by urgency, AOG first);
 *   - `multy_close_request/` is all or nothing with a reason per refused request (the RFQ bulk
 *     shape, BulkRefusal), and answers the requests as they are after;
 *   - create and edit answer the request with its products.
 */
import { z } from 'zod';
import { PRODUCT_REQUEST_PRIORITIES } from '../domain/product-request.ts';
import { PRODUCT_STATUSES } from '../domain/product.ts';
import { idSchema, isoDateSchema, optionalText, patchOf } from './fields.ts';
import { refSchema } from './records.ts';
import { bulkResultOf } from './results.ts';
import { flagFilterSchema, listQuery, orderingSchema } from './list-query.ts';
import { collectionEndpoints, endpoint } from './endpoint.ts';

export const PRODUCT_REQUEST_ORDERING = [
  'id',
  'created_at',
  'target_date',
  'priority',
  'category',
] as const;

const priorityEnum = z.enum(PRODUCT_REQUEST_PRIORITIES);

/** `search`: the comment, a product's part number or its label code. */
export const productRequestListQuerySchema = listQuery({
  closed: flagFilterSchema,
  category: idSchema.optional(),
  priority: priorityEnum.optional(),
  created_by: idSchema.optional(),
  ordering: orderingSchema(PRODUCT_REQUEST_ORDERING, 'ordering'),
});
export type ProductRequestListQuery = z.input<typeof productRequestListQuerySchema>;

export const productRequestSchema = z.object({
  id: z.number(),
  /** PR-00042 (productRequestNumber). */
  number: z.string(),
  category: refSchema,
  target_date: z.string().nullable(),
  priority: priorityEnum,
  comment: z.string(),
  closed: z.boolean(),
  created_by: refSchema.nullable(),
  created_at: z.string(),
  products_count: z.number(),
  /** The products' part numbers, each once, in order. */
  part_numbers: z.array(z.string()),
});
export type ProductRequest = z.infer<typeof productRequestSchema>;

export const requestedProductSchema = z.object({
  id: z.number(),
  label_code: z.string(),
  part_number: z.string(),
  description: z.string(),
  warehouse: refSchema.nullable(),
  quantity: z.number(),
  status: z.enum(PRODUCT_STATUSES),
});
export type RequestedProduct = z.infer<typeof requestedProductSchema>;

export const productRequestDetailSchema = productRequestSchema.extend({
  products: z.array(requestedProductSchema),
});
export type ProductRequestDetail = z.infer<typeof productRequestDetailSchema>;

const prioritySchema = z.enum(PRODUCT_REQUEST_PRIORITIES, {
  error: `Choose one of: ${PRODUCT_REQUEST_PRIORITIES.join(', ')}.`,
});
const commentSchema = z.string().trim().max(2000, { error: 'At most 2000 characters.' });

export const productRequestCreateSchema = z.object({
  products: z
    .array(idSchema, { error: 'Choose the products.' })
    .min(1, { error: 'Choose at least one product.' })
    .max(500, { error: 'At most 500 products at a time.' }),
  category: idSchema,
  target_date: isoDateSchema.nullable().optional(),
  priority: prioritySchema.optional(),
  comment: optionalText(2000),
});
export type ProductRequestCreate = z.input<typeof productRequestCreateSchema>;

export const productRequestUpdateSchema = patchOf(
  z.object({
    target_date: isoDateSchema.nullable(),
    priority: prioritySchema,
    comment: commentSchema,
  }),
);

const productRequestsCloseSchema = z.object({
  requests: z
    .array(idSchema, { error: 'Choose the requests.' })
    .min(1, { error: 'Choose at least one request.' })
    .max(500, { error: 'At most 500 requests at a time.' }),
});

const productRequestsBulkResultSchema = bulkResultOf(productRequestSchema);

const collection = collectionEndpoints(':role/product_request/', 'product');

export const productRequestEndpoints = {
  list: collection.list(productRequestListQuerySchema, productRequestSchema),
  create: collection.create(productRequestCreateSchema, productRequestDetailSchema),
  one: collection.one(productRequestDetailSchema),
  update: collection.update(productRequestUpdateSchema, productRequestDetailSchema),
  close: endpoint({
    method: 'POST',
    path: ':role/product_request/multy_close_request/',
    body: productRequestsCloseSchema,
    response: productRequestsBulkResultSchema,
    area: 'product',
  }),
  remove: collection.remove(),
};
