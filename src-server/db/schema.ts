/**
 * The tables for Kysely: the types generated from the migrated database (generated.ts, by
 * scripts/db-types.ts), with the columns the database types only loosely narrowed to what the
 * application keeps in them. Nothing here lists a table's columns: they come from the migrations.
 *
 * As pg reads them on our pool (pool.ts): numeric and bigint are numbers, dates (`date`)
 * 'YYYY-MM-DD' strings, timestamps Date. Texts that may be empty are NOT NULL with '' (as Django
 * does), so they are optional on insert.
 */
import type { ColumnType, SelectType, Updateable } from 'kysely';
import type { PresetSettings, TableSettings } from '../../src-shared/api/home.ts';
import type { OfferHistoryEntry } from '../../src-shared/api/offer.ts';
import type { OrderPositionStatus } from '../../src-shared/api/order.ts';
import type { KpConditions } from '../../src-shared/api/rfq.ts';
import type { AssessmentStatus, ConditionGroup } from '../../src-shared/domain/assessment.ts';
import type { ComponentType } from '../../src-shared/domain/component-type.ts';
import type { ConsolidationStatus, DocumentKind } from '../../src-shared/domain/consolidation.ts';
import type { ProductStatus, SaleStatus } from '../../src-shared/domain/product.ts';
import type { PurchaseStatus } from '../../src-shared/domain/purchase.ts';
import type { RfqPriority } from '../../src-shared/domain/priority.ts';
import type { ServiceRequestStatus } from '../../src-shared/domain/service-request.ts';
import type { StocktakingType } from '../../src-shared/domain/stocktaking.ts';
import type { ActivityStatus } from '../../src-shared/domain/rfq-lists.ts';
import type { DB, Generated, JsonValue } from './generated.ts';
import { SPINE_REF_TABLES } from './migrations/0001_spine.ts';

/**
 * A jsonb column holding one shape, written as JSON text: pg would turn a JavaScript array into a
 * PostgreSQL array literal, so writes go through JSON.stringify.
 */
type JsonText<T> = ColumnType<T, string, string>;

/**
 * A text column whose CHECK constraint allows only these words (the database types it `string`).
 * Pass the generated column so a default (optional on insert) and null carry over.
 */
type OneOf<Column, Word extends string> =
  Column extends ColumnType<unknown, unknown, unknown>
    ? Generated<Word>
    : null extends Column
      ? Word | null
      : Word;

/**
 * The generated table with some columns narrowed. A refinement must name a column the table has
 * and, except for jsonb (typed by the application alone), read back as a narrower type than the
 * database gives: a refinement left behind by a changed migration does not compile.
 */
type Refine<
  Table,
  Columns extends {
    [K in keyof Columns]: K extends keyof Table
      ? JsonValue extends SelectType<Table[K]>
        ? unknown
        : SelectType<Columns[K]> extends SelectType<Table[K]>
          ? unknown
          : never
      : never;
  },
> = { [K in keyof Table]: K extends keyof Columns ? Columns[K] : Table[K] };

/**
 * The generated table with text columns narrowed to the words their CHECK constraints allow
 * (`Words`: column to words, each a text column of the table): each table whose columns only
 * that narrows spelled out `Refine<DB['t'], { c: OneOf<DB['t']['c'], W> }>` for every column.
 */
type WordsOf<
  T extends keyof DB,
  Words extends { [C in keyof Words]: C extends keyof DB[T] ? SelectType<DB[T][C]> : never },
> = { [K in keyof DB[T]]: K extends keyof Words ? OneOf<DB[T][K], Words[K] & string> : DB[T][K] };

export type Database = Omit<
  DB,
  | 'assessment'
  | 'company_address'
  | 'consolidation'
  | 'consolidation_document'
  | 'end_position'
  | 'inventory'
  | 'kp'
  | 'offer_history'
  | 'order_position'
  | 'product'
  | 'rfq'
  | 'purchase_order'
  | 'stocktaking'
  | 'sales_order'
  | 'service_request'
  | 'text_condition'
  | 'unknown_part_number'
  | 'user_preset_setting'
  | 'user_table_setting'
> & {
  assessment: WordsOf<'assessment', { status: AssessmentStatus; condition_group: ConditionGroup }>;
  company_address: WordsOf<'company_address', { kind: 'pick_up' | 'ship' }>;
  consolidation: WordsOf<'consolidation', { status: ConsolidationStatus }>;
  consolidation_document: WordsOf<'consolidation_document', { kind: DocumentKind }>;
  end_position: WordsOf<'end_position', { status: 'need_updates' | 'in_work' | 'finished' }>;
  inventory: WordsOf<'inventory', { component_type: ComponentType }>;
  kp: Refine<DB['kp'], { conditions: JsonText<KpConditions> }>;
  offer_history: Refine<
    DB['offer_history'],
    {
      action: OneOf<DB['offer_history']['action'], OfferHistoryEntry['action']>;
      changes: Generated<JsonText<OfferHistoryEntry['changes']>>;
    }
  >;
  order_position: WordsOf<'order_position', { active_status: OrderPositionStatus }>;
  product: WordsOf<'product', { status: ProductStatus; sale_status: SaleStatus }>;
  purchase_order: WordsOf<
    'purchase_order',
    { active_status: PurchaseStatus; component_type: ComponentType }
  >;
  rfq: Refine<
    DB['rfq'],
    {
      priority: OneOf<DB['rfq']['priority'], RfqPriority>;
      activity_status: OneOf<DB['rfq']['activity_status'], ActivityStatus>;
      /** The conditions typed so far: a user fills them in one by one. */
      conditions: Generated<JsonText<Partial<KpConditions>>>;
    }
  >;
  sales_order: Refine<
    DB['sales_order'],
    {
      priority: OneOf<DB['sales_order']['priority'], RfqPriority>;
      conditions: ColumnType<KpConditions | null, string | null | undefined, string | null>;
    }
  >;
  service_request: WordsOf<'service_request', { status: ServiceRequestStatus }>;
  stocktaking: WordsOf<'stocktaking', { stocktaking_type: StocktakingType }>;
  text_condition: WordsOf<'text_condition', { language: 'en' | 'ru' }>;
  unknown_part_number: WordsOf<'unknown_part_number', { component_type: ComponentType }>;
  user_preset_setting: Refine<
    DB['user_preset_setting'],
    {
      setting: Generated<JsonText<PresetSettings['setting']>>;
      active_setting: Generated<JsonText<PresetSettings['active_setting']>>;
    }
  >;
  user_table_setting: Refine<
    DB['user_table_setting'],
    { setting: Generated<JsonText<TableSettings>> }
  >;
};

/**
 * Every reference list (ref_* tables): explicit ids, so seeds and constants agree (id 35). All of
 * them came with the spine migration so far; a later migration's list is appended here.
 */
type RefTableOfDatabase = keyof Database & `ref_${string}`;
export const REF_TABLES = [...SPINE_REF_TABLES] as const satisfies readonly RefTableOfDatabase[];
export type RefTableName = (typeof REF_TABLES)[number];

export type CompanyAddressTable = Database['company_address'];
export type BankPropertyTable = Database['bank_property'];
export type ContactTable = Database['contact'];
export type RfqTable = Database['rfq'];
export type CompanyUpdate = Updateable<Database['company']>;

/** Fails to compile when a migration adds a ref_ table that REF_TABLES lacks. */
const everyRefTableListed: [
  Exclude<Extract<keyof Database, `ref_${string}`>, RefTableName>,
] extends [never]
  ? true
  : never = true;
void everyRefTableListed;
