import { describe, expect, it } from 'vitest';
import { readDirectoryParams, writeDirectoryParams } from './directory-params';

describe('directory URL', () => {
  it('reads the query, filters and page', () => {
    expect(readDirectoryParams(new URLSearchParams('q=berlin&discipline=painting&location=Germany&page=2'))).toEqual({
      q: 'berlin',
      discipline: 'painting',
      location: 'Germany',
      sort: '',
      page: 2,
    });
    expect(readDirectoryParams(new URLSearchParams('sort=name')).sort).toBe('name');
    expect(readDirectoryParams(new URLSearchParams('sort=updated')).sort).toBe('updated');
    // An order the directory does not offer is the default (newest first).
    expect(readDirectoryParams(new URLSearchParams('sort=price')).sort).toBe('');
  });

  it('falls back to page 1 for a missing or nonsensical page', () => {
    expect(readDirectoryParams(new URLSearchParams('page=0')).page).toBe(1);
    expect(readDirectoryParams(new URLSearchParams('page=abc')).page).toBe(1);
    expect(readDirectoryParams(new URLSearchParams('')).page).toBe(1);
  });

  it('writes only what differs from the defaults and round-trips', () => {
    expect(writeDirectoryParams({ q: '', discipline: '', location: '', sort: '', page: 1 }).toString()).toBe('');
    const params = { q: 'new york', discipline: 'sculpture', location: '', sort: 'name' as const, page: 3 };
    const written = writeDirectoryParams(params);
    expect(written.toString()).toBe('q=new+york&discipline=sculpture&sort=name&page=3');
    expect(readDirectoryParams(written)).toEqual(params);
  });
});
