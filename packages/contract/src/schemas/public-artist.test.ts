import * as v from 'valibot';
import { expect, test } from 'vitest';
import { SECTION_KINDS } from '../sections.ts';
import {
  artistProfile,
  fromMyProfileResponse,
  myProfileResponse,
  reviewState,
  toMyProfileResponse,
  type ArtistProfile,
} from './artist-views.ts';
import {
  fromPublicArtistResponse,
  latestYear,
  mostRecentFirst,
  publicArtist,
  publicArtistResponse,
  toPublicArtist,
  toPublicArtistResponse,
} from './public-artist.ts';

const draft: ArtistProfile = {
  id: 1,
  slug: 'ana-mendieta',
  fullName: 'Ana Mendieta',
  displayName: null,
  email: 'ana@example.org',
  city: 'Havana',
  country: 'Cuba',
  website: null,
  artistStatement: 'Earth-body works made between 1973 and 1980.',
  profileImageUrl: '/uploads/ana.webp',
  disciplines: ['performance'],
  isApproved: false,
  isPending: true,
  rejectionReason: null,
  publishedAt: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-02T00:00:00.000Z',
  version: 2,
  socialMedia: [{ id: 1, platform: 'instagram', username: '@ana' }],
  education: [{ id: 1, institution: 'University of Iowa', degree: 'MFA', years: '1972-1977', notes: null }],
  soloExhibitions: [],
  groupExhibitions: [
    { id: 2, title: 'Dialectics of Isolation', venue: 'A.I.R.', city: 'New York', year: '1980', notes: null },
  ],
  awards: [
    { id: 1, name: 'Guggenheim Fellowship', presenter: 'Guggenheim Foundation', year: '1980', notes: null },
  ],
  grants: [
    {
      id: 1,
      type: 'grant',
      name: 'NEA Grant',
      organization: 'NEA',
      year: '1978',
      amount: null,
      location: null,
      duration: null,
      description: 'Sculpture',
    },
    {
      id: 2,
      type: 'residency',
      name: 'Rome Prize',
      organization: 'American Academy in Rome',
      year: '1983',
      amount: null,
      location: 'Rome',
      duration: '1 year',
      description: null,
    },
  ],
  collections: [
    { id: 1, type: 'public', name: 'MoMA', location: null, year: '1990', workTitle: null, notes: null },
  ],
  bibliography: [
    {
      id: 1,
      type: 'article',
      title: 'Silueta',
      publication: 'Artforum',
      author: 'L. Lippard',
      year: '1981',
      pages: null,
      url: 'https://a.example',
      notes: null,
    },
  ],
  works: [
    {
      id: 1,
      title: 'Untitled',
      medium: 'Earth',
      dimensions: null,
      year: '1976',
      imageUrl: '/uploads/w.webp',
      exhibition: null,
    },
  ],
  commissions: [],
  teaching: [{ id: 1, role: 'Lecturer', institution: 'SVA', year: '1982' }],
  affiliations: [],
  galleryItems: [],
};

test('the draft fixture is a valid ArtistProfile', () => {
  expect(v.safeParse(artistProfile, draft).success).toBe(true);
});

test('a draft maps onto the public page', () => {
  const page = toPublicArtist(draft);
  expect(v.safeParse(publicArtist, page).success).toBe(true);
  expect(page.grants).toEqual([
    expect.objectContaining({ name: 'Guggenheim Fellowship', grantor: 'Guggenheim Foundation', year: '1980', notes: null }),
    expect.objectContaining({ name: 'NEA Grant', grantor: 'NEA', year: '1978', notes: 'Sculpture' }),
  ]);
  // Each entry keeps the id of the draft row it was made from.
  expect(page.residencies).toEqual([
    {
      id: 2,
      program: 'Rome Prize',
      host: 'American Academy in Rome',
      duration: '1 year',
      year: '1983',
      location: 'Rome',
      amount: null,
      notes: null,
    },
  ]);
  // Beyond the basic public fields, every field the artist entered: the publication, its type and pages, a collection's place.
  expect(page.publications).toEqual([
    {
      id: 1,
      title: 'Silueta',
      author: 'L. Lippard',
      year: '1981',
      link: 'https://a.example',
      type: 'article',
      publication: 'Artforum',
      pages: null,
      notes: null,
    },
  ]);
  expect(page.collections).toEqual([
    { id: 1, name: 'MoMA', type: 'public', year: '1990', location: null, workTitle: null, notes: null },
  ]);
  expect(page).not.toHaveProperty('isPending');
  expect(page.socialMedia).toEqual([{ id: 1, platform: 'instagram', username: '@ana' }]);
});

