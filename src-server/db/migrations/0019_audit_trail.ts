/**
 * The append-only audit trail (issue 10, beyond the spec): every write a signed-in user makes
 * through the API is recorded once, in the same transaction as the write, by the database itself.
 *
 * - `audit_write`: one row per write request that changed anything: who (user, contact, role
 *   segment), when, and what they called (area, method, the endpoint's path, its path params).
 * - `audit_change`: one row per changed database row of that write: the table, the row's id, the
 *   record page it belongs to (`root_table`/`root_id`: an RFQ position's RFQ, an address's
 *   company), insert/update/delete, and the values before and after (an update keeps only the
 *   columns that changed; secrets and `updated_at` are left out).
 *
 * Why triggers, not code in each route: no route can forget, a refused write rolls its trail back
 * with it, and a bulk action is recorded row by row without the handler's help. The route helper
 * says who is writing (`aerodesk.actor`, transaction-local, src-server/http/audit.ts); a write
 * with no actor (the demo seed, a migration, the server's own upkeep) is no user's and is not
 * recorded. The trail is append-only in the database too: updating, deleting or truncating it
 * raises an error, whatever the caller.
 *
 * Every table of the app is audited except the ones listed in AUDIT_SKIPPED below; a test
 * (tests/server/audit.test.ts) fails when a later migration adds a table without its trigger.
 */
import { sql, type Kysely } from 'kysely';

/** Columns never copied into the trail: secrets, and the bookkeeping every update touches. */
const HIDDEN_COLUMNS = ['password_hash', 'token_account', 'secret', 'updated_at'];

/**
 * Each audited table with the record page its rows belong to: [table, root table, the column
 * holding the root's id]. A root is its own root through `id`; a grandchild names its parent
 * (order_position_comment → order_position), which the read side follows up.
 */
