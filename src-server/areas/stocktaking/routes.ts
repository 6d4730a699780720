/**
 * Stocktaking (spec §7 "Stocktaking", src-shared/api/stocktaking.ts), with counting by scanner.
 * Area 'stocktaking'. The rules are src-shared/domain/stocktaking.ts; every refusal is a 400 (a
 * field or a `detail`) and changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { stocktakingEndpoints } from '../../../src-shared/api/stocktaking.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { productIdOfLabel, productLabelCode } from '../../../src-shared/domain/product.ts';
import {
  ALREADY_COUNTED,
  confirmDateRefusal,
  STOCKTAKING_CLOSED,
} from '../../../src-shared/domain/stocktaking.ts';
import type { AppContext } from '../../context.ts';
import { insertEach, todayIso } from '../../db/refs.ts';
import type { Database } from '../../db/schema.ts';
import {
  badRequest,
  badRequestDetail,
  FieldErrorCollector,
  notFound,
  type HttpError,
  throwRefusal,
} from '../../http/errors.ts';
import { pagedListRoute } from '../../http/pagination.ts';
import { found, lockedRow, recordColumns } from '../../http/found.ts';
import { recordRoutes } from '../../http/record-routes.ts';
import { route } from '../../http/route.ts';
import { checkOwnWarehouse } from '../company/checks.ts';
import { invalidPk } from '../company/routes.ts';
import { checkChosenProducts } from '../chosen-products.ts';
import {
  countedProducts,
  countStocktakings,
  listStocktakings,
  missingProducts,
  stocktakingDetail,
  stocktakingOf,
} from './queries.ts';
import { changedRecord } from '../shared-record.ts';

/**
 * The stocktaking, locked for the change; with `open` (the default) refused when it is confirmed.
 * `unknown` says what an unknown id is: a 404 for the stocktaking of the path, a field error for
 * one named in a body.
 */
async function lockedStocktaking(
  db: Kysely<Database>,
  id: number,
  { open = true, unknown = () => notFound() }: { open?: boolean; unknown?: () => HttpError } = {},
) {
  const stocktaking = await found(lockedRow(db, 'stocktaking', id), unknown);
  if (open && stocktaking.confirmed) throw badRequestDetail(STOCKTAKING_CLOSED);
  return stocktaking;
}

/** An open stocktaking named in a body: an unknown one is a field error, not a 404. */
const openStocktakingOfBody = (db: Kysely<Database>, id: number) =>
  lockedStocktaking(db, id, { unknown: () => badRequest({ stocktaking: [invalidPk(id)] }) });

type Product = { id: number; part_number: string; warehouse_id: number | null; quantity: number };

/**
 * Why each of these products is not counted in this stocktaking (by product id; the others are
 * not in the map): recorded in another warehouse, or counted already. Two queries for any number
 * of products.
 */
async function countRefusals(
  db: Kysely<Database>,
  stocktaking: { id: number; warehouse_id: number },
  products: readonly Product[],
): Promise<Map<number, string>> {
  const refusals = new Map<number, string>();
  if (products.length === 0) return refusals;
  const elsewhere = products.filter((product) => product.warehouse_id !== stocktaking.warehouse_id);
  const [warehouses, counted] = await Promise.all([
    elsewhere.some((product) => product.warehouse_id !== null)
      ? db
          .selectFrom('company')
          .select(['id', 'name'])
          .where(
            'id',
            'in',
            elsewhere.flatMap((product) => product.warehouse_id ?? []),
          )
          .execute()
      : [],
    db
      .selectFrom('stocktaking_product')
      .select('product_id')
      .where('stocktaking_id', '=', stocktaking.id)
      .where(
        'product_id',
        'in',
        products.map((product) => product.id),
      )
      .execute(),
  ]);
  const warehouseName = new Map(warehouses.map((row) => [row.id, row.name]));
  const countedIds = new Set(counted.map((row) => row.product_id));
  for (const product of products) {
    const name = `${productLabelCode(product.id)} ${product.part_number}`;
    if (product.warehouse_id !== stocktaking.warehouse_id) {
      const where =
        product.warehouse_id === null ? undefined : warehouseName.get(product.warehouse_id);
      refusals.set(product.id, `${name} is recorded in ${where ?? 'no warehouse'}, not here.`);
    } else if (countedIds.has(product.id)) refusals.set(product.id, `${name}: ${ALREADY_COUNTED}.`);
  }
  return refusals;
}

