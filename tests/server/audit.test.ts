/**
 * The append-only audit trail (issue 10, migration 0019) and the history calls that read it
 * (src-shared/api/history.ts): every write through the API recorded once, in its transaction,
 * with what changed; a refused write absent; nothing can change or delete the trail; each person
 * reads their own history, a supervisor their people's, the analytics roles anyone's.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Paginated } from '../../src-shared/api/results.ts';
import type { CompanyDetail } from '../../src-shared/api/company.ts';
import type { HistoryEntry, ShortHistory } from '../../src-shared/api/history.ts';
import { ACTION_TYPE_ERROR, DAYS_ERROR } from '../../src-shared/api/history.ts';
import { COMPANY_CATEGORY } from '../../src-shared/domain/constants.ts';
import { NOT_YOUR_HISTORY } from '../../src-server/areas/history/routes.ts';
import { contactIdOf, countRows, firstOwnWarehouse } from './helpers.ts';
import type { RfqDetail } from '../../src-shared/api/rfq.ts';
import { idByCode, newClientCompany, newRfq, serverWithCalls } from './sales-helpers.ts';

const { server, calls } = serverWithCalls([
  'sales',
  'sales_admin',
  'buyer',
  'admin',
  'auditor',
  'client',
  'warehouse',
]);
const { sales, sales_admin: salesAdmin, buyer, admin, auditor, client, warehouse } = calls;
let germany: number;
let salesContact: number;

beforeAll(async () => {
  germany = await idByCode(server.db, 'ref_country', 'DE');
  salesContact = await contactIdOf(server.db, 'sales');
});

function uniqueName(prefix: string): string {
  return `${prefix} ${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
}

async function createCompany(): Promise<CompanyDetail> {
  const response = await sales<CompanyDetail>('POST', 'company/', {
    name: uniqueName('Audit Test Air'),
    category: COMPANY_CATEGORY.client,
    country: germany,
    city: 'Hamburg',
    email: 'desk@audit-test.aero',
    comment: 'First note',
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function history(call = sales, contact = salesContact, query = '') {
  return call<Paginated<HistoryEntry>>('GET', `contact/${contact}/history/${query}`);
}

async function companyHistory(id: number, call = sales) {
  const response = await call<Paginated<HistoryEntry>>('GET', `history/company/${id}/`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/** Where a new product goes: our first warehouse, and the first part number of the inventory. */
async function productPlace(): Promise<{ warehouseId: number; part: { part_number: string } }> {
  const warehouse = await firstOwnWarehouse(server.db);
  const part = await server.db
    .selectFrom('inventory')
    .select('part_number')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { warehouseId: warehouse.id, part };
}

