/**
 * Files: multipart upload (streamed to disk, hashed, size-limited), download as a stream,
 * the files of a record (`files_map`), approval and deletion. A client reaches only the files
 * of its own company.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  FILE_OWNER_AREAS,
  fileEndpoints,
  uploadFieldsSchema,
  type FileCategory,
  type FileModel,
  type StoredFile,
} from '../../../src-shared/api/file.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { ownColumns } from '../../db/columns.ts';
import { actingRoles, can } from '../../../src-shared/domain/permissions.ts';
import { badRequest, badRequestDetail, HttpError, notFound } from '../../http/errors.ts';
import { REPLY_SENT, route } from '../../http/route.ts';
import { parseOrThrow } from '../../http/validation.ts';
import { newUuid } from '../../http/uuid.ts';
import {
  cleanContentType,
  cleanFileName,
  commitUpload,
  contentDisposition,
  discard,
  stageUpload,
  storedPath,
  type StagedFile,
} from './storage.ts';
import type { SelectedRow } from '../selected-row.ts';
import { namedUser } from '../named-user.ts';
import { AddressRefused, fetchPublic } from './fetch-public.ts';
import { checkFileToChange, checkRecordToAttachTo, ownerAllowed } from './access.ts';
import { findFileOwners, lookUpRefused } from './owners.ts';

export const NO_FILE = 'No file was submitted.';
export const EMPTY_FILE = 'The submitted file is empty.';
const FILE_MISSING_ON_DISK = 'The file is missing on the server.';

export function tooLargeMessage(maxBytes: number): string {
  return `The file is larger than the ${Math.floor(maxBytes / (1024 * 1024)) || maxBytes} ${maxBytes >= 1024 * 1024 ? 'MB' : 'bytes'} allowed.`;
}

/**
 * Streams a stored file as an attachment (never rendered inline, its type never sniffed); 404
 * with `missing` when its bytes are not on disk.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  filesDir: string,
  file: { uuid: string; name: string; contentType: string },
  missing: string,
): Promise<typeof REPLY_SENT> {
  const path = storedPath(filesDir, file.uuid);
  const onDisk = await stat(path).catch(() => undefined);
  if (!onDisk) throw notFound(missing);
  await reply
    .header('Content-Type', file.contentType)
    .header('Content-Length', String(onDisk.size))
    .header('Content-Disposition', contentDisposition(file.name))
    .header('X-Content-Type-Options', 'nosniff')
    .send(createReadStream(path));
  return REPLY_SENT;
}

/** A stored file's columns answered as they are: before its category, and from its size on. */
const fileHead = ownColumns('f', ['uuid', 'name', 'original_name']);
const fileBody = ownColumns('f', ['size', 'content_type', 'sha256', 'approved']);
const uploader = namedUser('f.uploaded_by_id', 'uploader');

function fileSelect(db: Kysely<Database>) {
  return db
    .selectFrom('stored_file as f')
    .select([
      ...fileHead.columns,
      'f.category',
      'f.owner_uuid',
      'f.model',
      ...fileBody.columns,
      ...uploader.columns,
      'f.created_at',
    ]);
}

type FileRow = SelectedRow<typeof fileSelect>;

function toStoredFile(row: FileRow): StoredFile {
  return {
    ...fileHead.of(row),
    category: row.category as FileCategory,
    owner_uuid: row.owner_uuid,
    model: row.model as FileModel | null,
    ...fileBody.of(row),
    uploaded_by: uploader.of(row),
    created_at: row.created_at.toISOString(),
  };
}

async function findFile(
  db: Kysely<Database>,
  uuid: string,
  clientCompanyId: number | null,
): Promise<StoredFile> {
  const row = await fileSelect(db).where('f.uuid', '=', uuid).executeTakeFirst();
  if (!row || !(await ownerAllowed(db, row.owner_uuid, clientCompanyId))) throw notFound();
  return toStoredFile(row);
}

type StagedUpload = StagedFile & { fileName: string; contentType: string };

/**
 * Moves a staged upload into the store and writes its row: the stored file. `onPath` follows where
 * its bytes are, for the caller to remove them if the row is not written (undefined once it is).
 */
async function storeStaged(
  db: Kysely<Database>,
  filesDir: string,
  staged: StagedUpload,
  input: z.output<typeof uploadFieldsSchema>,
  userId: number,
  onPath: (path: string | undefined) => void,
): Promise<StoredFile> {
  const uuid = newUuid();
  onPath(await commitUpload(filesDir, staged, uuid));
  await db
    .insertInto('stored_file')
    .values({
      uuid,
      name: input.name,
      original_name: staged.fileName,
      category: input.category,
      owner_uuid: input.uuid,
      model: input.model ?? null,
      size: staged.size,
      content_type: staged.contentType,
      sha256: staged.sha256,
      uploaded_by_id: userId,
    })
    .execute();
  onPath(undefined);
  return findFile(db, uuid, null);
}

