/**
 * Table settings between the server (user_info.table_setting, update_table_settings) and the
 * session settings in the bridge (spec §4: "a table-setting response stores column visibility,
 * presets and the active preset locally"). Pure, so the merge rules are tested on their own.
 */
import type { SessionSettings } from '../../../src-shared/bridge.ts';
import type { PresetSettings, TableSettings, UserInfo } from '../../../src-shared/api/home.ts';

type Visibility = Record<string, boolean>;

/** The session-settings part a table-setting response carries. */
export function sessionSettingsFromResponse(response: {
  table_setting?: TableSettings | null;
  preset_settings?: PresetSettings | null;
}): Partial<SessionSettings> {
  const patch: Partial<SessionSettings> = {};
  if (response.table_setting) {
    patch.columnVisibility = Object.fromEntries(
      Object.entries(response.table_setting).map(([table, setting]) => [
        table,
        { ...setting.columnVisibility },
      ]),
    );
  }
  if (response.preset_settings) {
    patch.presets = response.preset_settings.setting ?? {};
    patch.activePreset = response.preset_settings.active_setting ?? {};
  }
  return patch;
}

export function sessionSettingsFromUserInfo(
  info: Pick<UserInfo, 'table_setting' | 'preset_settings'>,
): Partial<SessionSettings> {
  return sessionSettingsFromResponse(info);
}

/**
 * The visibility a table shows: its defaults, overridden by what the user chose. Every choice is
 * kept, also for a column the defaults do not name: most lists name only the columns hidden at
 * first (or none), and a choice dropped here would make that column's menu toggle do nothing. A
 * choice for a column the table no longer has does nothing either: the table shows its own columns.
 */
export function effectiveVisibility(
  defaults: Visibility,
  saved: Visibility | undefined,
): Visibility {
  return { ...defaults, ...saved };
}

/**
 * The `setting` to PATCH after one table's visibility changed: every table the server knows keeps
 * its settings (and column order), every table known only locally is included, and the changed
 * table gets its new visibility.
 */
export function mergeTableSetting(
  server: TableSettings | undefined,
  local: SessionSettings['columnVisibility'],
  table: string,
  visibility: Visibility,
): TableSettings {
  const merged: TableSettings = {};
  for (const [name, setting] of Object.entries(server ?? {})) merged[name] = { ...setting };
  for (const [name, columns] of Object.entries(local)) {
    merged[name] = { ...merged[name], columnVisibility: { ...columns } };
  }
  merged[table] = { ...merged[table], columnVisibility: { ...visibility } };
  return merged;
}
