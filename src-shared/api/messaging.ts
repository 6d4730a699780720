/**
 * The messaging service (spec §7 `send_excel_file_from_products_list_to_tg/`): the Telegram Bot
 * API, the bot a company creates with @BotFather, and the chat (a group or channel the bot is in)
 * that files go to. Area 'setting' to read and change it.
 *
 * Our decisions where the spec names only the call:
 *   - the bot token is a secret: it is written to the server's OS keychain and never read back
 *     (the settings answer says only whether one is set; '' removes it);
 *   - the API's base URL is a setting, so a company behind a proxy (or a test's stand-in of the
 *     API) can point it elsewhere; http and https only.
 */
import { z } from 'zod';
import { editableRecord } from './endpoint.ts';

/** What @BotFather hands out: the bot's id, a colon, and a 35-character secret. */
const BOT_TOKEN_PATTERN = /^\d{5,15}:[A-Za-z0-9_-]{30,60}$/;
/** A chat's numeric id (groups and channels are negative) or a public channel's @name. */
const CHAT_ID_PATTERN = /^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/;

export const messagingSettingsSchema = z.object({
  telegram_api_url: z.string(),
  telegram_chat_id: z.string(),
  /** Whether a bot token is in the server's keychain (the token itself is never sent). */
  bot_token_set: z.boolean(),
  updated_at: z.string(),
});
export type MessagingSettings = z.infer<typeof messagingSettingsSchema>;

export const messagingSettingsUpdateSchema = z
  .object({
    telegram_api_url: z
      .string()
      .trim()
      .max(300, { error: 'The address is too long.' })
      .refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), {
        error: 'Enter the address of the Bot API, starting with https://',
      }),
    telegram_chat_id: z
      .string()
      .trim()
      .refine((value) => value === '' || CHAT_ID_PATTERN.test(value), {
        error: 'Enter the chat id (a number such as -1001234567890) or a channel as @name.',
      }),
    bot_token: z
      .string()
      .trim()
      .refine((value) => value === '' || BOT_TOKEN_PATTERN.test(value), {
        error: 'This is not a bot token: it looks like 123456789:AAE… as @BotFather gives it.',
      }),
  })
  .partial();
export type MessagingSettingsUpdate = z.input<typeof messagingSettingsUpdateSchema>;

const settings = editableRecord(
  ':role/messaging_settings/',
  'setting',
  messagingSettingsSchema,
  messagingSettingsUpdateSchema,
);

export const messagingEndpoints = { settings: settings.read, updateSettings: settings.update };
