/**
 * The messaging service's settings (src-shared/api/messaging.ts): the Bot API's address and the
 * chat in the database, the bot token in the server's OS keychain (keychain.ts), and `botOf`, what
 * a sending call needs, refused in words an administrator can act on when something is missing.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { messagingEndpoints, type MessagingSettings } from '../../../src-shared/api/messaging.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { badRequestDetail, badRequest } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { definedColumns } from '../defined-columns.ts';
import { changedRecord } from '../shared-record.ts';
import { KeychainUnavailableError, type SecretStore } from './keychain.ts';
import type { TelegramBot } from './telegram.ts';

export const NO_BOT =
  'No Telegram bot is set up: an administrator enters the bot token and the chat in Settings → Messaging.';

function tokenAccount(row: { token_account: string }): string {
  return `telegram-bot-token:${row.token_account}`;
}

async function settingsRow(db: Kysely<Database>) {
  return db
    .selectFrom('messaging_setting')
    .selectAll()
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
}

/** The token, or null when none is stored or the keychain cannot be read. */
async function storedToken(secrets: SecretStore, account: string): Promise<string | null> {
  try {
    return await secrets.get(account);
  } catch (error) {
    if (error instanceof KeychainUnavailableError) return null;
    throw error;
  }
}

async function settingsOf(db: Kysely<Database>, secrets: SecretStore): Promise<MessagingSettings> {
  const row = await settingsRow(db);
  return {
    telegram_api_url: row.telegram_api_url,
    telegram_chat_id: row.telegram_chat_id,
    bot_token_set: (await storedToken(secrets, tokenAccount(row))) !== null,
    updated_at: row.updated_at.toISOString(),
  };
}

/** The bot and chat files go to; a 400 naming what is missing when they are not set up. */
export async function botOf(
  db: Kysely<Database>,
  secrets: SecretStore,
): Promise<{ bot: TelegramBot; chatId: string }> {
  const row = await settingsRow(db);
  const token = await storedToken(secrets, tokenAccount(row));
  if (token === null || row.telegram_chat_id === '') throw badRequestDetail(NO_BOT);
  return { bot: { apiUrl: row.telegram_api_url, token }, chatId: row.telegram_chat_id };
}

export function registerMessagingRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, {
    endpoint: messagingEndpoints.settings,
    handler: ({ db }) => settingsOf(db, app.secrets),
  });

  route(fastify, app, {
    endpoint: messagingEndpoints.updateSettings,
    handler: async ({ db, body }) => {
      const row = await settingsRow(db);
      // The keychain first: when it refuses, the database is left as it was (the transaction
      // of this call rolls back on the error).
      if (body.bot_token !== undefined) {
        try {
          if (body.bot_token === '') await app.secrets.delete(tokenAccount(row));
          else await app.secrets.set(tokenAccount(row), body.bot_token);
        } catch (error) {
          if (error instanceof KeychainUnavailableError)
            throw badRequest({ bot_token: [error.message] });
          throw error;
        }
      }
      await changedRecord(
        db,
        'messaging_setting',
        1,
        definedColumns(body, {
          telegram_api_url: 'telegram_api_url',
          telegram_chat_id: 'telegram_chat_id',
        }),
      );
      return settingsOf(db, app.secrets);
    },
  });
}
