/**
 * The spine: reference lists, users and roles, contacts, companies with everything the company
 * screen shows, part numbers, supplier offers, minimal orders, text conditions, files, settings.
 * Issue 3 (RFQs, positions, KPs, full orders) builds on these tables in later migrations.
 */
import { sql, type Kysely } from 'kysely';
import {
  checkedDefault,
  createdAt,
  createIndex,
  keyedParentRef,
  looseRef,
  parentRef,
  uuidColumn,
} from './columns.ts';
import { createLinkTable, createTableWithId, nowByDefault } from './tables.ts';

/**
 * The reference lists this migration creates, frozen as they were when it shipped. A migration
 * must build the same database forever, so it never imports live code; db/schema.ts builds its live
 * REF_TABLES from this list instead, and a list added later gets its table from a later migration.
 */
export const SPINE_REF_TABLES = [
  'ref_ac_type',
  'ref_ata_chapter',
  'ref_certificate_type',
  'ref_company_category',
  'ref_condition',
  'ref_country',
  'ref_currency',
  'ref_delivery_type',
  'ref_delivery_time',
  'ref_sale_type',
  'ref_order_status',
  'ref_rfq_priority',
  'ref_rfq_status',
  'ref_unit',
  'ref_payment_method',
  'ref_delivery_term',
  'ref_request_category',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of SPINE_REF_TABLES) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('code', 'text')
      .addColumn('symbol', 'text')
      .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  }

  await db.schema
    .createTable('auth_secret')
    .addColumn('id', 'smallint', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('secret', 'text', (col) => col.notNull())
    .$call(createdAt)
    .execute();

  await db.schema
    .createTable('seed_state')
    .addColumn('id', 'smallint', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('scale', 'numeric(10, 3)', (col) => col.notNull())
    .addColumn('generator_version', 'integer', (col) => col.notNull())
    .addColumn('seeded_at', 'timestamptz', nowByDefault)
    .execute();

  await createTableWithId(db, 'user_group')
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .execute();

  await createTableWithId(db, 'holding')
    .addColumn('name', 'text', (col) => col.notNull())
    .$call(createdAt)
    .execute();
  await sql`CREATE UNIQUE INDEX holding_name_ci ON holding (lower(name))`.execute(db);

  await createTableWithId(db, 'company')
    .$call(uuidColumn)
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('category_id', 'integer', (col) =>
      col.notNull().references('ref_company_category.id'),
    )
    .addColumn('country_id', 'integer', (col) => col.references('ref_country.id'))
    .addColumn('city', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('address', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('email', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('website', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('vat_number', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('holding_id', 'integer', looseRef('holding'))
    .addColumn('manager_id', 'integer')
    .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
    .$call(createdAt)
    .execute();
  await sql`CREATE UNIQUE INDEX company_name_ci ON company (lower(name))`.execute(db);
  await createIndex(db, 'company_category', 'company', ['category_id']);
  await createIndex(db, 'company_holding', 'company', ['holding_id']);

  await createTableWithId(db, 'contact')
    .$call(uuidColumn)
    .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('surname', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('eng_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('eng_surname', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('email', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('position', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('telegram_link', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('time_zone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('supervisor_id', 'integer', looseRef('contact'))
    .addColumn('company_id', 'integer', looseRef('company'))
    .addColumn('company_guiding_id', 'integer', looseRef('company'))
    .$call(createdAt)
    .execute();
  await createIndex(db, 'contact_company', 'contact', ['company_id']);
  await createIndex(db, 'contact_supervisor', 'contact', ['supervisor_id']);
  await db.schema
    .alterTable('company')
    .addForeignKeyConstraint('company_manager_fk', ['manager_id'], 'contact', ['id'])
    .onDelete('set null')
    .execute();

  await createTableWithId(db, 'app_user')
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('confirm_code_required', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('primary_group_id', 'integer', (col) => col.notNull().references('user_group.id'))
    .addColumn('contact_id', 'integer', (col) =>
      col.unique().references('contact.id').onDelete('set null'),
    )
    .$call(createdAt)
    .addColumn('last_login', 'timestamptz')
    .execute();
  await sql`CREATE UNIQUE INDEX app_user_username_ci ON app_user (lower(username))`.execute(db);

  await createLinkTable(
    db,
    'app_user_group',
    ['user_id', 'app_user'],
    ['group_id', 'user_group'],
  ).execute();

  await db.schema
    .createTable('confirm_ticket')
    .addColumn('ticket_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', parentRef('app_user'))
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('user_table_setting')
    .addColumn('contact_id', 'integer', keyedParentRef('contact'))
    .addColumn('setting', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('updated_at', 'timestamptz', nowByDefault)
    .execute();

  await db.schema
    .createTable('user_preset_setting')
    .addColumn('contact_id', 'integer', keyedParentRef('contact'))
    .addColumn('setting', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('active_setting', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('updated_at', 'timestamptz', nowByDefault)
    .execute();

  await createTableWithId(db, 'company_address')
    .addColumn('company_id', 'integer', parentRef('company'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind IN ('pick_up', 'ship')`))
    .addColumn('country_id', 'integer', (col) => col.references('ref_country.id'))
    .addColumn('city', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('address', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('zip_code', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('contact_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
    .addUniqueConstraint('company_address_one_per_kind', ['company_id', 'kind'])
    .execute();

  await createTableWithId(db, 'company_guiding')
    .addColumn('company_id', 'integer', parentRef('company'))
    .addColumn('contact_id', 'integer', parentRef('contact'))
    .addColumn('is_main', 'boolean', (col) => col.notNull().defaultTo(false))
    .addUniqueConstraint('company_guiding_once', ['company_id', 'contact_id'])
    .execute();

  await createTableWithId(db, 'bank_property')
    .addColumn('company_id', 'integer', parentRef('company'))
    .addColumn('bank_name', 'text', (col) => col.notNull())
    .addColumn('swift', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('account_number', 'text', (col) => col.notNull())
    .addColumn('correspondent_account', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('currency_id', 'integer', (col) => col.notNull().references('ref_currency.id'))
    .execute();
  await createIndex(db, 'bank_property_company', 'bank_property', ['company_id']);

  await createTableWithId(db, 'treaty')
    .addColumn('company_id', 'integer', parentRef('company'))
    .addColumn('number', 'text', (col) => col.notNull())
    .addColumn('date', 'date', (col) => col.notNull())
    .addColumn('valid_until', 'date')
    .addColumn('legal_entity_id', 'integer', (col) => col.notNull().references('company.id'))
    .addColumn('currency_id', 'integer', (col) => col.notNull().references('ref_currency.id'))
    .addColumn('payment_terms', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('credit_limit', 'numeric(14, 2)', (col) => col.check(sql`credit_limit >= 0`))
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
    .$call(createdAt)
    .addCheckConstraint(
      'treaty_valid_until_after_date',
      sql`valid_until IS NULL OR valid_until >= date`,
    )
    .execute();
  await sql`CREATE UNIQUE INDEX treaty_number_per_company ON treaty (company_id, lower(number))`.execute(
    db,
  );
  await createIndex(db, 'treaty_legal_entity', 'treaty', ['legal_entity_id', 'company_id']);

  await createTableWithId(db, 'quotation_setting')
    .addColumn('company_id', 'integer', (col) =>
      col.notNull().unique().references('company.id').onDelete('cascade'),
    )
    .addColumn('kp_version', 'smallint', checkedDefault(1, sql`kp_version BETWEEN 1 AND 10`))
    .addColumn('legal_entity_id', 'integer', looseRef('company'))
    .addColumn('main_price_unit_id', 'integer', (col) =>
      col.notNull().references('ref_currency.id'),
    )
    .addColumn('vat', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('vat_value', 'numeric(5, 2)', checkedDefault(0, sql`vat_value BETWEEN 0 AND 100`))
    .addColumn('logistics_on', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('include_transport_in_price', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('delivery_time_id', 'integer', (col) =>
      col.notNull().defaultTo(35).references('ref_delivery_time.id'),
    )
    .addColumn(
      'extra_margin',
      'numeric(5, 2)',
      checkedDefault(0, sql`extra_margin BETWEEN 0 AND 100`),
    )
    .execute();

  await createTableWithId(db, 'inventory')
    .addColumn('part_number', 'text', (col) => col.notNull())
    .addColumn('part_number_key', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('ata_chapter_id', 'integer', (col) => col.references('ref_ata_chapter.id'))
    .addColumn('manufacturer_id', 'integer', looseRef('company'))
    .$call(createdAt)
    .execute();
  await createIndex(db, 'inventory_part_number_key', 'inventory', ['part_number_key']);
  await createIndex(db, 'inventory_manufacturer', 'inventory', ['manufacturer_id']);

  await createTableWithId(db, 'supplier_offer')
    .$call(uuidColumn)
    .addColumn('company_id', 'integer', parentRef('company'))
    .addColumn('inventory_id', 'integer', parentRef('inventory'))
    .addColumn('condition_id', 'integer', (col) => col.notNull().references('ref_condition.id'))
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity >= 0`))
    .addColumn('price', 'numeric(14, 2)', (col) => col.notNull().check(sql`price >= 0`))
    .addColumn('currency_id', 'integer', (col) => col.notNull().references('ref_currency.id'))
    .addColumn('lead_time_days', 'integer', checkedDefault(0, sql`lead_time_days >= 0`))
    .addColumn('valid_until', 'date')
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
    .$call(createdAt)
    .execute();
  await createIndex(db, 'supplier_offer_company', 'supplier_offer', ['company_id']);
  await createIndex(db, 'supplier_offer_inventory', 'supplier_offer', ['inventory_id']);

  await createTableWithId(db, 'sales_order')
    .$call(uuidColumn)
    .addColumn('number', 'text', (col) => col.notNull().unique())
    .addColumn('date', 'date', (col) => col.notNull())
    .addColumn('company_id', 'integer', (col) => col.notNull().references('company.id'))
    .addColumn('total', 'numeric(14, 2)', (col) => col.notNull().defaultTo(0))
    .addColumn('currency_id', 'integer', (col) => col.notNull().references('ref_currency.id'))
    .addColumn('status_id', 'integer', (col) => col.notNull().references('ref_order_status.id'))
    .$call(createdAt)
    .execute();
  await createIndex(db, 'sales_order_company', 'sales_order', ['company_id']);

  await createTableWithId(db, 'text_condition')
    .addColumn('company_id', 'integer', (col) => col.references('company.id').onDelete('cascade'))
    .addColumn('document_type', 'smallint', (col) =>
      col.notNull().check(sql`document_type BETWEEN 0 AND 2`),
    )
    .addColumn('condition_type', 'smallint', (col) =>
      col.notNull().check(sql`condition_type BETWEEN 0 AND 5`),
    )
    .addColumn('for_repair', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('logistics_on', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('text', 'text', (col) => col.notNull())
    .execute();
  await sql`CREATE UNIQUE INDEX text_condition_once ON text_condition
    (coalesce(company_id, 0), document_type, condition_type, for_repair, logistics_on)`.execute(db);

  await createTableWithId(db, 'quotes_mail')
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .execute();

  await createTableWithId(db, 'quotes_phone')
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .execute();

  await createTableWithId(db, 'stored_file')
    .addColumn('uuid', 'uuid', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('original_name', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('owner_uuid', 'uuid', (col) => col.notNull())
    .addColumn('model', 'text')
    .addColumn('size', 'bigint', (col) => col.notNull().check(sql`size >= 0`))
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('sha256', 'char(64)', (col) => col.notNull())
    .addColumn('approved', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('uploaded_by_id', 'integer', (col) => col.notNull().references('app_user.id'))
    .$call(createdAt)
    .execute();
  await createIndex(db, 'stored_file_owner', 'stored_file', ['owner_uuid']);
}
