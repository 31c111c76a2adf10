/**
 * Where the server's resident memory goes under the soak's heavy writes: the real server (`src/main.ts`, as
 * `startServer` runs it) on a fresh PostgreSQL database, an artist uploading the soak's 20 MB PNG several times and an
 * admin importing a CSV between the uploads, then a quiet settle. After each step it reads the server's
 * `/proc/<pid>/status` (VmRSS, RssAnon, RssFile, threads) and `/proc/<pid>/smaps_rollup`.
 *
 *   npx -y pnpm@10 --filter @oeuvre/reliability upload-memory [--uploads 10] [--csv-rows 20000] [--settle 30]
 *     [--env MALLOC_ARENA_MAX=2 --env MALLOC_MMAP_THRESHOLD_=131072]
 *
 * `--env NAME=value` sets a variable for the server only (repeatable); `--env NAME=` removes one the server would
 * otherwise get (e.g. `--env MALLOC_MMAP_THRESHOLD_=` for glibc's default); `--trace-gc` adds V8's last collection.
 * Prints one JSON line per step and a summary (growth from after sign-in to after the settle).
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { artistsCsv, uploadCsv } from '../support/csv.ts';
import { publishedArtist, signIn, uniqueEmail } from '../support/people.ts';
import { noisePng } from '../support/png.ts';
import { createDatabase } from '../support/postgres.ts';
import { removeDataDir, startServer, tempDataDir } from '../support/server-process.ts';

const { values: args } = parseArgs({
  options: {
    uploads: { type: 'string', default: '10' },
    'csv-rows': { type: 'string', default: '20000' },
    settle: { type: 'string', default: '30' },
    env: { type: 'string', multiple: true, default: [] },
    'trace-gc': { type: 'boolean', default: false },
  },
});
const uploads = Number(args.uploads);
const csvRows = Number(args['csv-rows']);
const settleSeconds = Number(args.settle);
const env: Record<string, string | undefined> = {};
for (const pair of args.env) {
  const at = pair.indexOf('=');
  if (at < 1) throw new Error(`--env ${pair}: expected NAME=value`);
  env[pair.slice(0, at)] = pair.slice(at + 1) || undefined;
}

const mb = (kb: number) => Math.round(kb / 1024);

/** The server's memory as the kernel counts it, in MB. */
function memoryOf(pid: number) {
  const fields = (text: string) =>
    Object.fromEntries(
      text
        .split('\n')
        .map((line) => /^(\w+):\s+(\d+)/.exec(line))
        .filter((m): m is RegExpExecArray => m !== null)
        .map((m) => [m[1]!, Number(m[2])]),
    );
  const status = fields(readFileSync(`/proc/${pid}/status`, 'utf8'));
  const rollup = fields(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
  return {
    rss: mb(status.VmRSS ?? 0),
    hwm: mb(status.VmHWM ?? 0),
    anon: mb(status.RssAnon ?? 0),
    file: mb(status.RssFile ?? 0),
    privateDirty: mb(rollup.Private_Dirty ?? 0),
    threads: status.Threads ?? 0,
  };
}

/**
 * Resident anonymous memory by kind of mapping, in MB: glibc's main arena (`[heap]`), the 64 MB regions of its other
 * arenas (a readable part followed by a reserved, inaccessible rest), and the other anonymous mappings (V8's heap
 * pages, malloc's mmapped blocks, thread stacks).
 */
function anonymousByKind(pid: number) {
  const kinds = { mainArena: 0, otherArenas: 0, arenaCount: 0, otherAnon: 0, otherAnonMappings: 0 };
  const lines = readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n');
  type Mapping = { start: number; end: number; perms: string; name: string; rss: number };
  const maps: Mapping[] = [];
  for (const line of lines) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      maps.push({
        start: parseInt(head[1]!, 16),
        end: parseInt(head[2]!, 16),
        perms: head[3]!,
        name: head[4]!,
        rss: 0,
      });
      continue;
    }
    const rss = /^Rss:\s+(\d+)/.exec(line);
    if (rss && maps.length) maps.at(-1)!.rss = Number(rss[1]);
  }
  const ARENA = 64 * 2 ** 20;
  for (let i = 0; i < maps.length; i++) {
    const m = maps[i]!;
    if (m.name === '[heap]') kinds.mainArena += m.rss;
    if (m.name !== '' || m.perms.startsWith('---')) continue;
    const next = maps[i + 1];
    const arena =
      m.start % ARENA === 0 &&
      (m.end - m.start === ARENA ||
        (next?.start === m.end && next.perms.startsWith('---') && next.end - m.start === ARENA));
    if (arena) {
      kinds.otherArenas += m.rss;
      kinds.arenaCount++;
    } else {
      kinds.otherAnon += m.rss;
      if (m.rss > 0) kinds.otherAnonMappings++;
    }
  }
  return {
    mainArena: mb(kinds.mainArena),
    otherArenas: mb(kinds.otherArenas),
    arenas: kinds.arenaCount,
    otherAnon: mb(kinds.otherAnon),
  };
}

