/* The application menu: File actions, and Go with Ctrl/Cmd+1..6 to move between admin sections. */
import { Menu, type MenuItemConstructorOptions } from 'electron';
import { AdminSections, type AdminPath } from '../shared/sections.ts';

export interface MenuActions {
  navigate: (path: AdminPath) => void;
  openCsvFile: () => void;
  signOut: () => void;
}

export function buildMenuTemplate(
  actions: MenuActions,
  options: { isMac: boolean; dev: boolean },
): MenuItemConstructorOptions[] {
  const sections: MenuItemConstructorOptions[] = AdminSections.map((section, index) => ({
    label: section.label,
    accelerator: `CmdOrCtrl+${index + 1}`,
    click: () => actions.navigate(section.path),
  }));

  return [
    ...(options.isMac ? [{ role: 'appMenu' } as const] : []),
    {
      label: 'File',
      submenu: [
        { label: 'Open CSV File…', accelerator: 'CmdOrCtrl+O', click: () => actions.openCsvFile() },
        { type: 'separator' },
        { label: 'Sign Out', click: () => actions.signOut() },
        ...(options.isMac ? [] : [{ type: 'separator' } as const, { role: 'quit' } as const]),
      ],
    },
    { role: 'editMenu' },
    { label: 'Go', submenu: sections },
    {
      label: 'View',
      submenu: [
        ...(options.dev
          ? [{ role: 'reload' } as const, { role: 'toggleDevTools' } as const, { type: 'separator' } as const]
          : []),
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    { role: 'windowMenu' },
  ];
}

export function installMenu(actions: MenuActions, options: { isMac: boolean; dev: boolean }): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(buildMenuTemplate(actions, options)));
}
