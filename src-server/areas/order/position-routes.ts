/**
 * Order positions across orders (spec §7 "Order positions", src-shared/api/order-position.ts).
 * Area 'order'. Bulk transitions lock every position they name (in id order, so two never
 * deadlock) and move all of them or none: a refusal is a 400 with a reason per refused position
 * (the RFQ bulk actions' shape). Penalties, edits, deletes and comments are refused on positions
 * the flow (order-position-flow.ts) does not allow, with a 400 `{detail}`.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  orderPositionEndpoints,
  type OrderPositionItem,
} from '../../../src-shared/api/order-position.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import {
  orderPositionAfter,
  orderPositionEditRefusal,
  orderPositionRefusal,
  type OrderPositionAction,
  type OrderPositionState,
} from '../../../src-shared/domain/order-position-flow.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { insertEach } from '../../db/refs.ts';
import {
  badRequestDetail,
  FieldErrorCollector,
  forbidden,
  bulkRefusal,
  notFound,
  throwRefusal,
} from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { refusalsOf } from '../../http/bulk-refusals.ts';
import { checkRefExists } from '../company/checks.ts';
import { invalidPk } from '../company/routes.ts';
import { itemsOfPage, listPages } from '../shared-page.ts';
import { countPositions, pageOfPositionIds, positionItems } from './position-queries.ts';
import { changedRecord, updateById } from '../shared-record.ts';

/** The positions list's pages: the page's ids first, then their items. */
const positionPages = listPages(countPositions, itemsOfPage(pageOfPositionIds, positionItems));

const NO_SUCH_POSITION = 'There is no order position with this id.';
const NOT_CHANGED = 'No position was changed.';
const FOR_STAFF = 'Order positions across orders are for our staff.';

interface LockedPosition extends OrderPositionState {
  id: number;
  name: string;
}

/** "SO-2026-00012 / 3": how a position is named in a refusal. */
async function lockPositions(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<LockedPosition[]> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  if (sorted.length === 0) return [];
  const rows = await db
    .selectFrom('order_position as p')
    .innerJoin('sales_order as o', 'o.id', 'p.order_id')
    .select(['p.id', 'p.index', 'p.active_status', 'p.confirmed', 'o.number'])
    .where('p.id', 'in', sorted)
    .orderBy('p.id')
    .forUpdate('p')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: `${row.number} / ${row.index}`,
    active_status: row.active_status,
    confirmed: row.confirmed,
  }));
}

async function lockedOne(db: Kysely<Database>, id: number): Promise<LockedPosition> {
  const [position] = await lockPositions(db, [id]);
  if (!position) throw notFound();
  return position;
}

async function itemOf(db: Kysely<Database>, id: number): Promise<OrderPositionItem> {
  const [item] = await positionItems(db, [id]);
  if (!item) throw notFound();
  return item;
}

export function registerOrderPositionRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, {
    endpoint: orderPositionEndpoints.list,
    handler: async ({ db, query, request, clientCompanyId }) => {
      // Positions across orders are our follow-up work (issue 8: a client sees none of it); a
      // client reads the positions of its own orders on each order.
      if (clientCompanyId !== null) throw forbidden(FOR_STAFF);
      const { page: _page, page_size: _size, order_by, ...filters } = query;
      return positionPages({ db, request, query }, filters, order_by);
    },
  });

  for (const action of ['confirm', 'cancel_confirm', 'cancel', 'return'] as const) {
    route(fastify, app, {
      endpoint: orderPositionEndpoints[action],
      handler: async ({ db, body, user }) =>
        transitionPositions(db, body.positions, action, body.comment ?? '', user.id),
    });
  }

  route(fastify, app, {
    endpoint: orderPositionEndpoints.addPenalty,
    handler: async ({ db, body, user }) => {
      const [position] = await lockPositions(db, [body.position]);
      if (!position) {
        const errors = new FieldErrorCollector();
        errors.add('position', invalidPk(body.position));
        errors.throwIfAny();
        throw notFound();
      }
      if (position.active_status === 'canceled')
        throw badRequestDetail(`${position.name} is canceled: a penalty needs a live position.`);
      await db
        .insertInto('order_position_penalty')
        .values({
          position_id: position.id,
          amount: body.amount,
          reason: body.reason,
          created_by_id: user.id,
        })
        .execute();
      return itemOf(db, position.id);
    },
  });

  route(fastify, app, {
    endpoint: orderPositionEndpoints.update,
    handler: async ({ db, params, body }) => {
      const position = await lockedOne(db, params.id);
      throwRefusal(orderPositionEditRefusal(position, position.name, false));
      const errors = new FieldErrorCollector();
      await checkRefExists(db, errors, 'delivery_type', 'ref_delivery_type', body.delivery_type);
      await checkRefExists(db, errors, 'condition', 'ref_condition', body.condition);
      errors.throwIfAny();
      const { delivery_type, condition, ...plain } = body;
      await changedRecord(db, 'order_position', position.id, {
        ...plain,
        ...(delivery_type !== undefined ? { delivery_type_id: delivery_type } : {}),
        ...(condition !== undefined ? { condition_id: condition } : {}),
      });
      if (body.quantity !== undefined || body.unit_price !== undefined) {
        // The line total follows its quantity and price, to the cent.
        await updateById(db, 'order_position', position.id, (eb) => ({
          total: eb.cast<number>(eb('quantity', '*', eb.ref('unit_price')), 'numeric'),
        }));
      }
      return itemOf(db, position.id);
    },
  });

  route(fastify, app, {
    endpoint: orderPositionEndpoints.remove,
    handler: async ({ db, params }) => {
      const position = await lockedOne(db, params.id);
      throwRefusal(orderPositionEditRefusal(position, position.name, true));
      await db.deleteFrom('order_position').where('id', '=', position.id).execute();
    },
  });

  route(fastify, app, {
    endpoint: orderPositionEndpoints.addComment,
    handler: async ({ db, params, body, user }) => {
      const position = await lockedOne(db, params.id);
      await db
        .insertInto('order_position_comment')
        .values({ position_id: position.id, text: body.text, created_by_id: user.id })
        .execute();
      return itemOf(db, position.id);
    },
  });
}

/**
 * Many positions, all or nothing: when any may not move, 400 with a reason per refused position
 * and nothing changed; else every one moves, and the answer is the positions as they are after.
 */
async function transitionPositions(
  db: Kysely<Database>,
  ids: readonly number[],
  action: OrderPositionAction,
  comment: string,
  userId: number,
) {
  const locked = await lockPositions(db, ids);
  const refused = refusalsOf(
    ids,
    locked,
    (position) =>
      position ? orderPositionRefusal(action, position, position.name) : NO_SUCH_POSITION,
    (_id, position) => position?.name ?? '',
  );
  if (refused.length) {
    throw bulkRefusal(`${NOT_CHANGED} ${refused.length} of ${ids.length} may not move.`, refused);
  }
  const after = orderPositionAfter(action);
  const lockedIds = locked.map((position) => position.id);
  await db
    .updateTable('order_position')
    .set({
      active_status: after.active_status,
      confirmed: after.confirmed,
      confirmed_at: after.confirmed ? new Date() : null,
      updated_at: new Date(),
    })
    .where('id', 'in', lockedIds)
    .execute();
  if (comment)
    await insertEach(db, 'order_position_comment', lockedIds, (id) => ({
      position_id: id,
      text: comment,
      created_by_id: userId,
    }));
  return { detail: MESSAGES.updated, results: await positionItems(db, ids) };
}
