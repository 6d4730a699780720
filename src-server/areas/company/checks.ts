/**
 * The checks the company area's writes share: references that must exist, our legal entities, the
 * unique company name, and unique indexes that catch what a check raced past. Creating and
 * changing a record run the same checks, so they answer with the same messages.
 */
import type {
  Expression,
  ExpressionBuilder,
  InsertQueryBuilder,
  InsertResult,
  Kysely,
  Selectable,
  SqlBool,
} from 'kysely';
import { sql } from 'kysely';
import type { CompanyCreate } from '../../../src-shared/api/company.ts';
import { COMPANY_CATEGORY } from '../../../src-shared/domain/constants.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, notFound, type FieldErrorCollector } from '../../http/errors.ts';
import { found, recordColumns, type IdTable } from '../../http/found.ts';

export const COMPANY_NAME_TAKEN = 'A company with this name already exists.';
const NOT_LEGAL_ENTITY = 'Must be one of our legal entities (company category 3).';

export function invalidPk(id: number): string {
  return `Invalid pk "${id}" - object does not exist.`;
}

/** Whether the record a form names exists: a reference list's item, a holding, a contact... */
export async function refExists(
  db: Kysely<Database>,
  table: IdTable,
  id: number,
): Promise<boolean> {
  return (await recordColumns(db, table, id, ['id'])) !== undefined;
}

/**
 * `columns` of the record a form's field names, or undefined with the field's error (invalidPk):
 * checkRefExists for a write that goes on to check the record's own columns.
 */
export async function fieldRecord<
  T extends IdTable,
  C extends keyof Selectable<Database[T]> & string,
>(
  db: Kysely<Database>,
  errors: FieldErrorCollector,
  field: string,
  table: T,
  id: number,
  columns: readonly C[],
): Promise<Pick<Selectable<Database[T]>, C> | undefined> {
  const record = await recordColumns(db, table, id, columns);
  if (!record) errors.add(field, invalidPk(id));
  return record;
}

/**
 * A field error unless the record a form names exists; a field left out or cleared (null) names
 * nothing and is not checked. Every write that takes a reference id checked it so, field by field.
 */
export async function checkRefExists(
  db: Kysely<Database>,
  errors: FieldErrorCollector,
  field: string,
  table: IdTable,
  id: number | null | undefined,
): Promise<void> {
  if (id !== undefined && id !== null && !(await refExists(db, table, id)))
    errors.add(field, invalidPk(id));
}

/**
 * A company of one of `categories` (our legal entities, our warehouses, consolidation points), or
 * a field error: an unknown id, or `otherKind` for a company of another category.
 */
export async function checkCompanyOfCategories(
  db: Kysely<Database>,
  errors: FieldErrorCollector,
  field: string,
  id: number,
  categories: readonly number[],
  otherKind: string,
): Promise<void> {
  const row = await fieldRecord(db, errors, field, 'company', id, ['category_id']);
  if (row && (row.category_id === null || !categories.includes(row.category_id)))
    errors.add(field, otherKind);
}

const NOT_AN_OWN_WAREHOUSE = 'Choose one of our warehouses.';

/**
 * The check that a field names a company of `categories`, `otherKind` refusing one of another
 * category: our warehouses and our legal entities are each checked so, from many writes.
 */
function companyOfCategoriesCheck(categories: readonly number[], otherKind: string) {
  return (
    db: Kysely<Database>,
    errors: FieldErrorCollector,
    field: string,
    id: number,
  ): Promise<void> => checkCompanyOfCategories(db, errors, field, id, categories, otherKind);
}

/** One of our warehouses (a product's, a stocktaking's), or a field error. */
export const checkOwnWarehouse = companyOfCategoriesCheck(
  [COMPANY_CATEGORY.ownWarehouse],
  NOT_AN_OWN_WAREHOUSE,
);

/** One of our legal entities (the RFQ head, a treaty, a quotation setting), or a field error. */
export const checkLegalEntity = companyOfCategoriesCheck(
  [COMPANY_CATEGORY.ownLegalEntity],
  NOT_LEGAL_ENTITY,
);

