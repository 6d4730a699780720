/**
 * RFQ positions (spec §3 "Position", §7 "RFQ": position add with positions_list, position update,
 * DELETE of a position, get_historical_kp_positions, end_position/{id}/need_offers). Area 'rfq'.
 *
 * Decisions: a part number is found in the inventory whatever its case, spaces or punctuation, and
 * an unknown one becomes a new inventory item in a group of its own; the unit defaults to each (EA).
 * Positions of a frozen (quoted, canceled) RFQ do not change (freeze.ts: renew it first). A position quoted in a KP cannot be
 * deleted while that KP exists. Deleting a position renumbers the ones after it. The chosen offer
 * must be an offer for the position's part number or one of its alternates (same group). A client
 * adds positions to its own RFQs ('rfq_request'); it does not edit or delete them and asks for no
 * offers ('rfq' write: the permission table, 403), and reads no KP history (audience.ts, 403).
 * Asking for offers twice while the search task is open is refused, and so is asking for the
 * positions of an archived RFQ.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  rfqEndpoints,
  type HistoricalKpPosition,
  type RfqPosition,
} from '../../../src-shared/api/rfq.ts';
import type { positionInputSchema } from '../../../src-shared/api/rfq.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { joinedRef } from '../../db/columns.ts';
import { joinedCondition, joinedCurrency, todayIso } from '../../db/refs.ts';
import { badRequestDetail, FieldErrorCollector, notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { partNumberKey } from '../../../src-shared/domain/part-number.ts';
import { invalidPk } from '../company/routes.ts';
import { quotedInKp } from '../kp/queries.ts';
import { definedColumns } from '../defined-columns.ts';
import { findOrCreateInventory } from '../offer/inventory.ts';
import { assertRfqEditable, lockEditableRfq, touchRfq } from './freeze.ts';
import { positionsByIds } from './queries.ts';
import { updateById } from '../shared-record.ts';

const CHOSEN_OFFER_NOT_FOR_POSITION =
  'This offer is not for the part number of the position or one of its alternates.';
const OFFERS_ALREADY_REQUESTED =
  'Offers were already asked for this position: its search task is still open.';
/** The most historical KP positions returned (newest first). */
const HISTORY_LIMIT = 50;
/** The client of a historical KP position: its RFQ's company (`c`). */
const kpClient = joinedRef('company', 'c', 'client');

type ParsedPosition = z.output<typeof positionInputSchema>;

