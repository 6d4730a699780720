/**
 * Purchase orders and their positions (spec §7 "Purchase orders", src-shared/api/purchase.ts).
 * Area 'purchase'. The rules are src-shared/domain/purchase.ts; every refusal is a 400 (a field,
 * or a `detail` naming the order's state) and changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely, Updateable } from 'kysely';
import { purchaseEndpoints, type PurchasePosition } from '../../../src-shared/api/purchase.ts';
import {
  AWAITING_FROM_SUPPLIER,
  cancelConfirmRefusal,
  confirmRefusal,
  defaultPurchaseName,
  editRefusal,
} from '../../../src-shared/domain/purchase.ts';
import { roundMoney } from '../../../src-shared/domain/money.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { documentNumber, todayIso } from '../../db/refs.ts';
import { FieldErrorCollector, notFound, throwRefusal } from '../../http/errors.ts';
import { pagedList } from '../../http/pagination.ts';
import { found } from '../../http/found.ts';
import { recordRoutes } from '../../http/record-routes.ts';
import { REPLY_SENT, route } from '../../http/route.ts';
import { checkRefExists, fieldRecord } from '../company/checks.ts';
import { invalidPk } from '../company/routes.ts';
import { contentDisposition, XLSX_TYPE } from '../file/storage.ts';
import { purchaseWorkbook } from './excel.ts';

import {
  countPurchaseOrders,
  countPurchasePositions,
  listPurchaseOrders,
  purchaseOrderDetail,
  purchasePositions,
} from './queries.ts';
import { changedRecord, updateById } from '../shared-record.ts';

const POSITION_BOUGHT = 'This order position is in a purchase order already.';
const POSITION_CANCELED = 'This order position is canceled: it is not bought.';

async function lockedOrder(db: Kysely<Database>, id: number) {
  const order = await db
    .selectFrom('purchase_order')
    .select(['id', 'number', 'confirmed', 'active_status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!order) throw notFound();
  return order;
}

function detail(db: Kysely<Database>, id: number) {
  return found(purchaseOrderDetail(db, id));
}

/** Every edit of an order: write `set` (stamped as changed now), answer the order as it is now. */
async function changedOrder(
  db: Kysely<Database>,
  id: number,
  set: Omit<Updateable<Database['purchase_order']>, 'updated_at'>,
) {
  return detail(db, await changedRecord(db, 'purchase_order', id, set));
}

async function positionOf(db: Kysely<Database>, id: number): Promise<PurchasePosition> {
  const [position] = await purchasePositions(db, { ids: [id] });
  if (!position) throw notFound();
  return position;
}

/** The purchase position the path names (its id), or 404: a position's own calls start here. */
function checkPositionExists(db: Kysely<Database>, id: number) {
  return found(
    db.selectFrom('purchase_position').select('id').where('id', '=', id).executeTakeFirst(),
  );
}

