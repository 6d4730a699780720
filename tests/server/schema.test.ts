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
});
