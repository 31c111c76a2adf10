// An import as the server answers it, for the review's tests: an invented artist's CV.
import type { CvImport, CvImportEntry } from '@oeuvre/contract';

const entry = (id: string, section: CvImportEntry['section'], fields: Record<string, string>, source: string, extra: Partial<CvImportEntry> = {}): CvImportEntry => ({
  id,
  section,
  fields,
  source,
  duplicate: false,
  ...extra,
});

export function importOf(overrides: Partial<CvImport> = {}): CvImport {
  return {
    id: 7,
    status: 'ready',
    format: 'text',
    person: {
      fullName: 'Ines Marlowe',
      birthYear: '1986',
      birthPlace: 'Halden',
      city: 'Bergen',
      country: 'Norway',
      email: 'ines@marlowe.example',
      website: null,
    },
    entries: [
      entry('e1', 'soloExhibitions', { title: 'Tidewater', venue: 'Galleri Nord', city: 'Bergen', year: '2023', notes: '' }, '2023 Tidewater, Galleri Nord, Bergen', { page: 1 }),
      entry('e2', 'soloExhibitions', { title: 'Salt Rooms', venue: 'Kunsthall Vest', city: 'Oslo', year: '2021', notes: '' }, '2021 Salt Rooms, Kunsthall Vest, Oslo', { duplicate: true }),
      entry('e3', 'education', { institution: 'Bergen Academy of Art', degree: 'MFA', years: '2010-2012', notes: '' }, '2010-2012 MFA, Bergen Academy of Art'),
      entry('e4', 'awards', { name: 'Coast Prize', presenter: 'Vest Foundation', year: '2020', notes: '' }, '2020 Coast Prize, Vest Foundation'),
    ],
    unparsed: [{ text: 'Member of the Bergen Printmakers', page: 2 }, { text: 'Lorem line' }],
    ignored: [{ text: '2', reason: 'page number' }, { text: 'Ines Marlowe — CV', reason: 'repeated letterhead' }],
    createdAt: '2026-11-27T09:00:00.000Z',
    expiresAt: '2026-11-28T09:00:00.000Z',
    ...overrides,
  } as CvImport;
}
