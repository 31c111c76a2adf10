// Word lists the corpus is made from. Every person, venue, prize and publication is invented; the cities are real.
// (Kept a few to a line: they are data.)

/** Given names and family names from many languages, combined at random (no real person is meant). */
// prettier-ignore
export const GIVEN_NAMES = [
  'Mara', 'Ines', 'Tobias', 'Selin', 'Joaquín', 'Aoife', 'Kwame', 'Liesel', 'Rafaela', 'Oskar', 'Noor', 'Yusuf',
  'Hélène', 'Bjørn', 'Zofia', 'Tiago', 'Amara', 'Dmitri', 'Saoirse', 'Emeka', 'Astrid', 'Lucía', 'Matteo', 'Ayşe',
  'Kirsi', 'Océane', 'Wren', 'Felix', 'Priya', 'Tomasz', 'Marisol', 'Jonas', 'Ilse', 'Caetano', 'Dagny', 'Adaeze',
  'Léon', 'Greta', 'Arvid', 'Nadia', 'Ruairí', 'Sunniva', 'Elif', 'Bastien', 'Jovana', 'Ettore', 'Halima', 'Niamh',
] as const;
// prettier-ignore
export const FAMILY_NAMES = [
  'Vašíček', 'Okonkwo-Reyes', 'Lindqvist', 'Marchetti', 'Ó Briain', 'Szymańska', 'Haldane', 'Villalobos', 'Teodorescu',
  'Brandvold', 'Achterberg', 'Delacroix-Moreau', 'Nakashima', 'Kowalczyk', 'Ferreira da Silva', 'Østergaard',
  'Quennell', 'Abernethy', 'Yıldırım', 'Sørlie', 'Van der Heyden', 'Castellanos', 'Mbeki-Laurent', 'Rautio',
  'Pellegrini', 'Thorvaldsen', 'Esterházy-Lund', 'Obradović', 'McAllister', 'Duchêne', 'Arrieta', 'Kettunen',
  'Whitlock', 'Balogun', 'Ferrand', 'Grünewald', 'Ivanova-Shaw', 'Lachapelle', 'Moreno Ruiz', 'Sandqvist',
] as const;

/** Real cities, with their country and (in the US) state. */
// prettier-ignore
export const CITIES: readonly { city: string; country: string; state?: string }[] = [
  { city: 'Berlin', country: 'Germany' }, { city: 'Leipzig', country: 'Germany' }, { city: 'Cologne', country: 'Germany' },
  { city: 'Düsseldorf', country: 'Germany' }, { city: 'Hamburg', country: 'Germany' }, { city: 'Vienna', country: 'Austria' },
  { city: 'Zürich', country: 'Switzerland' }, { city: 'Basel', country: 'Switzerland' }, { city: 'Geneva', country: 'Switzerland' },
  { city: 'Paris', country: 'France' }, { city: 'Marseille', country: 'France' }, { city: 'Lyon', country: 'France' },
  { city: 'Brussels', country: 'Belgium' }, { city: 'Antwerp', country: 'Belgium' }, { city: 'Amsterdam', country: 'Netherlands' },
  { city: 'Rotterdam', country: 'Netherlands' }, { city: 'Copenhagen', country: 'Denmark' }, { city: 'Oslo', country: 'Norway' },
  { city: 'Bergen', country: 'Norway' }, { city: 'Stockholm', country: 'Sweden' }, { city: 'Malmö', country: 'Sweden' },
  { city: 'Helsinki', country: 'Finland' }, { city: 'Reykjavík', country: 'Iceland' }, { city: 'London', country: 'United Kingdom' },
  { city: 'Glasgow', country: 'United Kingdom' }, { city: 'Manchester', country: 'United Kingdom' },
  { city: 'Dublin', country: 'Ireland' }, { city: 'Cork', country: 'Ireland' }, { city: 'Lisbon', country: 'Portugal' },
  { city: 'Porto', country: 'Portugal' }, { city: 'Madrid', country: 'Spain' }, { city: 'Barcelona', country: 'Spain' },
  { city: 'Milan', country: 'Italy' }, { city: 'Turin', country: 'Italy' }, { city: 'Naples', country: 'Italy' },
  { city: 'Warsaw', country: 'Poland' }, { city: 'Kraków', country: 'Poland' }, { city: 'Prague', country: 'Czech Republic' },
  { city: 'Budapest', country: 'Hungary' }, { city: 'Istanbul', country: 'Turkey' }, { city: 'Athens', country: 'Greece' },
  { city: 'Lagos', country: 'Nigeria' }, { city: 'Dakar', country: 'Senegal' }, { city: 'Johannesburg', country: 'South Africa' },
  { city: 'Mexico City', country: 'Mexico' }, { city: 'São Paulo', country: 'Brazil' }, { city: 'Buenos Aires', country: 'Argentina' },
  { city: 'Bogotá', country: 'Colombia' }, { city: 'Toronto', country: 'Canada' }, { city: 'Montréal', country: 'Canada' },
  { city: 'Vancouver', country: 'Canada' }, { city: 'Tokyo', country: 'Japan' }, { city: 'Seoul', country: 'South Korea' },
  { city: 'Melbourne', country: 'Australia' }, { city: 'Auckland', country: 'New Zealand' },
  { city: 'New York', country: 'United States', state: 'NY' }, { city: 'Brooklyn', country: 'United States', state: 'NY' },
  { city: 'Los Angeles', country: 'United States', state: 'CA' }, { city: 'San Francisco', country: 'United States', state: 'CA' },
  { city: 'Chicago', country: 'United States', state: 'IL' }, { city: 'Portland', country: 'United States', state: 'OR' },
  { city: 'Philadelphia', country: 'United States', state: 'PA' }, { city: 'Houston', country: 'United States', state: 'TX' },
  { city: 'Detroit', country: 'United States', state: 'MI' }, { city: 'Minneapolis', country: 'United States', state: 'MN' },
  { city: 'Seattle', country: 'United States', state: 'WA' }, { city: 'New Orleans', country: 'United States', state: 'LA' },
];

