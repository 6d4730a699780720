/**
 * What never reaches a log: tokens (JWTs, Authorization headers, refresh tokens, the browser
 * host's launch key), passwords and confirm codes. Two nets, for text and for fields:
 * - `redactText` masks them in a message, however it was worded (an error's message may quote a
 *   request, a URL may carry a key);
 * - `REDACTED_FIELDS` are the record fields pino masks, at any depth we log.
 * Our own code does not log these at all (the bridge wrapper never logs arguments, the server
 * sends confirm codes to its outbox, not its log); this is the net under that rule.
 */

export const REDACTED = '[redacted]';

/**
 * Field names whose values are secrets, wherever a record carries them. Not `code`: an error's
 * code (ECONNREFUSED) is what a log is for; a confirm code is caught by its digits below.
 */
const SECRET_KEYS = [
  'password',
  'token',
  'access',
  'refresh',
  'ticket',
  'secret',
  'authorization',
  'cookie',
] as const;

/** pino `redact.paths`: each secret field at the top and one level down (headers, body). */
export const REDACTED_FIELDS: string[] = SECRET_KEYS.flatMap((key) => [key, `*.${key}`]);

const KEY_NAMES = `(?:${SECRET_KEYS.join('|')}|confirm_code|access_token|refresh_token|new_password|old_password)`;

const PATTERNS: readonly [RegExp, string][] = [
  // A JWT anywhere: three base64url parts, the first a JSON header.
  [/\beyJ[\w-]*\.[\w-]+\.[\w-]+/g, REDACTED],
  // An Authorization header's credentials (JWT, Bearer, Basic, ...).
  [
    /\b(authorization["']?\s*[:=]\s*["']?)(?:(?:JWT|Bearer|Basic|Token)\s+)?[^\s"',;]+/gi,
    `$1${REDACTED}`,
  ],
  [/\b(JWT|Bearer)\s+[\w.~+/=-]{8,}/g, `$1 ${REDACTED}`],
  // "password": "...", password=..., ?token=..., access_token: ... (JSON, query strings, prose).
  [
    new RegExp(
      `(["']?\\b${KEY_NAMES}["']?\\s*[:=]\\s*)("(?:[^"\\\\]|\\\\.)*"|'[^']*'|[^\\s&,;}"']+)`,
      'gi',
    ),
    `$1${REDACTED}`,
  ],
  // A confirm code as a field: "code": "123456", code=123456.
  [/(["']?\bcode["']?\s*[:=]\s*["']?)\d{4,8}\b/gi, `$1${REDACTED}`],
  // The browser host's launch key in a URL fragment (#k=...).
  [/([#&]k=)[\w-]+/g, `$1${REDACTED}`],
  // A confirm code in prose: "confirm code for user "x": 123456", "confirmation code 123456".
  [/(confirm(?:ation)?[ _-]?code\b[^\d\n]{0,60}?)\d{4,8}\b/gi, `$1${REDACTED}`],
];

/** The message with every secret it may carry masked. */
export function redactText(text: string): string {
  let result = text;
  for (const [pattern, replacement] of PATTERNS) result = result.replace(pattern, replacement);
  return result;
}