const AUDITED: readonly (readonly [string, string, string])[] = [
  ['company', 'company', 'id'],
  ['bank_property', 'company', 'company_id'],
  ['company_address', 'company', 'company_id'],
  ['company_guiding', 'company', 'company_id'],
  ['contact', 'company', 'company_id'],
  ['quotation_setting', 'company', 'company_id'],
  ['text_condition', 'company', 'company_id'],
  ['treaty', 'company', 'company_id'],
  ['holding', 'holding', 'id'],
  ['rfq', 'rfq', 'id'],
  ['rfq_position', 'rfq', 'rfq_id'],
  ['rfq_event', 'rfq', 'rfq_id'],
  ['kp', 'kp', 'id'],
  ['kp_row', 'kp', 'kp_id'],
  ['sales_order', 'sales_order', 'id'],
  ['order_position', 'sales_order', 'order_id'],
  ['order_position_comment', 'order_position', 'position_id'],
  ['order_position_penalty', 'order_position', 'position_id'],
  ['purchase_order', 'purchase_order', 'id'],
  ['purchase_position', 'purchase_order', 'purchase_order_id'],
  ['purchase_position_comment', 'purchase_position', 'position_id'],
  ['product', 'product', 'id'],
  ['product_serial_number', 'product', 'product_id'],
  ['consolidation', 'consolidation', 'id'],
  ['consolidation_document', 'consolidation', 'consolidation_id'],
  ['consolidation_event', 'consolidation', 'consolidation_id'],
  ['consolidation_product', 'consolidation', 'consolidation_id'],
  ['stocktaking', 'stocktaking', 'id'],
  ['stocktaking_product', 'stocktaking', 'stocktaking_id'],
  ['assessment', 'assessment', 'id'],
  ['product_assessment', 'assessment', 'assessment_id'],
  ['product_request', 'product_request', 'id'],
  ['product_request_product', 'product_request', 'request_id'],
  ['service_request', 'service_request', 'id'],
  ['service_request_comment', 'service_request', 'request_id'],
  ['supplier_offer', 'supplier_offer', 'id'],
  ['offer_history', 'supplier_offer', 'offer_id'],
  ['inventory', 'inventory', 'id'],
  ['inventory_group', 'inventory_group', 'id'],
  ['unknown_part_number', 'unknown_part_number', 'id'],
  ['end_position', 'end_position', 'id'],
  ['stored_file', 'stored_file', 'id'],
  ['warehouse_location', 'warehouse_location', 'id'],
  ['base_setting', 'base_setting', 'id'],
  ['delivery_time_setting', 'delivery_time_setting', 'id'],
  ['margin_step', 'margin_step', 'id'],
  ['transport_margin_step', 'transport_margin_step', 'id'],
  ['warranty_term', 'warranty_term', 'condition_id'],
  ['currency_rate', 'currency_rate', 'currency_id'],
  ['messaging_setting', 'messaging_setting', 'id'],
  ['quotes_mail', 'quotes_mail', 'id'],
  ['quotes_phone', 'quotes_phone', 'id'],
  ['app_user', 'app_user', 'id'],
  ['app_user_group', 'app_user', 'user_id'],
  ['user_group', 'user_group', 'id'],
  ['user_table_setting', 'contact', 'contact_id'],
  ['user_preset_setting', 'contact', 'contact_id'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE audit_write (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      at timestamptz NOT NULL DEFAULT now(),
      user_id integer NOT NULL,
      contact_id integer,
      role_url text NOT NULL,
      area text NOT NULL,
      method text NOT NULL,
      action text NOT NULL,
      params jsonb NOT NULL DEFAULT '{}'
    )`.execute(db);
  await sql`
    CREATE TABLE audit_change (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      write_id bigint NOT NULL REFERENCES audit_write (id),
      table_name text NOT NULL,
      record_id bigint,
      root_table text NOT NULL,
      root_id bigint,
      op text NOT NULL CHECK (op IN ('insert', 'update', 'delete')),
      before jsonb,
      after jsonb
    )`.execute(db);
  // A person's history, newest first (with and without the area filter); a record's history.
  await sql`CREATE INDEX audit_write_contact ON audit_write (contact_id, id DESC)`.execute(db);
  await sql`CREATE INDEX audit_write_contact_area ON audit_write (contact_id, area, id DESC)`.execute(
    db,
  );
  // The last days of a person (short_history): by time, not by id, read from the index alone.
  await sql`CREATE INDEX audit_write_contact_at ON audit_write (contact_id, at) INCLUDE (id)`.execute(
    db,
  );
  await sql`CREATE INDEX audit_change_write ON audit_change (write_id)`.execute(db);
  await sql`CREATE INDEX audit_change_root ON audit_change (root_table, root_id, write_id DESC)`.execute(
    db,
  );

  await sql`
    CREATE FUNCTION audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'The audit trail is append-only: % on % is not allowed.', TG_OP, TG_TABLE_NAME
        USING ERRCODE = 'insufficient_privilege';
    END $$`.execute(db);
  for (const table of ['audit_write', 'audit_change']) {
    await sql`CREATE TRIGGER append_only BEFORE UPDATE OR DELETE ON ${sql.table(table)}
      FOR EACH ROW EXECUTE FUNCTION audit_append_only()`.execute(db);
    await sql`CREATE TRIGGER append_only_truncate BEFORE TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION audit_append_only()`.execute(db);
  }

  const hidden = sql.raw(`ARRAY[${HIDDEN_COLUMNS.map((c) => `'${c}'`).join(', ')}]::text[]`);
  await sql`
    CREATE FUNCTION audit_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      actor jsonb;
      write_id bigint;
      old_row jsonb;
      new_row jsonb;
      before_values jsonb;
      after_values jsonb;
      row_values jsonb;
    BEGIN
      IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD) - ${hidden}; END IF;
      IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW) - ${hidden}; END IF;
      IF TG_OP = 'UPDATE' THEN
        SELECT jsonb_object_agg(n.key, old_row -> n.key), jsonb_object_agg(n.key, n.value)
          INTO before_values, after_values
          FROM jsonb_each(new_row) n
          WHERE n.value IS DISTINCT FROM old_row -> n.key;
        -- An update that changed nothing a person can read is no change.
        IF before_values IS NULL THEN RETURN NULL; END IF;
      ELSE
        before_values := old_row;
        after_values := new_row;
      END IF;
      write_id := nullif(current_setting('aerodesk.audit_write', true), '')::bigint;
      IF write_id IS NULL THEN
        actor := current_setting('aerodesk.actor')::jsonb;
        INSERT INTO audit_write (user_id, contact_id, role_url, area, method, action, params)
          VALUES ((actor ->> 'user')::integer, (actor ->> 'contact')::integer, actor ->> 'role',
                  actor ->> 'area', actor ->> 'method', actor ->> 'action',
                  coalesce(actor -> 'params', '{}'::jsonb))
          RETURNING id INTO write_id;
        PERFORM set_config('aerodesk.audit_write', write_id::text, true);
      END IF;
      row_values := coalesce(new_row, old_row);
      INSERT INTO audit_change (write_id, table_name, record_id, root_table, root_id, op, before, after)
        VALUES (write_id, TG_TABLE_NAME, (row_values ->> 'id')::bigint, TG_ARGV[0],
                (row_values ->> TG_ARGV[1])::bigint, lower(TG_OP), before_values, after_values);
      RETURN NULL;
    END $$`.execute(db);

  for (const [table, rootTable, rootColumn] of AUDITED) {
    // The WHEN clause keeps writes without an actor (the seed's millions of rows) at the cost of
    // one setting read per row: the function is not even called.
    await sql`
      CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)}
      FOR EACH ROW
      WHEN (coalesce(current_setting('aerodesk.actor', true), '') <> '')
      EXECUTE FUNCTION audit_row_change(${sql.lit(rootTable)}, ${sql.lit(rootColumn)})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table] of AUDITED) {
    await sql`DROP TRIGGER IF EXISTS audit ON ${sql.table(table)}`.execute(db);
  }
  await sql`DROP TABLE IF EXISTS audit_change`.execute(db);
  await sql`DROP TABLE IF EXISTS audit_write`.execute(db);
  await sql`DROP FUNCTION IF EXISTS audit_row_change()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS audit_append_only()`.execute(db);
}
