/**
 * The log file, rotated by size: `aerodesk.log` is written until the next record would take it
 * past `maxBytes`; then it becomes `aerodesk.log.1` (the older ones move up, the oldest past
 * `keep` is deleted) and a new `aerodesk.log` starts. Written here rather than by a pino transport,
 * which would run in a worker thread of its own for a few lines a minute.
 *
 * Appends are synchronous, one write per record: main logs little, a write takes microseconds,
 * and a record written just before a crash is on disk, which is when a log is read. Only main
 * writes the file; the server's lines come to it through main (server-process/supervisor.ts).
 * A failure to write (full disk, folder removed) never takes the app down: the record is dropped
 * and the file is opened again for the next one.
 */
import {
  closeSync,
  existsSync,
  fstatSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { dirname } from 'node:path';

interface RotatingFileOptions {
  /** The current file, e.g. <user-data>/logs/aerodesk.log. */
  path: string;
  /** Size at which the file is rotated. Default 5 MiB. */
  maxBytes?: number;
  /** Rotated files kept beside the current one (`.1` newest). Default 3. */
  keep?: number;
}

export interface RotatingFile {
  readonly path: string;
  /** Appends one record (a whole line, newline included). */
  write(record: string): void;
  close(): void;
}

const DEFAULT_LOG_MAX_BYTES = 5 * 1024 * 1024;
const DEFAULT_LOG_KEEP = 3;

export function openRotatingFile(options: RotatingFileOptions): RotatingFile {
  const { path } = options;
  const maxBytes = options.maxBytes ?? DEFAULT_LOG_MAX_BYTES;
  const keep = options.keep ?? DEFAULT_LOG_KEEP;
  let fd: number | null = null;
  let size = 0;

  function open(): number {
    if (fd !== null) return fd;
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    // The log names files and servers of the user: readable by the user only.
    const opened = openSync(path, 'a', 0o600);
    size = fstatSync(opened).size;
    fd = opened;
    return opened;
  }

  function close(): void {
    if (fd === null) return;
    try {
      closeSync(fd);
    } finally {
      fd = null;
    }
  }

  function rotate(): void {
    close();
    rmSync(`${path}.${keep}`, { force: true });
    for (let index = keep - 1; index >= 1; index--) {
      const older = `${path}.${index}`;
      if (existsSync(older)) renameSync(older, `${path}.${index + 1}`);
    }
    if (keep > 0) renameSync(path, `${path}.1`);
    else rmSync(path, { force: true });
  }

  return {
    path,
    write(record) {
      const bytes = Buffer.byteLength(record);
      try {
        open();
        if (size > 0 && size + bytes > maxBytes) rotate();
        const target = open();
        writeSync(target, record);
        size += bytes;
      } catch {
        // Dropped (see above); the next record opens the file again.
        close();
      }
    },
    close,
  };
}
