// CVs written by hand for what the generator does not make: other scripts, a very short CV, a dense one with notes.
import type { CorpusCv, LabelledEntry } from './model.ts';

const ex = (
  section: 'soloExhibitions' | 'groupExhibitions',
  year: string,
  title: string,
  venue: string,
  city: string,
  notes = '',
): LabelledEntry => ({
  section,
  fields: { title, venue, city, year, notes },
});
const edu = (years: string, institution: string, degree: string): LabelledEntry => ({
  section: 'education',
  fields: { institution, degree, years, notes: '' },
});

export const HANDWRITTEN: Omit<CorpusCv, 'id' | 'style'>[] = [
  {
    latinScripts: false,
    person: {
      fullName: '石黒 遥',
      birthYear: '1986',
      birthPlace: 'Kanazawa',
      city: 'Tokyo',
      country: 'Japan',
      email: 'haruka@ishiguro-studio.jp',
      website: 'https://ishiguro-studio.jp',
    },
    entries: [
      edu('2009-2011', '金沢美術工芸大学', 'MFA, Crafts'),
      edu('2005-2009', 'Kiln School of Sculpture', 'BFA'),
      ex('soloExhibitions', '2024', '水の記憶', 'Gallery Kestrel', 'Tokyo'),
      ex('soloExhibitions', '2021', 'Salt and Iron', 'Halden Kunsthalle', 'Oslo'),
      ex('soloExhibitions', '2018', '静かな機械', 'Room 41', 'Osaka'),
      ex('groupExhibitions', '2023', 'Tender Systems', 'Meridian Art Space', 'Seoul'),
      ex('groupExhibitions', '2022', '境界線', 'Corvo Contemporary', 'Kyoto'),
      ex(
        'groupExhibitions',
        '2019',
        'Field Notes',
        'Kunstverein Aldermoor',
        'Leipzig',
        'curated by Ana Lenz',
      ),
      ex('groupExhibitions', '2016', 'Open Studio', 'Tidewater Projects', 'Taipei'),
      {
        section: 'grants',
        fields: {
          type: 'residency',
          name: 'AIR Saltmarsh',
          organization: 'Saltmarsh Foundation',
          year: '2020',
          amount: '',
          location: 'Bergen',
          duration: '',
          description: '',
        },
      },
      {
        section: 'awards',
        fields: { name: '若手作家賞', presenter: 'Kestrel Cultural Fund', year: '2017', notes: '' },
      },
    ],
  },
  {
    latinScripts: true,
    person: {
      fullName: 'Δανάη Κυριακίδου',
      birthYear: '1979',
      birthPlace: 'Thessaloniki',
      city: 'Athens',
      country: 'Greece',
      email: 'danai@kyriakidou-studio.gr',
      website: '',
    },
    entries: [
      edu('1998-2003', 'Athens School of Fine Arts', 'Diploma, Painting'),
      ex('soloExhibitions', '2022', 'Φως και σκιά', 'Oriel Gallery', 'Athens'),
      ex('soloExhibitions', '2015', 'Hinterland', 'Galerie Beacon', 'Brussels'),
      ex('groupExhibitions', '2020', 'Terra incognita', 'Atlas Foundation for the Arts', 'Thessaloniki'),
      ex('groupExhibitions', '2011', 'Северный свет', 'Kunstverein Norrvik', 'Hamburg'),
      ex('groupExhibitions', '2009', 'Αρχείο της θάλασσας', 'Oriel Annex', 'Athens'),
      ex('groupExhibitions', '2006', 'Kairos', 'Meridian Art Space', 'Nicosia'),
      {
        section: 'grants',
        fields: {
          type: 'fellowship',
          name: 'Studio Fellowship',
          organization: 'Fondation Kiln',
          year: '2013',
          amount: '',
          location: '',
          duration: '',
          description: '',
        },
      },
      {
        section: 'bibliography',
        fields: {
          type: 'article',
          title: 'Η σιωπή των υλικών',
          publication: 'The Oriel Review',
          author: 'Paul Meunier',
          year: '2022',
          pages: '',
          url: '',
          notes: '',
        },
      },
      {
        section: 'collections',
        fields: {
          type: 'public',
          name: 'Museum Vantage',
          location: 'Athens',
          year: '',
          workTitle: '',
          notes: '',
        },
      },
    ],
  },
  {
    // The shortest CV: ten entries, no education.
    latinScripts: true,
    person: {
      fullName: 'Wren Abernethy',
      birthYear: '1997',
      birthPlace: 'Glasgow',
      city: 'Glasgow',
      country: 'United Kingdom',
      email: 'wren.abernethy@example.org',
      website: '',
    },
    entries: [
      ex('soloExhibitions', '2025', 'Loose Ends', 'The Quarry Room', 'Glasgow'),
      ex('groupExhibitions', '2025', 'Small Hours', 'Kiln Annex', 'Edinburgh'),
      ex('groupExhibitions', '2024', 'Paper Tigers', 'Gallery Twelve', 'Dundee'),
      ex('groupExhibitions', '2024', 'Night Garden', 'Fennick Projects', 'Manchester'),
      ex('groupExhibitions', '2023', 'Degree Show', 'Aldermoor School of Art', 'Glasgow'),
      {
        section: 'awards',
        fields: {
          name: 'Graduate Prize',
          presenter: 'Aldermoor Society of Artists',
          year: '2023',
          notes: '',
        },
      },
      {
        section: 'grants',
        fields: {
          type: 'grant',
          name: 'Open Fund',
          organization: 'Ashgrove Arts Council',
          year: '2024',
          amount: '',
          location: '',
          duration: '',
          description: '',
        },
      },
      {
        section: 'bibliography',
        fields: {
          type: 'review',
          title: 'Critics’ picks',
          publication: 'The Kestrel Review',
          author: 'Declan Foyle',
          year: '2024',
          pages: '',
          url: '',
          notes: '',
        },
      },
      {
        section: 'affiliations',
        fields: { name: 'Glasgow Print Collective', type: 'Member', duration: '2023-present' },
      },
      {
        section: 'teaching',
        fields: { role: 'Workshop leader', institution: 'Aldermoor School of Art', year: '2024' },
      },
    ],
  },
  {
    // Accents in every field, exhibitions with notes.
    latinScripts: true,
    person: {
      fullName: 'Joaquín Ferreira da Silva',
      birthYear: '1968',
      birthPlace: 'Porto',
      city: 'Lisbon',
      country: 'Portugal',
      email: 'joaquin@ferreiradasilva.pt',
      website: 'https://ferreiradasilva.pt',
    },
    entries: [
      edu('1987-1992', 'Faculdade de Belas-Artes do Porto', 'Licenciatura em Pintura'),
      edu('1994-95', 'École supérieure d’art de Lantern', 'Postgraduate Diploma'),
      ex(
        'soloExhibitions',
        '2023',
        'Memória do Atlântico',
        'Museu de Arte Contemporânea Ellery',
        'Lisbon',
        'catalogue with an essay by Rosa Ibarra',
      ),
      ex('soloExhibitions', '2019', 'Paysages intérieurs', 'Centre d’art Solace', 'Marseille'),
      ex('soloExhibitions', '2014', 'Los días contados', 'Sala Corvo', 'Madrid'),
      ex('soloExhibitions', '2006', 'Erosion Studies', 'Galerie Anouk Verhaegen', 'Antwerp'),
      ex(
        'groupExhibitions',
        '2021',
        'Zwischenräume',
        'Kunstverein Halden',
        'Düsseldorf',
        'curated by Marek Holub',
      ),
      ex('groupExhibitions', '2017', 'Memoria del agua', 'Fundación Vellum', 'Bogotá'),
      ex('groupExhibitions', '2012', 'Threshold', 'Greyfield Biennial', 'São Paulo'),
      ex('groupExhibitions', '2001', 'Inventory', 'Westbrook Contemporary', 'Porto'),
      {
        section: 'collections',
        fields: {
          type: 'public',
          name: 'Fundação Ellery',
          location: 'Lisbon',
          year: '',
          workTitle: '',
          notes: '',
        },
      },
      {
        section: 'collections',
        fields: {
          type: 'public',
          name: 'Fonds régional d’art contemporain Solace',
          location: 'Marseille',
          year: '',
          workTitle: '',
          notes: '',
        },
      },
      {
        section: 'commissions',
        fields: {
          title: 'Azulejo wall for Estação Beacon',
          commissioner: 'Beacon Transit Authority',
          description: '',
          year: '2016',
        },
      },
      {
        section: 'teaching',
        fields: {
          role: 'Professor of Painting',
          institution: 'Faculdade de Belas-Artes do Porto',
          year: '2008 - present',
        },
      },
    ],
  },
];
