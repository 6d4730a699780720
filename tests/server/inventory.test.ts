/**
 * One inventory item per part number, however it is typed (migration 0003_input_integrity and
 * findOrCreateInventory): a real race of many requests using a new part number at once, and the
 * migration's merge of items that already share a key.
 */
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { SupplierOffer } from '../../src-shared/api/offer.ts';
import type { RfqPosition } from '../../src-shared/api/rfq.ts';
import { COMPANY_CATEGORY } from '../../src-shared/domain/constants.ts';
import { partNumberKey } from '../../src-shared/domain/part-number.ts';
import * as inputIntegrity from '../../src-server/db/migrations/0003_input_integrity.ts';
import { countRows, idsWhere, rowById } from './helpers.ts';
import {
  aSupplier,
  firstCompanyOfCategory,
  idByCode,
  newRfq,
  salesServerForTests,
} from './sales-helpers.ts';

const { server, call } = salesServerForTests();

/** The migration's own view of the database: any tables. */
const anyDb = () => server.db as unknown as Kysely<unknown>;

async function itemsWithKey(partNumber: string) {
  return server.db
    .selectFrom('inventory')
    .select(['id', 'group_id'])
    .where('part_number_key', '=', partNumberKey(partNumber))
    .execute();
}

describe('a new part number used by many requests at once', () => {
  it('makes one inventory item, which every offer and position then names', async () => {
    const supplier = (await aSupplier(server.db)).id;
    const usd = await idByCode(server.db, 'ref_currency', 'USD');
    const condition = await idByCode(server.db, 'ref_condition', 'NE');
    const client = (await firstCompanyOfCategory(server.db, COMPANY_CATEGORY.client)).id;
    const rfqs = await Promise.all(
      Array.from({ length: 5 }, () => newRfq(call, { company: client, priority: 'ROUTINE' })),
    );
    const groupsBefore = await countRows(server.db, 'inventory_group');
    // The same part number as people type it: case, spaces, dashes and dots do not matter.
    const spellings = ['RACE-77-A1', 'race 77 a1', 'Race.77.A1', 'RACE77A1', 'race-77-a1'];
    const offers = Array.from({ length: 15 }, (_, i) =>
      call<SupplierOffer>('POST', 'offer/', {
        part_number: spellings[i % spellings.length],
        company: supplier,
        condition,
        quantity: 1,
        price: 100 + i,
        currency: usd,
        lead_time_days: 3,
      }),
    );
    const positions = rfqs.map((rfq, i) =>
      call<RfqPosition[]>('POST', `rfq/${rfq.id}/position/`, {
        positions_list: [{ part_number: spellings[i % spellings.length], quantity: 1 }],
      }),
    );
    const [offerAnswers, positionAnswers] = await Promise.all([
      Promise.all(offers),
      Promise.all(positions),
    ]);
    expect(offerAnswers.map((answer) => answer.status)).toEqual(Array(15).fill(201));
    expect(positionAnswers.map((answer) => answer.status)).toEqual(Array(5).fill(201));

    const items = await itemsWithKey('RACE-77-A1');
    expect(items).toHaveLength(1);
    const [item] = items;
    for (const answer of offerAnswers) expect(answer.body.inventory.id).toBe(item?.id);
    for (const answer of positionAnswers) expect(answer.body[0]?.inventory.id).toBe(item?.id);
    // The groups the losing requests made for their own items are gone again.
    expect(await countRows(server.db, 'inventory_group')).toBe(groupsBefore + 1);
  });
});

describe('migration 0003_input_integrity', () => {
  it('merges items that already share a key into the oldest, moving what names them', async () => {
    const supplier = (await aSupplier(server.db)).id;
    const usd = await idByCode(server.db, 'ref_currency', 'USD');
    const condition = await idByCode(server.db, 'ref_condition', 'NE');
    await inputIntegrity.down(anyDb());
    try {
      // Two items of one part number, as the race made them before the unique key.
      const make = async (partNumber: string) => {
        const group = await server.db
          .insertInto('inventory_group')
          .values({ name: partNumber })
          .returning('id')
          .executeTakeFirstOrThrow();
        return server.db
          .insertInto('inventory')
          .values({
            part_number: partNumber,
            part_number_key: partNumberKey(partNumber),
            group_id: group.id,
          })
          .returning(['id', 'group_id'])
          .executeTakeFirstOrThrow();
      };
      const older = await make('DUP-0003-X');
      const newer = await make('dup 0003 x');
      const offer = await server.db
        .insertInto('supplier_offer')
        .values({
          uuid: crypto.randomUUID(),
          company_id: supplier,
          inventory_id: newer.id,
          condition_id: condition,
          quantity: 1,
          price: 5,
          currency_id: usd,
          lead_time_days: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await inputIntegrity.up(anyDb());

      expect(await itemsWithKey('DUP-0003-X')).toEqual([older]);
      const moved = await rowById(server.db, 'supplier_offer', offer.id, ['inventory_id']);
      expect(moved.inventory_id).toBe(older.id);
      expect(await idsWhere(server.db, 'inventory_group', 'id', newer.group_id)).toEqual([]);
    } finally {
      // Whatever happened above, the schema is left at the latest migration.
      const index = await sql<{ unique: boolean }>`
        SELECT indisunique AS unique FROM pg_index
        WHERE indexrelid = 'inventory_part_number_key'::regclass`.execute(server.db);
      if (!index.rows[0]?.unique) await inputIntegrity.up(anyDb());
    }
  });

  it('the key is unique: a second item of the same part number is refused by the database', async () => {
    const [existing] = await server.db
      .selectFrom('inventory')
      .select(['part_number', 'part_number_key', 'group_id'])
      .limit(1)
      .execute();
    if (!existing) throw new Error('no inventory');
    await expect(
      server.db
        .insertInto('inventory')
        .values({
          part_number: existing.part_number.toLowerCase(),
          part_number_key: existing.part_number_key,
          group_id: existing.group_id,
        })
        .execute(),
    ).rejects.toThrow(/unique|duplicate/i);
  });
});
