// The public reads next to their ceiling: the addresses measured, the bytes the product answers for them (which the
// in-memory server then answers), and the directory's first page timed right after a profile change.
import { writeFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { DISCIPLINES } from '../packages/contract/src/index.ts';
import type { Sample } from './lib/artists.ts';
import { random } from './lib/random.ts';

type Random = ReturnType<typeof random>;

// What a visitor types into the directory, drawn from the bench's own sample (the Tate people): last and first names,
// cities, the first letters of a name (a search typed as it is typed), places as a filter, disciplines, a name with a
// discipline, and CV words a curator types (venues, residencies, collections, with in=cv); mostly page 1, some 2 and 3.
const VENUE_WORDS = ['whitechapel', 'kunsthalle basel', 'stedelijk', 'delfina foundation', 'rijksakademie', 'zabludowicz', 'palais de tokyo', 'arnolfini', 'moderna museet', 'tate', 'serpentine', 'secession', 'gasworks', 'kiasma', 'ikon', 'hammer museum', 'wiels', 'baltic', 'kadist', 'villa medici'];

/** How many searches the mixed set has (the "mixed set of 243 searches"). */
export const MIXED_SET_SIZE = 243;

/**
 * `count` distinct directory addresses a visitor would type, none of them in `exclude` (which collects them), the same
 * ones for the same seed: so a set can be asked for the first time (cold), and sets of other seeds are new again.
 */
export function directorySearches(sample: Sample, seed: number, count = MIXED_SET_SIZE, exclude = new Set<string>()): string[] {
  const rnd = random(seed);
  const q = (text: string) => encodeURIComponent(text);
  const word = (text: string) => text.toLowerCase().split(/[\s,.'()-]+/).filter((w) => w.length >= 3);
  const person = () => rnd.pick(sample.people);
  const lastName = () => word(person().lastName).at(-1);
  const firstName = () => word(person().firstName)[0];
  const city = () => person().city.toLowerCase() || undefined;
  const page = () => { const x = rnd.next(); return x < 0.7 ? 1 : x < 0.9 ? 2 : 3; };
  const kinds: [number, () => string | undefined][] = [
    [30, () => { const w = lastName(); return w && `q=${q(w)}&page=${page()}`; }],
    [15, () => { const w = firstName(); return w && `q=${q(w)}&page=${page()}`; }],
    [15, () => { const c = city(); return c && `q=${q(c)}&page=${page()}`; }],
    [15, () => { const w = rnd.next() < 0.7 ? lastName() : city(); return w && `q=${q(w.slice(0, rnd.int(3, 4)))}&page=${page()}`; }],
    [5, () => { const c = person().city; return c && `location=${q(c)}&page=${page()}`; }],
    [5, () => `discipline=${rnd.pick(DISCIPLINES)}&page=${rnd.int(1, 3)}`],
    [5, () => { const w = lastName(); return w && `q=${q(w)}&discipline=${rnd.pick(DISCIPLINES)}`; }],
    [10, () => `q=${q(rnd.pick(rnd.next() < 0.5 ? VENUE_WORDS : sample.people.map((p) => p.city.toLowerCase()).filter(Boolean)))}&in=cv&page=${page()}`],
  ];
  const weight = kinds.reduce((sum, [w]) => sum + w, 0);
  const addresses: string[] = [];
  for (let tries = 0; addresses.length < count; tries++) {
    if (tries > count * 200) throw new Error(`only ${addresses.length} new directory addresses for seed ${seed}`);
    let at = rnd.next() * weight;
    const [, make] = kinds.find(([w]) => (at -= w) < 0) ?? kinds[0]!;
    const query = make();
    if (!query) continue;
    const address = `/api/directory?${query}`.replace(/&page=1$/, '');
    if (exclude.has(address)) continue;
    exclude.add(address);
    addresses.push(address);
  }
  return addresses;
}

export type Cold = { p50: number; p99: number; max: number; requests: number; failures: number; rounds: number; connections: number };

/**
 * The mixed set asked cold: each round is a set of new addresses (never asked before in this run), each asked once,
 * `connections` at a time, as a burst of visitors typing searches nobody typed before. Response times in ms.
 */
export async function coldSearches(baseUrl: string, rounds: string[][], connections: number): Promise<Cold> {
  const times: number[] = [];
  let failures = 0;
  // Connections kept open, as a load generator's are: the time measured is the server's, not a TCP handshake's.
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  for (const addresses of rounds) {
    let next = 0;
    const worker = async () => {
      while (next < addresses.length) {
        const address = addresses[next++]!;
        const started = performance.now();
        try {
          const { status } = await plainGet(baseUrl + address, agent);
          if (status !== 200) failures++;
        } catch {
          failures++;
        }
        times.push(performance.now() - started);
      }
    };
    await Promise.all(Array.from({ length: connections }, worker));
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
  return { p50: at(0.5), p99: at(0.99), max: times.at(-1)!, requests: times.length, failures, rounds: rounds.length, connections };
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
function plainGet(url: string, agent?: Agent): Promise<{ status: number; body: string; etag: string }> {
  return new Promise((resolve, reject) => {
    get(url, agent ? { agent } : {}, (res) => {
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
export async function editCity(baseUrl: string, token: string, id: number): Promise<string> {
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
