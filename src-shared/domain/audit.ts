/**
 * The audit trail as people read it (migration 0019 records it; src-server/areas/history reads
 * it): what a write is called, what a table and a column are called, how a stored value reads,
 * and which columns only the roles that price may read. One place, used by the server when it
 * answers the history calls and by the tests that check them.
 */

import { AREAS } from './permissions.ts';

/** The record pages with a history tab, and the table each one's trail is rooted at. */
export const RECORD_HISTORY_MODELS = {
  company: { table: 'company', area: 'company', label: 'Company' },
  rfq: { table: 'rfq', area: 'rfq', label: 'RFQ' },
  kp: { table: 'kp', area: 'rfq', label: 'Quotation' },
  order: { table: 'sales_order', area: 'order', label: 'Order' },
  product: { table: 'product', area: 'product', label: 'Product' },
  purchase_order: { table: 'purchase_order', area: 'purchase', label: 'Purchase order' },
  consolidation: { table: 'consolidation', area: 'consolidation', label: 'Consolidation' },
  stocktaking: { table: 'stocktaking', area: 'stocktaking', label: 'Stocktaking' },
  assessment: { table: 'assessment', area: 'assessment', label: 'Assessment' },
  service_request: { table: 'service_request', area: 'service_request', label: 'Service request' },
} as const;
export type RecordHistoryModel = keyof typeof RECORD_HISTORY_MODELS;
export const RECORD_HISTORY_MODEL_NAMES = Object.keys(
  RECORD_HISTORY_MODELS,
) as RecordHistoryModel[];

/**
 * Children whose rows are rooted at a child of the record, not at the record itself (a comment of
 * an order position): the record's history follows them one step down.
 */
export const GRANDCHILD_ROOTS: Readonly<Record<string, { table: string; parentColumn: string }>> = {
  sales_order: { table: 'order_position', parentColumn: 'order_id' },
  purchase_order: { table: 'purchase_position', parentColumn: 'purchase_order_id' },
};

/** How each audited table reads on screen; a table not listed reads as its words. */
const TABLE_LABELS: Readonly<Record<string, string>> = {
  company: 'Company',
  bank_property: 'Bank property',
  company_address: 'Address',
  company_guiding: 'Company guiding',
  contact: 'Contact',
  quotation_setting: 'Quotation setting',
  text_condition: 'Condition text',
  treaty: 'Treaty',
  rfq: 'RFQ',
  rfq_position: 'RFQ position',
  rfq_event: 'RFQ event',
  kp: 'Quotation',
  kp_row: 'Quotation row',
  sales_order: 'Order',
  order_position: 'Order position',
  order_position_comment: 'Order position comment',
  order_position_penalty: 'Penalty',
  purchase_order: 'Purchase order',
  purchase_position: 'Purchase position',
  purchase_position_comment: 'Purchase position comment',
  product: 'Product',
  product_serial_number: 'Serial number',
  consolidation_product: 'Consolidated product',
  stocktaking_product: 'Counted product',
  product_assessment: 'Product assessment',
  product_request_product: 'Requested product',
  service_request_comment: 'Service request comment',
  supplier_offer: 'Offer',
  offer_history: 'Offer history',
  inventory: 'Part number',
  inventory_group: 'Alternates group',
  unknown_part_number: 'Unknown part number',
  stored_file: 'File',
  base_setting: 'Base settings',
  delivery_time_setting: 'Delivery time setting',
  margin_step: 'Margin step',
  transport_margin_step: 'Transport margin step',
  warranty_term: 'Warranty term',
  currency_rate: 'Currency rate',
  messaging_setting: 'Messaging settings',
  app_user: 'User',
  app_user_group: 'User role',
  user_table_setting: 'Table settings',
  user_preset_setting: 'Presets',
};

const ACRONYMS: Readonly<Record<string, string>> = {
  rfq: 'RFQ',
  kp: 'KP',
  pn: 'PN',
  esd: 'ESD',
  ils: 'ILS',
  vat: 'VAT',
  uuid: 'UUID',
  oem: 'OEM',
  fg: 'FG',
  id: 'id',
  tg: 'Telegram',
};

