/**
 * Product requests (spec §7 "Product requests", src-shared/api/product-request.ts). Area
 * 'product'. The rules are src-shared/domain/product-request.ts; every refusal is a 400 (a field,
 * a `detail`, or for closing many a reason per refused request) and changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  productRequestEndpoints,
  type ProductRequestCreate,
} from '../../../src-shared/api/product-request.ts';
import type { BulkRefusal } from '../../../src-shared/api/rfq.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import {
  DEFAULT_REQUEST_PRIORITY,
  NO_REQUEST_CLOSED,
  PRODUCT_ARCHIVED,
  productRequestNumber,
  REQUEST_CLOSED,
  REQUEST_CLOSED_ALREADY,
  REQUEST_NOT_FOUND,
  targetDateRefusal,
} from '../../../src-shared/domain/product-request.ts';
import type { AppContext } from '../../context.ts';
import { insertEach, todayIso } from '../../db/refs.ts';
import type { Database } from '../../db/schema.ts';
import {
  badRequest,
  badRequestDetail,
  bulkRefusal,
  FieldErrorCollector,
  type HttpError,
} from '../../http/errors.ts';
import { pagedListRoute } from '../../http/pagination.ts';
import { found, lockedRow } from '../../http/found.ts';
import { recordRoutes } from '../../http/record-routes.ts';
import { route } from '../../http/route.ts';
import { refusalsOf } from '../../http/bulk-refusals.ts';
import { checkRefExists } from '../company/checks.ts';
import { definedColumns } from '../defined-columns.ts';
import { checkChosenProducts } from '../chosen-products.ts';
import {
  countProductRequests,
  listProductRequests,
  productRequestDetail,
  productRequestsByIds,
} from './queries.ts';

/** The request, locked for the change; `open`: a closed one is refused. */
async function lockedRequest(db: Kysely<Database>, id: number, open = true) {
  const request = await found(lockedRow(db, 'product_request', id));
  if (open && request.closed) throw badRequestDetail(REQUEST_CLOSED);
  return request;
}

/**
 * The products, category and target date of a new request checked against the database: a field
 * error for each product that does not exist, is archived or is named twice, for a category that
 * does not exist, and for a target date in the past.
 */
async function checkNewRequest(db: Kysely<Database>, body: ProductRequestCreate): Promise<void> {
  const errors = new FieldErrorCollector();
  const products = await db
    .selectFrom('product')
    .select(['id', 'archived'])
    .where('id', 'in', body.products)
    .execute();
  checkChosenProducts(errors, body.products, products, (product, name) =>
    product.archived ? `${name}: ${PRODUCT_ARCHIVED}` : null,
  );
  await checkRefExists(db, errors, 'category', 'ref_request_category', body.category);
  const dateRefusal = targetDateRefusal(body.target_date, todayIso());
  if (dateRefusal) errors.add('target_date', dateRefusal);
  errors.throwIfAny();
}

/** Closing many refuses as the RFQ bulk actions do: nothing changes, a reason per request. */
function refuseRequests(refused: BulkRefusal['refused'], total: number): HttpError {
  return bulkRefusal(
    `${NO_REQUEST_CLOSED} ${refused.length} of ${total} may not be closed.`,
    refused,
  );
}

export function registerProductRequestRoutes(fastify: FastifyInstance, app: AppContext): void {
  const records = recordRoutes(fastify, app, productRequestDetail);
  pagedListRoute(
    fastify,
    app,
    productRequestEndpoints.list,
    countProductRequests,
    listProductRequests,
  );

  records.write(productRequestEndpoints.create, async ({ db, body, user }) => {
    await checkNewRequest(db, body);
    const created = await db
      .insertInto('product_request')
      .values({
        category_id: body.category,
        target_date: body.target_date ?? null,
        priority: body.priority ?? DEFAULT_REQUEST_PRIORITY,
        comment: body.comment ?? '',
        created_by_id: user.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertEach(db, 'product_request_product', body.products, (id) => ({
      request_id: created.id,
      product_id: id,
    }));
    return created.id;
  });

  records.one(productRequestEndpoints.one);

  records.write(productRequestEndpoints.update, async ({ db, params, body }) => {
    const request = await lockedRequest(db, params.id);
    const dateRefusal = targetDateRefusal(body.target_date, todayIso());
    if (dateRefusal) throw badRequest({ target_date: [dateRefusal] });
    await db
      .updateTable('product_request')
      .set(
        definedColumns(body, {
          target_date: 'target_date',
          priority: 'priority',
          comment: 'comment',
        }),
      )
      .where('id', '=', request.id)
      .execute();
    return request.id;
  });

  route(fastify, app, {
    endpoint: productRequestEndpoints.close,
    handler: async ({ db, body }) => {
      const ids = [...new Set(body.requests)];
      const rows = await db
        .selectFrom('product_request')
        .select(['id', 'closed'])
        .where('id', 'in', ids)
        .forUpdate()
        .execute();
      const refused = refusalsOf(
        ids,
        rows,
        (request) =>
          !request ? REQUEST_NOT_FOUND : request.closed ? REQUEST_CLOSED_ALREADY : null,
        productRequestNumber,
      );
      if (refused.length) throw refuseRequests(refused, ids.length);
      await db
        .updateTable('product_request')
        .set({ closed: true })
        .where('id', 'in', ids)
        .execute();
      return { detail: MESSAGES.updated, results: await productRequestsByIds(db, ids) };
    },
  });

  records.remove(productRequestEndpoints.remove, 'product_request', (db, id) =>
    lockedRequest(db, id, false),
  );
}
