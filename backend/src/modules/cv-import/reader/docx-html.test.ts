// Word files (through mammoth's HTML) and saved web pages: headings, bold and italics kept, page furniture and
// navigation set aside, nothing fetched. The artists are invented.
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { readCv } from './index.ts';
import type { ReadResult } from './types.ts';

const of = (r: ReadResult, section: string) =>
  r.entries.filter((e) => e.section === section).map((e) => e.fields);

describe('Word files', () => {
  it('headings (styled or bold), italic titles, a tab between the year and the entry', async () => {
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph({ heading: HeadingLevel.TITLE, text: 'Sefa Lindqvist-Boateng' }),
            new Paragraph({ text: 'b. 1983 in Accra, Ghana' }),
            new Paragraph({ text: 'Lives and works in Rotterdam, Netherlands' }),
            new Paragraph({ heading: HeadingLevel.HEADING_2, text: 'Selected Solo Exhibitions' }),
            new Paragraph({
              children: [
                new TextRun('2022\t'),
                new TextRun({ text: 'Harbour Songs', italics: true }),
                new TextRun(', Witte de With, Rotterdam'),
              ],
            }),
            new Paragraph({
              children: [
                new TextRun('2019\t'),
                new TextRun({ text: 'Salt, Iron', italics: true }),
                new TextRun(', Kunsthal Gent, Ghent, Belgium'),
              ],
            }),
            new Paragraph({ children: [new TextRun({ text: 'Residencies', bold: true })] }),
            new Paragraph({ text: '2018\tArtist in Residence, Rijksakademie, Amsterdam' }),
            new Paragraph({ children: [new TextRun({ text: 'Screenings', bold: true })] }),
            new Paragraph({ text: '2017\tNight Tide, IFFR, Rotterdam' }),
          ],
        },
      ],
    });
    const bytes = new Uint8Array(await Packer.toBuffer(doc));
    const r = await readCv({ bytes, filename: 'cv.docx' });
    expect(r.format).toBe('docx');
    expect(r.person).toMatchObject({
      fullName: 'Sefa Lindqvist-Boateng',
      birthYear: '1983',
      birthPlace: 'Accra, Ghana',
      city: 'Rotterdam',
      country: 'Netherlands',
    });
    expect(of(r, 'soloExhibitions')).toEqual([
      { title: 'Harbour Songs', venue: 'Witte de With', city: 'Rotterdam', year: '2022', notes: '' },
      { title: 'Salt, Iron', venue: 'Kunsthal Gent', city: 'Ghent, Belgium', year: '2019', notes: '' },
    ]);
    expect(of(r, 'grants')).toEqual([
      {
        type: 'residency',
        name: 'Artist in Residence',
        organization: 'Rijksakademie',
        year: '2018',
        amount: '',
        location: 'Amsterdam',
        duration: '',
        description: '',
      },
    ]);
    // 'Screenings' is no section of the CV: its line is left for the artist.
    expect(r.unparsed.map((u) => u.text)).toEqual(['2017 Night Tide, IFFR, Rotterdam']);
  });
});

describe('web pages', () => {
  it('a saved CV page: navigation, scripts, forms and the footer set aside; h2 and strong headings; list items', async () => {
    const html = `<!doctype html><html><head><title>CV</title><script>track()</script><style>h2{}</style></head><body>
<nav><a href="/">Home</a> <a href="/cv">CV</a></nav>
<header><h1>Ines Varga</h1><p>Born 1969, Szeged, Hungary</p><p>Lives and works in Vienna, Austria</p>
<p><a href="mailto:ines@varga.example">ines@varga.example</a></p></header>
<main>
<h2>Group Exhibitions</h2>
<ul><li>2021 <em>Common Ground</em>, MUMOK, Vienna</li>
<li>2019 <em>Field Notes</em>, Ludwig Museum, Budapest<br>curated by Sefa Boateng</li></ul>
<p><strong>Public Collections</strong></p>
<p>Belvedere, Vienna</p>
<noscript>Please enable JavaScript</noscript>
<form><button>Subscribe</button><input name="email"></form>
</main>
<footer>© 2024 Ines Varga · Imprint</footer>
<img src="https://tracker.example/pixel.gif" alt="">
</body></html>`;
    const r = await readCv({ bytes: new TextEncoder().encode(html), filename: 'cv.html' });
    expect(r.format).toBe('html');
    expect(r.person).toMatchObject({
      fullName: 'Ines Varga',
      birthYear: '1969',
      birthPlace: 'Szeged, Hungary',
      city: 'Vienna',
      country: 'Austria',
      email: 'ines@varga.example',
    });
    expect(of(r, 'groupExhibitions')).toEqual([
      { title: 'Common Ground', venue: 'MUMOK', city: 'Vienna', year: '2021', notes: '' },
      {
        title: 'Field Notes',
        venue: 'Ludwig Museum',
        city: 'Budapest',
        year: '2019',
        notes: 'curated by Sefa Boateng',
      },
    ]);
    expect(of(r, 'collections')).toEqual([
      { type: 'public', name: 'Belvedere', location: 'Vienna', year: '', workTitle: '', notes: '' },
    ]);
    const all = JSON.stringify(r);
    for (const hidden of ['track()', 'h2{}', 'JavaScript']) expect(all).not.toContain(hidden);
    expect(r.ignored).toEqual(
      expect.arrayContaining([
        { text: 'Home CV', reason: 'navigation' },
        { text: 'Subscribe', reason: 'navigation' },
        { text: '© 2024 Ines Varga · Imprint', reason: 'navigation' },
      ]),
    );
  });

  it('pasted HTML and JSON are read by what they are', async () => {
    expect(
      (await readCv({ text: '<p><b>Awards</b></p><p>2020 Prix Lumière, Fondation Ostra</p>' })).format,
    ).toBe('html');
    const json = await readCv({
      text: JSON.stringify({
        basics: { name: 'Ines Varga' },
        awards: [{ title: 'Prix Lumière', awarder: 'Fondation Ostra', date: '2020-05-01' }],
      }),
    });
    expect(json.format).toBe('json');
    expect(json.entries).toEqual([
      {
        section: 'awards',
        fields: { name: 'Prix Lumière', presenter: 'Fondation Ostra', year: '2020', notes: '' },
        source: expect.any(String),
      },
    ]);
  });
});