describe('every write recorded once, in its transaction', () => {
  it('a series of writes: each in the history once, newest first, with what changed', async () => {
    const company = await createCompany();
    const patched = await sales('PATCH', `company/${company.id}/`, {
      city: 'Bremen',
      comment: 'Second note',
    });
    expect(patched.status).toBe(200);
    const address = await sales('POST', `company/${company.id}/addresses/`, {
      kind: 'ship',
      country: germany,
      city: 'Hamburg',
      address: 'Cargo Terminal 2',
      zip_code: '22335',
    });
    expect(address.status, JSON.stringify(address.body)).toBe(201);

    const entries = (await companyHistory(company.id)).results;
    // Titles name the company as people know it, by its name, not by its id.
    expect(entries.map((entry) => entry.title)).toEqual([
      `New address of company ${company.name}`,
      `Changed company ${company.name}`,
      'New company',
    ]);
    expect(entries).toHaveLength(3);
    const [added, changed, created] = entries as [HistoryEntry, HistoryEntry, HistoryEntry];
    expect(added.changes.map((change) => [change.table, change.op])).toContainEqual([
      'company_address',
      'insert',
    ]);
    expect(changed.changes).toHaveLength(1);
    expect(changed.changes[0]?.op).toBe('update');
    expect(changed.changes[0]?.fields).toEqual([
      { field: 'city', label: 'City', before: 'Hamburg', after: 'Bremen' },
      { field: 'comment', label: 'Comment', before: 'First note', after: 'Second note' },
    ]);
    expect(created.changes[0]).toMatchObject({
      table: 'company',
      op: 'insert',
      record_label: company.name,
    });
    expect(changed.changes[0]?.record_label).toBe(company.name);
    // A reference reads as the name of what it points at.
    expect(created.changes[0]?.fields).toContainEqual({
      field: 'country_id',
      label: 'Country',
      before: null,
      after: 'Germany',
    });
    expect(created.user.name).not.toBe('');
    expect(created).toMatchObject({ role: 'sales', action_type: 'company', method: 'POST' });

    // The person's history has the same three, once each.
    const own = (await history()).body.results.filter((entry) =>
      entries.some((mine) => mine.id === entry.id),
    );
    expect(own.map((entry) => entry.id)).toEqual(entries.map((entry) => entry.id));
  });

  it('a refused write leaves no entry; an update that changes nothing is no change', async () => {
    const company = await createCompany();
    const writes = await countRows(server.db, 'audit_write');
    const refused = await sales('PATCH', `company/${company.id}/`, { email: 'not an email' });
    expect(refused.status).toBe(400);
    expect(await countRows(server.db, 'audit_write')).toBe(writes);
    const same = await sales('PATCH', `company/${company.id}/`, { city: 'Hamburg' });
    expect(same.status).toBe(200);
    expect(await countRows(server.db, 'audit_write')).toBe(writes);
    expect((await companyHistory(company.id)).count).toBe(1);
  });

  it('a write the handler refuses after changing rows leaves no trail either', async () => {
    // Two RFQ moves at once where the second is refused: all-or-nothing, and no entry.
    const writes = await countRows(server.db, 'audit_write');
    const changes = await countRows(server.db, 'audit_change');
    const refused = await sales('POST', 'rfq/get_in_work_many/', { rfqs: [999_998, 999_999] });
    expect(refused.status).toBe(400);
    expect(await countRows(server.db, 'audit_write')).toBe(writes);
    expect(await countRows(server.db, 'audit_change')).toBe(changes);
  });

  it('reads are not writes: a GET leaves no entry', async () => {
    const writes = await countRows(server.db, 'audit_write');
    expect((await sales('GET', 'company/')).status).toBe(200);
    expect(await countRows(server.db, 'audit_write')).toBe(writes);
  });

  it('the action_type filter keeps one area; an unknown one is refused', async () => {
    await createCompany();
    const companies = await history(sales, salesContact, '?action_type=company');
    expect(companies.status).toBe(200);
    expect(companies.body.count).toBeGreaterThan(0);
    expect(new Set(companies.body.results.map((entry) => entry.action_type))).toEqual(
      new Set(['company']),
    );
    const bad = await history(sales, salesContact, '?action_type=nonsense');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(ACTION_TYPE_ERROR);
  });
});

describe('nothing can change or delete the trail', () => {
  it('no call writes it: every route that touches history is a GET', () => {
    const routes = server.app.printRoutes({ commonPrefix: false });
    expect(routes).toContain('history/');
    for (const line of routes.split('\n').filter((text) => text.includes('history'))) {
      expect(line).not.toMatch(/\b(POST|PATCH|PUT|DELETE)\b/);
    }
  });

  it('the database refuses an update, a delete and a truncate of it, whoever asks', async () => {
    for (const statement of [
      sql`UPDATE audit_write SET area = 'x'`,
      sql`DELETE FROM audit_change`,
      sql`TRUNCATE audit_write CASCADE`,
    ]) {
      await expect(statement.execute(server.db)).rejects.toThrow(/append-only/);
    }
  });

  it('every table of the app has the audit trigger', async () => {
    const skipped = [
      'audit_write',
      'audit_change',
      'auth_secret',
      'confirm_ticket',
      'used_refresh_token',
      'seed_state',
      'kysely_migration',
      'kysely_migration_lock',
    ];
    const { rows } = await sql<{ table_name: string }>`
      SELECT t.table_name FROM information_schema.tables t
      WHERE t.table_schema = 'public' AND t.table_type = 'BASE TABLE'
        AND t.table_name NOT LIKE 'ref\\_%'
        AND NOT EXISTS (SELECT 1 FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
                        WHERE c.relname = t.table_name AND g.tgname = 'audit')`.execute(server.db);
    expect(rows.map((row) => row.table_name).filter((name) => !skipped.includes(name))).toEqual([]);
  });

  it('no route opens a transaction of its own (its writes would be nobody’s)', async () => {
    const offenders: string[] = [];
    const walk = async (dir: string): Promise<void> => {
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) await walk(path);
        else if (path.endsWith('.ts') && (await readFile(path, 'utf8')).includes('.transaction()'))
          offenders.push(path);
      }
    };
    await walk('src-server/areas');
    expect(offenders).toEqual([]);
  });
});

