import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  ADMIN_SETS_PLACE,
  NOT_OUR_LEGAL_ENTITY,
  NOT_YOUR_PROFILE,
  OWN_SUPERVISOR,
  SETTINGS_MAX_BYTES,
  SETTINGS_TOO_LARGE,
  SUPERVISION_LOOP,
  type ChatContact,
  type ContactAnalyticsItem,
  type ContactProfile,
  type ContactSettings,
} from '../../src-shared/api/contact.ts';
import type { Paginated } from '../../src-shared/api/results.ts';
import { COMPANY_CATEGORY } from '../../src-shared/domain/constants.ts';
import type { ContactSummary, UserInfo } from '../../src-shared/api/home.ts';
import {
  api,
  contactIdOf,
  idsWhere,
  login,
  ourStaffContactIds,
  serverForTests,
} from './helpers.ts';
import { firstCompanyOfCategory } from './sales-helpers.ts';

const { server, users } = serverForTests(['sales_admin', 'sales', 'admin', 'buyer']);
const { sales_admin: salesAdmin, sales, admin, buyer } = users;

describe('contact selector', () => {
  it('search=my: the caller first, then exactly the contacts they supervise', async () => {
    const own = await contactIdOf(server.db, 'sales_admin');
    const supervised = await idsWhere(server.db, 'contact', 'supervisor_id', own);
    expect(supervised.length).toBeGreaterThan(1);
    const response = await api<ContactSummary[]>(
      server,
      'sales_admin/contact/selector/?search=my',
      { token: salesAdmin.access },
    );
    expect(response.status).toBe(200);
    expect(response.body[0]?.id).toBe(own);
    expect(response.body.map((item) => item.id).sort((a, b) => a - b)).toEqual(
      [own, ...supervised].sort((a, b) => a - b),
    );
    const mine = await api<ContactSummary[]>(server, 'sales/contact/selector/?search=my', {
      token: sales.access,
    });
    expect(mine.body.map((item) => item.id)).toEqual([await contactIdOf(server.db, 'sales')]);
  });

  it('any other search matches names and emails', async () => {
    const byName = await api<ContactSummary[]>(server, 'sales/contact/selector/?search=olivia', {
      token: sales.access,
    });
    expect(byName.status).toBe(200);
    expect(byName.body.some((item) => item.name === 'Olivia' && item.surname === 'Bennett')).toBe(
      true,
    );
    for (const item of byName.body)
      expect(`${item.name} ${item.surname} ${item.email}`.toLowerCase()).toContain('olivia');
    const byFullName = await api<ContactSummary[]>(
      server,
      'sales/contact/selector/?search=Olivia%20Bennett',
      { token: sales.access },
    );
    expect(byFullName.body.map((item) => item.email)).toContain('olivia.bennett@aerodesk.aero');
    const byEmail = await api<ContactSummary[]>(
      server,
      'sales/contact/selector/?search=marcus.hale@',
      { token: sales.access },
    );
    expect(byEmail.body.map((item) => item.name)).toEqual(['Marcus']);
    const none = await api<ContactSummary[]>(server, 'sales/contact/selector/?search=zzqqxx', {
      token: sales.access,
    });
    expect(none.body).toEqual([]);
  });

  it('a client finds only contacts of its own company', async () => {
    const client = await login(server, 'client');
    const info = await api<UserInfo>(server, 'client/home/user_info/', { token: client.access });
    const response = await api<ContactSummary[]>(server, 'client/contact/selector/?search=a', {
      token: client.access,
    });
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThan(0);
    for (const item of response.body) expect(item.company?.id).toBe(info.body.company?.id);
  });
});

