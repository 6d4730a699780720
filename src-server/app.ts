/**
 * The HTTP application: Fastify with CORS and multipart, our error shapes, and every area's
 * routes. Built on a Kysely instance it does not own (start.ts and the tests own the database).
 */
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { MAX_UPLOAD_BYTES } from '../src-shared/api/file.ts';
import { registerCompanyRoutes } from './areas/company/routes.ts';
import { registerContactRoutes } from './areas/contact/routes.ts';
import { registerHistoryRoutes } from './areas/history/routes.ts';
import { registerEndPositionRoutes } from './areas/end-position/routes.ts';
import { registerFileRoutes } from './areas/file/routes.ts';
import { registerHealthRoutes } from './areas/health/routes.ts';
import { registerHomeRoutes } from './areas/home/routes.ts';
import { registerUrgentRoutes } from './areas/home/urgent.ts';
import { registerServiceRequestRoutes } from './areas/service-request/routes.ts';
import { registerSettingsRecordRoutes } from './areas/setting/settings.ts';
import { registerProductRoutes } from './areas/product/routes.ts';
import { registerProductAssessmentRoutes } from './areas/product/assessment-routes.ts';
import { registerAssessmentRoutes } from './areas/assessment/routes.ts';
import { registerProductRequestRoutes } from './areas/product-request/routes.ts';
import { registerStocktakingRoutes } from './areas/stocktaking/routes.ts';
import { registerConsolidationRoutes } from './areas/consolidation/routes.ts';
import { registerPurchaseRoutes } from './areas/purchase/routes.ts';
import { registerKpRoutes } from './areas/kp/routes.ts';
import { registerOfferRoutes } from './areas/offer/routes.ts';
import { registerInventoryRoutes } from './areas/inventory/routes.ts';
import { registerOrderPositionRoutes } from './areas/order/position-routes.ts';
import { registerOrderRoutes } from './areas/order/routes.ts';
import { registerPositionRoutes } from './areas/rfq/positions.ts';
import { registerRfqRoutes } from './areas/rfq/routes.ts';
import { registerSettingRoutes } from './areas/setting/routes.ts';
import { osKeychain, type SecretStore } from './areas/messaging/keychain.ts';
import { registerMessagingRoutes } from './areas/messaging/routes.ts';
import type { SendConfirmCode } from './auth/outbox.ts';
import { LoginRateLimiter } from './auth/rate-limit.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { loadAuthSecret } from './auth/secret.ts';
import { TokenService, type TokenLifetimes } from './auth/tokens.ts';
import type { AppContext } from './context.ts';
import { outageOf } from './db/outage.ts';
import type { Database } from './db/schema.ts';
import {
  HttpError,
  isMalformedMultipart,
  isNumberOutOfRange,
  MALFORMED_MULTIPART,
  NOT_FOUND,
  NUMBER_OUT_OF_RANGE,
  SERVER_ERROR_BODY,
} from './http/errors.ts';

export interface AppOptions {
  db: Kysely<Database>;
  /** Where uploaded files are stored. */
  filesDir: string;
  log?: (line: string) => void;
  /** Where confirm codes go (auth/outbox.ts); without one they cannot be delivered. */
  sendConfirmCode?: SendConfirmCode;
  maxUploadBytes?: number;
  /** Private addresses url_upload/ may fetch all the same (areas/file/fetch-public.ts): tests. */
  urlUploadTrusted?: (url: URL) => boolean;
  /** How long url_upload/ waits for an address (tests wait less than a minute). */
  urlUploadTimeoutMs?: number;
  /** Token lifetimes (tests use seconds rather than a working day). */
  tokenLifetimes?: Partial<TokenLifetimes>;
  /** The sign-in throttle's clock (tests move it on instead of waiting). */
  now?: () => number;
  /** While the embedded database is down (db/watchdog.ts): why, so every call answers 503. */
  databaseOutage?: () => string | undefined;
  /** Where the server keeps secrets (the bot token); the OS keychain unless given. */
  secrets?: SecretStore;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const log = options.log ?? (() => {});
  const context: AppContext = {
    db: options.db,
    tokens: new TokenService(await loadAuthSecret(options.db), {
      lifetimes: options.tokenLifetimes,
    }),
    loginLimiter: new LoginRateLimiter(options.now),
    log,
    sendConfirmCode:
      options.sendConfirmCode ??
      (async (username) =>
        log(`No outbox: the confirm code for user "${username}" could not be delivered.`)),
    filesDir: options.filesDir,
    maxUploadBytes: options.maxUploadBytes ?? MAX_UPLOAD_BYTES,
    urlUploadTrusted: options.urlUploadTrusted,
    urlUploadTimeoutMs: options.urlUploadTimeoutMs,
    databaseOutage: options.databaseOutage,
    secrets: options.secrets ?? osKeychain,
  };