async function unitEach(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('ref_unit')
    .select('id')
    .where('code', '=', 'EA')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function idsIn(
  db: Kysely<Database>,
  table: 'ref_unit' | 'ref_condition',
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/** Units and conditions of the new positions must exist: field errors under `prefix.N.field`. */
export async function checkPositionInputs(
  db: Kysely<Database>,
  errors: FieldErrorCollector,
  inputs: readonly ParsedPosition[],
  prefix: string,
): Promise<void> {
  const units = await idsIn(
    db,
    'ref_unit',
    inputs.flatMap((input) => (input.unit !== undefined ? [input.unit] : [])),
  );
  const conditions = await idsIn(
    db,
    'ref_condition',
    inputs.flatMap((input) => (typeof input.condition === 'number' ? [input.condition] : [])),
  );
  inputs.forEach((input, index) => {
    if (input.unit !== undefined && !units.has(input.unit))
      errors.add(`${prefix}.${index}.unit`, invalidPk(input.unit));
    if (typeof input.condition === 'number' && !conditions.has(input.condition))
      errors.add(`${prefix}.${index}.condition`, invalidPk(input.condition));
  });
}

/** Adds checked positions after the RFQ's last one; returns their ids in order. */
export async function addPositions(
  db: Kysely<Database>,
  rfqId: number,
  inputs: readonly ParsedPosition[],
): Promise<number[]> {
  const last = await db
    .selectFrom('rfq_position')
    .select((eb) => eb.fn.max('index').as('max'))
    .where('rfq_id', '=', rfqId)
    .executeTakeFirst();
  let index = Number(last?.max ?? 0);
  const each = await unitEach(db);
  const ids: number[] = [];
  for (const input of inputs) {
    const inventory = await findOrCreateInventory(db, input.part_number);
    index += 1;
    const row = await db
      .insertInto('rfq_position')
      .values({
        rfq_id: rfqId,
        index,
        requested_part_number: input.part_number,
        inventory_id: inventory.id,
        quantity: input.quantity,
        unit_id: input.unit ?? each,
        condition_id: input.condition ?? null,
        comment: input.comment ?? '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

/**
 * The RFQ locked for a change of its positions (adding them: lockEditableRfq): two such changes
 * on one RFQ go one after the other (line numbers stay 1..n), and never cross a transition or a
 * KP being made, which lock the same row (an RFQ is not archived, nor a position quoted, between
 * our check and our write).
 */
async function lockRfq(db: Kysely<Database>, rfqId: number) {
  return db
    .selectFrom('rfq')
    .select(['id', 'number', 'in_work', 'in_archive', 'activity_status'])
    .where('id', '=', rfqId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The position of this RFQ, with its RFQ locked (lockRfq); 404 when either is missing, 400 when
 * the RFQ is frozen (freeze.ts).
 */
async function lockedEditablePosition(db: Kysely<Database>, rfqId: number, positionId: number) {
  const rfq = await lockRfq(db, rfqId);
  if (!rfq) throw notFound();
  const position = await db
    .selectFrom('rfq_position as p')
    .innerJoin('inventory as i', 'i.id', 'p.inventory_id')
    .select(['p.id', 'p.index', 'p.rfq_id', 'i.group_id'])
    .where('p.id', '=', positionId)
    .where('p.rfq_id', '=', rfqId)
    .executeTakeFirst();
  if (!position) throw notFound();
  assertRfqEditable(rfq);
  return position;
}

export function registerPositionRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, {
    endpoint: rfqEndpoints.addPositions,
    handler: async ({ db, params, body, clientCompanyId }): Promise<RfqPosition[]> => {
      const rfq = await lockEditableRfq(db, params.id, clientCompanyId);
      const errors = new FieldErrorCollector();
      await checkPositionInputs(db, errors, body.positions_list, 'positions_list');
      errors.throwIfAny();
      const ids = await addPositions(db, rfq.id, body.positions_list);
      await touchRfq(db, rfq.id);
      return positionsByIds(db, ids, todayIso());
    },
  });

  route(fastify, app, {
    endpoint: rfqEndpoints.updatePosition,
    handler: async ({ db, params, body }): Promise<RfqPosition> => {
      const position = await lockedEditablePosition(db, params.id, params.positionId);
      const errors = new FieldErrorCollector();
      if (body.unit !== undefined && !(await idsIn(db, 'ref_unit', [body.unit])).has(body.unit))
        errors.add('unit', invalidPk(body.unit));
      if (
        typeof body.condition === 'number' &&
        !(await idsIn(db, 'ref_condition', [body.condition])).has(body.condition)
      )
        errors.add('condition', invalidPk(body.condition));
      if (body.chosen_offer !== undefined && body.chosen_offer !== null) {
        const offer = await db
          .selectFrom('supplier_offer as so')
          .innerJoin('inventory as i', 'i.id', 'so.inventory_id')
          .select('i.group_id')
          .where('so.id', '=', body.chosen_offer)
          .executeTakeFirst();
        if (!offer) errors.add('chosen_offer', invalidPk(body.chosen_offer));
        else if (offer.group_id !== position.group_id)
          errors.add('chosen_offer', CHOSEN_OFFER_NOT_FOR_POSITION);
      }
      errors.throwIfAny();
      await updateById(db, 'rfq_position', position.id, {
        ...definedColumns(body, {
          quantity: 'quantity',
          unit: 'unit_id',
          condition: 'condition_id',
          comment: 'comment',
          chosen_offer: 'chosen_offer_id',
          margin_by_user: 'margin_by_user',
          unit_price_by_user: 'unit_price_by_user',
        }),
      });
      const [updated] = await positionsByIds(db, [position.id], todayIso());
      return updated as RfqPosition;
    },
  });

  route(fastify, app, {
    endpoint: rfqEndpoints.removePosition,
    handler: async ({ db, params }) => {
      const position = await lockedEditablePosition(db, params.id, params.positionId);
      const quoted = await db
        .selectFrom('kp_row as r')
        .innerJoin('kp', 'kp.id', 'r.kp_id')
        .select('kp.number')
        .where('r.position_id', '=', position.id)
        .orderBy('kp.id')
        .executeTakeFirst();
      if (quoted)
        throw badRequestDetail(
          `This position is quoted in ${quoted.number}: delete that KP before the position.`,
        );
      await db.deleteFrom('rfq_position').where('id', '=', position.id).execute();
      await db
        .updateTable('rfq_position')
        .set((eb) => ({ index: eb('index', '-', 1) }))
        .where('rfq_id', '=', position.rfq_id)
        .where('index', '>', position.index)
        .execute();
      return undefined;
    },
  });

  route(fastify, app, {
    endpoint: rfqEndpoints.historicalKpPositions,
    // Our earlier prices to clients: staff reading RFQs (audience.ts refuses a client, 403).
    handler: async ({ db, query }): Promise<HistoricalKpPosition[]> => {
      let select = db
        .selectFrom('kp_row as r')
        .$call(joinedCondition.join('r.condition_id'))
        .innerJoin('kp', 'kp.id', 'r.kp_id')
        .$call(joinedCurrency.join('kp.currency_id'))
        .innerJoin('rfq', 'rfq.id', 'kp.rfq_id')
        .$call(kpClient.join('rfq.company_id'))
        .innerJoin('inventory as i', 'i.id', 'r.inventory_id')
        .select([
          'r.kp_id',
          ...quotedInKp.columns,
          'rfq.id as rfq_id',
          'rfq.number as rfq_number',
          'r.part_number',
          'r.quantity',
          'r.unit_price',
          'r.lead_time_days',
        ]);
      if (query.inventory !== undefined) select = select.where('i.id', '=', query.inventory);
      if (query.part_number)
        select = select.where('i.part_number_key', '=', partNumberKey(query.part_number));
      const rows = await select
        .orderBy('kp.date', 'desc')
        .orderBy('kp.id', 'desc')
        .orderBy('r.index')
        .limit(HISTORY_LIMIT)
        .execute();
      return rows.map((row) => ({
        kp: quotedInKp.of(row),
        rfq: { id: row.rfq_id, number: row.rfq_number },
        client: kpClient.of(row),
        part_number: row.part_number,
        quantity: row.quantity,
        unit_price: Number(row.unit_price),
        currency: joinedCurrency.of(row),
        condition: joinedCondition.of(row),
        lead_time_days: row.lead_time_days,
      }));
    },
  });

  route(fastify, app, {
    endpoint: rfqEndpoints.needOffers,
    handler: async ({ db, params, body, user }): Promise<RfqPosition> => {
      const found = await db
        .selectFrom('rfq_position')
        .select(['rfq_id'])
        .where('id', '=', params.id)
        .executeTakeFirst();
      if (!found) throw notFound();
      const position = await lockedEditablePosition(db, found.rfq_id, params.id);
      const open = await db
        .selectFrom('end_position')
        .select('id')
        .where('position_id', '=', position.id)
        .where('status', '<>', 'finished')
        .executeTakeFirst();
      if (open) throw badRequestDetail(OFFERS_ALREADY_REQUESTED);
      await updateById(db, 'rfq_position', position.id, { need_offers: true });
      await db
        .insertInto('end_position')
        .values({
          position_id: position.id,
          comment: body.comment ?? '',
          created_by_id: user.id,
        })
        .execute();
      const [updated] = await positionsByIds(db, [position.id], todayIso());
      return updated as RfqPosition;
    },
  });
}
