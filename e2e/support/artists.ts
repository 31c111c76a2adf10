// Artist profiles set up through the API, so a test can start from the state it is about.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { apiOk, upload } from './api.ts';
import { imageFile, type TestFile } from './images.ts';
import { fullNameOf, newPerson, type Person, signedIn } from './session.ts';

export interface ProfileFields {
  fullName: string;
  email: string;
  city: string;
  country: string;
  artistStatement: string;
  displayName?: string;
  website?: string;
  disciplines?: string[];
  profileImageUrl?: string;
  birthYear?: number;
  birthPlace?: string;
}

export interface OwnProfile {
  id: number;
  slug: string;
  fullName: string;
  city: string;
  country: string;
  artistStatement: string;
  profileImageUrl: string | null;
  isApproved: boolean;
  isPending: boolean;
}

export const STATEMENT =
  'I paint the coastline at first light, in thin layers of oil on linen.\n\nEach series follows one stretch of shore through a year.';

export function profileFieldsOf(person: Person, extra: Partial<ProfileFields> = {}): ProfileFields {
  return {
    fullName: fullNameOf(person),
    email: person.email,
    city: 'Lisbon',
    country: 'Portugal',
    artistStatement: STATEMENT,
    disciplines: ['painting'],
    ...extra,
  };
}

/** The signed-in person's draft: `profile` of `GET /api/my-profile` (beside the section arrays). */
export async function ownProfile(page: Page): Promise<OwnProfile> {
  return (await apiOk<{ profile: OwnProfile }>(page, 'GET', '/api/my-profile')).profile;
}

/** The signed-in person creates their profile (it waits for review) and gets it back as the editor sees it. */
export async function createProfile(page: Page, fields: ProfileFields): Promise<OwnProfile> {
  await apiOk(page, 'POST', '/api/artists', fields);
  return ownProfile(page);
}

/** An admin approves the profile's pending version: it becomes the public one. */
export async function approve(adminPage: Page, profileId: number): Promise<void> {
  await apiOk(adminPage, 'POST', `/api/admin/approve/${profileId}`);
}

export interface Artist {
  person: Person;
  profile: OwnProfile;
  context: BrowserContext;
  page: Page;
}

/** A person signed in their own context, with a profile the admin has approved. */
export async function publishedArtist(
  browser: Browser,
  adminPage: Page,
  firstName: string,
  extra: Partial<ProfileFields> = {},
): Promise<Artist> {
  const person = newPerson(firstName);
  const { context, page } = await signedIn(browser, person);
  const profile = await createProfile(page, profileFieldsOf(person, extra));
  await approve(adminPage, profile.id);
  return { person, profile, context, page };
}

export interface DirectoryArtist {
  id: number;
  slug: string;
  fullName: string;
  city: string;
  country: string;
  disciplines: string[];
}

export interface ImportedArtist {
  fullName: string;
  email: string;
  city: string;
  country: string;
  disciplines: string[];
}

/**
 * Published artists in one go, as an admin would add them: a CSV import (published at once), then an admin
 * edit of each for its disciplines (the CSV has no such column). Returns them as the directory lists them.
 */
export async function importArtists(
  adminPage: Page,
  artists: ImportedArtist[],
  searchTerm: string,
): Promise<DirectoryArtist[]> {
  const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
  const csv = [
    'fullName,email,city,country,artistStatement',
    ...artists.map((a) => [a.fullName, a.email, a.city, a.country, STATEMENT].map(quote).join(',')),
  ].join('\n');
  const result = await uploadFile<{ successful: number; failed: number; errors: string[] }>(
    adminPage,
    '/api/admin/artists/csv-upload',
    'csvFile',
    { name: 'artists.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') },
  );
  if (result.successful !== artists.length) throw new Error(`CSV import: ${JSON.stringify(result)}`);
  const listed = await apiOk<{ items: DirectoryArtist[] }>(
    adminPage,
    'GET',
    `/api/directory?q=${encodeURIComponent(searchTerm)}&pageSize=100`,
  );
  for (const item of listed.items) {
    const wanted = artists.find((a) => a.fullName === item.fullName);
    if (!wanted) continue;
    await apiOk(adminPage, 'PATCH', `/api/admin/artists/${item.id}`, {
      fullName: wanted.fullName,
      email: wanted.email,
      city: wanted.city,
      country: wanted.country,
      artistStatement: STATEMENT,
      disciplines: wanted.disciplines,
    });
    item.disciplines = wanted.disciplines;
  }
  return listed.items;
}

