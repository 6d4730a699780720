/**
 * Need-offer lists and end positions (spec §2, §3 "Position", §4 "Need-offer flow" and "End
 * positions", §7 "End positions", §9 activity offers page size 10).
 *
 * DECISION (the one place it is written down). The need-offer lists and the end positions are the
 * same thing seen two ways: the search tasks (table end_position) that "need offers" on an RFQ
 * position creates (POST end_position/{id}/need_offers/, src-shared/api/rfq.ts). One server area
 * (src-server/areas/end-position/) serves both, under the spec's end_position/ calls; the spec
 * names no need-offer calls, so the lists are this one list call, in the style of the RFQ list
 * calls (rfq.ts `list`):
 *
 *   GET {role}/end_position/?tab=need_updates|in_work|created_today|activity_offers
 *       &search= (part number or RFQ number) &manager= &priority= &status= &page= &page_size=
 *       (10/20/30) &ordering=
 *   - need_updates, in_work: the open tasks in that state; created_today: the open tasks created
 *     today (server date); no tab: every task, finished ones too (the end positions view; `status`
 *     narrows it).
 *   - activity_offers: the supplier offers that arrived for the part group (alternates included)
 *     of an open task after the task was created, newest first, one row per offer and task, with
 *     the offer in `offer`; page size fixed at 10 (§9), whatever page_size says.
 *
 * The actions are the state machine of src-shared/domain/end-position.ts, each single (POST
 * end_position/{id}/<action>/: the task as it is after) and many (POST end_position/<action>_many/
 * with `{end_positions: [...]}`: `{detail, results}`). Bulk actions are all-or-nothing like the
 * RFQ ones: when any task may not take the action nothing changes and the answer is 400 with
 * `detail`, a reason per refused row (`refused`, BulkRefusal of rfq.ts) and, for ids that do not
 * exist, the field `end_positions`. A refused single action is 400 with a `detail` naming the
 * state; an unknown task id in the path is 404, an unknown contact 400 naming `contact`.
 *
 * ILS has no public API: "request from ILS" (request_ils_many, {id}/requested_in_ils) marks the
 * positions requested_in_ils with the caller as ils_initiator, which puts them on the ILS request
 * list (GET end_position/ils_requests/); its export (GET end_position/ils_requests/export/) is a
 * CSV of part number, quantity, condition and RFQ that a user uploads to ILS by hand.
 */
import { z } from 'zod';
import { RFQ_PRIORITIES } from '../domain/priority.ts';
import { END_POSITION_STATUSES, NEED_OFFER_TABS } from '../domain/end-position.ts';
import type { Area } from '../domain/permissions.ts';
import { idSchema, requiredText } from './fields.ts';
import { refSchema } from './records.ts';
import { bulkResultOf, pageOf } from './results.ts';
import { listQuery, orderingSchema } from './list-query.ts';
import { collectionEndpoints, endpoint, type NoInput } from './endpoint.ts';
import { refItemSchema } from './home.ts';
import { offerGoodsFields } from './offer.ts';

/** The parts search work: either area lets a role read the lists and, with write, move tasks. */
export const END_POSITION_AREAS: readonly Area[] = ['need_offer', 'end_position'];

// ---------------------------------------------------------------- list

export const END_POSITION_ORDERING = [
  'id',
  'created_at',
  'part_number',
  'rfq',
  'priority',
  'manager',
  'status',
] as const;

/** `search`: a part number (as typed) or an RFQ number. */
export const endPositionListQuerySchema = listQuery({
  tab: z
    .enum(NEED_OFFER_TABS, { error: `Tab must be one of: ${NEED_OFFER_TABS.join(', ')}.` })
    .optional(),
  status: z
    .enum(END_POSITION_STATUSES, {
      error: `Status must be one of: ${END_POSITION_STATUSES.join(', ')}.`,
    })
    .optional(),
  manager: idSchema.optional(),
  priority: z.enum(RFQ_PRIORITIES).optional(),
  ordering: orderingSchema(END_POSITION_ORDERING, 'Ordering'),
});
export type EndPositionListQuery = z.input<typeof endPositionListQuerySchema>;

const endPositionPositionSchema = z.object({
  id: z.number(),
  part_number: z.string(),
  quantity: z.number(),
  condition: refItemSchema.nullable(),
  requested_in_ils: z.boolean(),
  ils_initiator: refSchema.nullable(),
  /** Offers for any part number of the group (alternates included); active: valid, not off. */
  offers_count: z.number(),
  active_offers_count: z.number(),
});

const endPositionRfqSchema = z.object({
  id: z.number(),
  number: z.string(),
  priority: z.enum(RFQ_PRIORITIES),
  company: refSchema,
});

/** A supplier offer that arrived after the task was created (the activity offers tab). */
export const activityOfferSchema = z.object({
  id: z.number(),
  part_number: z.string(),
  supplier: refSchema,
  ...offerGoodsFields,
  created_at: z.string(),
});
export type ActivityOffer = z.infer<typeof activityOfferSchema>;

