/* The application menu: File actions, and Go with Ctrl/Cmd+1, 2, … to move between the admin sections (the sidebar's list). */
import { Menu, type MenuItemConstructorOptions } from 'electron';
import { ADMIN_SECTION_PATHS, type AdminPath } from '@oeuvre/ui/lib/admin-navigation';

export interface MenuActions {
  navigate: (path: AdminPath) => void;
  openCsvFile: () => void;
  signOut: () => void;
}

export function buildMenuTemplate(
  actions: MenuActions,
  options: { isMac: boolean; dev: boolean },
): MenuItemConstructorOptions[] {
  const sections: MenuItemConstructorOptions[] = ADMIN_SECTION_PATHS.map((section, index) => ({
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
