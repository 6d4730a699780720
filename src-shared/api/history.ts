/**
 * The history calls (spec §7 "Contact and profile": `contact/{id}/history/` with page and
 * action_type, `contact/{id}/short_history/?days=30`; and, beyond the spec, each record page's
 * history tab), all read from the append-only audit trail (migration 0019,
 * src-shared/domain/audit.ts). Nothing here writes: the trail has no call that changes it.
 *
 * Decisions:
 *   - A history entry is one write request: who, when, what they called (`title`, naming its
 *     records as people know them: 'Changed RFQ-2026-00012', 'New address of company Nordic Air'),
 *     and the rows it changed (each with its `record_label`) (at most HISTORY_CHANGES_SHOWN of them; `changes_count` says how many in all).
 *   - `action_type` is the area of the call that made the write (permissions.ts AREAS).
 *   - A person's history is read by that person, by their supervisor, and by the roles that read
 *     analytics (admin, sales admin, auditor); anyone else's is not theirs (403).
 *   - A record's history is read by whoever may read that record's area.
 *   - `short_history` covers the last `days` days (1 to RECENT_HISTORY_DAYS, spec §9: 30): writes
 *     per day and the newest SHORT_HISTORY_LATEST of them.
 */
import { z } from 'zod';
import { RECENT_HISTORY_DAYS } from '../domain/constants.ts';
import { HISTORY_ACTION_TYPES, RECORD_HISTORY_MODEL_NAMES } from '../domain/audit.ts';
import { idSchema } from './fields.ts';
import { pageOf } from './results.ts';
import { pageQuerySchema } from './list-query.ts';
import { countUpTo } from './numbers.ts';
import { endpoint } from './endpoint.ts';

export const HISTORY_CHANGES_SHOWN = 50;
export const SHORT_HISTORY_LATEST = 20;

const historyFieldSchema = z.object({
  field: z.string(),
  label: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});

export const historyChangeSchema = z.object({
  table: z.string(),
  table_label: z.string(),
  record_id: z.number().nullable(),
  /**
   * What people know the changed record by (an RFQ's number, a company's name, a product's part
   * and serial number: src-server/areas/history/labels.ts); null for a record without one.
   */
  record_label: z.string().nullable(),
  op: z.enum(['insert', 'update', 'delete']),
  fields: z.array(historyFieldSchema),
});
export type HistoryChange = z.infer<typeof historyChangeSchema>;

export const historyEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  user: z.object({ id: z.number(), name: z.string() }),
  contact_id: z.number().nullable(),
  role: z.string(),
  action_type: z.string(),
  method: z.string(),
  title: z.string(),
  changes_count: z.number(),
  changes: z.array(historyChangeSchema),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const ACTION_TYPE_ERROR = `action_type must be one of: ${HISTORY_ACTION_TYPES.join(', ')}.`;

const contactHistoryQuerySchema = pageQuerySchema.extend({
  action_type: z.enum(HISTORY_ACTION_TYPES, { error: ACTION_TYPE_ERROR }).optional(),
});

export const DAYS_ERROR = `days must be a whole number from 1 to ${RECENT_HISTORY_DAYS}.`;

const shortHistoryQuerySchema = z.object({
  days: countUpTo(RECENT_HISTORY_DAYS, DAYS_ERROR).default(RECENT_HISTORY_DAYS),
});

export const shortHistorySchema = z.object({
  days: z.number(),
  count: z.number(),
  by_day: z.array(z.object({ day: z.string(), count: z.number() })),
  latest: z.array(historyEntrySchema),
});
export type ShortHistory = z.infer<typeof shortHistorySchema>;

const recordHistoryParamsSchema = z.object({
  model: z.enum(RECORD_HISTORY_MODEL_NAMES),
  id: idSchema,
});

export const historyEndpoints = {
  contactHistory: endpoint({
    method: 'GET',
    path: ':role/contact/:id/history/',
    query: contactHistoryQuerySchema,
    response: pageOf(historyEntrySchema),
    area: 'profile',
    access: 'read',
  }),
  shortHistory: endpoint({
    method: 'GET',
    path: ':role/contact/:id/short_history/',
    query: shortHistoryQuerySchema,
    response: shortHistorySchema,
    area: 'profile',
    access: 'read',
  }),
  /** Beyond the spec: the history tab of a record's page. */
  recordHistory: endpoint({
    method: 'GET',
    path: ':role/history/:model/:id/',
    params: recordHistoryParamsSchema,
    query: pageQuerySchema,
    response: pageOf(historyEntrySchema),
    area: [
      'company',
      'rfq',
      'order',
      'product',
      'purchase',
      'consolidation',
      'stocktaking',
      'assessment',
      'service_request',
    ],
    access: 'read',
  }),
};