describe('who reads whose history', () => {
  it('the supervisor and the analytics roles read it; a peer may not; a client never', async () => {
    expect((await history(salesAdmin)).status).toBe(200); // sales' supervisor
    expect((await history(admin)).status).toBe(200);
    expect((await history(auditor)).status).toBe(200);
    const peer = await history(buyer);
    expect(peer.status).toBe(403);
    expect(peer.body).toEqual({ detail: NOT_YOUR_HISTORY });
    expect((await history(client)).status).toBe(403);
    expect((await history(admin, 999_999)).status).toBe(404);
  });

  it("a record's history needs its area: the warehouse reads no RFQ's", async () => {
    expect((await warehouse('GET', 'history/rfq/1/')).status).toBe(403);
    // A model that has no history is a path that does not exist.
    expect((await sales('GET', 'history/spaceship/1/')).status).toBe(404);
  });

  it('our cost in a change reaches only the roles that price', async () => {
    const { warehouseId, part } = await productPlace();
    const made = await warehouse<{ id: number }>('POST', 'product/', {
      part_number: part.part_number,
      quantity: 1,
      warehouse: warehouseId,
      cost: 100,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(
      (await warehouse('PATCH', `product/${made.body.id}/`, { cost: 120, donor: 'D-ABCD' })).status,
    ).toBe(200);
    const fieldsSeenBy = async (call: typeof sales) => {
      const response = await call<Paginated<HistoryEntry>>(
        'GET',
        `history/product/${made.body.id}/`,
      );
      expect(response.status).toBe(200);
      return response.body.results.map((entry) =>
        entry.changes.flatMap((change) => change.fields.map((field) => field.field)),
      );
    };
    const [changedForWarehouse, createdForWarehouse] = await fieldsSeenBy(warehouse);
    expect(changedForWarehouse).toEqual(['donor']);
    expect(createdForWarehouse).not.toContain('cost');
    const [changedForAuditor, createdForAuditor] = await fieldsSeenBy(auditor);
    expect(changedForAuditor?.sort()).toEqual(['cost', 'donor']);
    expect(createdForAuditor).toContain('cost');
  });
});

describe('short history (spec §9: 30 days)', () => {
  it('counts per day of the last days and the newest entries; more than 30 days is refused', async () => {
    await createCompany();
    const recent = await sales<ShortHistory>('GET', `contact/${salesContact}/short_history/`);
    expect(recent.status).toBe(200);
    expect(recent.body.days).toBe(30);
    expect(recent.body.count).toBe(recent.body.by_day.reduce((sum, day) => sum + day.count, 0));
    expect(recent.body.latest.length).toBeGreaterThan(0);
    const tooLong = await sales('GET', `contact/${salesContact}/short_history/?days=31`);
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain(DAYS_ERROR);
  });

  it('counts a write of 29 days 20 hours ago and leaves out one of 30 days 1 hour ago', async () => {
    await createCompany();
    const count = async () =>
      (await sales<ShortHistory>('GET', `contact/${salesContact}/short_history/`)).body.count;
    // The trail is append-only: an older write is added as such, copied from the newest one.
    const writeAgo = (ago: string) =>
      sql`
        INSERT INTO audit_write (at, user_id, contact_id, role_url, area, method, action)
        SELECT now() - ${ago}::interval, user_id, contact_id, role_url, area, method, action
        FROM audit_write WHERE contact_id = ${salesContact} ORDER BY id DESC LIMIT 1
      `.execute(server.db);
    const before = await count();
    await writeAgo('29 days 20 hours');
    expect(await count()).toBe(before + 1);
    await writeAgo('30 days 1 hour');
    expect(await count()).toBe(before + 1);
  });
});

describe('records named as people know them (history/labels.ts)', () => {
  async function changedRfq(): Promise<RfqDetail> {
    const company = await newClientCompany(sales, server.db);
    const rfq = await newRfq(sales, { company: company.id, priority: 'ROUTINE' });
    const patched = await sales('PATCH', `rfq/${rfq.id}/`, { priority: 'AOG' });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    return rfq;
  }

  it("a write to an RFQ shows the RFQ's number, in the record's and the person's history", async () => {
    const rfq = await changedRfq();
    expect(rfq.number).not.toBe('');
    const response = await sales<Paginated<HistoryEntry>>('GET', `history/rfq/${rfq.id}/`);
    expect(response.status).toBe(200);
    const [changed, created] = response.body.results as [HistoryEntry, HistoryEntry];
    // The number names its kind already: it stands alone, without the id.
    expect(changed.title).toBe(`Changed ${rfq.number}`);
    const rfqChange = changed.changes.find((change) => change.table === 'rfq');
    expect(rfqChange).toMatchObject({ record_id: rfq.id, record_label: rfq.number });
    expect(created.changes.find((change) => change.table === 'rfq')?.record_label).toBe(rfq.number);
    const own = (await history()).body.results.find((entry) => entry.id === changed.id);
    expect(own?.title).toBe(`Changed ${rfq.number}`);
  });

  it('a product reads as its part and serial number', async () => {
    const { warehouseId, part } = await productPlace();
    const made = await warehouse<{ id: number }>('POST', 'product/', {
      part_number: part.part_number,
      serial_number: 'SN-LABEL-1',
      quantity: 1,
      warehouse: warehouseId,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const patched = await warehouse('PATCH', `product/${made.body.id}/`, { donor: 'D-LBL' });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const response = await warehouse<Paginated<HistoryEntry>>(
      'GET',
      `history/product/${made.body.id}/`,
    );
    const label = `${part.part_number} SN SN-LABEL-1`;
    expect(response.body.results[0]?.title).toBe(`Changed product ${label}`);
    expect(
      response.body.results[0]?.changes.find((change) => change.table === 'product')?.record_label,
    ).toBe(label);
  });

  it('a record deleted since is still named by what the trail kept of it', async () => {
    const company = await createCompany();
    const removed = await sales('DELETE', `company/${company.id}/`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(204);
    const deleted = (await history()).body.results.find((entry) =>
      entry.changes.some((change) => change.table === 'company' && change.op === 'delete'),
    );
    expect(deleted?.title).toBe(`Deleted company ${company.name}`);
    expect(deleted?.changes.find((change) => change.table === 'company')?.record_label).toBe(
      company.name,
    );
  });

  it("a client never gets a record's label: histories are refused before they are read", async () => {
    const rfq = await changedRfq();
    // An RFQ of another company, and the history of the person who changed it.
    for (const path of [`history/rfq/${rfq.id}/`, `contact/${salesContact}/history/`]) {
      const response = await client('GET', path);
      expect(response.status, path).toBe(403);
      expect(JSON.stringify(response.body)).not.toContain(rfq.number);
    }
    const recent = await client('GET', `contact/${salesContact}/short_history/`);
    expect(recent.status).toBe(403);
    expect(JSON.stringify(recent.body)).not.toContain(rfq.number);
  });
});
