import { z } from 'zod';
import type { Role } from '../domain/roles.ts';
import type { Ref } from './common.ts';

export const HOME_PATHS = {
  baseInfo: (role: string) => `${role}/home/base_info/`,
  userInfo: (role: string) => `${role}/home/user_info/`,
  textCondition: (role: string) => `${role}/text_condition/`,
  quotesPhone: (role: string) => `${role}/quotes_phone/`,
  quotesMail: (role: string) => `${role}/quotes_mail/`,
} as const;

/** The reference lists `base_info` returns (spec §3 "Reference lists", and the ones we add). */
export const REFERENCE_LISTS = [
  'ac_type',
  'ata_type',
  'certificate_type',
  'company_category',
  'condition',
  'country_obj',
  'currency',
  'delivery_type',
  'delivery_time',
  'sale_type',
  'order_statuses',
  'rfq_priority',
  'rfq_status',
  'unit',
  'payment_methods',
  'delivery_terms',
  'request_category',
  'warehouse',
  'legal_entity',
  'kp_version',
] as const;
export type ReferenceList = (typeof REFERENCE_LISTS)[number];

/**
 * One entry of a reference list. `code` is the short form where the trade has one (ATA chapter
 * "32", condition "OH", country "DE", currency "USD", incoterm "EXW"); `symbol` for currencies.
 */
export interface RefItem {
  id: number;
  name: string;
  code?: string;
  symbol?: string;
  /** delivery_time only: business days of transit added to a lead time (none: on request). */
  days?: number;
}

export type BaseInfo = Record<ReferenceList, RefItem[]>;

export interface ContactSummary {
  id: number;
  name: string;
  surname: string;
  email: string;
  phone: string;
  position: string;
  company: Ref | null;
}

export interface QuoteMail {
  id: number;
  email: string;
  name: string;
}

export interface QuotePhone {
  id: number;
  phone: string;
  name: string;
}

/** Column visibility (and order) of one table, keyed by table name: 'company', 'rfq', ... */
export interface TableSetting {
  columnVisibility: Record<string, boolean>;
  columnOrder?: string[];
}
export type TableSettings = Record<string, TableSetting>;

/** At most this many tables in one settings update, and columns in one table (our decision). */
export const SETTINGS_MAX_TABLES = 100;
const MAX_COLUMNS = 200;

export const tableSettingsSchema = z
  .record(
    z.string().max(64),
    z.object({
      columnVisibility: z
        .record(z.string().max(64), z.boolean())
        .refine((columns) => Object.keys(columns).length <= MAX_COLUMNS, {
          error: `At most ${MAX_COLUMNS} columns.`,
        }),
      columnOrder: z.array(z.string().max(64)).max(MAX_COLUMNS).optional(),
    }),
  )
  .refine((tables) => Object.keys(tables).length <= SETTINGS_MAX_TABLES, {
    error: `At most ${SETTINGS_MAX_TABLES} tables.`,
  });

export interface Preset {
  name: string;
  filters: Record<string, string | number | boolean>;
}

export interface PresetSettings {
  setting: Record<string, Preset[]>;
  active_setting: Record<string, string | null>;
}

export interface UserInfo {
  id: number;
  username: string;
  contact: ContactSummary;
  user_groups: Role[];
  url: string;
  /** The client's own company; null for staff. */
  company: Ref | null;
  /** Our legal entities this user works for ("company lists"). */
  companies: Ref[];
  quotes_mail: QuoteMail[];
  quotes_phone: QuotePhone[];
  table_setting: TableSettings;
  productsHeaderList: string[];
  preset_settings: PresetSettings;
}

/** Spec §3 "Company text condition": document_type and condition_type codes. */
export const DOCUMENT_TYPE_LABEL = ['Quotation', 'Invoice', 'Preliminary Quotation'] as const;
export const CONDITION_TYPE = {
  payment: 0,
  delivery: 1,
  shipping: 2,
  exchange: 3,
  warranty: 4,
  loan: 5,
} as const;
export const CONDITION_TYPE_LABEL = [
  'Payment conditions',
  'Delivery conditions',
  'Shipping cost',
  'Exchange',
  'Warranty',
  'Loan',
] as const;

export interface TextCondition {
  id: number;
  company: Ref | null;
  document_type: 0 | 1 | 2;
  condition_type: 0 | 1 | 2 | 3 | 4 | 5;
  for_repair: boolean;
  logistics_on: boolean;
  /** The text's language: KP versions print Russian or English (kp-versions.ts). */
  language?: 'en' | 'ru';
  text: string;
}
