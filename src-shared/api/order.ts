/** Orders and their positions, as far as sales uses them (spec §3, §7 "Orders", "Order positions"). */
import { z } from 'zod';
import { RFQ_PRIORITIES } from '../domain/priority.ts';
import { idSchema, isoDateSchema, optionalText, patchOf, requiredText } from './fields.ts';
import { kpConditionsSchema, refSchema } from './records.ts';
import { pageOf } from './results.ts';
import { flagFilterSchema, listQuery, orderingSchema } from './list-query.ts';
import { collectionEndpoints, endpoint } from './endpoint.ts';
import { refItemSchema } from './home.ts';

export const ORDER_ORDERING = [
  'date',
  'number',
  'company',
  'total',
  'priority',
  'status',
  'delivery_date',
] as const;

export const summaryOrderQuerySchema = listQuery({
  order_by: orderingSchema(ORDER_ORDERING, 'order_by'),
  company: idSchema.optional(),
  priority: z.enum(RFQ_PRIORITIES).optional(),
  /** 'true': archived (closed or canceled) orders only; 'false' (default): open ones. */
  archive: flagFilterSchema,
});
export type SummaryOrderQuery = z.input<typeof summaryOrderQuerySchema>;

export const orderListQuerySchema = listQuery({});

const numbered = z.object({ id: z.number(), number: z.string() });

export const orderListItemSchema = z.object({
  id: z.number(),
  number: z.string(),
  date: z.string(),
  company: refSchema,
  kp: numbered.nullable(),
  rfq: numbered.nullable(),
  manager: refSchema.nullable(),
  status: refSchema,
  priority: z.enum(RFQ_PRIORITIES),
  currency: refItemSchema,
  total: z.number(),
  total_vat: z.number(),
  positions_count: z.number(),
  active_positions_count: z.number(),
  archive: z.boolean(),
  po_number: z.string(),
  treaty_number: z.string(),
  delivery_date: z.string().nullable(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

export const orderDetailSchema = orderListItemSchema.extend({
  comment: z.string(),
  cancel_comment: z.string(),
  vat: z.boolean(),
  vat_value: z.number(),
  conditions: kpConditionsSchema.nullable(),
  legal_entity: refSchema.nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const ORDER_POSITION_STATUSES = ['active', 'canceled', 'delivered'] as const;
export type OrderPositionStatus = (typeof ORDER_POSITION_STATUSES)[number];

export const orderPositionSchema = z.object({
  id: z.number(),
  order: z.number(),
  index: z.number(),
  part_number: z.string(),
  description: z.string(),
  condition: refItemSchema.nullable(),
  quantity: z.number(),
  unit: refItemSchema,
  unit_price: z.number(),
  total: z.number(),
  active_status: z.enum(ORDER_POSITION_STATUSES),
  esd_date: z.string().nullable(),
  deadline: z.string().nullable(),
  supplier: refSchema.nullable(),
  offer: z.number().nullable(),
  comment: z.string(),
  has_problem: z.boolean(),
});
export type OrderPosition = z.infer<typeof orderPositionSchema>;

export const createFromKpSchema = z.object({ kp: idSchema });

export const orderUpdateSchema = patchOf(
  z.object({
    po_number: z.string().trim().max(60),
    treaty_number: z.string().trim().max(60),
    comment: z.string().trim().max(2000),
    delivery_date: isoDateSchema.nullable(),
    status: idSchema,
    priority: z.enum(RFQ_PRIORITIES),
  }),
);
export type OrderUpdate = z.input<typeof orderUpdateSchema>;

/** Spec §7 sends PATCH order/{id}/cancel/ with no body: a comment is taken when given, never required. */
export const orderCancelSchema = z.object({ comment: optionalText(2000) });

export const orderPositionQuerySchema = z.object({
  active_status: z.enum(ORDER_POSITION_STATUSES).optional(),
});

export const orderPositionCreateSchema = z.object({
  part_number: requiredText(60),
  description: optionalText(255),
  condition: idSchema.nullable().optional(),
  quantity: z.number().int().min(1, { error: 'The quantity must be at least 1.' }),
  unit: idSchema.optional(),
  unit_price: z.number().min(0, { error: 'A price cannot be negative.' }),
  esd_date: isoDateSchema.nullable().optional(),
  comment: optionalText(2000),
});
export type OrderPositionCreate = z.input<typeof orderPositionCreateSchema>;

const collection = collectionEndpoints(':role/order/', 'order');

export const orderEndpoints = {
  /** An order from a KP ('Order created'). */
  createFromKp: endpoint({
    method: 'POST',
    path: ':role/order/create_from_kp/',
    body: createFromKpSchema,
    response: orderDetailSchema,
    area: 'order',
    status: 201,
  }),
  /** The orders list of sales (filters, sort, archive). */
  summary: endpoint({
    method: 'GET',
    path: ':role/summary_order/',
    query: summaryOrderQuerySchema,
    response: pageOf(orderListItemSchema),
    area: 'order',
  }),
  list: collection.list(orderListQuerySchema, orderListItemSchema),
  one: collection.one(orderDetailSchema),
  update: collection.update(orderUpdateSchema, orderDetailSchema),
  cancel: endpoint({
    method: 'PATCH',
    path: ':role/order/:id/cancel/',
    body: orderCancelSchema,
    response: orderDetailSchema,
    area: 'order',
  }),
  positions: endpoint({
    method: 'GET',
    path: ':role/order/:id/order_position/',
    query: orderPositionQuerySchema,
    response: z.array(orderPositionSchema),
    area: 'order',
  }),
  addPosition: endpoint({
    method: 'POST',
    path: ':role/order/:id/order_position/',
    body: orderPositionCreateSchema,
    response: orderPositionSchema,
    area: 'order',
    status: 201,
  }),
};
