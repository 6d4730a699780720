/**
 * The history calls (src-shared/api/history.ts): a person's writes, their last days, and a
 * record's, all read from the append-only audit trail. Who may read which is decided here and
 * described in the shared file.
 */
import type { FastifyInstance } from 'fastify';
import {
  historyEndpoints,
  SHORT_HISTORY_LATEST,
  type HistoryEntry,
  type ShortHistory,
} from '../../../src-shared/api/history.ts';
import type { Paginated } from '../../../src-shared/api/results.ts';
import { RECORD_HISTORY_MODELS } from '../../../src-shared/domain/audit.ts';
import { sees, viewerOf } from '../../../src-shared/domain/audience.ts';
import { actingRoles, can } from '../../../src-shared/domain/permissions.ts';
import type { AuthUser } from '../../auth/users.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import type { Kysely } from 'kysely';
import { forbidden, notFound } from '../../http/errors.ts';
import { recordColumns } from '../../http/found.ts';
import { pageWindow, readPage } from '../../http/pagination.ts';
import { route } from '../../http/route.ts';
import { contactWrites, historyEntries, recentWrites, recordWrites } from './queries.ts';

export const NOT_YOUR_HISTORY =
  'You can read your own history and that of the people you supervise.';

/** Whether the viewer's answers carry the pricing columns of a change (audit.ts). */
function readsPricing(user: AuthUser): boolean {
  return sees(viewerOf(user.roles, user.url), 'pricing');
}

/** Own history, a supervised person's, or anyone's for the roles that read analytics. */
async function checkHistoryReader(
  db: Kysely<Database>,
  user: AuthUser,
  contactId: number,
): Promise<void> {
  const contact = await recordColumns(db, 'contact', contactId, ['id', 'supervisor_id']);
  const own = user.contactId !== null && user.contactId === contactId;
  const supervised = contact !== undefined && contact.supervisor_id === user.contactId;
  const analyst = can(actingRoles(user.roles, user.url), 'analytics', 'read');
  if (!own && !supervised && !analyst) throw forbidden(NOT_YOUR_HISTORY);
  if (!contact) throw notFound();
}

export function registerHistoryRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, {
    endpoint: historyEndpoints.contactHistory,
    handler: async ({ db, params, query, user, request }): Promise<Paginated<HistoryEntry>> => {
      await checkHistoryReader(db, user, params.id);
      const writes = contactWrites(db, params.id, query.action_type);
      const window = pageWindow(query.page, query.page_size);
      return readPage(request, window, writes.count, async (limit, offset) =>
        historyEntries(db, await writes.ids(limit, offset), null, readsPricing(user)),
      );
    },
  });

  route(fastify, app, {
    endpoint: historyEndpoints.shortHistory,
    handler: async ({ db, params, query, user }): Promise<ShortHistory> => {
      await checkHistoryReader(db, user, params.id);
      const recent = await recentWrites(db, params.id, query.days, SHORT_HISTORY_LATEST);
      return {
        days: query.days,
        count: recent.byDay.reduce((sum, day) => sum + day.count, 0),
        by_day: recent.byDay,
        latest: await historyEntries(db, recent.ids, null, readsPricing(user)),
      };
    },
  });

  route(fastify, app, {
    endpoint: historyEndpoints.recordHistory,
    handler: async ({ db, params, query, user, request }): Promise<Paginated<HistoryEntry>> => {
      const model = RECORD_HISTORY_MODELS[params.model];
      if (!can(actingRoles(user.roles, user.url), model.area, 'read')) throw forbidden();
      const scope = { rootTable: model.table, rootId: params.id };
      const writes = recordWrites(db, scope);
      const window = pageWindow(query.page, query.page_size);
      return readPage(request, window, writes.count, async (limit, offset) =>
        historyEntries(db, await writes.ids(limit, offset), scope, readsPricing(user)),
      );
    },
  });
}
