// The admin table of users: searched, sorted and paged in SQL, so it stays quick at any size.
import type { AdminUser, AdminUserListPage, AdminUserListQuery, AdminUserSort } from '@oeuvre/contract';
import type { Em } from '../../db/orm.ts';
import { toSearchText } from '../../db/search-text.ts';

const MAX_WORDS = 8;

/** LIKE pattern for a word anywhere, with the pattern characters taken literally ('!' is the escape). */
const containing = (word: string) => `%${word.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/** The columns of each sort (ties broken by id, so paging is stable); text sorts ignore case. */
const SORT_COLUMNS: Record<AdminUserSort, string[]> = {
  name: ['lower("u"."first_name" || \' \' || "u"."last_name")', 'lower("u"."email")'],
  email: ['lower("u"."email")'],
  created: ['"u"."created_at"'],
};

type UserRow = {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  is_admin: boolean;
  is_frozen: boolean;
  created_at: Date | string;
  has_profile: boolean;
};

/** One page of the users; every search word must be in the email, first or last name. */
export async function listUsersPage(em: Em, query: AdminUserListQuery): Promise<AdminUserListPage> {
  const where: string[] = [];
  const params: unknown[] = [];
  const words = toSearchText(query.q).split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  for (const word of words) {
    where.push(`lower("u"."email" || ' ' || "u"."first_name" || ' ' || "u"."last_name") like ? escape '!'`);
    params.push(containing(word));
  }
  const filter = where.length ? `where ${where.join(' and ')}` : '';
  const direction = query.order === 'asc' ? 'asc' : 'desc';
  const order = [...SORT_COLUMNS[query.sort].map((c) => `${c} ${direction}`), `"u"."id" ${direction}`].join(', ');
  const [counted] = await em.execute<{ total: number }[]>(
    `select count(*)::int as "total" from "user" "u" ${filter}`,
    params,
  );
  const rows = await em.execute<UserRow[]>(
    `select "u"."id", "u"."email", "u"."first_name", "u"."last_name", "u"."profile_image_url", "u"."is_admin",
       "u"."is_frozen", "u"."created_at",
       exists (select 1 from "artist_profile" "p" where "p"."user_id" = "u"."id") as "has_profile"
     from "user" "u" ${filter} order by ${order} limit ? offset ?`,
    [...params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return { items: rows.map(presentRow), total: counted?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

function presentRow(row: UserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    profileImageUrl: row.profile_image_url,
    isAdmin: row.is_admin,
    isFrozen: row.is_frozen,
    createdAt: new Date(row.created_at).toISOString(),
    hasProfile: row.has_profile,
  };
}
