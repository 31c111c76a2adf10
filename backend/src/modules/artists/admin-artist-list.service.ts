// The admin table of published artists: searched, sorted and paged in SQL, so it stays quick at any size.
import type { AdminArtistListPage, AdminArtistListQuery, AdminArtistSort } from '@oeuvre/contract';
import type { Em } from '../../db/orm.ts';
import { recordsWhere } from './admin-artist.service.ts';
import { searchWords } from './directory.service.ts';

/** LIKE pattern for a word anywhere, with the pattern characters taken literally ('!' is the escape). */
const containing = (word: string) => `%${word.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/** The draft's names in lower case (the search text covers the published names with accents folded). */
const draftNameText = `lower("full_name" || ' ' || coalesce("display_name", ''))`;

/** The columns of each sort (ties broken by id, so paging is stable); text sorts ignore case. */
const SORT_COLUMNS: Record<AdminArtistSort, string[]> = {
  name: ['lower(coalesce(nullif("display_name", \'\'), "full_name"))'],
  email: ['lower("email")'],
  location: ['lower("country")', 'lower("city")'],
  published: ['"published_at"'],
  created: ['"created_at"'],
};

/**
 * One page of the published artists. Every search word must be in the name, display name, city or country (the
 * trigram-indexed search text, as the directory searches, and the draft's own name and email, which an admin
 * also sees).
 */
export async function listPublishedPage(em: Em, query: AdminArtistListQuery): Promise<AdminArtistListPage> {
  const where = ['"published_at" is not null'];
  const params: unknown[] = [];
  for (const word of searchWords(query.q)) {
    where.push(
      `("search_text" like ? escape '!' or lower("email") like ? escape '!' or ${draftNameText} like ? escape '!')`,
    );
    const pattern = containing(word);
    params.push(pattern, pattern, pattern);
  }
  const filter = where.join(' and ');
  const direction = query.order === 'asc' ? 'asc' : 'desc';
  const order = [...SORT_COLUMNS[query.sort].map((c) => `${c} ${direction}`), `"id" ${direction}`].join(', ');
  const offset = (query.page - 1) * query.pageSize;
  const [counted] = await em.execute<{ total: number }[]>(
    `select count(*)::int as "total" from "artist_profile" where ${filter}`,
    params,
  );
  const items = await recordsWhere(em, `${filter} order by ${order} limit ? offset ?`, [
    ...params,
    query.pageSize,
    offset,
  ]);
  return { items, total: counted?.total ?? 0, page: query.page, pageSize: query.pageSize };
}
