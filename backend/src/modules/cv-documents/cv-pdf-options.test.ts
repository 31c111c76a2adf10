// The CV PDF as the options of a selection shape it (the renderer on its own: no server, no database).
import { DEFAULT_CV_OPTIONS, type CvOptions } from '@oeuvre/contract';
import { buildCvDocument, draftCvSource } from '@oeuvre/cv-document';
import { makePrivate, sampleCvSource } from '@oeuvre/cv-document/sample';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../../test/pdf.ts';
import { renderCvPdf } from './cv-pdf.ts';

const render = async (options: Partial<CvOptions>, source = sampleCvSource()) =>
  readPdf(await renderCvPdf(buildCvDocument(draftCvSource(source), { ...DEFAULT_CV_OPTIONS, ...options })));

describe('the CV PDF with the options of a selection', () => {
  it('A4 by default, Letter when chosen', async () => {
    expect((await render({})).info['Page size']).toMatch(/^595\.28 x 841\.89 pts \(A4\)/);
    expect((await render({ pageSize: 'Letter' })).info['Page size']).toMatch(/^612 x 792 pts \(letter\)/);
  });

  it("the artist's sections and order, 'Selected' headings, named private entries, contact and statement as chosen", async () => {
    const base = sampleCvSource();
    const source = sampleCvSource({
      groupExhibitions: base.groupExhibitions.map((e) => (e.id === 22 ? makePrivate(e) : e)),
    });
    const pdf = await render(
      {
        sections: [
          { section: 'groupExhibitions', entries: ['groupExhibitions:21', 'groupExhibitions:22'] },
          { section: 'education', entries: null },
        ],
        includeContact: false,
        includeStatement: true,
      },
      source,
    );
    const text = pdf.text;
    expect(text.indexOf('Selected Group Exhibitions')).toBeGreaterThan(-1);
    expect(text.indexOf('Selected Group Exhibitions')).toBeLessThan(text.indexOf('Education'));
    expect(text).not.toContain('Solo Exhibitions');
    expect(text).toContain('Tides, Tate Modern, London');
    expect(text).toContain('Common Ground, MCA, Sydney'); // private, but named by the artist
    expect(text).not.toContain('Night Shift');
    expect(text).not.toContain('mara@example.org');
    expect(text).toContain('I work with river sediment');

    const plain = await render({
      headingStyle: 'plain',
      sections: [{ section: 'groupExhibitions', entries: ['groupExhibitions:21'] }],
    });
    expect(plain.text).toContain('Group Exhibitions');
    expect(plain.text).not.toContain('Selected');
  });

  it('a very long name is shortened in the footer, never run off the page', async () => {
    const name = `Maria ${'Antonietta '.repeat(12)}Ellison`;
    const pdf = await render({}, sampleCvSource({ fullName: name }));
    expect(pdf.info.Title).toBe(`${name} — CV`);
    const footer = pdf.pages[0]!.split('\n').find((line) => line.includes('— CV — page 1 of'));
    expect(footer).toMatch(/^Maria Antonietta .*… — CV — page 1 of \d$/);
  });
});
