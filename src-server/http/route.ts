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
 *   5. runs the handler, for writes inside one transaction, so bad input writes nothing,
 *   6. leaves out of the answer every field the caller's audience may not read (audience.ts); an
 *      answer wholly for another audience is refused (403) before step 4.
 * Nothing in a request body can change who the caller is or what they may do. Each route's
 * declaration is kept (`registeredRoutes`) for the tests that walk every route.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { strictNumberText, typedFromText } from '../../src-shared/api/common.ts';
import {
  serverUrl,
  type AnyEndpoint,
  type Method,
  type ResultOf,
} from '../../src-shared/api/endpoint.ts';
import {
  audienceOf,
  ROUTE_RESPONSES,
  routeKey,
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
import { authenticate } from './authenticate.ts';
import { forbidden, HttpError, notFound } from './errors.ts';
import { parseOrThrow } from './validation.ts';

const NO_INPUT = z.object({});

export interface HandlerContext<P, Q, B> {
  /** Inside a transaction for writes. */
  db: Kysely<Database>;
  params: P;
  query: Q;
  body: B;
  request: FastifyRequest;
  reply: FastifyReply;
  app: AppContext;
}

export interface AuthedContext<P, Q, B> extends HandlerContext<P, Q, B> {
  user: AuthUser;
  /** The company a client is scoped to when acting as CLIENT; null for staff. */
  clientCompanyId: number | null;
}

interface BaseSpec<PS extends z.ZodType, QS extends z.ZodType, BS extends z.ZodType> {
  method: Method;
  /** Fastify path; `:role` stands for the `{role}` segment. */
  url: string;
  params?: PS;
  query?: QS;
  body?: BS;
  /** Success status (200 unless said). */
  status?: number;
  /** Run inside a transaction; default: every method but GET. */
  transaction?: boolean;
  /** The body is multipart/form-data, which the handler reads itself (`request.parts()`). */
  multipart?: boolean;
}

interface RouteSpec<
  PS extends z.ZodType,
  QS extends z.ZodType,
  BS extends z.ZodType,
> extends BaseSpec<PS, QS, BS> {
  /** The area the call belongs to; with several, access to any one of them is enough. */
  area: Area | readonly Area[];
  /** Default: read for GET, write otherwise. */
  access?: Access;
  handler: (ctx: AuthedContext<z.output<PS>, z.output<QS>, z.output<BS>>) => Promise<unknown>;
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
  /** The shared declaration it was registered from (undefined: an area not declared yet). */
  endpoint?: AnyEndpoint;
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
type EndpointContext<E extends AnyEndpoint> = AuthedContext<
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
export type EndpointResult<E extends AnyEndpoint> = [ResultOf<E>] extends [never]
  ? // REPLY_SENT, as an inferred return type widens it (to symbol).
    symbol
  : ResultOf<E> | typeof REPLY_SENT;

export type EndpointHandler<E extends AnyEndpoint> = (
  ctx: EndpointContext<E>,
) => Promise<EndpointResult<E>>;

export interface EndpointOptions {
  /** Run inside a transaction; default: every method but GET. */
  transaction?: boolean;
}

/** A route from its shared declaration: everything but the handler is the declaration's. */
export interface EndpointRoute<E extends AnyEndpoint> extends EndpointOptions {
  endpoint: E;
  handler: EndpointHandler<E>;
}

function specOf<E extends AnyEndpoint>(
  endpoint: E,
  options: EndpointOptions,
): BaseSpec<E['params'], E['query'], z.ZodType> & { area: readonly Area[]; access: Access } {
  return {
    method: endpoint.method,
    url: serverUrl(endpoint),
    params: endpoint.params,
    query: endpoint.query,
    body: endpoint.body,
    status: endpoint.status,
    multipart: endpoint.multipart,
    transaction: options.transaction,
    area: endpoint.areas ?? [],
    access: endpoint.access,
  };
}

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
  authedRoute(fastify, app, { ...specOf(endpoint, spec), handler }, endpoint);
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
  const spec = { ...specOf(endpoint, declared), handler };
  record(fastify, { ...specInputs(spec), endpoint });
  register(fastify, app, spec, async (request, base) => {
    const input = parseInput(spec, request);
    return (db) => spec.handler({ ...base, ...input, db } as PublicEndpointContext<E>);
  });
}

function authedRoute<PS extends z.ZodType, QS extends z.ZodType, BS extends z.ZodType>(
  fastify: FastifyInstance,
  app: AppContext,
  spec: RouteSpec<PS, QS, BS>,
  endpoint?: AnyEndpoint,
): void {
  const access: Access = spec.access ?? (spec.method === 'GET' ? 'read' : 'write');
  const areas: readonly Area[] = typeof spec.area === 'string' ? [spec.area] : spec.area;
  record(fastify, { ...specInputs(spec), areas, access, endpoint });
  // Each answer's fields have an audience (src-shared/domain/audience.ts); one a client can reach
  // must be decided before the server starts.
  const answer = ROUTE_RESPONSES[routeKey(spec.method, spec.url)];
  if (!answer && canAny(actingRoles(['CLIENT'], ROLE_URL.CLIENT), areas, access))
    throw new Error(`${routeKey(spec.method, spec.url)}: no audience in audience.ts`);
  register(fastify, app, spec, async (request, base) => {
    const user = await authenticate(request, app);
    const params = request.params as Record<string, string | undefined>;
    const roleSegment = params.role;
    if (roleSegment !== undefined && roleSegment !== user.url) throw forbidden(ROLE_MISMATCH);
    const roles = actingRoles(user.roles, user.url);
    if (!canAny(roles, areas, access)) throw forbidden();
    const viewer = viewerOf(user.roles, user.url);
    if (answer && !sees(viewer, audienceOf(answer))) throw forbidden(NOT_FOR_YOUR_ROLE);
    const input = parseInput(spec, request);
    const clientCompanyId = user.url === ROLE_URL.CLIENT ? (user.companyId ?? -1) : null;
    return async (db) => {
      const result = await spec.handler({ ...base, ...input, db, user, clientCompanyId });
      return answer && result !== REPLY_SENT ? shapeFor(viewer, answer, result) : result;
    };
  });
}

function specInputs<PS extends z.ZodType, QS extends z.ZodType, BS extends z.ZodType>(
  spec: BaseSpec<PS, QS, BS>,
): RegisteredRoute {
  const { method, url, params, query, body, multipart } = spec;
  return { method, url, params, query, body, multipart };
}

type Prepared = (db: Kysely<Database>) => Promise<unknown>;

function register<PS extends z.ZodType, QS extends z.ZodType, BS extends z.ZodType>(
  fastify: FastifyInstance,
  app: AppContext,
  spec: BaseSpec<PS, QS, BS>,
  prepare: (
    request: FastifyRequest,
    base: Omit<HandlerContext<never, never, never>, 'db' | 'params' | 'query' | 'body'>,
  ) => Promise<Prepared>,
): void {
  const transactional = spec.transaction ?? spec.method !== 'GET';
  fastify.route({
    method: spec.method,
    url: spec.url,
    handler: async (request, reply) => {
      const run = await prepare(request, { request, reply, app });
      const result = transactional
        ? await app.db.transaction().execute((trx) => run(trx))
        : await run(app.db);
      if (result === REPLY_SENT) return reply;
      if (spec.status === 204) return reply.code(204).send();
      return reply.code(spec.status ?? 200).send(result);
    },
  });
}

function parseInput<PS extends z.ZodType, QS extends z.ZodType, BS extends z.ZodType>(
  spec: BaseSpec<PS, QS, BS>,
  request: FastifyRequest,
): { params: z.output<PS>; query: z.output<QS>; body: z.output<BS> } {
  const { role: _role, ...rawParams } = request.params as Record<string, string>;
  let params: z.output<PS>;
  try {
    params = parseOrThrow(
      spec.params ?? NO_INPUT,
      typedFromText(spec.params, rawParams, strictNumberText),
    ) as z.output<PS>;
  } catch (error) {
    // A malformed id in the path is a path that does not exist, as Django's <int:pk> says.
    if (error instanceof HttpError) throw notFound();
    throw error;
  }
  const query = parseOrThrow(
    spec.query ?? NO_INPUT,
    typedFromText(spec.query, withoutEmptyValues(request.query), strictNumberText),
  ) as z.output<QS>;
  const body = spec.body
    ? (parseOrThrow(spec.body, bodyOf(spec.body, request)) as z.output<BS>)
    : ({} as z.output<BS>);
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
