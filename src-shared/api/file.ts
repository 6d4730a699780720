import { z } from 'zod';

/**
 * Files (spec §7 "Files"). A file belongs to a record through that record's uuid (`uuid`), is
 * listed per model with `files_map/{model}/{uuid}/`, and is itself addressed by its own uuid.
 */
export const FILE_PATHS = {
  map: (role: string, model: FileModel, ownerUuid: string) =>
    `${role}/files_map/${model}/${ownerUuid}/`,
  download: (role: string, fileUuid: string) => `${role}/download/${fileUuid}/`,
  remove: (role: string, fileUuid: string) => `${role}/delete/${fileUuid}/`,
  approve: (role: string, fileUuid: string) => `${role}/approve/${fileUuid}/`,
  upload: (role: string) => `${role}/upload/`,
  urlUpload: (role: string) => `${role}/url_upload/`,
} as const;

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

export interface StoredFile {
  uuid: string;
  name: string;
  original_name: string;
  category: FileCategory;
  owner_uuid: string;
  model: FileModel | null;
  size: number;
  content_type: string;
  sha256: string;
  approved: boolean;
  uploaded_by: { id: number; name: string };
  created_at: string;
}

export const approveSchema = z.object({ approved: z.boolean({ error: 'Must be true or false.' }) });