/** Counts one product (refused first: countRefusals) and answers it as the counted list shows it. */
async function countProduct(
  db: Kysely<Database>,
  stocktaking: { id: number },
  product: Product,
  output: number,
  by: number,
) {
  const added = await db
    .insertInto('stocktaking_product')
    .values({
      stocktaking_id: stocktaking.id,
      product_id: product.id,
      output,
      scanned_by_id: by,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [counted] = await countedProducts(db, stocktaking.id, [added.id]);
  if (!counted) throw notFound();
  return counted;
}

const PRODUCT_COLUMNS = ['id', 'part_number', 'warehouse_id', 'quantity'] as const;

/**
 * The product a scanned code names: a label code, else a serial number (the product's own or one
 * of its units'); among several with that serial, the one in the stocktaking's warehouse.
 */
async function productOfCode(
  db: Kysely<Database>,
  code: string,
  warehouse: number,
): Promise<Product | undefined> {
  const labelled = productIdOfLabel(code);
  if (labelled !== null) return recordColumns(db, 'product', labelled, PRODUCT_COLUMNS);
  const serial = code.trim();
  const candidates = await db
    .selectFrom('product as p')
    .select(['p.id', 'p.part_number', 'p.warehouse_id', 'p.quantity'])
    .where((eb) =>
      eb.or([
        eb('p.serial_number', '=', serial),
        eb.exists(
          eb
            .selectFrom('product_serial_number as psn')
            .select('psn.id')
            .whereRef('psn.product_id', '=', 'p.id')
            .where('psn.serial_number', '=', serial),
        ),
      ]),
    )
    .orderBy('p.id')
    .limit(20)
    .execute();
  return candidates.find((p) => p.warehouse_id === warehouse) ?? candidates[0];
}

export function registerStocktakingRoutes(fastify: FastifyInstance, app: AppContext): void {
  pagedListRoute(fastify, app, stocktakingEndpoints.list, countStocktakings, listStocktakings);

  const records = recordRoutes(fastify, app, stocktakingDetail);

  records.write(stocktakingEndpoints.create, async ({ db, body, user }) => {
    const errors = new FieldErrorCollector();
    await checkOwnWarehouse(db, errors, 'warehouse', body.warehouse);
    errors.throwIfAny();
    const created = await db
      .insertInto('stocktaking')
      .values({
        title: body.title,
        comment: body.comment ?? '',
        warehouse_id: body.warehouse,
        stocktaking_type: body.stocktaking_type ?? 'full',
        creator_id: user.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return created.id;
  });

  records.one(stocktakingEndpoints.one);

  records.write(stocktakingEndpoints.update, async ({ db, params, body }) => {
    const stocktaking = await lockedStocktaking(db, params.id);
    return changedRecord(db, 'stocktaking', stocktaking.id, body);
  });

  records.remove(stocktakingEndpoints.remove, 'stocktaking', (db, id) => lockedStocktaking(db, id));

  records.write(stocktakingEndpoints.confirm, async ({ db, params, body }) => {
    const stocktaking = await lockedStocktaking(db, params.id);
    const refusal = confirmDateRefusal(body.confirm_date, todayIso());
    if (refusal) throw badRequest({ confirm_date: [refusal] });
    const donor = body.save_donor ?? '';
    await changedRecord(db, 'stocktaking', stocktaking.id, {
      confirmed: true,
      confirm_date: body.confirm_date,
      save_donor: donor,
    });
    const counted = db
      .selectFrom('stocktaking_product')
      .select('product_id')
      .where('stocktaking_id', '=', stocktaking.id);
    await db
      .updateTable('product')
      .set({ counted_at: new Date(`${body.confirm_date}T12:00:00Z`), updated_at: new Date() })
      .where('id', 'in', counted)
      .execute();
    if (donor)
      await db
        .updateTable('product')
        .set({ donor })
        .where('id', 'in', counted)
        .where('donor', '=', '')
        .execute();
    return stocktaking.id;
  });

  records.write(stocktakingEndpoints.cancelConfirm, async ({ db, params }) => {
    const stocktaking = await lockedStocktaking(db, params.id, { open: false });
    if (!stocktaking.confirmed) throw badRequestDetail('The stocktaking is not confirmed.');
    return changedRecord(db, 'stocktaking', stocktaking.id, {
      confirmed: false,
      confirm_date: null,
    });
  });

  route(fastify, app, {
    endpoint: stocktakingEndpoints.scan,
    handler: async ({ db, params, body, user }) => {
      const stocktaking = await lockedStocktaking(db, params.id);
      const product = await productOfCode(db, body.code, stocktaking.warehouse_id);
      if (!product)
        throw badRequest({ code: [`No product has the label or serial number ${body.code}.`] });
      throwRefusal((await countRefusals(db, stocktaking, [product])).get(product.id));
      const counted = await countProduct(db, stocktaking, product, product.quantity, user.id);
      const head = await stocktakingOf(db, stocktaking.id);
      if (!head) throw notFound();
      return { message: MESSAGES.partAddedToStocktaking, counted, stocktaking: head };
    },
  });

  route(fastify, app, {
    endpoint: stocktakingEndpoints.missing,
    handler: async ({ db, params }) => {
      const read = recordColumns(db, 'stocktaking', params.id, ['id', 'warehouse_id']);
      return missingProducts(db, await found(read));
    },
  });

  route(fastify, app, {
    endpoint: stocktakingEndpoints.addProduct,
    handler: async ({ db, body, user }) => {
      const stocktaking = await openStocktakingOfBody(db, body.stocktaking);
      const product = await found(recordColumns(db, 'product', body.product, PRODUCT_COLUMNS), () =>
        badRequest({ product: [invalidPk(body.product)] }),
      );
      const refusal = (await countRefusals(db, stocktaking, [product])).get(product.id);
      if (refusal) throw badRequest({ product: [refusal] });
      return countProduct(db, stocktaking, product, body.output ?? product.quantity, user.id);
    },
  });

  records.write(stocktakingEndpoints.addMany, async ({ db, body, user }) => {
    const stocktaking = await openStocktakingOfBody(db, body.stocktaking);
    const products = await db
      .selectFrom('product')
      .select(PRODUCT_COLUMNS)
      .where('id', 'in', body.products)
      .execute();
    const byId = new Map(products.map((product) => [product.id, product]));
    const refusals = await countRefusals(db, stocktaking, products);
    const errors = new FieldErrorCollector();
    checkChosenProducts(
      errors,
      body.products,
      products,
      (product) => refusals.get(product.id) ?? null,
    );
    errors.throwIfAny();
    await insertEach(db, 'stocktaking_product', body.products, (id) => ({
      stocktaking_id: stocktaking.id,
      product_id: id,
      output: byId.get(id)?.quantity ?? 0,
      scanned_by_id: user.id,
    }));
    return stocktaking.id;
  });

  route(fastify, app, {
    endpoint: stocktakingEndpoints.removeProduct,
    handler: async ({ db, params }) => {
      const read = recordColumns(db, 'stocktaking_product', params.id, ['id', 'stocktaking_id']);
      const counted = await found(read);
      await lockedStocktaking(db, counted.stocktaking_id);
      await db.deleteFrom('stocktaking_product').where('id', '=', counted.id).execute();
    },
  });
}
