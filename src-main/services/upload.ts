/**
 * Upload of a file the user chooses (open dialog) to an API path, as multipart/form-data streamed
 * from disk with an exact Content-Length, so even a 100 MiB file never sits in memory. The size is
 * checked against the limit before anything is sent. Whatever the server answers is returned with
 * its status, so the renderer applies the one error catalogue (spec §8) to uploads too; only a
 * refusal that ends the session (401, 403) fails the call, so it reaches the log-out.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import type { UploadOutcome, uploadRequestSchema } from '../../src-shared/bridge.ts';
import type { z } from 'zod';
import { outcomeForResponse } from '../../src-shared/domain/errors.ts';
import {
  authorizationHeader,
  fetchFromServer,
  httpFailure,
  readBody,
  resolveApiUrl,
} from './api-request.ts';
import type { TransferDeps } from './download.ts';
import type { ProgressSink } from './ports.ts';
import { byteStep, createProgressReporter, type ProgressReporter } from './progress.ts';

/** The upload request after validation, defaults applied. */
export type ParsedUploadRequest = z.output<typeof uploadRequestSchema>;

export async function uploadFile(
  request: ParsedUploadRequest,
  deps: TransferDeps,
  progress: ProgressSink,
): Promise<UploadOutcome> {
  const filePath = await deps.dialogs.chooseOpenPath({
    title: 'Choose a file to upload',
    filters: request.filters,
  });
  if (!filePath) return { uploaded: false };

  const info = await stat(filePath);
  if (!info.isFile()) throw new Error(`"${filePath}" is not a file.`);
  const fileName = basename(filePath);
  if (info.size > request.maxBytes) {
    throw new Error(
      `"${fileName}" is ${formatBytes(info.size)}; files up to ${formatBytes(request.maxBytes)} can be uploaded.`,
    );
  }

  const url = resolveApiUrl(deps.serverUrl(), request.path);
  const form = multipartBody({
    fields: request.fields,
    fileField: request.fileField,
    fileName,
    contentType: contentTypeOf(fileName),
    filePath,
    fileSize: info.size,
  });
  const reporter = createProgressReporter({
    operationId: request.operationId,
    kind: 'upload',
    total: info.size,
    sink: progress,
    step: byteStep(info.size),
  });
  try {
    const response = await postMultipart(url, form, reporter, deps.vault);
    if (endsSession(response.status)) throw await httpFailure(response, 'The upload');
    const body = await readBody(response);
    return { uploaded: true, status: response.status, body, fileName, bytes: info.size };
  } finally {
    reporter.finish();
  }
}

/**
 * A refusal that ends the session (spec §8: 401, 403) is a failure of the call, carrying its
 * status to the renderer's log-out, rather than an upload's answer to show beside the form.
 */
function endsSession(status: number): boolean {
  return outcomeForResponse({ status, body: undefined })?.logout ?? false;
}

/** POSTs a multipart body (streamed, exact length) with the session's token. */
export async function postMultipart(
  url: URL,
  form: ReturnType<typeof multipartBody>,
  reporter: ProgressReporter,
  vault: TransferDeps['vault'],
): Promise<Response> {
  return fetchFromServer(url, {
    method: 'POST',
    headers: {
      ...(await authorizationHeader(vault)),
      'Content-Type': `multipart/form-data; boundary=${form.boundary}`,
      'Content-Length': String(form.length),
    },
    body: ReadableStream.from(form.chunks(reporter)),
    // Node's fetch streams a request body only half-duplex (not yet in the DOM RequestInit type).
    duplex: 'half',
  } as RequestInit);
}

interface MultipartSource {
  fields: Record<string, string>;
  fileField: string;
  fileName: string;
  contentType: string;
  filePath: string;
  fileSize: number;
}

/** A multipart body as a stream of chunks, with its exact length known in advance. */
export function multipartBody(source: MultipartSource): {
  boundary: string;
  length: number;
  chunks(reporter: ProgressReporter): AsyncGenerator<Uint8Array>;
} {
  const boundary = `----AerodeskFormBoundary${randomBytes(12).toString('hex')}`;
  const fieldParts = Object.entries(source.fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${escapeQuoted(name)}"\r\n\r\n${value}\r\n`,
    ),
  );
  const fileHead = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${escapeQuoted(source.fileField)}"; ` +
      `filename="${escapeQuoted(source.fileName)}"\r\nContent-Type: ${source.contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length =
    fieldParts.reduce((sum, part) => sum + part.length, 0) +
    fileHead.length +
    source.fileSize +
    tail.length;

  async function* chunks(reporter: ProgressReporter): AsyncGenerator<Uint8Array> {
    yield* fieldParts;
    yield fileHead;
    let sent = 0;
    // Exactly the bytes that were measured: a file that grows meanwhile cannot break the length.
    const file = createReadStream(source.filePath, {
      start: 0,
      end: Math.max(0, source.fileSize - 1),
      highWaterMark: 256 * 1024,
    });
    if (source.fileSize > 0) {
      for await (const chunk of file as AsyncIterable<Buffer>) {
        sent += chunk.length;
        reporter.advance(chunk.length);
        yield chunk;
      }
    } else {
      file.destroy();
    }
    if (sent !== source.fileSize) {
      throw new Error(`"${source.fileName}" changed while it was being uploaded.`);
    }
    yield tail;
  }

  return { boundary, length, chunks };
}

/** Quotes and line breaks in a header parameter, encoded as browsers do (WHATWG HTML). */
function escapeQuoted(value: string): string {
  return value.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22');
}

const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.txt': 'text/plain',
  '.csv': 'text/csv',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.zip': 'application/zip',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

function contentTypeOf(fileName: string): string {
  return CONTENT_TYPES[extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KiB', 'MiB', 'GiB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`;
}
