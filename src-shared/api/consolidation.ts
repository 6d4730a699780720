/**
 * Consolidations (spec §3, §4, §7 "Consolidation"). Area 'consolidation'. The rules are
 * src-shared/domain/consolidation.ts.
 *
 * Our reading of §7's names: `bad_products=true` lists consolidations carrying a product with a
 * docs problem (no trace document: it cannot clear customs as it is); the dates filter by that
 * day; `archived_consolidations=true` lists the arrived ones (the archive) instead of the others.
 * Documents are `{id}/logistic_document/` and `{id}/customs_document/` (POST), with the
 * document's id after them for PATCH and DELETE; a document's files hang on its uuid (files area).
 */
import { z } from 'zod';
import { CONSOLIDATION_STATUSES, DOCUMENT_KINDS } from '../domain/consolidation.ts';
import { idSchema, isoDateSchema, optionalText, patchOf, requiredText } from './fields.ts';
import { refSchema } from './records.ts';
import { flagFilterSchema, listQuery, orderingSchema } from './list-query.ts';
import { quantitySchema } from './numbers.ts';
import { collectionEndpoints, endpoint } from './endpoint.ts';
import { productLineFields } from './product.ts';

export const CONSOLIDATION_ORDERING = [
  'number',
  'shipping_date',
  'arrival_date',
  'target_date',
  'created_at',
] as const;

export const consolidationListQuerySchema = listQuery({
  bad_products: flagFilterSchema,
  shipping_date: isoDateSchema.optional(),
  arrival_date: isoDateSchema.optional(),
  target_date: isoDateSchema.optional(),
  consolidation_status: z.enum(CONSOLIDATION_STATUSES).optional(),
  from_point: idSchema.optional(),
  to_point: idSchema.optional(),
  archived_consolidations: flagFilterSchema,
  order_by: orderingSchema(CONSOLIDATION_ORDERING, 'order_by'),
});
export type ConsolidationListQuery = z.input<typeof consolidationListQuerySchema>;

export const consolidationSchema = z.object({
  id: z.number(),
  number: z.string(),
  uuid: z.string(),
  consolidation_status: z.enum(CONSOLIDATION_STATUSES),
  from_point: refSchema,
  to_point: refSchema,
  target_date: z.string().nullable(),
  shipping_date: z.string().nullable(),
  arrival_date: z.string().nullable(),
  comment: z.string(),
  products_count: z.number(),
  quantity: z.number(),
  /** Products on it with a docs problem (no trace document on file). */
  bad_products: z.number(),
  created_at: z.string(),
});
export type Consolidation = z.infer<typeof consolidationSchema>;

export const consolidationProductSchema = z.object({
  ...productLineFields,
  /** How many of the product travel. */
  quantity: z.number(),
  /** How many the product holds. */
  available: z.number(),
  docs_problem: z.boolean(),
});
export type ConsolidationProduct = z.infer<typeof consolidationProductSchema>;

export const consolidationDocumentSchema = z.object({
  id: z.number(),
  kind: z.enum(DOCUMENT_KINDS),
  number: z.string(),
  document_date: z.string().nullable(),
  comment: z.string(),
  uuid: z.string(),
  files_count: z.number(),
});
export type ConsolidationDocument = z.infer<typeof consolidationDocumentSchema>;

const consolidationEventSchema = z.object({
  id: z.number(),
  action: z.string(),
  detail: z.string(),
  by: refSchema.nullable(),
  at: z.string(),
});

export const consolidationDetailSchema = consolidationSchema.extend({
  products: z.array(consolidationProductSchema),
  logistic_documents: z.array(consolidationDocumentSchema),
  customs_documents: z.array(consolidationDocumentSchema),
  timeline: z.array(consolidationEventSchema),
});
export type ConsolidationDetail = z.infer<typeof consolidationDetailSchema>;

