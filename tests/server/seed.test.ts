import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ROLES } from '../../src-shared/domain/roles.ts';
import { COMPANY_CATEGORY } from '../../src-shared/domain/constants.ts';
import { PRODUCT_STATUSES } from '../../src-shared/domain/product.ts';
import { quoteIdentifier } from '../../src-server/db/embedded.ts';
import { migrateToLatest } from '../../src-server/db/migrate.ts';
import { createDb, createPool } from '../../src-server/db/pool.ts';
import type { Database } from '../../src-server/db/schema.ts';
import { generateDemoData, GENERATOR_VERSION } from '../../src-server/seed/generate.ts';
import { storedPath } from '../../src-server/areas/file/storage.ts';
import { restoreDemoFileBytes } from '../../src-server/seed/files.ts';
import { seedIfEmpty } from '../../src-server/seed/seed.ts';
import { SEED_NOW } from '../../src-server/seed/sales.ts';
import { withDatabase } from './global-setup.ts';

const created: string[] = [];

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('serverDb').adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A new, empty, migrated database. */
async function freshDatabase(): Promise<Kysely<Database>> {
  const name = `aerodesk_seed_${randomBytes(5).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${quoteIdentifier(name)}`);
  created.push(name);
  const db = createDb(createPool(withDatabase(inject('serverDb').adminUrl, name), 2));
  await migrateToLatest(db);
  return db;
}

