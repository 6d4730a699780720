/**
 * The tables, typed by hand for Kysely. The migrations (db/migrations) create exactly these
 * columns; a test compares the column names against the live catalogue.
 *
 * Conventions: ids are integers; texts that may be empty are NOT NULL with '' (as Django does);
 * money and percentages are numeric and read back as numbers (see pool.ts); dates (`date`) come
 * back as 'YYYY-MM-DD' strings, timestamps as Date.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { PresetSettings, TableSettings } from '../../src-shared/api/home.ts';
import type { KpConditions } from '../../src-shared/api/rfq.ts';
import type { OrderPositionStatus } from '../../src-shared/api/order.ts';
import type { OfferHistoryEntry } from '../../src-shared/api/offer.ts';
import type { RfqPriority } from '../../src-shared/domain/priority.ts';
import type { ActivityStatus } from '../../src-shared/domain/rfq-lists.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Numeric = ColumnType<number, number | string, number | string>;
type NullableNumeric = ColumnType<
  number | null,
  number | string | null | undefined,
  number | string | null
>;
type DateOnly = ColumnType<string, string, string>;
type NullableDate = ColumnType<string | null, string | null | undefined, string | null>;
type Json<T> = ColumnType<T, string, string>;
/** A NOT NULL text column with a '' default. */
type Text = ColumnType<string, string | undefined, string>;
type Flag = ColumnType<boolean, boolean | undefined, boolean>;
type NullableInt = ColumnType<number | null, number | null | undefined, number | null>;
type NullableText = ColumnType<string | null, string | null | undefined, string | null>;

/** Every reference list (ref_* tables): explicit ids, so seeds and constants agree (id 35). */
export interface RefTable {
  id: number;
  name: string;
  code: string | null;
  symbol: string | null;
  sort_order: ColumnType<number, number | undefined, number>;
}

export const REF_TABLES = [
  'ref_ac_type',
  'ref_ata_chapter',
  'ref_certificate_type',
  'ref_company_category',
  'ref_condition',
  'ref_country',
  'ref_currency',
  'ref_delivery_type',
  'ref_delivery_time',
  'ref_sale_type',
  'ref_order_status',
  'ref_rfq_priority',
  'ref_rfq_status',
  'ref_unit',
  'ref_payment_method',
  'ref_delivery_term',
  'ref_request_category',
] as const;
export type RefTableName = (typeof REF_TABLES)[number];

/** Delivery times also say how many business days of transit they add (none: on request). */
export interface DeliveryTimeTable extends RefTable {
  days: NullableInt;
}

export interface AuthSecretTable {
  id: number;
  secret: string;
  created_at: Generated<Date>;
}

/** A role of spec §6 (Django's auth group). */
export interface UserGroupTable {
  id: Generated<number>;
  name: string;
}

export interface AppUserTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  is_active: Generated<boolean>;
  /** Bumped by token_renovate: every token carrying an older version is refused. */
  token_version: Generated<number>;
  /** Login needs a six-digit code sent out of band (logged by this server). */
  confirm_code_required: Generated<boolean>;
  /** The role whose url segment the user's tokens carry. */
  primary_group_id: number;
  contact_id: number | null;
  created_at: Timestamp;
  last_login: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface AppUserGroupTable {
  user_id: number;
  group_id: number;
}

export interface ConfirmTicketTable {
  /** sha256 of the ticket: a database reader cannot finish someone's login. */
  ticket_hash: string;
  user_id: number;
  code: string;
  expires_at: Date;
  attempts: Generated<number>;
}

/** A refresh token already traded for a new pair (rotation): refused from then on. */
export interface UsedRefreshTokenTable {
  jti: string;
  user_id: number;
  /** When the token would have expired: the row is of no use after that. */
  expires_at: Date;
  used_at: Generated<Date>;
}

export interface ContactTable {
  id: Generated<number>;
  uuid: string;
  name: Text;
  surname: Text;
  eng_name: Text;
  eng_surname: Text;
  email: Text;
  phone: Text;
  position: Text;
  telegram_link: Text;
  time_zone: Text;
  supervisor_id: number | null;
  /** The company the contact works for (an airline for a client, our legal entity for staff). */
  company_id: number | null;
  /** For staff: the legal entity of ours whose clients the contact guides. */
  company_guiding_id: number | null;
  created_at: Timestamp;
}

export interface UserTableSettingTable {
  contact_id: number;
  setting: Json<TableSettings>;
  updated_at: Timestamp;
}

export interface UserPresetSettingTable {
  contact_id: number;
  setting: Json<PresetSettings['setting']>;
  active_setting: Json<PresetSettings['active_setting']>;
  updated_at: Timestamp;
}

