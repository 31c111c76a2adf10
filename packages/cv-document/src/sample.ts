// A full artist profile (every section, one private entry) for tests, benchmarks and previews.
import type { ArtistProfile } from '@oeuvre/contract';

type Entries<K extends keyof ArtistProfile> = ArtistProfile[K];

/** A profile with entries in every section; `overrides` replace whole fields. */
export function sampleCvSource(overrides: Partial<ArtistProfile> = {}): ArtistProfile {
  const soloExhibitions: Entries<'soloExhibitions'> = [
    { id: 11, title: 'Silt', venue: 'Kunsthalle Basel', city: 'Basel', year: '2019', notes: null },
    {
      id: 12,
      title: 'Low Water',
      venue: 'Gallery Nord',
      city: 'Oslo',
      year: '2023',
      notes: 'Catalogue with an essay by M. Hale',
    },
    { id: 13, title: 'Draft Rooms', venue: 'Studio 5', city: 'Leeds', year: '2015', notes: null },
  ];
  const groupExhibitions: Entries<'groupExhibitions'> = [
    { id: 21, title: 'Tides', venue: 'Tate Modern', city: 'London', year: '2021', notes: null },
    { id: 22, title: 'Common Ground', venue: 'MCA', city: 'Sydney', year: '2018', notes: null },
    { id: 23, title: 'Night Shift', venue: 'Artspace', city: 'Auckland', year: '2022', notes: null },
  ];
  return {
    id: 1,
    slug: 'mara-ellison',
    fullName: 'Mara Ellison',
    displayName: null,
    email: 'mara@example.org',
    city: 'Glasgow',
    country: 'United Kingdom',
    website: 'https://mara.example.org',
    artistStatement: 'I work with river sediment and long exposures to record how places change.',
    profileImageUrl: null,
    disciplines: ['sculpture'],
    isApproved: true,
    isPending: false,
    rejectionReason: null,
    publishedAt: '2024-05-01T00:00:00.000Z',
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-05-01T00:00:00.000Z',
    version: 3,
    socialMedia: [{ id: 1, platform: 'instagram', username: '@mara' }],
    education: [
      {
        id: 31,
        institution: 'Glasgow School of Art',
        degree: 'MFA Fine Art',
        years: '2012-2014',
        notes: null,
      },
      {
        id: 32,
        institution: 'Leeds Arts University',
        degree: 'BA (Hons) Sculpture',
        years: '2008-2011',
        notes: 'First-class honours',
      },
    ],
    soloExhibitions,
    groupExhibitions,
    awards: [{ id: 41, name: 'Turner Bursary', presenter: 'Tate', year: '2020', notes: null }],
    grants: [
      {
        id: 51,
        type: 'grant',
        name: 'Open Fund',
        organization: 'Creative Scotland',
        year: '2022',
        amount: '£5,000',
        location: null,
        duration: null,
        description: 'Research for Low Water',
      },
      {
        id: 52,
        type: 'residency',
        name: 'Artist in Residence',
        organization: 'Cité internationale des arts',
        year: '2017',
        amount: null,
        location: 'Paris',
        duration: '3 months',
        description: null,
      },
      {
        id: 53,
        type: 'fellowship',
        name: 'Rome Fellowship',
        organization: 'British School at Rome',
        year: '2016',
        amount: null,
        location: 'Rome',
        duration: '6 months',
        description: null,
      },
    ],
    collections: [
      {
        id: 61,
        type: 'public',
        name: 'Arts Council Collection',
        location: 'London',
        year: '2021',
        workTitle: 'Silt I',
        notes: null,
      },
      {
        id: 62,
        type: 'private',
        name: 'Collection of J. Smith',
        location: null,
        year: null,
        workTitle: null,
        notes: null,
      },
    ],
    bibliography: [
      {
        id: 71,
        type: 'article',
        title: 'Sediment and Time',
        publication: 'Frieze',
        author: 'A. Critic',
        year: '2020',
        pages: '12-14',
        url: 'https://frieze.example/sediment',
        notes: null,
      },
      {
        id: 72,
        type: 'catalog',
        title: 'Low Water',
        publication: 'Gallery Nord',
        author: null,
        year: '2023',
        pages: null,
        url: null,
        notes: null,
      },
    ],
    works: [
      {
        id: 81,
        title: 'Silt I',
        medium: 'River sediment on linen',
        dimensions: '120 × 90 cm',
        year: '2019',
        imageUrl: '/uploads/silt.webp',
        exhibition: 'Silt, Kunsthalle Basel',
      },
      {
        id: 82,
        title: 'Low Water (tide table)',
        medium: 'C-print',
        dimensions: null,
        year: '2023',
        imageUrl: '/uploads/low.webp',
        exhibition: null,
      },
    ],
    commissions: [
      {
        id: 91,
        title: 'Riverwalk',
        commissioner: 'Glasgow City Council',
        description: 'Permanent public work',
        year: '2022',
      },
    ],
    teaching: [
      { id: 101, role: 'Visiting Lecturer', institution: 'Royal College of Art', year: '2021' },
      { id: 102, role: 'Workshop leader', institution: 'Tramway', year: null },
    ],
    affiliations: [
      { id: 111, name: 'Society of Scottish Artists', type: 'Member', duration: '2016-present' },
    ],
    galleryItems: [],
    ...overrides,
  };
}

/** Marks an entry private, the way the draft view carries visibility. */
export function makePrivate<T extends object>(entry: T): T {
  return { ...entry, visibility: 'private' } as T;
}
