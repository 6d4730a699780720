/**
 * How a history names the records it mentions (the one place this is decided): by what people
 * know them by (an RFQ, order, quotation, purchase order, consolidation, assessment or service
 * request by its number, a company by its name, a product by its part and serial number, a
 * position by its part number), never by the database id alone.
 *
 * The rows of one page of history (the changed rows, and the records its titles name) are read in
 * one query for the whole page; a row deleted since reads from the values the trail kept of it.
 * Only staff read histories (audience.ts HISTORY_ENTRY): a client never gets these labels.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;
type Values = Readonly<Record<string, unknown>>;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** `first` and, when there is one, ` second` after it (a part number and its serial number). */
function joined(first: unknown, second: string, prefix: string): string {
  const extra = text(second);
  return extra ? `${text(first)} ${prefix}${extra}` : text(first);
}

/**
 * Each labelled table: what its label reads (a column of the row, or `[name, SQL]` over the row
 * `labelled` for a name kept elsewhere, as an offer's part number and supplier), and how it reads.
 */
type LabelValue = string | readonly [name: string, sql: string];
interface LabelSource {
  columns: readonly LabelValue[];
  label: (row: Values) => string;
}

/** A record known by one column of its own (a number, a name). */
function byColumn(column: string): LabelSource {
  return { columns: [column], label: (row) => text(row[column]) };
}

/** The tables whose records one column of their own names (a number, a name), by that column. */
const NAMED_BY_COLUMN: Readonly<Record<string, readonly string[]>> = {
  number: [
    'rfq',
    'kp',
    'purchase_order',
    'consolidation',
    'assessment',
    'service_request',
    'treaty',
  ],
  title: ['stocktaking'],
  name: ['company', 'stored_file'],
  part_number: ['inventory', 'kp_row', 'order_position', 'purchase_position'],
  requested_part_number: ['rfq_position'],
  bank_name: ['bank_property'],
};

const LABELS: Readonly<Record<string, LabelSource>> = {
  ...Object.fromEntries(
    Object.entries(NAMED_BY_COLUMN).flatMap(([column, tables]) =>
      tables.map((table) => [table, byColumn(column)]),
    ),
  ),
  sales_order: {
    columns: ['number', 'po_number'],
    label: (row) => joined(row.number, text(row.po_number), 'PO '),
  },
  contact: {
    columns: ['name', 'surname'],
    label: (row) => `${text(row.name)} ${text(row.surname)}`.trim(),
  },
  product: {
    columns: ['part_number', 'serial_number'],
    label: (row) => joined(row.part_number, text(row.serial_number), 'SN '),
  },
  // An offer is known by its part number and supplier (a deleted one, by its id alone).
  supplier_offer: {
    columns: [
      ['part_number', 'SELECT i.part_number FROM inventory i WHERE i.id = labelled.inventory_id'],
      ['supplier', 'SELECT c.name FROM company c WHERE c.id = labelled.company_id'],
    ],
    label: (row) =>
      text(row.part_number) ? joined(row.part_number, text(row.supplier), 'from ') : '',
  },
};

/**
 * The path words of a call that name a labelled record (`PATCH :role/rfq/:id/`), and its table:
 * how a write's title names its record (src-shared/domain/audit.ts describeWrite).
 */
const PATH_TABLES: Readonly<Record<string, string>> = {
  rfq: 'rfq',
  kp: 'kp',
  order: 'sales_order',
  summary_order: 'sales_order',
  company: 'company',
  product: 'product',
  purchase_order: 'purchase_order',
  position_purchase: 'purchase_position',
  consolidation: 'consolidation',
  stocktaking: 'stocktaking',
  full_assessments: 'assessment',
  assessment: 'assessment',
  service_requests: 'service_request',
  contact: 'contact',
  contacts: 'contact',
  treaties: 'treaty',
  bank_properties: 'bank_property',
  inventory: 'inventory',
  offer: 'supplier_offer',
};

/** The table a path word names, when its records have a label. */
export function pathTable(segment: string): string | undefined {
  const table = PATH_TABLES[segment];
  return table !== undefined && LABELS[table] ? table : undefined;
}

/** A record a history mentions, and the values the trail kept of it (for one deleted since). */
export interface Mention {
  table: string;
  id: number;
  kept?: Values | null;
}

/** `table#id` → label. */
type RecordLabels = (table: string, id: number | string | null) => string | null;

function keyOf(table: string, id: number | string): string {
  return `${table}#${String(id)}`;
}

function labelOf(table: string, values: Values): string | null {
  const rule = LABELS[table];
  if (!rule) return null;
  return rule.label(values) || null;
}

/** The labels of every record in `mentions`, read in one query. */
export async function recordLabels(db: Db, mentions: readonly Mention[]): Promise<RecordLabels> {
  const wanted = new Map<string, Set<number>>();
  for (const mention of mentions) {
    if (!LABELS[mention.table] || !Number.isSafeInteger(mention.id)) continue;
    const ids = wanted.get(mention.table) ?? new Set<number>();
    ids.add(mention.id);
    wanted.set(mention.table, ids);
  }
  const found = new Map<string, string>();
  if (wanted.size > 0) {
    // One query for the page: each table's rows, their label columns as one json object.
    const parts = [...wanted].map(([table, ids]) => {
      const columns = (LABELS[table]?.columns ?? []).flatMap((column) =>
        typeof column === 'string'
          ? [sql.lit(column), sql.ref(`labelled.${column}`)]
          : [sql.lit(column[0]), sql`(${sql.raw(column[1])})`],
      );
      return sql`SELECT ${sql.lit(table)}::text AS table_name, labelled.id::bigint AS id,
        json_build_object(${sql.join(columns)}) AS label_values
        FROM ${sql.table(table)} AS labelled WHERE labelled.id = ANY(${[...ids]}::bigint[])`;
    });
    const { rows } = await sql<{ table_name: string; id: string | number; label_values: Values }>`
      ${sql.join(parts, sql` UNION ALL `)}`.execute(db);
    for (const row of rows) {
      const label = labelOf(row.table_name, row.label_values);
      if (label) found.set(keyOf(row.table_name, row.id), label);
    }
  }
  // A record deleted since (or never read back) reads from what the trail kept of it.
  for (const mention of mentions) {
    const key = keyOf(mention.table, mention.id);
    if (found.has(key) || !mention.kept) continue;
    const label = labelOf(mention.table, mention.kept);
    if (label) found.set(key, label);
  }
  return (table, id) => (id === null ? null : (found.get(keyOf(table, id)) ?? null));
}
