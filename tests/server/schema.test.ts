/**
 * What the migrations build beyond column types (those are generated, scripts/db-types.ts, and
 * CI checks the generated file is current): the indexes the code relies on.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { serverForTests } from './helpers.ts';

const { server } = serverForTests();

describe('schema', () => {
  it('keeps one inventory item per part number key (0003_input_integrity)', async () => {
    const rows = await sql<{ definition: string }>`
      SELECT indexdef AS definition FROM pg_indexes
      WHERE schemaname = 'public' AND tablename = 'inventory'`.execute(server.db);
    expect(rows.rows.map((row) => row.definition)).toContainEqual(
      expect.stringMatching(
        /^CREATE UNIQUE INDEX \S+ ON public\.inventory USING btree \(part_number_key\)$/,
      ),
    );
  });

  it('has the indexes the purchase-order and need-offer lists read at 100,000 rows (0023)', async () => {
    const rows = await sql<{ definition: string }>`
      SELECT indexdef AS definition FROM pg_indexes
      WHERE schemaname = 'public'
        AND tablename IN ('purchase_order', 'purchase_position', 'company', 'end_position')`.execute(
      server.db,
    );
    const definitions = rows.rows.map((row) => row.definition.replace(/^.* ON public\./, ''));
    for (const expected of [
      'purchase_order USING gin (number gin_trgm_ops)',
      'purchase_order USING gin (name gin_trgm_ops)',
      'purchase_position USING gin (part_number gin_trgm_ops)',
      'purchase_order USING btree (supplier_id, id)',
      'company USING btree (name)',
      'end_position USING btree (position_id)',
    ])
      expect(definitions).toContain(expected);
  });

  it('has the index the activity offers tab reads its pages from, newest offer first (0024)', async () => {
    const rows = await sql<{ definition: string }>`
      SELECT indexdef AS definition FROM pg_indexes
      WHERE schemaname = 'public' AND tablename = 'supplier_offer'`.execute(server.db);
    const definitions = rows.rows.map((row) => row.definition.replace(/^.* ON public\./, ''));
    expect(definitions).toContain('supplier_offer USING btree (created_at DESC, id DESC)');
  });
});
