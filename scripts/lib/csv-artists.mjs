// `node scripts/lib/csv-artists.mjs <count>`: imports <count> artists into the database of DATA_DIR (or DATABASE_URL)
// through the CSV import, as an admin's upload does (published at once, no images: a CSV brings none). Names and
// places come from the CC0 Tate sample (bench/fixtures/tate-people.csv): a first name and a last name of two
// different people, and the first one's city, so every row is a distinct artist.
import { Buffer } from 'node:buffer';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../backend/src/config.ts';
import { closeORM, initORM } from '../../backend/src/db/orm.ts';
import { checkCsvHeader } from '../../backend/src/modules/csv-import/csv-file.ts';
import { importArtists } from '../../backend/src/modules/csv-import/csv-import.service.ts';
import { User } from '../../backend/src/modules/users/user.entity.ts';

const root = path.resolve(import.meta.dirname, '..', '..');

/** The sample's rows (plain CSV: no quoted commas in it). */
function people() {
  const [header, ...lines] = readFileSync(path.join(root, 'bench', 'fixtures', 'tate-people.csv'), 'utf8').trim().split('\n');
  const columns = header.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((value, i) => [columns[i], value.trim()])));
}

const quote = (value) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A CSV file of `count` artists, the import's own columns. */
export function artistsCsv(count) {
  const sample = people();
  const lines = ['fullName,email,city,country,artistStatement'];
  for (let i = 0; i < count; i++) {
    const person = sample[i % sample.length];
    const other = sample[(i * 7 + Math.floor(i / sample.length) + 1) % sample.length];
    const fullName = `${person.firstName} ${other.lastName}`;
    const statement = `Born ${person.birthYear} in ${person.city}; works between painting and print.`;
    lines.push([fullName, `artist-${i + 1}@csv-import.example`, person.city, person.country, statement].map(quote).join(','));
  }
  return Buffer.from(lines.join('\n') + '\n');
}

if (import.meta.main) {
  const count = Number.parseInt(process.argv[2] ?? '3000', 10);
  const config = loadConfig();
  const orm = await initORM({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: true });
  try {
    const em = orm.em.fork();
    const actor = em.create(User, { email: 'csv-import-admin@csv-import.example', firstName: 'Import', lastName: 'Admin', isAdmin: true });
    await em.flush();
    const bytes = artistsCsv(count);
    await checkCsvHeader(bytes);
    const result = await importArtists(orm.em.fork(), bytes, { actor, fileName: 'artists.csv' });
    if (result.failed) throw new Error(`The import refused ${result.failed} rows: ${result.errors.slice(0, 3).join('; ')}`);
    console.log(`Imported ${result.successful} artists through the CSV import.`);
  } finally {
    await closeORM(orm);
  }
}
