import { z } from 'zod';
import { idParamsSchema } from './common.ts';
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
  search: z.string().trim().max(100).optional(),
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
    params: idParamsSchema,
    body: updateTableSettingsSchema,
    response: contactSettingsSchema,
    area: 'profile',
  }),
  updatePresetSettings: endpoint({
    method: 'PATCH',
    path: ':role/contact/:id/update_preset_settings/',
    params: idParamsSchema,
    body: updatePresetSettingsSchema,
    response: contactSettingsSchema,
    area: 'profile',
  }),
};