export interface HoldingTable {
  id: Generated<number>;
  name: string;
  created_at: Timestamp;
}

export interface CompanyTable {
  id: Generated<number>;
  uuid: string;
  name: string;
  category_id: number;
  country_id: number | null;
  city: Text;
  address: Text;
  email: Text;
  phone: Text;
  website: Text;
  vat_number: Text;
  holding_id: number | null;
  /** The sales manager (a staff contact) who looks after the company. */
  manager_id: number | null;
  comment: Text;
  created_at: Timestamp;
}

export interface CompanyAddressTable {
  id: Generated<number>;
  company_id: number;
  kind: 'pick_up' | 'ship';
  country_id: number | null;
  city: Text;
  address: Text;
  zip_code: Text;
  contact_name: Text;
  phone: Text;
}

export interface CompanyGuidingTable {
  id: Generated<number>;
  company_id: number;
  contact_id: number;
  is_main: Generated<boolean>;
}

export interface BankPropertyTable {
  id: Generated<number>;
  company_id: number;
  bank_name: string;
  swift: Text;
  account_number: string;
  correspondent_account: Text;
  currency_id: number;
}

export interface TreatyTable {
  id: Generated<number>;
  company_id: number;
  number: string;
  date: DateOnly;
  valid_until: NullableDate;
  /** Our legal entity (a company of category 3) the treaty is signed with. */
  legal_entity_id: number;
  currency_id: number;
  payment_terms: Text;
  credit_limit: NullableNumeric;
  is_active: Generated<boolean>;
  comment: Text;
  created_at: Timestamp;
}

export interface QuotationSettingTable {
  id: Generated<number>;
  company_id: number;
  kp_version: ColumnType<number, number | undefined, number>;
  legal_entity_id: number | null;
  main_price_unit_id: number;
  vat: Generated<boolean>;
  vat_value: ColumnType<number, number | string | undefined, number | string>;
  logistics_on: Generated<boolean>;
  include_transport_in_price: Generated<boolean>;
  delivery_time_id: ColumnType<number, number | undefined, number>;
  extra_margin: ColumnType<number, number | string | undefined, number | string>;
}

/** A part number (inventory item). */
export interface InventoryTable {
  id: Generated<number>;
  part_number: string;
  /**
   * Upper-case, without spaces, dashes, dots or slashes: how part numbers are compared. Unique
   * (0003_input_integrity): one item per part number, however it is typed.
   */
  part_number_key: string;
  description: Text;
  ata_chapter_id: number | null;
  /** The OEM: the company that produces the part. */
  manufacturer_id: number | null;
  /** The group of interchangeable part numbers (the part number and its alternates). */
  group_id: number;
  created_at: Timestamp;
}

export interface InventoryGroupTable {
  id: Generated<number>;
  name: string;
  created_at: Timestamp;
}

