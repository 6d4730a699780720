import type { RowData, Table } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { AreaLink } from './AreaLink.tsx';
import { formatDate, formatInteger, formatMoney, formatPercent, text } from '../lib/format.ts';
import { dataColumnHelper, type DataColumnDef, type DataFeatures } from './DataTable.tsx';
import { TwoLines } from './TwoLines.tsx';

/** The keys of T whose values are of type V (so a money column cannot be pointed at a name). */
type KeyOf<T, V> = { [K in keyof T]-?: T[K] extends V ? K : never }[keyof T] & string;

/** A record the row names (a person, a warehouse, a company). */
type Named = { name: string } | null | undefined;

/** Where a column's value comes from: a field of the row, or one derived from it under an id. */
type Source<T, V> = KeyOf<T, V> | { id: string; value: (row: T) => V };

interface ColumnOptions {
  /** The name in menus and exports; the header when not given. */
  label?: string;
  /** How the value stands out: bold for the key figures, muted for the internal ones. */
  tone?: 'strong' | 'muted';
  /** 'off': the server cannot sort by it; 'descFirst': the largest (latest) first. */
  sorting?: 'off' | 'descFirst';
  /** 'end' for figures; the numeric kinds are always so. */
  align?: 'end';
  /** 'off': always shown, the column a row is known by (its number). */
  hiding?: 'off';
  /** true: takes the width the table has to spare (DataTable's `grow`); `size` is its least. */
  grow?: true;
}

/** The two sorting options most columns take, named once. */
export const UNSORTED: ColumnOptions = { sorting: 'off' };
export const DESC_FIRST: ColumnOptions = { sorting: 'descFirst' };

const TONE_CLASS = { strong: 'cell-strong', muted: 'muted' } as const;

function toned(value: string, tone: ColumnOptions['tone']): ReactNode {
  return tone ? <span className={TONE_CLASS[tone]}>{value}</span> : value;
}

/**
 * The column shapes every table repeats (a money amount, a count, a percent, a date, a plain or a
 * long text), typed to one row so a key of the wrong type does not compile. The column id is the
 * key (or the given id), as with `helper.accessor('key', ...)`, so saved column layouts still match.
 */
