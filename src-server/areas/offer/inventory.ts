/**
 * Finding a part number in the inventory as people type it: case, spaces, dashes, dots and slashes
 * do not matter (inventory.part_number_key). A part number nobody has seen yet becomes a new
 * inventory item in a group of its own (it may later join a group of alternates).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { partNumberKey } from '../../../src-shared/domain/part-number.ts';

interface InventoryMatch {
  id: number;
  group_id: number;
  part_number: string;
  description: string;
  created: boolean;
}

export async function findInventory(
  db: Kysely<Database>,
  partNumber: string,
): Promise<Omit<InventoryMatch, 'created'> | undefined> {
  return db
    .selectFrom('inventory')
    .select(['id', 'group_id', 'part_number', 'description'])
    .where('part_number_key', '=', partNumberKey(partNumber))
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The inventory item of a part number, created (in a new group) when there is none. Safe when
 * requests race on a new part number: the key is unique (migration 0003), so the insert of the
 * one that comes second does nothing (it waits for the first to commit), and that request takes
 * the first one's item. The group it made for its own item is removed again.
 */
export async function findOrCreateInventory(
  db: Kysely<Database>,
  partNumber: string,
  description = '',
): Promise<InventoryMatch> {
  const found = await findInventory(db, partNumber);
  if (found) return { ...found, created: false };
  const cleaned = partNumber.trim().toUpperCase().replace(/\s+/g, ' ');
  const group = await db
    .insertInto('inventory_group')
    .values({ name: cleaned })
    .returning('id')
    .executeTakeFirstOrThrow();
  const item = await db
    .insertInto('inventory')
    .values({
      part_number: cleaned,
      part_number_key: partNumberKey(cleaned),
      description,
      group_id: group.id,
    })
    .onConflict((conflict) => conflict.column('part_number_key').doNothing())
    .returning(['id', 'group_id', 'part_number', 'description'])
    .executeTakeFirst();
  if (item) return { ...item, created: true };
  await db.deleteFrom('inventory_group').where('id', '=', group.id).execute();
  const winner = await findInventory(db, partNumber);
  if (!winner) throw new Error(`Part number ${cleaned}: conflict, yet no item.`);
  return { ...winner, created: false };
}

/**
 * SQL: the offer (alias `so`) is active, by the ONE rule of src-shared/domain/offer-status.ts
 * (`offerStatus`: not deactivated, and valid through its valid_until day, by the server's date),
 * for filtering, counting and ordering where the rows are not read one by one. A test holds the
 * two together at the day boundaries.
 */
export function offerActiveSql(today: string) {
  return sql<boolean>`(so.is_active AND (so.valid_until IS NULL OR so.valid_until >= ${today}::date))`;
}
