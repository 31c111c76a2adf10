// One reading of a CV: the public page and the documents (the PDFs and the editor's preview draw the document tree)
// show the same sections in the same order under the same headings, and each entry in the same words.
import { CV_DOC_SECTIONS, DEFAULT_CV_OPTIONS, toPublicArtist } from '@oeuvre/contract';
import { buildCvDocument, draftCvSource } from '@oeuvre/cv-document';
import { makePrivate, sampleCvSource } from '@oeuvre/cv-document/sample';
import { render } from '@testing-library/react';
import { expect, test } from 'vitest';
import { cvSectionsOf } from './cv-sections.tsx';

const source = sampleCvSource();

test('the page and the document: one order, one set of headings, the exhibitions first', () => {
  const page = cvSectionsOf(toPublicArtist(source));
  const doc = buildCvDocument(draftCvSource(source), DEFAULT_CV_OPTIONS);
  expect(page.map((s) => s.title)).toEqual(doc.sections.map((s) => s.heading));
  expect(doc.sections.map((s) => s.key)).toEqual([...CV_DOC_SECTIONS]);
  expect(page.map((s) => s.title).slice(0, 2)).toEqual(['Solo Exhibitions', 'Group Exhibitions']);
  expect(page.map((s) => s.title)).toContain('Grants, Awards & Fellowships');
});

test('the page and the document: each entry in the same words, its year in the same column', () => {
  const page = cvSectionsOf(toPublicArtist(source));
  const doc = buildCvDocument(draftCvSource(source), DEFAULT_CV_OPTIONS);
  for (const [i, section] of doc.sections.entries()) {
    const shown = page[i]!.entries.map((entry) => {
      const { container } = render(<>{entry.body}</>);
      // Links say they open a new tab to screen readers; the words are the entry's.
      return [entry.year ?? '', container.textContent!.replace(' (opens in a new tab)', '')];
    });
    expect(shown).toEqual(section.entries.map((e) => [e.year, e.lines.join('')]));
  }
});

test('titles in italics on the page as in the document, a private entry on neither', () => {
  const hidden = sampleCvSource({
    soloExhibitions: source.soloExhibitions.map((e) => (e.id === 12 ? makePrivate(e) : e)),
  });
  const [solo] = cvSectionsOf(toPublicArtist(hidden));
  const { container } = render(<>{solo!.entries[0]!.body}</>);
  // 'Low Water' (2023) is private: 'Silt' (2019) leads on both.
  expect(container.querySelector('cite')?.textContent).toBe('Silt');
  expect(buildCvDocument(draftCvSource(hidden), DEFAULT_CV_OPTIONS).sections[0]!.entries[0]!.spans[0]![0]).toEqual({
    text: 'Silt',
    italic: true,
  });
  expect(solo!.entries).toHaveLength(2);
  expect(JSON.stringify(buildCvDocument(draftCvSource(hidden), DEFAULT_CV_OPTIONS))).not.toContain('Gallery Nord, Oslo');
});
