// `pnpm bench`: on each engine (the embedded one, then PostgreSQL when a server is there), seeds 3,000 artists with
// full CVs, starts the real server, measures it next to a bare in-memory server answering the same bytes, and prints
// one table per engine. Settings (environment): BENCH_ENGINE (both, the default; pglite; or postgresql),
// BENCH_DATABASE_URL (a PostgreSQL server; default postgres://postgres@127.0.0.1:5432/postgres), BENCH_ARTISTS (3000),
// BENCH_SECONDS per measurement (10), BENCH_COLD_ROUNDS (5 new sets of the mixed searches, each asked once),
// BENCH_IMPORT_ROWS (10000), BENCH_KEEP=1 keeps the PostgreSQL database, BENCH_PROFILE_DIR=<folder> writes a CPU
// profile of the server there when it stops, BENCH_DATABASE=<name> measures a database kept by an earlier
// BENCH_KEEP=1 run instead of seeding one (PostgreSQL only), BENCH_ONLY=<measures> runs only those of
// artist,page,cold,directory,venues,import,documents,cvimport,js (`documents`, `cvimport` and `js`, the public pages'
// first-load JavaScript, need no seeded database).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { closeORM, initORM, type Orm } from '../backend/src/db/orm.ts';
import { issueDesktopToken } from '../backend/src/modules/desktop/desktop-token.service.ts';
import { User } from '../backend/src/modules/users/user.entity.ts';
import { measureCsvImport, type ImportFigures } from './csv-import.ts';
import { measureCvImport, type CvImportFigures } from './cv-import.ts';
import { measureDocuments, type DocumentFigures } from './documents.ts';
import { measureFresh, type Fresh } from './directory-fresh.ts';
import { loadSample } from './lib/artists.ts';
import { measure, type Load } from './lib/load.ts';
import { createPool, databaseUrl, onServer, type PgPool } from './lib/pg.ts';
import { pglitePool } from './lib/pglite-pool.ts';
import { answersOf, coldSearches, directorySearches, firstPageAfterChange, MIXED_SET_SIZE, secondInstanceLearns, writeAnswers, type Answers, type Cold } from './public-reads.ts';
import { startServer, type Running } from './lib/processes.ts';
import { random } from './lib/random.ts';
import { checkSeededSnapshot, keptArtists, seedArtists, type SeedResult } from './seed.ts';
import { busiestVenue, checkSeededLinks, measureApprovals, measureLinking, measureVenueReads, seedPending, type Busiest, type Spread, type VenueReads } from './venues.ts';

