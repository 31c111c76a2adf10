import { describe, expect, test } from 'vitest';
import { ValidationMessages as M } from '../messages.ts';
import { issuesOf, parsed } from '../test-support/issues.ts';
import { artistDisplayName } from '../display-name.ts';
import { adminArtistInput, artistProfileInput } from './artist-profile.ts';

const valid = {
  fullName: 'Ana Mendieta',
  email: 'ana@example.org',
  website: 'https://ana.example.org',
  city: 'Havana',
  country: 'Cuba',
  artistStatement: 'Earth-body works made between 1973 and 1980.',
};

describe('basic info (CV editor)', () => {
  test('accepts a complete profile and normalises blanks to null', () => {
    const out = parsed(artistProfileInput, {
      ...valid,
      displayName: '  ',
      website: '',
      fullName: '  Ana Mendieta ',
    });
    expect(out.fullName).toBe('Ana Mendieta');
    expect(out.displayName).toBeNull();
    expect(out.website).toBeNull();
  });

  test.each([
    ['fullName', { fullName: 'A' }, M.fullName],
    ['fullName', { fullName: ' A ' }, M.fullName],
    ['fullName', { fullName: undefined }, M.fullName],
    ['email', { email: 'not-an-email' }, M.email],
    ['email', { email: '' }, M.email],
    ['website', { website: 'ana.example' }, M.website],
    ['website', { website: 'ftp://ana.example.org' }, M.website],
    ['city', { city: '' }, M.city],
    ['city', { city: '   ' }, M.city],
    ['country', { country: '' }, M.country],
    ['artistStatement', { artistStatement: 'Too short.' }, M.artistStatement],
    ['artistStatement', { artistStatement: undefined }, M.artistStatement],
  ])('%s: %o gives the product message', (field, change, message) => {
    expect(issuesOf(artistProfileInput, { ...valid, ...change })[field]).toBe(message);
  });

  test('missing fields get their own message, not a generic one', () => {
    expect(issuesOf(artistProfileInput, {})).toEqual({
      fullName: M.fullName,
      email: M.email,
      city: M.city,
      country: M.country,
      artistStatement: M.artistStatement,
    });
    expect(issuesOf(artistProfileInput, 'not an object')['']).toBe(M.invalidBody);
  });

  test('the product messages are worded exactly', () => {
    expect(M.fullName).toBe('Full name is required and must be at least 2 characters');
    expect(M.email).toBe('Valid email is required');
    expect(M.website).toBe('Website must be a valid URL');
    expect(M.city).toBe('City is required');
    expect(M.country).toBe('Country is required');
    expect(M.artistStatement).toBe('Artist statement must be at least 20 characters');
  });

  test('a 20-character statement is enough, 19 is not', () => {
    expect(issuesOf(artistProfileInput, { ...valid, artistStatement: 'x'.repeat(20) })).toEqual({});
    expect(issuesOf(artistProfileInput, { ...valid, artistStatement: 'x'.repeat(19) }).artistStatement).toBe(
      M.artistStatement,
    );
  });

  test('disciplines come from the list, at most 5', () => {
    expect(
      parsed(artistProfileInput, { ...valid, disciplines: ['painting', 'mixed_media'] }).disciplines,
    ).toEqual(['painting', 'mixed_media']);
    expect(issuesOf(artistProfileInput, { ...valid, disciplines: ['juggling'] })['disciplines.0']).toBe(
      M.disciplines,
    );
    const six = ['painting', 'sculpture', 'photography', 'digital', 'drawing', 'video'];
    expect(issuesOf(artistProfileInput, { ...valid, disciplines: six }).disciplines).toBe(M.disciplines);
  });

  test('profile image: uploaded path or http(s) URL', () => {
    expect(parsed(artistProfileInput, { ...valid, profileImageUrl: '/uploads/a.webp' }).profileImageUrl).toBe(
      '/uploads/a.webp',
    );
    expect(
      issuesOf(artistProfileInput, { ...valid, profileImageUrl: '/uploads/../secret' }).profileImageUrl,
    ).toBe(M.fileUrl);
  });

  test('bounds long text', () => {
    expect(issuesOf(artistProfileInput, { ...valid, city: 'x'.repeat(201) }).city).toBe(M.tooLong(200));
    expect(
      issuesOf(artistProfileInput, { ...valid, artistStatement: 'x'.repeat(10_001) }).artistStatement,
    ).toBe(M.tooLong(10_000));
  });

  test('a blank display name means the full name is shown', () => {
    expect(artistDisplayName({ fullName: 'Ana Mendieta', displayName: ' ' })).toBe('Ana Mendieta');
    expect(artistDisplayName({ fullName: 'Ana Mendieta', displayName: null })).toBe('Ana Mendieta');
    expect(artistDisplayName({ fullName: 'Ana Mendieta', displayName: 'Ana' })).toBe('Ana');
  });
});

