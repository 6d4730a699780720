/**
 * The one way routes are registered: from the endpoint's shared declaration (src-shared/api,
 * endpoint.ts), which says its path, area and access level, the zod schemas of its params, query
 * and body, and the schema of its answer, which types the handler. The helper then, in this order:
 *   1. authenticates the `Authorization: JWT <access>` header (401),
 *   2. checks that the `{role}` path segment is the token's `url` claim (403),
 *   3. checks `can(roles, area, access)` with the roles read fresh from the database, a client
 *      token acting with the client's grants alone (`actingRoles`) (403),
 *   4. parses params (bad ids: 404), query and body (400 `{field: [messages]}`): JSON strictly as
 *      typed, text (paths, queries, form bodies) turned into numbers only where a schema wants
 *      one and only from plain decimal text (`typedFromText`),
 *   5. runs the handler, for writes inside one transaction, so bad input writes nothing, and
 *      tells the database who is writing (audit.ts): every row the write changes is recorded in
 *      the audit trail in that same transaction, and a refused write leaves no entry,
 *   6. leaves out of the answer every field the caller's audience may not read (audience.ts); an
 *      answer wholly for another audience is refused (403) before step 4.
 * Nothing in a request body can change who the caller is or what they may do. Each route's
 * declaration is kept (`registeredRoutes`) for the tests that walk every route.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { strictNumberText, typedFromText } from '../../src-shared/api/from-text.ts';
import {
  endpointKey,
  serverUrl,
  type AnyEndpoint,
  type Method,
  type ResultOf,
} from '../../src-shared/api/endpoint.ts';
import {
  audienceOf,
  ROUTE_RESPONSES,
  sees,
  shapeFor,
  viewerOf,
} from '../../src-shared/domain/audience.ts';
import {
  actingRoles,
  canAny,
  type Access,
  type Area,
} from '../../src-shared/domain/permissions.ts';
import { ROLE_URL } from '../../src-shared/domain/roles.ts';
import type { Database } from '../db/schema.ts';
import type { AuthUser } from '../auth/users.ts';
import type { AppContext } from '../context.ts';
import { auditedTransaction, type AuditActor } from './audit.ts';
import { authenticate } from './authenticate.ts';
import { forbidden, HttpError, notFound } from './errors.ts';
import { parseOrThrow } from './validation.ts';

interface HandlerContext<P, Q, B> {
  /** Inside a transaction for writes. */
  db: Kysely<Database>;
  params: P;
  query: Q;
  body: B;
  request: FastifyRequest;
  reply: FastifyReply;
  app: AppContext;
}

interface AuthedContext<P, Q, B> extends HandlerContext<P, Q, B> {
  user: AuthUser;
  /** The company a client is scoped to when acting as CLIENT; null for staff. */
  clientCompanyId: number | null;
  /**
   * A transaction of its own, its writes recorded in the audit trail as this caller's: for a
   * route declared `transaction: false` (bytes stream first, rows change afterwards). Never
   * `db.transaction()` directly in a route: its writes would be nobody's (tests/server/audit).
   */
  transaction: <T>(work: (trx: Kysely<Database>) => Promise<T>) => Promise<T>;
}

/** Sent when the handler wrote the reply itself (a stream). */
export const REPLY_SENT = Symbol('reply sent');

export const ROLE_MISMATCH = 'This path does not belong to your role.';
export const NOT_FOR_YOUR_ROLE = 'Your role does not see this.';

/** What a route declared, kept so tests can walk every route (fuzzing, the refusal walk). */
export interface RegisteredRoute {
  method: Method;
  url: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  multipart?: boolean;
  /** Undefined for a public route (no sign-in). */
  areas?: readonly Area[];
  access?: Access;
  /** The shared declaration it was registered from. */
  endpoint: AnyEndpoint;
}

const registries = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Every route registered on this Fastify instance through route() or publicEndpoint(). */
export function registeredRoutes(fastify: FastifyInstance): readonly RegisteredRoute[] {
  return registries.get(fastify) ?? [];
}

function record(fastify: FastifyInstance, entry: RegisteredRoute): void {
  const list = registries.get(fastify) ?? [];
  list.push(entry);
  registries.set(fastify, list);
}

