/**
 * Uploaded bytes on disk. A file's path comes only from the uuid the server generated
 * (`files/ab/abcdef01-...`), never from anything the client sent, so there are no path tricks.
 * An upload is streamed to a temporary file while it is hashed and counted; it is moved into
 * place only once it is complete and valid.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function storedPath(filesDir: string, uuid: string): string {
  if (!UUID.test(uuid)) throw new Error(`Not a file uuid: ${uuid}`);
  return join(filesDir, uuid.slice(0, 2), uuid);
}

export interface StagedFile {
  tempPath: string;
  size: number;
  sha256: string;
  /** The stream hit the size limit: the file is incomplete and must be refused. */
  truncated: boolean;
}

/** Streams `source` to a temporary file under filesDir, hashing and counting on the way. */
export async function stageUpload(
  filesDir: string,
  source: Readable & { truncated?: boolean },
): Promise<StagedFile> {
  const tempDir = join(filesDir, 'tmp');
  await mkdir(tempDir, { recursive: true });
  const tempPath = join(tempDir, `${randomUUID()}.part`);
  const hash = createHash('sha256');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  try {
    await pipeline(source, meter, createWriteStream(tempPath, { mode: 0o600 }));
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
  return { tempPath, size, sha256: hash.digest('hex'), truncated: source.truncated === true };
}

export async function commitUpload(
  filesDir: string,
  staged: StagedFile,
  uuid: string,
): Promise<string> {
  const target = storedPath(filesDir, uuid);
  await mkdir(join(filesDir, uuid.slice(0, 2)), { recursive: true });
  await rename(staged.tempPath, target);
  return target;
}

export async function discard(path: string): Promise<void> {
  await rm(path, { force: true });
}

/** A file the server writes for a moment (an export it sends on), and the stream into it. */
interface TempFile {
  path: string;
  stream: WriteStream;
}

/**
 * Runs `use` with a new file `fileName` in a folder of its own under filesDir/tmp, then closes
 * the file and removes the folder, whether `use` succeeded or not. A write stream closes its
 * descriptor by itself only once it finishes or fails: one given up half-way (the export's query
 * failed, the sending was refused) would keep it open for as long as the server runs.
 */
export async function withTempFile<T>(
  filesDir: string,
  fileName: string,
  use: (file: TempFile) => Promise<T>,
): Promise<T> {
  const tempDir = join(filesDir, 'tmp');
  await mkdir(tempDir, { recursive: true });
  const folder = await mkdtemp(join(tempDir, 'out-'));
  const path = join(folder, cleanFileName(fileName));
  const stream = createWriteStream(path, { mode: 0o600 });
  // A failed write (a full disk) must not go unheard: unheard, it would stop the whole server.
  let failure: unknown;
  stream.on('error', (error) => (failure ??= error));
  try {
    const result = await use({ path, stream });
    if (failure !== undefined) throw failure;
    return result;
  } finally {
    await closeStream(stream);
    await rm(folder, { recursive: true, force: true });
  }
}

/** Ends `stream` where it is and waits until its file descriptor is closed. */
async function closeStream(stream: WriteStream): Promise<void> {
  if (stream.closed) return;
  await new Promise<void>((resolve) => {
    stream.once('close', () => resolve());
    stream.destroy();
  });
}

/** The client's file name, reduced to a plain name: no folders, no control characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = Array.from(base)
    .filter((char) => char.charCodeAt(0) >= 32 && char.charCodeAt(0) !== 127)
    .join('')
    .trim()
    .slice(0, 255);
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'file' : cleaned;
}

/** The client's content type when it looks like one; else the generic binary type. */
export function cleanContentType(type: string | undefined): string {
  return type && /^[\w.+-]+\/[\w.+-]+$/.test(type) && type.length <= 100
    ? type.toLowerCase()
    : 'application/octet-stream';
}

/** The content type of an .xlsx workbook (the Excel files of purchase orders and products). */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
