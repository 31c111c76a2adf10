// CVs written out by hand as whole documents, in conventions the generator does not make: US press citations and
// state abbreviations in plain text, year subheadings and two-person notes in Markdown, a site builder's page whose
// entries are one paragraph broken by <br>. They keep the reader honest about more than the generator's habits.
import type { ImportSection } from '../reader/types.ts';
import type { CorpusPerson, FileLabel, Layout } from './model.ts';

export interface WrittenCv {
  id: string;
  layout: Extract<Layout, 'text' | 'markdown' | 'html'>;
  person: CorpusPerson;
  content: string;
  labels: FileLabel[];
}

const label = (
  section: ImportSection,
  fields: Record<string, string>,
  accept: ImportSection[] = [section],
): FileLabel => ({
  section,
  fields,
  accept,
});
const show = (
  section: 'soloExhibitions' | 'groupExhibitions',
  year: string,
  title: string,
  venue: string,
  city: string,
  notes = '',
) => label(section, { title, venue, city, year, notes });

const text: WrittenCv = {
  id: 'cv-35',
  layout: 'text',
  person: {
    fullName: 'Dagny Whitlock',
    birthYear: '1983',
    birthPlace: 'Duluth, MN',
    city: 'Chicago',
    country: 'United States',
    email: 'dagny@whitlockstudio.net',
    website: 'https://whitlockstudio.net',
  },
  content: `DAGNY WHITLOCK
dagny@whitlockstudio.net | whitlockstudio.net
Born 1983, Duluth, MN. Lives and works in Chicago, IL.

EDUCATION
2009  MFA, Studio Art, Larchmont University, Evanston, IL
2005  BFA, Painting and Drawing, Tidewater Institute of the Arts, Baltimore, MD

SOLO EXHIBITIONS
2023  Cold Storage, Quarry Projects, Chicago, IL
2021  What the River Knows, Meridian Contemporary, Minneapolis, MN
2018  Small Hours, Gallery Twelve, Detroit, MI
2014  Residue, Beacon Art Space, Milwaukee, WI

SELECTED GROUP EXHIBITIONS
2024  Ground Truth, Kestrel Museum of Art, Houston, TX (curated by Rosa Ibarra)
2022  Tender Systems, The Foundry Annex, Brooklyn, NY
2019  Paper Tigers, Ellery Contemporary, Los Angeles, CA
2016  Second Nature, Westbrook College Gallery, Portland, OR
2012  Open Studio, Cinder Projects, Philadelphia, PA

AWARDS & GRANTS
2022  Individual Artist Grant, Ashgrove Cultural Fund
2017  Visual Arts Fellowship, Lantern Foundation
2015  Jury Prize, Aldermoor Society of Artists

SELECTED PRESS
Foyle, Declan. "The quiet work of Dagny Whitlock." Kestrel Quarterly, 12 Mar. 2023, pp. 44-47.
Lenz, Ana. "Review: Small Hours." The Marlowe Observer, 3 Nov. 2018.

TEACHING
2019 - present  Adjunct Professor, Larchmont University, Evanston, IL
2010-12  Studio tutor, Tidewater Institute of the Arts
`,
  labels: [
    label('education', {
      institution: 'Larchmont University',
      degree: 'MFA, Studio Art',
      years: '2009',
      notes: '',
    }),
    label('education', {
      institution: 'Tidewater Institute of the Arts',
      degree: 'BFA, Painting and Drawing',
      years: '2005',
      notes: '',
    }),
    show('soloExhibitions', '2023', 'Cold Storage', 'Quarry Projects', 'Chicago, IL'),
    show('soloExhibitions', '2021', 'What the River Knows', 'Meridian Contemporary', 'Minneapolis, MN'),
    show('soloExhibitions', '2018', 'Small Hours', 'Gallery Twelve', 'Detroit, MI'),
    show('soloExhibitions', '2014', 'Residue', 'Beacon Art Space', 'Milwaukee, WI'),
    show(
      'groupExhibitions',
      '2024',
      'Ground Truth',
      'Kestrel Museum of Art',
      'Houston, TX',
      'curated by Rosa Ibarra',
    ),
    show('groupExhibitions', '2022', 'Tender Systems', 'The Foundry Annex', 'Brooklyn, NY'),
    show('groupExhibitions', '2019', 'Paper Tigers', 'Ellery Contemporary', 'Los Angeles, CA'),
    show('groupExhibitions', '2016', 'Second Nature', 'Westbrook College Gallery', 'Portland, OR'),
    show('groupExhibitions', '2012', 'Open Studio', 'Cinder Projects', 'Philadelphia, PA'),
    label(
      'grants',
      {
        type: 'grant',
        name: 'Individual Artist Grant',
        organization: 'Ashgrove Cultural Fund',
        year: '2022',
        amount: '',
        location: '',
        duration: '',
        description: '',
      },
      ['grants', 'awards'],
    ),
    label(
      'grants',
      {
        type: 'fellowship',
        name: 'Visual Arts Fellowship',
        organization: 'Lantern Foundation',
        year: '2017',
        amount: '',
        location: '',
        duration: '',
        description: '',
      },
      ['grants', 'awards'],
    ),
    label(
      'awards',
      { name: 'Jury Prize', presenter: 'Aldermoor Society of Artists', year: '2015', notes: '' },
      ['grants', 'awards'],
    ),
    label('bibliography', {
      type: 'article',
      title: 'The quiet work of Dagny Whitlock',
      publication: 'Kestrel Quarterly',
      author: 'Declan Foyle',
      year: '2023',
      pages: '44-47',
      url: '',
      notes: '',
    }),
    label('bibliography', {
      type: 'review',
      title: 'Review: Small Hours',
      publication: 'The Marlowe Observer',
      author: 'Ana Lenz',
      year: '2018',
      pages: '',
      url: '',
      notes: '',
    }),
    label('teaching', {
      role: 'Adjunct Professor',
      institution: 'Larchmont University',
      year: '2019 - present',
    }),
    label('teaching', {
      role: 'Studio tutor',
      institution: 'Tidewater Institute of the Arts',
      year: '2010-12',
    }),
  ],
};

