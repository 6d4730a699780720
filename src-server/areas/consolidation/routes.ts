/**
 * Consolidations (spec §7 "Consolidation", src-shared/api/consolidation.ts). Area
 * 'consolidation'. The rules are src-shared/domain/consolidation.ts; every refusal is a 400 (a
 * field, or a `detail` naming the state) and changes nothing. Each move is written to the
 * consolidation's timeline in the same transaction.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely, Updateable } from 'kysely';
import {
  consolidationEndpoints,
  customsDocumentEndpoints,
  logisticDocumentEndpoints,
} from '../../../src-shared/api/consolidation.ts';
import { COMPANY_CATEGORY } from '../../../src-shared/domain/constants.ts';
import {
  arrivalRefusal,
  cancelDepartureRefusal,
  CONSOLIDATION_DESTINATION_CATEGORIES,
  CONSOLIDATION_ORIGIN_CATEGORIES,
  departureRefusal,
  formingRefusal,
  type DocumentKind,
} from '../../../src-shared/domain/consolidation.ts';
import { productLabelCode } from '../../../src-shared/domain/product.ts';
import type { AppContext } from '../../context.ts';
import { insertEach, insertNumbered } from '../../db/refs.ts';
import type { Database } from '../../db/schema.ts';
import {
  badRequest,
  badRequestDetail,
  FieldErrorCollector,
  notFound,
  throwRefusal,
} from '../../http/errors.ts';
import { pagedListRoute } from '../../http/pagination.ts';
import { found, lockedRow } from '../../http/found.ts';
import { recordRoutes } from '../../http/record-routes.ts';
import { checkCompanyOfCategories } from '../company/checks.ts';
import { invalidPk } from '../company/routes.ts';
import { consolidationDetail, countConsolidations, listConsolidations } from './queries.ts';
import { changedRecord } from '../shared-record.ts';

const NOT_A_DESTINATION = 'Choose a client, one of our legal entities or a warehouse.';
const NOT_AN_ORIGIN = 'Choose one of our legal entities or a warehouse.';
const SAME_POINTS = 'A consolidation goes from one point to another.';

function locked(db: Kysely<Database>, id: number) {
  return found(lockedRow(db, 'consolidation', id));
}

async function lockedForming(db: Kysely<Database>, id: number) {
  const consolidation = await locked(db, id);
  throwRefusal(formingRefusal(consolidation));
  return consolidation;
}

async function record(
  db: Kysely<Database>,
  consolidation: number,
  action: string,
  by: number,
  text = '',
) {
  await db
    .insertInto('consolidation_event')
    .values({ consolidation_id: consolidation, action, detail: text, by_id: by })
    .execute();
}

/**
 * A move of the consolidation (departure, arrival, or its cancel): its new state, and what
 * becomes of the products it carries, each stamped with the time of the change.
 */
async function move(
  db: Kysely<Database>,
  id: number,
  state: Updateable<Database['consolidation']>,
  products: Updateable<Database['product']>,
) {
  await changedRecord(db, 'consolidation', id, state);
  const carried = db
    .selectFrom('consolidation_product')
    .select('product_id')
    .where('consolidation_id', '=', id);
  await db
    .updateTable('product')
    .set({ ...products, updated_at: new Date() })
    .where('id', 'in', carried)
    .execute();
}

/**
 * Field errors for points that are not companies of the categories §9 names for their end (a
 * client is a destination, never an origin), or for a consolidation going where it leaves from
 * (`leavesFrom`: the origin sent, or on a change of destination the one it has).
 */
async function checkPoints(
  db: Kysely<Database>,
  points: { from_point?: number | undefined; to_point?: number | undefined },
  errors: FieldErrorCollector,
  leavesFrom = points.from_point,
) {
  const ends = [
    ['from_point', CONSOLIDATION_ORIGIN_CATEGORIES, NOT_AN_ORIGIN],
    ['to_point', CONSOLIDATION_DESTINATION_CATEGORIES, NOT_A_DESTINATION],
  ] as const;
  for (const [field, categories, message] of ends) {
    const id = points[field];
    if (id === undefined) continue;
    await checkCompanyOfCategories(db, errors, field, id, categories, message);
  }
  if (leavesFrom !== undefined && leavesFrom === points.to_point)
    errors.add('to_point', SAME_POINTS);
}

