/** Orders and their positions, as far as sales uses them (spec §3, §7 "Orders", "Order positions"). */
import { z } from 'zod';
import { RFQ_PRIORITIES, type RfqPriority } from '../domain/priority.ts';
import type { Ref } from './common.ts';
import { idSchema, isoDateSchema, optionalText, pageQuerySchema, requiredText } from './common.ts';
import type { RefItem } from './home.ts';
import type { KpConditions } from './rfq.ts';

export const ORDER_PATHS = {
  summary: (role: string) => `${role}/summary_order/`,
  list: (role: string) => `${role}/order/`,
  createFromKp: (role: string) => `${role}/order/create_from_kp/`,
  one: (role: string, id: number) => `${role}/order/${id}/`,
  cancel: (role: string, id: number) => `${role}/order/${id}/cancel/`,
  positions: (role: string, id: number) => `${role}/order/${id}/order_position/`,
} as const;

export const ORDER_ORDERING = [
  'date',
  'number',
  'company',
  'total',
  'priority',
  'status',
  'delivery_date',
] as const;

export const summaryOrderQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  order_by: z
    .string()
    .refine((value) => ORDER_ORDERING.flatMap((f) => [f, `-${f}`]).includes(value), {
      error: `order_by must be one of: ${ORDER_ORDERING.join(', ')} (with an optional '-').`,
    })
    .optional(),
  company: idSchema.optional(),
  priority: z.enum(RFQ_PRIORITIES).optional(),
  /** 'true': archived (closed or canceled) orders only; 'false' (default): open ones. */
  archive: z.enum(['true', 'false']).optional(),
});
export type SummaryOrderQuery = z.input<typeof summaryOrderQuerySchema>;

export const orderListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});

export interface OrderListItem {
  id: number;
  number: string;
  date: string;
  company: Ref;
  kp: { id: number; number: string } | null;
  rfq: { id: number; number: string } | null;
  manager: Ref | null;
  status: Ref;
  priority: RfqPriority;
  currency: RefItem;
  total: number;
  total_vat: number;
  positions_count: number;
  active_positions_count: number;
  archive: boolean;
  po_number: string;
  treaty_number: string;
  delivery_date: string | null;
}

export interface OrderDetail extends OrderListItem {
  comment: string;
  cancel_comment: string;
  vat: boolean;
  vat_value: number;
  conditions: KpConditions | null;
  legal_entity: Ref | null;
}

export const ORDER_POSITION_STATUSES = ['active', 'canceled', 'delivered'] as const;
export type OrderPositionStatus = (typeof ORDER_POSITION_STATUSES)[number];

export interface OrderPosition {
  id: number;
  order: number;
  index: number;
  part_number: string;
  description: string;
  condition: RefItem | null;
  quantity: number;
  unit: RefItem;
  unit_price: number;
  total: number;
  active_status: OrderPositionStatus;
  esd_date: string | null;
  deadline: string | null;
  supplier: Ref | null;
  offer: number | null;
  comment: string;
  has_problem: boolean;
}

export const createFromKpSchema = z.object({ kp: idSchema });

export const orderUpdateSchema = z
  .object({
    po_number: z.string().trim().max(60),
    treaty_number: z.string().trim().max(60),
    comment: z.string().trim().max(2000),
    delivery_date: isoDateSchema.nullable(),
    status: idSchema,
    priority: z.enum(RFQ_PRIORITIES),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { error: 'Nothing to update.' });
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
