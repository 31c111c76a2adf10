/** The admin sections, in menu order; Ctrl/Cmd+1..6 follow this order. */
export const AdminSections = [
  { id: 'dashboard', label: 'Dashboard', path: '/admin' },
  { id: 'artists', label: 'Artists', path: '/admin/artists' },
  { id: 'users', label: 'Users', path: '/admin/users' },
  { id: 'pending', label: 'Pending Approvals', path: '/admin/pending' },
  { id: 'inbox', label: 'Inbox', path: '/admin/inbox' },
  { id: 'settings', label: 'Settings', path: '/admin/settings' },
] as const;

export type AdminSection = (typeof AdminSections)[number];
export type AdminPath = AdminSection['path'];
