// `pnpm soak`: the real server on PostgreSQL with a 10,000-artist directory; 60 s of public traffic at 100
// connections, then mixed traffic (reads, artist edits, admin approvals, 20 MB uploads, a 50,000-row CSV import).
// Options: --artists 10000 --public-seconds 60 --connections 100 --mixed-minutes 10 --out <file.json>
// SOAK_SERVER_NODE_ARGS: options for the server's Node, space-separated (e.g. --heapsnapshot-signal=SIGUSR2).
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { artistsCsv, uploadCsv } from '../support/csv.ts';
import { publishedArtist, signIn, uniqueEmail, type Browser, type Profile } from '../support/people.ts';
import { memoryAfterFullGc } from '../support/inspector.ts';
import { noisePng } from '../support/png.ts';
import { createDatabase } from '../support/postgres.ts';
import { freePort, removeDataDir, startServer, tempDataDir } from '../support/server-process.ts';
import { percentile } from '../support/traffic.ts';
import { FIRST, LAST, PLACES, seedDirectory, type Directory } from './seed.ts';

const { values: args } = parseArgs({
  options: {
    artists: { type: 'string', default: '10000' },
    'rich-artists': { type: 'string', default: '100' },
    'public-seconds': { type: 'string', default: '60' },
    connections: { type: 'string', default: '100' },
    'mixed-minutes': { type: 'string', default: process.env.SOAK_MIXED_MINUTES ?? '10' },
    'mixed-connections': { type: 'string', default: '20' },
    uploads: { type: 'string', default: '10' },
    'csv-rows': { type: 'string', default: '50000' },
    out: { type: 'string' },
  },
  allowPositionals: true,
});
const settings = {
  artists: Number(args.artists),
  richArtists: Number(args['rich-artists']),
  publicSeconds: Number(args['public-seconds']),
  connections: Number(args.connections),
  mixedSeconds: Math.round(Number(args['mixed-minutes']) * 60),
  mixedConnections: Number(args['mixed-connections']),
  uploads: Number(args.uploads),
  csvRows: Number(args['csv-rows']),
};
for (const [name, value] of Object.entries(settings)) {
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number`);
}
const TARGETS = { publicP99Ms: 300, eventLoopP99Ms: 100, memoryDriftPct: 10 };

const log = (message: string) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${message}`);

type RuntimeSample = {
  time: number;
  p99: number;
  max: number;
  rss: number;
  heapUsed: number;
  heapTotal?: number;
  external?: number;
};
const runtime: RuntimeSample[] = [];
function readRuntimeLine(line: string): void {
  if (!line.includes('"msg":"runtime"')) return;
  const entry = JSON.parse(line) as {
    time: number;
    eventLoopDelayMs: { p99: number; max: number };
    memoryMb: { rss: number; heapUsed: number; heapTotal?: number; external?: number };
  };
  runtime.push({ time: entry.time, ...entry.eventLoopDelayMs, ...entry.memoryMb });
}

/** Public paths in the proportions visitors make them: directory searches, artist pages, images. */
function publicPaths(directory: Directory) {
  const terms = ['', ...PLACES.map(([city]) => city), ...LAST, ...FIRST.slice(0, 4), 'artist', 'ber', 'an'];
  let n = 0;
  return (): string => {
    n++;
    const r = n % 20;
    if (r < 7) {
      const term = terms[n % terms.length]!;
      const page = 1 + (n % 3);
      return `/api/directory?q=${encodeURIComponent(term)}&page=${page}${n % 5 === 0 ? '&location=' + encodeURIComponent(PLACES[n % PLACES.length]![0]) : ''}`;
    }
    if (r < 14 || directory.images.length === 0) {
      const list = r % 2 ? directory.richSlugs : directory.slugs;
      return `/api/artists/${list[(n * 7919) % list.length]}`;
    }
    return directory.images[(n * 104729) % directory.images.length]!;
  };
}

function cannon(url: string, connections: number, seconds: number, nextPath: () => string): Promise<Result> {
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  return new Promise((resolve, reject) => instance.then(resolve, reject));
}

const summariseCannon = (r: Result) => ({
  requests: r.requests.total,
  perSecond: Math.round(r.requests.average),
  non2xx: r.non2xx,
  errors: r.errors,
  timeouts: r.timeouts,
  latencyMs: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
  statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats).map(([code, s]) => [code, s.count])),
});