const productsField = z
  .array(
    z.object({
      id: idSchema,
      quantity: quantitySchema({ min: [0, 'A quantity cannot be below 0.'] }),
    }),
    { error: 'Choose the products.' },
  )
  .min(1, { error: 'Choose at least one product.' })
  .max(500, { error: 'At most 500 products at a time.' });

export const consolidationCreateSchema = z.object({
  from_point: idSchema,
  to_point: idSchema,
  target_date: isoDateSchema.nullable().optional(),
  comment: optionalText(2000),
});

export const consolidationUpdateSchema = patchOf(
  z.object({
    to_point: idSchema,
    target_date: isoDateSchema.nullable(),
    comment: z.string().trim().max(2000),
  }),
);

export type ConsolidationUpdate = z.input<typeof consolidationUpdateSchema>;

const addProductsSchema = z.object({
  products: productsField.refine((list) => list.every((entry) => entry.quantity >= 1), {
    error: 'A product travels with a quantity of at least 1.',
  }),
});

const decreaseSchema = z.object({ products: productsField });

const documentSchema = z.object({
  number: requiredText(100),
  document_date: isoDateSchema.nullable().optional(),
  comment: optionalText(1000),
});

function documentEndpoints<const Kind extends 'logistic' | 'customs'>(kind: Kind) {
  return {
    create: endpoint({
      method: 'POST',
      path: `:role/consolidation/:id/${kind}_document/`,
      body: documentSchema,
      response: consolidationDetailSchema,
      area: 'consolidation',
      status: 201,
    }),
    update: endpoint({
      method: 'PATCH',
      path: `:role/consolidation/:id/${kind}_document/:documentId/`,
      body: documentSchema.partial(),
      response: consolidationDetailSchema,
      area: 'consolidation',
    }),
    remove: endpoint({
      method: 'DELETE',
      path: `:role/consolidation/:id/${kind}_document/:documentId/`,
      response: consolidationDetailSchema,
      area: 'consolidation',
    }),
  };
}

export const logisticDocumentEndpoints = documentEndpoints('logistic');
export const customsDocumentEndpoints = documentEndpoints('customs');

const collection = collectionEndpoints(':role/consolidation/', 'consolidation');

export const consolidationEndpoints = {
  list: collection.list(consolidationListQuerySchema, consolidationSchema),
  create: collection.create(consolidationCreateSchema, consolidationDetailSchema),
  one: collection.one(consolidationDetailSchema),
  update: collection.update(consolidationUpdateSchema, consolidationDetailSchema),
  remove: collection.remove(),
  departure: endpoint({
    method: 'POST',
    path: ':role/consolidation/:id/departure/',
    body: z.object({ shipping_date: isoDateSchema }),
    response: consolidationDetailSchema,
    area: 'consolidation',
  }),
  arrive: endpoint({
    method: 'POST',
    path: ':role/consolidation/:id/arrive/',
    body: z.object({ arrival_date: isoDateSchema }),
    response: consolidationDetailSchema,
    area: 'consolidation',
  }),
  cancelDeparture: endpoint({
    method: 'POST',
    path: ':role/consolidation/:id/cancel_departure/',
    response: consolidationDetailSchema,
    area: 'consolidation',
  }),
  addProducts: endpoint({
    method: 'POST',
    path: ':role/consolidation/:id/add_products/',
    body: addProductsSchema,
    response: consolidationDetailSchema,
    area: 'consolidation',
  }),
  decrease: endpoint({
    method: 'POST',
    path: ':role/consolidation/:id/decrease_products_quantity/',
    body: decreaseSchema,
    response: consolidationDetailSchema,
    area: 'consolidation',
  }),
  logisticDocument: logisticDocumentEndpoints.create,
  updateLogisticDocument: logisticDocumentEndpoints.update,
  removeLogisticDocument: logisticDocumentEndpoints.remove,
  customsDocument: customsDocumentEndpoints.create,
  updateCustomsDocument: customsDocumentEndpoints.update,
  removeCustomsDocument: customsDocumentEndpoints.remove,
};
