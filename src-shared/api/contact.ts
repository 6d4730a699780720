import { z } from 'zod';
import { tableSettingsSchema, type PresetSettings, type TableSettings } from './home.ts';

export const CONTACT_PATHS = {
  /** `?search=my`: the caller's own contact and the contacts they supervise; else a name search. */
  selector: (role: string) => `${role}/contact/selector/`,
  updateTableSettings: (role: string, id: number) => `${role}/contact/${id}/update_table_settings/`,
  updatePresetSettings: (role: string, id: number) =>
    `${role}/contact/${id}/update_preset_settings/`,
} as const;

export const updateTableSettingsSchema = z.object({ setting: tableSettingsSchema });
export type UpdateTableSettings = z.infer<typeof updateTableSettingsSchema>;

export const CONTACT_SELECTOR_LIMIT = 50;

/** `search=my`: the caller and the contacts they supervise; any other text matches names and emails. */
export const contactSelectorQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
});

export const presetSchema = z.object({
  name: z.string().trim().min(1, { error: 'This field is required.' }).max(100),
  filters: z.record(z.string().max(64), z.union([z.string().max(500), z.number(), z.boolean()])),
});

export const updatePresetSettingsSchema = z.object({
  setting: z.record(z.string().max(64), z.array(presetSchema).max(50)),
  active_setting: z.record(z.string().max(64), z.string().max(100).nullable()),
});
export type UpdatePresetSettings = z.infer<typeof updatePresetSettingsSchema>;

/** What both settings updates answer: the stored settings after the change. */
export interface ContactSettings {
  id: number;
  table_setting: TableSettings;
  preset_settings: PresetSettings;
}
