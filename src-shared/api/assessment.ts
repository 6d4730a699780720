/**
 * Assessments: sale-price valuations of warehouse products (spec §3 "Assessment", §7 "Products"
 * and "Assessments"). The rules, the states and the price formula are
 * src-shared/domain/assessment.ts.
 *
 * Who: area 'assessment'. The pricing analyst (and the admin) write; the warehouse superman, the
 * FG sales admin and the auditor read; a warehouseman, a sales manager or a client has none of it.
 * What a reader sees (audience.ts): the evidence (offer median, lowest, highest, count, margin) is
 * what suppliers ask of us, so the 'pricing' audience; the suggested and chosen sale prices are
 * staff's, as a product's sale price is.
 *
 * Our decisions where §7 names a call and not its shape:
 *   - the product calls (`:role/product/...`): `get_reasonable_assessment/` answers the evidence
 *     and the suggested price of one product; `assessment/` makes a one-product assessment (draft,
 *     priced at once); `set_assessment/` sets products' sale prices directly, all or nothing with
 *     a reason per refused product (the product bulk shape), answering 'Sale price has been set';
 *     `add_to_assessment/` adds products (priced at once) to an assessment not approved;
 *   - `full_assessments/` lists (filters below) and reads an assessment with its products; PATCH
 *     edits its head (and approves: status 'approved'); `calculate/` recomputes every product;
 *     `full_product_assessments/{id}/` is one product's line: PATCH chooses its price, DELETE
 *     takes it out;
 *   - `new_assessment/` makes an assessment of the products given, answering 'Assessment saved';
 *   - `products_for_assessment/` lists the products one may assess (in stock, not archived, not
 *     sold), with the product list's filters and whether each is in an open assessment;
 *   - `offer/median_price/` is the evidence of a part number (and its alternates) between two
 *     dates; a part number not in the inventory is a field error, a part without offers answers
 *     nulls and says so.
 */
import { z } from 'zod';
import { ASSESSMENT_STATUSES, CONDITION_GROUPS } from '../domain/assessment.ts';
import { idSchema, isoDateSchema, optionalText, patchOf } from './fields.ts';
import { refSchema } from './records.ts';
import { pageOf } from './results.ts';
import { flagFilterSchema, listQuery, orderingSchema, pageQuerySchema } from './list-query.ts';
import { collectionEndpoints, endpoint } from './endpoint.ts';
import { refItemSchema } from './home.ts';
import {
  productFiltersSchema,
  productIdsSchema,
  productLineFields,
  productsBulkResultSchema,
} from './product.ts';

const conditionGroupSchema = z.enum(CONDITION_GROUPS, {
  error: `condition_group must be one of: ${CONDITION_GROUPS.join(', ')}.`,
});
const statusSchema = z.enum(ASSESSMENT_STATUSES, {
  error: `status must be one of: ${ASSESSMENT_STATUSES.join(', ')}.`,
});

/** A sale price as typed: above 0 (nothing is sold for nothing), in cents, USD. */
export const salePriceSchema = z
  .number({ error: 'Enter a sale price.' })
  .gt(0, { error: 'A sale price is above 0.' })
  .max(1_000_000_000, { error: 'The price is too large.' })
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    error: 'A price has at most 2 decimals.',
  });

/** The evidence behind a price (pricing audience) and the price it suggests (USD). */
export const priceEvidenceSchema = z.object({
  median_price: z.number().nullable(),
  lowest_price: z.number().nullable(),
  highest_price: z.number().nullable(),
  offers_count: z.number(),
  margin_percent: z.number().nullable(),
  suggested_price: z.number().nullable(),
  currency: z.literal('USD'),
});
export type PriceEvidence = z.infer<typeof priceEvidenceSchema>;

