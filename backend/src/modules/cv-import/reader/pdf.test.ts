// PDF layouts read by position and font: a year column with wrapped lines, two columns, bold headings, italic
// titles, running headers, footers and page numbers. The PDFs are drawn here with pdfkit; the artists are invented.
import { describe, expect, it } from 'vitest';
import { readCv } from './index.ts';
import { pdfBytes, text, type Pdf } from './test-files.ts';
import type { ReadResult } from './types.ts';

const of = (r: ReadResult, section: string) =>
  r.entries.filter((e) => e.section === section).map((e) => e.fields);

/** An entry in a year column: the year at the margin, the text at 130, wrapped lines under the text. */
function yearEntry(doc: Pdf, y: number, year: string, lines: string[], italic?: string): number {
  if (year) text(doc, year, 60, y);
  lines.forEach((line, i) => {
    if (i === 0 && italic && line.startsWith(italic)) {
      doc.font('Helvetica-Oblique').fontSize(10).text(italic, 130, y, { lineBreak: false, continued: true });
      doc.font('Helvetica').text(line.slice(italic.length), { lineBreak: false });
    } else text(doc, line, 130, y + i * 13);
  });
  return y + lines.length * 13 + 5;
}

describe('PDF layouts', () => {
  it('a year column, wrapped lines, bold headings, italic titles, footers and page numbers on every page', async () => {
    const bytes = await pdfBytes((doc) => {
      for (let page = 1; page <= 3; page++) {
        doc.addPage({ size: 'A4' });
        let y = 60;
        if (page === 1) {
          text(doc, 'Noor Halvorsen', 60, y, 'Helvetica-Bold', 20);
          text(doc, 'Born 1979 in Tromsø, Norway', 60, (y += 30));
          text(doc, 'Lives and works in Oslo, Norway', 60, (y += 14));
          y += 30;
        } else {
          text(doc, 'Noor Halvorsen — Curriculum Vitae', 60, 30, 'Helvetica', 8);
        }
        text(
          doc,
          page === 1 ? 'Solo Exhibitions' : page === 2 ? 'Group Exhibitions' : 'Awards',
          60,
          y,
          'Helvetica-Bold',
          12,
        );
        y += 20;
        for (let i = 0; i < 6; i++) {
          const year = String(2024 - i - page * 6);
          if (page === 3) y = yearEntry(doc, y, year, [`Prize ${i} for Sculpture, Fondation Ostra`]);
          else if (i === 2)
            y = yearEntry(
              doc,
              y,
              year,
              [
                `Tidewater and the Slow Work of Rivers ${page}-${i}, Kunsthalle Bern, Bern,`,
                'Switzerland (curated by Ines Varga)',
              ],
              `Tidewater and the Slow Work of Rivers ${page}-${i}`,
            );
          else
            y = yearEntry(
              doc,
              y,
              year,
              [`Quiet Room ${page}-${i}, Bergen Kunsthall, Bergen`],
              `Quiet Room ${page}-${i}`,
            );
        }
        text(doc, `Page ${page} of 3`, 270, 800, 'Helvetica', 8);
      }
    });
    const r = await readCv({ bytes, filename: 'halvorsen.pdf' });
    expect(r.person).toMatchObject({
      fullName: 'Noor Halvorsen',
      birthYear: '1979',
      birthPlace: 'Tromsø, Norway',
      city: 'Oslo',
      country: 'Norway',
    });
    expect(of(r, 'soloExhibitions')).toHaveLength(6);
    expect(of(r, 'soloExhibitions')[2]).toEqual({
      title: 'Tidewater and the Slow Work of Rivers 1-2',
      venue: 'Kunsthalle Bern',
      city: 'Bern, Switzerland',
      year: '2016',
      notes: 'curated by Ines Varga',
    });
    expect(of(r, 'soloExhibitions')[0]).toEqual({
      title: 'Quiet Room 1-0',
      venue: 'Bergen Kunsthall',
      city: 'Bergen',
      year: '2018',
      notes: '',
    });
    expect(of(r, 'groupExhibitions')).toHaveLength(6);
    expect(of(r, 'awards')).toHaveLength(6);
    expect(r.ignored).toEqual(
      expect.arrayContaining([
        { text: 'Page 1 of 3', reason: 'page number' },
        { text: 'Page 3 of 3', reason: 'page number' },
        { text: 'Noor Halvorsen — Curriculum Vitae', reason: 'repeated letterhead' },
      ]),
    );
    expect(r.unparsed).toEqual([]);
    // The wrapped entry's source holds both its lines, with its page.
    const wrapped = r.entries.find((e) => e.fields.title?.startsWith('Tidewater'))!;
    expect(wrapped.source.split('\n')).toHaveLength(2);
    expect(wrapped.page).toBe(1);
  });

  it('a year in a left column above several entries applies to each', async () => {
    const bytes = await pdfBytes((doc) => {
      doc.addPage({ size: 'A4' });
      text(doc, 'Noor Halvorsen', 60, 60, 'Helvetica-Bold', 20);
      text(doc, 'Group Exhibitions', 60, 110, 'Helvetica-Bold', 12);
      let y = yearEntry(doc, 130, '2021', ['Salt Lines, Kunsthalle Bern, Bern']);
      y = yearEntry(doc, y, '', ['Tides, The Drill Hall, Leeds']);
      yearEntry(doc, y, '2019', ['Common Ground, Museo Tamayo, Mexico City']);
    });
    const r = await readCv({ bytes });
    expect(of(r, 'groupExhibitions').map((f) => [f.title, f.year])).toEqual([
      ['Salt Lines', '2021'],
      ['Tides', '2021'],
      ['Common Ground', '2019'],
    ]);
  });

  it("'n.d.' in the year column starts an entry of no year, not a line of the dated entry above", async () => {
    const bytes = await pdfBytes((doc) => {
      doc.addPage({ size: 'A4' });
      text(doc, 'Noor Halvorsen', 60, 60, 'Helvetica-Bold', 20);
      text(doc, 'Group Exhibitions', 60, 110, 'Helvetica-Bold', 12);
      let y = yearEntry(doc, 130, '2021', ['Salt Lines, Kunsthalle Bern, Bern']);
      y = yearEntry(doc, y, 'n.d.', ['Open Studio, various locations, Oslo']);
      text(doc, 'Bibliography', 60, y + 10, 'Helvetica-Bold', 12);
      y = yearEntry(doc, y + 30, '2019', ['Ines Varga, “Tidewater”, Kunstkritikk, 4 May']);
      yearEntry(doc, y, 'n.d.', ['Various authors, “Studio Notes”, self-published zine']);
    });
    const r = await readCv({ bytes });
    expect(of(r, 'groupExhibitions').map((f) => [f.title, f.venue, f.city, f.year])).toEqual([
      ['Salt Lines', 'Kunsthalle Bern', 'Bern', '2021'],
      ['Open Studio', 'various locations', 'Oslo', ''],
    ]);
    expect(of(r, 'bibliography').map((f) => [f.author, f.title, f.publication, f.year])).toEqual([
      ['Ines Varga', 'Tidewater', 'Kunstkritikk, 4 May', '2019'],
      ['Various authors', 'Studio Notes', 'self-published zine', ''],
    ]);
  });

  it('two columns are read one after the other', async () => {
    const left = [
      'Solo Exhibitions',
      '2021 Salt Lines, Kunsthalle Bern, Bern',
      '2020 Tides, The Drill Hall, Leeds',
      '2019 Common Ground, Museo Tamayo,',
      'Mexico City',
      '2018 Afterimage, Galerie Anker, Zurich',
      '2017 Field Notes, Sala Rekalde, Bilbao',
      '2016 Low Water, Gallery Nord, Oslo',
    ];
    const right = [
      'Education',
      '2008-2010 MFA Sculpture, Royal College of Art',
      '2004-2007 BA Fine Art, Leeds Arts University',
      'Public Collections',
      'Arts Council Collection, London',
      'Museo Tamayo, Mexico City',
      'Kunsthaus Zürich, Zurich',
      'Bergen Kunstmuseum, Bergen',
    ];
    const bytes = await pdfBytes((doc) => {
      doc.addPage({ size: 'A4' });
      text(doc, 'Noor Halvorsen', 60, 50, 'Helvetica-Bold', 20);
      left.forEach((line, i) =>
        text(doc, line, 60, 100 + i * 14, line === 'Solo Exhibitions' ? 'Helvetica-Bold' : 'Helvetica', 9),
      );
      right.forEach((line, i) =>
        text(
          doc,
          line,
          320,
          100 + i * 14,
          /^(Education|Public Collections)$/.test(line) ? 'Helvetica-Bold' : 'Helvetica',
          9,
        ),
      );
    });
    const r = await readCv({ bytes });
    expect(of(r, 'soloExhibitions').map((f) => [f.title, f.city])).toEqual([
      ['Salt Lines', 'Bern'],
      ['Tides', 'Leeds'],
      ['Common Ground', 'Mexico City'],
      ['Afterimage', 'Zurich'],
      ['Field Notes', 'Bilbao'],
      ['Low Water', 'Oslo'],
    ]);
    expect(of(r, 'education').map((f) => f.institution)).toEqual([
      'Royal College of Art',
      'Leeds Arts University',
    ]);
    expect(of(r, 'collections').map((f) => f.name)).toEqual([
      'Arts Council Collection',
      'Museo Tamayo',
      'Kunsthaus Zürich',
      'Bergen Kunstmuseum',
    ]);
  });

  it('in a narrow column: an entry beginning with its year goes on at the margin; whole entries near the edge stay apart', async () => {
    const lines: [string, string][] = [
      ['Helvetica-Bold', 'Solo Exhibitions'],
      ['Helvetica', '2013 “Kairos”. Museum of Modern Art Aldermoor.'],
      ['Helvetica', 'San Francisco, CA.'],
      ['Helvetica', '2000 “Slow Burn”. Ashgrove Biennial. Lisbon,'],
      ['Helvetica', 'Portugal.'],
      ['Helvetica-Bold', 'Public Collections'],
      ['Helvetica', 'Fonds régional d’art contemporain, Stockholm'],
      ['Helvetica', 'Collection of the Kiln Foundation, Toronto'],
      ['Helvetica', 'Museum of Modern Art Lantern, Bergen'],
    ];
    const bytes = await pdfBytes((doc) => {
      doc.addPage({ size: 'A4' });
      text(doc, 'Noor Halvorsen', 60, 50, 'Helvetica-Bold', 20);
      lines.forEach(([font, line], i) => text(doc, line, 60, 100 + i * 14, font, 9));
    });
    const r = await readCv({ bytes });
    expect(of(r, 'soloExhibitions')).toEqual([
      {
        title: 'Kairos',
        venue: 'Museum of Modern Art Aldermoor',
        city: 'San Francisco, CA',
        year: '2013',
        notes: '',
      },
      { title: 'Slow Burn', venue: 'Ashgrove Biennial', city: 'Lisbon, Portugal', year: '2000', notes: '' },
    ]);
    expect(of(r, 'collections').map((f) => [f.name, f.location])).toEqual([
      ['Fonds régional d’art contemporain', 'Stockholm'],
      ['Collection of the Kiln Foundation', 'Toronto'],
      ['Museum of Modern Art Lantern', 'Bergen'],
    ]);
  });
});