/** `rfq_manager_id` → 'RFQ manager'; `in_work` → 'In work'. */
export function wordsOf(name: string): string {
  const words = name
    .replace(/_id$/, '')
    .split('_')
    .filter(Boolean)
    .map((word) => ACRONYMS[word] ?? word);
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function tableLabel(table: string): string {
  return TABLE_LABELS[table] ?? wordsOf(table);
}

/**
 * Columns only the 'pricing' audience reads (audience.ts: our costs, margins, what we pay a
 * supplier): left out of a change for anyone else. `*` is every column of the table.
 */
const PRICING_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  kp_row: ['unit_cost', 'margin_percent', 'supplier_id'],
  product: ['cost'],
  product_assessment: ['median_price', 'lowest_price', 'highest_price', 'margin_percent'],
  purchase_position: ['unit_price'],
  supplier_offer: ['price'],
  quotation_setting: ['extra_margin'],
  rfq: ['margin_by_user', 'show_cost'],
  rfq_position: ['margin_by_user'],
  order_position: ['supplier_id'],
  margin_step: ['*'],
  transport_margin_step: ['*'],
  base_setting: ['rate_markup'],
};

export function isPricingColumn(table: string, column: string): boolean {
  const columns = PRICING_COLUMNS[table];
  return columns !== undefined && (columns.includes('*') || columns.includes(column));
}

/** Columns that say nothing to a reader of a whole inserted or deleted row. */
const QUIET_COLUMNS = new Set(['id', 'uuid', 'created_at']);

const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/;
const MAX_VALUE_LENGTH = 200;

/** A stored value as a person reads it: '—' for nothing, yes/no, a day and a minute for times. */
export function readableValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    const time = TIMESTAMP.exec(value);
    const text = time ? `${time[1]} ${time[2]}` : value;
    return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
  }
  const json = JSON.stringify(value);
  return json.length > MAX_VALUE_LENGTH ? `${json.slice(0, MAX_VALUE_LENGTH - 1)}…` : json;
}

