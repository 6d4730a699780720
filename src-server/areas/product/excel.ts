/**
 * The Excel file of the filtered product list (spec §7 `get_excel_file_from_products_list/`): every
 * product the list's filters select, in the list's order, one row each, streamed as it is written.
 *
 * Why it is built this way:
 *   - exceljs's streaming WorkbookWriter makes the workbook and passes each row to the zip stream
 *     as it goes, so 200,000 products never sit in memory as a workbook; the caller pipes the bytes
 *     to the HTTP answer (or to a file, for the messaging service). The product rows themselves
 *     are written as exceljs would write them, but as text made directly (src-server/excel.ts
 *     plainRowsWriter: exceljs's cell objects were two thirds of the writer's time);
 *   - the ids come first, in the list's order (the same `productConditions` and ordering as the
 *     page), then the rows in chunks by id: no OFFSET that grows with every chunk, and the file
 *     holds exactly what the list shows. The next chunks (EXCEL_PREFETCH) are fetched while this
 *     one is written, so the database's time hides behind the writer's;
 *   - the cells are made by PostgreSQL, one JSON array per product (excelSelect), not the list's
 *     object shape: the file needs names and days, not refs and Dates;
 *   - our cost is a column for the pricing audience only (audience.ts: `cost` is 'pricing');
 *   - no cell styles: exceljs's style bookkeeping (useStyles) triples the writing time of 100,000
 *     rows (bench product-excel: 12.1 s against 3.9 s), so dates are written as YYYY-MM-DD text
 *     (it sorts and filters as dates do) and numbers as plain numbers; the header row is frozen
 *     and carries the auto-filter, which are the sheet's, not styles.
 */
import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ProductFilters } from '../../../src-shared/api/product.ts';
import { loadExcelJs, plainRowsWriter, type PlainCell } from '../../excel.ts';
import { PRODUCT_STATUS_LABELS, PRODUCT_STATUSES } from '../../../src-shared/domain/product.ts';
import type { Database } from '../../db/schema.ts';
import { joinBookedOrder } from '../booked-order.ts';
import { TRACE_DOCUMENT_CATEGORY } from './filters.ts';
import { productIdsInOrder } from './queries.ts';

/** Products fetched per query: big enough that round trips do not count, small enough for RSS. */
export const EXCEL_CHUNK = 2000;
/** Rows written between two turns of the event loop. */
const EXCEL_SLICE = 250;
/**
 * Chunks asked for ahead of the one being written, each on a connection of its own. With one,
 * the writer still waited 3.5 to 4 s a file for the database on a busy machine; with three, under
 * 1 s (bench product-excel, load 8 on 2 cores).
 */
const EXCEL_PREFETCH = 3;

interface ExcelColumn {
  header: string;
  width: number;
  pricingOnly?: boolean;
  /** The cell's value, made by PostgreSQL as text (see excelSelect). */
  cell: RawBuilder<unknown>;
  /** A number, not text: the text PostgreSQL made is read as one (see cellsOf). */
  number?: true;
}

/** A moment as the day it fell on (UTC), YYYY-MM-DD. */
const day = (column: RawBuilder<unknown>) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
/** 'yes', or no cell at all: an empty string would still be a cell for exceljs to write. */
const yes = (condition: RawBuilder<unknown>) => sql`CASE WHEN ${condition} THEN 'yes' END`;
const STATUS_LABEL = sql`CASE p.status ${sql.join(
  PRODUCT_STATUSES.map((status) => sql`WHEN ${status} THEN ${PRODUCT_STATUS_LABELS[status]}::text`),
  sql` `,
)} END`;

