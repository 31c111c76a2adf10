// @oeuvre/admin-ui: the admin screens, rendered by the web app at /admin and by the desktop app.
import './admin.css';

export { AdminApp, type AdminAppProps } from './AdminApp.tsx';
export type { AccessDeniedReason, AdminHostKind, Unsubscribe } from './admin-context.tsx';
export type { AdminNotice, AdminToaster } from './notices.tsx';
export type { CsvBytes, CsvSource } from './lib/files.ts';
export { DEFAULT_BASE_PATH } from './paths.ts';
