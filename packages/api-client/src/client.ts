// createApiClient: typed functions for every JSON route, organised by product area.
import {
  routes,
  SECTIONS,
  type AdminArtistListQueryInput,
  type AdminArtistPatchForm,
  type AdminUserListQueryInput,
  type ArtistProfileForm,
  type ContactMessageInput,
  type CurrentUser,
  type MyProfileResponse,
  type DesktopTokenExchange,
  type DirectoryQueryInput,
  type GalleryItemPatch,
  type Route,
  type RouteId,
  type SectionForm,
  type SectionItem,
  type SectionKind,
  type SectionPatchForm,
  type SiteSettingsForm,
  type EmailSettingsInput,
  type EmailPreferencesInput,
} from '@oeuvre/contract';
import { isApiError } from './api-error.ts';
import { createRequest } from './request.ts';
import { buildUrl, createTransport, type ClientOptions, type UploadOptions } from './transport.ts';

type Id = number | string;

/** A one-file form for an upload route, with its text fields. */
function fileForm(
  routeId: RouteId,
  file: Blob,
  fields: Record<string, string | number | null | undefined> = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  const route: Route = routes[routeId];
  const field = route.files?.[0] ?? 'file';
  form.append(field, file, (file as File).name ?? field);
  return form;
}

/** null when the server answers one of `statuses` (e.g. 401 = signed out). */
async function orNull<T>(call: Promise<T>, statuses: number[]): Promise<T | null> {
  try {
    return await call;
  } catch (err) {
    if (isApiError(err) && statuses.includes(err.status)) return null;
    throw err;
  }
}

