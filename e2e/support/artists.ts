// Artist profiles set up through the API, so a spec can start from the state it is about.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { apiOk, upload } from './api.ts';
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
}

export interface OwnProfile {
  id: number;
  slug: string;
  fullName: string;
  city: string;
  country: string;
  artistStatement: string;
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

/** The signed-in person creates their profile (it waits for review) and gets it back as the editor sees it. */
export async function createProfile(page: Page, fields: ProfileFields): Promise<OwnProfile> {
  await apiOk(page, 'POST', '/api/artists', fields);
  return apiOk<OwnProfile>(page, 'GET', '/api/my-profile');
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
  const result = await uploadText<{ successful: number; failed: number; errors: string[] }>(
    adminPage,
    '/api/admin/artists/csv-upload',
    'csvFile',
    { name: 'artists.csv', mimeType: 'text/csv', text: csv },
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

async function uploadText<T>(
  page: Page,
  path: string,
  field: string,
  file: { name: string; mimeType: string; text: string },
): Promise<T> {
  const answer = await upload<T>(page, path, field, { ...file, buffer: Buffer.from(file.text, 'utf8') });
  if (answer.status >= 300) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}
