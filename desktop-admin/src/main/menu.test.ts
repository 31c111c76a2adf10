import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_SECTION_PATHS } from '@oeuvre/ui/lib/admin-navigation';
import { buildMenuTemplate } from './menu.ts';

vi.mock('electron', () => ({ Menu: { setApplicationMenu: vi.fn(), buildFromTemplate: vi.fn() } }));

const submenu = (template: MenuItemConstructorOptions[], label: string) =>
  template.find((item) => item.label === label)?.submenu as MenuItemConstructorOptions[];

describe('application menu', () => {
  // The sections themselves (labels, order, addresses) are asserted once, with the shared list
  // (packages/ui/src/lib/admin-navigation.test.ts); here: the Go menu is that list, in its order.
  it('moves between the admin sections of the sidebar, in its order, with Ctrl/Cmd+1, 2, …', () => {
    const navigate = vi.fn();
    const template = buildMenuTemplate(
      { navigate, openCsvFile: vi.fn(), signOut: vi.fn() },
      { isMac: false, dev: false },
    );
    const go = submenu(template, 'Go');

    expect(go.map((item) => [item.label, item.accelerator])).toEqual(
      ADMIN_SECTION_PATHS.map((section, index) => [section.label, `CmdOrCtrl+${index + 1}`]),
    );
    go.forEach((item) => (item.click as () => void)());
    expect(navigate.mock.calls.map(([path]) => path)).toEqual(ADMIN_SECTION_PATHS.map((section) => section.path));
  });

  it('opens a CSV file and signs out from the File menu', () => {
    const openCsvFile = vi.fn();
    const signOut = vi.fn();
    const file = submenu(
      buildMenuTemplate({ navigate: vi.fn(), openCsvFile, signOut }, { isMac: false, dev: false }),
      'File',
    );
    const open = file.find((item) => item.label === 'Open CSV File…')!;
    expect(open.accelerator).toBe('CmdOrCtrl+O');
    (open.click as () => void)();
    (file.find((item) => item.label === 'Sign Out')!.click as () => void)();
    expect(openCsvFile).toHaveBeenCalledOnce();
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('offers developer tools only in development, and the app menu only on macOS', () => {
    const actions = { navigate: vi.fn(), openCsvFile: vi.fn(), signOut: vi.fn() };
    const roles = (template: MenuItemConstructorOptions[]) => JSON.stringify(template);
    expect(roles(buildMenuTemplate(actions, { isMac: false, dev: false }))).not.toContain('toggleDevTools');
    expect(roles(buildMenuTemplate(actions, { isMac: false, dev: true }))).toContain('toggleDevTools');
    expect(buildMenuTemplate(actions, { isMac: true, dev: false })[0]).toEqual({ role: 'appMenu' });
  });
});