/** Invented place-like words for venue names ('Kunstverein Halden'). */
// prettier-ignore
export const VENUE_WORDS = [
  'Halden', 'Norrvik', 'Marlowe', 'Ashgrove', 'Kestrel', 'Brennan', 'Vellum', 'Aldermoor', 'Solace', 'Tidewater',
  'Oriel', 'Lantern', 'Fennick', 'Corvo', 'Meridian', 'Saltmarsh', 'Harbour', 'Larchmont', 'Quarry', 'Vantage',
  'Ellery', 'Foundry', 'Greyfield', 'Atlas', 'Kiln', 'Parallax', 'Westbrook', 'Rosmarin', 'Beacon', 'Cinder',
] as const;
// prettier-ignore
export const VENUE_PATTERNS: readonly ((w: string, n: string) => string)[] = [
  (w) => `Kunstverein ${w}`,
  (w) => `${w} Kunsthalle`,
  (_w, n) => `Galerie ${n}`,
  (_w, n) => `${n} Gallery`,
  (w) => `${w} Contemporary`,
  (w) => `${w} Projects`,
  (w) => `The ${w} Room`,
  (w) => `Centre d’art ${w}`,
  (w) => `${w} Art Space`,
  (w) => `Museum of Modern Art ${w}`,
  (w) => `${w} Foundation for the Arts`,
  (w) => `Sala ${w}`,
  (w) => `${w} Annex`,
  () => 'Gallery Twelve',
  () => 'Room 41',
  (w) => `${w} Biennial`,
];

/** Exhibition and work titles: one or two words, some phrases. */
// prettier-ignore
export const TITLE_WORDS = [
  'Silt', 'Low Water', 'Draft Rooms', 'Common Ground', 'Night Shift', 'Afterimage', 'Salt and Iron', 'The Long Field',
  'Quiet Machines', 'Borrowed Light', 'Undertow', 'Second Nature', 'Field Notes', 'Soft Architecture', 'Weather Report',
  'A Room of Echoes', 'Threshold', 'Inventory', 'The Grammar of Stones', 'Half-Life', 'Residue', 'Marginalia',
  'Tender Systems', 'Ground Truth', 'Small Hours', 'Cartographies', 'The Patient Eye', 'Open Studio', 'Loose Ends',
  'Paper Tigers', 'What the River Knows', 'Cold Storage', 'Lumen', 'Moving Parts', 'Night Garden', 'Erosion Studies',
  'Still Life with Static', 'Harbour Songs', 'Surface Tension', 'Hinterland', 'Kairos', 'Sans titre',
  'Ohne Titel', 'Los días contados', 'Paysages intérieurs', 'Memoria del agua', 'Zwischenräume', 'Северный свет',
  'Φως και σκιά', 'Terra incognita', 'Notes Toward a Monument', 'The Weight of Air', 'Blue Hour', 'Slow Burn',
] as const;
// prettier-ignore
export const TITLE_QUALIFIERS = ['', '', '', ' II', ': New Work', ': Recent Paintings', ' (Part 1)', ' and Other Stories'];

