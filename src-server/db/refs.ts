/** Small helpers every area's queries use to shape rows into the shared types. */
import {
  sql,
  type Expression,
  type Insertable,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { Ref } from '../../src-shared/api/records.ts';
import type { RefItem } from '../../src-shared/api/home.ts';
import { RFQ_PRIORITIES } from '../../src-shared/domain/priority.ts';
import { joinSteps } from './joined.ts';
import type { Database } from './schema.ts';

/** A reference item as base_info gives it: code and symbol only where there is one. */
export function refItem(
  id: number,
  name: string | null,
  code?: string | null,
  symbol?: string | null,
): RefItem {
  return {
    id,
    name: name ?? '',
    ...(code ? { code } : {}),
    ...(symbol ? { symbol } : {}),
  };
}

/** The columns of a reference list a RefItem may carry besides id and name. */
type RefItemPart = 'code' | 'symbol';

/** A row read back from a joined reference list: `prefix_id`, `prefix_name` and its parts. */
type RefItemRow<P extends string, X extends RefItemPart, Id> = Record<`${P}_id`, Id> &
  Record<`${P}_name` | `${P}_${X}`, string | null>;

/**
 * A reference list joined as `alias` for its id, name and `parts`, read back as `prefix_id`,
 * `prefix_name`, `prefix_<part>`: the columns to select, and the RefItem they read back as (`of`
 * takes any row with these names, also one whose id came from the record itself; `orNull` is for
 * a left join, where a record may have none).
 */
function joinedRefItem<
  const T extends keyof Database,
  const A extends string,
  const P extends string,
  const X extends readonly RefItemPart[],
>(table: T, alias: A, prefix: P, parts: X) {
  const columns = [
    `${alias}.id as ${prefix}_id`,
    `${alias}.name as ${prefix}_name`,
    ...parts.map((part) => `${alias}.${part} as ${prefix}_${part}`),
  ] as unknown as readonly [
    `${A}.id as ${P}_id`,
    `${A}.name as ${P}_name`,
    ...{ readonly [K in keyof X]: `${A}.${X[K]} as ${P}_${X[K]}` },
  ];
  /** `row[prefix_<column>]` (undefined for a part this list does not carry). */
  const read = <V>(row: object, column: string) =>
    (row as Record<string, V>)[`${prefix}_${column}`] as V;
  const of = (row: RefItemRow<P, X[number], number>): RefItem =>
    refItem(
      read<number>(row, 'id'),
      read<string | null>(row, 'name'),
      read<string | null | undefined>(row, 'code'),
      read<string | null | undefined>(row, 'symbol'),
    );
  return {
    columns,
    ...joinSteps(table, alias, columns),
    of,
    orNull(row: RefItemRow<P, X[number], number | null>): RefItem | null {
      return read(row, 'id') !== null ? of(row as RefItemRow<P, X[number], number>) : null;
    },
  };
}

/** A currency joined as `cur`, with its code and symbol. */
export const joinedCurrency = joinedRefItem('ref_currency', 'cur', 'currency', ['code', 'symbol']);

/** A condition joined as `cond`, with its code. */
export const joinedCondition = joinedRefItem('ref_condition', 'cond', 'condition', ['code']);

/** A unit of measure joined as `u`, with its code. */
export const joinedUnit = joinedRefItem('ref_unit', 'u', 'unit', ['code']);

/** An offer's certificate type joined as `cert`, with its code. */
export const joinedCertificate = joinedRefItem('ref_certificate_type', 'cert', 'certificate', [
  'code',
]);

/** A part's ATA chapter joined as `ata`, with its code. */
export const joinedAtaChapter = joinedRefItem('ref_ata_chapter', 'ata', 'ata', ['code']);

/** A Ref from a nullable id and name (left joins). */
export function refOrNull(id: number | null, name: string | null): Ref | null {
  return id !== null ? { id, name: name ?? '' } : null;
}

/** "Name Surname" of a contact alias, or null when both are empty. */
export function contactName(alias: string): RawBuilder<string | null> {
  return sql<
    string | null
  >`nullif(trim(${sql.ref(`${alias}.name`)} || ' ' || ${sql.ref(`${alias}.surname`)}), '')`;
}

/**
 * A contact joined (left) as `alias` for its "Name Surname" (`contactName`), read back as
 * `prefix_name`; the referring record's own column gives the id. The join form of a named contact
 * (named-user.ts), for the lists whose plans keep their joins.
 */
export function joinedContactName<const A extends string, const P extends string>(
  alias: A,
  prefix: P,
) {
  return joinSteps('contact', alias, [contactName(alias).as(`${prefix}_name`)]);
}

/** The manager a record names in its `manager_id`, joined as `m` (`manager_name`). */
export const joinedManager = joinedContactName('m', 'manager');

/** "Name Surname" of the user's contact, else the username (who made, uploaded, changed a record). */
export function userName(contactAlias: string, userAlias: string): RawBuilder<string | null> {
  return sql<
    string | null
  >`coalesce(${contactName(contactAlias)}, ${sql.ref(`${userAlias}.username`)})`;
}

/** The priorities as an SQL array literal, most urgent first (constants, never input). */
const PRIORITY_ARRAY = sql.raw(`ARRAY[${RFQ_PRIORITIES.map((p) => `'${p}'`).join(', ')}]::text[]`);

/** SQL: the rank of a priority column (AOG 1, ..., STOCK 5), to sort by urgency. */
export function priorityRank(column: string): RawBuilder<number> {
  return sql<number>`array_position(${PRIORITY_ARRAY}, ${sql.ref(column)})`;
}

/** The next id of a table, taken before the insert: the record's number is made from it. */
export async function nextId(
  db: Kysely<Database>,
  table: 'rfq' | 'kp' | 'sales_order' | 'service_request' | 'consolidation' | 'assessment',
): Promise<number> {
  const result = await sql<{
    id: number;
  }>`SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::int AS id`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error(`No next id for ${table}.`);
  return row.id;
}

/** Today's calendar date in UTC, the day every date rule of the server counts from. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The calendar date `days` after (or, negative, before) an ISO date, counted in UTC. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** `PREFIX-YYYY-NNNNN`, numbered by the record's id (unique, never reused). */
export function documentNumber(prefix: string, id: number, date: string): string {
  return `${prefix}-${date.slice(0, 4)}-${String(id).padStart(5, '0')}`;
}

/** The tables of records numbered `PREFIX-YYYY-NNNNN` by their id. */
type NumberedTable = 'assessment' | 'consolidation' | 'rfq' | 'sales_order' | 'service_request';

/**
 * Inserts a numbered record and answers its id: the id taken first, the number made from it, then
 * the row with `values`. Each numbered record's create did these three steps.
 */
export async function insertNumbered<T extends NumberedTable>(
  db: Kysely<Database>,
  table: T,
  prefix: string,
  values: Omit<Insertable<Database[T]>, 'id' | 'number'>,
): Promise<number> {
  const id = await nextId(db, table);
  const number = documentNumber(prefix, id, todayIso());
  // Kysely cannot type one query over a union of tables: typed as one of them.
  type Row = Insertable<Database['consolidation']>;
  await db
    .insertInto(table as NumberedTable as 'consolidation')
    .values({ id, number, ...(values as Omit<Row, 'id' | 'number'>) })
    .execute();
  return id;
}

/**
 * One row of `table` per item of a list (a form's products or steps, a KP's rows), as `row` makes
 * it; none for an empty list, which a multi-row INSERT cannot take. Each write of a record's many
 * lines mapped its list into one INSERT so.
 */
export async function insertEach<T extends keyof Database, I>(
  db: Kysely<Database>,
  table: T,
  items: readonly I[],
  row: (item: I, index: number) => Insertable<Database[T]>,
): Promise<void> {
  if (items.length === 0) return;
  // Kysely cannot type one query over a generic table: typed as one of them.
  type Row = Insertable<Database['margin_step']>;
  await db
    .insertInto(table as keyof Database as 'margin_step')
    .values(items.map(row) as Row[])
    .execute();
}

/**
 * SQL: how many rows of `table` name the record `parent` (a column of the outer query) by their
 * `column`: the products of a consolidation, the counted products of a stocktaking, and the like.
 */
export function childCount<const T extends keyof Database & string>(
  table: T,
  column: keyof Database[T] & string,
  parent: string,
): RawBuilder<number> {
  return sql<number>`(SELECT count(*) FROM ${sql.table(table)}
    WHERE ${sql.ref(`${table}.${column}`)} = ${sql.ref(parent)})`;
}

/** How many rows `from` (a table with its joins) has where `condition` holds: a list's count. */
export async function countWhere<DB, TB extends keyof DB, O>(
  from: SelectQueryBuilder<DB, TB, O>,
  condition: Expression<SqlBool>,
): Promise<number> {
  const row = await from
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(condition)
    .executeTakeFirstOrThrow();
  // The builder's row type is lost in this generic function; the one column is `count`.
  return Number((row as { count: number | string }).count);
}

/**
 * The reader of a record's detail that is its list item and its products: the row of `select`
 * whose `idColumn` is the id, shaped by the list's `to`, with `products(db, id)`; undefined where
 * there is no such record. The assessment and the product request each read their detail so.
 */
export function detailWithProducts<DB, TB extends keyof DB, O, T, P>(
  select: (db: Kysely<Database>) => SelectQueryBuilder<DB, TB, O>,
  idColumn: string,
  to: (row: O) => T,
  products: (db: Kysely<Database>, id: number) => Promise<P[]>,
) {
  return async (db: Kysely<Database>, id: number): Promise<(T & { products: P[] }) | undefined> => {
    const byId = sql<SqlBool>`${sql.ref(idColumn)} = ${id}`;
    const row = await select(db).where(byId).executeTakeFirst();
    if (!row) return undefined;
    // The builder's row type is lost in this generic function; it is the select's O.
    return { ...to(row as O), products: await products(db, id) };
  };
}

/**
 * The ORDER BY term of a list's `ordering` ('field', or '-field' for descending), NULLS LAST. The
 * expression comes from the list's own fixed table (`fallback` for a field it lacks), never from
 * the request's text.
 */
export function orderTerm(
  ordering: string,
  expressions: Readonly<Record<string, string>>,
  fallback: string,
): RawBuilder<unknown> {
  const expression = expressions[ordering.replace(/^-/, '')] ?? fallback;
  return sql.raw(`${expression} ${ordering.startsWith('-') ? 'DESC' : 'ASC'} NULLS LAST`);
}

/** The reference lists that have a code of their own (beside the id the records name). */
type CodedRefTable =
  | 'ref_condition'
  | 'ref_country'
  | 'ref_currency'
  | 'ref_order_status'
  | 'ref_rfq_status'
  | 'ref_sale_type'
  | 'ref_unit';

/**
 * The id of the item of a reference list with this code (a code the server or a test names: it
 * exists; else this throws).
 */
export async function refIdByCode(
  db: Kysely<Database>,
  table: CodedRefTable,
  code: string,
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}