describe('update_table_settings', () => {
  it('stores settings on the own contact, merging tables, and user_info returns them', async () => {
    const id = await contactIdOf(server.db, 'sales');
    const path = `sales/contact/${id}/update_table_settings/`;
    const first = await api<ContactSettings>(server, path, {
      method: 'PATCH',
      token: sales.access,
      body: {
        setting: {
          company: {
            columnVisibility: { city: false, vat_number: true },
            columnOrder: ['name', 'city'],
          },
        },
      },
    });
    expect(first.status).toBe(200);
    expect(first.body.table_setting.company?.columnVisibility).toEqual({
      city: false,
      vat_number: true,
    });
    const second = await api<ContactSettings>(server, path, {
      method: 'PATCH',
      token: sales.access,
      body: { setting: { rfq: { columnVisibility: { priority: true } } } },
    });
    expect(Object.keys(second.body.table_setting).sort()).toEqual(['company', 'rfq']);
    const info = await api<UserInfo>(server, 'sales/home/user_info/', { token: sales.access });
    expect(info.body.table_setting).toEqual(second.body.table_setting);
  });

  it('settings of several tables sent at once are all kept (merged in one statement)', async () => {
    const id = await contactIdOf(server.db, 'sales');
    const path = `sales/contact/${id}/update_table_settings/`;
    const tables = ['offer', 'order', 'kp', 'product', 'consolidation', 'stocktaking'];
    const responses = await Promise.all(
      tables.map((table) =>
        api<ContactSettings>(server, path, {
          method: 'PATCH',
          token: sales.access,
          body: { setting: { [table]: { columnVisibility: { id: false } } } },
        }),
      ),
    );
    for (const response of responses) expect(response.status).toBe(200);
    const info = await api<UserInfo>(server, 'sales/home/user_info/', { token: sales.access });
    for (const table of tables)
      expect(info.body.table_setting[table], table).toEqual({ columnVisibility: { id: false } });
  });

  it("refuses another person's contact (403) and changes nothing", async () => {
    const other = await contactIdOf(server.db, 'sales_admin');
    const response = await api(server, `sales/contact/${other}/update_table_settings/`, {
      method: 'PATCH',
      token: sales.access,
      body: { setting: { company: { columnVisibility: { city: false } } } },
    });
    expect(response.status).toBe(403);
    expect(await storedSettings('user_table_setting', other)).toEqual([]);
  });

  it('refuses a malformed setting (400) and changes nothing', async () => {
    const id = await contactIdOf(server.db, 'buyer');
    const buyer = await login(server, 'buyer');
    for (const body of [
      {},
      { setting: 'wide' },
      { setting: { company: { columnVisibility: { city: 'no' } } } },
    ]) {
      const response = await api(server, `buyer/contact/${id}/update_table_settings/`, {
        method: 'PATCH',
        token: buyer.access,
        body,
      });
      expect(response.status).toBe(400);
      expect(Object.keys(response.body).length).toBeGreaterThan(0);
    }
    expect(await storedSettings('user_table_setting', id)).toEqual([]);
  });

  it('caps what is stored: settings that would pass the cap are refused (400) and nothing changes', async () => {
    const id = await contactIdOf(server.db, 'pricing');
    const pricing = await login(server, 'pricing');
    const path = `pricing/contact/${id}/update_table_settings/`;
    // A table of 200 columns with long names: about 14 KB a request.
    const wideTable = (table: string) => ({
      [table]: {
        columnVisibility: Object.fromEntries(
          Array.from({ length: 200 }, (_, i) => [`${table}-column-${i}-`.padEnd(64, 'x'), true]),
        ),
      },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const response = await api(server, path, {
        method: 'PATCH',
        token: pricing.access,
        body: { setting: wideTable(`table${i}`) },
      });
      statuses.push(response.status);
      if (response.status === 400) expect(response.body.detail).toBe(SETTINGS_TOO_LARGE);
    }
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(statuses.slice(-1)).toEqual([400]);
    const stored = await sql<{ bytes: number }>`
      SELECT octet_length(setting::text) AS bytes FROM user_table_setting
      WHERE contact_id = ${id}`.execute(server.db);
    expect(stored.rows[0]?.bytes).toBeLessThanOrEqual(SETTINGS_MAX_BYTES);
    // Settings of a normal size still save.
    const small = await api(server, path, {
      method: 'PATCH',
      token: pricing.access,
      body: { setting: { table0: { columnVisibility: { id: false } } } },
    });
    expect(small.status).toBe(200);
  });

  it('caps preset settings too', async () => {
    const id = await contactIdOf(server.db, 'pricing');
    const pricing = await login(server, 'pricing');
    const preset = (i: number) => ({ name: `Preset ${i}`, filters: { search: 'x'.repeat(500) } });
    const response = await api(server, `pricing/contact/${id}/update_preset_settings/`, {
      method: 'PATCH',
      token: pricing.access,
      body: {
        setting: Object.fromEntries(
          Array.from({ length: 5 }, (_, t) => [
            `table${t}`,
            Array.from({ length: 30 }, (_, i) => preset(i)),
          ]),
        ),
        active_setting: {},
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.detail).toBe(SETTINGS_TOO_LARGE);
    expect(await storedSettings('user_preset_setting', id)).toEqual([]);
  });

  it('stores preset settings with the active preset', async () => {
    const id = await contactIdOf(server.db, 'sales');
    const response = await api<ContactSettings>(
      server,
      `sales/contact/${id}/update_preset_settings/`,
      {
        method: 'PATCH',
        token: sales.access,
        body: {
          setting: { company: [{ name: 'Airlines', filters: { category: '1', page_size: 30 } }] },
          active_setting: { company: 'Airlines' },
        },
      },
    );
    expect(response.status).toBe(200);
    expect(response.body.preset_settings.active_setting).toEqual({ company: 'Airlines' });
    const info = await api<UserInfo>(server, 'sales/home/user_info/', { token: sales.access });
    expect(info.body.preset_settings.setting.company?.[0]?.name).toBe('Airlines');
  });
});

// ---------------------------------------------------------------- profile and analytics

/** The settings rows stored for a contact, of one kind (a refused save stores none). */
async function storedSettings(
  table: 'user_table_setting' | 'user_preset_setting',
  contactId: number,
) {
  return server.db
    .selectFrom(table)
    .select('contact_id')
    .where('contact_id', '=', contactId)
    .execute();
}

/** The stored contact row, to say a refused change left it as it was. */
async function storedContact(id: number) {
  return server.db.selectFrom('contact').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** A PATCH of a contact; its answer a profile, or (refused) field errors or a detail. */
function patchContact(role: string, token: string, id: number, body: unknown) {
  return api<ContactProfile & Record<string, unknown>>(server, `${role}/contact/${id}/`, {
    method: 'PATCH',
    token,
    body,
  });
}

describe('a user edits their own profile', () => {
  it('changes the own fields, reads them back, and keeps roles and supervisor', async () => {
    const id = await contactIdOf(server.db, 'buyer');
    const before = await storedContact(id);
    const response = await patchContact('buyer', buyer.access, id, {
      name: ' Nora ',
      surname: 'Lind',
      position: 'Senior Parts Buyer',
      telegram_link: 'https://t.me/nora_lind',
      time_zone: 'Europe/Stockholm',
      eng_name: 'Nora',
      eng_surname: 'Lind',
      // Not a contact's field: ignored, the roles stay.
      user_groups: ['ADMIN'],
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id,
      name: 'Nora',
      surname: 'Lind',
      position: 'Senior Parts Buyer',
      telegram_link: 'https://t.me/nora_lind',
      time_zone: 'Europe/Stockholm',
      user_groups: ['PARTS BUYER'],
      username: 'buyer',
    });
    expect(response.body.supervisor?.id ?? null).toBe(before.supervisor_id);
    const read = await api<ContactProfile>(server, `buyer/contact/${id}/`, { token: buyer.access });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(response.body);
    // Emptying an optional field stores ''.
    const cleared = await patchContact('buyer', buyer.access, id, { telegram_link: '' });
    expect(cleared.body.telegram_link).toBe('');
  });

  it("refuses another person's contact (403, not yours) and changes nothing", async () => {
    const other = await contactIdOf(server.db, 'sales');
    const before = await storedContact(other);
    const response = await patchContact('buyer', buyer.access, other, { name: 'Someone' });
    expect(response.status).toBe(403);
    expect(response.body.detail).toBe(NOT_YOUR_PROFILE);
    const read = await api(server, `buyer/contact/${other}/`, { token: buyer.access });
    expect(read.status).toBe(403);
    // The admin's right over contacts is where people sit, not their names.
    const byAdmin = await patchContact('admin', admin.access, other, { name: 'Someone' });
    expect(byAdmin.status).toBe(403);
    expect(await storedContact(other)).toEqual(before);
  });

  it('refuses setting the own supervisor or company guiding without the admin right (403)', async () => {
    const id = await contactIdOf(server.db, 'buyer');
    const before = await storedContact(id);
    for (const body of [{ supervisor: null }, { company_guiding: null }]) {
      const response = await patchContact('buyer', buyer.access, id, body);
      expect(response.status).toBe(403);
      expect(response.body.detail).toBe(ADMIN_SETS_PLACE);
    }
    expect(await storedContact(id)).toEqual(before);
  });

  it('refuses bad input (400) with the field named, and changes nothing', async () => {
    const id = await contactIdOf(server.db, 'buyer');
    const before = await storedContact(id);
    const cases: [unknown, string][] = [
      [{ name: '   ' }, 'name'],
      [{ time_zone: 'Mars/Olympus' }, 'time_zone'],
      [{ telegram_link: 'not a link' }, 'telegram_link'],
      [{ name: 'x'.repeat(101) }, 'name'],
      // A good field beside a bad one: neither is written.
      [{ surname: 'Changed', time_zone: 'Nowhere/City' }, 'time_zone'],
    ];
    for (const [body, field] of cases) {
      const response = await patchContact('buyer', buyer.access, id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body[field], field).toBeDefined();
    }
    const empty = await patchContact('buyer', buyer.access, id, {});
    expect(empty.status).toBe(400);
    expect(await storedContact(id)).toEqual(before);
  });
});

describe('the profile of a client and of the auditor', () => {
  it('a client edits its own contact and is not told where people sit in our company', async () => {
    const client = await login(server, 'client');
    const id = await contactIdOf(server.db, 'client');
    const response = await patchContact('client', client.access, id, { position: 'Fleet buyer' });
    expect(response.status).toBe(200);
    expect(response.body.position).toBe('Fleet buyer');
    expect(response.body).not.toHaveProperty('supervisor');
    expect(response.body).not.toHaveProperty('company_guiding');
    const other = await contactIdOf(server.db, 'sales');
    const read = await api(server, `client/contact/${other}/`, { token: client.access });
    expect(read.status).toBe(403);
  });

  it('the auditor reads its own profile and changes nothing', async () => {
    const auditor = await login(server, 'auditor');
    const id = await contactIdOf(server.db, 'auditor');
    const read = await api<ContactProfile>(server, `auditor/contact/${id}/`, {
      token: auditor.access,
    });
    expect(read.status).toBe(200);
    expect(read.body.user_groups).toEqual(['AUDITOR']);
    const before = await storedContact(id);
    const response = await patchContact('auditor', auditor.access, id, { position: 'Anything' });
    expect(response.status).toBe(403);
    expect(await storedContact(id)).toEqual(before);
  });
});

describe('the admin places contacts', () => {
  it('sets the supervisor and the company guiding of any contact', async () => {
    const id = await contactIdOf(server.db, 'pricing');
    const supervisor = await contactIdOf(server.db, 'sales_admin');
    const entity = await firstCompanyOfCategory(
      server.db,
      COMPANY_CATEGORY.ownLegalEntity,
      'newest',
    );
    const response = await patchContact('admin', admin.access, id, {
      supervisor,
      company_guiding: entity.id,
    });
    expect(response.status).toBe(200);
    expect(response.body.supervisor?.id).toBe(supervisor);
    expect(response.body.supervisor?.name).toBe('Marcus Hale');
    expect(response.body.company_guiding).toEqual({ id: entity.id, name: entity.name });
    const stored = await storedContact(id);
    expect([stored.supervisor_id, stored.company_guiding_id]).toEqual([supervisor, entity.id]);
    // null: reports to nobody.
    const cleared = await patchContact('admin', admin.access, id, { supervisor: null });
    expect(cleared.body.supervisor).toBeNull();
    expect((await storedContact(id)).supervisor_id).toBeNull();
  });

  it('refuses a missing supervisor, the contact itself, a loop, a company not ours (400)', async () => {
    const adminId = await contactIdOf(server.db, 'admin');
    const sales = await contactIdOf(server.db, 'sales');
    const id = await contactIdOf(server.db, 'warehouse');
    const client = await server.db
      .selectFrom('company')
      .select('id')
      .where('category_id', '<>', COMPANY_CATEGORY.ownLegalEntity)
      .executeTakeFirstOrThrow();
    const cases: [number, unknown, string, string][] = [
      [id, { supervisor: 999_999 }, 'supervisor', 'Invalid pk "999999" - object does not exist.'],
      [id, { supervisor: id }, 'supervisor', OWN_SUPERVISOR],
      // sales reports to sales_admin, who reports to the admin: the admin cannot report to sales.
      [adminId, { supervisor: sales }, 'supervisor', SUPERVISION_LOOP],
      [id, { company_guiding: client.id }, 'company_guiding', NOT_OUR_LEGAL_ENTITY],
      [id, { company_guiding: 999_999 }, 'company_guiding', NOT_OUR_LEGAL_ENTITY],
    ];
    for (const [contact, body, field, message] of cases) {
      const before = await storedContact(contact);
      const response = await patchContact('admin', admin.access, contact, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body[field]).toEqual([message]);
      expect(await storedContact(contact)).toEqual(before);
    }
  });

  it('a change waits for one under way: two at once cannot close a loop between them', async () => {
    // fg_seller reports to fg_sales_admin; repair_search to repair, who reports to the admin.
    const seller = await contactIdOf(server.db, 'fg_seller');
    const salesHead = await contactIdOf(server.db, 'fg_sales_admin');
    const searcher = await contactIdOf(server.db, 'repair_search');
    const original = (await storedContact(searcher)).supervisor_id;
    // A change under way as a route makes it (the lock, then the write), not yet committed:
    // repair_search under fg_seller. Meanwhile fg_sales_admin is put under repair_search, fine
    // alone, a loop with the first (fg_sales_admin, repair_search, fg_seller).
    let answer: Promise<{ status: number }> | undefined;
    await server.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtext('contact.supervisor_id'))`.execute(trx);
      await trx
        .updateTable('contact')
        .set({ supervisor_id: seller })
        .where('id', '=', searcher)
        .execute();
      answer = patchContact('admin', admin.access, salesHead, { supervisor: searcher });
      await new Promise((resolve) => setTimeout(resolve, 1000));
    });
    // The second waited for the first, then saw the loop: refused.
    expect((await answer)?.status).toBe(400);
    expect((await storedContact(salesHead)).supervisor_id).not.toBe(searcher);
    await patchContact('admin', admin.access, searcher, { supervisor: original });
  });

  it('an unknown contact is 404', async () => {
    const response = await patchContact('admin', admin.access, 999_999, { supervisor: null });
    expect(response.status).toBe(404);
  });
});

describe('contact analytics', () => {
  const list = (query: string, token = admin.access) =>
    api<Paginated<ContactAnalyticsItem>>(server, `admin/contact/${query}`, { token });

  it('lists our staff, searched and ordered, with their roles and work', async () => {
    const all = await list('?page_size=30');
    expect(all.status).toBe(200);
    expect(all.body.count).toBeGreaterThan(10);
    const found = await list('?search=olivia');
    expect(found.body.results.map((row) => row.email)).toContain('olivia.bennett@aerodesk.aero');
    for (const row of found.body.results)
      expect(`${row.name} ${row.surname} ${row.email}`.toLowerCase()).toContain('olivia');
    const olivia = found.body.results.find((row) => row.username === 'sales');
    expect(olivia?.user_groups).toEqual(['SALES MANAGER']);
    expect(olivia?.supervisor?.name).toBe('Marcus Hale');
    // Only our staff: the client's contacts are not analysed.
    const clients = await list('?search=daniel.moreau');
    expect(clients.body.count).toBe(0);

    const byRfqs = await list('?order_by=-rfqs&page_size=30');
    const counts = byRfqs.body.results.map((row) => row.rfqs);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThan(0);
    const byEmail = await list('?order_by=email&page_size=30');
    const emails = byEmail.body.results.map((row) => row.email.toLowerCase());
    expect(emails).toEqual([...emails].sort());
  });

  it('date_gate: counts the work since the day and lists only who was active since', async () => {
    const all = await list('?page_size=30&order_by=-rfqs');
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
    const future = await list(`?date_gate=${nextYear}`);
    expect(future.status).toBe(200);
    expect(future.body.count).toBe(0);
    const gated = await list('?date_gate=2000-01-01&page_size=30&order_by=-rfqs');
    expect(gated.body.results[0]?.rfqs).toBe(all.body.results[0]?.rfqs);
    // Someone who signs in today is active since today, with no work counted.
    await login(server, 'warehouse');
    const today = new Date().toISOString().slice(0, 10);
    const active = await list(`?date_gate=${today}&page_size=30`);
    const warehouse = active.body.results.find((row) => row.username === 'warehouse');
    expect(warehouse).toMatchObject({ rfqs: 0, kps: 0, orders: 0 });
    expect(warehouse?.last_login?.slice(0, 10)).toBe(today);
  });

  it('refuses a bad date_gate or order_by (400), and roles without analytics (403)', async () => {
    expect((await list('?date_gate=yesterday')).status).toBe(400);
    expect((await list('?order_by=password')).status).toBe(400);
    const refused = await api(server, 'buyer/contact/', { token: buyer.access });
    expect(refused.status).toBe(403);
    // The sales admin reads analytics but places nobody.
    const read = await api(server, 'sales_admin/contact/', { token: salesAdmin.access });
    expect(read.status).toBe(200);
    const place = await patchContact('sales_admin', salesAdmin.access, 1, { supervisor: null });
    expect(place.status).toBe(403);
  });

  it('chat selector: only contacts with a Telegram link', async () => {
    const response = await api<ChatContact[]>(server, 'admin/contact/chat_selector/', {
      token: admin.access,
    });
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThan(0);
    for (const item of response.body) expect(item.telegram_link).not.toBe('');
    const searched = await api<ChatContact[]>(
      server,
      'admin/contact/chat_selector/?search=marcus',
      { token: admin.access },
    );
    expect(searched.body.map((item) => item.name)).toEqual(['Marcus']);
  });

  it('chat selector with staff=true: our staff alone, never a client contact', async () => {
    const all = await api<ChatContact[]>(server, 'admin/contact/chat_selector/', {
      token: admin.access,
    });
    const staff = await api<ChatContact[]>(server, 'admin/contact/chat_selector/?staff=true', {
      token: admin.access,
    });
    expect(staff.status).toBe(200);
    expect(staff.body.length).toBeGreaterThan(0);
    const ourIds = new Set(await ourStaffContactIds(server.db));
    for (const item of staff.body) expect(ourIds.has(item.id)).toBe(true);
    // Without the flag clients' contacts with a link are offered as well.
    expect(all.body.some((item) => !ourIds.has(item.id))).toBe(true);
    const refused = await api(server, 'admin/contact/chat_selector/?staff=yes', {
      token: admin.access,
    });
    expect(refused.status).toBe(400);
  });

  it('contacts=: the analytics of the people picked, and a bad list refused (400)', async () => {
    const picked = await api<ChatContact[]>(
      server,
      'admin/contact/chat_selector/?staff=true&search=marcus',
      { token: admin.access },
    );
    const olivia = await list('?search=olivia.bennett');
    const ids = [picked.body[0]?.id, olivia.body.results[0]?.id];
    expect(ids.every((id) => typeof id === 'number')).toBe(true);
    const narrowed = await list(`?contacts=${ids.join(',')}`);
    expect(narrowed.status).toBe(200);
    expect(narrowed.body.count).toBe(2);
    expect(narrowed.body.results.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      [...ids].sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
    expect((await list('?contacts=1,x')).status).toBe(400);
  });
});
