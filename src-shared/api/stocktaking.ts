/**
 * Stocktaking (spec §3, §4, §7 "Stocktaking"). Area 'stocktaking'. The rules are
 * src-shared/domain/stocktaking.ts.
 *
 * Beyond §7's calls, counting by scanner: `scan/` takes what a barcode scanner typed (a product's
 * label code, its serial number or a unit's) and counts that product at once, or says why not
 * ("already counted", not found, another warehouse); `missing/` lists what is expected and not
 * counted yet. Both answer the counts, so the screen shows scanned against expected after each.
 */
import { z } from 'zod';
import { STOCKTAKING_TYPES } from '../domain/stocktaking.ts';
import { idSchema, isoDateSchema, optionalText, patchOf, requiredText } from './fields.ts';
import { refSchema } from './records.ts';
import { flagFilterSchema, listQuery } from './list-query.ts';
import { quantitySchema } from './numbers.ts';
import { collectionEndpoints, endpoint } from './endpoint.ts';
import { productLineFields } from './product.ts';

export const stocktakingListQuerySchema = listQuery({
  warehouse: idSchema.optional(),
  stocktaking_type: z.enum(STOCKTAKING_TYPES).optional(),
  creator: idSchema.optional(),
  confirmed: flagFilterSchema,
});
export type StocktakingListQuery = z.input<typeof stocktakingListQuerySchema>;

export const stocktakingSchema = z.object({
  id: z.number(),
  title: z.string(),
  comment: z.string(),
  warehouse: refSchema,
  stocktaking_type: z.enum(STOCKTAKING_TYPES),
  creator: refSchema.nullable(),
  confirmed: z.boolean(),
  confirm_date: z.string().nullable(),
  save_donor: z.string(),
  /** Products counted in it. */
  counted: z.number(),
  /** Products it expects: its warehouse's in stock, not archived. */
  expected: z.number(),
  created_at: z.string(),
});
export type Stocktaking = z.infer<typeof stocktakingSchema>;

export const countedProductSchema = z.object({
  id: z.number(),
  product: z.object({
    ...productLineFields,
    quantity: z.number(),
    location: z.string(),
    warehouse: refSchema.nullable(),
  }),
  output: z.number(),
  scanned_by: refSchema.nullable(),
  created_at: z.string(),
});
export type CountedProduct = z.infer<typeof countedProductSchema>;

export const stocktakingDetailSchema = stocktakingSchema.extend({
  /** Newest first: the last scan on top. */
  products: z.array(countedProductSchema),
});
export type StocktakingDetail = z.infer<typeof stocktakingDetailSchema>;

export const stocktakingCreateSchema = z.object({
  title: requiredText(200),
  comment: optionalText(2000),
  warehouse: idSchema,
  stocktaking_type: z.enum(STOCKTAKING_TYPES).optional(),
});

export const stocktakingUpdateSchema = patchOf(
  z.object({ title: requiredText(200), comment: z.string().trim().max(2000) }),
);

const confirmStocktakingSchema = z.object({
  confirm_date: isoDateSchema,
  save_donor: optionalText(100),
});

const outputSchema = quantitySchema({
  type: 'Enter the quantity found.',
  min: [0, 'The quantity found cannot be negative.'],
});

const stocktakingProductCreateSchema = z.object({
  stocktaking: idSchema,
  product: idSchema,
  output: outputSchema.optional(),
});

const stocktakingProductsManySchema = z.object({
  stocktaking: idSchema,
  products: z
    .array(idSchema, { error: 'Choose the products.' })
    .min(1, { error: 'Choose at least one product.' })
    .max(1000, { error: 'At most 1000 products at a time.' }),
});

const scanSchema = z.object({
  code: z
    .string({ error: 'Scan a label or a serial number.' })
    .trim()
    .min(1, { error: 'Scan a label or a serial number.' })
    .max(100, { error: 'That is not a code we print or record.' }),
});

/** `message`, not `detail`: a scan's success is shown on the screen, not as a toast per scan. */
export const scanResultSchema = z.object({
  message: z.string(),
  counted: countedProductSchema,
  stocktaking: stocktakingSchema,
});
export type ScanResult = z.infer<typeof scanResultSchema>;

const collection = collectionEndpoints(':role/stocktaking/', 'stocktaking');

export const stocktakingEndpoints = {
  list: collection.list(stocktakingListQuerySchema, stocktakingSchema),
  create: collection.create(stocktakingCreateSchema, stocktakingDetailSchema),
  one: collection.one(stocktakingDetailSchema),
  update: collection.update(stocktakingUpdateSchema, stocktakingDetailSchema),
  remove: collection.remove(),
  confirm: endpoint({
    method: 'PATCH',
    path: ':role/stocktaking/:id/confirm_stocktaking/',
    body: confirmStocktakingSchema,
    response: stocktakingDetailSchema,
    area: 'stocktaking',
  }),
  cancelConfirm: endpoint({
    method: 'PATCH',
    path: ':role/stocktaking/:id/cancel_confirm_stocktaking/',
    response: stocktakingDetailSchema,
    area: 'stocktaking',
  }),
  scan: endpoint({
    method: 'POST',
    path: ':role/stocktaking/:id/scan/',
    body: scanSchema,
    response: scanResultSchema,
    area: 'stocktaking',
  }),
  missing: endpoint({
    method: 'GET',
    path: ':role/stocktaking/:id/missing/',
    response: z.array(countedProductSchema.shape.product),
    area: 'stocktaking',
  }),
  addProduct: endpoint({
    method: 'POST',
    path: ':role/stocktaking_product/',
    body: stocktakingProductCreateSchema,
    response: countedProductSchema,
    area: 'stocktaking',
    status: 201,
  }),
  addMany: endpoint({
    method: 'POST',
    path: ':role/stocktaking_product/create_many/',
    body: stocktakingProductsManySchema,
    response: stocktakingDetailSchema,
    area: 'stocktaking',
    status: 201,
  }),
  removeProduct: endpoint({
    method: 'DELETE',
    path: ':role/stocktaking_product/:id/',
    response: z.void(),
    area: 'stocktaking',
    status: 204,
  }),
};