/** How long the server waits for a web address to deliver the file (our decision). */
const URL_UPLOAD_TIMEOUT_MS = 60_000;
export const URL_NOT_FETCHED = 'The file could not be fetched from this address';

/**
 * The address's own failure while its answer came (a reset connection, a time-out): the remote's
 * fault, told from a failure of ours to write what came (a full disk, the folder gone).
 */
class RemoteFailed extends Error {
  readonly reason: unknown;

  constructor(reason: unknown) {
    super(reason instanceof Error ? reason.message : String(reason));
    this.reason = reason;
  }
}

/**
 * The bytes of a fetched answer, refused (413) past `maxBytes` as an upload would be. Only the
 * reading of the answer is wrapped as RemoteFailed: when our write fails, the pipeline throws its
 * error in here at the `yield`, and that one stays ours.
 */
async function* limitedBody(body: AsyncIterable<Buffer>, maxBytes: number) {
  const chunks = body[Symbol.asyncIterator]();
  let size = 0;
  for (;;) {
    let next: IteratorResult<Buffer>;
    try {
      next = await chunks.next();
    } catch (error) {
      throw new RemoteFailed(error);
    }
    if (next.done) return;
    size += next.value.length;
    if (size > maxBytes) throw new HttpError(413, { detail: tooLargeMessage(maxBytes) });
    yield next.value;
  }
}

/** A file name from the address's last path segment ('file' when it has none). */
function fileNameOf(url: URL): string {
  const last = url.pathname.split('/').filter(Boolean).pop() ?? '';
  try {
    return cleanFileName(decodeURIComponent(last));
  } catch {
    return cleanFileName(last);
  }
}

async function fetchToStage(
  app: AppContext,
  address: string,
  maxBytes: number,
): Promise<StagedUpload> {
  const url = new URL(address);
  const timeoutMs = app.urlUploadTimeoutMs ?? URL_UPLOAD_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  let response: IncomingMessage;
  try {
    response = await fetchPublic(address, { signal, trusted: app.urlUploadTrusted });
  } catch (error) {
    throw badRequest({ url: [`${URL_NOT_FETCHED}: ${whyNotFetched(error, signal, timeoutMs)}.`] });
  }
  const status = response.statusCode ?? 0;
  if (status < 200 || status >= 300) {
    response.resume();
    throw badRequest({ url: [`${URL_NOT_FETCHED}: HTTP ${status}.`] });
  }
  if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
    response.destroy();
    throw new HttpError(413, { detail: tooLargeMessage(maxBytes) });
  }
  let staged: StagedFile;
  try {
    staged = await stageUpload(app.filesDir, Readable.from(limitedBody(response, maxBytes)));
  } catch (error) {
    // Whatever failed, the answer is not read any further (stageUpload removed its part file).
    response.destroy();
    if (error instanceof HttpError) throw error;
    if (error instanceof RemoteFailed || signal.aborted) {
      const reason = error instanceof RemoteFailed ? error.reason : error;
      throw badRequest({
        url: [`${URL_NOT_FETCHED}: ${whyNotFetched(reason, signal, timeoutMs)}.`],
      });
    }
    // Ours: the file could not be written here (a full disk is 507, anything else 500), logged by
    // the error handler (app.ts). Not the address's fault, so not a 400 on `url`.
    throw error;
  }
  return {
    ...staged,
    fileName: fileNameOf(url),
    contentType: cleanContentType(response.headers['content-type']?.split(';')[0]?.trim()),
  };
}

/** Why an address gave no file, in words for the user (a time-out says how long we waited). */
function whyNotFetched(error: unknown, signal: AbortSignal, timeoutMs: number): string {
  if (error instanceof AddressRefused) return error.message;
  // Timed out before the answer or in the middle of its body (then the error only says "aborted").
  if (signal.aborted) return `no answer within ${timeoutMs / 1000} seconds`;
  return error instanceof Error ? error.message : String(error);
}