type Engine = 'pglite' | 'postgresql';
const engineSetting = process.env.BENCH_ENGINE ?? (process.env.BENCH_DATABASE ? 'postgresql' : 'both');
if (!['both', 'pglite', 'postgresql'].includes(engineSetting)) throw new Error(`BENCH_ENGINE is both, pglite or postgresql, not ${engineSetting}`);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const artists = Number(process.env.BENCH_ARTISTS ?? 3_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const coldRounds = Number(process.env.BENCH_COLD_ROUNDS ?? 5);
const importCount = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const keep = process.env.BENCH_KEEP === '1';
const profileDir = process.env.BENCH_PROFILE_DIR;
const keptDatabase = process.env.BENCH_DATABASE;
const MEASURES = ['artist', 'page', 'cold', 'directory', 'venues', 'import', 'documents', 'cvimport', 'js'];
/** Pending profiles approved through the API for the venues part, of each kind (the first of each only warms up). */
const APPROVALS = 21;
const only = new Set((process.env.BENCH_ONLY ?? MEASURES.join(',')).split(',').map((m) => m.trim()).filter(Boolean));
for (const m of only) if (!MEASURES.includes(m)) throw new Error(`BENCH_ONLY: unknown measure ${m} (measures: ${MEASURES.join(', ')})`);
if (engineSetting === 'pglite' && keptDatabase) throw new Error('BENCH_DATABASE names a PostgreSQL database: not with BENCH_ENGINE=pglite');
/** Artist addresses whose answers the ceiling keeps (all of them up to this many). */
const ARTIST_ADDRESSES = 5_000;
/** Artist pages (the HTML a visitor gets) whose answers the ceiling keeps. */
const PAGE_ADDRESSES = 500;

const log = (line: string) => process.stderr.write(`${line}\n`);
const cleanups: (() => Promise<unknown>)[] = [];

async function main() {
  let documents: DocumentFigures | undefined;
  if (only.has('documents')) {
    log('Measuring the CV documents (in this process)');
    documents = await measureDocuments();
  }
  let cvImport: CvImportFigures | undefined;
  if (only.has('cvimport')) {
    log('Measuring the CV import (a server of its own, embedded engine)');
    cvImport = await measureCvImport(log);
  }
  if (only.has('js')) process.stdout.write(firstLoadJs());
  if (documents || cvImport) {
    process.stdout.write(`## CV documents and CV import\n\n${table({ documents, cvImport })}\n\n${cpus().length} cores; Node ${process.versions.node}; load average ${loadavg()[0]!.toFixed(1)}.\n`);
  }
  // The others need a seeded database.
  if ([...only].every((m) => m === 'documents' || m === 'cvimport' || m === 'js')) return;
  const engines: Engine[] = engineSetting === 'both' ? ['pglite', 'postgresql'] : [engineSetting as Engine];
  for (const engine of engines) {
    if (engine === 'postgresql' && engineSetting === 'both' && !(await postgresReachable())) {
      process.stdout.write(`\n## PostgreSQL\n\nNot measured: no PostgreSQL server answers at ${new URL(serverUrl).host} (BENCH_DATABASE_URL).\n`);
      continue;
    }
    await measureEngine(engine);
    // Each engine's servers and database go before the next engine is measured.
    while (cleanups.length) await cleanups.shift()!().catch((error) => log(`cleanup: ${(error as Error).message}`));
  }
}

/**
 * The public pages' first-load JavaScript, gzip, as the web build's size check counts it (web/scripts/first-load.mjs:
 * what a first visit to each page downloads), against the 100 kB budget; a note when there is no build.
 */
function firstLoadJs(): string {
  const heading = '## Public first-load JS (gzip), the web build\n\n';
  if (!existsSync(path.join(import.meta.dirname, '..', 'web', 'dist', 'index.html'))) {
    return `${heading}Not measured: no web build (npx -y pnpm@10 --filter @oeuvre/web build).\n\n`;
  }
  const run = spawnSync(process.execPath, [path.join(import.meta.dirname, '..', 'web', 'scripts', 'first-load.mjs')], { encoding: 'utf8' });
  const verdict = run.status === 0 ? 'every public page <= 100 kB: met' : '**over the 100 kB budget** (see above)';
  return `${heading}\`\`\`\n${run.stdout.trimEnd()}\n\`\`\`\n\n${verdict}\n\n`;
}

async function postgresReachable(): Promise<boolean> {
  try {
    await onServer(serverUrl, 'select 1');
    return true;
  } catch {
    return false;
  }
}

async function measureEngine(engine: Engine) {
  const embedded = engine === 'pglite';
  const reused = embedded ? undefined : keptDatabase;
  const name = reused ?? `oeuvre_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const url = databaseUrl(serverUrl, name);
  log(`\n${embedded ? 'Embedded engine (PGlite)' : 'PostgreSQL'}`);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'oeuvre-bench-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  if (!reused && !embedded) {
    log(`Creating database ${name}`);
    await onServer(serverUrl, `create database "${name}"`);
    cleanups.push(() => (keep ? Promise.resolve(log(`Kept database ${name}`)) : onServer(serverUrl, `drop database if exists "${name}" with (force)`)));
  }
  // The embedded database lives in the benchmark's data folder, which the server then opens (once this ORM is closed).
  const orm: Orm = embedded ? await initORM({ dataDir, migrate: true }) : await initORM({ databaseUrl: url, migrate: true });
  let ormOpen = true;
  cleanups.unshift(async () => ormOpen && closeORM(orm));
  const pool = embedded ? pglitePool(orm) : createPool(url, 4);
  cleanups.unshift(() => pool.end());

  const sample = loadSample();
  let seeded: SeedResult;
  if (reused) {
    log(`Measuring the kept database ${name}`);
    seeded = await keptArtists(pool);
    // A name that matches no database gets an empty one (the ORM creates it): nothing to measure there.
    if (!seeded.count) throw new Error(`No published artists in ${name}: is it a database kept by BENCH_KEEP=1?`);
  } else {
    log(`Seeding ${artists} artists with full CVs`);
    seeded = await seedArtists(orm, pool, sample, artists, log);
    await checkSeededSnapshot(orm, seeded.slugs[Math.floor(seeded.slugs.length / 2)]!);
    await checkSeededLinks(orm);
    log(`  done in ${seeded.seconds.toFixed(1)} s (${seeded.rows} rows)`);
  }

  // An admin signed in through the desktop app: the CSV import runs with its bearer token.
  const em = orm.em.fork();
  const admin = em.create(User, { email: `bench-admin-${process.pid}@bench.example`, firstName: 'Bench', lastName: 'Admin', isAdmin: true });
  await em.flush();
  const { token } = await issueDesktopToken(em, admin, 'Benchmark');

  // The venues part: profiles waiting for approval (with and without entries naming places), the busiest venue, and
  // the linking step timed in this process (before the embedded database passes to the server).
  let venues: { busiest: Busiest; linking: Spread; reads?: VenueReads; approvals?: { withVenues: Spread; without: Spread } } | undefined;
  let pending: Awaited<ReturnType<typeof seedPending>> | undefined;
  if (only.has('venues')) {
    pending = await seedPending(orm, pool, sample, APPROVALS);
    const busiest = await busiestVenue(pool);
    log(`Measuring the linking of a newly published profile (in this process, ${APPROVALS - 1} profiles)`);
    venues = { busiest, linking: await measureLinking(orm, pending.withVenues) };
  }

  if (embedded) {
    await closeORM(orm);
    ormOpen = false;
  }
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: embedded ? '' : url,
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ALLOW_BUILTIN_SIGNIN: 'true',
    LOG_LEVEL: 'info',
  };
  log('Starting the server and the baselines');
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  const oeuvre: Running = await startServer('backend/src/main.ts', env, '/api/health', profile);
  cleanups.unshift(() => oeuvre.stop());
  // The baseline of one query per request reads PostgreSQL itself; the embedded database is the server's alone.
  let baseline: Running | undefined;
  if (!embedded) {
    baseline = await startServer('bench/baseline-server.ts', env, `/api/artists/${seeded.slugs[0]}`);
    cleanups.unshift(() => baseline!.stop());
    const probe = seeded.slugs[1]!;
    const [ours, theirs] = await Promise.all([oeuvre, baseline].map((s) => fetch(`${s.url}/api/artists/${probe}`).then((r) => r.text())));
    // The product adds to the stored version what other tables say (its venues): then the baseline's bytes differ.
    if (ours !== theirs) log(`Note: the query baseline does not answer the same bytes as the server for ${probe} (${theirs?.length} against ${ours?.length} characters)`);
  }

  // The ceiling answers, from memory, the bytes the product answered for every address measured.
  const rnd = random(99);
  const measuredSlugs = seeded.slugs.length <= ARTIST_ADDRESSES ? seeded.slugs : Array.from({ length: ARTIST_ADDRESSES }, () => rnd.pick(seeded.slugs));
  const artistAddresses = [...new Set(measuredSlugs.map((slug) => `/api/artists/${slug}`))];
  // The mixed set measured warm (every answer read once before), and new sets of the same kinds asked cold.
  const asked = new Set<string>();
  const directoryAddresses = directorySearches(sample, 1, MIXED_SET_SIZE, asked);
  let cold: Cold | undefined;
  const connections = embedded ? 10 : 50;
  if (only.has('cold')) {
    // One set first, not counted, so the server's code is compiled and its database's pages read, as in a server that
    // has run a while; then each round a set of searches never asked before, each asked once.
    await coldSearches(oeuvre.url, [directorySearches(sample, 2, MIXED_SET_SIZE, asked)], connections);
    const rounds = Array.from({ length: coldRounds }, (_, i) => directorySearches(sample, 3 + i, MIXED_SET_SIZE, asked));
    log(`Measuring the mixed directory set cold (${coldRounds} sets of ${MIXED_SET_SIZE} new searches, each asked once, ${connections} connections)`);
    cold = await coldSearches(oeuvre.url, rounds, connections);
  }
  // The artist's page as a visitor gets it (HTML with its first view), when the web app is built.
  const webBuilt = existsSync(path.join(import.meta.dirname, '..', 'web', 'dist', 'index.html'));
  const pageAddresses = webBuilt && only.has('page') ? artistAddresses.slice(0, PAGE_ADDRESSES).map((a) => a.replace('/api/artists/', '/artists/')) : [];
  if (!webBuilt) log('The web app is not built (pnpm build): the artist page is not measured');
  // Only what is measured next to the ceiling is read (the cold set and the import need none of it).
  const ceilingAddresses = [
    ...(only.has('artist') ? artistAddresses : []),
    ...(only.has('directory') ? directoryAddresses : []),
    ...pageAddresses,
  ];
  let answers: Answers = {};
  let memory: Running | undefined;
  if (ceilingAddresses.length) {
    log(`Reading the product's answers for ${ceilingAddresses.length} addresses (artists, artist pages, the mixed directory set)`);
    answers = await answersOf(oeuvre.url, ceilingAddresses);
    const memoryFile = path.join(dataDir, 'answers.json');
    writeAnswers(memoryFile, answers);
    memory = await startServer('bench/memory-server.ts', { BENCH_MEMORY_FILE: memoryFile }, ceilingAddresses[0]!);
    cleanups.unshift(() => memory!.stop());
  }

  const loadBefore = loadavg()[0]!;
  const artistPath = () => rnd.pick(artistAddresses);
  const warm = { connections: 50, seconds: Math.min(3, seconds) };
  let server: Load | undefined;
  let bare: Load | undefined;
  let ceiling: Load | undefined;
  let revalidated: { server: Load; ceiling: Load } | undefined;
  let page: { server: Load; ceiling: Load } | undefined;
  if (only.has('page') && pageAddresses.length) {
    log('Measuring GET /artists/{slug} (the page, as a visitor)');
    const pagePath = () => rnd.pick(pageAddresses);
    await measure(oeuvre.url, pagePath, warm);
    const pageServer = await measure(oeuvre.url, pagePath, { connections: 50, seconds });
    await measure(memory!.url, pagePath, warm);
    page = { server: pageServer, ceiling: await measure(memory!.url, pagePath, { connections: 50, seconds }) };
  }
  if (only.has('artist')) {
    log('Measuring GET /api/artists/{slug}');
    await measure(oeuvre.url, artistPath, warm);
    server = await measure(oeuvre.url, artistPath, { connections: 50, seconds });
    await measure(memory!.url, artistPath, warm);
    ceiling = await measure(memory!.url, artistPath, { connections: 50, seconds });
    if (baseline) {
      await measure(baseline.url, artistPath, warm);
      bare = await measure(baseline.url, artistPath, { connections: 50, seconds });
    }
    log('Measuring GET /api/artists/{slug} with If-None-Match (304)');
    const ifNoneMatch = (address: string) => ({ 'If-None-Match': answers[address]!.etag });
    revalidated = {
      server: await measure(oeuvre.url, artistPath, { connections: 50, seconds, headersFor: ifNoneMatch, expect: 304 }),
      ceiling: await measure(memory!.url, artistPath, { connections: 50, seconds, headersFor: ifNoneMatch, expect: 304 }),
    };
  }

  // Searches a visitor types: last names, first names, cities; and CV words a curator types.
  const words = (list: string[]) => [...new Set(list.map((w) => w.toLowerCase()).filter((w) => w.length >= 4))];
  const nameQueries = words(Array.from({ length: 40 }, () => rnd.pick(sample.people)).flatMap((p) => [p.lastName.split(' ').at(-1)!, p.firstName.split(' ')[0]!, p.city]));
  const cvQueries = ['whitechapel', 'kunsthalle basel', 'stedelijk', 'delfina foundation', 'rijksakademie', 'zabludowicz', 'palais de tokyo', 'arnolfini', 'moderna museet', 'tate'];
  const directoryPath = (queries: string[], cv: boolean) => () =>
    `/api/directory?q=${encodeURIComponent(rnd.pick(queries))}${cv ? '&in=cv' : ''}&page=${rnd.int(1, 3)}`;
  let byName: Load | undefined;
  let byCv: Load | undefined;
  let fresh: { byName: Fresh; byCv: Fresh } | undefined;
  let mixed: { server: Load; ceiling: Load; connections: number; addresses: number } | undefined;
  let afterChange: Awaited<ReturnType<typeof firstPageAfterChange>> | undefined;
  let secondLearns: Awaited<ReturnType<typeof secondInstanceLearns>> | undefined;
  if (only.has('directory')) {
    log(`Measuring the mixed directory set (${directoryAddresses.length} addresses, ${connections} connections)`);
    const mixedPath = () => rnd.pick(directoryAddresses);
    await measure(oeuvre.url, mixedPath, { connections, seconds: Math.min(3, seconds) });
    const mixedServer = await measure(oeuvre.url, mixedPath, { connections, seconds });
    await measure(memory!.url, mixedPath, { connections, seconds: Math.min(3, seconds) });
    mixed = { server: mixedServer, ceiling: await measure(memory!.url, mixedPath, { connections, seconds }), connections, addresses: directoryAddresses.length };
    log('Measuring GET /api/directory');
    await measure(oeuvre.url, directoryPath(nameQueries, false), { connections: 10, seconds: Math.min(3, seconds) });
    byName = await measure(oeuvre.url, directoryPath(nameQueries, false), { connections: 10, seconds });
    byCv = await measure(oeuvre.url, directoryPath(cvQueries, true), { connections: 10, seconds });
    log('Measuring the first page of the directory right after a profile change');
    afterChange = await firstPageAfterChange(oeuvre.url, token, Array.from({ length: seeded.count }, (_, i) => i + 1), rnd);
    if (!embedded) {
      // A second instance on the same database, which learns of changes made on the first (LISTEN/NOTIFY).
      log('Measuring how soon a second instance serves an admin edit made on the first');
      const second: Running = await startServer('backend/src/main.ts', env, '/api/health');
      cleanups.unshift(() => second.stop());
      const { rows } = await pool.query<{ id: number; slug: string }>(
        `select "id", "slug" from "artist_profile" where "published_at" is not null order by random() limit 200`,
      );
      secondLearns = await secondInstanceLearns(oeuvre.url, second.url, token, rows, rnd);
      await second.stop();
      log('Measuring directory searches counted afresh (in this process, one at a time)');
      fresh = { byName: await measureFresh(orm, nameQueries, false), byCv: await measureFresh(orm, cvQueries, true) };
    }
  }

  if (venues && pending) {
    log(`Measuring the busiest venue's page and the directory filtered by it (${venues.busiest.slug}), each right after a change`);
    venues.reads = await measureVenueReads(oeuvre.url, token, Array.from({ length: seeded.count }, (_, i) => i + 1), venues.busiest.slug, rnd);
    log('Measuring approvals through the admin API, with and without venue entries');
    venues.approvals = await measureApprovals(oeuvre.url, token, pending);
  }

  let imported: ImportFigures | undefined;
  if (only.has('import')) {
    log(`Importing ${importCount} rows by CSV`);
    // The floor is PostgreSQL's server-side COPY; the embedded database is the server's alone by then.
    imported = await measureCsvImport(oeuvre.url, token, embedded ? undefined : pool, sample, importCount);
  }

  process.stdout.write(`\n## ${embedded ? 'Embedded engine (PGlite)' : 'PostgreSQL'}\n\n` + table({ server, bare, ceiling, revalidated, page, cold, mixed, afterChange, secondLearns, byName, byCv, fresh, venues, imported }) + '\n');
  process.stdout.write(
    (reused
      ? `\n${seeded.count.toLocaleString('en')} published artists in the kept database ${name}; `
      : `\n${artists.toLocaleString('en')} artists (${seeded.rows.toLocaleString('en')} rows, seeded in ${seeded.seconds.toFixed(0)} s); `) +
      `${cpus().length} cores; Node ${process.versions.node}; ${embedded ? 'embedded engine (PGlite)' : await postgresVersion(pool)}; ${seconds} s per measurement; ` +
      `load average ${loadBefore.toFixed(1)} before the measurements, ${loadavg()[0]!.toFixed(1)} after.\n`,
  );
}

