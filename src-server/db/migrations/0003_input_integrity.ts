/**
 * Input integrity (issue 6): one inventory item per part number. Part numbers are compared by
 * their key (upper case, letters and digits only: inventory.part_number_key); two requests using
 * a new part number at the same moment each found none and made one, so the key was not unique.
 *
 * Items that already share a key are merged first into the oldest one (every reference to a
 * duplicate, in any table, is moved to it; groups left without a member go), then the key gets a
 * unique index, which findOrCreateInventory (areas/offer/inventory.ts) relies on.
 */
import { sql, type Kysely } from 'kysely';
import { createIndex } from './columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    DO $$
    DECLARE
      fk record;
    BEGIN
      CREATE TEMP TABLE inventory_duplicate ON COMMIT DROP AS
        SELECT i.id AS duplicate_id, i.group_id AS duplicate_group_id, k.keep_id
        FROM inventory i
        JOIN (SELECT part_number_key, min(id) AS keep_id FROM inventory
              GROUP BY part_number_key HAVING count(*) > 1) k USING (part_number_key)
        WHERE i.id <> k.keep_id;
      FOR fk IN
        SELECT c.conrelid::regclass AS tbl, a.attname AS col
        FROM pg_constraint c
        JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
        WHERE c.contype = 'f' AND c.confrelid = 'inventory'::regclass
          AND array_length(c.conkey, 1) = 1
      LOOP
        EXECUTE format(
          'UPDATE %s t SET %I = d.keep_id FROM inventory_duplicate d WHERE t.%I = d.duplicate_id',
          fk.tbl, fk.col, fk.col);
      END LOOP;
      DELETE FROM inventory i USING inventory_duplicate d WHERE i.id = d.duplicate_id;
      DELETE FROM inventory_group g USING inventory_duplicate d
        WHERE g.id = d.duplicate_group_id
          AND NOT EXISTS (SELECT 1 FROM inventory i WHERE i.group_id = g.id);
    END $$`.execute(db);

  await db.schema.dropIndex('inventory_part_number_key').execute();
  await db.schema
    .createIndex('inventory_part_number_key')
    .on('inventory')
    .column('part_number_key')
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('inventory_part_number_key').execute();
  await createIndex(db, 'inventory_part_number_key', 'inventory', ['part_number_key']);
}