describe('admin edit artist', () => {
  test("an empty website or a bare 'https://' means none", () => {
    expect(parsed(adminArtistInput, { ...valid, website: 'https://' }).website).toBeNull();
    expect(parsed(adminArtistInput, { ...valid, website: '' }).website).toBeNull();
    expect(parsed(adminArtistInput, { ...valid, website: undefined }).website).toBeUndefined();
  });

  test.each([
    ['fullName', { fullName: 'A' }, 'Full name is required'],
    ['email', { email: 'x@' }, 'Valid email is required'],
    [
      'website',
      { website: 'www.example.org' },
      'Website must be a valid URL starting with http:// or https://',
    ],
    [
      'website',
      { website: 'javascript:alert(1)' },
      'Website must be a valid URL starting with http:// or https://',
    ],
    ['city', { city: '' }, 'City is required'],
    ['country', { country: '' }, 'Country is required'],
    ['artistStatement', { artistStatement: 'short' }, 'Artist statement must be at least 20 characters'],
  ])('%s: %o gives the product message', (field, change, message) => {
    expect(issuesOf(adminArtistInput, { ...valid, ...change })[field]).toBe(message);
  });

  test('accepts http and https websites', () => {
    expect(parsed(adminArtistInput, { ...valid, website: 'http://a.example' }).website).toBe(
      'http://a.example',
    );
  });
});

describe('birth year and place, showing the email', () => {
  const year = new Date().getFullYear();

  test('a birth year is a whole number from 1900 to this year, given as text or a number; blank clears it', () => {
    expect(parsed(artistProfileInput, { ...valid, birthYear: '1984' }).birthYear).toBe(1984);
    expect(parsed(artistProfileInput, { ...valid, birthYear: 1900 }).birthYear).toBe(1900);
    expect(parsed(artistProfileInput, { ...valid, birthYear: String(year) }).birthYear).toBe(year);
    expect(parsed(artistProfileInput, { ...valid, birthYear: ' ' }).birthYear).toBeNull();
    expect(parsed(artistProfileInput, { ...valid, birthYear: null }).birthYear).toBeNull();
    expect(parsed(artistProfileInput, valid).birthYear).toBeUndefined();
  });

  test.each(['1899', String(year + 1), '84', '1984.5', 'nineteen', 1984.5, true])(
    'refuses %s as a birth year with its message',
    (birthYear) => {
      const message = `Birth year must be a whole number from 1900 to ${year}`;
      expect(M.birthYear(year)).toBe(message);
      expect(issuesOf(artistProfileInput, { ...valid, birthYear }).birthYear).toBe(message);
    },
  );

  test('a birth place is one line of at most 200 characters; blank is none', () => {
    expect(parsed(artistProfileInput, { ...valid, birthPlace: ' Porto ' }).birthPlace).toBe('Porto');
    expect(parsed(artistProfileInput, { ...valid, birthPlace: '' }).birthPlace).toBeNull();
    expect(issuesOf(artistProfileInput, { ...valid, birthPlace: 'Porto\nLisbon' }).birthPlace).toBe(
      'Place of birth must be on a single line',
    );
    expect(issuesOf(artistProfileInput, { ...valid, birthPlace: 'x'.repeat(201) }).birthPlace).toBe(
      M.tooLong(200),
    );
  });

  test('showEmail is a boolean, left as it is when not sent', () => {
    expect(parsed(artistProfileInput, { ...valid, showEmail: true }).showEmail).toBe(true);
    expect(parsed(artistProfileInput, valid).showEmail).toBeUndefined();
    expect(issuesOf(artistProfileInput, { ...valid, showEmail: 'yes' }).showEmail).toBe(M.invalidBody);
  });
});