/** The records whose writes refuse a second one of the same key: companies and their parts. */
type KeyedTable = 'company' | 'company_address' | 'bank_property' | 'text_condition' | 'treaty';

/**
 * Whether a row of `table` other than `exceptId` (the row a change edits) matches `same`: the
 * "already on file" checks (a company name, one address per kind, an account once per currency,
 * one text per key, a treaty number once), which each wrote this query around their own match.
 */
export async function takenByAnother<T extends KeyedTable>(
  db: Kysely<Database>,
  table: T,
  same: (eb: ExpressionBuilder<Database, T>) => Expression<SqlBool>,
  exceptId?: number,
): Promise<boolean> {
  // Kysely cannot type one query over a union of tables: typed as one of them, matched as `T`.
  let query = db
    .selectFrom(table as KeyedTable as 'company')
    .select('id')
    .where((eb) => same(eb as unknown as ExpressionBuilder<Database, T>));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Whether another company (not `exceptId`) has this name, whatever its case. */
function companyNameTaken(db: Kysely<Database>, name: string, exceptId?: number): Promise<boolean> {
  const sameName = sql<string>`lower(name)`;
  return takenByAnother(db, 'company', (eb) => eb(sameName, '=', name.toLowerCase()), exceptId);
}

/** The parsed fields of a company create or update (the schema's output). */
type CompanyFields = {
  [K in keyof CompanyCreate]?: K extends 'category' | 'country'
    ? number
    : K extends 'holding_company' | 'manager'
      ? number | null
      : string;
};

/**
 * The database checks of the company form, for the fields given (all of them on create, the
 * changed ones on update): a free name, and references that exist.
 */
export async function checkCompanyFields(
  db: Kysely<Database>,
  errors: FieldErrorCollector,
  body: CompanyFields,
  exceptId?: number,
): Promise<void> {
  if (body.name !== undefined && (await companyNameTaken(db, body.name, exceptId)))
    errors.add('name', COMPANY_NAME_TAKEN);
  if (body.category !== undefined && !(await refExists(db, 'ref_company_category', body.category)))
    errors.add('category', invalidPk(body.category));
  if (body.country !== undefined && !(await refExists(db, 'ref_country', body.country)))
    errors.add('country', invalidPk(body.country));
  if (body.holding_company != null && !(await refExists(db, 'holding', body.holding_company)))
    errors.add('holding_company', invalidPk(body.holding_company));
  if (body.manager != null && !(await refExists(db, 'contact', body.manager)))
    errors.add('manager', invalidPk(body.manager));
}

/** A unique index caught a race the checks before it could not: same answer as the check. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const pgError = error as { code?: string; constraint?: string };
  return pgError.code === '23505' && pgError.constraint === constraint;
}

/** Runs a write; when the unique index `constraint` refuses it, the field error of its check. */
export async function uniqueOrFieldError<T>(
  write: () => Promise<T>,
  constraint: string,
  field: string,
  message: string,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) throw badRequest({ [field]: [message] });
    throw error;
  }
}

/**
 * Runs an insert (the builder itself) and answers the new row's id; when the unique index
 * `constraint` refuses it, the field error of its check (uniqueOrFieldError).
 */
export async function insertedIdOrFieldError<T extends IdTable>(
  insert: InsertQueryBuilder<Database, T, InsertResult>,
  constraint: string,
  field: string,
  message: string,
): Promise<number> {
  // Kysely cannot type `returning` over a generic table: typed as one of them, every one has an id.
  const known = insert as unknown as InsertQueryBuilder<Database, 'company', InsertResult>;
  const write = () => known.returning('id').executeTakeFirstOrThrow();
  const inserted = await uniqueOrFieldError(write, constraint, field, message);
  return inserted.id;
}

/** What a write to a company or its parts knows of the company it locked. */
export interface LockedCompany {
  id: number;
  uuid: string;
  name: string;
  category_id: number;
}

