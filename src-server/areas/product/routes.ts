/**
 * Warehouse products (spec §7 "Products", src-shared/api/product.ts). Area 'product'. The rules
 * are src-shared/domain/product.ts; every refusal is a 400 (a field, a `detail`, or for the bulk
 * calls a reason per refused product) and changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { BulkRefusal } from '../../../src-shared/api/rfq.ts';
import {
  productEndpoints,
  WAREHOUSE_ROW_COLUMNS,
  type ProductCreate,
  type ProductUpdate,
} from '../../../src-shared/api/product.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { partNumberKey } from '../../../src-shared/domain/part-number.ts';
import {
  bookingRefusal,
  PRODUCT_STATUS_LABELS,
  productLabelCode,
  readyForSaleRefusal,
} from '../../../src-shared/domain/product.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { insertEach } from '../../db/refs.ts';
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
import { REPLY_SENT, route } from '../../http/route.ts';
import { sees, viewerOf } from '../../../src-shared/domain/audience.ts';
import { refusalsOf } from '../../http/bulk-refusals.ts';
import { contentDisposition, withTempFile, XLSX_TYPE } from '../file/storage.ts';
import { botOf } from '../messaging/routes.ts';
import {
  sendTelegramDocument,
  TELEGRAM_MAX_DOCUMENT_BYTES,
  TelegramError,
} from '../messaging/telegram.ts';
import { productsExcelName, writeProductsWorkbook } from './excel.ts';
import { checkOwnWarehouse, checkRefExists, fieldRecord } from '../company/checks.ts';
import { invalidPk } from '../company/routes.ts';
import {
  countProducts,
  listProducts,
  locations,
  productChildren,
  productDetail,
  productExtraData,
  productsAggregation,
  productsByIds,
  productsForBooking,
  productStatistics,
  positionsToBook,
} from './queries.ts';
import { changedRecord } from '../shared-record.ts';
import { refList } from '../home/routes.ts';

const LOCATION_ELSEWHERE = 'This location is in another warehouse.';
const NO_PURCHASE_ORDER = 'This product was bought on no purchase order: there is none to rename.';
const BOOKED_CANNOT_DELETE = 'The product is booked: cancel its booking before deleting it.';
const NOT_BOOKED = 'The product is not booked.';
const NOT_INSPECTED = 'The product is not inspected yet.';
const INSPECTED_ALREADY = 'The product is inspected already: change the inspection instead.';
export const NO_PRODUCT_CHANGED = 'No product was changed.';
const TOO_LARGE_FOR_TELEGRAM =
  'The file is larger than Telegram takes from a bot (50 MB): narrow the filter and send it in parts.';

function detail(db: Kysely<Database>, id: number) {
  return found(productDetail(db, id));
}

function lockedProduct(db: Kysely<Database>, id: number) {
  return found(lockedRow(db, 'product', id));
}

/** Bulk calls refuse as the RFQ bulk actions do: nothing changes, a reason per product. */
function refuseProducts(refused: BulkRefusal['refused'], total: number): HttpError {
  return bulkRefusal(
    `${NO_PRODUCT_CHANGED} ${refused.length} of ${total} may not change.`,
    refused,
  );
}

/**
 * The warehouse, location, condition and part of a create or an edit, checked against the
 * database: field errors for what does not exist or does not fit; the inventory item the part
 * number names, when there is one.
 */
async function checkPlacement(
  db: Kysely<Database>,
  body: ProductCreate | ProductUpdate,
  currentWarehouse: number | null,
): Promise<{ inventoryId?: number | null }> {
  const errors = new FieldErrorCollector();
  if (body.warehouse !== undefined)
    await checkOwnWarehouse(db, errors, 'warehouse', body.warehouse);
  if (body.location !== undefined && body.location !== null) {
    const location = await fieldRecord(
      db,
      errors,
      'location',
      'warehouse_location',
      body.location,
      ['warehouse_id'],
    );
    if (location && location.warehouse_id !== (body.warehouse ?? currentWarehouse))
      errors.add('location', LOCATION_ELSEWHERE);
  }
  await checkRefExists(db, errors, 'condition', 'ref_condition', body.condition);
  errors.throwIfAny();
  if (body.part_number === undefined) return {};
  const item = await db
    .selectFrom('inventory')
    .select('id')
    .where('part_number_key', '=', partNumberKey(body.part_number))
    .executeTakeFirst();
  return { inventoryId: item?.id ?? null };
}

