/**
 * Who reaches which record's files. Reading: staff reach every record's, a client only its own
 * company's (anything else is "not found", as if it were not there). Changing (upload/,
 * url_upload/, approve/, delete/): the record must exist as a record of the model named, be one
 * the user reads, and be of a model whose records the role writes (canChangeFilesOf, the one rule
 * the renderer offers by too).
 */
import type { Kysely } from 'kysely';
import { FILE_MODEL_ONE, FILE_MODELS, type FileModel } from '../../../src-shared/api/file.ts';
import { canChangeFilesOf } from '../../../src-shared/domain/permissions.ts';
import type { Role } from '../../../src-shared/domain/roles.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';

/**
 * The tables of each model's records (each with its own uuid). A consolidation's logistic and
 * customs documents hold files of their own, on the document's uuid (consolidation/queries.ts
 * counts them), as records of the consolidation.
 */
const RECORD_TABLES = {
  company: ['company'],
  rfq: ['rfq'],
  order: ['sales_order'],
  product: ['product'],
  consolidation: ['consolidation', 'consolidation_document'],
  purchase_order: ['purchase_order'],
} as const satisfies Record<
  FileModel,
  readonly (
    | 'company'
    | 'rfq'
    | 'sales_order'
    | 'product'
    | 'consolidation'
    | 'consolidation_document'
    | 'purchase_order'
  )[]
>;

/** Why a write of files is refused for a uuid no record of the model has. */
export function noRecordOf(model: FileModel | undefined): string {
  return model ? `No ${FILE_MODEL_ONE[model]} has this uuid.` : 'No record has this uuid.';
}

export const FILES_NOT_YOURS = 'Your role does not change the files of these records.';

/** A client may reach only files attached to its own company. */
export async function ownerAllowed(
  db: Kysely<Database>,
  ownerUuid: string,
  clientCompanyId: number | null,
): Promise<boolean> {
  if (clientCompanyId === null) return true;
  const company = await db
    .selectFrom('company')
    .select('uuid')
    .where('id', '=', clientCompanyId)
    .executeTakeFirst();
  return company?.uuid === ownerUuid;
}

/** The first of `models` that has a record of this uuid (uuids are random: one at most). */
async function modelOfRecord(
  db: Kysely<Database>,
  uuid: string,
  models: readonly FileModel[],
): Promise<FileModel | undefined> {
  for (const model of models) {
    for (const table of RECORD_TABLES[model]) {
      const found = await db
        .selectFrom(table)
        .select('uuid')
        .where('uuid', '=', uuid)
        .executeTakeFirst();
      if (found) return model;
    }
  }
  return undefined;
}

interface FileWriter {
  /** The roles the user acts with (actingRoles). */
  roles: readonly Role[];
  clientCompanyId: number | null;
}

/**
 * Refuses, before anything is written, files for a record that is not there (400 on `uuid`: a
 * uuid typed on the file screen), not the user's to read (404, as files_map/ answers it) or of a
 * model the role does not write (403). Without a model the uuid may name a record of any model.
 */
export async function checkRecordToAttachTo(
  db: Kysely<Database>,
  target: { uuid: string; model?: FileModel | undefined },
  writer: FileWriter,
): Promise<void> {
  const model = await modelOfRecord(db, target.uuid, target.model ? [target.model] : FILE_MODELS);
  if (!model) throw badRequest({ uuid: [noRecordOf(target.model)] });
  if (!(await ownerAllowed(db, target.uuid, writer.clientCompanyId))) throw notFound();
  if (!canChangeFilesOf(writer.roles, model)) throw forbidden(FILES_NOT_YOURS);
}

/**
 * Refuses (403) an approval or a deletion of a file whose record is of a model the role does not
 * write. A file stored without a model is its record's: the model of the record its uuid names
 * (one that names no record any more is left to file write alone).
 */
export async function checkFileToChange(
  db: Kysely<Database>,
  file: { owner_uuid: string; model: FileModel | null },
  writer: FileWriter,
): Promise<void> {
  const model = file.model ?? (await modelOfRecord(db, file.owner_uuid, FILE_MODELS));
  if (model && !canChangeFilesOf(writer.roles, model)) throw forbidden(FILES_NOT_YOURS);
}