async function postgresVersion(pool: PgPool): Promise<string> {
  const { rows } = await pool.query<{ v: string }>("select current_setting('server_version') as v");
  return `PostgreSQL ${rows[0]!.v.split(' ')[0]}`;
}

const n = (value: number, digits = 0) => value.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const ms = (value: number) => `${n(value)} ms`;
const failures = (load: Load) => (load.failures ? ` (${n(load.failures)} failed)` : '');

type Figures = {
  server?: Load;
  bare?: Load;
  ceiling?: Load;
  revalidated?: { server: Load; ceiling: Load };
  page?: { server: Load; ceiling: Load };
  mixed?: { server: Load; ceiling: Load; connections: number; addresses: number };
  cold?: Cold;
  afterChange?: { p50: number; p95: number; rounds: number };
  secondLearns?: { p50: number; p95: number; max: number; rounds: number };
  byName?: Load; byCv?: Load; fresh?: { byName: Fresh; byCv: Fresh };
  venues?: { busiest: Busiest; linking: Spread; reads?: VenueReads; approvals?: { withVenues: Spread; without: Spread } };
  imported?: ImportFigures; documents?: DocumentFigures; cvImport?: CvImportFigures };

function table(f: Figures): string {
  const rows = [
    ['Measure', 'Oeuvre', 'Baseline / floor', 'Ratio', 'Target'],
    ['---', '---', '---', '---', '---'],
  ];
  const beside = (label: string, ours: Load, theirs: Load, kind: string, target: string) =>
    rows.push([
      label,
      `${n(ours.requestsPerSecond)} req/s, p99 ${ms(ours.p99)}${failures(ours)}`,
      `${n(theirs.requestsPerSecond)} req/s, p99 ${ms(theirs.p99)} (${kind})${failures(theirs)}`,
      n(ours.requestsPerSecond / theirs.requestsPerSecond, 2),
      target,
    ]);
  if (f.server && f.ceiling) beside('GET /api/artists/{slug}, 50 connections', f.server, f.ceiling, 'node:http from memory', 'ratio >= 0.8');
  if (f.server && f.bare) beside('GET /api/artists/{slug}, 50 connections', f.server, f.bare, 'node:http + 1 query', '>= 1,500 req/s');
  if (f.revalidated) beside('GET /api/artists/{slug} with If-None-Match (304), 50 connections', f.revalidated.server, f.revalidated.ceiling, 'node:http from memory', '');
  if (f.page) beside('GET /artists/{slug} (the HTML page, a visitor), 50 connections', f.page.server, f.page.ceiling, 'node:http from memory', 'ratio >= 0.5');
  if (f.cold) {
    const c = f.cold;
    rows.push([
      `GET /api/directory, mixed set cold: ${c.rounds} x ${MIXED_SET_SIZE} searches never asked before, each once, ${c.connections} connections`,
      `p99 ${ms(c.p99)}, p50 ${ms(c.p50)}, max ${ms(c.max)} (${n(c.requests)} requests${c.failures ? `, ${n(c.failures)} failed` : ', 0 errors'})`,
      '',
      '',
      'p99 < 100 ms, 0 errors',
    ]);
  }
  if (f.mixed) {
    beside(`GET /api/directory, mixed set of ${f.mixed.addresses} searches warm (each answer read once before), ${f.mixed.connections} connections`, f.mixed.server, f.mixed.ceiling, 'node:http from memory', 'p99 < 100 ms, 0 errors');
  }
  if (f.afterChange) {
    rows.push([`GET /api/directory (first page, no search) right after a profile change`, `p50 ${ms(f.afterChange.p50)}, p95 ${ms(f.afterChange.p95)} (${f.afterChange.rounds} changes)`, '', '', 'p95 < 50 ms']);
  }
  if (f.secondLearns) {
    const x = f.secondLearns;
    rows.push([`A second instance serves an admin edit made on the first (PostgreSQL)`, `p50 ${ms(x.p50)}, p95 ${ms(x.p95)}, max ${ms(x.max)} (${x.rounds} edits)`, '', '', 'within 1 s']);
  }
  if (f.byName && f.byCv) {
    rows.push(['GET /api/directory?q= (names), 10 connections', `p95 ${ms(f.byName.p95)} (${n(f.byName.requestsPerSecond)} req/s)${failures(f.byName)}`, '', '', 'p95 < 50 ms']);
    rows.push(['GET /api/directory?q=&in=cv, 10 connections', `p95 ${ms(f.byCv.p95)} (${n(f.byCv.requestsPerSecond)} req/s)${failures(f.byCv)}`, '', '', 'p95 < 150 ms']);
  }
  if (f.fresh) {
    const line = (x: Fresh) => `mean ${n(x.mean, 1)} ms, p95 ${n(x.p95, 1)} ms (${x.calls} calls)`;
    rows.push(['Directory search counted afresh (names), service in-process, one at a time', line(f.fresh.byName), '', '', '']);
    rows.push(['Directory search counted afresh (in=cv), service in-process, one at a time', line(f.fresh.byCv), '', '', '']);
  }
  if (f.venues) {
    const { busiest: b, linking, reads, approvals } = f.venues;
    const spread = (x: Spread, what = '') => `p50 ${n(x.median, 1)} ms, p95 ${n(x.p95, 1)} ms, max ${n(x.max, 1)} ms (${x.count}${what})`;
    if (reads) {
      rows.push([
        `GET /api/venues/{slug}, the busiest venue (${n(b.artists)} artists, ${n(b.links)} links of ${n(b.appearances)} to ${n(b.venues)} venues; ${n(reads.pageBytes / 1024)} kB), first answer after a public change`,
        spread(reads.page, ' changes'), '', '', 'p95 < 50 ms',
      ]);
      rows.push([`GET /api/artists?venue={slug}, that venue (${n(reads.filterArtists)} artists listed), first answer after a public change`, spread(reads.filter, ' changes'), '', '', 'p95 < 50 ms']);
    }
    rows.push(['Linking a newly published profile (12 entries naming places), rebuildAppearances in-process', spread(linking, ' profiles'), '', '', '< 50 ms']);
    if (approvals) {
      rows.push([
        'POST /api/admin/approve/{id}: a profile with 12 entries naming places, and one without',
        `with: ${spread(approvals.withVenues, ' approvals')}`,
        `without: ${spread(approvals.without, ' approvals')}`,
        `+${n(approvals.withVenues.median - approvals.without.median, 1)} ms (medians)`,
        'linking adds < 50 ms',
      ]);
    }
  }
  if (f.imported) {
    const importRate = f.imported.rows / f.imported.seconds;
    const copyRate = f.imported.copySeconds ? f.imported.rows / f.imported.copySeconds : null;
    rows.push([
      `CSV import, ${n(f.imported.rows)} rows`,
      `${n(importRate)} rows/s (${n(f.imported.seconds, 1)} s)`,
      copyRate ? `COPY of the stored rows: ${n(copyRate)} rows/s (${n(f.imported.copySeconds!, 2)} s)` : `COPY not measured: ${f.imported.copyNote}`,
      copyRate ? n(importRate / copyRate, 2) : '',
      '>= 2,000 rows/s',
    ]);
    const h = f.imported.health;
    rows.push([`GET /api/health every 20 ms during that import`, `p99 ${ms(h.p99)}, max ${ms(h.max)} (${n(h.calls)} calls)`, '', '', 'the server stays responsive']);
  }
  if (f.documents) {
    const { cv, portfolio, stall } = f.documents;
    rows.push([`CV PDF, ${cv.pages} pages (A4), warm fonts`, `median ${ms(cv.median)}, p95 ${ms(cv.p95)} (${cv.runs} renders)`, '', '', '< 300 ms']);
    rows.push([
      `Portfolio PDF, ${portfolio.works} works (${portfolio.pages} pages, ${n(portfolio.bytes / 1e6, 1)} MB), pictures converted afresh`,
      `median ${ms(portfolio.median)}, max ${ms(portfolio.max)} (${portfolio.runs} renders); again with pictures kept: ${ms(portfolio.againMedian)}`,
      '',
      '',
      '< 3 s',
    ]);
    rows.push([`Longest event-loop stall while ${stall.portfolios} portfolios render through the queue`, `${ms(stall.maxDelay)} (all done in ${n(stall.seconds, 1)} s)`, '', '', '< 200 ms (health answers)']);
  }
  if (f.cvImport) {
    const { pages, entries, runs, median, max, concurrent: c } = f.cvImport;
    rows.push([`CV import: a ${pages}-page PDF (${entries} entries), upload to import read`, `median ${ms(median)}, max ${ms(max)} (${runs} imports)`, '', '', '< 2 s']);
    rows.push([
      `/api/health while ${c.imports} CV imports are read at once`,
      `p50 ${ms(c.p50)}, p99 ${ms(c.p99)}, max ${ms(c.max)} (${c.healthCalls} calls; all read in ${n(c.seconds, 1)} s)`,
      '',
      '',
      'p99 < 200 ms',
    ]);
  }
  return rows.map((r) => `| ${r.join(' | ')} |`).join('\n');
}

try {
  await main();
} catch (error) {
  process.exitCode = 1;
  log(`Benchmark failed: ${(error as Error).stack ?? error}`);
} finally {
  for (const cleanup of cleanups) await cleanup().catch((error) => log(`cleanup: ${(error as Error).message}`));
}