/** The file's columns, in order: what the warehouse reads in the list, and its marks. */
const PRODUCT_EXCEL_COLUMNS: readonly ExcelColumn[] = [
  { header: 'Label', width: 11, cell: sql`'P' || lpad(p.id::text, 8, '0')` },
  { header: 'Part number', width: 20, cell: sql`p.part_number` },
  { header: 'Description', width: 32, cell: sql`p.description` },
  { header: 'Serial number', width: 16, cell: sql`p.serial_number` },
  { header: 'Condition', width: 10, cell: sql`coalesce(c.code, c.name)` },
  { header: 'Quantity', width: 9, number: true, cell: sql`p.quantity` },
  { header: 'Status', width: 22, cell: STATUS_LABEL },
  { header: 'For sale', width: 9, cell: yes(sql`p.sale_status = 'ready_for_sale'`) },
  { header: 'Warehouse', width: 22, cell: sql`w.name` },
  { header: 'Location', width: 10, cell: sql`l.code` },
  { header: 'Project', width: 14, cell: sql`p.project` },
  { header: 'Donor', width: 14, cell: sql`p.donor` },
  { header: 'Hard time', width: 11, cell: sql`to_char(p.due_date, 'YYYY-MM-DD')` },
  { header: 'Booked to order', width: 14, cell: sql`so.number` },
  { header: 'Client', width: 22, cell: sql`client.name` },
  { header: 'Inspected', width: 11, cell: day(sql`p.inspected_at`) },
  {
    header: 'No trace document',
    width: 10,
    cell: yes(sql`NOT EXISTS (SELECT 1 FROM stored_file f WHERE f.owner_uuid = p.uuid
      AND f.category = ${TRACE_DOCUMENT_CATEGORY})`),
  },
  { header: 'BER', width: 6, cell: yes(sql`p.is_ber`) },
  { header: 'NZ', width: 6, cell: yes(sql`p.nz`) },
  { header: 'Not ours', width: 8, cell: yes(sql`p.not_our`) },
  { header: 'Archived', width: 8, cell: yes(sql`p.archived`) },
  { header: 'Action to be done', width: 24, cell: sql`p.action_to_be_done` },
  { header: 'Sale price', width: 12, number: true, cell: sql`p.sale_price` },
  { header: 'Cost', width: 12, pricingOnly: true, number: true, cell: sql`p.cost` },
  { header: 'Created', width: 11, cell: day(sql`p.created_at`) },
];

export function excelColumnsFor(pricing: boolean): readonly ExcelColumn[] {
  return PRODUCT_EXCEL_COLUMNS.filter((column) => pricing || !column.pricingOnly);
}

/**
 * The cells of the products `ids`, in that order, each product's as one JSON array made by
 * PostgreSQL: the formatting runs in the database's process (another core) while this one writes
 * the last chunk, and each row reaches Node as one text value that JSON.parse reads, instead of two
 * dozen typed values (parsing timestamps into Dates alone cost more than writing their cells). The
 * array is a text[] made JSON in one go (array_to_json), numbers included as text: json_build_array
 * looks up how to write each of its arguments on every row, a quarter of the query's time (bench
 * product-excel: 30 ms a chunk against 23), and the writer waited for the database. The
 * ids go as one int[] parameter, not one parameter each (2,000 of them to bind and plan), and
 * come back in their order (`WITH ORDINALITY`), so Node neither maps nor sorts them.
 */
function excelSelect(
  db: Kysely<Database>,
  ids: readonly number[],
  columns: readonly ExcelColumn[],
) {
  // The array's text, made once: pg would otherwise escape and quote each id of each use.
  const idArray = `{${ids.join(',')}}`;
  const wanted = sql<{
    id: number;
    position: number;
  }>`(SELECT * FROM unnest(${idArray}::int[]) WITH ORDINALITY AS u(id, position))`;
  return (
    db
      .selectFrom(wanted.as('wanted'))
      .innerJoin('product as p', 'p.id', 'wanted.id')
      .leftJoin('ref_condition as c', 'c.id', 'p.condition_id')
      .leftJoin('company as w', 'w.id', 'p.warehouse_id')
      .leftJoin('warehouse_location as l', 'l.id', 'p.location_id')
      .$call(joinBookedOrder('p.order_position_id'))
      .select([
        sql<string>`array_to_json(ARRAY[${sql.join(
          columns.map((column) => sql`(${column.cell})::text`),
        )}])::text`.as('cells'),
        'wanted.position',
      ])
      // Said again as `= ANY`, or the planner, blind to the array's values, merge-joins the
      // whole product index up to the chunk's ids (bench product-excel: 113 ms a chunk, not 17).
      .where(sql<boolean>`p.id = ANY(${idArray}::int[])`)
  );
}

/**
 * The ids the list would show, all pages, in its order: one int[] value (ARRAY keeps the
 * subquery's order) rather than 100,000 one-field rows for pg to make objects of, and read as its
 * text (`{1,2,3}`), split, rather than by pg's array parser, which walks it a character at a time
 * (bench product-excel: 140 ms of the writer's own thread a file, before the first row).
 */
export async function orderedProductIds(
  db: Kysely<Database>,
  filters: ProductFilters,
  orderBy: string | undefined,
): Promise<number[]> {
  const { rows } = await sql<{
    ids: string;
  }>`SELECT ARRAY(${productIdsInOrder(db, filters, orderBy)})::text AS ids`.execute(db);
  const text = rows[0]?.ids ?? '{}';
  return text === '{}' ? [] : text.slice(1, -1).split(',').map(Number);
}

