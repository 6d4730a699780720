/**
 * Builds the SheetDescription the bridge's Excel writer renders (src-shared/bridge.ts). Pure: the
 * writer in main only renders and saves, and this is tested without writing a file.
 */
import type { SheetDescription } from '../../src-shared/bridge.ts';
import type { SHEET_FORMATS } from '../../src-shared/bridge.ts';

export type SheetFormat = (typeof SHEET_FORMATS)[number];
export type SheetCell = string | number | boolean | null;

export interface ExportColumn<T> {
  key: string;
  header: string;
  format?: SheetFormat;
  width?: number;
  value: (row: T) => SheetCell;
}

/** Excel's rules for sheet names: at most 31 characters, none of \ / ? * [ ] : */
export function sheetName(name: string): string {
  const clean = name
    .replace(/[\\/?*[\]:]/g, ' ')
    .trim()
    .slice(0, 31)
    .trim();
  return clean || 'Sheet1';
}

export function buildSheet<T>(
  name: string,
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
): SheetDescription {
  return {
    name: sheetName(name),
    columns: columns.map(({ key, header, format, width }) => ({
      key,
      header,
      ...(format ? { format } : {}),
      ...(width ? { width } : {}),
    })),
    rows: rows.map((row) => {
      const record: Record<string, SheetCell> = {};
      for (const column of columns) {
        const value = column.value(row);
        // NaN and Infinity are not cells; an empty cell says "no value" honestly.
        record[column.key] = typeof value === 'number' && !Number.isFinite(value) ? null : value;
      }
      return record;
    }),
  };
}

/** The columns a table shows, in the order it shows them: pinned first, hidden ones left out. */
export function visibleColumnOrder(
  columnIds: readonly string[],
  visibility: Record<string, boolean>,
  pinnedStart: readonly string[] = [],
): string[] {
  const visible = (id: string) => visibility[id] !== false;
  const pinned = pinnedStart.filter((id) => columnIds.includes(id) && visible(id));
  return [...pinned, ...columnIds.filter((id) => !pinned.includes(id) && visible(id))];
}

/** `companies-2025-03-14.xlsx`: a plain file name for the save dialog. */
export function exportFileName(stem: string, now: Date): string {
  const day = now.toISOString().slice(0, 10);
  return `${stem}-${day}.xlsx`;
}
