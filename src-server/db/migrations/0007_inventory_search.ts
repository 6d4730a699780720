/**
 * The inventory search (spec §2, §3 "Inventory state", §7 "Inventory"):
 *   - a part's component type (src-shared/domain/component-type.ts; the words are frozen here, as
 *     a migration must not follow a live list);
 *   - part numbers nobody knew, recorded by `unknown_pn/`: who asked, when, for which type;
 *   - indexes that let the search answer as people type: a prefix index on the part-number key,
 *     and a trigram index that finds a mistyped number (pg_trgm is enabled by 0002): GiST, as it
 *     serves "the nearest ten" (ORDER BY key <-> typed LIMIT 10) from the index itself.
 */
import { sql, type Kysely } from 'kysely';
import { createdAt, createdBy, parentRef } from './columns.ts';
import { createTableWithId } from './tables.ts';

const COMPONENT_TYPES_0007 = ['engine', 'apu', 'landing_gear', 'component'] as const;
const typeList = sql.join(COMPONENT_TYPES_0007.map((type) => sql.lit(type)));

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('inventory')
    .addColumn('component_type', 'text', (col) => col.check(sql`component_type IN (${typeList})`))
    .addColumn('unknown_since', 'timestamptz')
    .execute();
  await sql`CREATE INDEX inventory_key_prefix ON inventory (part_number_key text_pattern_ops)`.execute(
    db,
  );
  await sql`CREATE INDEX inventory_key_trgm ON inventory USING gist (part_number_key gist_trgm_ops)`.execute(
    db,
  );

  await createTableWithId(db, 'unknown_part_number')
    .addColumn('inventory_id', 'integer', parentRef('inventory'))
    .addColumn('component_type', 'text', (col) => col.check(sql`component_type IN (${typeList})`))
    .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
    .$call(createdBy)
    .$call(createdAt)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('unknown_part_number').execute();
  await sql`DROP INDEX inventory_key_trgm`.execute(db);
  await sql`DROP INDEX inventory_key_prefix`.execute(db);
  await db.schema
    .alterTable('inventory')
    .dropColumn('unknown_since')
    .dropColumn('component_type')
    .execute();
}