afterAll(async () => {
  for (const name of created)
    await adminQuery(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`);
});

/** Every table's rows, minus what is random by design (secrets, password salts, times of seeding). */
async function dump(db: Kysely<Database>): Promise<string> {
  const tables = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT LIKE 'kysely_%'
    ORDER BY table_name`.execute(db);
  const random: Record<string, string[]> = {
    auth_secret: ['secret', 'created_at'],
    app_user: ['password_hash', 'last_login'],
    seed_state: ['seeded_at'],
    // Names this database's keychain entry: unique per database on purpose (migration 0017).
    messaging_setting: ['token_account', 'updated_at'],
  };
  const hash = createHash('sha256');
  for (const { table_name: table } of tables.rows) {
    const rows = await sql<
      Record<string, unknown>
    >`SELECT * FROM ${sql.table(table)} ORDER BY 1`.execute(db);
    for (const row of rows.rows) {
      for (const column of random[table] ?? []) delete row[column];
      hash.update(`${table}:${JSON.stringify(row)}\n`);
    }
  }
  return hash.digest('hex');
}

describe('the demo-data generator', () => {
  it('gives the same data on every run', () => {
    const first = generateDemoData(1);
    const second = generateDemoData(1);
    expect(second).toEqual(first);
    expect(JSON.stringify(generateDemoData(0.5))).toBe(JSON.stringify(generateDemoData(0.5)));
  });

  it('matches the recorded output (same on every machine; bump GENERATOR_VERSION when it changes)', () => {
    const digest = createHash('sha256')
      .update(JSON.stringify(generateDemoData(1)))
      .digest('hex');
    expect(GENERATOR_VERSION).toBe(11);
    expect(digest).toBe('404b4954af17a9ed3feb52dac4e18363e90f5747a0533cd0d73bd13e2a3ee3ac');
  });

  it("dates no offer and no offer history after the seed's now", () => {
    const data = generateDemoData(1);
    const future = [
      ...data.offers.flatMap((offer) => [offer.created_at, offer.updated_at]),
      ...data.offerHistory.map((entry) => entry.changed_at),
      ...data.products.flatMap((product) => (product.inspected_at ? [product.inspected_at] : [])),
    ].filter((at) => new Date(at).getTime() > Date.parse(SEED_NOW));
    expect(future).toEqual([]);
    // An offer's history starts at its creation: nothing changed it before it existed.
    const createdAt = new Map(data.offers.map((offer) => [offer.id, offer.created_at]));
    const early = data.offerHistory.filter(
      (entry) => String(entry.changed_at) < (createdAt.get(entry.offer_id) ?? ''),
    );
    expect(early).toEqual([]);
  });

  it('makes about 150 companies at scale 1, and the knob multiplies', () => {
    const one = generateDemoData(1);
    expect(one.companies.length).toBeGreaterThanOrEqual(140);
    expect(one.companies.length).toBeLessThanOrEqual(160);
    const three = generateDemoData(3);
    const fixed = 8;
    expect(three.companies.length - fixed).toBeGreaterThanOrEqual(
      3 * (one.companies.length - fixed) - 3,
    );
    expect(three.companies.length - fixed).toBeLessThanOrEqual(
      3 * (one.companies.length - fixed) + 3,
    );
    expect(three.inventory.length).toBe(3 * one.inventory.length);
    expect(three.rfqs.length).toBe(3 * one.rfqs.length);
    // The spine's offers scale exactly; the fresh offers of the sales pass follow the RFQs.
    expect(three.offers.length).toBeGreaterThan(2.7 * one.offers.length);
    expect(three.offers.length).toBeLessThan(3.3 * one.offers.length);
    const zero = generateDemoData(0);
    expect(zero.users).toHaveLength(17);
    expect(
      zero.companies.filter((company) => company.category_id === COMPANY_CATEGORY.client),
    ).toHaveLength(1);
  });

  it('holds 2,000 part numbers in groups of alternates, some groups with only expired offers', () => {
    const data = generateDemoData(1);
    const size = new Map<number, number>();
    for (const item of data.inventory) size.set(item.group_id, (size.get(item.group_id) ?? 0) + 1);
    const grouped = data.inventory.filter((item) => (size.get(item.group_id) ?? 0) > 1);
    expect(grouped.length).toBeGreaterThanOrEqual(2000);
    const groupOf = new Map(data.inventory.map((item) => [item.id, item.group_id]));
    const validByGroup = new Map<number, boolean[]>();
    for (const offer of data.offers) {
      const group = groupOf.get(offer.inventory_id) ?? 0;
      const valid =
        offer.is_active && (offer.valid_until === null || offer.valid_until >= '2026-11-23');
      validByGroup.set(group, [...(validByGroup.get(group) ?? []), valid]);
    }
    const expiredOnly = [...validByGroup.values()].filter((valid) => !valid.some(Boolean));
    expect(expiredOnly.length).toBeGreaterThan(50);
  });

  it('holds purchase orders confirmed and not, each position with its awaited product', () => {
    const data = generateDemoData(1);
    const confirmed = data.purchaseOrders.map((order) => order.confirmed);
    expect(confirmed).toContain(true);
    expect(confirmed).toContain(false);
    const bought = data.products.filter((product) => product.purchase_position_id !== null);
    expect(bought).toHaveLength(data.purchasePositions.length);
    expect(bought.every((product) => product.status === 'awaiting_from_supplier')).toBe(true);
  });

  it('stocks our warehouses: 5,000 products in every state, assemblies, bookings, requests', () => {
    const data = generateDemoData(1);
    expect(data.products.length).toBeGreaterThanOrEqual(5000);
    const statuses = new Set(data.products.map((product) => product.status));
    expect([...statuses].sort()).toEqual([...PRODUCT_STATUSES].sort());
    const marks = ['archived', 'is_ber', 'not_our', 'nz', 'adiru', 'cwpss'] as const;
    for (const mark of marks)
      expect(
        data.products.some((product) => product[mark]),
        mark,
      ).toBe(true);
    expect(data.products.some((product) => product.sale_status === 'ready_for_sale')).toBe(true);
    expect(data.products.some((product) => product.parent_id !== null)).toBe(true);
    expect(data.products.some((product) => product.order_position_id !== null)).toBe(true);
    expect(data.products.some((product) => product.due_date !== null)).toBe(true);
    expect(data.products.some((product) => product.project !== '')).toBe(true);
    expect(data.productSerialNumbers.length).toBeGreaterThan(0);
    const warehouses = new Set(data.warehouseLocations.map((location) => location.warehouse_id));
    expect(warehouses.size).toBeGreaterThanOrEqual(4);
    const closed = data.productRequests.map((request) => request.closed);
    expect(closed).toContain(true);
    expect(closed).toContain(false);
  });

  it('has unique names, part numbers in the trade styles, and every role a demo user', () => {
    const data = generateDemoData(2);
    const names = data.companies.map((company) => company.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const keys = data.inventory.map((item) => item.part_number_key);
    expect(new Set(keys).size).toBe(keys.length);
    const styles = [/^\d{4}-\d[A-Z]$/, /^\d{7}-\d$/, /^[DCS]\d{8}-\d$/, /^\d{3}-\d{5}-\d{4}$/];
    for (const style of styles)
      expect(
        data.inventory.some((item) => style.test(item.part_number)),
        String(style),
      ).toBe(true);
    const countries = new Set(data.companies.map((company) => company.country_id));
    expect(countries.size).toBeGreaterThan(30);
    expect(data.users.map((user) => user.role).sort()).toEqual([...ROLES, 'SALES MANAGER'].sort());
    expect(
      data.users.filter((user) => user.confirm_code_required).map((user) => user.username),
    ).toEqual(['secure']);
    for (const category of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) {
      expect(
        data.companies.some((company) => company.category_id === category),
        `category ${category}`,
      ).toBe(true);
    }
    expect(data.holdings.length).toBeGreaterThan(1);
    expect(data.companies.filter((company) => company.holding_id !== null).length).toBeGreaterThan(
      10,
    );
  });
});

describe('seeding a database', () => {
  it('writes the same rows twice (fresh databases), and seeds only once', async () => {
    const first = await freshDatabase();
    const second = await freshDatabase();
    try {
      expect((await seedIfEmpty(first, 0.4)).seeded).toBe(true);
      expect((await seedIfEmpty(second, 0.4)).seeded).toBe(true);
      const digest = await dump(first);
      expect(await dump(second)).toBe(digest);
      // Nothing seeded is dated after the moment it was seeded: a person's history and an
      // offer's show the seeded past below what is done today.
      const future = await sql<{ what: string; n: number }>`
        SELECT 'offer' AS what, count(*)::int AS n FROM supplier_offer
          WHERE created_at > now() OR updated_at > now()
        UNION ALL SELECT 'offer_history', count(*)::int FROM offer_history WHERE changed_at > now()
        UNION ALL SELECT 'audit_write', count(*)::int FROM audit_write WHERE at > now()`.execute(
        first,
      );
      expect(future.rows).toEqual([
        { what: 'offer', n: 0 },
        { what: 'offer_history', n: 0 },
        { what: 'audit_write', n: 0 },
      ]);
      const again = await seedIfEmpty(first, 0.4);
      expect(again.seeded).toBe(false);
      expect(await dump(first)).toBe(digest);
      const companies = await first
        .selectFrom('company')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(companies.n)).toBe(generateDemoData(0.4).companies.length);
      // Sequences continue after the explicit ids.
      const inserted = await first
        .insertInto('holding')
        .values({ name: 'After seeding' })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(inserted.id).toBe(generateDemoData(0.4).holdings.length + 1);
    } finally {
      await first.destroy();
      await second.destroy();
    }
  });

  it('holds demo files of several kinds, whose bytes a start writes once, as stored', async () => {
    const db = await freshDatabase();
    const filesDir = await mkdtemp(join(tmpdir(), 'aerodesk-seed-files-'));
    try {
      await seedIfEmpty(db, 0.1);
      const files = await db.selectFrom('stored_file').selectAll().execute();
      expect(new Set(files.map((file) => file.category)).size).toBeGreaterThanOrEqual(5);
      expect(new Set(files.map((file) => file.model)).size).toBeGreaterThanOrEqual(5);
      expect(files.some((file) => file.approved)).toBe(true);
      expect(files.some((file) => !file.approved)).toBe(true);
      // A real upload made after the seed is never fabricated, even with its bytes gone.
      await db
        .insertInto('stored_file')
        .values({ ...files[0]!, id: undefined, uuid: crypto.randomUUID(), created_at: new Date() })
        .execute();
      expect(await restoreDemoFileBytes(db, filesDir)).toBe(files.length);
      for (const file of files) {
        const bytes = await readFile(storedPath(filesDir, file.uuid));
        expect(bytes.length).toBe(file.size);
        expect(createHash('sha256').update(bytes).digest('hex')).toBe(file.sha256);
        expect(bytes.subarray(0, 4).toString('latin1')).toBe(
          file.content_type === 'image/png' ? '\x89PNG' : '%PDF',
        );
      }
      expect(await restoreDemoFileBytes(db, filesDir)).toBe(0);
    } finally {
      await db.destroy();
      await rm(filesDir, { recursive: true, force: true });
    }
  });

  it('a seed that fails half-way leaves nothing behind, and the next start seeds', async () => {
    const db = await freshDatabase();
    try {
      // A row in the way of the demo holdings: the seed fails after the reference lists went in.
      await db.insertInto('holding').values({ id: 500, name: 'AERODESK GROUP' }).execute();
      await expect(seedIfEmpty(db, 0.1)).rejects.toThrow();
      expect(await db.selectFrom('seed_state').select('id').execute()).toEqual([]);
      expect(await db.selectFrom('ref_currency').select('id').execute()).toEqual([]);
      expect(await db.selectFrom('user_group').select('id').execute()).toEqual([]);
      await db.deleteFrom('holding').execute();
      expect((await seedIfEmpty(db, 0.1)).seeded).toBe(true);
      expect((await db.selectFrom('ref_currency').select('id').execute()).length).toBeGreaterThan(
        0,
      );
    } finally {
      await db.destroy();
    }
  });

  it('a database seeded before the pricing settings existed gets them on the next start', async () => {
    const db = await freshDatabase();
    try {
      await seedIfEmpty(db, 0.1);
      const expected = await db.selectFrom('margin_step').selectAll().orderBy('id').execute();
      await db.deleteFrom('currency_rate').execute();
      await db.deleteFrom('margin_step').execute();
      await db.deleteFrom('transport_margin_step').execute();
      const again = await seedIfEmpty(db, 0.1);
      expect(again.seeded).toBe(false);
      expect((await db.selectFrom('currency_rate').select('currency_id').execute()).length).toBe(
        (await db.selectFrom('ref_currency').select('id').execute()).length,
      );
      expect(await db.selectFrom('margin_step').selectAll().orderBy('id').execute()).toEqual(
        expected,
      );
      expect(
        (await db.selectFrom('transport_margin_step').select('id').execute()).length,
      ).toBeGreaterThan(0);
      // Seeded once, they are not seeded twice.
      await seedIfEmpty(db, 0.1);
      expect(await db.selectFrom('margin_step').selectAll().orderBy('id').execute()).toEqual(
        expected,
      );
    } finally {
      await db.destroy();
    }
  });
});
