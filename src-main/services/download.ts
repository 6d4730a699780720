/**
 * Streaming download of an authenticated API path to a file the user chooses: the request goes out
 * first, so an HTTP error is reported before any dialog; then the save dialog; then the body streams
 * into a temporary file beside the target, renamed into place only when complete.
 */
import { createWriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { DownloadRequest, SaveOutcome } from '../../src-shared/bridge.ts';
import { authorizationHeader, fetchFromServer, httpFailure, resolveApiUrl } from './api-request.ts';
import { withTempFile } from './atomic-file.ts';
import type { DialogPort, ProgressSink } from './ports.ts';
import { byteStep, createProgressReporter, type ProgressReporter } from './progress.ts';
import type { Vault } from './vault.ts';

export interface TransferDeps {
  /** The server in use, e.g. `http://127.0.0.1:41234/`. */
  serverUrl: () => string;
  vault: Pick<Vault, 'readSession'>;
  dialogs: DialogPort;
}

export async function downloadFile(
  request: DownloadRequest,
  deps: TransferDeps,
  progress: ProgressSink,
): Promise<SaveOutcome> {
  const url = resolveApiUrl(deps.serverUrl(), request.path);
  const abort = new AbortController();
  const response = await fetchFromServer(url, {
    headers: await authorizationHeader(deps.vault),
    signal: abort.signal,
  });
  if (!response.ok) throw await httpFailure(response, 'The download');

  const target = await deps.dialogs
    .chooseSavePath({
      title: 'Save file',
      suggestedName: request.suggestedName,
      filters: request.filters,
    })
    .catch((error: unknown) => {
      abort.abort();
      throw error;
    });
  if (!target) {
    abort.abort();
    return { saved: false };
  }

  const total = contentLength(response);
  const reporter = createProgressReporter({
    operationId: request.operationId,
    kind: 'download',
    total,
    sink: progress,
    step: byteStep(total),
  });
  try {
    const bytes = await withTempFile(target, async (tempPath) => {
      const counter = countingStream(reporter);
      const body = response.body
        ? Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>)
        : Readable.from([]);
      await pipeline(body, counter.stream, createWriteStream(tempPath, { flags: 'wx' }));
      if (total !== null && counter.bytes() !== total) {
        throw new Error(`The download was cut short: ${counter.bytes()} of ${total} bytes.`);
      }
      return counter.bytes();
    });
    return { saved: true, path: target, bytes };
  } finally {
    reporter.finish();
  }
}

function contentLength(response: Response): number | null {
  // A compressed body is decoded on the way in, so its Content-Length is not what lands on disk.
  if (response.headers.get('content-encoding')) return null;
  const value = Number(response.headers.get('content-length'));
  return Number.isSafeInteger(value) && value >= 0 && response.headers.has('content-length')
    ? value
    : null;
}

/** A pass-through stream that reports every chunk to `reporter` and counts the bytes. */
function countingStream(reporter: ProgressReporter): { stream: Transform; bytes(): number } {
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      reporter.advance(chunk.length);
      callback(null, chunk);
    },
  });
  return { stream, bytes: () => bytes };
}
