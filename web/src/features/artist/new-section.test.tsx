// A CV section that exists only in tests (talks: the contract's test support) reaches the published page, its CV sections
// and the CV documents' entries from its definition alone.
import {
  PUBLIC_PAGE_SECTIONS,
  genericPublicItem,
  genericPublicSection,
  toPublicArtist,
  type ArtistProfile,
} from '@oeuvre/contract';
import { talksSection } from '@oeuvre/contract/test-support/talks-section';
import { draftCvSource, sourceEntries } from '@oeuvre/cv-document';
import { sampleCvSource } from '@oeuvre/cv-document/sample';
import { render } from '@testing-library/react';
import * as v from 'valibot';
import { expect, test } from 'vitest';
import { cvSectionsOf } from './cv-sections.tsx';

const talks = genericPublicSection('talks', talksSection);
const sections = [...PUBLIC_PAGE_SECTIONS, talks];

const draft = {
  ...sampleCvSource(),
  talks: [
    { id: 1, visibility: 'public', title: 'On silt', venue: 'Kunsthalle Basel', year: '2019', notes: null },
    { id: 2, visibility: 'private', title: 'Unlisted', venue: 'Home', year: '2024', notes: null },
    { id: 3, title: 'Low water', venue: 'Tate', year: '2022', notes: 'With a screening.  Q&A' },
  ],
} as ArtistProfile;

test('the published page carries the section as its fields, most recent first, without private entries', () => {
  const page = toPublicArtist(draft, sections) as unknown as Record<string, unknown>;
  expect(page.talks).toEqual([
    { id: 3, title: 'Low water', venue: 'Tate', year: '2022', link: null, notes: 'With a screening.  Q&A' },
    { id: 1, title: 'On silt', venue: 'Kunsthalle Basel', year: '2019', link: null, notes: null },
  ]);
  expect(v.parse(v.array(genericPublicItem(talksSection)), page.talks)).toEqual(page.talks);
  // The sections the page already had are as before.
  expect({ ...page, talks: undefined }).toEqual({ ...toPublicArtist(draft), talks: undefined });
});

test('the public page lists the section last among the CV sections, under its public title', () => {
  const cv = cvSectionsOf(toPublicArtist(draft, sections), sections);
  const section = cv.at(-1)!;
  expect([section.id, section.title]).toEqual(['talks', 'Talks & Lectures']);
  expect(section.entries.map((e) => e.year)).toEqual(['2022', '2019']);
  const { container } = render(<>{section.entries[0]!.body}</>);
  expect(container.querySelector('strong')?.textContent).toBe('Low water');
  expect(container.textContent).toBe('Low water, TateWith a screening. Q&A');
  // Without the section, the page's sections are those it had.
  expect(cvSectionsOf(toPublicArtist(draft)).map((s) => s.id)).toEqual(cv.slice(0, -1).map((s) => s.id));
});

test("the CV documents' entries read the section from its definition", () => {
  const entries = sourceEntries(draftCvSource(draft, sections)) as unknown as Record<string, unknown>;
  const plain = (list: unknown) =>
    (list as { ref: string; year: string; lines: string[]; private: boolean }[]).map(
      ({ ref, year, lines, private: hidden }) => ({ ref, year, lines, private: hidden }),
    );
  expect(plain(entries.talks)).toEqual([
    { ref: 'talks:2', year: '2024', lines: ['Unlisted, Home'], private: true },
    { ref: 'talks:3', year: '2022', lines: ['Low water, Tate', 'With a screening. Q&A'], private: false },
    { ref: 'talks:1', year: '2019', lines: ['On silt, Kunsthalle Basel'], private: false },
  ]);
  expect({ ...entries, talks: undefined }).toEqual({ ...sourceEntries(draftCvSource(draft)), talks: undefined });
});