export function registerPurchaseRoutes(fastify: FastifyInstance, app: AppContext): void {
  const records = recordRoutes(fastify, app, detail);
  route(fastify, app, {
    endpoint: purchaseEndpoints.list,
    handler: pagedList(countPurchaseOrders, listPurchaseOrders),
  });

  records.write(purchaseEndpoints.createWithProduct, async ({ db, body, user }) => {
    const errors = new FieldErrorCollector();
    const supplier = await fieldRecord(db, errors, 'supplier', 'company', body.supplier, [
      'id',
      'name',
    ]);
    const positions = await db
      .selectFrom('order_position as op')
      .leftJoin('supplier_offer as so', 'so.id', 'op.offer_id')
      .leftJoin('purchase_position as pp', 'pp.order_position_id', 'op.id')
      .select([
        'op.id',
        'op.part_number',
        'op.description',
        'op.quantity',
        'op.inventory_id',
        'op.condition_id',
        'op.active_status',
        'so.price as offer_price',
        'so.currency_id as offer_currency',
        'pp.id as bought',
      ])
      .where('op.id', 'in', body.order_positions)
      .forUpdate('op')
      .execute();
    const byId = new Map(positions.map((position) => [position.id, position]));
    for (const [index, id] of body.order_positions.entries()) {
      const position = byId.get(id);
      const field = `order_positions.${index}`;
      if (!position) errors.add(field, invalidPk(id));
      else if (position.bought !== null) errors.add(field, POSITION_BOUGHT);
      else if (position.active_status === 'canceled') errors.add(field, POSITION_CANCELED);
    }
    errors.throwIfAny();
    const usd = await db
      .selectFrom('ref_currency')
      .select('id')
      .where('code', '=', 'USD')
      .executeTakeFirstOrThrow();
    const chosen = body.order_positions.map((id) => byId.get(id) as (typeof positions)[number]);
    const currency = chosen.find((position) => position.offer_currency !== null)?.offer_currency;
    const next = await db
      .selectFrom('purchase_order')
      .select((eb) => eb.fn.coalesce(eb.fn.max('id'), eb.lit(0)).as('max'))
      .executeTakeFirstOrThrow();
    const number = documentNumber('PO', Number(next.max) + 1, todayIso());
    const order = await db
      .insertInto('purchase_order')
      .values({
        number,
        name: body.name || defaultPurchaseName(supplier?.name ?? '', todayIso()),
        supplier_id: body.supplier,
        manager_id: user.contactId,
        esd_date: body.esd_date ?? null,
        purchase_group: body.purchase_group ?? '',
        component_type: body.component_type ?? null,
        currency_id: currency ?? usd.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const position of chosen) {
      const bought = await db
        .insertInto('purchase_position')
        .values({
          purchase_order_id: order.id,
          order_position_id: position.id,
          inventory_id: position.inventory_id,
          part_number: position.part_number,
          description: position.description,
          quantity: position.quantity,
          unit_price: position.offer_price ?? 0,
          condition_id: position.condition_id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // The product that will arrive: the warehouse's from here on (spec §3 "Product").
      await db
        .insertInto('product')
        .values({
          inventory_id: position.inventory_id,
          part_number: position.part_number,
          description: position.description,
          condition_id: position.condition_id,
          quantity: position.quantity,
          status: AWAITING_FROM_SUPPLIER,
          purchase_position_id: bought.id,
        })
        .execute();
    }
    return order.id;
  });

  records.one(purchaseEndpoints.one);

  route(fastify, app, {
    endpoint: purchaseEndpoints.update,
    handler: async ({ db, params, body }) => {
      const order = await lockedOrder(db, params.id);
      throwRefusal(editRefusal(order, order.number));
      const errors = new FieldErrorCollector();
      await checkRefExists(db, errors, 'purchase_manager', 'contact', body.purchase_manager);
      errors.throwIfAny();
      const { purchase_manager, ...plain } = body;
      return changedOrder(db, order.id, {
        ...plain,
        ...(purchase_manager !== undefined ? { purchase_manager_id: purchase_manager } : {}),
      });
    },
  });

  route(fastify, app, {
    endpoint: purchaseEndpoints.remove,
    handler: async ({ db, params }) => {
      const order = await lockedOrder(db, params.id);
      throwRefusal(editRefusal(order, order.number, true));
      // Its products never came: they go with it.
      await db
        .deleteFrom('product')
        .where('status', '=', AWAITING_FROM_SUPPLIER)
        .where('purchase_position_id', 'in', (eb) =>
          eb.selectFrom('purchase_position').select('id').where('purchase_order_id', '=', order.id),
        )
        .execute();
      await db.deleteFrom('purchase_order').where('id', '=', order.id).execute();
    },
  });

  for (const [name, refusal, confirmed] of [
    ['confirm', confirmRefusal, true],
    ['cancelConfirm', cancelConfirmRefusal, false],
  ] as const) {
    route(fastify, app, {
      endpoint: purchaseEndpoints[name],
      handler: async ({ db, params }) => {
        const order = await lockedOrder(db, params.id);
        throwRefusal(refusal(order, order.number));
        return changedOrder(db, order.id, {
          confirmed,
          confirmed_at: confirmed ? new Date() : null,
        });
      },
    });
  }

  route(fastify, app, {
    endpoint: purchaseEndpoints.changeName,
    handler: async ({ db, params, body }) => {
      const order = await lockedOrder(db, params.id);
      return changedOrder(db, order.id, { name: body.name });
    },
  });

  route(fastify, app, {
    endpoint: purchaseEndpoints.excel,
    handler: async ({ db, params, reply }) => {
      const order = await detail(db, params.id);
      const bytes = await purchaseWorkbook(order);
      await reply
        .header('Content-Type', XLSX_TYPE)
        .header('Content-Length', String(bytes.length))
        .header('Content-Disposition', contentDisposition(`${order.number}.xlsx`))
        .header('X-Content-Type-Options', 'nosniff')
        .send(bytes);
      return REPLY_SENT;
    },
  });

  route(fastify, app, {
    endpoint: purchaseEndpoints.positions,
    handler: pagedList(countPurchasePositions, purchasePositions),
  });

  route(fastify, app, {
    endpoint: purchaseEndpoints.hasProblem,
    handler: async ({ db, params, body }) => {
      await checkPositionExists(db, params.id);
      // A problem is news about the position, not a change of what was ordered: allowed always.
      await updateById(db, 'purchase_position', params.id, { has_problem: body.has_problem });
      return positionOf(db, params.id);
    },
  });

  route(fastify, app, {
    endpoint: purchaseEndpoints.unitPrice,
    handler: async ({ db, params, body }) => {
      const { purchase_order_id: orderId } = await found(
        db
          .selectFrom('purchase_position')
          .select('purchase_order_id')
          .where('id', '=', params.id)
          .executeTakeFirst(),
      );
      // What was ordered is the supplier's once the order is confirmed (editRefusal).
      const order = await lockedOrder(db, orderId);
      throwRefusal(editRefusal(order, order.number));
      await updateById(db, 'purchase_position', params.id, {
        unit_price: roundMoney(body.unit_price),
      });
      return positionOf(db, params.id);
    },
  });

  for (const name of ['addComment', 'addOfferComment'] as const) {
    route(fastify, app, {
      endpoint: purchaseEndpoints[name],
      handler: async ({ db, params, body, user }) => {
        await checkPositionExists(db, params.id);
        const offer = 'offer' in body ? body.offer : null;
        const errors = new FieldErrorCollector();
        await checkRefExists(db, errors, 'offer', 'supplier_offer', offer);
        errors.throwIfAny();
        await db
          .insertInto('purchase_position_comment')
          .values({
            position_id: params.id,
            text: body.text,
            offer_id: offer,
            created_by_id: user.id,
          })
          .execute();
        return positionOf(db, params.id);
      },
    });
  }

  route(fastify, app, {
    endpoint: purchaseEndpoints.assignManager,
    handler: async ({ db, body }) => {
      const errors = new FieldErrorCollector();
      await checkRefExists(db, errors, 'purchase_manager', 'contact', body.purchase_manager);
      const found = await db
        .selectFrom('purchase_position')
        .select('id')
        .where('id', 'in', body.positions)
        .execute();
      const known = new Set(found.map((row) => row.id));
      for (const [index, id] of body.positions.entries())
        if (!known.has(id)) errors.add(`positions.${index}`, invalidPk(id));
      errors.throwIfAny();
      await db
        .updateTable('purchase_position')
        .set({ purchase_manager_id: body.purchase_manager })
        .where('id', 'in', body.positions)
        .execute();
      return purchasePositions(db, { ids: body.positions });
    },
  });
}
