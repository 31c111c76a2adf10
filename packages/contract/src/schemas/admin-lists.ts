// The admin tables of artists and users: searched, sorted and paged on the server (query values arrive as strings).
import * as v from 'valibot';
import { ADMIN_LIST_MAX_PAGE_SIZE, ADMIN_LIST_PAGE_SIZE, TEXT_LIMITS } from '../constants.ts';
import { ValidationMessages as M } from '../messages.ts';
import { artistProfileRecord } from './artist-views.ts';
import { queryInt } from './directory.ts';
import { adminUser } from './users.ts';

export const ADMIN_ARTIST_SORTS = ['name', 'email', 'location', 'published', 'created'] as const;
export const ADMIN_USER_SORTS = ['name', 'email', 'created'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type AdminArtistSort = (typeof ADMIN_ARTIST_SORTS)[number];
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Search words: trimmed, at most the search length; blank means every row. */
const searchText = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(TEXT_LIMITS.search, M.tooLong(TEXT_LIMITS.search)),
    v.transform((s) => (s === '' ? undefined : s)),
  ),
);

function listQuery<const S extends readonly [string, ...string[]]>(sorts: S, defaultSort: S[number]) {
  return v.object({
    q: searchText,
    sort: v.optional(v.picklist(sorts, M.sort(sorts)), defaultSort),
    order: v.optional(v.picklist(SORT_ORDERS, M.order), 'desc'),
    page: queryInt(1, 1, 1_000_000, M.page),
    pageSize: queryInt(ADMIN_LIST_PAGE_SIZE, 1, ADMIN_LIST_MAX_PAGE_SIZE, M.pageSize),
  });
}

export const adminArtistListQuery = listQuery(ADMIN_ARTIST_SORTS, 'created');
export const adminUserListQuery = listQuery(ADMIN_USER_SORTS, 'created');
export type AdminArtistListQuery = v.InferOutput<typeof adminArtistListQuery>;
export type AdminArtistListQueryInput = v.InferInput<typeof adminArtistListQuery>;
export type AdminUserListQuery = v.InferOutput<typeof adminUserListQuery>;
export type AdminUserListQueryInput = v.InferInput<typeof adminUserListQuery>;

export const adminArtistListPage = v.object({
  items: v.array(artistProfileRecord),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
});
export const adminUserListPage = v.object({
  items: v.array(adminUser),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
});
export type AdminArtistListPage = v.InferOutput<typeof adminArtistListPage>;
export type AdminUserListPage = v.InferOutput<typeof adminUserListPage>;