/** Entries for every CV section, as the API takes them (works get their images when the CV is built). */
const FULL_CV: [segment: string, entries: Record<string, string>[]][] = [
  ['social-media', [{ platform: 'instagram', username: '@studio.example' }]],
  ['education', [{ institution: 'Royal Academy of Fine Arts', degree: 'MFA Painting', years: '2014-2016' }]],
  ['solo-exhibitions', [{ title: 'Low Tide', venue: 'Galeria Sete', city: 'Porto', year: '2023' }]],
  ['group-exhibitions', [{ title: 'Salt and Light', venue: 'Kunsthalle Kiel', city: 'Kiel', year: '2021' }]],
  ['awards', [{ name: 'Coastal Prize for Painting', presenter: 'Sea Foundation', year: '2022' }]],
  [
    'grants',
    [
      { type: 'grant', name: 'Project Grant', organization: 'Arts Council', year: '2020' },
      {
        type: 'residency',
        name: 'Island Residency',
        organization: 'Ilha Arts Trust',
        year: '2019',
        duration: '3 months',
      },
    ],
  ],
  ['collections', [{ type: 'public', name: 'Museu do Mar', location: 'Cascais', year: '2023' }]],
  [
    'bibliography',
    [
      {
        type: 'review',
        title: 'Painting the Tide',
        publication: 'Arte Hoje',
        author: 'Ana Reis',
        year: '2023',
      },
    ],
  ],
  ['commissions', [{ title: 'Harbour Mural', commissioner: 'City of Porto', year: '2018' }]],
  ['teaching', [{ role: 'Visiting lecturer', institution: 'Porto School of Art', year: '2022' }]],
  ['affiliations', [{ name: 'Painters Collective', type: 'Member', duration: '2019-present' }]],
];

/**
 * A published artist with a portrait and an entry in every section, including three works with images:
 * the page a curator would read, for scans and screenshots.
 */
export async function publishedCompleteArtist(
  browser: Browser,
  adminPage: Page,
  firstName: string,
): Promise<Artist> {
  const person = newPerson(firstName);
  const { context, page } = await signedIn(browser, person);
  const profile = await createProfile(page, profileFieldsOf(person, { website: 'https://studio.example' }));
  const portrait = await imageFile(page, {
    name: 'portrait.jpg',
    type: 'image/jpeg',
    width: 800,
    height: 800,
    hue: 30,
  });
  const { fileUrl } = await uploadFile<{ fileUrl: string }>(
    page,
    '/api/my-profile/upload-image',
    'profileImage',
    portrait,
  );
  await apiOk(page, 'PATCH', `/api/artists/${profile.id}`, {
    ...profileFieldsOf(person),
    website: 'https://studio.example',
    profileImageUrl: fileUrl,
  });
  for (const [segment, entries] of FULL_CV) {
    for (const entry of entries) await apiOk(page, 'POST', `/api/artists/${profile.id}/${segment}`, entry);
  }
  for (const [i, title] of ['Morning, Ria', 'Estuary in Winter', 'Low Water'].entries()) {
    const image = await imageFile(page, {
      name: `work-${i}.jpg`,
      type: 'image/jpeg',
      width: 1200,
      height: 900,
      hue: 40 + i * 90,
    });
    const work = await uploadFile<{ fileUrl: string }>(
      page,
      '/api/artists/work-image-upload',
      'file',
      image,
      {
        artistId: String(profile.id),
      },
    );
    await apiOk(page, 'POST', `/api/artists/${profile.id}/works`, {
      title,
      medium: 'Oil on linen',
      dimensions: '120 x 90 cm',
      year: String(2021 + i),
      imageUrl: work.fileUrl,
    });
  }
  await approve(adminPage, profile.id);
  return { person, profile: await ownProfile(page), context, page };
}

async function uploadFile<T>(
  page: Page,
  path: string,
  field: string,
  file: TestFile,
  fields: Record<string, string> = {},
): Promise<T> {
  const answer = await upload<T>(page, path, field, file, fields);
  if (answer.status >= 300) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}
