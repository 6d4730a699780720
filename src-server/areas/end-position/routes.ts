/**
 * Need-offer lists and end positions: one area for both (the decision is written in
 * src-shared/api/end-position.ts). The list with its four tabs, the single and bulk actions of
 * the state machine (transitions.ts), and the ILS request list with its CSV export. Areas
 * 'need_offer' and 'end_position' (either one); a client has neither (403).
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  endPositionEndpoints,
  ILS_EXPORT_COLUMNS,
  ILS_EXPORT_FILE,
  type EndPositionBulkResult,
  type EndPositionItem,
  type IlsRequest,
  type endPositionBulkResultSchema,
  type endPositionItemSchema,
} from '../../../src-shared/api/end-position.ts';
import type { idSchema } from '../../../src-shared/api/fields.ts';
import type { Endpoint, NoInput } from '../../../src-shared/api/endpoint.ts';
import {
  ACTIVITY_OFFERS_PAGE_SIZE,
  END_POSITION_ACTION_MESSAGE,
  type EndPositionAction,
} from '../../../src-shared/domain/end-position.ts';
import type { AppContext } from '../../context.ts';
import { todayIso } from '../../db/refs.ts';
import { FieldErrorCollector } from '../../http/errors.ts';
import { REPLY_SENT, route } from '../../http/route.ts';
import { contentDisposition } from '../file/storage.ts';
import { checkStaffContact } from '../rfq/routes.ts';
import {
  countEndPositions,
  endPositionItems,
  endPositionsByIds,
  ilsRequests,
  pageOfEndPositions,
} from './queries.ts';
import { taskMoves, type TaskActionInput } from './transitions.ts';
import { itemsOfPage, listPages } from '../shared-page.ts';

/** The search tasks' pages: the page's (task, offer) rows first, then their items as of today. */
const taskPages = listPages(
  countEndPositions,
  itemsOfPage(pageOfEndPositions, (db, page, filters) => endPositionItems(db, page, filters.today)),
);

type Extra = Omit<TaskActionInput, 'action' | 'callerContactId'>;

/** A single task's action and a bulk one, as endPositionEndpoints declares them. */
type Single<S extends z.ZodType> = Endpoint<
  string,
  z.ZodObject<{ id: typeof idSchema }>,
  NoInput,
  S,
  typeof endPositionItemSchema
>;
type Bulk<S extends z.ZodType<{ end_positions: number[] }>> = Endpoint<
  string,
  NoInput,
  NoInput,
  S,
  typeof endPositionBulkResultSchema
>;

/** A CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180). */
function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The ILS request list as the file a user uploads to ILS by hand. */
function ilsCsv(rows: readonly IlsRequest[]): string {
  const lines = [
    ILS_EXPORT_COLUMNS.map(csvField).join(','),
    ...rows.map((row) =>
      [row.part_number, row.quantity, row.condition?.code ?? '', row.rfq.name]
        .map(csvField)
        .join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

export function registerEndPositionRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, {
    endpoint: endPositionEndpoints.list,
    handler: async ({ db, query, request }) => {
      const today = todayIso();
      const filters = {
        tab: query.tab,
        status: query.status,
        search: query.search,
        manager: query.manager,
        priority: query.priority,
        today,
      };
      // Spec §9: the activity offers table has a fixed page size.
      const pageSize =
        query.tab === 'activity_offers' ? ACTIVITY_OFFERS_PAGE_SIZE : query.page_size;
      return taskPages({ db, request, query }, filters, query.ordering, pageSize);
    },
  });

  /** A single action: the task as it is after. */
  const one = <S extends z.ZodType>(
    endpoint: Single<S>,
    action: EndPositionAction,
    extra: (body: z.output<S>) => Extra = () => ({}),
  ) =>
    route(fastify, app, {
      endpoint,
      handler: async ({ db, params, body, user }): Promise<EndPositionItem> => {
        const input = extra(body);
        await checkContact(db, input);
        const id = params.id;
        await taskMoves.one(db, id, { action, ...input, callerContactId: user.contactId });
        const [item] = await endPositionsByIds(db, [id], todayIso());
        return item as EndPositionItem;
      },
    });

  /** A bulk action, all or nothing: the tasks as they are after. */
  const many = <S extends z.ZodType<{ end_positions: number[] }>>(
    endpoint: Bulk<S>,
    action: EndPositionAction,
    extra: (body: z.output<S>) => Extra = () => ({}),
  ) =>
    route(fastify, app, {
      endpoint,
      handler: async ({ db, body, user }): Promise<EndPositionBulkResult> => {
        const input = extra(body);
        await checkContact(db, input);
        const ids = await taskMoves.many(db, body.end_positions, {
          action,
          ...input,
          callerContactId: user.contactId,
        });
        return {
          detail: END_POSITION_ACTION_MESSAGE[action],
          results: await endPositionsByIds(db, ids, todayIso()),
        };
      },
    });

  async function checkContact(db: Parameters<typeof checkStaffContact>[0], input: Extra) {
    if (input.contactId === undefined) return;
    const errors = new FieldErrorCollector();
    await checkStaffContact(db, errors, 'contact', input.contactId);
    errors.throwIfAny();
  }

  one(endPositionEndpoints.getInWork, 'get_in_work');
  one(endPositionEndpoints.returnToNotInWork, 'return_to_not_in_work');
  one(endPositionEndpoints.endSearch, 'end_search', (body) => ({ comment: body.comment }));
  one(endPositionEndpoints.giveToWork, 'give_to_work', (body) => ({ contactId: body.contact }));
  one(endPositionEndpoints.requestedInIls, 'request_ils', (body) => ({
    requestedInIls: body.requested_in_ils,
  }));
  many(endPositionEndpoints.getInWorkMany, 'get_in_work');
  many(endPositionEndpoints.returnToNotInWorkMany, 'return_to_not_in_work');
  many(endPositionEndpoints.endSearchMany, 'end_search', (body) => ({ comment: body.comment }));
  many(endPositionEndpoints.giveToWorkMany, 'give_to_work', (body) => ({
    contactId: body.contact,
  }));
  many(endPositionEndpoints.pipelineMany, 'pipeline', (body) => ({ inPipeline: body.in_pipeline }));
  many(endPositionEndpoints.requestIlsMany, 'request_ils', (body) => ({
    requestedInIls: body.requested_in_ils,
  }));

  route(fastify, app, {
    endpoint: endPositionEndpoints.ilsRequests,
    handler: async ({ db }) => ilsRequests(db),
  });

  route(fastify, app, {
    endpoint: endPositionEndpoints.ilsExport,
    handler: async ({ db, reply }) => {
      const csv = ilsCsv(await ilsRequests(db));
      await reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', contentDisposition(ILS_EXPORT_FILE))
        .header('X-Content-Type-Options', 'nosniff')
        .send(csv);
      return REPLY_SENT;
    },
  });
}