test('a version published before the extra fields still reads as a public page', () => {
  const page = toPublicArtist(draft);
  const older = {
    ...page,
    grants: page.grants.map(({ name, grantor, year, notes }) => ({ name, grantor, year, notes })),
    residencies: page.residencies.map(({ program, host, duration, year }) => ({ program, host, duration, year })),
    publications: page.publications.map(({ title, author, year, link }) => ({ title, author, year, link })),
    collections: page.collections.map(({ name, type, year }) => ({ name, type, year })),
  };
  expect(v.safeParse(publicArtist, older).success).toBe(true);
});

test("the public page's answer: the profile's fields as `profile`, beside the section arrays", () => {
  const page = toPublicArtist(draft);
  const answer = toPublicArtistResponse(page);
  expect(v.safeParse(publicArtistResponse, answer).success).toBe(true);
  expect(Object.keys(answer)[0]).toBe('profile');
  expect(answer.profile).toEqual({
    id: 1,
    slug: 'ana-mendieta',
    fullName: 'Ana Mendieta',
    displayName: null,
    email: 'ana@example.org',
    city: 'Havana',
    country: 'Cuba',
    website: null,
    artistStatement: 'Earth-body works made between 1973 and 1980.',
    profileImageUrl: '/uploads/ana.webp',
    disciplines: ['performance'],
    createdAt: '2024-01-01T00:00:00.000Z',
    publishedAt: null,
  });
  expect(answer).not.toHaveProperty('fullName');
  expect(answer.grants).toEqual(page.grants);
  expect(fromPublicArtistResponse(answer)).toEqual(page);
  // A flat page is not the answer.
  expect(v.safeParse(publicArtistResponse, page).success).toBe(false);
});

test("the owner's draft answer: the record with its review state as `profile`, beside every list", () => {
  const answer = toMyProfileResponse(draft);
  expect(v.safeParse(myProfileResponse, answer).success).toBe(true);
  expect(answer.profile).toMatchObject({ id: 1, fullName: 'Ana Mendieta', isPending: true, version: 2 });
  expect(answer.profile).not.toHaveProperty('awards');
  // The profile, then every CV section's list and the gallery.
  expect(Object.keys(answer).sort()).toEqual(['profile', ...SECTION_KINDS, 'galleryItems'].sort());
  expect(fromMyProfileResponse(answer)).toEqual(draft);
});

test('review state in the product’s words', () => {
  expect(reviewState({ isApproved: false, isPending: true })).toBe('pending');
  expect(reviewState({ isApproved: true, isPending: false })).toBe('approved');
  expect(reviewState({ isApproved: false, isPending: false })).toBe('rejected');
});

test('dated entries read most recent first; undated ones last, in the order entered', () => {
  const page = toPublicArtist({
    ...draft,
    soloExhibitions: [
      { id: 1, title: 'Early', venue: 'V', city: 'C', year: '1975', notes: null },
      { id: 2, title: 'Undated', venue: 'V', city: 'C', year: 'n.d.', notes: null },
      { id: 3, title: 'Late', venue: 'V', city: 'C', year: '1979-1981', notes: null },
      { id: 4, title: 'Middle', venue: 'V', city: 'C', year: 'c. 1978', notes: null },
    ],
    awards: [{ id: 5, name: 'Old prize', presenter: 'P', year: '1970', notes: null }],
  });
  expect(page.soloExhibitions.map((e) => e.title)).toEqual(['Late', 'Middle', 'Early', 'Undated']);
  expect(page.grants.map((g) => g.name)).toEqual(['NEA Grant', 'Old prize']);
  expect(page.collections.map((c) => c.name)).toEqual(['MoMA']);
});

test('the latest year of a typed year, ongoing entries first', () => {
  expect(latestYear('2019')).toBe(2019);
  expect(latestYear('2012 - 2014')).toBe(2014);
  expect(latestYear('2015-present')).toBe(Number.POSITIVE_INFINITY);
  expect(latestYear(null)).toBe(Number.NEGATIVE_INFINITY);
  expect(mostRecentFirst(['a', 'b'], () => null)).toEqual(['a', 'b']);
});

test('the public page has the email only when the artist shows it, and the birth year and place when given', () => {
  const hidden = toPublicArtist({ ...draft, showEmail: false, birthYear: 1948, birthPlace: 'Havana' });
  expect(hidden).not.toHaveProperty('email');
  expect(hidden).toMatchObject({ birthYear: 1948, birthPlace: 'Havana' });
  expect(v.is(publicArtist, hidden)).toBe(true);
  expect(JSON.stringify(toPublicArtistResponse(hidden))).not.toContain('ana@example.org');
  // Shown, or a draft from before the choice: the email is there; no birth fields when none were given.
  for (const shown of [toPublicArtist({ ...draft, showEmail: true }), toPublicArtist(draft)]) {
    expect(shown.email).toBe('ana@example.org');
    expect(shown).not.toHaveProperty('birthYear');
    expect(shown).not.toHaveProperty('birthPlace');
  }
});
