/**
 * Column lists from which both a SELECT and its row mapper come. Each area's `toX(row)` used to
 * name every column twice (`'t.number'` in the select, `number: row.number` in the mapper), and
 * the same reference joined as `{ id, name }` was spelled out again in every area: here a field,
 * or a joined reference, is named once and gives both the columns to select and what they read
 * back as.
 */
import type { Ref } from '../../src-shared/api/records.ts';
import type { CountryRef } from '../../src-shared/api/company.ts';
import { joinSteps } from './joined.ts';
import { refOrNull } from './refs.ts';
import type { Database } from './schema.ts';

/** The named fields of a row, in the order given (so an answer's keys keep their order). */
export function pick<R, K extends keyof R>(row: R, keys: readonly K[]): Pick<R, K> {
  const picked = {} as Pick<R, K>;
  for (const key of keys) picked[key] = row[key];
  return picked;
}

/**
 * Columns of the table under `alias` read under their own names: `columns` for the select
 * (`alias.field`, typed, so the row keeps each column's type), `of(row)` for the answer (the same
 * fields copied as they are, in this order).
 */
export function ownColumns<const A extends string, const F extends readonly string[]>(
  alias: A,
  fields: F,
) {
  return {
    columns: fields.map((field) => `${alias}.${field}`) as unknown as {
      readonly [K in keyof F]: `${A}.${F[K] & string}`;
    },
    of<R extends Record<F[number], unknown>>(row: R): Pick<R, F[number]> {
      return pick(row, fields);
    },
  };
}

type RefRow<P extends string, Id, Name> = Record<`${P}_id`, Id> & Record<`${P}_name`, Name>;

/** `row[key]`, for the keys made from a prefix, which TS cannot index a generic row by. */
function field<V>(row: object, key: string): V {
  return (row as Record<string, V>)[key] as V;
}

/**
 * A record of `table` joined as `alias` for its id and name, read back as `prefix_id` and
 * `prefix_name`:
 * `columns` to select, `of` the Ref of an inner join, `orNull` that of a left join (null where
 * the record has none). `of` and `orNull` take any row with the two names, also one whose id came
 * from the referring record itself (`selectAll`).
 */
export function joinedRef<
  const T extends keyof Database,
  const A extends string,
  const P extends string,
>(table: T, alias: A, prefix: P) {
  const columns = [`${alias}.id as ${prefix}_id`, `${alias}.name as ${prefix}_name`] as const;
  return {
    columns,
    /** The join of `table` as `alias` with these columns, as one step (joinSteps). */
    ...joinSteps(table, alias, columns),
    /** The name alone, where the referring record's own columns (`selectAll`) give the id. */
    nameColumn: `${alias}.name as ${prefix}_name` as const,
    of(row: RefRow<P, number, string>): Ref {
      return { id: field(row, `${prefix}_id`), name: field(row, `${prefix}_name`) };
    },
    orNull(row: RefRow<P, number | null, string | null>): Ref | null {
      return refOrNull(field(row, `${prefix}_id`), field(row, `${prefix}_name`));
    },
  };
}

type CountryRow<P extends string> = RefRow<P, number | null, string | null> &
  Record<`${P}_code`, string | null>;

/**
 * A country joined (left) as `alias` for a record that may have none, read back as `prefix_id`,
 * `prefix_name` and `prefix_code`: the columns and the CountryRef (or null) they read back as.
 */
export function joinedCountry<const A extends string, const P extends string>(alias: A, prefix: P) {
  const columns = [
    `${alias}.id as ${prefix}_id`,
    `${alias}.name as ${prefix}_name`,
    `${alias}.code as ${prefix}_code`,
  ] as const;
  return {
    columns,
    /** The join of ref_country as `alias` with these columns, as one step (joinSteps). */
    ...joinSteps('ref_country', alias, columns),
    orNull(row: CountryRow<P>): CountryRef | null {
      const id = field<number | null>(row, `${prefix}_id`);
      const name = field<string | null>(row, `${prefix}_name`);
      const code = field<string | null>(row, `${prefix}_code`);
      return id !== null ? { id, name: name ?? '', code: code ?? '' } : null;
    },
  };
}

/**
 * Numeric columns of the table under `alias` (PostgreSQL numerics arrive as text): `columns` for
 * the select, `of(row)` the same fields as numbers, in this order.
 */
export function numberColumns<const A extends string, const F extends readonly string[]>(
  alias: A,
  fields: F,
) {
  return {
    columns: ownColumns(alias, fields).columns,
    of(row: Record<F[number], number | string>): Record<F[number], number> {
      const numbers = {} as Record<F[number], number>;
      for (const key of fields as readonly F[number][]) numbers[key] = Number(row[key]);
      return numbers;
    },
  };
}