let heapUsed = 0;
// With `--trace-gc`, V8's last collection: "<used> (<committed>) -> <used> (<committed>) MB".
let lastGc = '';
const readRuntime = (line: string) => {
  const gc = /(Scavenge|Mark-Compact|Mark-sweep)[^\]]*?([\d.]+ \([\d.]+\) -> [\d.]+ \([\d.]+\) MB)/.exec(
    line,
  );
  if (gc) lastGc = `${gc[1]} ${gc[2]}`;
  if (!line.includes('"msg":"runtime"')) return;
  heapUsed = (JSON.parse(line) as { memoryMb: { heapUsed: number } }).memoryMb.heapUsed;
};

const database = await createDatabase('oeuvre_probe_memory');
const dataDir = tempDataDir('probe');
const adminEmail = uniqueEmail('probe-admin');
const server = await startServer({
  databaseUrl: database.url,
  dataDir,
  adminEmails: [adminEmail],
  env,
  ...(args['trace-gc'] ? { nodeArgs: ['--trace-gc'] } : {}),
  onLog: readRuntime,
}).catch(async (error: unknown) => {
  await database.drop();
  removeDataDir(dataDir);
  throw error;
});
const started = performance.now();
const step = (name: string, extra: Record<string, unknown> = {}) => {
  const sample = {
    step: name,
    s: Math.round((performance.now() - started) / 1000),
    ...memoryOf(server.pid),
    ...anonymousByKind(server.pid),
  };
  console.log(
    JSON.stringify({ ...sample, heapUsedLastLogged: heapUsed, ...(lastGc ? { lastGc } : {}), ...extra }),
  );
  return sample;
};
try {
  console.log(JSON.stringify({ env, load: os.loadavg().map((l) => Math.round(l * 10) / 10) }));
  step('started');
  const admin = await signIn(server.url, adminEmail);
  const artist = await publishedArtist(server.url, admin, 'probe');
  const base = step('signed in');
  const big = noisePng(2640, 2640);
  const upload = async (i: number) => {
    const form = new FormData();
    form.append('artistId', String(artist.profile.id));
    form.append('file', new Blob([new Uint8Array(big)], { type: 'image/png' }), 'scan.png');
    const t = performance.now();
    const res = await artist.browser.fetch('/api/artists/work-image-upload', { method: 'POST', body: form });
    await res.arrayBuffer();
    step(`upload ${i}`, { status: res.status, ms: Math.round(performance.now() - t) });
  };
  const half = Math.ceil(uploads / 2);
  for (let i = 1; i <= half; i++) await upload(i);
  if (csvRows > 0) {
    const t = performance.now();
    const res = await uploadCsv(admin, artistsCsv(`probe-${Date.now()}`, csvRows));
    const body = (await res.json()) as { successful?: number };
    step(`CSV import (${csvRows} rows)`, {
      status: res.status,
      saved: body.successful,
      ms: Math.round(performance.now() - t),
    });
  }
  for (let i = half + 1; i <= uploads; i++) await upload(i);
  await new Promise((r) => setTimeout(r, settleSeconds * 1000));
  const end = step(`settled ${settleSeconds} s`);
  console.log(
    JSON.stringify({
      env,
      sharpConcurrency: env.MALLOC_ARENA_MAX ? 'cores' : 1, // sharp keeps 1 on glibc unless MALLOC_ARENA_MAX is set
      growthMb: { rss: end.rss - base.rss, anon: end.anon - base.anon, file: end.file - base.file },
      growthPct: Math.round(((end.rss - base.rss) / base.rss) * 1000) / 10,
      peakMb: end.hwm,
    }),
  );
} finally {
  await server.stop();
  await database.drop();
  removeDataDir(dataDir);
}
