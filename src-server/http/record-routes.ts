/**
 * The calls on one record of an area whose answer is the record as the area's detail reads it
 * (404 when there is none). Each such area wrapped its reader in found(), registered its GET :id
 * as `detail(db, params.id)`, ended every write (create, edit, its own actions) with
 * `return detail(db, id)`, and removed a record by locking it and deleting its row: here the
 * reader is named once per area, a write says only what it changes and which record it changed,
 * and a removal only how the record is locked (and refused).
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AnyEndpoint, ResultOf } from '../../src-shared/api/endpoint.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from './errors.ts';
import { found } from './found.ts';
import { route, type EndpointContext } from './route.ts';

/** The tables whose records are removed by id once their removal is allowed. */
type RemovableTable =
  'assessment' | 'consolidation' | 'product' | 'product_request' | 'stocktaking';

/** The endpoint, when the area's detail `D` is an answer it declares (else no endpoint fits). */
type Answering<E extends AnyEndpoint, D> = E & (D extends ResultOf<E> ? unknown : never);

/** The context of a record's route: the record's id is in its path. */
type RecordContext<E extends AnyEndpoint> = EndpointContext<E> & { params: { id: number } };

/**
 * `read` is the area's detail; where the area shows a client only its own company's records, it
 * takes that company (null: any record). GET :id passes the caller's; a write's answer is read
 * with null, the write having checked the record already.
 */
export function recordRoutes<D>(
  fastify: FastifyInstance,
  app: AppContext,
  read: (db: Kysely<Database>, id: number, onlyCompanyId: number | null) => Promise<D | undefined>,
) {
  const detail = (db: Kysely<Database>, id: number, onlyCompanyId: number | null = null) =>
    found(read(db, id, onlyCompanyId));
  /** route() with a handler answering `D`, which Answering has checked the endpoint declares. */
  const answering = <E extends AnyEndpoint>(
    endpoint: E,
    handler: (ctx: EndpointContext<E>) => Promise<D>,
  ) => route(fastify, app, { endpoint, handler } as Parameters<typeof route<E>>[2]);
  return {
    /** GET :id: the detail of the record the path names (404 when the detail finds none). */
    one<E extends AnyEndpoint>(endpoint: Answering<E, D>): void {
      answering(endpoint, (ctx) =>
        detail(ctx.db, (ctx as RecordContext<E>).params.id, ctx.clientCompanyId),
      );
    },
    /** A write: `change` does it and says which record it wrote; the answer is its detail. */
    write<E extends AnyEndpoint>(
      endpoint: Answering<E, D>,
      change: (ctx: EndpointContext<E>) => Promise<number>,
    ): void {
      answering(endpoint, async (ctx) => detail(ctx.db, await change(ctx)));
    },
    /**
     * DELETE :id: `locked` reads the record for the change (404 for an unknown id) and refuses
     * it where it may not go; then its row is deleted (what depends on it goes by the schema's
     * cascades).
     */
    remove<E extends AnyEndpoint>(
      endpoint: E,
      table: RemovableTable,
      locked: (db: Kysely<Database>, id: number) => Promise<{ id: number }>,
    ): void {
      route(fastify, app, {
        endpoint,
        handler: async (ctx: EndpointContext<E>) => {
          const record = await locked(ctx.db, (ctx as RecordContext<E>).params.id);
          // Kysely cannot type one query over a union of tables: typed as one of them.
          await ctx.db
            .deleteFrom(table as RemovableTable as 'product')
            .where('id', '=', record.id)
            .execute();
        },
      } as Parameters<typeof route<E>>[2]);
    },
  };
}

/**
 * GET of what belongs to one record (a company's treaties or condition texts, an RFQ's KPs, an
 * order's positions): 404 unless `visible` finds the record the path names for the caller (a
 * client sees only its own company's), then what `read` reads. Each such route wrote this check
 * and its read in the same few lines.
 */
export function ownListRoute<E extends AnyEndpoint>(
  fastify: FastifyInstance,
  app: AppContext,
  endpoint: E,
  visible: (db: Kysely<Database>, id: number, clientCompanyId: number | null) => Promise<unknown>,
  read: (ctx: RecordContext<E>) => Promise<ResultOf<E>>,
): void {
  route(fastify, app, {
    endpoint,
    handler: async (ctx: EndpointContext<E>) => {
      const record = ctx as RecordContext<E>;
      if (!(await visible(record.db, record.params.id, record.clientCompanyId))) throw notFound();
      return read(record);
    },
  } as Parameters<typeof route<E>>[2]);
}