const markdown: WrittenCv = {
  id: 'cv-36',
  layout: 'markdown',
  person: {
    fullName: 'Ruairí Ó Briain-Kettunen',
    birthYear: '1990',
    birthPlace: 'Cork',
    city: 'Glasgow',
    country: 'United Kingdom',
    email: 'hello@ruairiobk.studio',
    website: '',
  },
  content: `# Ruairí Ó Briain-Kettunen

*b. 1990, Cork, Ireland — lives and works in Glasgow*
[hello@ruairiobk.studio](mailto:hello@ruairiobk.studio)

## Exhibitions

### 2024

* *Saltmarsh Songs*, Kiln Annex, Edinburgh (solo)
* *Borrowed Light*, Oriel Gallery, Cardiff — two-person show with Niamh Achterberg

### 2023

* *Low Tide Archive*, The Vellum Room, Dublin (solo)
* *Night Garden*, Fennick Projects, Manchester

### 2021

* *Inventory*, Greyfield Kunsthalle, Belfast

## Residencies

- 2022 — Saltmarsh Residency, Saltmarsh Foundation, Reykjavík, Iceland (three months)
- 2020 — AIR Corvo, Corvo Academy, Helsinki, Finland

## Education

- 2012–2014 — MFA, Aldermoor School of Art
- 2008–2012 — BA (Hons) Fine Art, Kiln School of Sculpture
`,
  labels: [
    show('soloExhibitions', '2024', 'Saltmarsh Songs', 'Kiln Annex', 'Edinburgh'),
    label(
      'groupExhibitions',
      {
        title: 'Borrowed Light',
        venue: 'Oriel Gallery',
        city: 'Cardiff',
        year: '2024',
        notes: 'two-person show with Niamh Achterberg',
      },
      ['groupExhibitions', 'soloExhibitions'],
    ),
    show('soloExhibitions', '2023', 'Low Tide Archive', 'The Vellum Room', 'Dublin'),
    show('groupExhibitions', '2023', 'Night Garden', 'Fennick Projects', 'Manchester'),
    show('groupExhibitions', '2021', 'Inventory', 'Greyfield Kunsthalle', 'Belfast'),
    label('grants', {
      type: 'residency',
      name: 'Saltmarsh Residency',
      organization: 'Saltmarsh Foundation',
      year: '2022',
      amount: '',
      location: 'Reykjavík, Iceland',
      duration: 'three months',
      description: '',
    }),
    label('grants', {
      type: 'residency',
      name: 'AIR Corvo',
      organization: 'Corvo Academy',
      year: '2020',
      amount: '',
      location: 'Helsinki, Finland',
      duration: '',
      description: '',
    }),
    label('education', {
      institution: 'Aldermoor School of Art',
      degree: 'MFA',
      years: '2012–2014',
      notes: '',
    }),
    label('education', {
      institution: 'Kiln School of Sculpture',
      degree: 'BA (Hons) Fine Art',
      years: '2008–2012',
      notes: '',
    }),
  ],
};

