/**
 * Purchase orders and their positions (spec §3, §4, §7 "Purchase orders"). Area 'purchase'. The
 * rules: src-shared/domain/purchase.ts. `create_with_product/` buys order positions from one
 * supplier: the purchase order, a position per order position (its part, quantity and, when the
 * order position was priced from a supplier offer, that offer's price and currency), and the
 * product each will become in the warehouse, 'awaiting_from_supplier'.
 */
import { z } from 'zod';
import { COMPONENT_TYPES } from '../domain/component-type.ts';
import { PURCHASE_STATUSES } from '../domain/purchase.ts';
import { idSchema, isoDateSchema, optionalText, patchOf, requiredText } from './fields.ts';
import { commentCreateSchema, refSchema } from './records.ts';
import { pageOf } from './results.ts';
import { flagFilterSchema, listQuery, orderingSchema } from './list-query.ts';
import { boundedNumber, MAX_AMOUNT } from './numbers.ts';
import { collectionEndpoints, endpoint } from './endpoint.ts';
import { refItemSchema } from './home.ts';

export const PURCHASE_ORDERING = ['number', 'name', 'esd_date', 'created_at', 'supplier'] as const;

export const purchaseListQuerySchema = listQuery({
  confirmed: flagFilterSchema,
  supplier: idSchema.optional(),
  manager: idSchema.optional(),
  name: z.string().trim().max(100).optional(),
  esd_date: isoDateSchema.optional(),
  active_status: z.enum(PURCHASE_STATUSES).optional(),
  purchase_group: z.string().trim().max(60).optional(),
  component_type: z.enum(COMPONENT_TYPES).optional(),
  purchase_manager: idSchema.optional(),
  order_by: orderingSchema(PURCHASE_ORDERING, 'order_by'),
});
export type PurchaseListQuery = z.input<typeof purchaseListQuerySchema>;

const purchaseCommentSchema = z.object({
  id: z.number(),
  text: z.string(),
  offer: z.number().nullable(),
  author: refSchema,
  created_at: z.string(),
});

export const purchasePositionSchema = z.object({
  id: z.number(),
  purchase_order: z.object({ id: z.number(), number: z.string() }),
  order_position: z.number().nullable(),
  client: refSchema.nullable(),
  part_number: z.string(),
  description: z.string(),
  quantity: z.number(),
  unit_price: z.number(),
  condition: refItemSchema.nullable(),
  has_problem: z.boolean(),
  purchase_manager: refSchema.nullable(),
  comments: z.array(purchaseCommentSchema),
  /** The warehouse product it becomes, while it is awaited. */
  product: z.object({ id: z.number(), status: z.string() }).nullable(),
});
export type PurchasePosition = z.infer<typeof purchasePositionSchema>;