export interface SupplierOfferTable {
  id: Generated<number>;
  uuid: string;
  company_id: number;
  inventory_id: number;
  condition_id: number;
  quantity: number;
  price: Numeric;
  currency_id: number;
  lead_time_days: number;
  valid_until: NullableDate;
  /** False: deactivated by a user (an offer past valid_until is inactive too, see offer area). */
  is_active: Generated<boolean>;
  comment: Text;
  certificate_id: NullableInt;
  location: Text;
  created_by_id: NullableInt;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OfferHistoryTable {
  id: Generated<number>;
  offer_id: number;
  action: OfferHistoryEntry['action'];
  changes: ColumnType<OfferHistoryEntry['changes'], string | undefined, string>;
  comment: Text;
  changed_by_id: NullableInt;
  changed_at: Timestamp;
}

/** Units of the currency per 1 USD. */
export interface CurrencyRateTable {
  currency_id: number;
  rate: Numeric;
  updated_at: Timestamp;
}

export interface MarginStepTable {
  id: Generated<number>;
  sale_type_id: number;
  from_usd: Numeric;
  percent: Numeric;
}

export interface TransportMarginStepTable {
  id: Generated<number>;
  from_usd: Numeric;
  percent: Numeric;
}

/** An RFQ: the request, its list flags, its saved quotation head and its text block. */
export interface RfqTable {
  id: Generated<number>;
  uuid: string;
  number: string;
  company_id: number;
  contact_id: NullableInt;
  rfq_manager_id: NullableInt;
  priority: RfqPriority;
  is_repair: Flag;
  sale_type_id: number;
  in_work: Flag;
  in_archive: Flag;
  full_quoted: Flag;
  activity_status: ColumnType<ActivityStatus, ActivityStatus | undefined, ActivityStatus>;
  rfq_status_id: number;
  deadline: NullableDate;
  comment: Text;
  cancel_comment: Text;
  created_by_id: NullableInt;
  created_at: Timestamp;
  updated_at: Timestamp;
  x_rate: NullableNumeric;
  main_price_unit_id: number;
  vat: Flag;
  vat_columns: Flag;
  vat_value: ColumnType<number, number | string | undefined, number | string>;
  logistics_on: Flag;
  include_transport_in_price: Flag;
  show_transport: Flag;
  treaty_number: Text;
  use_default_text: Flag;
  margin_by_user: NullableNumeric;
  show_cost: Flag;
  bill_kp: Flag;
  /** Typed totals, stored as numbers (spec §5; migration 0005_quote_freeze). */
  price_total_by_user: NullableNumeric;
  price_total_no_vat_by_user: NullableNumeric;
  total_paid_by_user: NullableNumeric;
  kp_version: ColumnType<number, number | undefined, number>;
  legal_entity_id: NullableInt;
  delivery_time_id: ColumnType<number, number | undefined, number>;
  conditions: ColumnType<Partial<KpConditions>, string | undefined, string>;
  rfq_name_by_user: Text;
  start_date: NullableDate;
  end_date: NullableDate;
}

/** What happened to an RFQ: its list transitions, with their comments. */
export interface RfqEventTable {
  id: Generated<number>;
  rfq_id: number;
  action: string;
  comment: Text;
  contact_id: NullableInt;
  user_id: NullableInt;
  created_at: Timestamp;
}

export interface RfqPositionTable {
  id: Generated<number>;
  rfq_id: number;
  index: number;
  requested_part_number: string;
  inventory_id: number;
  quantity: number;
  unit_id: number;
  condition_id: NullableInt;
  comment: Text;
  chosen_offer_id: NullableInt;
  margin_by_user: NullableNumeric;
  unit_price_by_user: NullableNumeric;
  need_offers: Flag;
  requested_in_ils: Flag;
  ils_initiator_id: NullableInt;
  created_at: Timestamp;
}

export type EndPositionStatus = 'need_updates' | 'in_work' | 'finished';

/** A search task for parts search: an RFQ position that needs (more) offers. */
export interface EndPositionTable {
  id: Generated<number>;
  position_id: number;
  status: ColumnType<EndPositionStatus, EndPositionStatus | undefined, EndPositionStatus>;
  comment: Text;
  manager_id: NullableInt;
  created_by_id: NullableInt;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A KP: the priced snapshot of an RFQ's chosen offers, with the head it was priced with. */
export interface KpTable {
  id: Generated<number>;
  uuid: string;
  number: string;
  rfq_id: number;
  version: number;
  date: DateOnly;
  valid_until: NullableDate;
  created_by_id: NullableInt;
  manager_id: NullableInt;
  currency_id: number;
  /** The quote currency's rate used, units per 1 USD. */
  x_rate: Numeric;
  vat: boolean;
  vat_value: Numeric;
  vat_columns: boolean;
  logistics_on: boolean;
  include_transport_in_price: boolean;
  show_transport: boolean;
  legal_entity_id: number;
  document_type: number;
  conditions: ColumnType<KpConditions, string, string>;
  treaty_number: Text;
  number_po: Text;
  goods: Numeric;
  transport: Numeric;
  total_no_vat: Numeric;
  vat_amount: Numeric;
  total: Numeric;
  shown_total_no_vat: Numeric;
  shown_total: Numeric;
  file_id: NullableInt;
  created_at: Timestamp;
}

export interface KpRowTable {
  id: Generated<number>;
  kp_id: number;
  index: number;
  position_id: number;
  offer_id: number;
  inventory_id: number;
  supplier_id: NullableInt;
  part_number: string;
  requested_part_number: string;
  description: Text;
  condition_id: number;
  quantity: number;
  unit_id: number;
  unit_cost: Numeric;
  margin_percent: Numeric;
  unit_transport: Numeric;
  unit_price: Numeric;
  total: Numeric;
  vat: Numeric;
  total_with_vat: Numeric;
  lead_time_days: number;
  delivery_date: DateOnly;
  certificate: NullableText;
}

/** An order: the spine's company deal, grown into an order made from a KP (issue 3). */
export interface SalesOrderTable {
  id: Generated<number>;
  uuid: string;
  number: string;
  date: DateOnly;
  company_id: number;
  /** Without VAT. */
  total: Numeric;
  currency_id: number;
  status_id: number;
  created_at: Timestamp;
  kp_id: NullableInt;
  rfq_id: NullableInt;
  manager_id: NullableInt;
  priority: ColumnType<RfqPriority, RfqPriority | undefined, RfqPriority>;
  /** With VAT (equal to total when VAT is off). */
  total_vat: ColumnType<number, number | string | undefined, number | string>;
  vat: Flag;
  vat_value: ColumnType<number, number | string | undefined, number | string>;
  po_number: Text;
  treaty_number: Text;
  delivery_date: NullableDate;
  comment: Text;
  cancel_comment: Text;
  conditions: ColumnType<KpConditions | null, string | null | undefined, string | null>;
  legal_entity_id: NullableInt;
  updated_at: Timestamp;
}

export interface OrderPositionTable {
  id: Generated<number>;
  order_id: number;
  index: number;
  inventory_id: NullableInt;
  part_number: string;
  description: Text;
  condition_id: NullableInt;
  quantity: number;
  unit_id: number;
  unit_price: Numeric;
  total: Numeric;
  active_status: ColumnType<
    OrderPositionStatus,
    OrderPositionStatus | undefined,
    OrderPositionStatus
  >;
  esd_date: NullableDate;
  deadline: NullableDate;
  supplier_id: NullableInt;
  offer_id: NullableInt;
  kp_row_id: NullableInt;
  comment: Text;
  has_problem: Flag;
  created_at: Timestamp;
}

export interface TextConditionTable {
  id: Generated<number>;
  /** Null: the default text; else the text for one company. */
  company_id: number | null;
  document_type: number;
  condition_type: number;
  for_repair: Generated<boolean>;
  logistics_on: Generated<boolean>;
  text: string;
  /** The language of the text: KP versions print Russian or English (kp-versions.ts). */
  language: ColumnType<'en' | 'ru', 'en' | 'ru' | undefined, 'en' | 'ru'>;
}

export interface QuotesMailTable {
  id: Generated<number>;
  email: string;
  name: string;
}

export interface QuotesPhoneTable {
  id: Generated<number>;
  phone: string;
  name: string;
}

export interface StoredFileTable {
  id: Generated<number>;
  uuid: string;
  name: string;
  original_name: string;
  category: string;
  owner_uuid: string;
  model: string | null;
  size: ColumnType<number, number, number>;
  content_type: string;
  sha256: string;
  approved: Generated<boolean>;
  uploaded_by_id: number;
  created_at: Timestamp;
}

export interface SeedStateTable {
  id: number;
  scale: Numeric;
  generator_version: number;
  seeded_at: Timestamp;
}

export interface Database {
  ref_ac_type: RefTable;
  ref_ata_chapter: RefTable;
  ref_certificate_type: RefTable;
  ref_company_category: RefTable;
  ref_condition: RefTable;
  ref_country: RefTable;
  ref_currency: RefTable;
  ref_delivery_type: RefTable;
  ref_delivery_time: DeliveryTimeTable;
  ref_sale_type: RefTable;
  ref_order_status: RefTable;
  ref_rfq_priority: RefTable;
  ref_rfq_status: RefTable;
  ref_unit: RefTable;
  ref_payment_method: RefTable;
  ref_delivery_term: RefTable;
  ref_request_category: RefTable;
  auth_secret: AuthSecretTable;
  user_group: UserGroupTable;
  app_user: AppUserTable;
  app_user_group: AppUserGroupTable;
  confirm_ticket: ConfirmTicketTable;
  used_refresh_token: UsedRefreshTokenTable;
  contact: ContactTable;
  user_table_setting: UserTableSettingTable;
  user_preset_setting: UserPresetSettingTable;
  holding: HoldingTable;
  company: CompanyTable;
  company_address: CompanyAddressTable;
  company_guiding: CompanyGuidingTable;
  bank_property: BankPropertyTable;
  treaty: TreatyTable;
  quotation_setting: QuotationSettingTable;
  inventory_group: InventoryGroupTable;
  inventory: InventoryTable;
  supplier_offer: SupplierOfferTable;
  offer_history: OfferHistoryTable;
  currency_rate: CurrencyRateTable;
  margin_step: MarginStepTable;
  transport_margin_step: TransportMarginStepTable;
  rfq: RfqTable;
  rfq_event: RfqEventTable;
  rfq_position: RfqPositionTable;
  end_position: EndPositionTable;
  kp: KpTable;
  kp_row: KpRowTable;
  sales_order: SalesOrderTable;
  order_position: OrderPositionTable;
  text_condition: TextConditionTable;
  quotes_mail: QuotesMailTable;
  quotes_phone: QuotesPhoneTable;
  stored_file: StoredFileTable;
  seed_state: SeedStateTable;
}

export type NewCompany = Insertable<CompanyTable>;
export type CompanyRow = Selectable<CompanyTable>;
export type CompanyUpdate = Updateable<CompanyTable>;
