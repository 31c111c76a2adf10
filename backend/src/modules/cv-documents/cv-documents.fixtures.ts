// Test data for the document tests: an artist with an entry in every section, published at once.
import sharp from 'sharp';
import type { ArtistProfileForm } from '@oeuvre/contract';
import { expect } from 'vitest';
import type { Browser } from '../../../test/http.ts';
import type { TestServer } from '../../../test/server.ts';
import { artistWithProfile, type ProfileRecord } from '../artists/artist.fixtures.ts';

export type Entry = { id: number; [field: string]: unknown };

/** POSTs an entry of a section and answers it (with its id). */
export async function addEntry(
  browser: Browser,
  profileId: number,
  segment: string,
  body: object,
): Promise<Entry> {
  const res = await browser.fetch(`/api/artists/${profileId}/${segment}`, { method: 'POST', json: body });
  expect(res.status, `${segment}: ${await res.clone().text()}`).toBe(201);
  return (await res.json()) as Entry;
}

/** An artist with entries in every document section (two solo exhibitions, out of order). */
export async function artistWithCv(
  server: TestServer,
  overrides: Partial<ArtistProfileForm> = {},
): Promise<{ browser: Browser; profile: ProfileRecord; entries: Record<string, Entry[]> }> {
  const { browser, profile } = await artistWithProfile(server, {
    fullName: 'Mara Ellison',
    email: 'mara@oeuvre.test',
    website: 'https://mara.example',
    city: 'Glasgow',
    country: 'United Kingdom',
    artistStatement: 'I work with river sediment and long exposures to record how places change.',
    ...overrides,
  });
  const entries: Record<string, Entry[]> = {};
  const add = async (segment: string, body: object) => {
    (entries[segment] ??= []).push(await addEntry(browser, profile.id, segment, body));
  };
  await add('solo-exhibitions', { title: 'Silt', venue: 'Kunsthalle Basel', city: 'Basel', year: '2019' });
  await add('solo-exhibitions', { title: 'Low Water', venue: 'Gallery Nord', city: 'Oslo', year: '2023' });
  await add('group-exhibitions', { title: 'Tides', venue: 'Tate Modern', city: 'London', year: '2021' });
  await add('group-exhibitions', { title: 'Common Ground', venue: 'MCA', city: 'Sydney', year: '2018' });
  await add('education', {
    institution: 'Glasgow School of Art',
    degree: 'MFA Fine Art',
    years: '2012-2014',
  });
  await add('grants', {
    type: 'residency',
    name: 'Artist in Residence',
    organization: 'Cité internationale des arts',
    year: '2017',
    location: 'Paris',
  });
  await add('awards', { name: 'Turner Bursary', presenter: 'Tate', year: '2020' });
  await add('grants', {
    type: 'grant',
    name: 'Open Fund',
    organization: 'Creative Scotland',
    year: '2022',
    amount: '£5,000',
  });
  await add('collections', {
    type: 'public',
    name: 'Arts Council Collection',
    location: 'London',
    year: '2021',
  });
  await add('commissions', { title: 'Riverwalk', commissioner: 'Glasgow City Council', year: '2022' });
  await add('bibliography', {
    type: 'article',
    title: 'Sediment and Time',
    publication: 'Frieze',
    author: 'A. Critic',
    year: '2020',
    pages: '12-14',
  });
  await add('teaching', { role: 'Visiting Lecturer', institution: 'Royal College of Art', year: '2021' });
  await add('affiliations', {
    name: 'Society of Scottish Artists',
    type: 'Member',
    duration: '2016-present',
  });
  return { browser, profile, entries };
}

/** Uploads a plain picture of the given size as a work image of the artist; answers its stored URL. */
export async function uploadWorkImage(
  browser: Browser,
  artistId: number,
  width = 1200,
  height = 600,
): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'work.png');
  form.set('artistId', String(artistId));
  const res = await browser.fetch('/api/artists/work-image-upload', { method: 'POST', body: form });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { fileUrl: string }).fileUrl;
}
