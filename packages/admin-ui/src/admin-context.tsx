// What every admin screen reads from the host: the API client, where it lives, how to tell the user things.
import type { ApiClient } from '@oeuvre/api-client';
import { createContext, useContext } from 'react';
import type { CsvSource } from './lib/files.ts';
import type { AdminNotice } from './notices.tsx';
import type { AdminPaths } from './paths.ts';

export type AdminHostKind = 'web' | 'desktop';
export type AccessDeniedReason = 'signed-out' | 'not-admin';
export type Unsubscribe = () => void;

export interface AdminContextValue {
  client: ApiClient;
  host: AdminHostKind;
  paths: AdminPaths;
  notify(notice: AdminNotice): void;
  /** The session ended or the user is no admin: tell the host once and stop showing the screens. */
  denyAccess(reason: AccessDeniedReason): void;
  /** A page or file of the site (artist page, uploaded image) as the browser or the desktop window can load it. */
  siteUrl(path: string): string;
  /** The desktop's native open dialog, when the host has one. */
  openCsvFile?: () => Promise<File | undefined>;
  /** A CSV file the host handed over (desktop menu or drop) that the Batch Upload tab has not taken yet. */
  incomingCsv: File | null;
  takeIncomingCsv(): File | null;
  receiveCsv(source: CsvSource): void;
  /** Desktop: the menu's and shortcuts' requests to show a section ('/admin/users'). */
  navigationRequests?: (listener: (path: string) => void) => Unsubscribe;
  /** Desktop: CSV files opened from the File menu or dropped on the window. */
  csvFiles?: (listener: (file: CsvSource) => void) => Unsubscribe;
}

export const AdminContext = createContext<AdminContextValue | null>(null);

export function useAdmin(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error('Admin screens must be rendered inside <AdminApp>');
  return value;
}
