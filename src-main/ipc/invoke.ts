/**
 * The one wrapper every bridge call goes through, in Electron and in the browser host alike:
 * 1. the channel must be one of ours; 2. the sender must be our app (else `forbidden`, nothing
 * done); 3. the argument is parsed with the channel's zod schema (else `invalid_input`, nothing
 * done); 4. the handler runs, and whatever it throws becomes `failed` with its message. It never
 * throws across the boundary (Electron's `handle` would keep only a mangled message), and it never
 * logs arguments: they may hold tokens.
 */
import type { z } from 'zod';
import { CHANNEL_INPUT, type BridgeResult, type Channel } from '../../src-shared/bridge.ts';
import { HttpStatusError } from '../services/api-request.ts';
import { messageOf, type Logger } from '../services/ports.ts';
import type { CallContext, HandlerTable, SenderInfo } from './handler-table.ts';

export type Invoke = (
  channel: string,
  rawInput: unknown,
  context: CallContext,
) => Promise<BridgeResult<unknown>>;

function isChannel(channel: string): channel is Channel {
  return Object.hasOwn(CHANNEL_INPUT, channel);
}

export function createInvoker(
  table: HandlerTable,
  options: { isTrustedSender: (sender: SenderInfo) => boolean; log: Logger },
): Invoke {
  return async (channel, rawInput, context) => {
    if (!isChannel(channel)) return failure('invalid_input', `Unknown call "${channel}".`);
    if (!options.isTrustedSender(context.sender)) {
      options.log.warn(
        `Refused ${channel} from an untrusted sender (${context.sender.url ?? 'unknown'}).`,
      );
      return failure('forbidden', 'This call is only available to the Aerodesk window.');
    }

    const schema: z.ZodType | undefined = CHANNEL_INPUT[channel];
    let input: unknown = undefined;
    if (schema) {
      const parsed = schema.safeParse(rawInput);
      if (!parsed.success) return failure('invalid_input', describeIssues(parsed.error));
      input = parsed.data;
    } else if (rawInput !== undefined && rawInput !== null) {
      return failure('invalid_input', `${channel} takes no argument.`);
    }

    try {
      // The table is typed per channel; here the channel is only known at run time.
      const handler = table[channel] as (input: unknown, context: CallContext) => Promise<unknown>;
      return { ok: true, value: await handler(input, context) };
    } catch (error) {
      const message = messageOf(error);
      options.log.error(`${channel} failed: ${message}`);
      // The server's answer goes across too: the renderer applies spec §8 to it (401/403 log out).
      if (error instanceof HttpStatusError) {
        return {
          ok: false,
          error: { code: 'failed', message, status: error.status, body: error.body },
        } as const;
      }
      return failure('failed', message);
    }
  };
}

function failure(code: 'invalid_input' | 'failed' | 'forbidden', message: string) {
  return { ok: false, error: { code, message } } as const;
}

/** "suggestedName: Expected a plain file name.; sheets.0.name: ..." */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
}
