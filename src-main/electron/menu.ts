/**
 * A minimal application menu: the standard edit and window roles, reload, zoom, the data and log
 * folders, and About.
 */
import { app, dialog, Menu, shell, type MenuItemConstructorOptions } from 'electron';

export function installMenu(options: { userDataDir: string; logDir: string }): void {
  const isMac = process.platform === 'darwin';
  const template: MenuItemConstructorOptions[] = [
    ...(isMac ? [{ role: 'appMenu' as const }] : []),
    {
      label: 'File',
      submenu: [
        { label: 'Open Data Folder', click: () => void shell.openPath(options.userDataDir) },
        { type: 'separator' },
        isMac ? { role: 'close' } : { role: 'quit' },
      ],
    },
    { role: 'editMenu' },
    {
      label: 'View',
      submenu: [
        { role: 'reload' },
        ...(app.isPackaged ? [] : [{ role: 'toggleDevTools' as const }]),
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    { role: 'windowMenu' },
    {
      role: 'help',
      submenu: [
        // The logs of main and of the embedded server (logging/app-log.ts): what support asks for.
        { label: 'Open Log Folder', click: () => void shell.openPath(options.logDir) },
        { type: 'separator' },
        {
          label: 'About Aerodesk',
          click: () =>
            void dialog.showMessageBox({
              type: 'info',
              title: 'About Aerodesk',
              message: `Aerodesk ${app.getVersion()}`,
              detail: 'Back office for trading, repairing and shipping aviation parts.',
            }),
        },
      ],
    },
  ];
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}
