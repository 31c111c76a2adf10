// Artist-CV conventions read from pasted text and Markdown: headings and their variants, where years go, the orders of
// an exhibition's parts, mixed headings, and that no line is dropped silently. Every person here is invented.
import { describe, expect, it } from 'vitest';
import { readCv } from './index.ts';
import type { ReadResult } from './types.ts';

const read = (text: string) => readCv({ text });
const of = (r: ReadResult, section: string) =>
  r.entries.filter((e) => e.section === section).map((e) => e.fields);

/** Every non-blank line is in an entry's source, unparsed, or ignored with a reason. */
function expectAccounted(text: string, r: ReadResult) {
  const sources = r.entries.flatMap((e) => e.source.split('\n'));
  const rest = [...r.unparsed.map((u) => u.text), ...r.ignored.map((i) => i.text)];
  const strip = (l: string) =>
    l
      .replace(/^\s*(#+|[-*]|\d+\.)\s+/, '')
      .replace(/\*\*|__|\*|_/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  for (const line of text.split('\n').map(strip).filter(Boolean)) {
    const found = [...sources, ...rest].some((s) => s.includes(line) || line.includes(s));
    expect(found, `line not accounted for: ${line}`).toBe(true);
  }
}

describe('the person', () => {
  it('name first, birth year and place, where they live and work, email, website', async () => {
    const text = `Wren Okafor-Lindgren
Born 1975, Lagos, Nigeria
Lives and works in Berlin, Germany
wren@okafor.example · www.okafor-lindgren.example

Solo Exhibitions
2021 Low Tide, Galerie Anker, Zurich`;
    const r = await read(text);
    expect(r.person).toEqual({
      fullName: 'Wren Okafor-Lindgren',
      birthYear: '1975',
      birthPlace: 'Lagos, Nigeria',
      city: 'Berlin',
      country: 'Germany',
      email: 'wren@okafor.example',
      website: 'www.okafor-lindgren.example',
    });
    expect(r.ignored.filter((i) => i.reason === 'artist details')).toHaveLength(4);
  });

  it("'Name:' labels, 'b. 1975 in Lagos', a CV title line", async () => {
    const r = await read(`CURRICULUM VITAE
Name: Ilse Marchetti
b. 1981 in Turin
Based in Glasgow, UK

Education
2005-2007 MFA, Glasgow School of Art`);
    expect(r.person).toMatchObject({
      fullName: 'Ilse Marchetti',
      birthYear: '1981',
      birthPlace: 'Turin',
      city: 'Glasgow',
      country: 'UK',
    });
  });
});

describe('grants and residencies over years', () => {
  it("keep the years as written ('2018-2019'); an award keeps its one year", async () => {
    const r = await read(`Ada Quill

Residencies
2018–2019 Studio year, Villa Albertine, New York

Grants
2020 - 2022 Research grant, Harbour Arts Council

Awards
2019–2020 Harbour Prize, Harbour Trust`);
    expect(of(r, 'grants').map((f) => [f.name, f.year])).toEqual([
      ['Studio year', '2018-2019'],
      ['Research grant', '2020-2022'],
    ]);
    expect(of(r, 'awards').map((f) => f.year)).toEqual(['2019']);
  });

  it("a residency written 'Host, City' takes the city as its place, not as its host", async () => {
    const r = await read(`Ada Quill

Residencies
2018 Villa Albertine, New York
2016 Cité internationale des arts, Paris
2015 Studio year, Künstlerhaus Bethanien, Berlin
2014 Residency, Akademie Schloss Solitude`);
    expect(of(r, 'grants').map((f) => [f.name, f.organization, f.location])).toEqual([
      ['Villa Albertine', 'Villa Albertine', 'New York'],
      ['Cité internationale des arts', 'Cité internationale des arts', 'Paris'],
      ['Studio year', 'Künstlerhaus Bethanien', 'Berlin'],
      ['Akademie Schloss Solitude', '', ''],
    ]);
  });
});

describe('points', () => {
  it("an abbreviation keeps its point at the end of a field ('S.M.A.K.', 'Jr.'); a sentence's point goes", async () => {
    const r = await read(`Ada Quill

Solo Exhibitions
2021 Low Tide, S.M.A.K., Ghent.
2019 Salt Lines. Kunsthalle Bern. Bern.

Collections
Jan Hoet Jr.`);
    expect(of(r, 'soloExhibitions').map((f) => [f.title, f.venue, f.city])).toEqual([
      ['Low Tide', 'S.M.A.K.', 'Ghent'],
      ['Salt Lines', 'Kunsthalle Bern', 'Bern'],
    ]);
    expect(of(r, 'collections').map((f) => f.name)).toEqual(['Jan Hoet Jr.']);
  });
});

describe('page numbers', () => {
  it('only when the document has several pages: pasted text has none', async () => {
    const one = await read('Ada Quill\n\nAwards\n2021 Harbour Prize, Harbour Trust\nSome line of no entry');
    expect(one.entries.length).toBeGreaterThan(0);
    expect(one.entries.every((e) => e.page === undefined)).toBe(true);
    expect(one.unparsed.every((u) => u.page === undefined)).toBe(true);
    const two = await read(
      'Ada Quill\n\nAwards\n2021 Harbour Prize, Harbour Trust\n\f2019 Pier Prize, Pier Trust',
    );
    expect(two.entries.map((e) => e.page)).toEqual([1, 2]);
  });
});

describe('control characters', () => {
  it('read as spaces, in the name as in the entries', async () => {
    const r = await read('Ada\u0007 Quill\n\nAwards\n2021 Harbour\u001b Prize, Harbour\u0085Trust');
    expect(r.person.fullName).toBe('Ada Quill');
    expect(of(r, 'awards')).toEqual([
      { name: 'Harbour Prize', presenter: 'Harbour Trust', year: '2021', notes: '' },
    ]);
  });
});

describe('the person, continued', () => {
  it('the birth on the name line', async () => {
    const r = await read(
      'Ada Quill (b. 1975, Lagos, Nigeria)\n\nSolo Exhibitions\n2021 Low Tide, Galerie Anker, Zurich',
    );
    expect(r.person).toMatchObject({
      fullName: 'Ada Quill',
      birthYear: '1975',
      birthPlace: 'Lagos, Nigeria',
    });
  });
});

describe('headings and their variants', () => {
  it.each([
    ['Solo Exhibitions', 'soloExhibitions'],
    ['One-Person Exhibitions', 'soloExhibitions'],
    ['Individual exhibitions', 'soloExhibitions'],
    ['SELECTED SOLO EXHIBITIONS', 'soloExhibitions'],
    ['Selected Group Exhibitions', 'groupExhibitions'],
    ['Two-person shows', 'groupExhibitions'],
    ['Collective Exhibitions:', 'groupExhibitions'],
  ])('%s', async (heading, section) => {
    const r = await read(
      `Ada Quill\n\n${heading}\n2019 Salt Lines, Kunsthalle Bern, Bern\n2017 Field Notes, Sala Rekalde, Bilbao, Spain`,
    );
    expect(of(r, section)).toEqual([
      { title: 'Salt Lines', venue: 'Kunsthalle Bern', city: 'Bern', year: '2019', notes: '' },
      { title: 'Field Notes', venue: 'Sala Rekalde', city: 'Bilbao, Spain', year: '2017', notes: '' },
    ]);
  });

  it("'Exhibitions' is mixed: '(solo)' marks the solo ones, the rest are group shows", async () => {
    const r = await read(
      `Ada Quill\n\nExhibitions\n2020 Quiet Rooms, Bergen Kunsthall, Bergen (solo)\n2019 Common Ground, Museo Tamayo, Mexico City (two-person)\n2018 Tides, The Drill Hall, Leeds`,
    );
    expect(of(r, 'soloExhibitions').map((f) => f.title)).toEqual(['Quiet Rooms']);
    expect(of(r, 'groupExhibitions').map((f) => f.title)).toEqual(['Common Ground', 'Tides']);
  });

  it("'Awards and Residencies' is split per entry: a residency is a grant of type residency", async () => {
    const r = await read(
      `Ada Quill\n\nAwards and Residencies\n2021 Artist in Residence, Cité internationale des arts, Paris\n2019 Prix Lumière, Fondation Ostra\n2016 Rome Fellowship, British School at Rome, Rome`,
    );
    expect(of(r, 'awards')).toEqual([
      { name: 'Prix Lumière', presenter: 'Fondation Ostra', year: '2019', notes: '' },
    ]);
    expect(of(r, 'grants')).toEqual([
      {
        type: 'residency',
        name: 'Artist in Residence',
        organization: 'Cité internationale des arts',
        year: '2021',
        amount: '',
        location: 'Paris',
        duration: '',
        description: '',
      },
      {
        type: 'fellowship',
        name: 'Rome Fellowship',
        organization: 'British School at Rome',
        year: '2016',
        amount: '',
        location: 'Rome',
        duration: '',
        description: '',
      },
    ]);
  });

  it('unknown headings leave their lines unparsed; nothing is dropped', async () => {
    const text = `Ada Quill

Solo Exhibitions
2015 Draft Rooms, Studio 5, Leeds

Curatorial Projects
2018 The Long Table, Studio 5, Leeds

Performances
2016 Breath Count, Tramway, Glasgow`;
    const r = await read(text);
    expect(r.unparsed.map((u) => u.text)).toEqual(
      expect.arrayContaining(['2018 The Long Table, Studio 5, Leeds', '2016 Breath Count, Tramway, Glasgow']),
    );
    expect(r.entries.map((e) => e.source).join('\n')).not.toMatch(/Long Table|Breath Count/);
    expect(of(r, 'soloExhibitions')).toHaveLength(1);
    expectAccounted(text, r);
  });
});

describe('years', () => {
  it('on a line of their own above several entries, and ranges', async () => {
    const r = await read(`Ada Quill

Group Exhibitions
2019
Salt Lines, Kunsthalle Bern, Bern
Tides, The Drill Hall, Leeds
2013-14
Common Ground, MCA, Sydney

Education
2013–2015 MFA Sculpture, Royal College of Art
2008 - 2011 BA Fine Art, Leeds Arts University

Affiliations
2015 - present Member, Society of Scottish Artists`);
    expect(of(r, 'groupExhibitions').map((f) => [f.title, f.year])).toEqual([
      ['Salt Lines', '2019'],
      ['Tides', '2019'],
      ['Common Ground', '2013'],
    ]);
    expect(of(r, 'education')).toEqual([
      { institution: 'Royal College of Art', degree: 'MFA Sculpture', years: '2013-2015', notes: '' },
      { institution: 'Leeds Arts University', degree: 'BA Fine Art', years: '2008-2011', notes: '' },
    ]);
    expect(of(r, 'affiliations')).toEqual([
      { name: 'Society of Scottish Artists', type: 'Member', duration: '2015-present' },
    ]);
  });

  it('at the end of the entry, in brackets or after a comma', async () => {
    const r = await read(
      `Ada Quill\n\nSolo Exhibitions\nSalt Lines, Kunsthalle Bern, Bern (2019)\nTides, The Drill Hall, Leeds, 2017`,
    );
    expect(of(r, 'soloExhibitions').map((f) => [f.title, f.venue, f.city, f.year])).toEqual([
      ['Salt Lines', 'Kunsthalle Bern', 'Bern', '2019'],
      ['Tides', 'The Drill Hall', 'Leeds', '2017'],
    ]);
  });

  it("'various years', 'n.d.', 'undated': the entry takes no year from above, and the marker is no field", async () => {
    const text = `Ada Quill

Awards
2021 Young Painter Prize, Harbour Art Foundation
Studio Prize, Coastline Society, n.d.
Assorted studio work along the coast, various years

Solo Exhibitions
2019 Salt Lines, Kunsthalle Bern, Bern
Tides, The Drill Hall, Leeds (undated)`;
    const r = await read(text);
    expect(of(r, 'awards')).toEqual([
      { name: 'Young Painter Prize', presenter: 'Harbour Art Foundation', year: '2021', notes: '' },
      { name: 'Studio Prize', presenter: 'Coastline Society', year: '', notes: '' },
      { name: 'Assorted studio work along the coast', presenter: '', year: '', notes: '' },
    ]);
    expect(of(r, 'soloExhibitions').map((f) => [f.title, f.venue, f.city, f.year])).toEqual([
      ['Salt Lines', 'Kunsthalle Bern', 'Bern', '2019'],
      ['Tides', 'The Drill Hall', 'Leeds', ''],
    ]);
    expectAccounted(text, r);
  });
  it("'n.d.' where the year goes: at the start of an entry, or alone above entries", async () => {
    const text = `Ada Quill

Group Exhibitions
2021 Salt Lines, Kunsthalle Bern, Bern
n.d. Open Studio, various locations, Leeds

Awards
2020
Young Painter Prize, Harbour Art Foundation
n.d.
Studio Prize, Coastline Society
Shore Drawing Prize, Tide Society`;
    const r = await read(text);
    expect(of(r, 'groupExhibitions').map((f) => [f.title, f.venue, f.city, f.year])).toEqual([
      ['Salt Lines', 'Kunsthalle Bern', 'Bern', '2021'],
      ['Open Studio', 'various locations', 'Leeds', ''],
    ]);
    expect(of(r, 'awards').map((f) => [f.name, f.presenter, f.year])).toEqual([
      ['Young Painter Prize', 'Harbour Art Foundation', '2020'],
      ['Studio Prize', 'Coastline Society', ''],
      ['Shore Drawing Prize', 'Tide Society', ''],
    ]);
    expectAccounted(text, r);
  });
});

describe('exhibition entries', () => {
  it("'Title. Venue. City.', quoted titles, 'City, ST', curated-by notes", async () => {
    const r = await read(`Ada Quill

Solo Exhibitions
2022 Low Water. Gallery Nord. Oslo.
2021 “Silt, and After”, Kunsthalle Basel, Basel, Switzerland
2020 Night Shift, Artspace, Portland, OR (curated by Ines Varga)`);
    expect(of(r, 'soloExhibitions')).toEqual([
      { title: 'Low Water', venue: 'Gallery Nord', city: 'Oslo', year: '2022', notes: '' },
      {
        title: 'Silt, and After',
        venue: 'Kunsthalle Basel',
        city: 'Basel, Switzerland',
        year: '2021',
        notes: '',
      },
      {
        title: 'Night Shift',
        venue: 'Artspace',
        city: 'Portland, OR',
        year: '2020',
        notes: 'curated by Ines Varga',
      },
    ]);
  });

  it("'Venue, City, Title' when the CV writes them so", async () => {
    const r = await read(`Ada Quill

Group Exhibitions
2022 Kunsthalle Bern, Bern, Salt Lines
2021 Museo Tamayo, Mexico City, Common Ground
2020 Galerie Anker, Zurich, Afterimage (curated by Ines Varga)`);
    expect(of(r, 'groupExhibitions').map((f) => [f.title, f.venue, f.city])).toEqual([
      ['Salt Lines', 'Kunsthalle Bern', 'Bern'],
      ['Common Ground', 'Museo Tamayo', 'Mexico City'],
      ['Afterimage', 'Galerie Anker', 'Zurich'],
    ]);
  });

  it("several entries on one line separated by ';', and lines that wrap", async () => {
    const r = await read(`Ada Quill

Group Exhibitions
2019 Salt Lines, Kunsthalle Bern, Bern; Tides, The Drill Hall, Leeds
2018 A Very Long Title About Rivers and the Slow Work of Water,
     Bergen Kunsthall, Bergen`);
    expect(of(r, 'groupExhibitions').map((f) => [f.title, f.venue, f.city, f.year])).toEqual([
      ['Salt Lines', 'Kunsthalle Bern', 'Bern', '2019'],
      ['Tides', 'The Drill Hall', 'Leeds', '2019'],
      ['A Very Long Title About Rivers and the Slow Work of Water', 'Bergen Kunsthall', 'Bergen', '2018'],
    ]);
  });
});

describe('other sections', () => {
  it('collections, bibliography, teaching, commissions, grants', async () => {
    const r = await read(`Ada Quill

Public Collections
Arts Council Collection, London
Museo Tamayo, Mexico City

Bibliography
2020 A. Critic, “Sediment and Time”, Frieze, pp. 12-14
2018 “In the Studio”, The Quarterly Review, https://review.example/quill

Teaching
2021 Visiting Lecturer, Royal College of Art
2019 Glasgow School of Art, Visiting Artist

Commissions
2022 “Riverwalk”, Glasgow City Council

Grants
2022 Open Fund, Creative Scotland, £5,000`);
    expect(of(r, 'collections')).toEqual([
      {
        type: 'public',
        name: 'Arts Council Collection',
        location: 'London',
        year: '',
        workTitle: '',
        notes: '',
      },
      { type: 'public', name: 'Museo Tamayo', location: 'Mexico City', year: '', workTitle: '', notes: '' },
    ]);
    expect(of(r, 'bibliography')).toEqual([
      {
        type: 'article',
        title: 'Sediment and Time',
        publication: 'Frieze',
        author: 'A. Critic',
        year: '2020',
        pages: '12-14',
        url: '',
        notes: '',
      },
      {
        type: 'review',
        title: 'In the Studio',
        publication: 'The Quarterly Review',
        author: '',
        year: '2018',
        pages: '',
        url: 'https://review.example/quill',
        notes: '',
      },
    ]);
    expect(of(r, 'teaching')).toEqual([
      { role: 'Visiting Lecturer', institution: 'Royal College of Art', year: '2021' },
      { role: 'Visiting Artist', institution: 'Glasgow School of Art', year: '2019' },
    ]);
    expect(of(r, 'commissions')).toEqual([
      { title: 'Riverwalk', commissioner: 'Glasgow City Council', description: '', year: '2022' },
    ]);
    expect(of(r, 'grants')).toEqual([
      {
        type: 'grant',
        name: 'Open Fund',
        organization: 'Creative Scotland',
        year: '2022',
        amount: '£5,000',
        location: '',
        duration: '',
        description: '',
      },
    ]);
  });
  it("an issue number ('no. 241', 'vol. 3, nr. 2') stays in the publication, its point no break", async () => {
    const r = await read(`Ada Quill

Bibliography
2024 Ines Varga, "Salt and Light", Frieze, no. 241, pp. 112-115
2021 Tom Reyl, "Quiet Tonnage", Metropolis M, vol. 3, nr. 2`);
    expect(of(r, 'bibliography').map((f) => [f.author, f.title, f.publication, f.pages])).toEqual([
      ['Ines Varga', 'Salt and Light', 'Frieze, no. 241', '112-115'],
      ['Tom Reyl', 'Quiet Tonnage', 'Metropolis M, vol. 3, nr. 2', ''],
    ]);
  });
  it("teaching: a post's range of years kept ('2018-present'), the subject with the role", async () => {
    const r = await read(`Ada Quill

Teaching
2018–present Tutor, Painting, Harbour Academy of Art, Leeds
2015–2017 Guest lecturer, Sandvik Kunstinstituut, Bergen
2014 Visiting artist, Royal College of Art, London`);
    expect(of(r, 'teaching')).toEqual([
      { role: 'Tutor, Painting', institution: 'Harbour Academy of Art, Leeds', year: '2018-present' },
      { role: 'Guest lecturer', institution: 'Sandvik Kunstinstituut, Bergen', year: '2015-2017' },
      { role: 'Visiting artist', institution: 'Royal College of Art, London', year: '2014' },
    ]);
  });
  it("grants written funder first ('Mondriaan Fund, Werkbijdrage Jong Talent'): the grant is the name, the funder the organization", async () => {
    const r = await read(`Ada Quill

Grants
2023 Harbour Fund, Werkbijdrage Jong Talent
2020 Coastline Community, Project Grant for Visual Arts
2011 Prins Tideman Cultuurfonds, Travel Grant
2019 Open Fund, Creative Scotland
2018 Research Grant, Nordic Arts Foundation`);
    expect(of(r, 'grants').map((f) => [f.name, f.organization])).toEqual([
      ['Werkbijdrage Jong Talent', 'Harbour Fund'],
      ['Project Grant for Visual Arts', 'Coastline Community'],
      ['Travel Grant', 'Prins Tideman Cultuurfonds'],
      // A grant named like a fund, then a funder without those words, and the grant first: as written.
      ['Open Fund', 'Creative Scotland'],
      ['Research Grant', 'Nordic Arts Foundation'],
    ]);
  });
});

describe('Markdown', () => {
  it("'#' headings, '**bold**' headings, '- ' list items, '*italic*' titles", async () => {
    const text = `# Ada Quill

Born 1980 in Leeds

## Solo Exhibitions

- 2021 *Low Water, Part Two*, Gallery Nord, Oslo
- 2019 *Silt*, Kunsthalle Basel, Basel

**Awards**

- 2020 Prix Lumière, Fondation Ostra`;
    const r = await read(text);
    expect(r.format).toBe('markdown');
    expect(r.person.fullName).toBe('Ada Quill');
    expect(of(r, 'soloExhibitions').map((f) => [f.title, f.venue, f.city])).toEqual([
      ['Low Water, Part Two', 'Gallery Nord', 'Oslo'],
      ['Silt', 'Kunsthalle Basel', 'Basel'],
    ]);
    expect(of(r, 'awards')).toHaveLength(1);
    expectAccounted(text, r);
  });

  it('page numbers and a letterhead repeated in pasted text are set aside with their reasons', async () => {
    const text = `Ada Quill — Curriculum Vitae
Solo Exhibitions
2021 Low Water, Gallery Nord, Oslo
Page 1 of 2
Ada Quill — Curriculum Vitae
2019 Silt, Kunsthalle Basel, Basel
- 2 -`;
    const r = await read(text);
    expect(r.person.fullName).toBe('Ada Quill');
    expect(of(r, 'soloExhibitions')).toHaveLength(2);
    expect(r.ignored).toEqual(
      expect.arrayContaining([
        { text: 'Page 1 of 2', reason: 'page number' },
        { text: '- 2 -', reason: 'page number' },
        { text: 'Ada Quill — Curriculum Vitae', reason: 'repeated letterhead' },
      ]),
    );
    expectAccounted(text, r);
  });
});

describe('pasted text laid out with spaces', () => {
  it('a line under the text of a year line is another entry of that year when it would have fitted above', async () => {
    const r = await read(`JUNE Q. MARLOWE
Born 1980, Dayton, OH. Lives and works in Brooklyn, NY.

GROUP EXHIBITIONS
2021 Get Lost, curated by Ana Ruiz, The Drawing Room, New York, NY
     Paper Trails, Kunstverein Halle, Halle, Germany
2018 A Long Title About the Patience of Rivers and Other Slow Things, Artspace,
     New Haven, CT

AWARDS & RESIDENCIES
2018 Summer Residency, Peterborough, NH`);
    expect(r.person).toMatchObject({
      birthYear: '1980',
      birthPlace: 'Dayton, OH',
      city: 'Brooklyn',
      country: 'United States',
    });
    expect(of(r, 'groupExhibitions')).toEqual([
      {
        title: 'Get Lost',
        venue: 'The Drawing Room',
        city: 'New York, NY',
        year: '2021',
        notes: 'curated by Ana Ruiz',
      },
      { title: 'Paper Trails', venue: 'Kunstverein Halle', city: 'Halle, Germany', year: '2021', notes: '' },
      {
        title: 'A Long Title About the Patience of Rivers and Other Slow Things',
        venue: 'Artspace',
        city: 'New Haven, CT',
        year: '2018',
        notes: '',
      },
    ]);
    expect(of(r, 'grants')).toEqual([
      {
        type: 'residency',
        name: 'Summer Residency',
        organization: '',
        year: '2018',
        amount: '',
        location: 'Peterborough, NH',
        duration: '',
        description: '',
      },
    ]);
  });
});
