// Turns Tate's artist list into an Oeuvre batch-upload file, as an admin would in a spreadsheet.
// Run from backend/: npx -y pnpm@10 exec tsx test-fixtures/csv-import/convert-tate.ts
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';

const here = import.meta.dirname;
const source = parse(readFileSync(path.join(here, 'tate-artist-data.csv')), { bom: true, columns: true }) as Record<string, string>[];

/** "Abbott, Berenice" -> "Berenice Abbott"; "Alken, Samuel, Senior" -> "Samuel Alken, Senior"; groups stay as written. */
export function personName(name: string): string {
  if (name.includes('(') || !name.includes(',')) return name.trim();
  const [last, first, ...rest] = name.split(',').map((part) => part.trim());
  return [`${first} ${last}`, ...rest].join(', ');
}

/** "Paris, France" -> Paris / France; a lone "Polska" is a country with no city; nothing stays blank. */
export function birthplace(place: string): { city: string; country: string } {
  const parts = place.split(',').map((part) => part.trim()).filter(Boolean);
  if (parts.length === 0) return { city: '', country: '' };
  if (parts.length === 1) return { city: '', country: parts[0]! };
  return { city: parts.slice(0, -1).join(', '), country: parts.at(-1)! };
}

const emailName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '')
    .slice(0, 40)
    .replace(/\.+$/, '') || 'artist';

const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

const lines = [['fullName', 'email', 'city', 'country', 'website', 'artistStatement'].join(',')];
for (const artist of source) {
  const fullName = personName(artist.name!);
  const { city, country } = birthplace(artist.placeOfBirth ?? '');
  const dates = artist.dates?.trim();
  const statement = `${fullName}${dates ? ` (${dates})` : ''} is represented in the collection of Tate, London.`;
  const website = (artist.url ?? '').replace(/^http:\/\//, 'https://');
  lines.push([fullName, `${emailName(fullName)}.${artist.id}@artists.example`, city, country, website, statement].map(quote).join(','));
}
// Spreadsheets save "CSV UTF-8" with a byte order mark and CRLF line ends.
writeFileSync(path.join(here, 'tate-artists.csv'), '\uFEFF' + lines.join('\r\n') + '\r\n');
console.log(`${source.length} artists written to tate-artists.csv`);