export function createApiClient(options: ClientOptions = {}) {
  const transport = createTransport(options);
  const request = createRequest(transport);

  const sectionParams = (kind: SectionKind, artistId: Id, itemId: Id) =>
    SECTIONS[kind].itemPaths === 'flat' ? { id: itemId } : { id: artistId, itemId };

  return {
    request,
    /** POST any form to a path; with onProgress, real upload progress via XMLHttpRequest. */
    upload: (path: string, form: FormData, opts?: UploadOptions) => transport.upload(path, form, opts),
    /** Where a full-page navigation goes (sign-in, sign-out). */
    urls: {
      login: () => buildUrl(transport.baseUrl, routes['session.login'].path),
      logout: () => buildUrl(transport.baseUrl, routes['session.logout'].path),
    },

    system: {
      health: () => request('system.health'),
      openApi: () => request('system.openapi'),
    },
    emailPreferences: {
      get: () => request('email.preferences.get'),
      update: (body: EmailPreferencesInput) => request('email.preferences.update', { body }),
    },
    settings: {
      public: () => request('settings.public'),
    },
    session: {
      /** The signed-in user, or null when signed out (401). */
      currentUser: (): Promise<CurrentUser | null> => orNull(request('session.currentUser'), [401]),
    },

    artists: {
      list: (limit?: number) => request('artists.list', { query: { limit } }),
      get: (slug: string) => request('artists.get', { params: { slug } }),
      /** The signed-in user's profile record, or null when they have none. */
      mine: () => orNull(request('artists.mine'), [401, 404]),
      create: (body: ArtistProfileForm) => request('artists.create', { body }),
      update: (id: Id, body: ArtistProfileForm) => request('artists.update', { params: { id }, body }),
      uploadWorkImage: (artistId: Id, file: Blob, opts?: UploadOptions) =>
        request('works.uploadImage', { body: fileForm('works.uploadImage', file, { artistId }), ...opts }),
    },
    directory: {
      search: (query: DirectoryQueryInput = {}) => request('directory.search', { query }),
    },
    profile: {
      /** The signed-in user's draft with every section, or null (no profile, or signed out). */
      get: (): Promise<MyProfileResponse | null> => orNull(request('profile.get'), [401, 404]),
      uploadImage: (file: Blob, opts?: UploadOptions) =>
        request('profile.uploadImage', { body: fileForm('profile.uploadImage', file), ...opts }),
    },

    sections: {
      add: <K extends SectionKind>(kind: K, artistId: Id, body: SectionForm<K>): Promise<SectionItem<K>> =>
        request(`sections.${kind}.add` as 'sections.awards.add', {
          params: { id: artistId },
          body: body as never,
        }) as Promise<SectionItem<K>>,
      update: <K extends SectionKind>(
        kind: K,
        artistId: Id,
        itemId: Id,
        body: SectionPatchForm<K>,
      ): Promise<SectionItem<K>> =>
        request(`sections.${kind}.update` as 'sections.awards.update', {
          params: sectionParams(kind, artistId, itemId) as { id: Id; itemId: Id },
          body: body as never,
        }) as Promise<SectionItem<K>>,
      remove: (kind: SectionKind, artistId: Id, itemId: Id): Promise<undefined> =>
        request(`sections.${kind}.remove` as 'sections.awards.remove', {
          params: sectionParams(kind, artistId, itemId) as { id: Id; itemId: Id },
        }),
      /** Puts the section's entries in this order: every entry's id once, first to last. */
      reorder: <K extends SectionKind>(kind: K, artistId: Id, ids: number[]): Promise<SectionItem<K>[]> =>
        request(`sections.${kind}.reorder` as 'sections.awards.reorder', {
          params: { id: artistId },
          body: { ids },
        }) as Promise<SectionItem<K>[]>,
    },

    connections: {
      forArtist: (artistId: Id) => request('connections.forArtist', { params: { artistId } }),
      status: (artistId: Id) => request('connections.status', { params: { artistId } }),
      support: (receiverId: Id) => request('connections.create', { body: { receiverId } }),
      remove: (connectionId: Id) => request('connections.remove', { params: { id: connectionId } }),
      requests: () => request('connections.requests'),
      accept: (id: Id) => request('connections.accept', { params: { id } }),
      reject: (id: Id, reason?: string) =>
        request('connections.reject', { params: { id }, body: { reason } }),
      mine: () => request('connections.mine'),
    },
    contact: {
      send: (body: ContactMessageInput) => request('contact.send', { body }),
    },
    desktop: {
      exchangeToken: (body: DesktopTokenExchange) => request('desktop.exchangeToken', { body }),
      revokeToken: () => request('desktop.revokeToken'),
    },

    admin: {
      stats: () => request('admin.stats'),
      pending: () => request('admin.approvals.pending'),
      approve: (id: Id) => request('admin.approvals.approve', { params: { id } }),
      reject: (id: Id, reason?: string) =>
        request('admin.approvals.reject', { params: { id }, body: { reason } }),
      artists: {
        approved: () => request('admin.artists.approved'),
        search: (query: AdminArtistListQueryInput = {}) => request('admin.artists.search', { query }),
        rejected: () => request('admin.artists.rejected'),
        get: (id: Id) => request('admin.artists.get', { params: { id } }),
        update: (id: Id, body: AdminArtistPatchForm) =>
          request('admin.artists.update', { params: { id }, body }),
        remove: (id: Id) => request('admin.artists.remove', { params: { id } }),
        uploadImage: (id: Id, file: Blob, opts?: UploadOptions) =>
          request('admin.artists.uploadImage', {
            params: { id },
            body: fileForm('admin.artists.uploadImage', file),
            ...opts,
          }),
        csvUpload: (file: Blob, opts?: UploadOptions) =>
          request('admin.artists.csvUpload', { body: fileForm('admin.artists.csvUpload', file), ...opts }),
      },
      csvJobs: {
        start: (file: Blob, opts?: UploadOptions) =>
          request('admin.csvJobs.start', { body: fileForm('admin.csvJobs.start', file), ...opts }),
        get: (id: Id) => request('admin.csvJobs.get', { params: { id } }),
      },
      users: {
        list: () => request('admin.users.list'),
        search: (query: AdminUserListQueryInput = {}) => request('admin.users.search', { query }),
        makeAdmin: (id: Id) => request('admin.users.makeAdmin', { params: { id } }),
        removeAdmin: (id: Id) => request('admin.users.removeAdmin', { params: { id } }),
        freeze: (id: Id) => request('admin.users.freeze', { params: { id } }),
        unfreeze: (id: Id) => request('admin.users.unfreeze', { params: { id } }),
        remove: (id: Id) => request('admin.users.remove', { params: { id } }),
      },
      inbox: {
        list: () => request('admin.inbox.list'),
        markRead: (id: Id) => request('admin.inbox.markRead', { params: { id } }),
        remove: (id: Id) => request('admin.inbox.remove', { params: { id } }),
      },
      outbox: {
        list: () => request('admin.outbox.list'),
      },
      gallery: {
        list: (artistId: Id) => request('admin.gallery.list', { params: { artistId } }),
        add: (
          artistId: Id,
          file: Blob,
          fields: {
            title: string;
            description?: string;
            year?: string;
            medium?: string;
            dimensions?: string;
          },
          opts?: UploadOptions,
        ) =>
          request('admin.gallery.add', {
            params: { artistId },
            body: fileForm('admin.gallery.add', file, fields),
            ...opts,
          }),
        update: (id: Id, body: GalleryItemPatch) => request('admin.gallery.update', { params: { id }, body }),
        replaceImage: (id: Id, file: Blob, opts?: UploadOptions) =>
          request('admin.gallery.replaceImage', {
            params: { id },
            body: fileForm('admin.gallery.replaceImage', file),
            ...opts,
          }),
        remove: (id: Id) => request('admin.gallery.remove', { params: { id } }),
      },
      settings: {
        get: () => request('admin.settings.get'),
        update: (body: SiteSettingsForm) => request('admin.settings.update', { body }),
        email: {
          get: () => request('admin.emailSettings.get'),
          update: (body: EmailSettingsInput) => request('admin.emailSettings.update', { body }),
          test: () => request('admin.emailSettings.test'),
        },
      },
      tokens: {
        list: () => request('admin.tokens.list'),
        revoke: (id: Id) => request('admin.tokens.revoke', { params: { id } }),
      },
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