/** Inputs as the handler of a declared endpoint reads them (parsed by its schemas). */
export type EndpointContext<E extends AnyEndpoint> = AuthedContext<
  z.output<E['params']>,
  z.output<E['query']>,
  z.output<Exclude<E['body'], undefined>>
>;
type PublicEndpointContext<E extends AnyEndpoint> = HandlerContext<
  z.output<E['params']>,
  z.output<E['query']>,
  z.output<Exclude<E['body'], undefined>>
>;

/**
 * What a declared endpoint's handler returns: the declared answer, checked by the compiler, or
 * REPLY_SENT when it wrote the reply itself (a stream, declared `response: z.never()`; the
 * health check's 503).
 */
type EndpointResult<E extends AnyEndpoint> = [ResultOf<E>] extends [never]
  ? // REPLY_SENT, as an inferred return type widens it (to symbol).
    symbol
  : ResultOf<E> | typeof REPLY_SENT;

type EndpointHandler<E extends AnyEndpoint> = (
  ctx: EndpointContext<E>,
) => Promise<EndpointResult<E>>;

interface EndpointOptions {
  /** Run inside a transaction; default: every method but GET. */
  transaction?: boolean;
}

/** A route from its shared declaration: everything but the handler is the declaration's. */
interface EndpointRoute<E extends AnyEndpoint> extends EndpointOptions {
  endpoint: E;
  handler: EndpointHandler<E>;
}

/** The route as the tests walk it: what its declaration says it takes and who may call it. */
function recordOf(endpoint: AnyEndpoint): RegisteredRoute {
  const { method, params, query, body, multipart, areas, access } = endpoint;
  return {
    method,
    url: serverUrl(endpoint),
    params,
    query,
    body,
    multipart,
    areas,
    access,
    endpoint,
  };
}

/** A handler as the route helper runs it, its inputs already parsed by the declaration. */
type AnyHandler = (ctx: AuthedContext<unknown, unknown, unknown>) => Promise<unknown>;

/**
 * Registers a route from its shared declaration (src-shared/api/endpoint.ts): there is no other
 * way to add one, so every route has a declaration the renderer calls and the tests compare.
 */
export function route<E extends AnyEndpoint>(
  fastify: FastifyInstance,
  app: AppContext,
  spec: EndpointRoute<E>,
): void {
  const { endpoint, handler }: EndpointRoute<AnyEndpoint> = spec;
  if (!endpoint.areas)
    throw new Error(`${serverUrl(endpoint)}: a public endpoint, use publicEndpoint`);
  authedRoute(fastify, app, endpoint, endpoint.areas, spec, handler as AnyHandler);
}

/** Registers a public route (no sign-in) from its shared declaration. */
export function publicEndpoint<E extends AnyEndpoint>(
  fastify: FastifyInstance,
  app: AppContext,
  declared: EndpointOptions & {
    endpoint: E;
    handler: (ctx: PublicEndpointContext<E>) => Promise<EndpointResult<E>>;
  },
): void {
  const { endpoint, handler } = declared;
  record(fastify, recordOf(endpoint));
  register(fastify, app, endpoint, declared, async (request, base) => {
    const input = parseInput(endpoint, request);
    return {
      actor: null,
      run: (db) => handler({ ...base, ...input, db } as PublicEndpointContext<E>),
    };
  });
}

function authedRoute(
  fastify: FastifyInstance,
  app: AppContext,
  endpoint: AnyEndpoint,
  areas: readonly Area[],
  options: EndpointOptions,
  handler: AnyHandler,
): void {
  const { access } = endpoint;
  const key = endpointKey(endpoint);
  record(fastify, recordOf(endpoint));
  // Each answer's fields have an audience (src-shared/domain/audience.ts); one a client can reach
  // must be decided before the server starts.
  const answer = ROUTE_RESPONSES[key];
  if (!answer && canAny(actingRoles(['CLIENT'], ROLE_URL.CLIENT), areas, access))
    throw new Error(`${key}: no audience in audience.ts`);
  register(fastify, app, endpoint, options, async (request, base) => {
    const user = await authenticate(request, app);
    const params = request.params as Record<string, string | undefined>;
    const roleSegment = params.role;
    if (roleSegment !== undefined && roleSegment !== user.url) throw forbidden(ROLE_MISMATCH);
    const roles = actingRoles(user.roles, user.url);
    if (!canAny(roles, areas, access)) throw forbidden();
    const viewer = viewerOf(user.roles, user.url);
    if (answer && !sees(viewer, audienceOf(answer))) throw forbidden(NOT_FOR_YOUR_ROLE);
    const input = parseInput(endpoint, request);
    const clientCompanyId = user.url === ROLE_URL.CLIENT ? (user.companyId ?? -1) : null;
    const actor: AuditActor = {
      user: user.id,
      contact: user.contactId,
      role: user.url,
      area: areas[0] ?? 'home',
      method: endpoint.method,
      action: endpoint.path,
      params: (input.params ?? {}) as Record<string, unknown>,
    };
    const transaction = <T>(work: (trx: Kysely<Database>) => Promise<T>) =>
      auditedTransaction(app.db, actor, work);
    return {
      actor,
      run: async (db) => {
        const result = await handler({ ...base, ...input, db, user, clientCompanyId, transaction });
        return answer && result !== REPLY_SENT ? shapeFor(viewer, answer, result) : result;
      },
    };
  });
}