export const reasonableAssessmentSchema = priceEvidenceSchema.extend({
  product: z.number(),
  condition_group: conditionGroupSchema,
  /** The part numbers whose offers were read: the product's and its alternates'. */
  part_numbers: z.array(z.string()),
  date_from: z.string(),
  date_to: z.string(),
  /** Why there is no price, when there is none; else null. */
  note: z.string().nullable(),
});
export type ReasonableAssessment = z.infer<typeof reasonableAssessmentSchema>;

export const medianPriceQuerySchema = z.object({
  part_number: z
    .string({ error: 'Enter a part number.' })
    .trim()
    .min(1, { error: 'Enter a part number.' })
    .max(100, { error: 'At most 100 characters.' }),
  date_from: isoDateSchema.optional(),
  date_to: isoDateSchema.optional(),
  condition_group: conditionGroupSchema.optional(),
});
export type MedianPriceQuery = z.input<typeof medianPriceQuerySchema>;

export const medianPriceSchema = priceEvidenceSchema.extend({
  part_number: z.string(),
  part_numbers: z.array(z.string()),
  condition_group: conditionGroupSchema,
  date_from: z.string(),
  date_to: z.string(),
  note: z.string().nullable(),
});
export type MedianPrice = z.infer<typeof medianPriceSchema>;

/** The product of a product assessment, as the assessment shows it. */
const assessedProductSchema = z.object({
  ...productLineFields,
  condition: refItemSchema.nullable(),
  quantity: z.number(),
  status: z.string(),
  warehouse: refSchema.nullable(),
  /** Its sale price now (set by an approval or set_assessment/). */
  sale_price: z.number().nullable(),
});

export const productAssessmentSchema = priceEvidenceSchema.extend({
  id: z.number(),
  product: assessedProductSchema,
  chosen_price: z.number().nullable(),
  calculated_at: z.string().nullable(),
});
export type ProductAssessment = z.infer<typeof productAssessmentSchema>;