/**
 * The rows of `ids`, in that order, each its cells as JSON text, one line a row, the chunk one
 * string (PostgreSQL's string_agg); a product deleted since is left out. One value a chunk, not
 * 2,000 rows: pg no longer parses a message and makes an object and a string for every row, and
 * a fetched chunk, which waits its turn long enough to outlive V8's young generation, moves to the
 * old generation as one string rather than 2,000 (to wait there for a full collection). The writer
 * parses a line just before writing it. JSON text holds no raw newline, so lines are rows.
 */
async function productExcelLines(
  db: Kysely<Database>,
  ids: readonly number[],
  columns: readonly ExcelColumn[],
): Promise<string> {
  const { rows } = await sql<{
    lines: string | null;
  }>`SELECT string_agg(r.cells, E'\n' ORDER BY r.position) AS lines
    FROM (${excelSelect(db, ids, columns)}) AS r`.execute(db);
  return rows[0]?.lines ?? '';
}

/**
 * Each line of `lines` (productExcelLines), in order, as `write` takes it with its index among
 * those written this call; how many there were, and where the next begins.
 */
function eachLine(
  lines: string,
  write: (line: string, index: number) => void,
  from = 0,
  upTo = Infinity,
) {
  let start = from;
  let count = 0;
  while (start < lines.length && count < upTo) {
    const end = lines.indexOf('\n', start);
    const stop = end < 0 ? lines.length : end;
    write(lines.slice(start, stop), count);
    count++;
    start = stop + 1;
  }
  return { count, next: start };
}

/** Where `columns` hold numbers (see ExcelColumn.number). */
function numberColumns(columns: readonly ExcelColumn[]): number[] {
  return columns.flatMap((column, index) => (column.number ? [index] : []));
}

/** A row's cells from its JSON text (excelSelect), its number columns read as numbers. */
function cellsOf(text: string, numbers: readonly number[]): PlainCell[] {
  const cells = JSON.parse(text) as PlainCell[];
  for (const index of numbers) {
    const value = cells[index];
    if (value != null) cells[index] = Number(value);
  }
  return cells;
}

/** The rows of `ids`, in that order, each its cells; a product deleted since is left out. */
export async function productExcelRows(
  db: Kysely<Database>,
  ids: readonly number[],
  columns: readonly ExcelColumn[],
): Promise<PlainCell[][]> {
  const lines = await productExcelLines(db, ids, columns);
  const numbers = numberColumns(columns);
  const rows: PlainCell[][] = [];
  eachLine(lines, (line) => rows.push(cellsOf(line, numbers)));
  return rows;
}

interface ProductsWorkbook {
  filters: ProductFilters;
  orderBy: string | undefined;
  /** Whether the caller sees our cost (audience 'pricing'). */
  pricing: boolean;
}

/**
 * Writes the workbook to `output` and resolves with the number of product rows once the zip is
 * complete. Stops early, without an error, when `output` is destroyed (the client went away).
 */
export async function writeProductsWorkbook(
  db: Kysely<Database>,
  request: ProductsWorkbook,
  output: Writable,
): Promise<number> {
  const ids = await orderedProductIds(db, request.filters, request.orderBy);
  const columns = excelColumnsFor(request.pricing);
  const numbers = numberColumns(columns);
  const { stream } = await loadExcelJs();
  const workbook = new stream.xlsx.WorkbookWriter({ stream: output, ...WORKBOOK_OPTIONS });
  const sheet = productsSheet(workbook, columns);
  const rows = plainRowsWriter(sheet);

  const chunks: number[][] = [];
  for (let start = 0; start < ids.length; start += EXCEL_CHUNK)
    chunks.push(ids.slice(start, start + EXCEL_CHUNK));
  // Chunks asked for ahead of the writer, each on a connection of its own: the database makes
  // them while this process writes, and a slow one does not leave the writer idle.
  const pending: Promise<string>[] = [];
  let asked = 0;
  const askAhead = () => {
    while (pending.length < EXCEL_PREFETCH && asked < chunks.length) {
      const fetching = productExcelLines(db, chunks[asked++] as number[], columns);
      // Awaited in its turn; until then a failure must not count as unhandled (and end the process).
      fetching.catch(() => {});
      pending.push(fetching);
    }
  };
  askAhead();
  let written = 0;
  for (let fetching = pending.shift(); fetching; fetching = pending.shift()) {
    const lines = await fetching;
    askAhead();
    if (output.destroyed) {
      await Promise.allSettled(pending);
      return written;
    }
    // A slice at a time, letting the event loop turn in between: the deflate streams run on
    // libuv's threads but are handed each next piece here, so a whole chunk written in one go
    // would leave them idle while it runs, then the writer idle while they catch up. Row 1 is
    // the header.
    for (let next = 0; next < lines.length;) {
      const slice = eachLine(
        lines,
        (line, index) => rows.add(written + 2 + index, cellsOf(line, numbers)),
        next,
        EXCEL_SLICE,
      );
      rows.flush();
      written += slice.count;
      next = slice.next;
      await caughtUp(sheet, output);
    }
  }
  await finishProductsSheet(workbook, sheet, columns);
  return written;
}