/** The columns a create or an edit writes, from the body's fields. */
function columnsOf(body: ProductCreate | ProductUpdate) {
  const { warehouse, location, condition, ...rest } = body;
  return {
    ...rest,
    ...(warehouse !== undefined ? { warehouse_id: warehouse } : {}),
    ...(location !== undefined ? { location_id: location } : {}),
    ...(condition !== undefined ? { condition_id: condition } : {}),
  };
}

export function registerProductRoutes(fastify: FastifyInstance, app: AppContext): void {
  const records = recordRoutes(fastify, app, detail);
  pagedListRoute(fastify, app, productEndpoints.list, countProducts, listProducts);

  records.write(productEndpoints.create, async ({ db, body }) => {
    const { inventoryId } = await checkPlacement(db, body, null);
    const created = await db
      .insertInto('product')
      .values({
        ...columnsOf(body),
        part_number: body.part_number,
        quantity: body.quantity,
        inventory_id: inventoryId ?? null,
        status: body.status ?? 'in_stock',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return created.id;
  });

  records.one(productEndpoints.one);

  route(fastify, app, {
    endpoint: productEndpoints.extraData,
    handler: ({ db, params }) => found(productExtraData(db, params.id)),
  });

  records.write(productEndpoints.update, async ({ db, params, body }) => {
    const product = await lockedProduct(db, params.id);
    const { inventoryId } = await checkPlacement(db, body, product.warehouse_id);
    if (body.quantity !== undefined) {
      const serials = await db
        .selectFrom('product_serial_number')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('product_id', '=', product.id)
        .executeTakeFirstOrThrow();
      if (Number(serials.count) > body.quantity)
        throw badRequest({
          quantity: [`${serials.count} serial numbers are recorded: the quantity cannot be less.`],
        });
    }
    // A product moved to another warehouse leaves its shelf, unless a new one is given.
    const movedAway =
      body.warehouse !== undefined &&
      body.warehouse !== product.warehouse_id &&
      body.location === undefined;
    return changedRecord(db, 'product', product.id, {
      ...columnsOf(body),
      ...(inventoryId !== undefined ? { inventory_id: inventoryId } : {}),
      ...(movedAway ? { location_id: null } : {}),
    });
  });

  records.remove(productEndpoints.remove, 'product', async (db, id) => {
    const product = await lockedProduct(db, id);
    if (product.order_position_id !== null) throw badRequestDetail(BOOKED_CANNOT_DELETE);
    return product;
  });

  for (const [endpoint, ready] of [
    [productEndpoints.makeReadyForSale, true],
    [productEndpoints.makeNotForSale, false],
  ] as const) {
    route(fastify, app, {
      endpoint,
      handler: async ({ db, body }) => {
        const ids = [...new Set(body.products)];
        const rows = await db
          .selectFrom('product')
          .select(['id', 'part_number', 'status', 'archived', 'nz'])
          .where('id', 'in', ids)
          .forUpdate()
          .execute();
        const refused = refusalsOf(
          ids,
          rows,
          (product, id) => (!product ? invalidPk(id) : ready ? readyForSaleRefusal(product) : null),
          productLabelCode,
        );
        if (refused.length) throw refuseProducts(refused, ids.length);
        await db
          .updateTable('product')
          .set({ sale_status: ready ? 'ready_for_sale' : 'not_for_sale', updated_at: new Date() })
          .where('id', 'in', ids)
          .execute();
        return {
          detail: ready ? MESSAGES.productReadyForSale : MESSAGES.updated,
          results: await productsByIds(db, ids),
        };
      },
    });
  }

  records.write(productEndpoints.addSerialNumber, async ({ db, params, body }) => {
    const product = await lockedProduct(db, params.id);
    const existing = await db
      .selectFrom('product_serial_number')
      .select('serial_number')
      .where('product_id', '=', product.id)
      .execute();
    const known = new Set(existing.map((row) => row.serial_number.toUpperCase()));
    const errors = new FieldErrorCollector();
    for (const [index, serial] of body.serial_numbers.entries()) {
      const key = serial.toUpperCase();
      if (known.has(key)) errors.add(`serial_numbers.${index}`, `${serial} is recorded already.`);
      known.add(key);
    }
    if (known.size > product.quantity)
      errors.add(
        'serial_numbers',
        `The product has ${product.quantity} unit(s): at most ${product.quantity} serial numbers.`,
      );
    errors.throwIfAny();
    await insertEach(db, 'product_serial_number', body.serial_numbers, (serial_number) => ({
      product_id: product.id,
      serial_number,
    }));
    return product.id;
  });

  records.write(productEndpoints.inspect, async ({ db, params, body, user }) => {
    const product = await lockedProduct(db, params.id);
    if (product.inspected_at) throw badRequestDetail(INSPECTED_ALREADY);
    if (product.status === 'awaiting_from_supplier' || product.status === 'sold')
      throw badRequestDetail(
        `The product is ${PRODUCT_STATUS_LABELS[product.status].toLowerCase()}: it is inspected when it is with us.`,
      );
    return changedRecord(db, 'product', product.id, {
      inspected_at: new Date(),
      inspected_by_id: user.id,
      inspection_comment: body.comment ?? '',
    });
  });

  records.write(productEndpoints.updateInspection, async ({ db, params, body }) => {
    const product = await lockedProduct(db, params.id);
    if (!product.inspected_at) throw badRequestDetail(NOT_INSPECTED);
    return changedRecord(db, 'product', product.id, { inspection_comment: body.comment ?? '' });
  });

  route(fastify, app, {
    endpoint: productEndpoints.addChildren,
    handler: async ({ db, params, body }) => {
      const parent = await lockedProduct(db, params.id);
      if (parent.parent_id !== null)
        throw badRequestDetail(
          'The product is a part of an assembly: it cannot hold parts itself.',
        );
      const children = await db
        .selectFrom('product')
        .select([
          'id',
          'warehouse_id',
          'parent_id',
          (eb) =>
            eb
              .selectFrom('product as grandchild')
              .select((inner) => inner.fn.countAll<number>().as('n'))
              .whereRef('grandchild.parent_id', '=', 'product.id')
              .as('own_children'),
        ])
        .where('id', 'in', body.children_list)
        .forUpdate()
        .execute();
      const byId = new Map(children.map((child) => [child.id, child]));
      const errors = new FieldErrorCollector();
      for (const [index, id] of body.children_list.entries()) {
        const field = `children_list.${index}`;
        const child = byId.get(id);
        if (!child) errors.add(field, invalidPk(id));
        else if (child.id === parent.id) errors.add(field, 'A product cannot be its own part.');
        else if (child.parent_id !== null)
          errors.add(field, `${productLabelCode(id)} is a part of an assembly already.`);
        else if (Number(child.own_children) > 0)
          errors.add(field, `${productLabelCode(id)} is an assembly itself.`);
        else if (child.warehouse_id !== parent.warehouse_id)
          errors.add(field, `${productLabelCode(id)} is in another warehouse.`);
      }
      errors.throwIfAny();
      await db
        .updateTable('product')
        .set({ parent_id: parent.id, updated_at: new Date() })
        .where('id', 'in', body.children_list)
        .execute();
      return productChildren(db, parent.id);
    },
  });

  route(fastify, app, {
    endpoint: productEndpoints.children,
    handler: async ({ db, params }) => {
      await detail(db, params.id);
      return productChildren(db, params.id);
    },
  });

  route(fastify, app, {
    endpoint: productEndpoints.booking,
    handler: async ({ db, body }) => {
      const position = await db
        .selectFrom('order_position')
        .select(['id', 'inventory_id', 'active_status'])
        .where('id', '=', body.order_position)
        .forUpdate()
        .executeTakeFirst();
      if (!position) throw badRequest({ order_position: [invalidPk(body.order_position)] });
      if (position.active_status !== 'active')
        throw badRequest({
          order_position: [
            `The order position is ${position.active_status}: nothing is booked to it.`,
          ],
        });
      const ids = body.products.map((entry) => entry.id);
      const group = await db
        .selectFrom('inventory as alt')
        .innerJoin('inventory as own', 'own.group_id', 'alt.group_id')
        .select('alt.id')
        .where('own.id', '=', position.inventory_id ?? 0)
        .execute();
      const ofPart = new Set(group.map((row) => row.id));
      const rows = await db
        .selectFrom('product')
        .selectAll()
        .where('id', 'in', ids)
        .forUpdate()
        .execute();
      const byId = new Map(rows.map((row) => [row.id, row]));
      const refused: BulkRefusal['refused'] = [];
      const seen = new Set<number>();
      for (const entry of body.products) {
        const product = byId.get(entry.id);
        const reason = !product
          ? invalidPk(entry.id)
          : seen.has(entry.id)
            ? 'The product is chosen twice.'
            : (bookingRefusal({ ...product, booked: product.order_position_id !== null }) ??
              (product.inventory_id === null || !ofPart.has(product.inventory_id)
                ? `${product.part_number} is not the position's part or an alternate of it.`
                : entry.quantity > product.quantity
                  ? `There are ${product.quantity} unit(s), not ${entry.quantity}.`
                  : null));
        seen.add(entry.id);
        if (reason) refused.push({ id: entry.id, number: productLabelCode(entry.id), reason });
      }
      if (refused.length) throw refuseProducts(refused, body.products.length);
      const booked: number[] = [];
      const now = new Date();
      for (const entry of body.products) {
        const product = byId.get(entry.id);
        if (!product) continue;
        if (entry.quantity === product.quantity) {
          await db
            .updateTable('product')
            .set({ order_position_id: position.id, booked_at: now, updated_at: now })
            .where('id', '=', product.id)
            .execute();
          booked.push(product.id);
          continue;
        }
        // Part of a lot: the units booked become a product of their own; the rest stays.
        await db
          .updateTable('product')
          .set({ quantity: product.quantity - entry.quantity, updated_at: now })
          .where('id', '=', product.id)
          .execute();
        const { id: _id, uuid: _uuid, ...copy } = product;
        const split = await db
          .insertInto('product')
          .values({
            ...copy,
            uuid: randomUUID(),
            quantity: entry.quantity,
            serial_number: '',
            order_position_id: position.id,
            booked_at: now,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        booked.push(split.id);
      }
      return { detail: MESSAGES.updated, results: await productsByIds(db, booked) };
    },
  });

  route(fastify, app, {
    endpoint: productEndpoints.positionsToBook,
    handler: ({ db, query }) => positionsToBook(db, query.products.split(',').map(Number)),
  });

  records.write(productEndpoints.cancelBooking, async ({ db, params }) => {
    const product = await lockedProduct(db, params.id);
    if (product.order_position_id === null) throw badRequestDetail(NOT_BOOKED);
    return changedRecord(db, 'product', product.id, { order_position_id: null, booked_at: null });
  });

  route(fastify, app, {
    endpoint: productEndpoints.forBooking,
    handler: ({ db, params }) => found(productsForBooking(db, params.id)),
  });

  route(fastify, app, {
    endpoint: productEndpoints.statistics,
    handler: ({ db, query }) => productStatistics(db, query),
  });

  route(fastify, app, {
    endpoint: productEndpoints.fieldValues,
    handler: async ({ db, body }) => {
      const column = body.field_name;
      const rows = await db
        .selectFrom('product')
        .select(column)
        .where(column, '<>', '')
        .groupBy(column)
        .orderBy((eb) => eb.fn.countAll(), 'desc')
        .orderBy(column)
        .limit(200)
        .execute();
      return rows.map((row) => row[column]);
    },
  });

  route(fastify, app, {
    endpoint: productEndpoints.projects,
    handler: async ({ db }) => {
      const rows = await db
        .selectFrom('product')
        .select(['project', (eb) => eb.fn.countAll<number>().as('products')])
        .where('project', '<>', '')
        .where('archived', '=', false)
        .groupBy('project')
        .orderBy('project')
        .execute();
      return rows.map((row) => ({ project: row.project, products: Number(row.products) }));
    },
  });

  route(fastify, app, {
    endpoint: productEndpoints.rowCopy,
    handler: async ({ db, body }) => {
      const products = await productsByIds(db, body.products);
      const found = new Set(products.map((product) => product.id));
      const errors = new FieldErrorCollector();
      for (const [index, id] of body.products.entries())
        if (!found.has(id)) errors.add(`products.${index}`, invalidPk(id));
      errors.throwIfAny();
      // Tabs and line breaks inside a value would split the spreadsheet's cells: spaces instead.
      const cell = (value: string | number) => String(value).replace(/[\t\r\n]+/g, ' ');
      const lines = products.map((product) =>
        [
          product.label_code,
          product.part_number,
          product.description,
          product.serial_number,
          product.condition?.code ?? product.condition?.name ?? '',
          product.quantity,
          product.warehouse?.name ?? '',
          product.location?.code ?? '',
          PRODUCT_STATUS_LABELS[product.status],
        ]
          .map(cell)
          .join('\t'),
      );
      return { text: [WAREHOUSE_ROW_COLUMNS.join('\t'), ...lines].join('\n'), rows: lines.length };
    },
  });

  route(fastify, app, {
    endpoint: productEndpoints.excel,
    handler: async ({ db, query, user, reply }) => {
      const { order_by, ...filters } = query;
      const output = new PassThrough();
      void reply
        .header('Content-Type', XLSX_TYPE)
        .header('Content-Disposition', contentDisposition(productsExcelName()))
        .header('X-Content-Type-Options', 'nosniff')
        .send(output);
      try {
        await writeProductsWorkbook(
          db,
          { filters, orderBy: order_by, pricing: sees(viewerOf(user.roles, user.url), 'pricing') },
          output,
        );
      } catch (error) {
        // The answer has begun: it can only be cut short, and main discards a cut file.
        app.log(`The products Excel file failed: ${(error as Error).message}`);
        output.destroy(error as Error);
      }
      return REPLY_SENT;
    },
  });

  route(fastify, app, {
    endpoint: productEndpoints.sendExcel,
    handler: async ({ db, query, user }) => {
      const { order_by, ...filters } = query;
      const { bot, chatId } = await botOf(db, app.secrets);
      const fileName = productsExcelName();
      // The file is closed and removed afterwards, sent or not (a refusal, no connection, a
      // failed query half-way through the workbook).
      return withTempFile(app.filesDir, fileName, async ({ path, stream }) => {
        const products = await writeProductsWorkbook(
          db,
          { filters, orderBy: order_by, pricing: sees(viewerOf(user.roles, user.url), 'pricing') },
          stream,
        );
        if ((await stat(path)).size > TELEGRAM_MAX_DOCUMENT_BYTES)
          throw badRequestDetail(TOO_LARGE_FOR_TELEGRAM);
        const count = products.toLocaleString('en-US');
        await sendTelegramDocument(bot, {
          chatId,
          path,
          fileName,
          contentType: XLSX_TYPE,
          caption: `Products: ${count} (Aerodesk, ${user.username})`,
        }).catch((error: unknown) => {
          throw error instanceof TelegramError ? badRequestDetail(error.message) : error;
        });
        return { message: `The Excel file of ${count} products was sent to Telegram.`, products };
      });
    },
  });

  route(fastify, app, {
    endpoint: productEndpoints.changePurchaseOrderName,
    handler: async ({ db, params, body }) => {
      const product = await lockedProduct(db, params.id);
      const position =
        product.purchase_position_id === null
          ? undefined
          : await db
              .selectFrom('purchase_position')
              .select('purchase_order_id')
              .where('id', '=', product.purchase_position_id)
              .executeTakeFirst();
      if (!position) throw badRequestDetail(NO_PURCHASE_ORDER);
      await changedRecord(db, 'purchase_order', position.purchase_order_id, { name: body.name });
      return found(productExtraData(db, product.id));
    },
  });

  route(fastify, app, {
    endpoint: productEndpoints.conditions,
    handler: ({ db }) => refList(db, 'ref_condition'),
  });

  route(fastify, app, {
    endpoint: productEndpoints.locations,
    handler: ({ db, query }) => locations(db, query.warehouse),
  });

  route(fastify, app, {
    endpoint: productEndpoints.aggregation,
    handler: ({ db, params }) => found(productsAggregation(db, params.id)),
  });
}
