import type { Kysely } from 'kysely';
import type { SecretStore } from './areas/messaging/keychain.ts';
import type { SendConfirmCode } from './auth/outbox.ts';
import type { LoginRateLimiter } from './auth/rate-limit.ts';
import type { TokenService } from './auth/tokens.ts';
import type { Database } from './db/schema.ts';

/** What every route handler can reach: one per app instance, no globals. */
export interface AppContext {
  db: Kysely<Database>;
  tokens: TokenService;
  loginLimiter: LoginRateLimiter;
  log: (line: string) => void;
  /** Confirm codes go here, never to the log (auth/outbox.ts). */
  sendConfirmCode: SendConfirmCode;
  /** Uploaded files live here, one file per upload, named by its uuid. */
  filesDir: string;
  maxUploadBytes: number;
  /** Private addresses url_upload/ may fetch all the same: tests' local web server only. */
  urlUploadTrusted?: (url: URL) => boolean;
  /** How long url_upload/ waits for an address (areas/file/routes.ts's default unless given). */
  urlUploadTimeoutMs?: number;
  /** Why the database is down, when the server knows (its watchdog); for the health check. */
  databaseOutage?: () => string | undefined;
  /** Secrets of the server (the messaging bot's token): the OS keychain (areas/messaging). */
  secrets: SecretStore;
}
