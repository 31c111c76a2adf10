import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fakeServer } from '../../test/fake-server.ts';
import { artistProfile, pendingApproval, stats } from '../../test/fixtures.ts';
import { renderAdmin } from '../../test/render-admin.tsx';

/** A draft with entries in sections the old page and the public page order differently, and one private entry. */
const draft = pendingApproval(
  artistProfile({
    id: 7,
    fullName: 'Ines Invented',
    city: 'Lisbon',
    country: 'Portugal',
    birthYear: 1984,
    birthPlace: 'Porto',
    isPending: true,
    publishedAt: null,
    artistStatement: 'I draw tides.\n\nThe sea keeps time.',
    education: [{ id: 1, institution: 'Lisbon School of Fine Arts', degree: 'MFA', years: '2008-2010', notes: null }],
    collections: [
      { id: 2, type: 'public', name: 'Tate', location: 'London', year: '2015', workTitle: 'Low Tide', notes: null },
      {
        id: 3,
        type: 'private',
        name: 'A Family Collection',
        location: 'Porto',
        year: '2012',
        workTitle: null,
        notes: null,
        visibility: 'private',
      },
    ],
    groupExhibitions: [
      { id: 4, title: 'Tidal', venue: 'MAAT', city: 'Lisbon', year: '2022', notes: 'Curated by a friend' },
    ],
    works: [
      { id: 5, title: 'Dusk', medium: 'Oil on linen', dimensions: '40 × 50 cm', year: '2020', imageUrl: '/uploads/i/dusk.webp', exhibition: null },
    ],
  } as Parameters<typeof artistProfile>[0]),
);

function setup() {
  const server = fakeServer({
    'GET /api/admin/stats': () => stats({ pendingApprovals: 1 }),
    'GET /api/admin/artists/:id': () => draft,
  });
  return renderAdmin(server, { path: '/admin/artists/draft/7' });
}

describe('the full draft reads as the public page', () => {
  test("the page's order and headings, the born line, titles as italic cites, the year in its column", async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Draft of Ines Invented' })).toBeTruthy();
    // The born line under the name, as the page and the PDF print it.
    expect(screen.getByText('Born 1984, Porto; lives and works in Lisbon, Portugal')).toBeTruthy();
    // Works, then the CV in its one order: exhibitions first, Education last.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Selected Works', 'Group Exhibitions', 'Collections', 'Education']);

    const group = screen.getByRole('region', { name: 'Group Exhibitions' });
    const show = within(group).getByRole('listitem');
    // The page's sentence, not the review's 'Tidal · MAAT · Lisbon · 2022 · ...'.
    expect(show.querySelector('.admin-draft__year')?.textContent).toBe('2022');
    expect(show.querySelector('.admin-draft__body')?.textContent).toBe('Tidal, MAAT, LisbonCurated by a friend');
    expect(show.querySelector('cite')?.textContent).toBe('Tidal');
    expect(show.textContent).not.toContain('·');

    const education = within(screen.getByRole('region', { name: 'Education' })).getByRole('listitem');
    expect(education.querySelector('.admin-draft__year')?.textContent).toBe('2008–2010');
    expect(education.querySelector('strong')?.textContent).toBe('MFA');

    // A work: 'Title, year' (the title in italics), then the medium, then the dimensions.
    const work = within(screen.getByRole('region', { name: 'Selected Works' })).getByRole('listitem');
    expect(work.querySelector('cite')?.textContent).toBe('Dusk');
    expect([...work.querySelectorAll('.admin-draft__caption > span')].map((s) => s.textContent)).toEqual([
      'Dusk, 2020',
      'Oil on linen',
      '40 × 50 cm',
    ]);
    expect(within(work).getByRole('img', { name: 'Image of Dusk' }).getAttribute('src')).toBe('/uploads/i/dusk.webp');
  });

  test('a private entry is there, most recent first like the rest, and marked Private; public ones are not', async () => {
    setup();
    const collections = await screen.findByRole('region', { name: 'Collections' });
    const [tate, family] = within(collections).getAllByRole('listitem');
    expect(tate!.querySelector('.admin-draft__body')?.textContent).toBe('Tate, LondonWork: Low Tide');
    expect(within(tate!).queryByText('Private')).toBeNull();
    expect(family!.textContent).toContain('A Family Collection, Porto');
    expect(family!.textContent).toContain('Private collection');
    expect(family!.querySelector('.admin-draft__private')?.textContent).toBe('Private');
    expect(tate!.querySelector('.admin-draft__private')).toBeNull();
    expect(family!.classList.contains('admin-draft__entry--private')).toBe(true);
  });
});
