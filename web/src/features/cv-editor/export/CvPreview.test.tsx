// The editor's preview draws the one reading of a CV that the public page and the PDFs draw: the same sections in the
// same order under the same headings ('Selected …' in a selection), the same sentences, titles in italics (never in
// quotes), press as 'Author, “Title”, Publication, year, pages', and the born line under the name.
import { CV_DOC_SECTIONS, DEFAULT_CV_OPTIONS, toPublicArtist, type CvOptions } from '@oeuvre/contract';
import { buildCvDocument, draftCvSource } from '@oeuvre/cv-document';
import { sampleCvSource } from '@oeuvre/cv-document/sample';
import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cvSectionsOf } from '@/features/artist/cv-sections';
import { CvPreview } from './CvPreview';

const source = sampleCvSource({ birthYear: 1984, birthPlace: 'Porto' });

function preview(options: CvOptions = DEFAULT_CV_OPTIONS, profile = source) {
  const { container } = render(
    <CvPreview document={buildCvDocument(draftCvSource(profile), options)} label="Preview of the CV" />,
  );
  return within(container).getByRole('region', { name: 'Preview of the CV' });
}

const headings = (sheet: HTMLElement) =>
  within(sheet)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
/** A section's entries as read: each line's words, and the titles set in italics. */
const entriesOf = (sheet: HTMLElement, heading: string) => {
  const section = within(sheet).getByRole('heading', { level: 3, name: heading }).closest('section')!;
  return [...section.querySelectorAll('.cv-entry')].map((entry) => ({
    year: entry.querySelector('.cv-year')!.textContent,
    lines: [...entry.querySelectorAll('.cv-line, .cv-details')].map((line) => line.textContent),
    italic: [...entry.querySelectorAll('cite')].map((cite) => cite.textContent),
  }));
};

describe('the CV preview', () => {
  it('runs the sections in the one order of the public page, the exhibitions first, under the same headings', () => {
    const sheet = preview();
    const page = cvSectionsOf(toPublicArtist(source));
    expect(headings(sheet)).toEqual(page.map((s) => s.title));
    expect(headings(sheet)).toHaveLength(CV_DOC_SECTIONS.length);
    expect(headings(sheet).slice(0, 2)).toEqual(['Solo Exhibitions', 'Group Exhibitions']);
    expect(headings(sheet)).toContain('Grants, Awards & Fellowships');
  });

  it('sets exhibition and work titles in italics, never in quotes, in the words of the public page', () => {
    const sheet = preview();
    const solo = entriesOf(sheet, 'Solo Exhibitions');
    expect(solo.map((e) => e.italic)).toEqual([['Low Water'], ['Silt'], ['Draft Rooms']]);
    expect(solo[1]).toEqual({ year: '2019', lines: ['Silt, Kunsthalle Basel, Basel'], italic: ['Silt'] });
    expect(sheet.textContent).not.toMatch(/[“"]Silt[”"]/);
    // A commission's title too.
    expect(entriesOf(sheet, 'Commissions & Public Works').flatMap((e) => e.italic).length).toBeGreaterThan(0);

    // Each entry reads as on the public page, in the same year column.
    const page = cvSectionsOf(toPublicArtist(source));
    for (const section of page) {
      const { container } = render(
        <>
          {section.entries.map((entry, i) => (
            <p key={i}>{entry.body}</p>
          ))}
        </>,
      );
      const words = [...container.querySelectorAll('p')].map((p) =>
        p.textContent!.replace(' (opens in a new tab)', ''),
      );
      expect(entriesOf(sheet, section.title).map((e) => e.lines.join(''))).toEqual(words);
      expect(entriesOf(sheet, section.title).map((e) => e.year)).toEqual(
        section.entries.map((e) => e.year ?? ''),
      );
    }
  });

  it('writes press as Author, “Title”, Publication, year, pages; a catalogue’s title in italics; no address', () => {
    const press = entriesOf(preview(), 'Publications & Press');
    expect(press).toEqual([
      { year: '2023', lines: ['Low Water, Gallery Nord, 2023'], italic: ['Low Water'] },
      {
        year: '2020',
        lines: ['A. Critic, “Sediment and Time”, Frieze, 2020, pp. 12–14'],
        italic: ['Frieze'],
      },
    ]);
    expect(press.flatMap((e) => e.lines).join(' ')).not.toContain('frieze.example');
  });

  it('puts the born line under the name; the city and country alone when the birth is unknown', () => {
    const sheet = preview();
    const name = within(sheet).getByText('Mara Ellison');
    expect(name.nextElementSibling?.textContent).toBe(
      'Born 1984, Porto; lives and works in Glasgow, United Kingdom',
    );
    const unknown = preview(DEFAULT_CV_OPTIONS, sampleCvSource({ birthYear: null, birthPlace: null }));
    expect(within(unknown).getByText('Mara Ellison').nextElementSibling?.textContent).toBe(
      'Lives and works in Glasgow, United Kingdom',
    );
    expect(unknown.textContent).not.toContain('Born');
  });

  it("heads a section of chosen entries 'Selected …', in the selection's order", () => {
    const options: CvOptions = {
      ...DEFAULT_CV_OPTIONS,
      sections: [
        { section: 'groupExhibitions', entries: ['groupExhibitions:21'] },
        { section: 'soloExhibitions', entries: null },
      ],
    };
    const sheet = preview(options);
    expect(headings(sheet)).toEqual(['Selected Group Exhibitions', 'Solo Exhibitions']);
    expect(entriesOf(sheet, 'Selected Group Exhibitions')).toEqual([
      { year: '2021', lines: ['Tides, Tate Modern, London'], italic: ['Tides'] },
    ]);
  });
});
