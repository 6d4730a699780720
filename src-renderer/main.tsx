/**
 * Start-up: ask the bridge about this launch and the settings, start the session upkeep (renewal,
 * spec §8 for main's calls), restore the session from the vault, then render. Nothing is shown
 * before the app is ready (spec §2: no loading view), except a failure, which says what went wrong.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { applyThemeNow } from './app/theme.ts';
import { bridge } from './bridge.ts';
import { titleCutTextOnHover } from './lib/cutTextTitles.ts';
import { restoreSession } from './session/auth.ts';
import { startSessionUpkeep } from './session/upkeep.ts';
import { useAppInfo } from './stores/appInfo.ts';
import { followOtherWindows, useSettings } from './stores/settings.ts';
import './styles/app.css';

async function start(root: HTMLElement) {
  const [info, settings] = await Promise.all([bridge().app.info(), bridge().settings.read()]);
  useAppInfo.setState({ info });
  useSettings.getState().hydrate(settings);
  applyThemeNow(settings.local.theme);
  followOtherWindows();
  titleCutTextOnHover();
  startSessionUpkeep();
  await restoreSession();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

function showStartFailure(root: HTMLElement, error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  const box = document.createElement('div');
  box.className = 'start-failure';
  box.setAttribute('role', 'alert');
  const title = document.createElement('h1');
  title.textContent = 'Aerodesk could not start';
  const detail = document.createElement('p');
  detail.textContent = message;
  const retry = document.createElement('button');
  retry.className = 'button';
  retry.textContent = 'Try again';
  retry.addEventListener('click', () => window.location.reload());
  box.append(title, detail, retry);
  root.replaceChildren(box);
}

const root = document.getElementById('root');
if (root) {
  start(root).catch((error: unknown) => showStartFailure(root, error));
}