  const fastify = Fastify({
    logger: false,
    // Requests from the renderer are small JSON; uploads go through multipart, not this limit.
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // A path Fastify cannot even decode (bad percent-encoding) names nothing: 404 in our shape.
    frameworkErrors: (error, _request, reply) => {
      const plain = reply as unknown as FastifyReply;
      if (error.code === 'FST_ERR_BAD_URL') return plain.code(404).send({ detail: NOT_FOUND });
      return plain.code(error.statusCode ?? 400).send({ detail: error.message });
    },
  });

  // Token auth, no cookies: any origin may call with the Authorization header.
  await fastify.register(cors, {
    origin: '*',
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept'],
    exposedHeaders: ['Content-Disposition', 'Content-Length'],
    maxAge: 600,
  });
  await fastify.register(multipart, { throwFileSizeLimit: false });

  // JSON as Fastify parses it (prototype poisoning refused), but an empty body is no body: clients
  // send DELETE and PATCH with a JSON content type and nothing after it.
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });

  // HTML forms and scripts post `username=...&password=...`, as Django REST accepts: a plain object
  // of strings (route() reads numbers from them strictly, as from a query). No nesting, no
  // prototype keys.
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 * 1024 },
    (_request, body, done) => {
      const fields: Record<string, string> = Object.create(null) as Record<string, string>;
      for (const [key, value] of new URLSearchParams(String(body))) fields[key] = value;
      done(null, { ...fields });
    },
  );

  fastify.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.status).headers(error.headers).send(error.body);
    }
    if (isNumberOutOfRange(error)) return reply.code(400).send({ detail: NUMBER_OUT_OF_RANGE });
    if (isMalformedMultipart(error)) return reply.code(400).send({ detail: MALFORMED_MULTIPART });
    // The database connection lost or refused, a full disk: 503/507 with what to do (db/outage.ts).
    const outage = outageOf(error);
    if (outage) {
      log(`${outage.kind} on ${request.method} ${request.url}: ${error.message}`);
      return reply.code(outage.status).send({ detail: outage.detail });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, unsupported media type, ...) in our shape.
      return reply.code(status).send({ detail: error.message });
    }
    log(`Error on ${request.method} ${request.url}: ${error.stack ?? String(error)}`);
    return reply.code(500).send(SERVER_ERROR_BODY);
  });
  fastify.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: NOT_FOUND }));

  registerHealthRoutes(fastify, context);
  registerAuthRoutes(fastify, context);
  registerHomeRoutes(fastify, context);
  registerContactRoutes(fastify, context);
  registerHistoryRoutes(fastify, context);
  registerCompanyRoutes(fastify, context);
  registerFileRoutes(fastify, context);
  registerRfqRoutes(fastify, context);
  registerPositionRoutes(fastify, context);
  registerEndPositionRoutes(fastify, context);
  registerOfferRoutes(fastify, context);
  registerKpRoutes(fastify, context);
  registerOrderRoutes(fastify, context);
  registerUrgentRoutes(fastify, context);
  registerServiceRequestRoutes(fastify, context);
  registerSettingsRecordRoutes(fastify, context);
  registerPurchaseRoutes(fastify, context);
  registerProductRoutes(fastify, context);
  registerProductAssessmentRoutes(fastify, context);
  registerAssessmentRoutes(fastify, context);
  registerProductRequestRoutes(fastify, context);
  registerStocktakingRoutes(fastify, context);
  registerConsolidationRoutes(fastify, context);
  registerOrderPositionRoutes(fastify, context);
  registerInventoryRoutes(fastify, context);
  registerSettingRoutes(fastify, context);
  registerMessagingRoutes(fastify, context);
  return fastify;
}