type WriteSample = { kind: string; status: number | string; ms: number; at: number };

/** Artist edits, admin approvals, large uploads and a CSV import, until `deadline`. */
async function mixedWrites(baseUrl: string, admin: Browser, deadline: number): Promise<WriteSample[]> {
  const samples: WriteSample[] = [];
  const timed = async (kind: string, send: () => Promise<Response>) => {
    const started = performance.now();
    try {
      const res = await send();
      await res.arrayBuffer();
      samples.push({ kind, status: res.status, ms: performance.now() - started, at: Date.now() });
    } catch (error) {
      samples.push({ kind, status: (error as Error).name, ms: performance.now() - started, at: Date.now() });
    }
  };
  const sleepUntil = (t: number) => new Promise((r) => setTimeout(r, Math.max(0, t - Date.now())));
  const started = Date.now();
  const span = deadline - started;

  const artists: { browser: Browser; profile: Profile; email: string }[] = [];
  for (let i = 0; i < 4; i++) artists.push(await publishedArtist(baseUrl, admin, `soak-editor${i}`));

  const editing = artists.map(async (artist, i) => {
    for (let n = 0; Date.now() < deadline && n < 10_000; n++) {
      if (n % 2 === 0) {
        await timed('artist edit', () =>
          artist.browser.fetch(`/api/artists/${artist.profile.id}`, {
            method: 'PATCH',
            json: {
              fullName: `Soak Editor ${i}`,
              displayName: '',
              email: artist.email,
              website: 'https://example.org',
              city: PLACES[n % PLACES.length]![0],
              country: PLACES[n % PLACES.length]![1],
              artistStatement: `Revision ${n}: paintings about light, water and the weight of colour.`,
              profileImageUrl: '',
              disciplines: ['painting'],
            },
          }),
        );
      } else {
        await timed('section add', () =>
          artist.browser.fetch(`/api/artists/${artist.profile.id}/awards`, {
            method: 'POST',
            json: { name: `Prize ${n}`, presenter: 'Foundation', year: '2024' },
          }),
        );
      }
      await new Promise((r) => setTimeout(r, 1_000));
    }
  });

  const approving = (async () => {
    for (let n = 0; Date.now() < deadline && n < 10_000; n++) {
      const res = await admin.fetch('/api/admin/pending-approvals');
      const pending = res.ok ? ((await res.json()) as { id: number }[]) : [];
      for (const { id } of pending.slice(0, 5))
        await timed('admin approval', () => admin.fetch(`/api/admin/approve/${id}`, { method: 'POST' }));
      await new Promise((r) => setTimeout(r, 3_000));
    }
  })();

  // About 20 MB of random pixels each, spread over the run.
  const uploading = (async () => {
    const big = noisePng(2640, 2640);
    log(`uploads: ${settings.uploads} of ${(big.length / 2 ** 20).toFixed(1)} MB`);
    for (let i = 0; i < settings.uploads && Date.now() < deadline; i++) {
      await sleepUntil(started + ((i + 0.5) * span) / settings.uploads);
      const artist = artists[i % artists.length]!;
      const form = new FormData();
      form.append('artistId', String(artist.profile.id));
      form.append('file', new Blob([new Uint8Array(big)], { type: 'image/png' }), 'scan.png');
      await timed('20 MB upload', () =>
        artist.browser.fetch('/api/artists/work-image-upload', { method: 'POST', body: form }),
      );
    }
  })();

  const importing = (async () => {
    if (settings.csvRows === 0) return;
    await sleepUntil(started + span / 3);
    log(`CSV import of ${settings.csvRows} rows`);
    await timed(`CSV import (${settings.csvRows} rows)`, () =>
      uploadCsv(admin, artistsCsv(`soak-${Date.now()}`, settings.csvRows)),
    );
  })();

  await Promise.all([...editing, approving, uploading, importing]);
  return samples;
}

function summariseWrites(samples: WriteSample[]) {
  const kinds = [...new Set(samples.map((s) => s.kind))];
  return Object.fromEntries(
    kinds.map((kind) => {
      const of = samples.filter((s) => s.kind === kind);
      const statuses: Record<string, number> = {};
      for (const s of of) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
      const ms = of.map((s) => s.ms);
      return [
        kind,
        {
          count: of.length,
          statuses,
          p50Ms: Math.round(percentile(ms, 50)),
          p99Ms: Math.round(percentile(ms, 99)),
          maxMs: Math.round(Math.max(...ms)),
        },
      ];
    }),
  );
}

