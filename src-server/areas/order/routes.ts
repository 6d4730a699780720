/**
 * Orders (spec §7 "Orders"): create from a KP, the summary with its filters, the plain list, one
 * order (read, edit), cancel with a comment, and the order's positions (list by active_status,
 * add). Area 'order'. Decisions:
 * - an order from a KP copies the KP's rows as positions (active, ESD the row's delivery date)
 *   and the KP's head: currency, VAT, conditions, legal entity, treaty and PO numbers; its totals
 *   are the KP's shown totals (`total` without VAT, `total_vat` with VAT), its delivery date the
 *   latest row's; its status is New; one order per KP;
 * - a canceled order is not edited and gets no positions; cancelling takes a comment when given
 *   (spec §7 sends none, so it is never required), cancels its active positions, and happens once;
 *   the status Canceled is set only by cancelling;
 * - a position added by hand adds its line to the order's totals.
 * A client reads its own company's orders (others are 404) and writes nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { orderEndpoints, type OrderPosition } from '../../../src-shared/api/order.ts';
import { roundMoney } from '../../../src-shared/domain/money.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { insertEach, insertNumbered, refIdByCode, todayIso } from '../../db/refs.ts';
import { badRequestDetail, FieldErrorCollector, notFound } from '../../http/errors.ts';
import { ownListRoute, recordRoutes } from '../../http/record-routes.ts';
import { route } from '../../http/route.ts';
import { newUuid } from '../../http/uuid.ts';
import { checkRefExists, fieldRecord } from '../company/checks.ts';
import { invalidPk } from '../company/routes.ts';
import { definedColumns } from '../defined-columns.ts';
import { listPages } from '../shared-page.ts';
import { findInventory } from '../offer/inventory.ts';
import { orderFromKp, orderPositionFrom } from './from-kp.ts';
import { countOrders, listOrders, orderDetail, orderOfKp, orderPositions } from './queries.ts';
import { changedRecord } from '../shared-record.ts';

const orderPages = listPages(countOrders, listOrders);

const ORDER_CANCELED = 'The order is canceled: it cannot be changed.';
const ORDER_ALREADY_CANCELED = 'The order is already canceled.';
const CANCEL_WITH_ACTION = 'Cancel an order with its cancel action.';

/** The order locked for a change, refused (with `canceled`) when it is canceled. */
async function lockOpenOrder(db: Kysely<Database>, id: number, canceled = ORDER_CANCELED) {
  const order = await db
    .selectFrom('sales_order as o')
    .innerJoin('ref_order_status as st', 'st.id', 'o.status_id')
    .select(['o.id', 'o.vat', 'o.vat_value', 'st.code as status_code'])
    .where('o.id', '=', id)
    .forUpdate('o')
    .executeTakeFirst();
  if (!order) throw notFound();
  if (order.status_code === 'CANCELED') throw badRequestDetail(canceled);
  return order;
}