/**
 * The company row, locked for the rest of this write (404 when there is none). Writes to
 * a company's parts take `no key update` (RFQs may still be made for it meanwhile); a delete takes
 * `update`, so nothing can start to refer to the company while it checks what holds it.
 */
export async function lockCompany(
  db: Kysely<Database>,
  companyId: number,
  mode: 'parts' | 'delete' = 'parts',
): Promise<LockedCompany> {
  const query = db
    .selectFrom('company')
    .select(['id', 'uuid', 'name', 'category_id'])
    .where('id', '=', companyId);
  const company = await (
    mode === 'delete' ? query.forUpdate() : query.forNoKeyUpdate()
  ).executeTakeFirst();
  if (!company) throw notFound();
  return company;
}

/** What queries.ts reads a company's parts with: all of them, or the one with `partId`. */
export type PartsReader<T> = (
  db: Kysely<Database>,
  companyId: number,
  partId?: number,
) => Promise<T[]>;

/**
 * The reader of the part a write just made or changed, for the write's answer: `what` (named in
 * the error) is there, in the same transaction, or the server is wrong (an error, not a 404).
 */
export function writtenPartReader<T>(what: string, read: PartsReader<T>) {
  return async (db: Kysely<Database>, companyId: number, partId: number): Promise<T> => {
    const [part] = await read(db, companyId, partId);
    if (!part) throw new Error(`${what} ${partId} of company ${companyId} cannot be read.`);
    return part;
  };
}

/** A company's parts that its routes change and remove by id. */
export type CompanyPartTable =
  'company_address' | 'bank_property' | 'text_condition' | 'company_guiding';

/**
 * The first step of a change to one of a company's parts: the company locked, then the part read
 * as it is stored; 404 when either is not there (or the part is another company's).
 */
export async function lockedPart<T extends CompanyPartTable>(
  db: Kysely<Database>,
  companyId: number,
  table: T,
  partId: number,
): Promise<{ company: LockedCompany; part: Selectable<Database[T]> }> {
  const company = await lockCompany(db, companyId);
  // Kysely cannot type one query over a union of tables: typed as one of them, read as `T`'s row.
  const read = db
    .selectFrom(table as CompanyPartTable as 'bank_property')
    .selectAll()
    .where('company_id', '=', company.id)
    .where('id', '=', partId)
    .executeTakeFirst() as Promise<unknown> as Promise<Selectable<Database[T]> | undefined>;
  return { company, part: await found(read) };
}

/**
 * DELETE of one of a company's parts (an address, a bank property, a text condition): the company
 * locked, then the part removed; 404 when either is not there (or the part is another company's).
 */
export async function removeCompanyPart(
  db: Kysely<Database>,
  companyId: number,
  table: Exclude<CompanyPartTable, 'company_guiding'>,
  partId: number,
): Promise<void> {
  const company = await lockCompany(db, companyId);
  const removed = await db
    .deleteFrom(table)
    .where('company_id', '=', company.id)
    .where('id', '=', partId)
    .executeTakeFirst();
  if (removed.numDeletedRows === 0n) throw notFound();
}

/**
 * The optional texts of a create form as stored: each named field under its own name, '' where
 * the form left it out (the text columns take no null; a PATCH stores an emptied one so too).
 */
export function textsOrBlank<B extends object, const K extends keyof B>(
  body: B,
  keys: readonly K[],
): { [P in K]: NonNullable<B[P]> | '' } {
  const texts = {} as { [P in K]: NonNullable<B[P]> | '' };
  for (const key of keys) texts[key] = body[key] ?? '';
  return texts;
}

/**
 * The columns a PATCH sets, from the parsed body: each field the body has, renamed to its column.
 * An optional text the user emptied arrives as a present but undefined field (the schemas turn ''
 * into undefined) and is stored as ''; null stays null (a cleared reference).
 */
export function patchColumns<B extends object>(
  body: B,
  columns: { readonly [K in keyof B]-?: string },
): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  for (const key of Object.keys(body) as (keyof B & string)[]) {
    const column = columns[key];
    const value = body[key];
    set[column] = value === undefined ? '' : value;
  }
  return set;
}