export function columnKit<T extends RowData>() {
  const helper = dataColumnHelper<T>();
  function make<V>(
    source: Source<T, V>,
    header: string,
    size: number,
    options: ColumnOptions,
    defaultAlign: 'end' | undefined,
    render: ((value: V, row: T, table: Table<DataFeatures, T>) => ReactNode) | undefined,
  ): DataColumnDef<T> {
    const id = typeof source === 'string' ? source : source.id;
    const value = typeof source === 'string' ? (row: T) => row[source] as V : source.value;
    const label = options.label ?? header;
    const align = options.align ?? defaultAlign;
    return helper.accessor(value, {
      id,
      header,
      size,
      ...(options.hiding === 'off' ? { enableHiding: false } : {}),
      ...(options.sorting === 'off' ? { enableSorting: false } : {}),
      ...(options.sorting === 'descFirst' ? { sortDescFirst: true } : {}),
      meta: { label, ...(align ? { align } : {}), ...(options.grow ? { grow: true } : {}) },
      ...(render ? { cell: (info) => render(info.getValue(), info.row.original, info.table) } : {}),
    }) as DataColumnDef<T>;
  }
  type Maker<V> = (
    source: Source<T, V>,
    header: string,
    size: number,
    options?: ColumnOptions,
  ) => DataColumnDef<T>;
  const plain: Maker<unknown> = (source, header, size, options = {}) =>
    make(source, header, size, options, undefined, undefined);
  const money: Maker<number | null> = (source, header, size, options = {}) =>
    make(source, header, size, options, 'end', (v) => toned(formatMoney(v), options.tone));
  const integer: Maker<number | null> = (source, header, size, options = {}) =>
    make(source, header, size, options, 'end', (v) => toned(formatInteger(v), options.tone));
  const percent: Maker<number | null> = (source, header, size, options = {}) =>
    make(source, header, size, options, 'end', (v) => toned(formatPercent(v), options.tone));
  const date: Maker<string | null> = (source, header, size, options = {}) =>
    make(source, header, size, options, undefined, (v) => toned(formatDate(v), options.tone));
  /** A short text shown as is, '—' when empty. */
  const shortText: Maker<string | null> = (source, header, size, options = {}) =>
    make(source, header, size, options, undefined, (v) => toned(text(v), options.tone));
  /** A record the row points to, by its name ('—' when there is none); the column id is the key. */
  const named = (key: KeyOf<T, Named>, header: string, size: number, options: ColumnOptions = {}) =>
    make(
      { id: key, value: (row) => (row[key] as Named)?.name ?? '' },
      header,
      size,
      options,
      undefined,
      (v) => toned(text(v), options.tone),
    );
  /** A value that must stand out (a name, a number), shown as is. */
  const strong: Maker<string> = (source, header, size, options = {}) =>
    make(source, header, size, options, undefined, (v) => <span className="cell-strong">{v}</span>);
  /** What a row is known by (its number, its part number): bold, monospaced, always shown. */
  const key: Maker<string> = (source, header, size, options = {}) =>
    make(source, header, size, { hiding: 'off', ...options }, undefined, (v) => (
      <span className="cell-strong mono">{v}</span>
    ));
  /** A yes/no shown as a tag (`tag`, a ReactNode) when yes, and as nothing (`no`) when not. */
  const mark = (
    source: Source<T, boolean>,
    header: string,
    size: number,
    tag: ReactNode,
    options: ColumnOptions & { no?: ReactNode } = UNSORTED,
  ) => make(source, header, size, options, undefined, (v) => (v ? tag : (options.no ?? '')));
  /** A count of the active of all ("3/5"): `active` the column's value, `all` beside it. */
  const ratio = (
    source: Source<T, number>,
    header: string,
    size: number,
    all: (row: T) => number,
    options: ColumnOptions = UNSORTED,
  ) => make(source, header, size, options, 'end', (v, row) => `${v}/${all(row)}`);
  /** A record of another area by its number, linked to where `to` says ('—' when nowhere). */
  const link = (
    source: Source<T, string>,
    header: string,
    size: number,
    to: (row: T) => string | null,
    options: ColumnOptions & { empty?: string } = UNSORTED,
  ) =>
    make(source, header, size, options, undefined, (v, row) => {
      const target = to(row);
      return target ? (
        <AreaLink to={target} className="mono">
          {v}
        </AreaLink>
      ) : (
        (options.empty ?? '—')
      );
    });
  /** A long text cut by the column's width: the whole of it on hover (lib/cutTextTitles.ts). */
  const longText: Maker<string> = (source, header, size, options = {}) =>
    make(source, header, size, options, undefined, (v) => text(v));
  /**
   * A document's amount in its currency: the figure bold, the currency (`currency`) muted after it;
   * under it, in red, what `warning` says of the row (a penalty that comes off it), when anything.
   */
  const amount = (
    source: Source<T, number>,
    header: string,
    size: number,
    currency: (row: T) => string,
    options: ColumnOptions & { warning?: (row: T) => string | null } = {},
  ) =>
    make(source, header, size, options, 'end', (v, row) => {
      const figure = (
        <>
          {formatMoney(v)} <span className="muted">{currency(row)}</span>
        </>
      );
      if (!options.warning) return <span className="cell-strong">{figure}</span>;
      return (
        <TwoLines className="cell-strong" sub={options.warning(row)} subClassName="danger">
          {figure}
        </TwoLines>
      );
    });
  /**
   * Where a record stands, in the one word `label` gives, as a tag coloured by `tagClass` and named
   * `testId` for tests (the server sorts by no such word).
   */
  const stateTag = (
    label: (row: T) => string,
    tagClass: (label: string) => string,
    testId: string,
  ) =>
    make({ id: 'state', value: label }, 'State', 100, UNSORTED, undefined, (v) => (
      <span className={tagClass(v)} data-testid={testId}>
        {v}
      </span>
    ));
  /**
   * A text with a smaller second line under it from another field of the row (`sub.value`),
   * which gives way to that field's own column (`sub.column`) when the user shows it: the default
   * columns fit a 1440 px window beside the sidebar, and nothing is said twice. Either line the
   * column cuts says itself whole on hover (lib/cutTextTitles.ts).
   */
  const withSub = (
    source: Source<T, string | number>,
    header: string,
    size: number,
    sub: { value: (row: T) => string | null | undefined; column: string },
    options: ColumnOptions & { mono?: boolean } = {},
  ) =>
    make(
      source,
      header,
      size,
      options,
      undefined,
      (v: string | number, row: T, table: Table<DataFeatures, T>) => {
        const line = table.getColumn(sub.column)?.getIsVisible() ? null : sub.value(row) || null;
        const tone = options.tone ? TONE_CLASS[options.tone] : '';
        const className = `${tone}${options.mono ? ' mono' : ''}`.trim();
        return (
          <TwoLines className={className || undefined} sub={line}>
            {typeof v === 'number' ? formatInteger(v) : text(v)}
          </TwoLines>
        );
      },
    );
  /** A column with a cell of its own (a tag, a link), from a field of the row or a derived value. */
  function cell<K extends keyof T & string>(
    source: K,
    header: string,
    size: number,
    render: (value: T[K], row: T) => ReactNode,
    options?: ColumnOptions,
  ): DataColumnDef<T>;
  function cell<V>(
    source: { id: string; value: (row: T) => V },
    header: string,
    size: number,
    render: (value: V, row: T) => ReactNode,
    options?: ColumnOptions,
  ): DataColumnDef<T>;
  function cell(
    source: string | { id: string; value: (row: T) => unknown },
    header: string,
    size: number,
    render: (value: unknown, row: T) => ReactNode,
    options: ColumnOptions = {},
  ): DataColumnDef<T> {
    return make(source as Source<T, unknown>, header, size, options, undefined, render);
  }
  return {
    helper,
    cell,
    key,
    mark,
    ratio,
    link,
    plain,
    strong,
    money,
    amount,
    integer,
    percent,
    date,
    text: shortText,
    named,
    longText,
    withSub,
    stateTag,
  };
}

