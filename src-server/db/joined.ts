/**
 * A joined piece's join, as one step of a select: `query.$call(piece.join(column))` joins the
 * piece's table under its alias on the referring column and selects the piece's columns. Every
 * area wrote the same join (`'ref_currency as cur', 'cur.id', …`) beside the same columns; here a
 * piece names its table and alias once, with its columns. The SQL is the join written out (not a
 * subquery), at the place of the step, so a query's plan is the one it had.
 */
import type { AnyColumnWithTable, SelectQueryBuilder, Selection } from 'kysely';
import type { Database } from './schema.ts';

type Nullable<T> = { [K in keyof T]: T[K] | null };

/** The builder after a step: the alias's table added, and the piece's columns in its rows. */
type Joined<
  DB,
  TB extends keyof DB,
  O,
  A extends string,
  R,
  C extends readonly unknown[],
> = SelectQueryBuilder<DB & Record<A, R>, TB | A, O & Selection<Record<A, R>, A, C[number]>>;

/**
 * What a step on `column` makes of a query: the joined builder where `column` is one of the
 * query's own (`alias.column`), else a type with nothing of a builder, so that a misspelt or
 * foreign referring column fails to type-check at the step's next use.
 */
type Checked<DB, TB extends keyof DB, K extends string, J> =
  K extends AnyColumnWithTable<DB, TB> ? J : { referringColumnNotInQuery: K };

/**
 * The steps that join `table` as `alias` and select `columns` (over that alias): `join` an inner
 * join, for a column the referring record always fills; `leftJoin` a left one, every column
 * then nullable. The joined row is the one whose `key` (its id, unless named: a record's one
 * row of a table keyed by the record, say) equals the referring column.
 */
export function joinSteps<
  const T extends keyof Database,
  const A extends string,
  const C extends readonly unknown[],
>(table: T, alias: A, columns: C, key?: keyof Database[T] & string) {
  const step =
    <R, K extends string>(left: boolean, column: K) =>
    <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) => {
      // Kysely cannot type a join on a builder whose tables are a type parameter: the join is
      // made on a stand-in type, and the result typed by what it adds (Joined).
      const known = query as unknown as SelectQueryBuilder<Database, 'company', object>;
      const target = `${table} as ${alias}` as 'company as c';
      const on = [`${alias}.${key ?? 'id'}`, column] as unknown as ['c.id', 'c.id'];
      const withJoin = left ? known.leftJoin(target, ...on) : known.innerJoin(target, ...on);
      const selecting = withJoin as unknown as typeof known;
      return selecting.select(columns as unknown as readonly 'company.id'[]) as unknown as Checked<
        DB,
        TB,
        K,
        Joined<DB, TB, O, A, R, C>
      >;
    };
  return {
    join: <const K extends string>(column: K) => step<Database[T], K>(false, column),
    leftJoin: <const K extends string>(column: K) => step<Nullable<Database[T]>, K>(true, column),
  };
}
