/**
 * The inventory search and its actions (spec §7 "Inventory", src-shared/api/inventory.ts). Area
 * 'inventory'. Decisions:
 *   - add_rfq/ starts an RFQ for a client with one position, this part, as a new RFQ of the sales
 *     lists (not in work); the comment is the RFQ's comment;
 *   - to_new_group/ takes a part out of its group of alternates into a group of its own; a part
 *     that is already alone is refused (nothing would change);
 *   - unknown_pn/ records a part number nobody knows yet: it joins the inventory in a group of its
 *     own, marked with when and for which component type it was wanted; a known one is refused;
 *   - PUT group/{id}/ gathers part numbers into one group of alternates. A part number that is not
 *     known joins the inventory; one that has alternates of its own in another group is refused
 *     (moving it alone would silently split that group: take it to a new group first).
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { inventoryEndpoints, type InventoryState } from '../../../src-shared/api/inventory.ts';
import { componentTypeOfFlags } from '../../../src-shared/domain/component-type.ts';
import { partNumberKey } from '../../../src-shared/domain/part-number.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { todayIso } from '../../db/refs.ts';
import { badRequestDetail, FieldErrorCollector } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { findInventory, findOrCreateInventory } from '../offer/inventory.ts';
import { PART_NUMBER_NEEDS_CHARACTERS } from '../offer/routes.ts';
import { createRfq } from '../rfq/routes.ts';
import { inventoryState, stateOfPart } from './queries.ts';
import { lockedColumns } from '../../http/found.ts';
import { updateById } from '../shared-record.ts';

const ALREADY_ALONE = 'This part number is already alone in its group.';
const ALREADY_KNOWN = 'This part number is already in the inventory.';

function inAnotherGroup(partNumber: string, others: number): string {
  return `${partNumber} is in another group of alternates (with ${others} other part number${
    others === 1 ? '' : 's'
  }): move it to a new group first.`;
}

/** The part (locked, so a concurrent regrouping waits), or 404. */
async function lockedPart(
  db: Kysely<Database>,
  id: number,
): Promise<{ id: number; group_id: number; part_number: string }> {
  return lockedColumns(db, 'inventory', id, ['id', 'group_id', 'part_number']);
}

async function membersCount(db: Kysely<Database>, groupId: number): Promise<number> {
  const row = await db
    .selectFrom('inventory')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('group_id', '=', groupId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Puts a part number into another group: it becomes an alternate of that group's part numbers. */
async function moveToGroup(db: Kysely<Database>, partId: number, groupId: number): Promise<void> {
  await updateById(db, 'inventory', partId, { group_id: groupId });
}

/** A group nobody is in any more is removed, so groups are always someone's alternates. */
async function dropIfEmpty(db: Kysely<Database>, groupId: number): Promise<void> {
  if ((await membersCount(db, groupId)) === 0)
    await db.deleteFrom('inventory_group').where('id', '=', groupId).execute();
}

async function stateOf(db: Kysely<Database>, partId: number): Promise<InventoryState> {
  const part = await db
    .selectFrom('inventory')
    .select(['id', 'group_id', 'part_number'])
    .where('id', '=', partId)
    .executeTakeFirstOrThrow();
  return stateOfPart(db, part.id, part.group_id, part.part_number, todayIso());
}

export function registerInventoryRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, {
    endpoint: inventoryEndpoints.state,
    handler: async ({ db, query }) => {
      if (!partNumberKey(query.part_number)) {
        const errors = new FieldErrorCollector();
        errors.add('part_number', PART_NUMBER_NEEDS_CHARACTERS);
        errors.throwIfAny();
      }
      return inventoryState(db, query.part_number, todayIso());
    },
  });

  route(fastify, app, {
    endpoint: inventoryEndpoints.addRfq,
    handler: async ({ db, params, body, user }) => {
      const part = await lockedPart(db, params.id);
      return createRfq(
        db,
        {
          company: body.company,
          priority: body.priority,
          is_repair: false,
          comment: body.comment,
          positions_list: [
            { part_number: part.part_number, quantity: body.quantity, comment: undefined },
          ],
        },
        user,
        null,
      );
    },
  });

  route(fastify, app, {
    endpoint: inventoryEndpoints.toNewGroup,
    handler: async ({ db, params }) => {
      const part = await lockedPart(db, params.id);
      if ((await membersCount(db, part.group_id)) <= 1) throw badRequestDetail(ALREADY_ALONE);
      const group = await db
        .insertInto('inventory_group')
        .values({ name: part.part_number })
        .returning('id')
        .executeTakeFirstOrThrow();
      await moveToGroup(db, part.id, group.id);
      return stateOf(db, part.id);
    },
  });

  route(fastify, app, {
    endpoint: inventoryEndpoints.unknownPn,
    handler: async ({ db, body, user }) => {
      const errors = new FieldErrorCollector();
      if (!partNumberKey(body.part_number)) errors.add('part_number', PART_NUMBER_NEEDS_CHARACTERS);
      else if (await findInventory(db, body.part_number)) errors.add('part_number', ALREADY_KNOWN);
      errors.throwIfAny();
      const created = await findOrCreateInventory(db, body.part_number, body.description ?? '');
      // Another request recorded it between our look and our insert: known after all.
      if (!created.created) throw badRequestDetail(ALREADY_KNOWN);
      const componentType = componentTypeOfFlags(body) ?? null;
      await updateById(db, 'inventory', created.id, {
        component_type: componentType,
        unknown_since: new Date(),
      });
      await db
        .insertInto('unknown_part_number')
        .values({
          inventory_id: created.id,
          component_type: componentType,
          comment: body.comment ?? '',
          created_by_id: user.id,
        })
        .execute();
      return stateOf(db, created.id);
    },
  });

  route(fastify, app, {
    endpoint: inventoryEndpoints.group,
    handler: async ({ db, params, body }) => {
      const group = await lockedColumns(db, 'inventory_group', params.id, ['id']);
      const errors = new FieldErrorCollector();
      for (const [index, partNumber] of body.part_numbers.entries()) {
        const field = `part_numbers.${index}`;
        if (!partNumberKey(partNumber)) {
          errors.add(field, PART_NUMBER_NEEDS_CHARACTERS);
          continue;
        }
        const found = await findInventory(db, partNumber);
        if (!found || found.group_id === group.id) continue;
        const others = (await membersCount(db, found.group_id)) - 1;
        if (others > 0) errors.add(field, inAnotherGroup(found.part_number, others));
      }
      errors.throwIfAny();
      let firstId: number | undefined;
      for (const partNumber of body.part_numbers) {
        const part = await findOrCreateInventory(db, partNumber);
        firstId ??= part.id;
        if (part.group_id === group.id) continue;
        await moveToGroup(db, part.id, group.id);
        await dropIfEmpty(db, part.group_id);
      }
      if (body.name) {
        await updateById(db, 'inventory_group', group.id, { name: body.name });
      }
      return stateOf(db, firstId as number);
    },
  });
}
