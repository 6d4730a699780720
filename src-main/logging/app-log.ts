/**
 * Structured logs (pino, one JSON record a line) of main and of the server it runs:
 * - main's records and the server child's, tagged `proc: "main"` / `proc: "server"`, go to one
 *   rotating file, <user-data>/logs/aerodesk.log (rotating-file.ts), which only main writes;
 * - the same messages go to the terminal as plain lines (`[aerodesk] ...`, `[aerodesk] [server]
 *   ...`), as before: what a developer running the app, and the e2e suite's host log, read;
 * - secrets are masked on the way in (redact.ts), in the message and in the fields.
 * The server child logs with `processLogger` to its stdout; main reads those lines and passes
 * them on (`fromProcess`), masking the message again, and keeps anything else the child printed
 * (a crash's stack trace) as a record of its own.
 */
import { join } from 'node:path';
import { pino, stdTimeFunctions, type Logger as Pino, type LoggerOptions } from 'pino';
import type { Logger } from '../services/ports.ts';
import { REDACTED, REDACTED_FIELDS, redactText } from './redact.ts';
import type { RotatingFile } from './rotating-file.ts';

export const LOG_FILE_NAME = 'aerodesk.log';

/** The folder of the log files in a user-data folder (Help ▸ Open Log Folder). */
export function logDirIn(userDataDir: string): string {
  return join(userDataDir, 'logs');
}

type Level = 'info' | 'warn' | 'error';

interface AppLog extends Logger {
  /** A line another process of ours printed: a record of its `processLogger`, or plain text. */
  fromProcess(proc: string, line: string, stream: 'stdout' | 'stderr'): void;
  close(): void;
}

/** Where the terminal copy goes; the console by default, nothing in tests. */
interface Terminal {
  line(level: Level, text: string): void;
}

const consoleTerminal: Terminal = {
  line: (level, text) =>
    level === 'info'
      ? console.log(text)
      : level === 'warn'
        ? console.warn(text)
        : console.error(text),
};

/** pino's options for every process of ours: ISO time, level names, secrets masked. */
function pinoOptions(proc: string): LoggerOptions {
  return {
    base: { proc, pid: process.pid },
    timestamp: stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACTED_FIELDS, censor: REDACTED },
    hooks: {
      // The message (and any string argument) is masked before pino formats it.
      logMethod(args, method) {
        const masked = args.map((arg: unknown) =>
          typeof arg === 'string' ? redactText(arg) : arg,
        ) as Parameters<typeof method>;
        method.apply(this, masked);
      },
    },
  };
}

/** The logger of a child process: JSON records on `write` (its stdout), for main to pass on. */
export function processLogger(proc: string, write: (record: string) => void): Logger {
  const logger = pino(pinoOptions(proc), { write });
  return {
    info: (message) => logger.info(message),
    warn: (message) => logger.warn(message),
    error: (message) => logger.error(message),
  };
}

export function createAppLog(options: {
  /** The log file; none in tests of other things. */
  file?: RotatingFile;
  terminal?: Terminal;
  proc?: string;
}): AppLog {
  const { file } = options;
  const terminal = options.terminal ?? consoleTerminal;
  const write = (record: string) => file?.write(record);
  const logger: Pino = pino(pinoOptions(options.proc ?? 'main'), { write });
  const children = new Map<string, Pino>();
  const childLogger = (proc: string, stream: string): Pino => {
    const key = `${proc}:${stream}`;
    let child = children.get(key);
    if (!child) children.set(key, (child = logger.child({ proc, stream })));
    return child;
  };

  const say = (level: Level) => (message: string) => {
    logger[level](message);
    terminal.line(level, `[aerodesk] ${redactText(message)}`);
  };

  return {
    info: say('info'),
    warn: say('warn'),
    error: say('error'),
    fromProcess(proc, line, stream) {
      if (line.trim() === '') return;
      const record = recordOf(line);
      if (record) {
        const message = redactText(typeof record.msg === 'string' ? record.msg : '');
        write(`${JSON.stringify({ ...record, proc, msg: message })}\n`);
        terminal.line(levelOf(record.level), `[aerodesk] [${proc}] ${message}`);
        return;
      }
      // Not a record: output of the runtime itself (a crash's stack trace, a warning).
      const level: Level = stream === 'stderr' ? 'warn' : 'info';
      childLogger(proc, stream)[level](line);
      terminal.line(level, `[aerodesk] [${proc}] ${redactText(line)}`);
    },
    close: () => file?.close(),
  };
}

/** A pino record (a JSON object with a time and a level), or undefined for anything else. */
function recordOf(line: string): Record<string, unknown> | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    const parsed: unknown = JSON.parse(line);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    const record = parsed as Record<string, unknown>;
    return 'level' in record && 'time' in record ? record : undefined;
  } catch {
    return undefined;
  }
}

function levelOf(level: unknown): Level {
  if (level === 'warn' || (typeof level === 'number' && level >= 40 && level < 50)) return 'warn';
  if (level === 'error' || level === 'fatal' || (typeof level === 'number' && level >= 50))
    return 'error';
  return 'info';
}
