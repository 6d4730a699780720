import { create } from 'zustand';
import {
  DEFAULT_LOCAL_SETTINGS,
  DEFAULT_SESSION_SETTINGS,
  type LocalSettings,
  type SessionSettings,
  type Settings,
  type SettingsPatch,
} from '../../src-shared/bridge.ts';
import { bridge } from '../bridge.ts';
import { notify } from './notifications.ts';

/**
 * Settings mirrored to the bridge: the local ones (spec §4: collapsed, theme, rfqView, pin,
 * Filters, columnPinning) survive log-out; the session ones (table settings from the server) do
 * not. The store changes at once; the bridge write follows, and a failed write is shown.
 */
interface SettingsState {
  serverUrl: string | null;
  local: LocalSettings;
  session: SessionSettings;
  hydrate(settings: Settings): void;
  /** The local settings another window saved: they are the workstation's, one set for all. */
  adoptLocal(local: LocalSettings): void;
  updateLocal(patch: Partial<LocalSettings>): void;
  updateSession(patch: Partial<SessionSettings>): void;
  /** Log-out: the session settings go, the local ones stay. */
  clearSession(): Promise<void>;
  /**
   * A sign-in by `owner` (`sessionOwner`): the session settings someone else left are cleared
   * first (asked of main, which holds them for every window), the user's own are kept.
   */
  claimSession(owner: string): Promise<void>;
}

function persist(patch: SettingsPatch): void {
  bridge()
    .settings.update(patch)
    .catch((error: unknown) => {
      notify.error(
        `Settings could not be saved: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
}

export const useSettings = create<SettingsState>()((set, get) => ({
  serverUrl: null,
  local: DEFAULT_LOCAL_SETTINGS,
  session: DEFAULT_SESSION_SETTINGS,
  hydrate(settings) {
    set({ serverUrl: settings.serverUrl, local: settings.local, session: settings.session });
  },
  adoptLocal(local) {
    set({ local });
  },
  updateLocal(patch) {
    set((state) => ({ local: { ...state.local, ...patch } }));
    persist({ local: patch });
  },
  updateSession(patch) {
    set((state) => ({ session: { ...state.session, ...patch } }));
    persist({ session: patch });
  },
  async clearSession() {
    set({ session: DEFAULT_SESSION_SETTINGS });
    const settings = await bridge().settings.clearSession();
    set({ local: settings.local, session: settings.session });
  },
  async claimSession(owner) {
    const { session } = await bridge().settings.read();
    if (session.owner === owner) return;
    await get().clearSession();
    get().updateSession({ owner });
  },
}));

/**
 * Keeps this window's local settings in step with the other windows': a theme, a pin or a list's
 * saved filters changed in one shows in every one, and a change here then builds on theirs rather
 * than writing back a stale copy over them (a list saves all its `Filters` at once). Answers the
 * unsubscribe function.
 */
export function followOtherWindows(): () => void {
  return bridge().events.onLocalSettings((local) => useSettings.getState().adoptLocal(local));
}