export function registerFileRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, {
    endpoint: fileEndpoints.upload,
    // The bytes stream first; the row is written in its own short transaction afterwards.
    transaction: false,
    handler: async ({
      db,
      request,
      reply,
      user,
      clientCompanyId,
      transaction,
    }): Promise<StoredFile> => {
      if (!request.isMultipart())
        throw badRequest({ file: ['Send the file as multipart/form-data.'] });
      const fields: Record<string, string> = {};
      let staged: StagedUpload | undefined;
      let stagedPath: string | undefined;
      try {
        const parts = request.parts({
          limits: {
            fileSize: app.maxUploadBytes,
            files: 1,
            fields: 10,
            fieldSize: 10_000,
            parts: 12,
          },
        });
        for await (const part of parts) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file') {
              part.file.resume();
              continue;
            }
            const result = await stageUpload(app.filesDir, part.file);
            stagedPath = result.tempPath;
            staged = {
              ...result,
              fileName: cleanFileName(part.filename),
              contentType: cleanContentType(part.mimetype),
            };
          } else {
            fields[part.fieldname] = String(part.value);
          }
        }
        if (staged?.truncated)
          throw new HttpError(413, { detail: tooLargeMessage(app.maxUploadBytes) });
        const input = parseOrThrow(uploadFieldsSchema, fields);
        await checkRecordToAttachTo(db, input, {
          roles: actingRoles(user.roles, user.url),
          clientCompanyId,
        });
        if (!staged) throw badRequest({ file: [NO_FILE] });
        if (staged.size === 0) throw badRequest({ file: [EMPTY_FILE] });
        const ready = staged;
        return await transaction((trx) =>
          storeStaged(trx, app.filesDir, ready, input, user.id, (path) => {
            stagedPath = path;
          }),
        );
      } catch (error) {
        // Refused while its bytes are still coming (a full disk, a bad field before the file):
        // the connection closes after the answer. Left open it is never idle, and holds up a
        // stop of the server for as long as the client keeps it.
        if (!request.raw.complete) reply.header('Connection', 'close');
        throw error;
      } finally {
        // Anything refused (or failed) leaves nothing behind on disk.
        if (stagedPath) await discard(stagedPath);
      }
    },
  });

  route(fastify, app, {
    endpoint: fileEndpoints.urlUpload,
    // The bytes come first (as slow as the address is); the row is written afterwards, alone.
    transaction: false,
    handler: async ({ db, body, user, clientCompanyId, transaction }): Promise<StoredFile> => {
      const { url, ...input } = body;
      // Before anything is fetched: a record that is not there (or not the user's) gets nothing.
      await checkRecordToAttachTo(db, input, {
        roles: actingRoles(user.roles, user.url),
        clientCompanyId,
      });
      const staged = await fetchToStage(app, url, app.maxUploadBytes);
      let stagedPath: string | undefined = staged.tempPath;
      try {
        if (staged.size === 0) throw badRequest({ url: [EMPTY_FILE] });
        return await transaction((trx) =>
          storeStaged(trx, app.filesDir, staged, input, user.id, (path) => {
            stagedPath = path;
          }),
        );
      } finally {
        if (stagedPath) await discard(stagedPath);
      }
    },
  });

  route(fastify, app, {
    endpoint: fileEndpoints.download,
    handler: async ({ db, params, reply, clientCompanyId }) => {
      const file = await findFile(db, params.uuid, clientCompanyId);
      return sendStoredFile(
        reply,
        app.filesDir,
        { uuid: file.uuid, name: file.original_name, contentType: file.content_type },
        FILE_MISSING_ON_DISK,
      );
    },
  });

  route(fastify, app, {
    endpoint: fileEndpoints.map,
    handler: async ({ db, params, clientCompanyId }): Promise<StoredFile[]> => {
      if (!(await ownerAllowed(db, params.ownerUuid, clientCompanyId))) throw notFound();
      const rows = await fileSelect(db)
        .where('f.owner_uuid', '=', params.ownerUuid)
        .where((eb) => eb.or([eb('f.model', '=', params.model), eb('f.model', 'is', null)]))
        .orderBy('f.created_at', 'desc')
        .orderBy('f.id', 'desc')
        .execute();
      return rows.map(toStoredFile);
    },
  });

  route(fastify, app, {
    endpoint: fileEndpoints.owners,
    handler: async ({ db, params, query, user }) => {
      // The records' numbers and names are their area's to show. Not a 403 (which is for "not
      // yours" and signs the user out): the screen offers the look-up only where the role reads
      // them, and a uuid pasted still opens the record's files.
      if (!can(actingRoles(user.roles, user.url), FILE_OWNER_AREAS[params.model]))
        throw badRequestDetail(lookUpRefused(params.model));
      return findFileOwners(db, params.model, {
        search: query.search || undefined,
        uuid: query.uuid,
      });
    },
  });

  route(fastify, app, {
    endpoint: fileEndpoints.approve,
    handler: async ({ db, params, body, user, clientCompanyId }): Promise<StoredFile> => {
      const file = await findFile(db, params.uuid, clientCompanyId);
      await checkFileToChange(db, file, {
        roles: actingRoles(user.roles, user.url),
        clientCompanyId,
      });
      await db
        .updateTable('stored_file')
        .set({ approved: body.approved })
        .where('uuid', '=', params.uuid)
        .execute();
      return findFile(db, params.uuid, clientCompanyId);
    },
  });

  route(fastify, app, {
    endpoint: fileEndpoints.remove,
    // The row goes first (committed), then the bytes: never a row pointing at nothing.
    transaction: false,
    handler: async ({ db, params, user, clientCompanyId, transaction }) => {
      const file = await findFile(db, params.uuid, clientCompanyId);
      await checkFileToChange(db, file, {
        roles: actingRoles(user.roles, user.url),
        clientCompanyId,
      });
      await transaction((trx) =>
        trx.deleteFrom('stored_file').where('uuid', '=', file.uuid).execute(),
      );
      await discard(storedPath(app.filesDir, file.uuid));
      return undefined;
    },
  });
}
