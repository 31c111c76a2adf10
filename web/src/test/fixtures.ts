import type { ArtistProfile, Connection, ConnectionArtist, PublicArtist } from '@oeuvre/contract';
import { emptyDraftLists, emptyPublicLists } from '@oeuvre/contract/test-support/artists';

export function publicArtist(overrides: Partial<PublicArtist> = {}): PublicArtist {
  return {
    id: 7,
    slug: 'lena-park',
    fullName: 'Lena Park',
    displayName: null,
    email: 'lena@example.org',
    city: 'Seoul',
    country: 'South Korea',
    website: 'https://lenapark.example',
    artistStatement: 'I paint tides.\n\nThe sea keeps time for me.',
    profileImageUrl: '/uploads/lena.webp',
    disciplines: ['painting'],
    createdAt: '2024-01-01T00:00:00.000Z',
    publishedAt: '2024-01-02T00:00:00.000Z',
    ...emptyPublicLists(),
    ...overrides,
  };
}

export function connectionArtist(id: number, fullName = `Friend ${id}`): ConnectionArtist {
  return { id, slug: `friend-${id}`, fullName, profileImageUrl: null, city: 'Oslo', country: 'Norway' };
}

export function supportFrom(id: number, receiver: ConnectionArtist, isMutual = false): Connection {
  return { id: 1000 + id, sender: connectionArtist(id), receiver, isMutual, status: 'accepted' };
}

export function ownProfile(overrides: Partial<ArtistProfile> = {}): ArtistProfile {
  return {
    id: 42,
    slug: 'frida-kahlo',
    fullName: 'Frida Kahlo',
    displayName: null,
    email: 'frida@example.org',
    city: 'Mexico City',
    country: 'Mexico',
    website: null,
    artistStatement: 'Self-portraits and the body as a place of memory.',
    profileImageUrl: null,
    disciplines: ['painting'],
    isApproved: false,
    isPending: true,
    rejectionReason: null,
    publishedAt: null,
    createdAt: '2024-05-01T10:00:00.000Z',
    updatedAt: '2024-06-15T10:00:00.000Z',
    version: 1,
    ...emptyDraftLists(),
    ...overrides,
  };
}
