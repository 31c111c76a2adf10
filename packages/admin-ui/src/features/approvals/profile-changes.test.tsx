import { toPublicArtist } from '@oeuvre/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { artistProfile, pendingApproval } from '../../test/fixtures.ts';
import { entryText, hasChanges, pendingChanges, profileChanges } from './profile-changes.ts';
import { ProfileChangesView } from './ProfileChangesView.tsx';

const show = (title: string, year = '2021') => ({
  id: 1,
  title,
  venue: 'Kunsthalle',
  city: 'Berlin',
  year,
  notes: null,
});

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
    expect(sections).toEqual([
      {
        section: 'soloExhibitions',
        label: 'Solo Exhibitions',
        removed: ['Grey Mornings · Kunsthalle · Berlin · 2019'],
        added: ['Night Harbour · Kunsthalle · Berlin · 2024'],
      },
      {
        section: 'residencies',
        label: 'Residencies',
        removed: ['Air North · Nordic Arts · 3 months · 2020'],
        added: [],
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
    expect(profileChanges(toPublicArtist(twice), toPublicArtist(once)).sections[0]).toMatchObject({
      removed: ['Winter Light · Kunsthalle · Berlin · 2021'],
      added: [],
    });
  });

  test('an older snapshot without a section reads it as empty', () => {
    const old = { ...toPublicArtist(published) } as Partial<ReturnType<typeof toPublicArtist>>;
    delete old.affiliations;
    const draft = {
      ...published,
      affiliations: [{ id: 1, name: 'Artists Union', type: 'member', duration: '2020-present' }],
    };
    const { sections } = profileChanges(old as ReturnType<typeof toPublicArtist>, toPublicArtist(draft));
    expect(sections).toEqual([
      {
        section: 'affiliations',
        label: 'Affiliations & Memberships',
        removed: [],
        added: ['Artists Union · member · 2020-present'],
      },
    ]);
  });

  test('entryText leaves out ids and empty values', () => {
    expect(entryText({ id: 3, title: 'A', notes: null, year: ' ', venue: 'B' })).toBe('A · B');
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

    const city = within(table)
      .getByRole('rowheader', { name: 'City' })
      .closest('[role="row"]') as HTMLElement;
    expect(
      within(city)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Berlin', 'Leipzig']);

    const shows = within(table)
      .getByRole('rowheader', { name: 'Solo Exhibitions' })
      .closest('[role="row"]') as HTMLElement;
    const [removed, added] = within(shows).getAllByRole('cell');
    expect(removed?.querySelector('del')?.textContent).toBe('Grey Mornings · Kunsthalle · Berlin · 2019');
    expect(added?.textContent).toBe('(no additions)');
  });

  test('says so when nothing differs', () => {
    render(<ProfileChangesView changes={{ fields: [], sections: [] }} />);
    expect(screen.getByText('No differences from the published version.')).toBeTruthy();
  });
});
