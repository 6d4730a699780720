/**
 * Sales (issue 3): part-number groups (alternates), richer supplier offers with their history,
 * settings the quotation builder reads (currency rates, margin steps, transport steps), RFQs with
 * their quotation head and positions, end positions (search tasks), KPs with their priced rows,
 * orders from KPs (the spine's sales_order, extended) and their positions, and what the reference
 * lists gained: transit days of a delivery time, the language of a text condition.
 *
 * Indexes for the RFQ lists (see bench/): the three lists are (in_archive, in_work) pairs, shown
 * newest first, so one b-tree on (in_archive, in_work, created_at DESC, id DESC) serves the list,
 * its count and its default order; trigram indexes serve the search (RFQ number, company name,
 * part numbers of positions), which is a substring search.
 */
import { sql, type Kysely } from 'kysely';
import {
  checkedDefault,
  createdAndUpdatedAt,
  createdAt,
  createdBy,
  createIndex,
  looseRef,
  parentRef,
  uuidColumn,
} from './columns.ts';
import { createTableWithId, nowByDefault } from './tables.ts';

const PRIORITIES = sql`('AOG', 'CRITICAL', 'URGENT', 'ROUTINE', 'STOCK')`;

/** Business days of transit per delivery time (base_info.delivery_time `days`); 41 'On request' has none. */
const DELIVERY_DAYS: readonly (readonly [number, number])[] = [
  [31, 0],
  [32, 2],
  [33, 5],
  [34, 10],
  [35, 7],
  [36, 15],
  [37, 30],
  [38, 40],
  [39, 60],
  [40, 1],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // Substring search (ILIKE '%...%') over 100k+ rows needs trigram indexes. pg_trgm is a trusted
  // extension: a database owner may create it on any PostgreSQL 13+.
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);

  // -- reference lists
  await db.schema
    .alterTable('ref_delivery_time')
    .addColumn('days', 'integer', (col) => col.check(sql`days >= 0`))
    .execute();
  for (const [id, days] of DELIVERY_DAYS) {
    await sql`UPDATE ref_delivery_time SET days = ${days} WHERE id = ${id}`.execute(db);
  }

  await db.schema
    .alterTable('text_condition')
    .addColumn('language', 'text', checkedDefault('en', sql`language IN ('en', 'ru')`))
    .execute();
  await sql`DROP INDEX text_condition_once`.execute(db);
  await sql`CREATE UNIQUE INDEX text_condition_once ON text_condition
    (coalesce(company_id, 0), document_type, condition_type, for_repair, logistics_on, language)`.execute(
    db,
  );

  // -- part-number groups: a group holds a part number and its alternates
  await createTableWithId(db, 'inventory_group')
    .addColumn('name', 'text', (col) => col.notNull())
    .$call(createdAt)
    .execute();
  await db.schema
    .alterTable('inventory')
    .addColumn('group_id', 'integer', (col) => col.references('inventory_group.id'))
    .execute();
  // Part numbers already there each get a group of their own.
  await sql`INSERT INTO inventory_group (id, name, created_at)
    SELECT id, part_number, created_at FROM inventory`.execute(db);
  await sql`UPDATE inventory SET group_id = id`.execute(db);
  await sql`SELECT setval(pg_get_serial_sequence('inventory_group', 'id'),
    coalesce((SELECT max(id) FROM inventory_group), 0) + 1, false)`.execute(db);
  await sql`ALTER TABLE inventory ALTER COLUMN group_id SET NOT NULL`.execute(db);
  await createIndex(db, 'inventory_group_member', 'inventory', ['group_id']);
  await sql`CREATE INDEX inventory_part_number_trgm ON inventory USING gin (part_number gin_trgm_ops)`.execute(
    db,
  );

  // -- supplier offers: certificate, location, who made them, and their history
  await db.schema
    .alterTable('supplier_offer')
    .addColumn('certificate_id', 'integer', (col) => col.references('ref_certificate_type.id'))
    .addColumn('location', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_by_id', 'integer', looseRef('app_user'))
    .addColumn('updated_at', 'timestamptz', nowByDefault)
    .execute();
  await sql`UPDATE supplier_offer SET updated_at = created_at`.execute(db);

  await createTableWithId(db, 'offer_history')
    .addColumn('offer_id', 'integer', parentRef('supplier_offer'))
    .addColumn('action', 'text', (col) =>
      col.notNull().check(sql`action IN ('created', 'updated', 'deactivated', 'activated')`),
    )
    .addColumn('changes', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('changed_by_id', 'integer', looseRef('app_user'))
    .addColumn('changed_at', 'timestamptz', nowByDefault)
    .execute();
  await createIndex(db, 'offer_history_offer', 'offer_history', ['offer_id', 'changed_at']);

  // -- settings the quotation builder reads
  await db.schema
    .createTable('currency_rate')
    .addColumn('currency_id', 'integer', (col) =>
      col.primaryKey().references('ref_currency.id').onDelete('cascade'),
    )
    .addColumn('rate', 'numeric(18, 6)', (col) => col.notNull().check(sql`rate > 0`))
    .addColumn('updated_at', 'timestamptz', nowByDefault)
    .execute();

  await createTableWithId(db, 'margin_step')
    .addColumn('sale_type_id', 'integer', parentRef('ref_sale_type'))
    .addColumn('from_usd', 'numeric(14, 2)', (col) => col.notNull().check(sql`from_usd >= 0`))
    .addColumn('percent', 'numeric(7, 2)', (col) =>
      col.notNull().check(sql`percent >= 0 AND percent <= 1000`),
    )
    .addUniqueConstraint('margin_step_once', ['sale_type_id', 'from_usd'])
    .execute();

  await createTableWithId(db, 'transport_margin_step')
    .addColumn('from_usd', 'numeric(14, 2)', (col) =>
      col
        .notNull()
        .unique()
        .check(sql`from_usd >= 0`),
    )
    .addColumn('percent', 'numeric(7, 2)', (col) =>
      col.notNull().check(sql`percent >= 0 AND percent <= 1000`),
    )
    .execute();

  // -- RFQs: the request, its list flags, its saved quotation head and its text block
  await createTableWithId(db, 'rfq')
    .$call(uuidColumn)
    .addColumn('number', 'text', (col) => col.notNull().unique())
    .addColumn('company_id', 'integer', (col) => col.notNull().references('company.id'))
    .addColumn('contact_id', 'integer', looseRef('contact'))
    .addColumn('rfq_manager_id', 'integer', looseRef('contact'))
    .addColumn('priority', 'text', (col) => col.notNull().check(sql`priority IN ${PRIORITIES}`))
    .addColumn('is_repair', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('sale_type_id', 'integer', (col) => col.notNull().references('ref_sale_type.id'))
    .addColumn('in_work', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('in_archive', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('full_quoted', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn(
      'activity_status',
      'text',
      checkedDefault(
        'new',
        sql`activity_status IN ('new', 'in_work', 'quoted', 'canceled', 'renewed', 'returned')`,
      ),
    )
    .addColumn('rfq_status_id', 'integer', (col) => col.notNull().references('ref_rfq_status.id'))
    .addColumn('deadline', 'date')
    .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('cancel_comment', 'text', (col) => col.notNull().defaultTo(''))
    .$call(createdBy)
    .$call(createdAndUpdatedAt)
    // the quotation head (RfqQuotation)
    .addColumn('x_rate', 'numeric(18, 6)', (col) => col.check(sql`x_rate > 0`))
    .addColumn('main_price_unit_id', 'integer', (col) =>
      col.notNull().references('ref_currency.id'),
    )
    .addColumn('vat', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('vat_columns', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('vat_value', 'numeric(5, 2)', checkedDefault(0, sql`vat_value BETWEEN 0 AND 100`))
    .addColumn('logistics_on', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('include_transport_in_price', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('show_transport', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('treaty_number', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('use_default_text', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('margin_by_user', 'numeric(7, 2)', (col) =>
      col.check(sql`margin_by_user BETWEEN 0 AND 1000`),
    )
    .addColumn('show_cost', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('bill_kp', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('price_total_by_user', 'text')
    .addColumn('price_total_no_vat_by_user', 'text')
    .addColumn('total_paid_by_user', 'text')
    .addColumn('kp_version', 'smallint', checkedDefault(1, sql`kp_version BETWEEN 1 AND 10`))
    .addColumn('legal_entity_id', 'integer', looseRef('company'))
    .addColumn('delivery_time_id', 'integer', (col) =>
      col.notNull().defaultTo(35).references('ref_delivery_time.id'),
    )
    .addColumn('conditions', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    // the text block
    .addColumn('rfq_name_by_user', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('start_date', 'date')
    .addColumn('end_date', 'date')
    .addCheckConstraint('rfq_one_list', sql`NOT (in_work AND in_archive)`)
    .addCheckConstraint(
      'rfq_text_dates',
      sql`start_date IS NULL OR end_date IS NULL OR end_date >= start_date`,
    )
    .execute();
  await sql`CREATE INDEX rfq_list ON rfq (in_archive, in_work, created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX rfq_company ON rfq (company_id, created_at DESC, id DESC)`.execute(db);
  await createIndex(db, 'rfq_manager', 'rfq', ['rfq_manager_id']);
  await sql`CREATE INDEX rfq_number_trgm ON rfq USING gin (number gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX company_name_trgm ON company USING gin (name gin_trgm_ops)`.execute(db);

  await createTableWithId(db, 'rfq_event')
    .addColumn('rfq_id', 'integer', parentRef('rfq'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('contact_id', 'integer', looseRef('contact'))
    .addColumn('user_id', 'integer', looseRef('app_user'))
    .$call(createdAt)
    .execute();
  await createIndex(db, 'rfq_event_rfq', 'rfq_event', ['rfq_id']);

  await createTableWithId(db, 'rfq_position')
    .addColumn('rfq_id', 'integer', parentRef('rfq'))
    .addColumn('index', 'integer', (col) => col.notNull().check(sql`index >= 1`))
    .addColumn('requested_part_number', 'text', (col) => col.notNull())
    .addColumn('inventory_id', 'integer', (col) => col.notNull().references('inventory.id'))
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity >= 1`))
    .addColumn('unit_id', 'integer', (col) => col.notNull().references('ref_unit.id'))
    .addColumn('condition_id', 'integer', (col) => col.references('ref_condition.id'))
    .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('chosen_offer_id', 'integer', looseRef('supplier_offer'))
    .addColumn('margin_by_user', 'numeric(7, 2)', (col) =>
      col.check(sql`margin_by_user BETWEEN 0 AND 1000`),
    )
    .addColumn('unit_price_by_user', 'numeric(14, 2)', (col) =>
      col.check(sql`unit_price_by_user >= 0`),
    )
    .addColumn('need_offers', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('requested_in_ils', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('ils_initiator_id', 'integer', looseRef('contact'))
    .$call(createdAt)
    .execute();
  await createIndex(db, 'rfq_position_rfq', 'rfq_position', ['rfq_id', 'index']);
  await createIndex(db, 'rfq_position_inventory', 'rfq_position', ['inventory_id']);
  await sql`CREATE INDEX rfq_position_pn_trgm ON rfq_position
    USING gin (requested_part_number gin_trgm_ops)`.execute(db);

  // -- end positions: search tasks for parts search, created by "need offers"
  await createTableWithId(db, 'end_position')
    .addColumn('position_id', 'integer', parentRef('rfq_position'))
    .addColumn(
      'status',
      'text',
      checkedDefault('need_updates', sql`status IN ('need_updates', 'in_work', 'finished')`),
    )
    .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('manager_id', 'integer', looseRef('contact'))
    .$call(createdBy)
    .$call(createdAndUpdatedAt)
    .execute();
  // One open search task per position at a time.
  await sql`CREATE UNIQUE INDEX end_position_open ON end_position (position_id)
    WHERE status <> 'finished'`.execute(db);

  // -- KPs: priced snapshots of an RFQ's chosen offers
  await createTableWithId(db, 'kp')
    .$call(uuidColumn)
    .addColumn('number', 'text', (col) => col.notNull().unique())
    .addColumn('rfq_id', 'integer', (col) => col.notNull().references('rfq.id'))
    .addColumn('version', 'smallint', (col) => col.notNull().check(sql`version BETWEEN 1 AND 10`))
    .addColumn('date', 'date', (col) => col.notNull())
    .addColumn('valid_until', 'date')
    .$call(createdBy)
    .addColumn('manager_id', 'integer', looseRef('contact'))
    .addColumn('currency_id', 'integer', (col) => col.notNull().references('ref_currency.id'))
    .addColumn('x_rate', 'numeric(18, 6)', (col) => col.notNull().check(sql`x_rate > 0`))
    .addColumn('vat', 'boolean', (col) => col.notNull())
    .addColumn('vat_value', 'numeric(5, 2)', (col) => col.notNull())
    .addColumn('vat_columns', 'boolean', (col) => col.notNull())
    .addColumn('logistics_on', 'boolean', (col) => col.notNull())
    .addColumn('include_transport_in_price', 'boolean', (col) => col.notNull())
    .addColumn('show_transport', 'boolean', (col) => col.notNull())
    .addColumn('legal_entity_id', 'integer', (col) => col.notNull().references('company.id'))
    .addColumn('document_type', 'smallint', (col) =>
      col.notNull().check(sql`document_type BETWEEN 0 AND 2`),
    )
    .addColumn('conditions', 'jsonb', (col) => col.notNull())
    .addColumn('treaty_number', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('number_po', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('goods', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('transport', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('total_no_vat', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('vat_amount', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('total', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('shown_total_no_vat', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('shown_total', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('file_id', 'integer', looseRef('stored_file'))
    .$call(createdAt)
    .addCheckConstraint('kp_valid_until', sql`valid_until IS NULL OR valid_until >= date`)
    .execute();
  await createIndex(db, 'kp_rfq', 'kp', ['rfq_id', 'created_at']);

  await createTableWithId(db, 'kp_row')
    .addColumn('kp_id', 'integer', parentRef('kp'))
    .addColumn('index', 'integer', (col) => col.notNull().check(sql`index >= 1`))
    // A quoted position cannot be deleted while its KP exists.
    .addColumn('position_id', 'integer', (col) => col.notNull().references('rfq_position.id'))
    .addColumn('offer_id', 'integer', (col) => col.notNull().references('supplier_offer.id'))
    .addColumn('inventory_id', 'integer', (col) => col.notNull().references('inventory.id'))
    .addColumn('supplier_id', 'integer', (col) => col.references('company.id'))
    .addColumn('part_number', 'text', (col) => col.notNull())
    .addColumn('requested_part_number', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('condition_id', 'integer', (col) => col.notNull().references('ref_condition.id'))
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity >= 1`))
    .addColumn('unit_id', 'integer', (col) => col.notNull().references('ref_unit.id'))
    .addColumn('unit_cost', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('margin_percent', 'numeric(9, 2)', (col) => col.notNull())
    .addColumn('unit_transport', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('unit_price', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('total', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('vat', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('total_with_vat', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('lead_time_days', 'integer', (col) => col.notNull())
    .addColumn('delivery_date', 'date', (col) => col.notNull())
    .addColumn('certificate', 'text')
    .execute();
  await createIndex(db, 'kp_row_kp', 'kp_row', ['kp_id', 'index']);
  await createIndex(db, 'kp_row_inventory', 'kp_row', ['inventory_id']);
  await createIndex(db, 'kp_row_position', 'kp_row', ['position_id']);

  // -- orders: the spine's deals, grown into orders made from KPs
  await db.schema
    .alterTable('sales_order')
    // An ordered KP cannot be deleted; one order per KP.
    .addColumn('kp_id', 'integer', (col) => col.unique().references('kp.id'))
    .addColumn('rfq_id', 'integer', (col) => col.references('rfq.id'))
    .addColumn('manager_id', 'integer', looseRef('contact'))
    .addColumn('priority', 'text', checkedDefault('ROUTINE', sql`priority IN ${PRIORITIES}`))
    .addColumn('total_vat', 'numeric(14, 2)', (col) => col.notNull().defaultTo(0))
    .addColumn('vat', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('vat_value', 'numeric(5, 2)', (col) => col.notNull().defaultTo(0))
    .addColumn('po_number', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('treaty_number', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('delivery_date', 'date')
    .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('cancel_comment', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('conditions', 'jsonb')
    .addColumn('legal_entity_id', 'integer', looseRef('company'))
    .addColumn('updated_at', 'timestamptz', nowByDefault)
    .execute();
  // Orders of the spine had no VAT: their total with VAT is their total.
  await sql`UPDATE sales_order SET total_vat = total, updated_at = created_at`.execute(db);
  await sql`CREATE INDEX sales_order_date ON sales_order (date DESC, id DESC)`.execute(db);

  await createTableWithId(db, 'order_position')
    .addColumn('order_id', 'integer', parentRef('sales_order'))
    .addColumn('index', 'integer', (col) => col.notNull().check(sql`index >= 1`))
    .addColumn('inventory_id', 'integer', (col) => col.references('inventory.id'))
    .addColumn('part_number', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('condition_id', 'integer', (col) => col.references('ref_condition.id'))
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity >= 1`))
    .addColumn('unit_id', 'integer', (col) => col.notNull().references('ref_unit.id'))
    .addColumn('unit_price', 'numeric(14, 2)', (col) => col.notNull().check(sql`unit_price >= 0`))
    .addColumn('total', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn(
      'active_status',
      'text',
      checkedDefault('active', sql`active_status IN ('active', 'canceled', 'delivered')`),
    )
    .addColumn('esd_date', 'date')
    .addColumn('deadline', 'date')
    .addColumn('supplier_id', 'integer', (col) => col.references('company.id'))
    .addColumn('offer_id', 'integer', looseRef('supplier_offer'))
    .addColumn('kp_row_id', 'integer', looseRef('kp_row'))
    .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('has_problem', 'boolean', (col) => col.notNull().defaultTo(false))
    .$call(createdAt)
    .execute();
  await createIndex(db, 'order_position_order', 'order_position', ['order_id', 'index']);
}
