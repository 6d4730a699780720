/**
 * Column visibility and pinning of one list, wherever the list is:
 * - visibility belongs to the session: saved to the session settings (spec §4) and, for a role
 *   that may write its profile, to the server (`update_table_settings`; the auditor may not, and
 *   the 403 would log it out);
 * - pinning is a local setting (`columnPinning`, survives log-out).
 */
import type { ColumnPinningState, RowData } from '@tanstack/react-table';
import { useCallback, useMemo } from 'react';
import { contactEndpoints, type ContactSettings } from '../../src-shared/api/contact.ts';
import type { UserInfo } from '../../src-shared/api/home.ts';
import { call } from '../api/http.ts';
import type { ColumnChoice } from '../components/ColumnMenu.tsx';
import type { DataColumnDef } from '../components/DataTable.tsx';
import { reportUnexpected } from './report.ts';
import { queryClient } from '../api/queryClient.ts';
import { queryKeys } from '../api/queryKeys.ts';
import { usePowers, useRoleUrl } from '../stores/session.ts';
import { useSettings } from '../stores/settings.ts';
import {
  effectiveVisibility,
  mergeTableSetting,
  sessionSettingsFromResponse,
} from '../features/setting/tableSettings.ts';

type Visibility = Record<string, boolean>;

/** A column's id: the one given, or its accessor key (as TanStack Table names it). */
export function columnIdOf<T extends RowData>(column: DataColumnDef<T>): string {
  return column.id ?? String((column as { accessorKey?: string }).accessorKey);
}

/**
 * The column menu's choices for a table: its columns in their order, but for those that are not
 * the user's to show or hide (`meta.inMenu: false`), so no list restates its columns' ids.
 */
export function columnChoicesOf<T extends RowData>(
  columns: readonly DataColumnDef<T>[],
): ColumnChoice[] {
  return columns
    .filter((column) => column.meta?.inMenu !== false)
    .map((column) => {
      const id = columnIdOf(column);
      return { id, label: column.meta?.label ?? id, canHide: column.enableHiding !== false };
    });
}

/** Every column shown: the default of a list whose columns all start visible. */
export function allVisible<T extends RowData>(
  columns: readonly DataColumnDef<T>[],
): Record<string, boolean> {
  return Object.fromEntries(columnChoicesOf(columns).map((choice) => [choice.id, true]));
}
const NO_PINNING = { left: [] as string[], right: [] as string[] };

async function saveVisibility(role: string, table: string, visibility: Visibility): Promise<void> {
  const userInfo = queryClient.getQueryData<UserInfo>(queryKeys.userInfo(role));
  if (!userInfo) return; // Not loaded (server down at start): the session settings have it.
  const setting = mergeTableSetting(
    userInfo.table_setting,
    useSettings.getState().session.columnVisibility,
    table,
    visibility,
  );
  const response = await call(contactEndpoints.updateTableSettings, {
    params: { role, id: userInfo.contact.id },
    body: { setting },
  });
  keepSavedSettings(role, response);
}

/**
 * What a settings update answered (table settings or presets): into user_info, not fetched again,
 * and (spec §4: a table-setting response stores column visibility, presets and the active
 * preset) into the session settings.
 */
export function keepSavedSettings(role: string, response: ContactSettings): void {
  queryClient.setQueryData<UserInfo>(queryKeys.userInfo(role), (current) =>
    current
      ? {
          ...current,
          table_setting: response.table_setting,
          preset_settings: response.preset_settings,
        }
      : current,
  );
  useSettings.getState().updateSession(sessionSettingsFromResponse(response));
}

export function useTableColumns(table: string, defaults: Visibility) {
  const role = useRoleUrl();
  const { saveTableSettings } = usePowers();
  const saved = useSettings((state) => state.session.columnVisibility[table]);
  const localPinning = useSettings((state) => state.local.columnPinning[table]);
  const visibility = useMemo(() => effectiveVisibility(defaults, saved), [defaults, saved]);
  const pinning = useMemo<ColumnPinningState>(
    () => ({
      start: [...(localPinning ?? NO_PINNING).left],
      end: [...(localPinning ?? NO_PINNING).right],
    }),
    [localPinning],
  );

  const setVisibility = useCallback(
    (next: Visibility) => {
      const settings = useSettings.getState();
      settings.updateSession({
        columnVisibility: { ...settings.session.columnVisibility, [table]: next },
      });
      if (!saveTableSettings) return;
      // A failure was shown by the client; the choice stays in the session settings.
      saveVisibility(role, table, next).catch((error: unknown) =>
        reportUnexpected(error, 'Column settings were not saved'),
      );
    },
    [role, table, saveTableSettings],
  );

  const toggleVisible = useCallback(
    (id: string, visible: boolean) => setVisibility({ ...visibility, [id]: visible }),
    [setVisibility, visibility],
  );

  const setPinning = useCallback(
    (next: ColumnPinningState) => {
      const settings = useSettings.getState();
      settings.updateLocal({
        columnPinning: {
          ...settings.local.columnPinning,
          [table]: { left: next.start, right: next.end },
        },
      });
    },
    [table],
  );

  const togglePinned = useCallback(
    (id: string, pinned: boolean) => {
      const start = pinning.start.filter((column) => column !== id);
      setPinning({
        start: pinned ? [...start, id] : start,
        end: pinning.end.filter((c) => c !== id),
      });
    },
    [pinning, setPinning],
  );

  const reset = useCallback(() => {
    setVisibility({ ...defaults });
    setPinning({ start: [], end: [] });
  }, [defaults, setPinning, setVisibility]);

  return { visibility, pinning, toggleVisible, togglePinned, reset };
}
