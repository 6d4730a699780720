/**
 * Contacts (spec §3 "Contact", §7 "Contact and profile" and "Analytics"): the selector, the
 * caller's own table and preset settings, a contact's profile (read and changed), the analytics
 * list of our staff and the chat selector.
 *
 * Who changes what on PATCH contact/{id}/ (our decision, one rule): the fields of the person
 * (CONTACT_OWN_FIELDS) only on the caller's own contact; where the person sits in the company
 * (CONTACT_ADMIN_FIELDS: supervisor, company guiding) only with 'analytics' write (the admin), on
 * any contact. A body with both needs both. Roles (user_groups) are not a contact's field and
 * are never changed here.
 */
import { z } from 'zod';
import { idSchema, isoDateSchema, optionalText, patchOf, requiredText } from './fields.ts';
import { refSchema } from './records.ts';
import { pageOf } from './results.ts';
import { listQuery, orderingSchema, searchSchema } from './list-query.ts';
import { idListSchema, telegramLinkField, timeZoneField } from './company.ts';
import { endpoint } from './endpoint.ts';
import {
  contactSummarySchema,
  presetSettingsSchema,
  SETTINGS_MAX_TABLES,
  storedTableSettingsSchema,
  tableSettingsSchema,
} from './home.ts';

export const updateTableSettingsSchema = z.object({ setting: tableSettingsSchema });

/**
 * The most a contact's saved table settings and presets may take, each, as stored JSON: our
 * decision. A screen's columns take about 1 KB; 64 KB is every table of the app many times over,
 * and keeps a contact's row from growing without bound (a PATCH merges new tables in).
 */
export const SETTINGS_MAX_BYTES = 64 * 1024;
export const SETTINGS_TOO_LARGE = `Saved settings are limited to ${SETTINGS_MAX_BYTES / 1024} KB: save fewer tables or presets.`;

export const CONTACT_SELECTOR_LIMIT = 50;

/** `search=my`: the caller and the contacts they supervise; any other text matches names and emails. */
export const contactSelectorQuerySchema = z.object({
  search: searchSchema,
});

export const presetSchema = z.object({
  name: z.string().trim().min(1, { error: 'This field is required.' }).max(100),
  filters: z.record(z.string().max(64), z.union([z.string().max(500), z.number(), z.boolean()])),
});

const fewTables = (record: Record<string, unknown>) =>
  Object.keys(record).length <= SETTINGS_MAX_TABLES;
const FEW_TABLES_ERROR = { error: `At most ${SETTINGS_MAX_TABLES} tables.` };

export const updatePresetSettingsSchema = z.object({
  setting: z
    .record(z.string().max(64), z.array(presetSchema).max(50))
    .refine(fewTables, FEW_TABLES_ERROR),
  active_setting: z
    .record(z.string().max(64), z.string().max(100).nullable())
    .refine(fewTables, FEW_TABLES_ERROR),
});

/** What both settings updates answer: the stored settings after the change. */
export const contactSettingsSchema = z.object({
  id: z.number(),
  table_setting: storedTableSettingsSchema,
  preset_settings: presetSettingsSchema,
});
export type ContactSettings = z.infer<typeof contactSettingsSchema>;

// ---------------------------------------------------------------- profile

/** A contact as its profile shows it (and the admin's analytics row starts from). */
export const contactProfileSchema = z.object({
  id: z.number(),
  name: z.string(),
  surname: z.string(),
  eng_name: z.string(),
  eng_surname: z.string(),
  email: z.string(),
  phone: z.string(),
  position: z.string(),
  telegram_link: z.string(),
  time_zone: z.string(),
  company: refSchema.nullable(),
  /** The contact this one reports to. */
  supervisor: refSchema.nullable(),
  /** The legal entity of ours the person works for. */
  company_guiding: refSchema.nullable(),
  /** The sign-in of the person, when they have one, and its roles. */
  username: z.string().nullable(),
  user_groups: z.array(z.string()),
  created_at: z.string(),
});
export type ContactProfile = z.infer<typeof contactProfileSchema>;

/** What a person changes on their own contact. */
export const CONTACT_OWN_FIELDS = [
  'name',
  'surname',
  'position',
  'telegram_link',
  'time_zone',
  'eng_name',
  'eng_surname',
] as const;
/** What the admin ('analytics' write) sets on any contact. */
export const CONTACT_ADMIN_FIELDS = ['supervisor', 'company_guiding'] as const;