const html: WrittenCv = {
  id: 'cv-37',
  layout: 'html',
  person: {
    fullName: 'Noor Achterberg',
    birthYear: '1976',
    birthPlace: 'Rotterdam',
    city: 'Amsterdam',
    country: 'Netherlands',
    email: 'studio@noorachterberg.nl',
    website: '',
  },
  content: `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>CV | Noor Achterberg</title>
<script src="/static/site-bundle.js"></script></head><body class="page-cv">
<div class="header-nav"><a href="/">Noor Achterberg</a> <a href="/werk">Work</a> <a href="/cv" class="active">CV</a> <a href="/shop">Shop</a></div>
<div class="sqs-block-content">
<h1>Noor Achterberg</h1>
<p>Born in Rotterdam, 1976<br>Lives and works in Amsterdam<br>studio@noorachterberg.nl</p>
<h3>Solo exhibitions</h3>
<p>2022 <em>Zwischenräume</em>, Galerie Van der Heyden, Antwerp<br>2019 <em>Soft Architecture</em>, Rosmarin Projects, Rotterdam<br>2015 <em>Surface Tension</em>, Atlas Art Space, Utrecht</p>
<h3>Group exhibitions (selection)</h3>
<p>2023 <em>Common Ground</em>, Museum Vantage, The Hague<br>2020 <em>Threshold</em>, Kunstverein Halden, Cologne<br>2017 <em>Half-Life</em>, Sala Corvo, Madrid</p>
<h3>Collections</h3>
<p>Museum Vantage, The Hague<br>Collection of the Atlas Foundation, Amsterdam</p>
<h3>Education</h3>
<p>1996–2000 Royal Academy of Fine Arts Norrvik, Painting</p>
</div>
<footer><p>All images © Noor Achterberg</p><p>Powered by a site builder</p></footer>
<script>window.Site = { context: { pageType: 'cv', year: 2024 } };</script>
</body></html>
`,
  labels: [
    show('soloExhibitions', '2022', 'Zwischenräume', 'Galerie Van der Heyden', 'Antwerp'),
    show('soloExhibitions', '2019', 'Soft Architecture', 'Rosmarin Projects', 'Rotterdam'),
    show('soloExhibitions', '2015', 'Surface Tension', 'Atlas Art Space', 'Utrecht'),
    show('groupExhibitions', '2023', 'Common Ground', 'Museum Vantage', 'The Hague'),
    show('groupExhibitions', '2020', 'Threshold', 'Kunstverein Halden', 'Cologne'),
    show('groupExhibitions', '2017', 'Half-Life', 'Sala Corvo', 'Madrid'),
    label('collections', {
      type: 'public',
      name: 'Museum Vantage',
      location: 'The Hague',
      year: '',
      workTitle: '',
      notes: '',
    }),
    label('collections', {
      type: 'public',
      name: 'Collection of the Atlas Foundation',
      location: 'Amsterdam',
      year: '',
      workTitle: '',
      notes: '',
    }),
    label('education', {
      institution: 'Royal Academy of Fine Arts Norrvik',
      degree: 'Painting',
      years: '1996–2000',
      notes: '',
    }),
  ],
};

export const WRITTEN: WrittenCv[] = [text, markdown, html];