// prettier-ignore
export const CURATORS = [
  'Ana Lenz', 'Marek Holub', 'Chiara Bellandi', 'Tunde Afolabi', 'Sigrid Aune', 'Paul Meunier', 'Rosa Ibarra',
  'Hanne Kjeldsen', 'Ji-woo Park', 'Declan Foyle',
] as const;

// prettier-ignore
export const SCHOOLS = [
  'Kunstakademie Halden', 'Royal Academy of Fine Arts Norrvik', 'Aldermoor School of Art', 'Escuela Nacional de Artes Visuales',
  'École supérieure d’art de Lantern', 'Westbrook College of Art and Design', 'Hochschule für Bildende Künste Greyfield',
  'Academy of Fine Arts Meridian', 'Tidewater Institute of the Arts', 'Larchmont University', 'Corvo Academy',
  'Universidad de las Artes Ellery', 'Kiln School of Sculpture', 'Atlas University School of Fine Arts',
] as const;
// prettier-ignore
export const DEGREES = [
  'MFA, Painting', 'MFA Sculpture', 'BFA', 'BA (Hons) Fine Art', 'MA Fine Art', 'Diplom, Freie Kunst', 'Meisterschüler',
  'Postgraduate Diploma', 'PhD, Artistic Research', 'BA Photography', 'MA Contemporary Art Practice', 'Licenciatura en Artes',
] as const;

// prettier-ignore
export const AWARD_NAMES = [
  '{w} Prize for Painting', 'Young Artist Award', '{w} Art Prize', 'Prix {w}', 'Emerging Artist Award',
  'Premio {w}', 'Jury Prize', 'Golden {w} Award', '{w} Drawing Prize', 'Audience Award',
] as const;
// prettier-ignore
export const ORGANIZATIONS = [
  '{w} Arts Council', '{w} Foundation', 'Fondation {w}', '{w} Cultural Fund', 'Stiftung {w}', '{w} Trust',
  'National Endowment for {w}', '{w} Society of Artists', 'Fundación {w}', '{w} City Council',
] as const;
// prettier-ignore
export const GRANT_NAMES = [
  'Project Grant', 'Working Grant', 'Travel Grant', 'Research Grant', 'Arbeitsstipendium', 'Production Grant',
  'Individual Artist Grant', 'Development Grant',
] as const;
// prettier-ignore
export const FELLOWSHIP_NAMES = ['{w} Fellowship', 'Visual Arts Fellowship', 'Studio Fellowship', 'Fellowship in Painting'];
// prettier-ignore
export const RESIDENCY_NAMES = ['{w} Residency', 'Artist-in-Residence Program', 'International Studio Program', 'Summer Residency', 'AIR {w}'];

// prettier-ignore
export const COLLECTION_NAMES = [
  '{w} Museum of Art', 'Museum {w}', 'Collection of the {w} Foundation', '{w} Arts Council Collection',
  'Fonds régional d’art contemporain {w}', '{w} University Art Collection', 'Bank of {w} Art Collection', 'Städtische Galerie {w}',
] as const;

// prettier-ignore
export const PUBLICATIONS = [
  'Kestrel Quarterly', 'The {w} Review', 'Kunstforum {w}', 'Art Monthly {w}', '{w} Daily News', 'Revista {w}',
  '{w} Journal of Art', 'Artpaper', 'The {w} Observer', 'Texte zur {w}', 'The Art Weekly',
] as const;
// prettier-ignore
export const ARTICLE_TITLES = [
  'In the studio with {n}', 'Review: {t}', '{n} at {w}', 'The quiet work of {n}', 'Ten artists to watch',
  'On {t}', 'Between materials: a conversation with {n}', '{t} and the politics of care', 'Critics’ picks',
] as const;

// prettier-ignore
export const TEACHING_ROLES = [
  'Visiting Lecturer', 'Adjunct Professor', 'Lecturer in Fine Art', 'Artist talk', 'Guest critic', 'Workshop leader',
  'Professor of Painting', 'Studio tutor',
] as const;
// prettier-ignore
export const COMMISSIONERS = ['{w} City Council', '{w} Hospital Trust', '{w} Transit Authority', 'Fondation {w}', '{w} Library'];
// prettier-ignore
export const COMMISSION_TITLES = ['Mural for {w} Station', 'Tidal Marker', 'Facade for the {w} Library', 'The Listening Bench', 'Light wall', 'Memorial garden'];
// prettier-ignore
export const AFFILIATIONS = [
  '{w} Artists’ Association', 'Verband Bildender Künstler {w}', '{w} Print Collective', '{w} Art Space',
  'Royal Society of {w} Artists', '{w} Studio Cooperative',
] as const;
