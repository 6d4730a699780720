/** The main window: secure web preferences, and its size and place remembered between runs. */
import { BrowserWindow, screen, type Rectangle } from 'electron';
import type { SettingsStore, WindowState } from '../services/settings.ts';

export function createMainWindow(options: {
  preloadPath: string;
  url: string;
  settings: SettingsStore;
}): BrowserWindow {
  const state = options.settings.windowState();
  const bounds = state.bounds && isOnSomeDisplay(state.bounds) ? state.bounds : null;
  const window = new BrowserWindow({
    ...(bounds ?? { width: 1400, height: 900 }),
    minWidth: 960,
    minHeight: 600,
    show: false,
    title: 'Aerodesk',
    backgroundColor: '#f5f6f8',
    webPreferences: {
      preload: options.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
    },
  });
  if (state.maximized) window.maximize();
  window.once('ready-to-show', () => window.show());
  window.on('close', () => options.settings.saveWindowState(currentState(window)));
  void window.loadURL(options.url);
  return window;
}

function currentState(window: BrowserWindow): WindowState {
  const { x, y, width, height } = window.getNormalBounds();
  return { bounds: { x, y, width, height }, maximized: window.isMaximized() };
}

/** A window saved on a monitor that is gone would open off-screen: check it is still visible. */
function isOnSomeDisplay(bounds: Rectangle): boolean {
  return screen.getAllDisplays().some(({ workArea }) => {
    const overlapX =
      Math.min(bounds.x + bounds.width, workArea.x + workArea.width) -
      Math.max(bounds.x, workArea.x);
    const overlapY =
      Math.min(bounds.y + bounds.height, workArea.y + workArea.height) -
      Math.max(bounds.y, workArea.y);
    return overlapX >= 100 && overlapY >= 100;
  });
}
