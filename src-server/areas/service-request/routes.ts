/**
 * Service requests (spec §7 "Service requests", src-shared/api/service-request.ts). Area
 * 'service_request'. A client's requests are its company's (another's are 404, as records it
 * cannot see); handling (status, take to work, due date, in work by) is for the handlers of
 * src-shared/domain/service-request.ts, others are refused it with a 403 (it is not theirs); the
 * author may change the text while the request is new.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  serviceRequestEndpoints,
  type ServiceRequest,
} from '../../../src-shared/api/service-request.ts';
import {
  handlesServiceRequests,
  statusRefusal,
} from '../../../src-shared/domain/service-request.ts';
import type { AuthUser } from '../../auth/users.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { insertNumbered } from '../../db/refs.ts';
import { badRequestDetail, FieldErrorCollector, forbidden, notFound } from '../../http/errors.ts';
import { found } from '../../http/found.ts';
import { pageWindow, readPage } from '../../http/pagination.ts';
import { route } from '../../http/route.ts';
import { checkRefExists } from '../company/checks.ts';
import { countRequests, listRequests, requestById, type RequestScope } from './queries.ts';
import { changedRecord } from '../shared-record.ts';

const HANDLERS_ONLY = 'Only the service requests admin handles requests.';
const TEXT_WHILE_NEW = 'The request’s text can be changed only by its author while it is new.';
const NO_CONTACT = 'Your user has no contact card: give the request to someone by name.';

function scopeOf(user: AuthUser, clientCompanyId: number | null): RequestScope {
  return { companyId: clientCompanyId, contactId: user.contactId };
}

function oneOrNotFound(
  db: Kysely<Database>,
  id: number,
  scope: RequestScope,
): Promise<ServiceRequest> {
  return found(requestById(db, id, scope));
}

export function registerServiceRequestRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, {
    endpoint: serviceRequestEndpoints.list,
    handler: async ({ db, query, request, user, clientCompanyId }) => {
      const { page, page_size, ordering, ...filters } = query;
      const scope = scopeOf(user, clientCompanyId);
      return readPage(
        request,
        pageWindow(page, page_size),
        () => countRequests(db, filters, scope),
        (limit, offset) => listRequests(db, filters, scope, ordering, limit, offset),
      );
    },
  });

  route(fastify, app, {
    endpoint: serviceRequestEndpoints.create,
    handler: async ({ db, body, user, clientCompanyId }) => {
      const id = await insertNumbered(db, 'service_request', 'SR', {
        comment: body.comment,
        due_date: body.due_date ?? null,
        company_id: clientCompanyId ?? user.companyId,
        created_by_id: user.id,
      });
      return oneOrNotFound(db, id, scopeOf(user, clientCompanyId));
    },
  });

  route(fastify, app, {
    endpoint: serviceRequestEndpoints.one,
    handler: ({ db, params, user, clientCompanyId }) =>
      oneOrNotFound(db, params.id, scopeOf(user, clientCompanyId)),
  });

  route(fastify, app, {
    endpoint: serviceRequestEndpoints.update,
    handler: async ({ db, params, body, user, clientCompanyId }) => {
      const scope = scopeOf(user, clientCompanyId);
      const locked = await db
        .selectFrom('service_request')
        .select(['id', 'status', 'created_by_id', 'in_work_by_id'])
        .where('id', '=', params.id)
        .forUpdate()
        .executeTakeFirst();
      const current = locked && (await requestById(db, params.id, scope));
      if (!locked || !current) throw notFound();
      const { comment, ...handling } = body;
      if (Object.keys(handling).length > 0 && !handlesServiceRequests(user.roles))
        throw forbidden(HANDLERS_ONLY);
      if (comment !== undefined && !handlesServiceRequests(user.roles)) {
        if (locked.created_by_id !== user.id || locked.status !== 'new')
          throw badRequestDetail(TEXT_WHILE_NEW);
      }
      const errors = new FieldErrorCollector();
      const worker = body.in_work_by ?? (body.take_to_work ? user.contactId : undefined);
      if (body.take_to_work && worker === null) errors.add('take_to_work', NO_CONTACT);
      await checkRefExists(db, errors, 'in_work_by', 'contact', body.in_work_by);
      // Taking to work is the move to 'in work'; a status asked for beside it wins.
      const status = body.status ?? (body.take_to_work ? 'in_work' : undefined);
      if (status !== undefined && status !== locked.status) {
        const refused = statusRefusal(locked.status, status);
        if (refused) errors.add('status', refused);
      }
      errors.throwIfAny();
      await changedRecord(db, 'service_request', params.id, {
        ...(comment !== undefined ? { comment } : {}),
        ...(body.due_date !== undefined ? { due_date: body.due_date } : {}),
        ...(status !== undefined ? { status } : {}),
        ...(worker !== undefined && worker !== null
          ? { in_work_by_id: worker, taken_at: new Date() }
          : {}),
      });
      return oneOrNotFound(db, params.id, scope);
    },
  });

  route(fastify, app, {
    endpoint: serviceRequestEndpoints.addComment,
    handler: async ({ db, params, body, user, clientCompanyId }) => {
      const scope = scopeOf(user, clientCompanyId);
      await oneOrNotFound(db, params.id, scope);
      await db
        .insertInto('service_request_comment')
        .values({ request_id: params.id, text: body.text, created_by_id: user.id })
        .execute();
      await changedRecord(db, 'service_request', params.id, {});
      return oneOrNotFound(db, params.id, scope);
    },
  });
}
