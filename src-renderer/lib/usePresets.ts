/**
 * Saved filter presets of one list (spec §7 `update_preset_settings/` with `setting` and
 * `active_setting`; spec §4: the response stores presets and the active preset locally). The
 * session settings hold them for the screen at once; for a role that may write its profile they
 * are saved to the server too (the auditor may not: the 403 would log it out), and what the server
 * stored comes back into user_info and the session settings.
 */
import { useCallback } from 'react';
import { contactEndpoints } from '../../src-shared/api/contact.ts';
import type { Preset, UserInfo } from '../../src-shared/api/home.ts';
import { call } from '../api/http.ts';
import { queryClient } from '../api/queryClient.ts';
import { queryKeys } from '../api/queryKeys.ts';
import { usePowers, useRoleUrl } from '../stores/session.ts';
import { useSettings } from '../stores/settings.ts';
import { keepSavedSettings } from './useTableColumns.ts';

const NO_PRESETS: readonly Preset[] = [];

async function savePresets(role: string): Promise<void> {
  const userInfo = queryClient.getQueryData<UserInfo>(queryKeys.userInfo(role));
  if (!userInfo) return; // Not loaded (server down at start): the session settings have them.
  const { presets, activePreset } = useSettings.getState().session;
  const response = await call(contactEndpoints.updatePresetSettings, {
    params: { role, id: userInfo.contact.id },
    body: { setting: presets, active_setting: activePreset },
  });
  keepSavedSettings(role, response);
}

export function usePresets(table: string) {
  const role = useRoleUrl();
  const { saveTableSettings } = usePowers();
  const presets = useSettings((state) => state.session.presets[table]) ?? NO_PRESETS;
  const active = useSettings((state) => state.session.activePreset[table]) ?? null;

  const store = useCallback(
    async (next: readonly Preset[], nextActive: string | null) => {
      const { session, updateSession } = useSettings.getState();
      updateSession({
        presets: { ...session.presets, [table]: [...next] },
        activePreset: { ...session.activePreset, [table]: nextActive },
      });
      if (saveTableSettings) await savePresets(role);
    },
    [role, table, saveTableSettings],
  );

  /** Saves the filters under `name` (a preset of that name is replaced) and makes it active. */
  const save = useCallback(
    (name: string, filters: Preset['filters']) =>
      store([...presets.filter((preset) => preset.name !== name), { name, filters }], name),
    [presets, store],
  );
  const choose = useCallback((name: string | null) => store(presets, name), [presets, store]);
  const remove = useCallback(
    (name: string) =>
      store(
        presets.filter((preset) => preset.name !== name),
        active === name ? null : active,
      ),
    [active, presets, store],
  );
  return { presets, active, save, choose, remove };
}
