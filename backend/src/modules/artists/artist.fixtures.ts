// Test data for the artist and section tests: fresh, unique people and profiles per test.
import { randomUUID } from 'node:crypto';
import type { ArtistProfileForm, PublicArtist } from '@oeuvre/contract';
import type { Orm } from '../../db/orm.ts';
import type { Browser } from '../../../test/http.ts';
import { signedInBrowser, type TestServer } from '../../../test/server.ts';
import { SITE_SETTINGS_ID, SiteSettings } from '../settings/site-settings.entity.ts';
import { emptyPublicLists } from '@oeuvre/contract/test-support/artists';

export const uniqueEmail = (handle = 'artist') => `${handle}-${randomUUID().slice(0, 8)}@oeuvre.test`;

export function profileForm(overrides: Partial<ArtistProfileForm> = {}): ArtistProfileForm {
  return {
    fullName: 'Jane Doe',
    displayName: '',
    email: 'jane@oeuvre.test',
    website: 'https://jane.example',
    city: 'Berlin',
    country: 'Germany',
    artistStatement: 'Paintings about light, water and the weight of colour.',
    profileImageUrl: '',
    disciplines: ['painting'],
    ...overrides,
  };
}

/** A published version set directly on a profile: the fields given, every other one empty. */
export function publishedVersion(
  fields: Partial<PublicArtist> & Pick<PublicArtist, 'fullName' | 'city' | 'country'>,
): PublicArtist {
  return {
    id: 0,
    slug: '',
    displayName: null,
    email: '',
    website: null,
    artistStatement: '',
    profileImageUrl: null,
    disciplines: [],
    createdAt: new Date(0).toISOString(),
    publishedAt: null,
    ...emptyPublicLists(),
    ...fields,
  };
}

export type ProfileRecord = { id: number; slug: string; version: number; [field: string]: unknown };

/** A signed-in person with a new profile of their own. */
export async function artistWithProfile(
  server: TestServer,
  overrides: Partial<ArtistProfileForm> = {},
): Promise<{ browser: Browser; profile: ProfileRecord }> {
  const browser = await signedInBrowser(server, uniqueEmail());
  const res = await browser.fetch('/api/artists', { method: 'POST', json: profileForm(overrides) });
  if (res.status !== 201) throw new Error(`profile not created: ${res.status} ${await res.text()}`);
  return { browser, profile: (await res.json()) as ProfileRecord };
}

export async function setRequireApproval(orm: Orm, requireApproval: boolean): Promise<void> {
  await orm.em.fork().nativeUpdate(SiteSettings, { id: SITE_SETTINGS_ID }, { requireApproval });
}

export const json = async <T = Record<string, unknown>>(res: Response): Promise<T> => (await res.json()) as T;