export const endPositionItemSchema = z.object({
  id: z.number(),
  status: z.enum(END_POSITION_STATUSES),
  comment: z.string(),
  manager: refSchema.nullable(),
  created_at: z.string(),
  in_pipeline: z.boolean(),
  /** Since when the task has waited to be taken to work (its creation): the AOG clock reads it. */
  waiting_since: z.string(),
  position: endPositionPositionSchema,
  rfq: endPositionRfqSchema,
  /** The activity offers tab only: the offer that arrived; null on the other tabs. */
  offer: activityOfferSchema.nullable(),
});
export type EndPositionItem = z.infer<typeof endPositionItemSchema>;

// ---------------------------------------------------------------- actions

const endPositionIdsSchema = z
  .array(idSchema, { error: 'Choose the positions.' })
  .min(1, { error: 'Choose at least one position.' })
  .max(500, { error: 'At most 500 positions at a time.' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'A position is listed twice.' });

const endSearchSchema = z.object({ comment: requiredText(2000) });
const giveToWorkSchema = z.object({ contact: idSchema });
const requestedInIlsSchema = z.object({
  requested_in_ils: z.boolean({ error: 'Choose yes or no.' }),
});

const manySchema = z.object({ end_positions: endPositionIdsSchema });
const endSearchManySchema = manySchema.extend(endSearchSchema.shape);
const giveToWorkManySchema = manySchema.extend(giveToWorkSchema.shape);
const pipelineManySchema = manySchema.extend({
  /** Default true: add; false takes them off the pipeline. */
  in_pipeline: z.boolean().default(true),
});
const requestIlsManySchema = manySchema.extend({
  requested_in_ils: z.boolean().default(true),
});

export const endPositionBulkResultSchema = bulkResultOf(endPositionItemSchema);
export type EndPositionBulkResult = z.infer<typeof endPositionBulkResultSchema>;

// ---------------------------------------------------------------- ILS

export const ilsRequestSchema = z.object({
  /** The task (end position) of the position. */
  id: z.number(),
  position: z.number(),
  part_number: z.string(),
  quantity: z.number(),
  condition: refItemSchema.nullable(),
  rfq: refSchema,
  ils_initiator: refSchema.nullable(),
  requested_at: z.string().nullable(),
});
export type IlsRequest = z.infer<typeof ilsRequestSchema>;

export const ILS_EXPORT_FILE = 'ils-requests.csv';
export const ILS_EXPORT_COLUMNS = ['Part number', 'Quantity', 'Condition', 'RFQ'] as const;

const collection = collectionEndpoints(':role/end_position/', END_POSITION_AREAS);

/** A single task's action (POST end_position/{id}/{action}/): the task as it is after. */
function action<const Action extends string, B extends z.ZodType = NoInput>(
  name: Action,
  body?: B,
  method: 'POST' | 'PATCH' = 'POST',
) {
  return collection.action(method, name, endPositionItemSchema, body);
}

/** A bulk action: all or nothing (BulkRefusal), the tasks as they are after. */
function bulk<const Action extends string, B extends z.ZodType<{ end_positions: number[] }>>(
  name: Action,
  body: B,
  method: 'POST' | 'PATCH' = 'POST',
) {
  return collection.bulk(method, name, body, endPositionBulkResultSchema);
}

export const endPositionEndpoints = {
  list: endpoint({
    method: 'GET',
    path: ':role/end_position/',
    query: endPositionListQuerySchema,
    response: pageOf(endPositionItemSchema),
    area: END_POSITION_AREAS,
  }),
  getInWork: action('get_in_work'),
  returnToNotInWork: action('return_to_not_in_work'),
  endSearch: action('end_search', endSearchSchema),
  giveToWork: action('give_to_work', giveToWorkSchema),
  /** `{requested_in_ils}`: on (the caller becomes the ILS initiator) or off the ILS list. */
  requestedInIls: action('requested_in_ils', requestedInIlsSchema, 'PATCH'),
  getInWorkMany: bulk('get_in_work_many', manySchema),
  returnToNotInWorkMany: bulk('return_to_not_in_work_many', manySchema),
  endSearchMany: bulk('end_search_many', endSearchManySchema),
  giveToWorkMany: bulk('give_to_work_many', giveToWorkManySchema),
  pipelineMany: bulk('pipeline_many', pipelineManySchema),
  requestIlsMany: bulk('request_ils_many', requestIlsManySchema, 'PATCH'),
  /** The positions requested from ILS whose task is open, oldest request first. */
  ilsRequests: endpoint({
    method: 'GET',
    path: ':role/end_position/ils_requests/',
    response: z.array(ilsRequestSchema),
    area: END_POSITION_AREAS,
  }),
  /** The ILS request list as a CSV (ILS_EXPORT_COLUMNS), to upload to ILS by hand. */
  ilsExport: endpoint({
    method: 'GET',
    path: ':role/end_position/ils_requests/export/',
    response: z.never(),
    area: END_POSITION_AREAS,
    stream: true,
  }),
};