export function registerConsolidationRoutes(fastify: FastifyInstance, app: AppContext): void {
  const records = recordRoutes(fastify, app, consolidationDetail);
  pagedListRoute(
    fastify,
    app,
    consolidationEndpoints.list,
    countConsolidations,
    listConsolidations,
  );

  records.write(consolidationEndpoints.create, async ({ db, body, user }) => {
    const errors = new FieldErrorCollector();
    await checkPoints(db, body, errors);
    errors.throwIfAny();
    const id = await insertNumbered(db, 'consolidation', 'CN', {
      from_point_id: body.from_point,
      to_point_id: body.to_point,
      target_date: body.target_date ?? null,
      comment: body.comment ?? '',
      created_by_id: user.id,
    });
    await record(db, id, 'created', user.id);
    return id;
  });

  records.one(consolidationEndpoints.one);

  records.write(consolidationEndpoints.update, async ({ db, params, body }) => {
    const consolidation = await locked(db, params.id);
    if (body.to_point !== undefined) {
      throwRefusal(formingRefusal(consolidation));
      const errors = new FieldErrorCollector();
      // Only the destination changes: an origin chosen before the categories were split stays.
      await checkPoints(db, { to_point: body.to_point }, errors, consolidation.from_point_id);
      errors.throwIfAny();
    }
    const { to_point, ...rest } = body;
    return changedRecord(db, 'consolidation', consolidation.id, {
      ...rest,
      ...(to_point !== undefined ? { to_point_id: to_point } : {}),
    });
  });

  records.remove(consolidationEndpoints.remove, 'consolidation', lockedForming);

  records.write(consolidationEndpoints.addProducts, async ({ db, params, body, user }) => {
    const consolidation = await lockedForming(db, params.id);
    const ids = body.products.map((entry) => entry.id);
    const products = await db
      .selectFrom('product as p')
      .select([
        'p.id',
        'p.part_number',
        'p.quantity',
        'p.status',
        'p.archived',
        'p.warehouse_id',
        (eb) =>
          eb
            .selectFrom('consolidation_product as cp')
            .innerJoin('consolidation as other', 'other.id', 'cp.consolidation_id')
            .select('other.number')
            .whereRef('cp.product_id', '=', 'p.id')
            .where('other.status', '<>', 'arrived')
            .limit(1)
            .as('travelling_in'),
      ])
      .where('p.id', 'in', ids)
      .forUpdate()
      .execute();
    const byId = new Map(products.map((product) => [product.id, product]));
    const errors = new FieldErrorCollector();
    const seen = new Set<number>();
    for (const [index, entry] of body.products.entries()) {
      const field = `products.${index}`;
      const product = byId.get(entry.id);
      const name = productLabelCode(entry.id);
      if (!product) errors.add(field, invalidPk(entry.id));
      else if (seen.has(entry.id)) errors.add(field, `${name} is chosen twice.`);
      else if (product.travelling_in)
        errors.add(field, `${name} is in ${product.travelling_in} already.`);
      else if (product.status !== 'in_stock' || product.archived)
        errors.add(field, `${name} is not in stock.`);
      else if (product.warehouse_id !== consolidation.from_point_id)
        errors.add(field, `${name} is not at the point the consolidation leaves from.`);
      else if (entry.quantity > product.quantity)
        errors.add(field, `${name} has ${product.quantity} unit(s), not ${entry.quantity}.`);
      seen.add(entry.id);
    }
    errors.throwIfAny();
    await insertEach(db, 'consolidation_product', body.products, (entry) => ({
      consolidation_id: consolidation.id,
      product_id: entry.id,
      quantity: entry.quantity,
    }));
    await record(db, consolidation.id, 'products_added', user.id, `${ids.length} product(s)`);
    return consolidation.id;
  });

  records.write(consolidationEndpoints.decrease, async ({ db, params, body, user }) => {
    const consolidation = await lockedForming(db, params.id);
    const carried = await db
      .selectFrom('consolidation_product')
      .select(['product_id', 'quantity'])
      .where('consolidation_id', '=', consolidation.id)
      .execute();
    const current = new Map(carried.map((row) => [row.product_id, row.quantity]));
    const errors = new FieldErrorCollector();
    for (const [index, entry] of body.products.entries()) {
      const field = `products.${index}`;
      const quantity = current.get(entry.id);
      if (quantity === undefined)
        errors.add(field, `${productLabelCode(entry.id)} is not in this consolidation.`);
      else if (entry.quantity > quantity)
        errors.add(field, `A decrease goes below ${quantity}, not above it.`);
    }
    errors.throwIfAny();
    for (const entry of body.products) {
      // Spec §5: quantity 0 takes the product out.
      if (entry.quantity === 0)
        await db
          .deleteFrom('consolidation_product')
          .where('consolidation_id', '=', consolidation.id)
          .where('product_id', '=', entry.id)
          .execute();
      else
        await db
          .updateTable('consolidation_product')
          .set({ quantity: entry.quantity })
          .where('consolidation_id', '=', consolidation.id)
          .where('product_id', '=', entry.id)
          .execute();
    }
    await record(db, consolidation.id, 'products_decreased', user.id);
    return consolidation.id;
  });

  records.write(consolidationEndpoints.departure, async ({ db, params, body, user }) => {
    const consolidation = await locked(db, params.id);
    const count = await db
      .selectFrom('consolidation_product')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('consolidation_id', '=', consolidation.id)
      .executeTakeFirstOrThrow();
    throwRefusal(departureRefusal({ ...consolidation, products: Number(count.n) }));
    await move(
      db,
      consolidation.id,
      { status: 'on_way', shipping_date: body.shipping_date },
      { status: 'on_way', location_id: null },
    );
    await record(db, consolidation.id, 'departed', user.id, body.shipping_date);
    return consolidation.id;
  });

  records.write(consolidationEndpoints.arrive, async ({ db, params, body, user }) => {
    const consolidation = await locked(db, params.id);
    const refusal = arrivalRefusal(consolidation, body.arrival_date);
    if (refusal) throw badRequest({ arrival_date: [refusal] });
    const destination = await db
      .selectFrom('company')
      .select(['id', 'category_id'])
      .where('id', '=', consolidation.to_point_id)
      .executeTakeFirstOrThrow();
    // At a client the products are delivered (sold); anywhere else they are in stock there.
    const delivered = destination.category_id === COMPANY_CATEGORY.client;
    await move(
      db,
      consolidation.id,
      { status: 'arrived', arrival_date: body.arrival_date },
      { status: delivered ? 'sold' : 'in_stock', warehouse_id: destination.id },
    );
    await record(db, consolidation.id, 'arrived', user.id, body.arrival_date);
    return consolidation.id;
  });

  records.write(consolidationEndpoints.cancelDeparture, async ({ db, params, user }) => {
    const consolidation = await locked(db, params.id);
    throwRefusal(cancelDepartureRefusal(consolidation));
    await move(
      db,
      consolidation.id,
      { status: 'forming', shipping_date: null },
      { status: 'in_stock' },
    );
    await record(db, consolidation.id, 'departure_cancelled', user.id);
    return consolidation.id;
  });

  for (const [kind, endpoints] of [
    ['logistic', logisticDocumentEndpoints],
    ['customs', customsDocumentEndpoints],
  ] as const) {
    registerDocumentRoutes(fastify, app, kind, endpoints);
  }
}

