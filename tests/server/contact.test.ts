import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  SETTINGS_MAX_BYTES,
  SETTINGS_TOO_LARGE,
  type ContactSettings,
} from '../../src-shared/api/contact.ts';
import type { ContactSummary, UserInfo } from '../../src-shared/api/home.ts';
import { api, contactIdOf, login, serverForTests } from './helpers.ts';

const { server, users } = serverForTests(['sales_admin', 'sales']);
const { sales_admin: salesAdmin, sales } = users;

describe('contact selector', () => {
  it('search=my: the caller first, then exactly the contacts they supervise', async () => {
    const own = await contactIdOf(server.db, 'sales_admin');
    const supervised = await server.db
      .selectFrom('contact')
      .select('id')
      .where('supervisor_id', '=', own)
      .execute();
    expect(supervised.length).toBeGreaterThan(1);
    const response = await api<ContactSummary[]>(
      server,
      'sales_admin/contact/selector/?search=my',
      { token: salesAdmin.access },
    );
    expect(response.status).toBe(200);
    expect(response.body[0]?.id).toBe(own);
    expect(response.body.map((item) => item.id).sort((a, b) => a - b)).toEqual(
      [own, ...supervised.map((row) => row.id)].sort((a, b) => a - b),
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
    const stored = await server.db
      .selectFrom('user_table_setting')
      .select('contact_id')
      .where('contact_id', '=', other)
      .execute();
    expect(stored).toEqual([]);
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
    const stored = await server.db
      .selectFrom('user_table_setting')
      .select('contact_id')
      .where('contact_id', '=', id)
      .execute();
    expect(stored).toEqual([]);
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
    const stored = await server.db
      .selectFrom('user_preset_setting')
      .select('contact_id')
      .where('contact_id', '=', id)
      .execute();
    expect(stored).toEqual([]);
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
