// Where each admin screen lives, under the host's base path ('/admin' in the browser and the desktop app).
import { ADMIN_BASE_PATH, normaliseBasePath } from '@oeuvre/ui/lib/admin-navigation';

export const DEFAULT_BASE_PATH = ADMIN_BASE_PATH;

export type ArtistsTab = 'published' | 'rejected' | 'batch-upload';
export type SettingsTab = 'general' | 'email' | 'security';

export function adminPaths(basePath: string) {
  const base = normaliseBasePath(basePath);
  return {
    base,
    dashboard: base || '/',
    artists: (tab?: ArtistsTab) => `${base}/artists${tab && tab !== 'published' ? `?tab=${tab}` : ''}`,
    editArtist: (id: number | string) => `${base}/artists/edit/${id}`,
    artistDraft: (id: number | string) => `${base}/artists/draft/${id}`,
    users: `${base}/users`,
    pending: `${base}/pending`,
    inbox: `${base}/inbox`,
    outbox: `${base}/outbox`,
    settings: (tab?: SettingsTab) => `${base}/settings${tab && tab !== 'general' ? `?tab=${tab}` : ''}`,
  };
}

export type AdminPaths = ReturnType<typeof adminPaths>;