export const contactUpdateSchema = patchOf(
  z.object({
    name: requiredText(100),
    surname: optionalText(100),
    position: optionalText(120),
    telegram_link: telegramLinkField,
    time_zone: timeZoneField,
    eng_name: optionalText(100),
    eng_surname: optionalText(100),
    /** null: reports to nobody. */
    supervisor: idSchema.nullable(),
    /** One of our legal entities; null: none. */
    company_guiding: idSchema.nullable(),
  }),
);
export type ContactUpdate = z.input<typeof contactUpdateSchema>;

export const NOT_YOUR_PROFILE = 'You can only change your own profile.';
export const ADMIN_SETS_PLACE = 'Only an admin sets a supervisor or a company guiding.';
export const OWN_SUPERVISOR = 'A contact cannot be their own supervisor.';
export const SUPERVISION_LOOP = 'That supervisor reports to this contact: no loops of supervision.';
export const NOT_OUR_LEGAL_ENTITY = 'Choose one of our legal entities.';

// ---------------------------------------------------------------- analytics

/** The analytics list: our staff (the contacts of our legal entities). */
export const CONTACT_ANALYTICS_ORDERING = [
  'name',
  'email',
  'last_login',
  'rfqs',
  'kps',
  'orders',
  'created_at',
] as const;

export const contactAnalyticsQuerySchema = listQuery({
  /**
   * `date_gate` (our decision, the one place it is defined): a day, YYYY-MM-DD. The work counted in
   * each row (RFQs managed, KPs issued, orders managed) is the work created on or after that day,
   * and only the contacts active since then are listed: those with some of that work, or who
   * signed in on or after it. Without it: all our staff, their work of all time.
   */
  date_gate: isoDateSchema.optional(),
  /** `contacts=3,8`: only these people (the chats a supervisor picked with the chat selector). */
  contacts: idListSchema.optional(),
  order_by: orderingSchema(CONTACT_ANALYTICS_ORDERING, 'order_by'),
});
export type ContactAnalyticsQuery = z.input<typeof contactAnalyticsQuerySchema>;

export const contactAnalyticsItemSchema = contactProfileSchema.extend({
  last_login: z.string().nullable(),
  /** RFQs it manages, KPs it issued, orders it manages: created since date_gate. */
  rfqs: z.number(),
  kps: z.number(),
  orders: z.number(),
});
export type ContactAnalyticsItem = z.infer<typeof contactAnalyticsItemSchema>;

/** A contact with a Telegram link, to pick the chat a message goes to. */
export const chatContactSchema = contactProfileSchema.pick({
  id: true,
  name: true,
  surname: true,
  telegram_link: true,
  company: true,
});
export type ChatContact = z.infer<typeof chatContactSchema>;

export const chatSelectorQuerySchema = z.object({
  search: searchSchema,
  /** `staff=true`: only our staff (the people contact analytics lists), not clients' contacts. */
  staff: z.enum(['true']).optional(),
});

export const contactEndpoints = {
  /** `?search=my`: the caller's own contact and the contacts they supervise; else a name search. */
  selector: endpoint({
    method: 'GET',
    path: ':role/contact/selector/',
    query: contactSelectorQuerySchema,
    response: z.array(contactSummarySchema),
    area: 'home',
  }),
  /** The caller's own table settings (the tables named replace theirs; the others stay). */
  updateTableSettings: endpoint({
    method: 'PATCH',
    path: ':role/contact/:id/update_table_settings/',
    body: updateTableSettingsSchema,
    response: contactSettingsSchema,
    area: 'profile',
  }),
  updatePresetSettings: endpoint({
    method: 'PATCH',
    path: ':role/contact/:id/update_preset_settings/',
    body: updatePresetSettingsSchema,
    response: contactSettingsSchema,
    area: 'profile',
  }),
  /** Analytics of our staff (date_gate: see contactAnalyticsQuerySchema). */
  analytics: endpoint({
    method: 'GET',
    path: ':role/contact/',
    query: contactAnalyticsQuerySchema,
    response: pageOf(contactAnalyticsItemSchema),
    area: 'analytics',
  }),
  chatSelector: endpoint({
    method: 'GET',
    path: ':role/contact/chat_selector/',
    query: chatSelectorQuerySchema,
    response: z.array(chatContactSchema),
    area: 'analytics',
  }),
  /** One's own contact, or any with 'analytics' read. */
  one: endpoint({
    method: 'GET',
    path: ':role/contact/:id/',
    response: contactProfileSchema,
    area: ['profile', 'analytics'],
  }),
  /** Who may change which field: see the top of this file. */
  update: endpoint({
    method: 'PATCH',
    path: ':role/contact/:id/',
    body: contactUpdateSchema,
    response: contactProfileSchema,
    area: ['profile', 'analytics'],
  }),
};