function registerDocumentRoutes(
  fastify: FastifyInstance,
  app: AppContext,
  kind: DocumentKind,
  endpoints: typeof logisticDocumentEndpoints | typeof customsDocumentEndpoints,
) {
  const documentOf = async (db: Kysely<Database>, consolidation: number, id: number) => {
    const document = await db
      .selectFrom('consolidation_document')
      .select('id')
      .where('id', '=', id)
      .where('consolidation_id', '=', consolidation)
      .where('kind', '=', kind)
      .executeTakeFirst();
    if (!document) throw notFound();
    return document;
  };
  const records = recordRoutes(fastify, app, consolidationDetail);
  records.write(endpoints.create, async ({ db, params, body, user }) => {
    const consolidation = await locked(db, params.id);
    await db
      .insertInto('consolidation_document')
      .values({
        consolidation_id: consolidation.id,
        kind,
        number: body.number,
        document_date: body.document_date ?? null,
        comment: body.comment ?? '',
      })
      .execute();
    await record(db, consolidation.id, `${kind}_document_added`, user.id, body.number);
    return consolidation.id;
  });
  records.write(endpoints.update, async ({ db, params, body }) => {
    const consolidation = await locked(db, params.id);
    const document = await documentOf(db, consolidation.id, params.documentId);
    if (Object.keys(body).length === 0) throw badRequestDetail('Nothing to update.');
    await db
      .updateTable('consolidation_document')
      .set(body)
      .where('id', '=', document.id)
      .execute();
    return consolidation.id;
  });
  records.write(endpoints.remove, async ({ db, params, user }) => {
    const consolidation = await locked(db, params.id);
    const document = await documentOf(db, consolidation.id, params.documentId);
    await db.deleteFrom('consolidation_document').where('id', '=', document.id).execute();
    await record(db, consolidation.id, `${kind}_document_removed`, user.id);
    return consolidation.id;
  });
}
