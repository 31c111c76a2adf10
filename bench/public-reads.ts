// The public reads next to their ceiling: the addresses measured, the bytes the product answers for them (which the
// in-memory server then answers), and the directory's first page timed right after a profile change.
import { writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { DISCIPLINES } from '../packages/contract/src/index.ts';
import type { Sample } from './lib/artists.ts';
import type { random } from './lib/random.ts';

type Random = ReturnType<typeof random>;

/** At least 200 distinct directory addresses: names, first names, cities, disciplines, CV venues, pages 1 to 3. */
export function mixedDirectoryAddresses(sample: Sample, rnd: Random): string[] {
  const words = (list: string[]) => [...new Set(list.map((w) => w.toLowerCase()).filter((w) => w.length >= 4))];
  const people = Array.from({ length: 60 }, () => rnd.pick(sample.people));
  const names = words(people.flatMap((p) => [p.lastName.split(' ').at(-1)!, p.firstName.split(' ')[0]!]));
  const cities = words(people.map((p) => p.city));
  const venues = ['whitechapel', 'kunsthalle basel', 'stedelijk', 'delfina foundation', 'rijksakademie', 'zabludowicz', 'palais de tokyo', 'arnolfini', 'moderna museet', 'tate'];
  const page = () => rnd.int(1, 3);
  const addresses = new Set<string>();
  const q = (text: string) => encodeURIComponent(text);
  for (const name of names) addresses.add(`/api/directory?q=${q(name)}&page=${page()}`);
  for (const city of cities) addresses.add(`/api/directory?q=${q(city)}&page=${page()}`);
  for (const city of cities.slice(0, 10)) addresses.add(`/api/directory?location=${q(city)}`);
  for (const discipline of DISCIPLINES) for (const p of [1, 2, 3]) addresses.add(`/api/directory?discipline=${q(discipline)}&page=${p}`);
  for (const venue of venues) for (const p of [1, 2, 3]) addresses.add(`/api/directory?q=${q(venue)}&in=cv&page=${p}`);
  for (const p of [1, 2, 3]) addresses.add(`/api/directory?page=${p}`);
  const list = [...addresses];
  if (list.length < 200) throw new Error(`only ${list.length} distinct directory addresses`);
  return list;
}

export type Answers = Record<string, { body: string; etag: string }>;

/** What the product answers for each address (anonymously), a few at a time; any non-200 stops the benchmark. */
export async function answersOf(baseUrl: string, addresses: string[]): Promise<Answers> {
  const answers: Answers = {};
  let next = 0;
  const worker = async () => {
    while (next < addresses.length) {
      const address = addresses[next++]!;
      const { status, body, etag } = await plainGet(baseUrl + address);
      if (status !== 200) throw new Error(`${address} answered ${status}`);
      answers[address] = { body, etag };
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return answers;
}

/**
 * A GET with no Accept-Encoding, as autocannon sends them: the product answers (and keeps in memory) the same
 * uncompressed variant the measurement then asks for. (fetch would ask for a compressed one, kept apart.)
 */
function plainGet(url: string): Promise<{ status: number; body: string; etag: string }> {
  return new Promise((resolve, reject) => {
    get(url, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          etag: String(res.headers.etag ?? ''),
        }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

export function writeAnswers(file: string, answers: Answers): void {
  writeFileSync(file, JSON.stringify(answers));
}

type AdminRecord = Record<string, unknown> & { version: number; city: string | null };

/**
 * An admin edit of an artist's city through the API (the desktop app's bearer token), which publishes at once: Lyon,
 * or Turin when it is Lyon already. Returns the new city.
 */
async function editCity(baseUrl: string, token: string, id: number): Promise<string> {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const record = (await (await fetch(`${baseUrl}/api/admin/artists/${id}`, { headers })).json()) as AdminRecord;
  const city = record.city === 'Lyon' ? 'Turin' : 'Lyon';
  const form = {
    fullName: record.fullName,
    displayName: record.displayName ?? '',
    email: record.email ?? '',
    website: record.website ?? '',
    city,
    country: record.country ?? '',
    artistStatement: record.artistStatement ?? '',
    profileImageUrl: record.profileImageUrl ?? '',
    disciplines: record.disciplines,
    version: record.version,
  };
  const edit = await fetch(`${baseUrl}/api/admin/artists/${id}`, { method: 'PATCH', headers, body: JSON.stringify(form) });
  if (edit.status !== 200) throw new Error(`admin edit answered ${edit.status}: ${await edit.text()}`);
  return city;
}

const percentiles = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1)!, rounds: sorted.length };
};

/**
 * The whole directory's first page (no search), asked right after a profile change each time: an admin edit of a
 * random artist's city, then GET /api/directory, timed. Milliseconds.
 */
export async function firstPageAfterChange(baseUrl: string, token: string, ids: number[], rnd: Random, rounds = 40) {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    await editCity(baseUrl, token, rnd.pick(ids));
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/directory`);
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`GET /api/directory answered ${res.status}`);
  }
  return percentiles(times);
}

/**
 * Two instances on one PostgreSQL database: a random artist's page is read on the second (which then keeps it in
 * memory), an admin edits the artist on the first, and the second is asked every 5 ms until it serves the new city.
 * The time from the edit's answer to the first new answer, in milliseconds.
 */
export async function secondInstanceLearns(first: string, second: string, token: string, slugs: { id: number; slug: string }[], rnd: Random, rounds = 20) {
  const times: number[] = [];
  const cityOn = async (address: string) => ((await (await fetch(address)).json()) as { profile: { city: string | null } }).profile.city;
  for (let round = 0; round < rounds; round++) {
    const { id, slug } = rnd.pick(slugs);
    const address = `${second}/api/artists/${slug}`;
    await cityOn(address);
    const city = await editCity(first, token, id);
    const started = performance.now();
    while ((await cityOn(address)) !== city) {
      if (performance.now() - started > 10_000) throw new Error(`the second instance did not serve ${slug}'s change within 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    times.push(performance.now() - started);
  }
  return percentiles(times);
}
