/** Validation of what the page sends to the browser host's dialog endpoints (host-protocol.ts). */
import { z } from 'zod';
import type { DialogAnswer, DialogListRequest } from '../../src-shared/host-protocol.ts';

const dialogIdSchema = z.uuid();
const folderSchema = z.string().min(1, { error: 'Enter a folder.' }).max(4096);

export const dialogAnswerSchema = z.object({
  id: dialogIdSchema,
  choice: z
    .object({
      folder: folderSchema,
      fileName: z.string().max(255),
      overwrite: z.boolean().default(false),
    })
    .nullable(),
}) satisfies z.ZodType<DialogAnswer, unknown>;
export type ParsedDialogAnswer = z.output<typeof dialogAnswerSchema>;

export const dialogListSchema = z.object({
  id: dialogIdSchema,
  folder: folderSchema,
}) satisfies z.ZodType<DialogListRequest, unknown>;
