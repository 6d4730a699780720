import type { RowData } from '@tanstack/react-table';
import { formatDate, formatInteger, formatMoney, text } from '../lib/format.ts';
import { dataColumnHelper, type DataColumnDef } from './DataTable.tsx';

/** The keys of T whose values are of type V (so a money column cannot be pointed at a name). */
type KeyOf<T, V> = { [K in keyof T]-?: T[K] extends V ? K : never }[keyof T] & string;

interface ColumnOptions {
  /** The name in menus and exports; the header when not given. */
  label?: string;
  /** How the value stands out: bold for the key figures, muted for the internal ones. */
  tone?: 'strong' | 'muted';
}

const TONE_CLASS = { strong: 'cell-strong', muted: 'muted' } as const;

function toned(value: string, tone: ColumnOptions['tone']) {
  return tone ? <span className={TONE_CLASS[tone]}>{value}</span> : value;
}

/**
 * The column shapes every table of documents repeats (a line number, a money amount, a date, a
 * plain or a long text), typed to one row so a key of the wrong type does not compile. The
 * column id is the key, as with `helper.accessor('key', ...)`, so saved column layouts still match.
 */
export function columnKit<T extends RowData>() {
  const helper = dataColumnHelper<T>();
  return {
    helper,
    money: (key: KeyOf<T, number>, header: string, size: number, options: ColumnOptions = {}) =>
      helper.accessor((row) => row[key] as number, {
        id: key,
        header,
        size,
        meta: { label: options.label ?? header, align: 'end' },
        cell: (info) => toned(formatMoney(info.getValue()), options.tone),
      }) as DataColumnDef<T>,
    date: (key: KeyOf<T, string | null>, header: string, size: number, label = header) =>
      helper.accessor((row) => row[key] as string | null, {
        id: key,
        header,
        size,
        meta: { label },
        cell: (info) => formatDate(info.getValue()),
      }) as DataColumnDef<T>,
    /** A short text shown as is, '—' when empty. */
    text: (key: KeyOf<T, string | null>, header: string, size: number, label = header) =>
      helper.accessor((row) => row[key] as string | null, {
        id: key,
        header,
        size,
        meta: { label },
        cell: (info) => text(info.getValue()),
      }) as DataColumnDef<T>,
    /** A long text cut by the column's width: the whole of it in the tooltip. */
    longText: (key: KeyOf<T, string>, header: string, size: number, label = header) =>
      helper.accessor((row) => row[key] as string, {
        id: key,
        header,
        size,
        meta: { label },
        cell: (info) => <span title={info.getValue()}>{text(info.getValue())}</span>,
      }) as DataColumnDef<T>,
  };
}

/** `#`: the line's place in its document. */
export function indexColumn<T extends { index: number }>(): DataColumnDef<T> {
  return dataColumnHelper<T>().accessor((row) => row.index, {
    id: 'index',
    header: '#',
    size: 40,
    meta: { label: 'Line', align: 'end' },
  });
}

/** The quantity with its unit of measure. */
export function quantityColumn<
  T extends { quantity: number; unit: { code?: string | null | undefined } },
>(size: number): DataColumnDef<T> {
  return dataColumnHelper<T>().accessor((row) => row.quantity, {
    id: 'quantity',
    header: 'Qty',
    size,
    meta: { label: 'Quantity', align: 'end' },
    cell: (info) => `${formatInteger(info.getValue())} ${info.row.original.unit.code ?? ''}`,
  });
}