/** A row's condition (NE, OH, SV…) by its code, else its name: where a condition column reads. */
export const CONDITION_SOURCE = {
  id: 'condition',
  value: (row: { condition?: { code?: string | undefined; name: string } | null | undefined }) =>
    row.condition?.code ?? row.condition?.name ?? '',
};

/** `#`: the line's place in its document. */
export function indexColumn<T extends { index: number }>(): DataColumnDef<T> {
  return dataColumnHelper<T>().accessor((row) => row.index, {
    id: 'index',
    header: '#',
    size: 40,
    meta: { label: 'Line', align: 'end' },
  });
}

/** Where a column of controls stands: `align`, and `inMenu`/`hiding` when it is always shown. */
interface ControlsOptions {
  align?: 'end';
  /** false: the column menu does not list it. */
  inMenu?: false;
  /** 'off': it cannot be hidden. */
  hiding?: 'off';
}

/**
 * A column of buttons (a row's actions, its choose button) rather than of a value: nothing to
 * sort by, and its header (`label`) is for screen readers only. The tables wrote this display
 * column out each time with only the id, size and cell changing.
 */
export function controlsColumn<T extends RowData>(
  id: string,
  label: string,
  size: number,
  cell: (row: T) => ReactNode,
  { align, inMenu, hiding }: ControlsOptions = {},
): DataColumnDef<T> {
  return dataColumnHelper<T>().display({
    id,
    size,
    enableSorting: false,
    ...(hiding === 'off' ? { enableHiding: false } : {}),
    header: () => <span className="sr-only">{label}</span>,
    meta: { label, ...(align ? { align } : {}), ...(inMenu === false ? { inMenu } : {}) },
    cell: (info) => cell(info.row.original),
  });
}
