import { describe, expect, it } from 'vitest';
import { readDirectoryParams, writeDirectoryParams } from './directory-params';

describe('directory URL', () => {
  it('reads the query, filters and page', () => {
    expect(readDirectoryParams(new URLSearchParams('q=berlin&discipline=painting&location=Germany&page=2'))).toEqual({
      q: 'berlin',
      discipline: 'painting',
      location: 'Germany',
      page: 2,
    });
  });

  it('falls back to page 1 for a missing or nonsensical page', () => {
    expect(readDirectoryParams(new URLSearchParams('page=0')).page).toBe(1);
    expect(readDirectoryParams(new URLSearchParams('page=abc')).page).toBe(1);
    expect(readDirectoryParams(new URLSearchParams('')).page).toBe(1);
  });

  it('writes only what differs from the defaults and round-trips', () => {
    expect(writeDirectoryParams({ q: '', discipline: '', location: '', page: 1 }).toString()).toBe('');
    const params = { q: 'new york', discipline: 'sculpture', location: '', page: 3 };
    const written = writeDirectoryParams(params);
    expect(written.toString()).toBe('q=new+york&discipline=sculpture&page=3');
    expect(readDirectoryParams(written)).toEqual(params);
  });
});