const change = (from: number, to: number) => (from ? Math.round(((to - from) / from) * 1000) / 10 : 0);

/** Mean of the first and last three samples of a series, and the change between them in percent. */
function drift(values: number[]) {
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const first = mean(values.slice(0, 3));
  const last = mean(values.slice(-3));
  return {
    firstMb: Math.round(first),
    lastMb: Math.round(last),
    pct: first ? Math.round(((last - first) / first) * 1000) / 10 : 0,
  };
}

async function main(): Promise<number> {
  const adminEmail = uniqueEmail('soak-admin');
  const db = await createDatabase('oeuvre_soak');
  const dataDir = tempDataDir('soak');
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  // Ctrl-C: nothing of the run is left behind (server, database, data folder).
  const stopOnSignal = () => {
    void (async () => {
      await server?.stop('SIGKILL');
      await db.drop().catch(() => {});
      removeDataDir(dataDir);
      process.exit(130);
    })();
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, stopOnSignal);
  const inspectPort = await freePort();
  try {
    server = await startServer({
      databaseUrl: db.url,
      dataDir,
      adminEmails: [adminEmail],
      onLog: readRuntimeLine,
      // The inspector (on 127.0.0.1) lets the soak read the server's memory after a full collection.
      nodeArgs: [
        `--inspect=127.0.0.1:${inspectPort}`,
        ...(process.env.SOAK_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
      ],
    });
    log(`server pid ${server.pid}`);
    const admin = await signIn(server.url, adminEmail);
    log(`seeding ${settings.artists} artists (${settings.richArtists} with a whole CV and images)`);
    const seeding = performance.now();
    const directory = await seedDirectory(admin, db.url, settings.artists, settings.richArtists);
    log(
      `seeded in ${Math.round((performance.now() - seeding) / 1000)} s: ${directory.slugs.length} published, ${directory.images.length} image files`,
    );

    log(`public traffic: ${settings.publicSeconds} s at ${settings.connections} connections`);
    await cannon(server.url, 10, 5, publicPaths(directory)); // warm-up, not counted
    const publicStart = Date.now();
    const publicResult = summariseCannon(
      await cannon(server.url, settings.connections, settings.publicSeconds, publicPaths(directory)),
    );
    const publicRuntime = runtime.filter((s) => s.time >= publicStart);
    log(`public: ${JSON.stringify(publicResult)}`);

    // What the server really keeps over the mixed phase: memory after a full garbage collection, here and at its end.
    // (V8's own memory reducer often makes such a collection here anyway, when the traffic drops to the mixed phase's.)
    const keptBefore = await memoryAfterFullGc(inspectPort);
    log(`memory after a full collection, before the mixed phase: ${JSON.stringify(keptBefore)}`);
    log(
      `mixed traffic: ${settings.mixedSeconds} s (${settings.mixedConnections} reading connections, writers, uploads, CSV import)`,
    );
    const mixedStart = Date.now();
    const [mixedRead, writes] = await Promise.all([
      cannon(server.url, settings.mixedConnections, settings.mixedSeconds, publicPaths(directory)),
      mixedWrites(server.url, admin, mixedStart + settings.mixedSeconds * 1000),
    ]);
    // One more report interval, so the last samples cover the end of the run.
    await new Promise((r) => setTimeout(r, 10_500));
    const keptAfter = await memoryAfterFullGc(inspectPort);
    log(`memory after a full collection, after the mixed phase: ${JSON.stringify(keptAfter)}`);
    const mixedRuntime = runtime.filter((s) => s.time >= mixedStart);
    // Memory is compared from the end of the first fifth (at most a minute): caches and pools fill first.
    const settled = runtime.filter(
      (s) => s.time >= mixedStart + Math.min(60_000, (settings.mixedSeconds * 1000) / 5),
    );
    const mixed = {
      publicReads: summariseCannon(mixedRead),
      writes: summariseWrites(writes),
      eventLoopDelayMs: {
        p99OfIntervals:
          Math.round(
            percentile(
              mixedRuntime.map((s) => s.p99),
              50,
            ) * 10,
          ) / 10,
        worstIntervalP99: Math.max(0, ...mixedRuntime.map((s) => s.p99)),
        max: Math.max(0, ...mixedRuntime.map((s) => s.max)),
      },
      // Sampled: the 10 s reports, garbage and heap V8 still holds included (the target applies to its RSS).
      memory: { rss: drift(settled.map((s) => s.rss)), heapUsed: drift(settled.map((s) => s.heapUsed)) },
      // Kept: after a full collection at this phase's start and end, i.e. what the process still holds.
      memoryAfterFullGc: {
        before: keptBefore,
        after: keptAfter,
        rssPct: change(keptBefore.rssMb, keptAfter.rssMb),
        heapUsedPct: change(keptBefore.heapUsedMb, keptAfter.heapUsedMb),
      },
      runtimeSamples: mixedRuntime.length,
      // What happened when: each 10 s report (seconds from the start of the phase) and the slow writes that ended in it.
      timeline: mixedRuntime.map((r) => ({
        t: Math.round((r.time - mixedStart) / 1000),
        eventLoopP99: r.p99,
        eventLoopMax: r.max,
        rss: r.rss,
        heapUsed: r.heapUsed,
        heapTotal: r.heapTotal,
        external: r.external,
        heavy: writes
          .filter(
            (w) =>
              (w.kind.startsWith('CSV') || w.kind.includes('upload')) &&
              w.at >= r.time - 10_000 &&
              w.at - w.ms <= r.time,
          )
          .map((w) => w.kind),
      })),
    };
    const report = {
      machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
      settings,
      public: {
        ...publicResult,
        eventLoopDelayMsWorstIntervalP99: Math.max(0, ...publicRuntime.map((s) => s.p99)),
      },
      mixed,
      serverErrors: server.errors.length,
    };

    const failures: string[] = [];
    if (publicResult.non2xx || publicResult.errors || publicResult.timeouts)
      failures.push('public phase: non-2xx, errors or timeouts');
    if (mixed.publicReads.non2xx || mixed.publicReads.errors)
      failures.push('mixed phase: public reads failed');
    for (const [kind, w] of Object.entries(mixed.writes)) {
      // An approval of a profile its artist changed a moment before is refused (409): the admin reviews the new version.
      const expected = (status: string) =>
        /^2\d\d$/.test(status) || (kind === 'admin approval' && status === '409');
      const bad = Object.entries(w.statuses).filter(([status]) => !expected(status));
      if (bad.length)
        failures.push(`mixed phase: ${kind} answered ${JSON.stringify(Object.fromEntries(bad))}`);
    }
    if (server.errors.length)
      failures.push(`server logged ${server.errors.length} errors: ${server.errors.slice(0, 3).join(' | ')}`);
    if (publicResult.latencyMs.p99 > TARGETS.publicP99Ms)
      failures.push(`public p99 ${publicResult.latencyMs.p99} ms > ${TARGETS.publicP99Ms} ms`);
    if (mixed.publicReads.latencyMs.p99 > TARGETS.publicP99Ms)
      failures.push(`mixed public p99 ${mixed.publicReads.latencyMs.p99} ms > ${TARGETS.publicP99Ms} ms`);
    if (mixed.eventLoopDelayMs.worstIntervalP99 > TARGETS.eventLoopP99Ms)
      failures.push(
        `event-loop delay p99 ${mixed.eventLoopDelayMs.worstIntervalP99} ms > ${TARGETS.eventLoopP99Ms} ms`,
      );
    if (mixed.memory.rss.pct > TARGETS.memoryDriftPct)
      failures.push(`memory drift ${mixed.memory.rss.pct}% > ${TARGETS.memoryDriftPct}%`);

    console.log(JSON.stringify({ ...report, targets: TARGETS, failures }, null, 2));
    if (args.out)
      writeFileSync(args.out, JSON.stringify({ ...report, targets: TARGETS, failures }, null, 2) + '\n');
    log(failures.length ? `FAILED: ${failures.join('; ')}` : 'passed');
    return failures.length ? 1 : 0;
  } finally {
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.off(signal, stopOnSignal);
    await server?.stop();
    await db.drop();
    removeDataDir(dataDir);
  }
}

process.exitCode = await main();
