// The admin area's sections, in menu order: the web and desktop sidebars and the desktop app's Go menu
// (Ctrl/Cmd+1, 2, … in this order) are all drawn from this one list.

import { ADMIN_BASE_PATH } from './admin-base-path.ts';

export { ADMIN_BASE_PATH };

export const ADMIN_SECTIONS = [
  { id: 'dashboard', label: 'Dashboard', icon: 'dashboard', screen: '' },
  { id: 'artists', label: 'Artists', icon: 'people', screen: '/artists' },
  { id: 'users', label: 'Users', icon: 'user', screen: '/users' },
  { id: 'pending', label: 'Pending Approvals', icon: 'endorsed', screen: '/pending' },
  { id: 'inbox', label: 'Inbox', icon: 'inbox', screen: '/inbox' },
  { id: 'outbox', label: 'Outbox', icon: 'envelope', screen: '/outbox' },
  { id: 'venues', label: 'Venues', icon: 'map-marker', screen: '/venues' },
  { id: 'settings', label: 'Settings', icon: 'cog', screen: '/settings' },
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number];
export type AdminSectionId = AdminSection['id'];

/** A section's address under the default mount point: '/admin', '/admin/users', … */
export type AdminPath = `${typeof ADMIN_BASE_PATH}${AdminSection['screen']}`;

/** '/admin/' -> '/admin', '/' -> '' (so addresses can be joined with '/screen'). */
export function normaliseBasePath(basePath: string): string {
  const trimmed = basePath.trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** A section's address under a mount point: ('/admin', users) -> '/admin/users'; the dashboard is the mount point ('/' at the root). */
export function adminSectionPath(basePath: string, section: AdminSection): string {
  return `${normaliseBasePath(basePath)}${section.screen}` || '/';
}

/** Each section with its address under the default mount point (the desktop app's Go menu). */
export const ADMIN_SECTION_PATHS = ADMIN_SECTIONS.map((section) => ({
  ...section,
  path: `${ADMIN_BASE_PATH}${section.screen}` as AdminPath,
}));