export function registerOrderRoutes(fastify: FastifyInstance, app: AppContext): void {
  const records = recordRoutes(fastify, app, orderDetail);

  records.write(orderEndpoints.createFromKp, async ({ db, body }) => {
    const kp = await db
      .selectFrom('kp')
      .innerJoin('rfq', 'rfq.id', 'kp.rfq_id')
      .selectAll('kp')
      .select(['rfq.company_id', 'rfq.priority', 'rfq.rfq_manager_id', 'rfq.deadline'])
      .where('kp.id', '=', body.kp)
      .forUpdate('kp')
      .executeTakeFirst();
    if (!kp) {
      const errors = new FieldErrorCollector();
      errors.add('kp', invalidPk(body.kp));
      errors.throwIfAny();
      return undefined as never;
    }
    const existing = await orderOfKp(db, kp.id);
    if (existing) throw badRequestDetail(`${kp.number} already has an order (${existing.number}).`);
    const rows = await db
      .selectFrom('kp_row')
      .selectAll()
      .where('kp_id', '=', kp.id)
      .orderBy('index')
      .execute();
    const id = await insertNumbered(db, 'sales_order', 'SO', {
      uuid: newUuid(),
      date: todayIso(),
      status_id: await refIdByCode(db, 'ref_order_status', 'NEW'),
      // The KP comes with its RFQ's columns (joined above).
      ...orderFromKp(kp, kp, rows),
    });
    await insertEach(db, 'order_position', rows, (row) => orderPositionFrom(id, row, kp.deadline));
    return id;
  });

  route(fastify, app, {
    endpoint: orderEndpoints.summary,
    handler: async ({ db, query, request, clientCompanyId }) => {
      const filters = {
        onlyCompanyId: clientCompanyId,
        search: query.search,
        company: query.company,
        priority: query.priority,
        archive: query.archive === 'true',
      };
      return orderPages({ db, request, query }, filters, query.order_by);
    },
  });

  route(fastify, app, {
    endpoint: orderEndpoints.list,
    handler: async ({ db, query, request, clientCompanyId }) => {
      const filters = { onlyCompanyId: clientCompanyId, search: query.search };
      return orderPages({ db, request, query }, filters, undefined);
    },
  });

  records.one(orderEndpoints.one);

  records.write(orderEndpoints.update, async ({ db, params, body }) => {
    const order = await lockOpenOrder(db, params.id);
    const errors = new FieldErrorCollector();
    if (body.status !== undefined) {
      const status = await fieldRecord(db, errors, 'status', 'ref_order_status', body.status, [
        'code',
      ]);
      if (status?.code === 'CANCELED') errors.add('status', CANCEL_WITH_ACTION);
    }
    errors.throwIfAny();
    const changed = definedColumns(body, {
      po_number: 'po_number',
      treaty_number: 'treaty_number',
      comment: 'comment',
      delivery_date: 'delivery_date',
      status: 'status_id',
      priority: 'priority',
    });
    return changedRecord(db, 'sales_order', order.id, changed);
  });

  records.write(orderEndpoints.cancel, async ({ db, params, body }) => {
    const order = await lockOpenOrder(db, params.id, ORDER_ALREADY_CANCELED);
    await changedRecord(db, 'sales_order', order.id, {
      status_id: await refIdByCode(db, 'ref_order_status', 'CANCELED'),
      cancel_comment: body.comment ?? '',
    });
    await db
      .updateTable('order_position')
      .set({ active_status: 'canceled' })
      .where('order_id', '=', order.id)
      .where('active_status', '=', 'active')
      .execute();
    return order.id;
  });

  ownListRoute(fastify, app, orderEndpoints.positions, orderDetail, ({ db, params, query }) =>
    orderPositions(db, params.id, query.active_status),
  );

  route(fastify, app, {
    endpoint: orderEndpoints.addPosition,
    handler: async ({ db, params, body }): Promise<OrderPosition> => {
      const order = await lockOpenOrder(db, params.id);
      const errors = new FieldErrorCollector();
      await checkRefExists(db, errors, 'unit', 'ref_unit', body.unit);
      await checkRefExists(db, errors, 'condition', 'ref_condition', body.condition);
      errors.throwIfAny();
      const [inventory, each, last] = await Promise.all([
        findInventory(db, body.part_number),
        db.selectFrom('ref_unit').select('id').where('code', '=', 'EA').executeTakeFirstOrThrow(),
        db
          .selectFrom('order_position')
          .select((eb) => eb.fn.max('index').as('max'))
          .where('order_id', '=', order.id)
          .executeTakeFirst(),
      ]);
      const total = roundMoney(body.unit_price * body.quantity);
      const withVat = order.vat
        ? roundMoney(total + roundMoney((total * Number(order.vat_value)) / 100))
        : total;
      const inserted = await db
        .insertInto('order_position')
        .values({
          order_id: order.id,
          index: Number(last?.max ?? 0) + 1,
          inventory_id: inventory?.id ?? null,
          part_number: inventory?.part_number ?? body.part_number.toUpperCase(),
          description: body.description ?? inventory?.description ?? '',
          condition_id: body.condition ?? null,
          quantity: body.quantity,
          unit_id: body.unit ?? each.id,
          unit_price: roundMoney(body.unit_price),
          total,
          esd_date: body.esd_date ?? null,
          comment: body.comment ?? '',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await changedRecord(db, 'sales_order', order.id, (eb) => ({
        total: eb('total', '+', total),
        total_vat: eb('total_vat', '+', withVat),
      }));
      const [position] = await orderPositions(db, order.id, undefined, [inserted.id]);
      return position as OrderPosition;
    },
  });
}
