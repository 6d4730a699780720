import { z } from 'zod';
import { ROLES } from '../domain/roles.ts';
import { idSchema } from './fields.ts';
import { refSchema } from './records.ts';
import { endpoint } from './endpoint.ts';

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
export const refItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string().optional(),
  symbol: z.string().optional(),
  /** delivery_time only: business days of transit added to a lead time (none: on request). */
  days: z.number().optional(),
});
export type RefItem = z.infer<typeof refItemSchema>;

export const baseInfoSchema = z.record(z.enum(REFERENCE_LISTS), z.array(refItemSchema));
export type BaseInfo = z.infer<typeof baseInfoSchema>;

export const contactSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string(),
  position: z.string(),
  company: refSchema.nullable(),
});
export type ContactSummary = z.infer<typeof contactSummarySchema>;

export const quoteMailSchema = z.object({ id: z.number(), email: z.string(), name: z.string() });
export type QuoteMail = z.infer<typeof quoteMailSchema>;

export const quotePhoneSchema = z.object({ id: z.number(), phone: z.string(), name: z.string() });
export type QuotePhone = z.infer<typeof quotePhoneSchema>;

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

/** A saved preset, as stored (what the update accepts is contact.ts's presetSchema). */
export const storedPresetSchema = z.object({
  name: z.string(),
  filters: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
export type Preset = z.infer<typeof storedPresetSchema>;

export const presetSettingsSchema = z.object({
  setting: z.record(z.string(), z.array(storedPresetSchema)),
  active_setting: z.record(z.string(), z.string().nullable()),
});
export type PresetSettings = z.infer<typeof presetSettingsSchema>;

/** The caller's own column settings, as it saved them. */
export const storedTableSettingsSchema = z.record(
  z.string(),
  z.object({
    columnVisibility: z.record(z.string(), z.boolean()),
    columnOrder: z.array(z.string()).optional(),
  }),
) satisfies z.ZodType<TableSettings>;

export const userInfoSchema = z.object({
  id: z.number(),
  username: z.string(),
  contact: contactSummarySchema,
  user_groups: z.array(z.enum(ROLES)),
  url: z.string(),
  /** The client's own company; null for staff. */
  company: refSchema.nullable(),
  /** Our legal entities this user works for ("company lists"). */
  companies: z.array(refSchema),
  quotes_mail: z.array(quoteMailSchema),
  quotes_phone: z.array(quotePhoneSchema),
  table_setting: storedTableSettingsSchema,
  productsHeaderList: z.array(z.string()),
  preset_settings: presetSettingsSchema,
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/**
 * Spec §3 "Company text condition": document_type and condition_type codes (the condition of each
 * code: KP_CONDITION_KEYS in records.ts).
 */
export const DOCUMENT_TYPE_LABEL = ['Quotation', 'Invoice', 'Preliminary Quotation'] as const;
export const CONDITION_TYPE_LABEL = [
  'Payment conditions',
  'Delivery conditions',
  'Shipping cost',
  'Exchange',
  'Warranty',
  'Loan',
] as const;

export const textConditionSchema = z.object({
  id: z.number(),
  company: refSchema.nullable(),
  document_type: z.literal([0, 1, 2]),
  condition_type: z.literal([0, 1, 2, 3, 4, 5]),
  for_repair: z.boolean(),
  logistics_on: z.boolean(),
  /** The text's language: KP versions print Russian or English (kp-versions.ts). */
  language: z.enum(['en', 'ru']).optional(),
  text: z.string(),
});
export type TextCondition = z.infer<typeof textConditionSchema>;

export const textConditionQuerySchema = z.object({
  company: idSchema.optional(),
  document_type: z.number().int().min(0).max(2).optional(),
  language: z.enum(['en', 'ru']).optional(),
});

export const homeEndpoints = {
  baseInfo: endpoint({
    method: 'GET',
    path: ':role/home/base_info/',
    response: baseInfoSchema,
    area: 'home',
  }),
  userInfo: endpoint({
    method: 'GET',
    path: ':role/home/user_info/',
    response: userInfoSchema,
    area: 'home',
  }),
  /** Default condition texts, and the asked company's (a client only ever its own). */
  textCondition: endpoint({
    method: 'GET',
    path: ':role/text_condition/',
    query: textConditionQuerySchema,
    response: z.array(textConditionSchema),
    area: 'home',
  }),
  quotesMail: endpoint({
    method: 'GET',
    path: ':role/quotes_mail/',
    response: z.array(quoteMailSchema),
    area: 'home',
  }),
  quotesPhone: endpoint({
    method: 'GET',
    path: ':role/quotes_phone/',
    response: z.array(quotePhoneSchema),
    area: 'home',
  }),
};
