import { DEFAULT_CV_OPTIONS, toPublicArtist } from '@oeuvre/contract';
import { describe, expect, it } from 'vitest';
import { buildCvDocument } from './build.ts';
import { toJsonResume } from './json-resume.ts';
import { makePrivate, sampleCvSource } from './sample.ts';
import { draftCvSource, entriesIn, publishedCvSource } from './source.ts';

const draft = sampleCvSource({
  updatedAt: '2025-03-04T00:00:00.000Z',
  awards: [
    { id: 41, name: 'Turner Bursary', presenter: 'Tate', year: '2020', notes: null },
    makePrivate({ id: 42, name: 'Hidden Prize', presenter: 'Nobody', year: '2024', notes: null }),
  ],
});

describe('a draft as the CV reads it', () => {
  const source = draftCvSource(draft);

  it('holds every entry in its published shape, the private ones marked, each named by its draft row', () => {
    expect(entriesIn(source, 'grants').map((e) => [e.ref, e.private, e.entry.name])).toEqual([
      ['awards:42', true, 'Hidden Prize'],
      ['grants:51', false, 'Open Fund'],
      ['awards:41', false, 'Turner Bursary'],
      ['grants:53', false, 'Rome Fellowship'],
    ]);
    // A residency is a grant row, read in the residencies' shape.
    expect(entriesIn(source, 'residencies').map((e) => [e.ref, e.entry.program, e.entry.host])).toEqual([
      ['grants:52', 'Artist in Residence', 'Cité internationale des arts'],
    ]);
  });

  it('reads the same as the version it publishes, but for its private entries', () => {
    const published = publishedCvSource(toPublicArtist(draft));
    const publicOnly = {
      ...source,
      date: published.date,
      sections: source.sections.map((s) => ({ ...s, entries: s.entries.filter((e) => !e.private) })),
    };
    expect(publicOnly).toEqual(published);
  });

  it('is dated by its last change; a published version by its publication', () => {
    expect(source.date).toBe('2025-03-04T00:00:00.000Z');
    expect(toJsonResume(source, DEFAULT_CV_OPTIONS, { origin: 'https://oeuvre.example' }).meta).toMatchObject({
      lastModified: '2025-03-04T00:00:00.000Z',
    });
    expect(publishedCvSource(toPublicArtist(draft)).date).toBe(draft.publishedAt);
  });

  it('shows the email only when the artist shows it on the public profile', () => {
    expect(buildCvDocument(source, DEFAULT_CV_OPTIONS).contact?.email).toBe('mara@example.org');
    const hidden = draftCvSource({ ...draft, showEmail: false });
    expect(buildCvDocument(hidden, DEFAULT_CV_OPTIONS).contact).toEqual({
      email: null,
      website: 'https://mara.example.org',
    });
  });
});

describe('a published version as the CV reads it', () => {
  it('names the entries of a version published before entries kept their ids by section and position', () => {
    const page = toPublicArtist(draft);
    const old = { ...page, grants: page.grants.map(({ id: _, ...entry }) => entry) };
    expect(entriesIn(publishedCvSource(old), 'grants').map((e) => e.ref)).toEqual([
      'grants:position-1',
      'grants:position-2',
      'grants:position-3',
    ]);
    expect(entriesIn(publishedCvSource(old), 'residencies').map((e) => e.ref)).toEqual(['grants:52']);
  });

  it('lacks a section a version was published without', () => {
    const { teaching: _, ...withoutTeaching } = toPublicArtist(draft);
    const source = publishedCvSource(withoutTeaching as ReturnType<typeof toPublicArtist>);
    expect(entriesIn(source, 'teaching')).toEqual([]);
    expect(buildCvDocument(source, DEFAULT_CV_OPTIONS).sections.map((s) => s.key)).not.toContain('teaching');
  });
});
