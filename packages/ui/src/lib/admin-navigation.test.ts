import { describe, expect, test } from 'vitest';
import { ADMIN_SECTION_PATHS, ADMIN_SECTIONS, adminSectionPath, normaliseBasePath } from './admin-navigation.ts';

describe('admin navigation', () => {
  test('lists the sections in menu order', () => {
    expect(ADMIN_SECTIONS.map((section) => section.label)).toEqual([
      'Dashboard',
      'Artists',
      'Users',
      'Pending Approvals',
      'Inbox',
      'Outbox',
      'Venues',
      'Settings',
    ]);
  });

  test('each section has its address under the mount point; the dashboard is the mount point', () => {
    expect(ADMIN_SECTION_PATHS.map((section) => section.path)).toEqual([
      '/admin',
      '/admin/artists',
      '/admin/users',
      '/admin/pending',
      '/admin/inbox',
      '/admin/outbox',
      '/admin/venues',
      '/admin/settings',
    ]);
    const [dashboard, , users] = ADMIN_SECTIONS;
    expect(adminSectionPath('/moderation/', users)).toBe('/moderation/users');
    expect(adminSectionPath('/', users)).toBe('/users');
    expect(adminSectionPath('/', dashboard)).toBe('/');
  });

  test('a mount point is written with a leading slash and no trailing one', () => {
    expect(normaliseBasePath('/admin/')).toBe('/admin');
    expect(normaliseBasePath('admin')).toBe('/admin');
    expect(normaliseBasePath(' / ')).toBe('');
  });
});