/** Plain cells: no styles and no shared strings, so rows stream out as they are written. */
export const WORKBOOK_OPTIONS = { useStyles: false, useSharedStrings: false } as const;

type ProductsSheet = ReturnType<ExcelJS.stream.xlsx.WorkbookWriter['addWorksheet']>;

/**
 * The products workbook's one sheet, its header row written: frozen under the header, each
 * column's width. The bench's bare writer (bench/product-excel.bench.ts) makes the very same.
 */
export function productsSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  columns: readonly ExcelColumn[],
): ProductsSheet {
  workbook.creator = 'Aerodesk';
  const sheet = workbook.addWorksheet('Products', {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1, topLeftCell: 'A2', activeCell: 'A2' }],
  });
  sheet.columns = columns.map((column) => ({ width: column.width }));
  sheet.addRow(columns.map((column) => column.header)).commit();
  return sheet;
}

/** The header's auto-filter over every column, and the sheet and workbook closed. */
export async function finishProductsSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  sheet: ProductsSheet,
  columns: readonly ExcelColumn[],
): Promise<void> {
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  sheet.commit();
  await workbook.commit();
}

/**
 * Bytes made but not yet compressed, or not yet taken by the reader, that the writer may run ahead.
 * Measured on the server process (bench product-excel's server, 3 files a process, load 6 on 2
 * cores): 2 MB made the writer wait so often that its rows' buffers outlived the young generation
 * (GC 3.4 s a file, peak RSS 300 to 330 MB); 8 and 16 MB about alike (250 to 280 MB, now and then
 * 320 MB when the machine starves V8's marking threads); 32 MB and unbounded 340 to 375 MB.
 */
const BACKLOG_BYTES = 16 * 1024 * 1024;

/**
 * What `stream` holds, written but not yet taken. The sheet's pipe is archiver's PassThrough from
 * the readable-stream package, which has no `writableLength` (Node's streams only): its state's
 * `length` is the same count. Reading `writableLength` alone gave undefined, the comparison below
 * was never true, and the writer never waited for the compressor (the server's peak RSS 270 to
 * 380 MB, 40 to 80 MB of it XML waiting for deflate).
 */
function backlog(stream: BackloggedStream | undefined): number {
  if (!stream || stream.destroyed) return 0;
  return stream.writableLength ?? stream._writableState?.length ?? 0;
}

/** A Node Writable, or readable-stream's, which keeps its count in `_writableState` only. */
interface BackloggedStream {
  destroyed?: boolean;
  writableLength?: number;
  _writableState?: { length?: number };
}

/**
 * Waits until the rows written so far are mostly compressed and sent. exceljs writes each row
 * into its zip entry without waiting for the compressor (it runs on libuv's threads), nor for a
 * slow reader: left alone, 100,000 rows of XML piled up in memory (the server's peak RSS went
 * from 172 MB idle to 393 MB). The sheet's stream is exceljs's own StreamBuf, whose `pipes` are
 * the zip entry's input streams: not a documented API, so a missing one just does not wait.
 */
async function caughtUp(sheet: object, output: Writable): Promise<void> {
  const pipes = (sheet as { stream?: { pipes?: BackloggedStream[] } }).stream?.pipes ?? [];
  const pending = () => Math.max(backlog(output), ...pipes.map(backlog));
  while (pending() > BACKLOG_BYTES) await new Promise((resolve) => setTimeout(resolve, 2));
  // Let the zip stream and the progress of the answer go out before the next chunk.
  await new Promise((resolve) => setImmediate(resolve));
}

/** `products-2026-11-27.xlsx`: the day it was made, as people file exports. */
export function productsExcelName(now = new Date()): string {
  return `products-${now.toISOString().slice(0, 10)}.xlsx`;
}
