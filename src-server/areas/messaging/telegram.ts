/**
 * A client of the Telegram Bot API's `sendDocument` (https://core.telegram.org/bots/api#senddocument):
 * one multipart POST to `{api}/bot{token}/sendDocument` with the chat, the file and a caption. The
 * API answers JSON `{ ok, result | description }`; anything else (a proxy's page, a time-out, no
 * connection) is an error that names what happened in words a user can act on.
 *
 * The token is part of the URL, so no message this module makes may carry the URL: errors are
 * built from the answer's description or the network error's code only.
 */
import { openAsBlob } from 'node:fs';

/** What the Bot API accepts from a bot as one document (its documented upload limit). */
export const TELEGRAM_MAX_DOCUMENT_BYTES = 50 * 1024 * 1024;
/** A 50 MB upload on a slow office line takes a while; beyond this something is wrong. */
const TELEGRAM_TIMEOUT_MS = 120_000;

export interface TelegramBot {
  apiUrl: string;
  token: string;
}

interface TelegramDocument {
  chatId: string;
  /** The file on disk (streamed from there, not read into memory). */
  path: string;
  fileName: string;
  contentType: string;
  caption: string;
}

export class TelegramError extends Error {}

function sendDocumentUrl(bot: TelegramBot): string {
  return `${bot.apiUrl.replace(/\/+$/, '')}/bot${bot.token}/sendDocument`;
}

export async function sendTelegramDocument(
  bot: TelegramBot,
  document: TelegramDocument,
  timeoutMs = TELEGRAM_TIMEOUT_MS,
): Promise<void> {
  const form = new FormData();
  form.append('chat_id', document.chatId);
  form.append('caption', document.caption);
  form.append(
    'document',
    await openAsBlob(document.path, { type: document.contentType }),
    document.fileName,
  );
  let response: Response;
  try {
    response = await fetch(sendDocumentUrl(bot), {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new TelegramError(`Telegram could not be reached (${networkReason(error, timeoutMs)}).`);
  }
  const answer = (await response.json().catch(() => null)) as {
    ok?: unknown;
    description?: unknown;
  } | null;
  if (answer?.ok === true) return;
  const description =
    typeof answer?.description === 'string'
      ? answer.description
      : `HTTP ${response.status}, not an answer of the Bot API`;
  throw new TelegramError(`Telegram refused the file: ${description}.`);
}

function networkReason(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === 'TimeoutError')
    return `no answer in ${Math.round(timeoutMs / 1000)} s`;
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === 'string' ? cause.code : 'no connection';
}
