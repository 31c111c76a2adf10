import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { DIRECTORY_PAGE_SIZE } from '../constants.ts';
import { ValidationMessages as M } from '../messages.ts';
import { issuesOf, parsed } from '../test-support/issues.ts';
import { directorySearchOf } from '../directory-search.ts';
import { artistsListQuery, directoryQuery } from './directory.ts';

describe('directory query (values arrive as strings)', () => {
  test('defaults: page 1, 9 per page, no filters', () => {
    const out = parsed(directoryQuery, {});
    expect(out).toMatchObject({ page: 1, pageSize: DIRECTORY_PAGE_SIZE });
    expect(out.q).toBeUndefined();
    expect(out.discipline).toBeUndefined();
    expect(out.location).toBeUndefined();
  });

  test('page and pageSize are coerced from strings; blank means default', () => {
    expect(parsed(directoryQuery, { page: '3', pageSize: '24' })).toMatchObject({ page: 3, pageSize: 24 });
    expect(parsed(directoryQuery, { page: '', pageSize: ' ' })).toMatchObject({ page: 1, pageSize: 9 });
    expect(parsed(directoryQuery, { page: 2, pageSize: 100 })).toMatchObject({ page: 2, pageSize: 100 });
  });

  test.each([
    [{ page: '0' }, 'page', M.page],
    [{ page: '-1' }, 'page', M.page],
    [{ page: '1.5' }, 'page', M.page],
    [{ page: 'two' }, 'page', M.page],
    [{ pageSize: '0' }, 'pageSize', M.pageSize],
    [{ pageSize: '101' }, 'pageSize', M.pageSize],
    [{ in: 'everything' }, 'in', M.searchIn],
    [{ discipline: 'juggling' }, 'discipline', M.disciplines],
  ])('%o is refused', (input, field, message) => {
    expect(issuesOf(directoryQuery, input)[field]).toBe(message);
  });

  test("search text is trimmed; blank and 'all' mean no filter", () => {
    expect(parsed(directoryQuery, { q: '  berlin ', discipline: 'all', location: '' })).toMatchObject({
      q: 'berlin',
    });
    expect(parsed(directoryQuery, { discipline: 'mixed_media' }).discipline).toBe('mixed_media');
    expect(parsed(directoryQuery, { in: 'cv' }).in).toBe('cv');
  });

  test("the location options' keys become place names; free text passes through", () => {
    expect(parsed(directoryQuery, { location: 'new_york' }).location).toBe('New York');
    expect(parsed(directoryQuery, { location: 'Havana' }).location).toBe('Havana');
  });

  test('over-long search text is refused', () => {
    expect(v.safeParse(directoryQuery, { q: 'x'.repeat(201) }).success).toBe(false);
  });
});

describe('artists list query', () => {
  test('limit defaults to 1000 and is capped there', () => {
    expect(parsed(artistsListQuery, {}).limit).toBe(1000);
    expect(parsed(artistsListQuery, { limit: '3' }).limit).toBe(3);
    expect(parsed(artistsListQuery, { limit: '50000' }).limit).toBe(1000);
  });
  test('zero and junk are refused', () => {
    expect(issuesOf(artistsListQuery, { limit: '0' }).limit).toBe(M.limit);
    expect(issuesOf(artistsListQuery, { limit: 'all' }).limit).toBe(M.limit);
  });
});

describe("a directory page's address as the search it asks for", () => {
  const of = (search: string) => directorySearchOf(new URLSearchParams(search));

  test('only the filters that are set, the page, and the page size', () => {
    expect(of('q=%20berlin%20&discipline=painting&location=Germany&page=2')).toEqual({
      q: 'berlin',
      discipline: 'painting',
      location: 'Germany',
      page: 2,
      pageSize: DIRECTORY_PAGE_SIZE,
    });
    expect(of('')).toEqual({ page: 1, pageSize: DIRECTORY_PAGE_SIZE });
    expect(of('q=%20%20&discipline=')).toEqual({ page: 1, pageSize: DIRECTORY_PAGE_SIZE });
  });

  test.each(['0', '-2', '1.5', 'two', '2abc', ''])('page=%s means the first page', (page) => {
    expect(of(`page=${page}`).page).toBe(1);
  });

  test('what the API then checks: a valid address is a valid query, an unknown discipline is refused', () => {
    expect(v.safeParse(directoryQuery, of('q=berlin&page=3')).success).toBe(true);
    expect(issuesOf(directoryQuery, of('discipline=juggling')).discipline).toBe(M.disciplines);
  });
});
