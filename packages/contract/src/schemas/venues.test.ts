// The place an editor entry names, read from the public venue its section's definition declares: what the CV import
// shows as the venue an entry will link to, the editor's venue suggestions, and what the venues' linking reads from the
// published entry.
import { describe, expect, it } from 'vitest';
import { SECTIONS, SECTION_KINDS } from '../sections.ts';
import {
  publicArtistPage,
  editorEntryPlace,
  editorPlaceFields,
  VENUE_SECTIONS,
  VENUE_SECTION_KEYS,
} from './venues.ts';

describe('editorEntryPlace', () => {
  it('reads the place of every section whose definition names one', () => {
    expect(
      editorEntryPlace('soloExhibitions', { title: 'Tides', venue: 'Kunsthalle', city: 'Basel' }),
    ).toEqual({
      section: 'soloExhibitions',
      name: 'Kunsthalle',
      city: 'Basel',
    });
    expect(editorEntryPlace('groupExhibitions', { venue: 'KW', city: 'Berlin' })?.section).toBe(
      'groupExhibitions',
    );
    expect(editorEntryPlace('collections', { name: 'Museum of Light', location: 'Oslo' })).toEqual({
      section: 'collections',
      name: 'Museum of Light',
      city: 'Oslo',
    });
    expect(editorEntryPlace('education', { institution: 'Art School', degree: 'MFA' })).toEqual({
      section: 'education',
      name: 'Art School',
      city: '',
    });
    expect(editorEntryPlace('teaching', { institution: 'Art School', role: 'Lecturer' })?.section).toBe(
      'teaching',
    );
  });

  it('takes a grant for a residency at its host only when it is of type residency', () => {
    const fields = { name: 'Studio Year', organization: 'Villa Sol', location: 'Rome' };
    expect(editorEntryPlace('grants', { ...fields, type: 'residency' })).toEqual({
      section: 'residencies',
      name: 'Villa Sol',
      city: 'Rome',
    });
    expect(editorEntryPlace('grants', { ...fields, type: 'grant' })).toBeUndefined();
    expect(editorEntryPlace('grants', fields)).toBeUndefined();
  });

  it('gives nothing for a section naming no place, or no section at all', () => {
    for (const section of ['works', 'awards', 'bibliography', 'commissions', 'affiliations', 'socialMedia']) {
      expect(editorEntryPlace(section, { name: 'x', venue: 'y', institution: 'z' })).toBeUndefined();
    }
    expect(editorEntryPlace('residencies', { host: 'Villa Sol' })).toBeUndefined();
    expect(editorEntryPlace('__proto__', {})).toBeUndefined();
    expect(editorEntryPlace('constructor', {})).toBeUndefined();
  });

  it('offers venues in the editor on the fields its rows name the public venue with', () => {
    expect(editorPlaceFields('soloExhibitions')).toEqual({ name: 'venue', city: 'city' });
    expect(editorPlaceFields('grants')).toEqual({ name: 'organization', city: 'location' });
    expect(editorPlaceFields('collections')).toEqual({ name: 'name', city: 'location' });
    expect(editorPlaceFields('education')).toEqual({ name: 'institution', city: null });
    for (const kind of [
      'works',
      'awards',
      'bibliography',
      'commissions',
      'affiliations',
      'socialMedia',
      '__proto__',
    ]) {
      expect(editorPlaceFields(kind)).toBeUndefined();
    }
    for (const kind of SECTION_KINDS) {
      const place = editorPlaceFields(kind);
      if (!place) continue;
      expect(Object.keys(SECTIONS[kind].fields)).toContain(place.name);
      if (place.city) expect(Object.keys(SECTIONS[kind].fields)).toContain(place.city);
    }
  });
});

describe('the public artist page', () => {
  it('gives every entry of a section linking to venues its venue, and no other', () => {
    for (const key of VENUE_SECTION_KEYS) {
      const item = (publicArtistPage.entries[key] as { item: { entries: Record<string, unknown> } }).item;
      expect(Object.keys(item.entries)).toContain('linkedVenue');
      expect(Object.keys(item.entries)).toContain(VENUE_SECTIONS[key].title);
    }
    const works = (publicArtistPage.entries.works as { item: { entries: Record<string, unknown> } }).item;
    expect(Object.keys(works.entries)).not.toContain('linkedVenue');
  });
});
