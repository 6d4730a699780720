import { useEffect } from 'react';
import type { LocalSettings } from '../../src-shared/bridge.ts';
import { useSettings } from '../stores/settings.ts';

type Theme = LocalSettings['theme'];

function systemPrefersDark(): boolean {
  return window.matchMedia('(prefers-color-scheme: dark)').matches;
}

function resolveTheme(theme: Theme, prefersDark: boolean): 'light' | 'dark' {
  if (theme === 'system') return prefersDark ? 'dark' : 'light';
  return theme;
}

function apply(theme: Theme) {
  const resolved = resolveTheme(theme, systemPrefersDark());
  document.documentElement.dataset.theme = resolved;
  document.documentElement.style.colorScheme = resolved;
}

/** Keeps <html data-theme> in step with the `theme` local setting and, for 'system', the OS. */
export function useThemeSync() {
  const theme = useSettings((state) => state.local.theme);
  useEffect(() => {
    apply(theme);
    if (theme !== 'system') return;
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => apply('system');
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [theme]);
}

/** Before React renders, so the first paint already has the right colours. */
export function applyThemeNow(theme: Theme) {
  apply(theme);
}