export const purchaseOrderSchema = z.object({
  id: z.number(),
  /** What its files hang on (files_map/purchase_order/{uuid}/). */
  uuid: z.string(),
  number: z.string(),
  name: z.string(),
  supplier: refSchema,
  manager: refSchema.nullable(),
  purchase_manager: refSchema.nullable(),
  confirmed: z.boolean(),
  confirmed_at: z.string().nullable(),
  esd_date: z.string().nullable(),
  active_status: z.enum(PURCHASE_STATUSES),
  purchase_group: z.string(),
  component_type: z.enum(COMPONENT_TYPES).nullable(),
  currency: refItemSchema,
  comment: z.string(),
  positions_count: z.number(),
  total: z.number(),
  created_at: z.string(),
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;

export const purchaseOrderDetailSchema = purchaseOrderSchema.extend({
  positions: z.array(purchasePositionSchema),
});
export type PurchaseOrderDetail = z.infer<typeof purchaseOrderDetailSchema>;

export const createWithProductSchema = z.object({
  supplier: idSchema,
  order_positions: z
    .array(idSchema, { error: 'Choose the order positions to buy.' })
    .min(1, { error: 'Choose at least one order position.' })
    .max(200, { error: 'At most 200 positions at a time.' }),
  name: optionalText(200),
  esd_date: isoDateSchema.nullable().optional(),
  purchase_group: optionalText(60),
  component_type: z.enum(COMPONENT_TYPES).nullable().optional(),
});
export type CreateWithProduct = z.input<typeof createWithProductSchema>;

const purchaseUpdateSchema = patchOf(
  z.object({
    esd_date: isoDateSchema.nullable(),
    purchase_group: z.string().trim().max(60),
    component_type: z.enum(COMPONENT_TYPES).nullable(),
    comment: z.string().trim().max(2000),
    purchase_manager: idSchema.nullable(),
  }),
);

/** A purchase position's unit price, in the purchase order's currency. */
export const purchasePriceSchema = z.object({
  unit_price: boundedNumber({
    type: 'Enter the price.',
    above: [0, 'A price is more than 0.'],
    max: [MAX_AMOUNT, 'The price is too large.'],
  }),
});

export const positionPurchaseQuerySchema = listQuery({
  purchase_order: idSchema.optional(),
  has_problem: flagFilterSchema,
  purchase_manager: idSchema.optional(),
});
export type PositionPurchaseQuery = z.input<typeof positionPurchaseQuerySchema>;

const collection = collectionEndpoints(':role/purchase_order/', 'purchase');

export const purchaseEndpoints = {
  list: collection.list(purchaseListQuerySchema, purchaseOrderSchema),
  createWithProduct: endpoint({
    method: 'POST',
    path: ':role/purchase_order/create_with_product/',
    body: createWithProductSchema,
    response: purchaseOrderDetailSchema,
    area: 'purchase',
    status: 201,
  }),
  one: collection.one(purchaseOrderDetailSchema),
  update: collection.update(purchaseUpdateSchema, purchaseOrderDetailSchema),
  remove: collection.remove(),
  confirm: endpoint({
    method: 'PATCH',
    path: ':role/purchase_order/:id/confirm_purchase/',
    response: purchaseOrderDetailSchema,
    area: 'purchase',
  }),
  cancelConfirm: endpoint({
    method: 'PATCH',
    path: ':role/purchase_order/:id/cancel_confirm_purchase/',
    response: purchaseOrderDetailSchema,
    area: 'purchase',
  }),
  changeName: endpoint({
    method: 'POST',
    path: ':role/purchase_order/:id/change_name/',
    body: z.object({ name: requiredText(200) }),
    response: purchaseOrderDetailSchema,
    area: 'purchase',
  }),
  /** The purchase order as an .xlsx file (main saves it through the native save dialog). */
  excel: endpoint({
    method: 'GET',
    path: ':role/purchase_order/:id/get_excel/',
    response: z.never(),
    area: 'purchase',
    stream: true,
  }),
  positions: endpoint({
    method: 'GET',
    path: ':role/position_purchase/',
    query: positionPurchaseQuerySchema,
    response: pageOf(purchasePositionSchema),
    area: 'purchase',
  }),
  hasProblem: endpoint({
    method: 'PATCH',
    path: ':role/position_purchase/:id/has_problem/',
    body: z.object({ has_problem: z.boolean({ error: 'Say yes or no.' }) }),
    response: purchasePositionSchema,
    area: 'purchase',
  }),
  /**
   * The price agreed with the supplier, for a position bought without an offer's price (or at
   * another): ours, not the spec's (it names no call to price a purchase position), in the style of
   * has_problem/. Not while the order is confirmed (purchase.ts editRefusal).
   */
  unitPrice: endpoint({
    method: 'PATCH',
    path: ':role/position_purchase/:id/unit_price/',
    body: purchasePriceSchema,
    response: purchasePositionSchema,
    area: 'purchase',
  }),
  addComment: endpoint({
    method: 'PATCH',
    path: ':role/position_purchase/:id/add_comment/',
    body: commentCreateSchema,
    response: purchasePositionSchema,
    area: 'purchase',
  }),
  addOfferComment: endpoint({
    method: 'POST',
    path: ':role/position_purchase/:id/add_offer_related_comment/',
    body: z.object({ offer: idSchema, text: requiredText(2000) }),
    response: purchasePositionSchema,
    area: 'purchase',
    status: 201,
  }),
  assignManager: endpoint({
    method: 'PATCH',
    path: ':role/position_purchase/assign_purchase_manager/',
    body: z.object({
      positions: z
        .array(idSchema, { error: 'Choose the positions.' })
        .min(1, { error: 'Choose at least one position.' })
        .max(500),
      purchase_manager: idSchema,
    }),
    response: z.array(purchasePositionSchema),
    area: 'purchase',
  }),
};
