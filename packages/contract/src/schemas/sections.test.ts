import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { ValidationMessages as M } from '../messages.ts';
import { SECTIONS, SECTION_KINDS } from '../sections.ts';
import { issuesOf, parsed } from '../test-support/issues.ts';
import { awardInput, awardPatch } from './awards.ts';
import { bibliographyInput } from './bibliography.ts';
import { collectionInput } from './collections.ts';
import { commissionInput } from './commissions.ts';
import { educationInput } from './education.ts';
import { exhibitionInput } from './exhibitions.ts';
import { grantInput, grantPatch } from './grants.ts';
import { socialLink, socialMediaInput } from './social-media.ts';
import { teachingInput } from './teaching.ts';
import { affiliationInput } from './affiliations.ts';
import { workInput } from './works.ts';

describe('awards', () => {
  const award = { name: 'Guggenheim', presenter: 'Guggenheim Foundation', year: '1980' };
  test('valid award, notes optional', () => {
    expect(parsed(awardInput, award)).toEqual({ ...award, visibility: 'public' });
  });
  test.each([
    ['name', 'Award name is required'],
    ['presenter', 'Presenter/Organization is required'],
    ['year', 'Year is required'],
  ])('%s missing: %s', (field, message) => {
    expect(issuesOf(awardInput, { ...award, [field]: ' ' })[field]).toBe(message);
    expect(issuesOf(awardInput, { ...award, [field]: undefined })[field]).toBe(message);
  });
  test('a numeric year is kept as text', () => {
    expect(parsed(awardInput, { ...award, year: 1980 }).year).toBe('1980');
  });
  test('patch: only given fields, still validated', () => {
    expect(parsed(awardPatch, { notes: '' })).toEqual({ notes: null });
    expect(issuesOf(awardPatch, { name: '' }).name).toBe(M.awardName);
  });
});

describe('grants', () => {
  const grant = { name: 'Fellowship', organization: 'Rome Prize', year: '1983' };
  test('type defaults to grant', () => {
    expect(parsed(grantInput, grant).type).toBe('grant');
    expect(parsed(grantInput, { ...grant, type: 'residency' }).type).toBe('residency');
  });
  test.each([
    ['type', { type: 'loan' }, 'Please select a type'],
    ['name', { name: '' }, 'Name is required'],
    ['organization', { organization: '' }, 'Organization is required'],
    ['year', { year: '' }, 'Year is required'],
  ])('%s: %s', (field, change, message) => {
    expect(issuesOf(grantInput, { ...grant, ...change })[field]).toBe(message);
  });
  test('patch does not apply the default type', () => {
    expect(parsed(grantPatch, { amount: '$500' })).toEqual({ amount: '$500' });
  });
});

describe('collections', () => {
  test('type defaults to public; only name is required', () => {
    expect(parsed(collectionInput, { name: 'MoMA' })).toMatchObject({ type: 'public', name: 'MoMA' });
    expect(issuesOf(collectionInput, { name: '' }).name).toBe('Collection name is required');
    expect(issuesOf(collectionInput, { name: 'MoMA', type: 'museum' }).type).toBe(M.collectionType);
  });
});

describe('bibliography', () => {
  const entry = { title: 'Silueta', publication: 'Artforum', year: '1981' };
  test('type defaults to article', () => {
    expect(parsed(bibliographyInput, entry).type).toBe('article');
  });
  test.each([
    ['title', 'Title is required'],
    ['publication', 'Publication is required'],
    ['year', 'Year is required'],
  ])('%s: %s', (field, message) => {
    expect(issuesOf(bibliographyInput, { ...entry, [field]: '' })[field]).toBe(message);
  });
  test('the six types', () => {
    for (const type of ['article', 'review', 'interview', 'catalog', 'book', 'web']) {
      expect(parsed(bibliographyInput, { ...entry, type }).type).toBe(type);
    }
    expect(issuesOf(bibliographyInput, { ...entry, type: 'tweet' }).type).toBe(M.bibliographyType);
  });
});

describe('social media', () => {
  test('a handle or an http(s) URL', () => {
    expect(parsed(socialMediaInput, { platform: 'instagram', username: '@ana' }).username).toBe('@ana');
    expect(parsed(socialMediaInput, { username: 'https://vimeo.com/ana' })).toEqual({
      platform: 'other',
      username: 'https://vimeo.com/ana',
      visibility: 'public',
    });
  });
  test("blank: 'Username or URL is required'", () => {
    expect(issuesOf(socialMediaInput, { platform: 'twitter', username: '  ' }).username).toBe(
      'Username or URL is required',
    );
  });
  test('links are built only for safe values', () => {
    expect(socialLink({ platform: 'instagram', username: '@ana' })).toBe('https://instagram.com/ana');
    expect(socialLink({ platform: 'other', username: 'https://a.example/x' })).toBe('https://a.example/x');
    expect(socialLink({ platform: 'other', username: 'ana' })).toBeNull();
    expect(socialLink({ platform: 'twitter', username: 'javascript:alert(1)' })).toBeNull();
  });
});

describe('one message for the whole entry', () => {
  test.each([
    [
      educationInput,
      { institution: 'Iowa', degree: 'MFA', years: '1972-1977' },
      ['institution', 'degree', 'years'],
      'Institution, degree, and years are required',
    ],
    [
      exhibitionInput,
      { title: 'Silueta', venue: 'A.I.R.', city: 'New York', year: '1979' },
      ['title', 'venue', 'city', 'year'],
      'Title, venue, city, and year are required',
    ],
    [
      workInput,
      { title: 'Untitled', medium: 'Earth', year: '1976', imageUrl: '/uploads/w.webp' },
      ['title', 'medium', 'year', 'imageUrl'],
      'Title, medium, year, and image URL are required',
    ],
  ] as const)('%#', (schema, good, fields, message) => {
    expect(v.safeParse(schema, good).success).toBe(true);
    for (const field of fields) {
      expect(issuesOf(schema, { ...good, [field]: '' })[field]).toBe(message);
      expect(issuesOf(schema, { ...good, [field]: undefined })[field]).toBe(message);
    }
  });
});

describe('commissions, teaching, affiliations', () => {
  test('required fields', () => {
    expect(issuesOf(commissionInput, { title: '' }).title).toBe(M.commission);
    expect(parsed(commissionInput, { title: 'Mural', year: 1990 })).toMatchObject({
      title: 'Mural',
      year: '1990',
    });
    expect(issuesOf(teachingInput, { role: 'Lecturer', institution: '' }).institution).toBe(M.teaching);
    expect(issuesOf(affiliationInput, { name: '' }).name).toBe(M.affiliation);
    expect(parsed(affiliationInput, { name: 'A.I.R.', type: '', duration: '1978-1982' })).toEqual({
      name: 'A.I.R.',
      type: null,
      duration: '1978-1982',
      visibility: 'public',
    });
  });
});

test('notes are bounded at 5000 characters', () => {
  const award = { name: 'n', presenter: 'p', year: '2000' };
  expect(issuesOf(awardInput, { ...award, notes: 'x'.repeat(5001) }).notes).toBe(M.tooLong(5000));
  expect(issuesOf(awardInput, { ...award, notes: 'x'.repeat(5000) })).toEqual({});
});

test('every section has an add schema, a patch schema and an item schema', () => {
  for (const kind of SECTION_KINDS) {
    const section = SECTIONS[kind];
    expect(v.safeParse(section.patch, {}).success).toBe(true);
    expect(v.safeParse(section.input, {}).success).toBe(false);
    expect(section.item.entries).toHaveProperty('id');
  }
});