export const assessmentSchema = z.object({
  id: z.number(),
  number: z.string(),
  valid_date: z.string(),
  condition_group: conditionGroupSchema,
  status: statusSchema,
  pre_packing: z.boolean(),
  comment: z.string(),
  created_by: refSchema.nullable(),
  products_count: z.number(),
  calculated_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Assessment = z.infer<typeof assessmentSchema>;

export const assessmentDetailSchema = assessmentSchema.extend({
  products: z.array(productAssessmentSchema),
});
export type AssessmentDetail = z.infer<typeof assessmentDetailSchema>;

/** new_assessment/ answers the assessment with its message. */
export const assessmentSavedSchema = assessmentDetailSchema.extend({ detail: z.string() });
export type AssessmentSaved = z.infer<typeof assessmentSavedSchema>;

export const ASSESSMENT_ORDERING = [
  'number',
  'valid_date',
  'status',
  'created_at',
  'products_count',
] as const;

/** `search`: the assessment's number, or a part number of one of its products. */
export const assessmentListQuerySchema = listQuery({
  status: statusSchema.optional(),
  condition_group: conditionGroupSchema.optional(),
  valid_date_from: isoDateSchema.optional(),
  valid_date_to: isoDateSchema.optional(),
  ordering: orderingSchema(ASSESSMENT_ORDERING, 'ordering'),
});
export type AssessmentListQuery = z.input<typeof assessmentListQuerySchema>;

const headFields = {
  valid_date: isoDateSchema,
  condition_group: conditionGroupSchema,
  pre_packing: z.boolean({ error: 'pre_packing is true or false.' }),
  comment: optionalText(2000),
};

export const newAssessmentSchema = z.object({
  products: productIdsSchema,
  valid_date: isoDateSchema,
  condition_group: conditionGroupSchema,
  pre_packing: headFields.pre_packing.optional(),
  comment: headFields.comment,
});

export const assessmentUpdateSchema = patchOf(
  z.object({
    ...headFields,
    comment: z.string().trim().max(2000, { error: 'At most 2000 characters.' }),
    status: statusSchema,
  }),
);

/** A product's own assessment: every field optional (defaults in domain/assessment.ts). */
const productAssessmentCreateSchema = z.object({
  valid_date: isoDateSchema.optional(),
  condition_group: conditionGroupSchema.optional(),
  pre_packing: headFields.pre_packing.optional(),
  comment: headFields.comment,
});

const productAssessmentUpdateSchema = z.object({
  chosen_price: salePriceSchema.nullable(),
});

const setAssessmentSchema = z.object({
  products: z
    .array(z.object({ id: idSchema, sale_price: salePriceSchema }), {
      error: 'Give the products and their sale prices.',
    })
    .min(1, { error: 'Choose at least one product.' })
    .max(500, { error: 'At most 500 products at a time.' }),
});

const addToAssessmentSchema = z.object({
  assessment_id: idSchema,
  products: productIdsSchema,
});

export const productsForAssessmentQuerySchema = pageQuerySchema.extend({
  ...productFiltersSchema.shape,
  /** Only products in no assessment that is not approved (true), or only those in one (false). */
  unassessed: flagFilterSchema,
});
export type ProductsForAssessmentQuery = z.input<typeof productsForAssessmentQuerySchema>;

export const productForAssessmentSchema = assessedProductSchema.extend({
  /** The open (not approved) assessments it is in. */
  assessments: z.array(z.object({ id: z.number(), number: z.string() })),
});
export type ProductForAssessment = z.infer<typeof productForAssessmentSchema>;

const collection = collectionEndpoints(':role/full_assessments/', 'assessment');

export const assessmentEndpoints = {
  reasonable: endpoint({
    method: 'GET',
    path: ':role/product/:id/get_reasonable_assessment/',
    response: reasonableAssessmentSchema,
    area: 'assessment',
  }),
  productAssessment: endpoint({
    method: 'POST',
    path: ':role/product/:id/assessment/',
    body: productAssessmentCreateSchema,
    response: assessmentSavedSchema,
    area: 'assessment',
    status: 201,
  }),
  setAssessment: endpoint({
    method: 'POST',
    path: ':role/product/set_assessment/',
    body: setAssessmentSchema,
    response: productsBulkResultSchema,
    area: 'assessment',
  }),
  addToAssessment: endpoint({
    method: 'POST',
    path: ':role/product/add_to_assessment/',
    body: addToAssessmentSchema,
    response: assessmentSavedSchema,
    area: 'assessment',
  }),
  list: collection.list(assessmentListQuerySchema, assessmentSchema),
  one: collection.one(assessmentDetailSchema),
  update: collection.update(assessmentUpdateSchema, assessmentSavedSchema),
  remove: collection.remove(),
  calculate: endpoint({
    method: 'PATCH',
    path: ':role/full_assessments/:id/calculate/',
    response: assessmentSavedSchema,
    area: 'assessment',
  }),
  updateProduct: endpoint({
    method: 'PATCH',
    path: ':role/full_product_assessments/:id/',
    body: productAssessmentUpdateSchema,
    response: productAssessmentSchema,
    area: 'assessment',
  }),
  removeProduct: endpoint({
    method: 'DELETE',
    path: ':role/full_product_assessments/:id/',
    response: z.void(),
    area: 'assessment',
    status: 204,
  }),
  create: endpoint({
    method: 'POST',
    path: ':role/new_assessment/',
    body: newAssessmentSchema,
    response: assessmentSavedSchema,
    area: 'assessment',
    status: 201,
  }),
  productsFor: endpoint({
    method: 'GET',
    path: ':role/products_for_assessment/',
    query: productsForAssessmentQuerySchema,
    response: pageOf(productForAssessmentSchema),
    area: 'assessment',
  }),
  medianPrice: endpoint({
    method: 'GET',
    path: ':role/offer/median_price/',
    query: medianPriceQuerySchema,
    response: medianPriceSchema,
    area: ['assessment', 'pricing'],
  }),
};
