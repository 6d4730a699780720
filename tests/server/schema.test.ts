/**
 * The hand-written Database interface (src-server/db/schema.ts) and the migrations must agree.
 * The object below is typed from the interface: TypeScript refuses a missing or extra column
 * here, and the test refuses a difference from the live catalogue.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, RefTable } from '../../src-server/db/schema.ts';
import { REF_TABLES } from '../../src-server/db/schema.ts';
import { startTestServer, type TestServer } from './helpers.ts';

type Columns<T> = Record<keyof T, true>;

const ref: Columns<RefTable> = { id: true, name: true, code: true, symbol: true, sort_order: true };

const COLUMNS: { [T in keyof Database]: Columns<Database[T]> } = {
  ...(Object.fromEntries(REF_TABLES.map((table) => [table, ref])) as {
    [T in (typeof REF_TABLES)[number]]: Columns<RefTable>;
  }),
  auth_secret: { id: true, secret: true, created_at: true },
  user_group: { id: true, name: true },
  app_user: {
    id: true,
    username: true,
    password_hash: true,
    is_active: true,
    token_version: true,
    confirm_code_required: true,
    primary_group_id: true,
    contact_id: true,
    created_at: true,
    last_login: true,
  },
  app_user_group: { user_id: true, group_id: true },
  confirm_ticket: {
    ticket_hash: true,
    user_id: true,
    code: true,
    expires_at: true,
    attempts: true,
  },
  contact: {
    id: true,
    uuid: true,
    name: true,
    surname: true,
    eng_name: true,
    eng_surname: true,
    email: true,
    phone: true,
    position: true,
    telegram_link: true,
    time_zone: true,
    supervisor_id: true,
    company_id: true,
    company_guiding_id: true,
    created_at: true,
  },
  user_table_setting: { contact_id: true, setting: true, updated_at: true },
  user_preset_setting: { contact_id: true, setting: true, active_setting: true, updated_at: true },
  holding: { id: true, name: true, created_at: true },
  company: {
    id: true,
    uuid: true,
    name: true,
    category_id: true,
    country_id: true,
    city: true,
    address: true,
    email: true,
    phone: true,
    website: true,
    vat_number: true,
    holding_id: true,
    manager_id: true,
    comment: true,
    created_at: true,
  },
  company_address: {
    id: true,
    company_id: true,
    kind: true,
    country_id: true,
    city: true,
    address: true,
    zip_code: true,
    contact_name: true,
    phone: true,
  },
  company_guiding: { id: true, company_id: true, contact_id: true, is_main: true },
  bank_property: {
    id: true,
    company_id: true,
    bank_name: true,
    swift: true,
    account_number: true,
    correspondent_account: true,
    currency_id: true,
  },
  treaty: {
    id: true,
    company_id: true,
    number: true,
    date: true,
    valid_until: true,
    legal_entity_id: true,
    currency_id: true,
    payment_terms: true,
    credit_limit: true,
    is_active: true,
    comment: true,
    created_at: true,
  },
  quotation_setting: {
    id: true,
    company_id: true,
    kp_version: true,
    legal_entity_id: true,
    main_price_unit_id: true,
    vat: true,
    vat_value: true,
    logistics_on: true,
    include_transport_in_price: true,
    delivery_time_id: true,
    extra_margin: true,
  },
  inventory: {
    id: true,
    part_number: true,
    part_number_key: true,
    description: true,
    ata_chapter_id: true,
    manufacturer_id: true,
    created_at: true,
  },
  supplier_offer: {
    id: true,
    uuid: true,
    company_id: true,
    inventory_id: true,
    condition_id: true,
    quantity: true,
    price: true,
    currency_id: true,
    lead_time_days: true,
    valid_until: true,
    is_active: true,
    comment: true,
    created_at: true,
  },
  sales_order: {
    id: true,
    uuid: true,
    number: true,
    date: true,
    company_id: true,
    total: true,
    currency_id: true,
    status_id: true,
    created_at: true,
  },
  text_condition: {
    id: true,
    company_id: true,
    document_type: true,
    condition_type: true,
    for_repair: true,
    logistics_on: true,
    text: true,
  },
  quotes_mail: { id: true, email: true, name: true },
  quotes_phone: { id: true, phone: true, name: true },
  stored_file: {
    id: true,
    uuid: true,
    name: true,
    original_name: true,
    category: true,
    owner_uuid: true,
    model: true,
    size: true,
    content_type: true,
    sha256: true,
    approved: true,
    uploaded_by_id: true,
    created_at: true,
  },
  seed_state: { id: true, scale: true, generator_version: true, seeded_at: true },
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('schema', () => {
  it('the tables and columns of the migrations are exactly those of the Database interface', async () => {
    const rows = await sql<{ table_name: string; column_name: string }>`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name NOT LIKE 'kysely_%'`.execute(server.db);
    const live: Record<string, string[]> = {};
    for (const row of rows.rows) (live[row.table_name] ??= []).push(row.column_name);
    const declared = Object.fromEntries(
      Object.entries(COLUMNS).map(([table, columns]) => [table, Object.keys(columns).sort()]),
    );
    expect(Object.keys(live).sort()).toEqual(Object.keys(declared).sort());
    for (const [table, columns] of Object.entries(declared))
      expect(live[table]?.sort(), table).toEqual(columns);
  });
});
