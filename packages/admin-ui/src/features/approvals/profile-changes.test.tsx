import {
  PUBLIC_PAGE_SECTIONS,
  defineSection,
  fields,
  genericPublicSection,
  toPublicArtist,
  type ArtistProfile,
} from '@oeuvre/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { artistProfile, pendingApproval } from '../../test/fixtures.ts';
import {
  changeSummary,
  hasChanges,
  pendingChanges,
  statementDiff,
  profileChanges,
  reviewSectionsOf,
  type Entry,
} from './profile-changes.ts';
import { ProfileChangesView } from './ProfileChangesView.tsx';
import { changeCells, changeRow } from '../../test/changes-table.ts';

// Each title keeps one id, as a published entry keeps its draft row's id.
const showIds = new Map<string, number>();
const show = (title: string, year = '2021') => ({
  id: showIds.get(title) ?? showIds.set(title, showIds.size + 1).get(title)!,
  title,
  venue: 'Kunsthalle',
  city: 'Berlin',
  year,
  notes: null,
});

/** An entry's values as one line, to compare briefly. */
const line = (entry: Entry) => entry.values.map((v) => v.value).join(' · ');

const published = artistProfile({
  city: 'Berlin',
  artistStatement: 'I paint the light of northern cities in winter.',
  soloExhibitions: [show('Winter Light'), show('Grey Mornings', '2019')],
  grants: [
    {
      id: 4,
      type: 'residency',
      name: 'Air North',
      organization: 'Nordic Arts',
      year: '2020',
      amount: null,
      location: null,
      duration: '3 months',
      description: null,
    },
  ],
});

describe('profileChanges', () => {
  test('an unchanged draft has no changes', () => {
    const changes = profileChanges(toPublicArtist(published), toPublicArtist(published));
    expect(changes).toEqual({ fields: [], sections: [] });
    expect(hasChanges(changes)).toBe(false);
  });

  test('changed fields carry the published and the draft text', () => {
    const draft = {
      ...published,
      city: 'Leipzig',
      displayName: 'M. Example',
      disciplines: ['painting', 'digital'] as const,
    };
    const changes = profileChanges(
      toPublicArtist(published),
      toPublicArtist({ ...draft, disciplines: [...draft.disciplines] }),
    );
    expect(changes.fields).toEqual([
      { field: 'displayName', label: 'Display name', published: '', draft: 'M. Example' },
      { field: 'city', label: 'City', published: 'Berlin', draft: 'Leipzig' },
      { field: 'disciplines', label: 'Disciplines', published: 'Painting', draft: 'Painting, Digital' },
    ]);
    expect(changes.sections).toEqual([]);
  });

  test('entries added and removed per section, under the public page names', () => {
    const draft = {
      ...published,
      soloExhibitions: [show('Winter Light'), show('Night Harbour', '2024')],
      grants: [],
    };
    const { sections } = profileChanges(toPublicArtist(published), toPublicArtist(draft));
    expect(sections.map((c) => ({ ...c, removed: c.removed.map(line), added: c.added.map(line) }))).toEqual([
      {
        section: 'soloExhibitions',
        label: 'Solo Exhibitions',
        removed: ['Grey Mornings · Kunsthalle · Berlin · 2019'],
        added: ['Night Harbour · Kunsthalle · Berlin · 2024'],
        changed: [],
      },
      {
        section: 'residencies',
        label: 'Residencies',
        removed: ['Air North · Nordic Arts · 3 months · 2020'],
        added: [],
        changed: [],
      },
    ]);
  });

  test('a reordered list, or the same entry under a new id, is not a change', () => {
    const draft = {
      ...published,
      soloExhibitions: [{ ...show('Grey Mornings', '2019'), id: 99 }, show('Winter Light')],
    };
    expect(profileChanges(toPublicArtist(published), toPublicArtist(draft)).sections).toEqual([]);
  });

  test('a repeated entry counts: one of two copies removed is a change', () => {
    const twice = { ...published, soloExhibitions: [show('Winter Light'), show('Winter Light')] };
    const once = { ...published, soloExhibitions: [show('Winter Light')] };
    const [change] = profileChanges(toPublicArtist(twice), toPublicArtist(once)).sections;
    expect(change?.removed.map(line)).toEqual(['Winter Light · Kunsthalle · Berlin · 2021']);
    expect(change?.added).toEqual([]);
  });

  test('an older snapshot without a section reads it as empty', () => {
    const old = { ...toPublicArtist(published) } as Partial<ReturnType<typeof toPublicArtist>>;
    delete old.affiliations;
    const draft = {
      ...published,
      affiliations: [{ id: 1, name: 'Artists Union', type: 'member', duration: '2020-present' }],
    };
    const { sections } = profileChanges(old as ReturnType<typeof toPublicArtist>, toPublicArtist(draft));
    expect(sections.map((c) => [c.section, c.removed.length, c.added.map(line)])).toEqual([
      ['affiliations', 0, ['Artists Union · member · 2020-present']],
    ]);
  });

  test('the stored snapshot’s key order (the database reorders JSON keys) is no change', () => {
    const shown = toPublicArtist(published);
    // What PostgreSQL's jsonb gives back: keys by length, then alphabetically.
    const reordered = {
      ...shown,
      soloExhibitions: shown.soloExhibitions.map((e) => ({
        city: e.city,
        year: e.year,
        notes: e.notes,
        title: e.title,
        venue: e.venue,
      })),
    };
    const draft = { ...published, city: 'Leipzig' };
    const changes = profileChanges(reordered, toPublicArtist(draft));
    expect(changes.sections).toEqual([]);
    expect(changes.fields.map((f) => f.field)).toEqual(['city']);
  });

  test('one value of an entry changed: the entry is changed, with only that value, old and new', () => {
    const draft = {
      ...published,
      soloExhibitions: [show('Winter Light', '2022'), show('Grey Mornings', '2019')],
    };
    const { sections } = profileChanges(toPublicArtist(published), toPublicArtist(draft));
    expect(sections).toEqual([
      {
        section: 'soloExhibitions',
        label: 'Solo Exhibitions',
        removed: [],
        added: [],
        changed: [
          {
            title: 'Winter Light',
            changes: [{ field: 'year', label: 'Year', published: '2021', draft: '2022' }],
          },
        ],
      },
    ]);
  });

  test('gallery items are matched by id; a new image is an image change, never a raw path', () => {
    const item = (fileUrl: string, title = 'Harbour') => ({
      id: 8,
      title,
      description: null,
      fileType: 'image' as const,
      fileUrl,
      year: '2020',
      medium: null,
      dimensions: null,
    });
    const before = { ...published, galleryItems: [item('/uploads/ab/old.webp')] };
    const after = { ...published, galleryItems: [item('/uploads/cd/new.webp', 'Harbour at Night')] };
    const [gallery] = profileChanges(toPublicArtist(before), toPublicArtist(after)).sections;
    expect(gallery?.changed).toEqual([
      {
        title: 'Harbour at Night',
        changes: [
          { field: 'title', label: 'Title', published: 'Harbour', draft: 'Harbour at Night' },
          {
            field: 'fileUrl',
            label: 'Image',
            published: '/uploads/ab/old.webp',
            draft: '/uploads/cd/new.webp',
            image: true,
          },
        ],
      },
    ]);
  });
});

