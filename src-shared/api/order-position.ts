/**
 * Order positions across orders (spec §7 "Order positions"): the list with its filters, the bulk
 * transitions (all or nothing, a reason per refused position, as the RFQ bulk actions), penalties,
 * edit, delete and comments. The state rules are src-shared/domain/order-position-flow.ts.
 *
 * Filters, our reading of §7's names: client (the order's company), delivery_type, sale_type (the
 * RFQ's), condition, manager (the order's), esd_date / deadline / planning_date (that day),
 * has_problem and confirmed ('true'/'false'), active_status, search (part number or order
 * number), and product_status: positions with a product in that state, booked to them or bought
 * for them (the purchase's product awaited from the supplier).
 */
import { z } from 'zod';
import type { OrderPositionAction } from '../domain/order-position-flow.ts';
import { PRODUCT_STATUSES } from '../domain/product.ts';
import { idSchema, isoDateSchema, optionalText, patchOf, requiredText } from './fields.ts';
import { commentCreateSchema, commentSchema, refSchema } from './records.ts';
import { bulkResultOf } from './results.ts';
import { flagFilterSchema, listQuery, orderingSchema } from './list-query.ts';
import { boundedNumber, MAX_AMOUNT, quantitySchema } from './numbers.ts';
import { collectionEndpoints, endpoint } from './endpoint.ts';
import { refItemSchema } from './home.ts';
import { ORDER_POSITION_STATUSES, orderPositionSchema } from './order.ts';

export const ORDER_POSITION_ORDERING = [
  'order',
  'part_number',
  'client',
  'esd_date',
  'deadline',
  'planning_date',
  'total',
] as const;

export const orderPositionListQuerySchema = listQuery({
  client: idSchema.optional(),
  delivery_type: idSchema.optional(),
  sale_type: idSchema.optional(),
  condition: idSchema.optional(),
  manager: idSchema.optional(),
  esd_date: isoDateSchema.optional(),
  deadline: isoDateSchema.optional(),
  planning_date: isoDateSchema.optional(),
  has_problem: flagFilterSchema,
  confirmed: flagFilterSchema,
  active_status: z.enum(ORDER_POSITION_STATUSES).optional(),
  product_status: z.enum(PRODUCT_STATUSES).optional(),
  order_by: orderingSchema(ORDER_POSITION_ORDERING, 'order_by'),
});
export type OrderPositionListQuery = z.input<typeof orderPositionListQuerySchema>;

const positionCommentSchema = commentSchema;

/** A position with its order, client and what buyers follow it by. */
export const orderPositionItemSchema = orderPositionSchema.extend({
  order_ref: z.object({ id: z.number(), number: z.string() }),
  client: refSchema,
  manager: refSchema.nullable(),
  sale_type: refSchema.nullable(),
  currency: refItemSchema,
  delivery_type: refItemSchema.nullable(),
  planning_date: z.string().nullable(),
  confirmed: z.boolean(),
  confirmed_at: z.string().nullable(),
  /** Sum of the penalties added to it, in the order's currency. */
  penalty_total: z.number(),
  comments_count: z.number(),
  last_comment: positionCommentSchema.nullable(),
});
export type OrderPositionItem = z.infer<typeof orderPositionItemSchema>;

const positionsBulkSchema = z.object({
  positions: z
    .array(idSchema, { error: 'Choose the positions.' })
    .min(1, { error: 'Choose at least one position.' })
    .max(500, { error: 'At most 500 positions at a time.' }),
  comment: optionalText(2000),
});

const positionsBulkResultSchema = bulkResultOf(orderPositionItemSchema);

export const addPenaltySchema = z.object({
  position: idSchema,
  amount: boundedNumber({
    type: 'Enter the amount.',
    above: [0, 'A penalty is more than 0.'],
    max: [MAX_AMOUNT, 'The amount is too large.'],
  }),
  reason: requiredText(500),
});
export type AddPenalty = z.input<typeof addPenaltySchema>;

export const orderPositionUpdateSchema = patchOf(
  z.object({
    description: z.string().trim().max(255),
    quantity: quantitySchema({ max: null }),
    unit_price: z.number().min(0, { error: 'A price cannot be negative.' }),
    esd_date: isoDateSchema.nullable(),
    deadline: isoDateSchema.nullable(),
    planning_date: isoDateSchema.nullable(),
    delivery_type: idSchema.nullable(),
    condition: idSchema.nullable(),
    has_problem: z.boolean(),
    comment: z.string().trim().max(2000),
  }),
);
export type OrderPositionUpdate = z.input<typeof orderPositionUpdateSchema>;

const addCommentSchema = commentCreateSchema;

/** The path of each bulk action (spec §7's names). */
const POSITION_ACTION_PATH = {
  confirm: 'confirm_positions',
  cancel_confirm: 'cancel_confirm_positions',
  cancel: 'cancel_positions',
  return: 'return_positions',
} as const satisfies Record<OrderPositionAction, string>;

const collection = collectionEndpoints(':role/order_position/', 'order');

function bulk<const Path extends string>(path: Path) {
  return collection.bulk('PATCH', path, positionsBulkSchema, positionsBulkResultSchema);
}

export const orderPositionEndpoints = {
  list: collection.list(orderPositionListQuerySchema, orderPositionItemSchema),
  confirm: bulk(POSITION_ACTION_PATH.confirm),
  cancel_confirm: bulk(POSITION_ACTION_PATH.cancel_confirm),
  cancel: bulk(POSITION_ACTION_PATH.cancel),
  return: bulk(POSITION_ACTION_PATH.return),
  addPenalty: endpoint({
    method: 'POST',
    path: ':role/order_position/add_penalty/',
    body: addPenaltySchema,
    response: orderPositionItemSchema,
    area: 'order',
    status: 201,
  }),
  update: collection.update(orderPositionUpdateSchema, orderPositionItemSchema),
  remove: collection.remove(),
  addComment: endpoint({
    method: 'PATCH',
    path: ':role/order_position/:id/add_comment/',
    body: addCommentSchema,
    response: orderPositionItemSchema,
    area: 'order',
  }),
};
