/**
 * Service requests (spec §7 "Service requests": GET and POST api/service_requests/, POST
 * add_comment_to_service_request/ with text, PATCH api/service_requests/{id}/ with status,
 * comment, due_date, take_to_work, in_work_by). The paths carry no {role}, as the spec writes
 * them; the comment call sits under its request. The rules: src-shared/domain/service-request.ts.
 */
import { z } from 'zod';
import { SERVICE_REQUEST_STATUSES } from '../domain/service-request.ts';
import { idSchema, isoDateSchema, patchOf, requiredText } from './fields.ts';
import { commentCreateSchema, commentSchema, refSchema } from './records.ts';
import { flagFilterSchema, listQuery, orderingSchema } from './list-query.ts';
import { collectionEndpoints, endpoint } from './endpoint.ts';

export const SERVICE_REQUEST_ORDERING = ['created_at', 'due_date', 'status', 'number'] as const;

export const serviceRequestListQuerySchema = listQuery({
  status: z.enum(SERVICE_REQUEST_STATUSES).optional(),
  /** 'true': those in work by the caller. */
  mine: flagFilterSchema,
  ordering: orderingSchema(SERVICE_REQUEST_ORDERING, 'ordering'),
});
export type ServiceRequestListQuery = z.input<typeof serviceRequestListQuerySchema>;

export const serviceRequestCommentSchema = commentSchema;
export type ServiceRequestComment = z.infer<typeof serviceRequestCommentSchema>;

export const serviceRequestSchema = z.object({
  id: z.number(),
  number: z.string(),
  comment: z.string(),
  status: z.enum(SERVICE_REQUEST_STATUSES),
  due_date: z.string().nullable(),
  company: refSchema.nullable(),
  created_by: refSchema,
  in_work_by: refSchema.nullable(),
  taken_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  comments_count: z.number(),
  /** The thread, oldest first (the list sends the last one only). */
  text_comments: z.array(serviceRequestCommentSchema),
});
export type ServiceRequest = z.infer<typeof serviceRequestSchema>;

export const serviceRequestCreateSchema = z.object({
  comment: requiredText(4000),
  due_date: isoDateSchema.nullable().optional(),
});

const serviceRequestUpdateSchema = patchOf(
  z.object({
    status: z.enum(SERVICE_REQUEST_STATUSES, { error: 'Choose a status.' }),
    comment: requiredText(4000),
    due_date: isoDateSchema.nullable(),
    /** true: the caller (or `in_work_by`) takes it to work; false changes nothing. */
    take_to_work: z.boolean(),
    in_work_by: idSchema,
  }),
);

const serviceRequestCommentCreateSchema = commentCreateSchema;

const collection = collectionEndpoints('api/service_requests/', 'service_request');

export const serviceRequestEndpoints = {
  list: collection.list(serviceRequestListQuerySchema, serviceRequestSchema),
  create: collection.create(serviceRequestCreateSchema, serviceRequestSchema),
  one: collection.one(serviceRequestSchema),
  update: collection.update(serviceRequestUpdateSchema, serviceRequestSchema),
  addComment: endpoint({
    method: 'POST',
    path: 'api/service_requests/:id/add_comment_to_service_request/',
    body: serviceRequestCommentCreateSchema,
    response: serviceRequestSchema,
    area: 'service_request',
    status: 201,
  }),
};
