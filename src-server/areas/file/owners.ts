/**
 * The records of a model that files hang on, for the file screen's picker (file_owners/): by a
 * search on their number or name, or, without one, those that have files, newest file first; or
 * the one record of a uuid (what a pasted uuid names). Each
 * with how many files it has, counted as files_map/ lists them (its model's, or of no model).
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { FILE_OWNERS_LIMIT, type FileOwner, type FileModel } from '../../../src-shared/api/file.ts';
import { productIdOfLabel, productLabelCode } from '../../../src-shared/domain/product.ts';
import type { Database } from '../../db/schema.ts';
import { escapeLike } from '../../http/search.ts';

interface OwnerSource {
  /** Rows aliased `o` (with the joins the label and detail need). */
  from: RawBuilder<unknown>;
  label: RawBuilder<string>;
  detail: RawBuilder<string>;
  /** The columns a search matches. */
  searched: readonly RawBuilder<string>[];
}

const SOURCES: Record<FileModel, OwnerSource> = {
  company: {
    from: sql`company o LEFT JOIN ref_country ct ON ct.id = o.country_id`,
    label: sql`o.name`,
    detail: sql`coalesce(ct.name, '')`,
    searched: [sql`o.name`],
  },
  rfq: {
    from: sql`rfq o JOIN company c ON c.id = o.company_id`,
    label: sql`o.number`,
    detail: sql`c.name`,
    searched: [sql`o.number`, sql`c.name`],
  },
  order: {
    from: sql`sales_order o JOIN company c ON c.id = o.company_id`,
    label: sql`o.number`,
    detail: sql`concat_ws(' · ', c.name, nullif('PO ' || o.po_number, 'PO '))`,
    searched: [sql`o.number`, sql`o.po_number`, sql`c.name`],
  },
  product: {
    from: sql`product o`,
    label: sql`o.part_number`,
    detail: sql`concat_ws(' · ', nullif('SN ' || o.serial_number, 'SN '), nullif(o.description, ''))`,
    searched: [sql`o.part_number`, sql`o.serial_number`],
  },
  consolidation: {
    from: sql`consolidation o`,
    label: sql`o.number`,
    detail: sql`replace(o.status, '_', ' ')`,
    searched: [sql`o.number`],
  },
  purchase_order: {
    from: sql`purchase_order o JOIN company s ON s.id = o.supplier_id`,
    label: sql`o.number`,
    detail: sql`concat_ws(' · ', s.name, nullif(o.name, ''))`,
    searched: [sql`o.number`, sql`o.name`, sql`s.name`],
  },
};

/** Why a role may not look up a model's records (it does not read them). */
export function lookUpRefused(model: FileModel): string {
  return `Your role does not read ${PLURALS[model]}: open the record by its uuid instead.`;
}

const PLURALS: Record<FileModel, string> = {
  company: 'companies',
  rfq: 'RFQs',
  order: 'orders',
  product: 'products',
  consolidation: 'consolidations',
  purchase_order: 'purchase orders',
};

export async function findFileOwners(
  db: Kysely<Database>,
  model: FileModel,
  { search, uuid }: { search?: string | undefined; uuid?: string | undefined },
): Promise<FileOwner[]> {
  const source = SOURCES[model];
  const pattern = search ? `%${escapeLike(search)}%` : undefined;
  // A product's label code (scanned or typed) finds that product.
  const labelled = model === 'product' && search ? productIdOfLabel(search) : null;
  const matches = pattern
    ? sql.join(
        [
          ...source.searched.map((column) => sql`${column} ILIKE ${pattern}`),
          ...(labelled !== null ? [sql`o.id = ${labelled}`] : []),
        ],
        sql` OR `,
      )
    : sql`TRUE`;
  const result = await sql<{
    id: number;
    uuid: string;
    label: string;
    detail: string;
    files_count: string;
    last_file_at: Date | null;
  }>`
    SELECT o.id, o.uuid, ${source.label} AS label, ${source.detail} AS detail,
      count(f.id) AS files_count, max(f.created_at) AS last_file_at
    FROM ${source.from}
    LEFT JOIN stored_file f ON f.owner_uuid = o.uuid AND (f.model = ${model} OR f.model IS NULL)
    WHERE ${matches} AND ${uuid ? sql`o.uuid = ${uuid}` : sql`TRUE`}
    GROUP BY o.id, o.uuid, label, detail
    HAVING ${pattern || uuid ? sql`TRUE` : sql`count(f.id) > 0`}
    ORDER BY max(f.created_at) DESC NULLS LAST, label, o.id
    LIMIT ${FILE_OWNERS_LIMIT}`.execute(db);
  return result.rows.map((row) => ({
    uuid: row.uuid,
    label: row.label,
    // A product is told from another of its part number by its label code.
    detail: model === 'product' ? [productLabelCode(row.id), row.detail].join(' · ') : row.detail,
    files_count: Number(row.files_count),
    last_file_at: row.last_file_at?.toISOString() ?? null,
  }));
}
