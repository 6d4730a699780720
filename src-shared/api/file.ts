import { z } from 'zod';
import { searchSchema } from './list-query.ts';
import type { Area } from '../domain/permissions.ts';
import { endpoint } from './endpoint.ts';

/*
 * Files (spec §7 "Files"). A file belongs to a record through that record's uuid (`uuid`), is
 * listed per model with `files_map/{model}/{uuid}/`, and is itself addressed by its own uuid.
 */

/** Records files can be attached to. */
export const FILE_MODELS = [
  'company',
  'rfq',
  'order',
  'product',
  'consolidation',
  'purchase_order',
] as const;
export type FileModel = (typeof FILE_MODELS)[number];

/** One record of each model, as a sentence names it (the server's refusals, the file screen). */
export const FILE_MODEL_ONE: Record<FileModel, string> = {
  company: 'company',
  rfq: 'RFQ',
  order: 'order',
  product: 'product',
  consolidation: 'consolidation',
  purchase_order: 'purchase order',
};

export const FILE_CATEGORIES = [
  'certificate',
  'invoice',
  'quotation',
  'contract',
  'photo',
  'customs',
  'logistics',
  'other',
] as const;
export type FileCategory = (typeof FILE_CATEGORIES)[number];

/** Largest upload the server accepts. */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

/** The text fields of the multipart upload, beside the `file` part. */
export const uploadFieldsSchema = z.object({
  name: z.string().trim().min(1, { error: 'This field is required.' }).max(255),
  category: z.enum(FILE_CATEGORIES, {
    error: `Category must be one of: ${FILE_CATEGORIES.join(', ')}.`,
  }),
  /** The uuid of the record the file belongs to. */
  uuid: z.uuid({ error: 'Must be a valid UUID.' }),
  model: z.enum(FILE_MODELS).optional(),
});

export const storedFileSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  original_name: z.string(),
  category: z.enum(FILE_CATEGORIES),
  owner_uuid: z.string(),
  model: z.enum(FILE_MODELS).nullable(),
  size: z.number(),
  content_type: z.string(),
  sha256: z.string(),
  approved: z.boolean(),
  uploaded_by: z.object({ id: z.number(), name: z.string() }),
  created_at: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/**
 * Spec §7 "POST url_upload/": a file fetched by the server from a web address (http or https),
 * stored as an upload of it would be; the address's last path segment names the original file.
 */
export const urlUploadSchema = uploadFieldsSchema.extend({
  url: z.url({ error: 'Enter a web address (http or https).', protocol: /^https?$/ }).max(2000),
});
export type UrlUpload = z.input<typeof urlUploadSchema>;

/**
 * The records the file screen can look up to show their files (our addition to §7), and the area
 * whose readers may look them up: a role sees the records of a model only where it reads them.
 */
export const FILE_OWNER_AREAS: Record<FileModel, Area> = {
  company: 'company',
  rfq: 'rfq',
  order: 'order',
  product: 'product',
  consolidation: 'consolidation',
  purchase_order: 'purchase',
};

export const fileOwnersQuerySchema = z.object({
  /** Matches the record's number or name (a product: part or serial number, label code). */
  search: searchSchema,
  /** The one record of this uuid (a pasted uuid, an address): none when there is no such record. */
  uuid: z.uuid({ error: 'Must be a valid UUID.' }).optional(),
});

/** A record files hang on, as the file screen lists it. */
export const fileOwnerSchema = z.object({
  uuid: z.string(),
  /** Its number or name. */
  label: z.string(),
  /** What tells it apart: the company of an RFQ or order, a product's description. */
  detail: z.string(),
  files_count: z.number(),
  /** When its newest file came, if it has any. */
  last_file_at: z.string().nullable(),
});
export type FileOwner = z.infer<typeof fileOwnerSchema>;

/** At most this many records answer a look-up. */
export const FILE_OWNERS_LIMIT = 30;

export const approveSchema = z.object({ approved: z.boolean({ error: 'Must be true or false.' }) });

const fileParams = z.object({ uuid: z.uuid() });
const mapParams = z.object({ model: z.enum(FILE_MODELS), ownerUuid: z.uuid() });
const ownersParams = z.object({
  model: z.enum(FILE_MODELS, {
    error: `Records can be looked up for: ${FILE_MODELS.join(', ')}.`,
  }),
});

export const fileEndpoints = {
  /** Multipart: `file` and the fields of uploadFieldsSchema. */
  upload: endpoint({
    method: 'POST',
    path: ':role/upload/',
    response: storedFileSchema,
    area: 'file',
    status: 201,
    multipart: true,
  }),
  /** A file the server fetches from a web address. */
  urlUpload: endpoint({
    method: 'POST',
    path: ':role/url_upload/',
    body: urlUploadSchema,
    response: storedFileSchema,
    area: 'file',
    status: 201,
  }),
  /** The file's bytes, as stored. */
  download: endpoint({
    method: 'GET',
    path: ':role/download/:uuid/',
    params: fileParams,
    response: z.never(),
    area: 'file',
    stream: true,
  }),
  map: endpoint({
    method: 'GET',
    path: ':role/files_map/:model/:ownerUuid/',
    params: mapParams,
    response: z.array(storedFileSchema),
    area: 'file',
  }),
  /**
   * Records of a model to pick from: with `search`, those matching it; without, those with files,
   * newest file first. Refused (400) to a role that does not read that model's records.
   */
  owners: endpoint({
    method: 'GET',
    path: ':role/file_owners/:model/',
    params: ownersParams,
    query: fileOwnersQuerySchema,
    response: z.array(fileOwnerSchema),
    area: 'file',
  }),
  approve: endpoint({
    method: 'PATCH',
    path: ':role/approve/:uuid/',
    params: fileParams,
    body: approveSchema,
    response: storedFileSchema,
    area: 'file',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: ':role/delete/:uuid/',
    params: fileParams,
    response: z.void(),
    area: 'file',
    status: 204,
  }),
};
