import { z } from 'zod';
import { tableSettingsSchema } from './home.ts';

export const CONTACT_PATHS = {
  /** `?search=my`: the caller's own contact and the contacts they supervise; else a name search. */
  selector: (role: string) => `${role}/contact/selector/`,
  updateTableSettings: (role: string, id: number) => `${role}/contact/${id}/update_table_settings/`,
} as const;

export const updateTableSettingsSchema = z.object({ setting: tableSettingsSchema });
export type UpdateTableSettings = z.infer<typeof updateTableSettingsSchema>;