interface Prepared {
  /** Who writes, for the audit trail; null on a public route (nobody is signed in). */
  actor: AuditActor | null;
  run: (db: Kysely<Database>) => Promise<unknown>;
}

/** A transactional route that sent its own reply: a mistake of ours, found by every test of it. */
const SENT_BEFORE_COMMIT = (endpoint: AnyEndpoint) =>
  `${endpoint.method} ${endpoint.path} sent its answer inside its transaction, before the commit: the handler must return it (or nothing, for a 204).`;

function register(
  fastify: FastifyInstance,
  app: AppContext,
  endpoint: AnyEndpoint,
  options: EndpointOptions,
  prepare: (
    request: FastifyRequest,
    base: Omit<HandlerContext<never, never, never>, 'db' | 'params' | 'query' | 'body'>,
  ) => Promise<Prepared>,
): void {
  const transactional = options.transaction ?? endpoint.method !== 'GET';
  fastify.route({
    method: endpoint.method,
    url: serverUrl(endpoint),
    handler: async (request, reply) => {
      const { actor, run } = await prepare(request, { request, reply, app });
      const result = transactional
        ? await auditedTransaction(app.db, actor, async (db) => {
            const answer = await run(db);
            // An answer sent from inside the transaction reaches the client before the commit:
            // its next request may not see the write yet. Undo it, and say where.
            if (reply.sent) throw new Error(SENT_BEFORE_COMMIT(endpoint));
            return answer;
          })
        : await run(app.db);
      if (result === REPLY_SENT) return reply;
      if (endpoint.status === 204) return reply.code(204).send();
      return reply.code(endpoint.status).send(result);
    },
  });
}

function parseInput(
  endpoint: AnyEndpoint,
  request: FastifyRequest,
): { params: unknown; query: unknown; body: unknown } {
  const { role: _role, ...rawParams } = request.params as Record<string, string>;
  let params: unknown;
  try {
    params = parseOrThrow(
      endpoint.params,
      typedFromText(endpoint.params, rawParams, strictNumberText),
    );
  } catch (error) {
    // A malformed id in the path is a path that does not exist, as Django's <int:pk> says.
    if (error instanceof HttpError) throw notFound();
    throw error;
  }
  const query = parseOrThrow(
    endpoint.query,
    typedFromText(endpoint.query, withoutEmptyValues(request.query), strictNumberText),
  );
  const body = endpoint.body ? parseOrThrow(endpoint.body, bodyOf(endpoint.body, request)) : {};
  return { params, query, body };
}

/**
 * No body is an empty object (DELETE and bodiless PATCH); a JSON `null` is not (it is refused
 * like any other non-object). A form-encoded body is text, read like a query string.
 */
function bodyOf(schema: z.ZodType, request: FastifyRequest): unknown {
  if (request.body === undefined) return {};
  const type = (request.headers['content-type'] ?? '').toLowerCase();
  return type.startsWith('application/x-www-form-urlencoded')
    ? typedFromText(schema, request.body, strictNumberText)
    : request.body;
}

/** An empty query parameter (`?category=`) means "no filter", as Django's filters read it. */
function withoutEmptyValues(query: unknown): Record<string, unknown> {
  if (!query || typeof query !== 'object') return {};
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
}