describe('pendingChanges', () => {
  test('a profile never published has no diff: all of it is new', () => {
    expect(pendingChanges(pendingApproval(published))).toBeNull();
  });

  test('compares the draft with the version the public sees', () => {
    const draft = { ...published, artistStatement: 'I paint the light of southern cities in summer.' };
    const changes = pendingChanges(pendingApproval(draft, published));
    expect(changes?.fields).toEqual([
      {
        field: 'artistStatement',
        label: 'Artist statement',
        published: 'I paint the light of northern cities in winter.',
        draft: 'I paint the light of southern cities in summer.',
      },
    ]);
  });
});

describe('ProfileChangesView', () => {
  test('shows the published version and the waiting change side by side', () => {
    const draft = { ...published, city: 'Leipzig', soloExhibitions: [show('Winter Light')] };
    render(<ProfileChangesView changes={profileChanges(toPublicArtist(published), toPublicArtist(draft))} />);
    const table = screen.getByRole('table', { name: 'Changes since the published version' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Field', 'Published', 'Waiting for review']);

    expect(changeCells(table, 'City')).toEqual(['Berlin', 'Leipzig']);

    const shows = changeRow(table, 'Solo Exhibitions');
    const [removed, added] = within(shows).getAllByRole('cell');
    expect(removed?.querySelector('del')?.textContent).toBe('Grey Mornings · Kunsthalle · Berlin · 2019');
    expect(added?.textContent).toBe('(no additions)');
  });

  test('images show as thumbnails, changed entries as their changed values only', () => {
    const before = { ...published, profileImageUrl: '/uploads/aa/me.webp' };
    const draft = {
      ...published,
      profileImageUrl: '/uploads/bb/me2.webp',
      soloExhibitions: [show('Winter Light', '2022'), show('Grey Mornings', '2019')],
    };
    render(<ProfileChangesView changes={profileChanges(toPublicArtist(before), toPublicArtist(draft))} />);
    const table = screen.getByRole('table', { name: 'Changes since the published version' });
    expect(table.textContent).not.toContain('/uploads/');
    const image = within(table).getByRole('img', { name: 'Profile image, waiting for review' });
    expect(image.getAttribute('src')).toBe('/uploads/bb/me2.webp');
    expect(changeCells(table, 'Solo Exhibitions: Winter Light')).toEqual(['Year: 2021', 'Year: 2022']);
    expect(within(table).queryByRole('rowheader', { name: 'Solo Exhibitions' })).toBeNull();
  });

  test('says so when nothing differs', () => {
    render(<ProfileChangesView changes={{ fields: [], sections: [] }} />);
    expect(screen.getByText('No differences from the published version.')).toBeTruthy();
  });
});

describe('a CV section read from its definition', () => {
  // A section that exists only in this test: screenings of a film, named by the festival.
  const screenings = genericPublicSection(
    'screenings',
    defineSection({
      segment: 'screenings',
      itemPaths: 'nested',
      label: 'Screenings',
      noun: 'screening',
      fields: {
        festival: fields.text('Name the festival', { label: 'Festival' }),
        year: fields.optionalYear(),
      },
      order: { by: 'artist' },
      summary: (i) => ({ primary: String(i.festival), secondary: '' }),
      messages: { empty: 'None', saveFailed: 'Not saved', deleteFailed: 'Not deleted' },
    }),
  );
  const sections = [...PUBLIC_PAGE_SECTIONS, screenings];
  const withScreenings = (...festivals: string[]) =>
    toPublicArtist(
      {
        ...published,
        screenings: festivals.map((festival, i) => ({ id: i + 1, festival, year: null })),
      } as ArtistProfile,
      sections,
    );

  test('its entries are compared under its label, with its fields labelled as in the editor', () => {
    const review = reviewSectionsOf(sections);
    expect(review.at(-1)).toEqual([
      'screenings',
      'Screenings',
      [
        ['festival', 'Festival'],
        ['year', 'Year'],
      ],
    ]);
    const { sections: changes } = profileChanges(
      withScreenings('Berlinale'),
      withScreenings('Berlinale', 'Rotterdam'),
      review,
    );
    expect(changes).toEqual([
      {
        section: 'screenings',
        label: 'Screenings',
        removed: [],
        added: [
          { title: 'Rotterdam', values: [{ field: 'festival', label: 'Festival', value: 'Rotterdam' }] },
        ],
        changed: [],
      },
    ]);
  });
});

describe('the review at a glance', () => {
  test('a summary names each section with its counts, after the changed fields', () => {
    const published = artistProfile({ groupExhibitions: [show('Tides'), { ...show('Salt'), id: 2 }] });
    const draft = artistProfile({
      artistStatement: 'Another statement, long enough to count.',
      groupExhibitions: [{ ...show('Tides'), year: '2022' }, { ...show('Dune'), id: 3 }, { ...show('Reef'), id: 4 }],
    });
    const changes = profileChanges(toPublicArtist(published), toPublicArtist(draft));
    expect(changeSummary(changes)).toBe(
      'Artist statement changed, +2 Group Exhibitions, 1 changed in Group Exhibitions, \u22121 Group Exhibitions',
    );
  });

  test('the statement comparison keeps paragraphs and marks only the sentences one version lacks', () => {
    const diff = statementDiff(
      'Salt and water. The light over the Baltic.\n\nShown in Malmö.',
      'Salt and water. The light over the North Sea.\n\nShown in Malmö. And in Oslo!',
    );
    expect(diff.published).toEqual([
      [
        { text: 'Salt and water.', changed: false },
        { text: 'The light over the Baltic.', changed: true },
      ],
      [{ text: 'Shown in Malmö.', changed: false }],
    ]);
    expect(diff.draft[1]).toEqual([
      { text: 'Shown in Malmö.', changed: false },
      { text: 'And in Oslo!', changed: true },
    ]);
  });

  test('the view shows the statement as paragraphs with its changed sentences marked', () => {
    const published = artistProfile({ artistStatement: 'First paragraph here.\n\nSecond one stays. Old end.' });
    const draft = artistProfile({ artistStatement: 'First paragraph here.\n\nSecond one stays. New end.' });
    render(<ProfileChangesView changes={profileChanges(toPublicArtist(published), toPublicArtist(draft))} />);
    const row = screen.getByRole('rowheader', { name: 'Artist statement' }).closest('[role="row"]') as HTMLElement;
    const [before, after] = within(row).getAllByRole('cell');
    expect(before!.querySelectorAll('p')).toHaveLength(2);
    expect(before!.querySelector('del')?.textContent).toBe('Old end.');
    expect(after!.querySelector('ins')?.textContent).toBe('New end.');
    expect(after!.textContent).toContain('Second one stays.');
  });

  test('an award and a grant with the same row id are two entries: one replaced by the other is a removal and an addition', () => {
    const award = { id: 7, name: 'Salt Prize', presenter: 'Harbour Trust', year: '2020', notes: null };
    const grant = {
      id: 7,
      type: 'grant' as const,
      name: 'Tide Grant',
      organization: 'Coast Fund',
      year: '2021',
      amount: null,
      location: null,
      duration: null,
      description: null,
    };
    const before = { ...published, awards: [award], grants: [] };
    const after = { ...published, awards: [], grants: [grant] };
    const change = profileChanges(toPublicArtist(before), toPublicArtist(after)).sections.find((c) =>
      c.added.length + c.removed.length > 0 && c.section !== 'residencies',
    );
    expect(change?.removed.map(line)).toEqual([expect.stringContaining('Salt Prize')]);
    expect(change?.added.map(line)).toEqual([expect.stringContaining('Tide Grant')]);
    expect(change?.changed).toEqual([]);
  });
});