interface ReadableField {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

/** The name of the record a foreign key points at (`country_id` 11 → 'Germany'), where known. */
export type ReferenceName = (table: string, column: string, value: unknown) => string | undefined;

/**
 * The fields of one recorded change, as people read them: an update's changed columns, an
 * insert's or delete's filled ones; pricing columns only for a viewer who prices; a reference
 * by the name of what it points at.
 */
export function readableFields(
  table: string,
  op: 'insert' | 'update' | 'delete',
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>> | null,
  pricing: boolean,
  referenceName: ReferenceName = () => undefined,
): ReadableField[] {
  const read = (column: string, value: unknown) =>
    (value !== null && value !== undefined ? referenceName(table, column, value) : undefined) ??
    readableValue(value);
  const names = Object.keys({ ...before, ...after });
  const fields: ReadableField[] = [];
  for (const name of names) {
    if (!pricing && isPricingColumn(table, name)) continue;
    const old = before?.[name];
    const now = after?.[name];
    if (op !== 'update' && (QUIET_COLUMNS.has(name) || readableValue(old ?? now) === '—')) continue;
    fields.push({
      field: name,
      label: wordsOf(name),
      before: op === 'insert' ? null : read(name, old),
      after: op === 'delete' ? null : read(name, now),
    });
  }
  return fields;
}

/** Path words that name a kind of record, as a title says them (singular). */
const RECORD_WORDS: Readonly<Record<string, string>> = {
  rfq: 'RFQ',
  kp: 'quotation',
  order: 'order',
  summary_order: 'order',
  company: 'company',
  offer: 'offer',
  product: 'product',
  purchase_order: 'purchase order',
  position_purchase: 'purchase position',
  consolidation: 'consolidation',
  stocktaking: 'stocktaking',
  full_assessments: 'assessment',
  assessment: 'assessment',
  service_requests: 'service request',
  contact: 'contact',
  contacts: 'contact',
  position: 'position',
  positions: 'position',
  end_position: 'end position',
  product_request: 'product request',
  addresses: 'address',
  bank_properties: 'bank property',
  treaties: 'treaty',
  text_conditions: 'condition text',
  quotation_setting: 'quotation setting',
  comments: 'comment',
  holding: 'holding',
  inventory: 'part number',
};

interface TitleToken {
  word: string;
  /** The path word it was read from (`summary_order`), to look its record's name up by. */
  segment: string;
  id?: string;
  /** What people know the record by (its number, its name), when the caller knows it. */
  name?: string;
}

/**
 * 'company 12', or with the record's name 'company Nordic Air'; a number that names its kind
 * already ('RFQ-2026-00012') stands alone.
 */
function tokenText(token: TitleToken): string {
  if (token.id === undefined) return token.word;
  if (token.name === undefined) return `${token.word} ${token.id}`;
  return token.name.toUpperCase().startsWith(token.word.toUpperCase())
    ? token.name
    : `${token.word} ${token.name}`;
}

/** Names the record of a path word and its id (`rfq`, '12' → 'RFQ-2026-00012'), when it can. */
type TitleNames = (segment: string, id: string) => string | null | undefined;

/** The records a write's title names: each path word followed by an id, and that id. */
export function titleRecords(
  action: string,
  params: Readonly<Record<string, unknown>>,
): { segment: string; id: string }[] {
  const segments = action.split('/').filter((part) => part && part !== ':role' && part !== 'api');
  return segments.flatMap((segment, index) => {
    const previous = segments[index - 1];
    if (!segment.startsWith(':') || previous === undefined || previous.startsWith(':')) return [];
    const value = params[segment.slice(1)];
    return value === undefined ? [] : [{ segment: previous, id: String(value) }];
  });
}

/**
 * What a write is called in a history: `PATCH :role/rfq/:id/get_in_work/` with `{id: 12}` reads
 * 'RFQ 12: get in work'; `POST :role/company/` reads 'New company';
 * `POST :role/company/:id/addresses/` reads 'New address of company 3'; `DELETE :role/offer/:id/`
 * reads 'Deleted offer 7'. With `names`, a record reads as people know it: 'RFQ-2026-00012: get in
 * work', 'New address of company Nordic Air' (the server decides the names: history/labels.ts).
 */
export function describeWrite(
  method: string,
  action: string,
  params: Readonly<Record<string, unknown>>,
  names?: TitleNames,
): string {
  const segments = action.split('/').filter((part) => part && part !== ':role' && part !== 'api');
  const tokens: TitleToken[] = [];
  let verb: string | null = null;
  segments.forEach((segment, index) => {
    if (segment.startsWith(':')) {
      const value = params[segment.slice(1)];
      const last = tokens.at(-1);
      if (last && last.id === undefined && value !== undefined) {
        last.id = String(value);
        const name = names?.(last.segment, last.id);
        if (name) last.name = name;
      }
      return;
    }
    const record = RECORD_WORDS[segment];
    if (record) tokens.push({ word: record, segment });
    else if (index === segments.length - 1) verb = segment.replace(/_/g, ' ');
    else tokens.push({ word: segment.replace(/_/g, ' '), segment });
  });
  if (verb !== null) return capitalized(`${tokens.map(tokenText).join(', ')}: ${verb}`);
  const object = tokens.pop();
  if (!object) return capitalized(`${method.toLowerCase()} ${action}`);
  const owner = tokens.length > 0 ? ` of ${tokens.map(tokenText).join(', ')}` : '';
  if (method === 'POST' && object.id === undefined) return `New ${object.word}${owner}`;
  const done = method === 'DELETE' ? 'Deleted' : 'Changed';
  return `${done} ${tokenText(object)}${owner}`;
}

function capitalized(text: string): string {
  if (text.startsWith('RFQ')) return text;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The history's `action_type`: the area of the call that made the write (permissions.ts). */
export const HISTORY_ACTION_TYPES = AREAS;
