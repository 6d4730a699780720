/**
 * The messaging service the product list's Excel file is sent through (spec §7
 * `send_excel_file_from_products_list_to_tg/`): one row of settings, the Telegram Bot API's base
 * URL and the chat the files go to. The bot token is not here: it is a secret, kept in the server's
 * OS keychain under an account named by `token_account` (src-server/messaging/), so a copy of the
 * database never carries it and two databases on one machine never share it.
 */
import { sql, type Kysely } from 'kysely';
import { nowByDefault } from './tables.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('messaging_setting')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('telegram_api_url', 'text', (col) =>
      col.notNull().defaultTo('https://api.telegram.org'),
    )
    .addColumn('telegram_chat_id', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('token_account', 'uuid', (col) => col.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('updated_at', 'timestamptz', nowByDefault)
    .execute();
  await sql`INSERT INTO messaging_setting (id) VALUES (1)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('messaging_setting').execute();
}
