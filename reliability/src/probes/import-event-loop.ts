/**
 * How long a CSV import holds the event loop: a 50,000-row import (the soak's file) run in this process on a fresh
 * PostgreSQL database, with an event-loop delay histogram (perf_hooks.monitorEventLoopDelay, 1 ms resolution)
 * around it and a timer that records every gap between its 1 ms ticks, i.e. each synchronous stretch.
 *
 *   npx -y pnpm@10 --filter @oeuvre/reliability import-loop [--rows 50000] [--runs 1]
 *
 * Prints one JSON line per run: rows per second, the delay histogram (p50, p99, max) and the longest stretches;
 * with PROBE_AT=<ms> also where each stretch longer than that began (ms into the import), its wall and CPU time.
 */
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { closeORM, initORM } from '@oeuvre/backend/src/db/orm.ts';
import { importArtists } from '@oeuvre/backend/src/modules/csv-import/csv-import.service.ts';
import { User } from '@oeuvre/backend/src/modules/users/user.entity.ts';
import { artistsCsv } from '../support/csv.ts';
import { createDatabase } from '../support/postgres.ts';

const { values: args } = parseArgs({
  options: { rows: { type: 'string', default: '50000' }, runs: { type: 'string', default: '1' } },
});
const rows = Number(args.rows);
const runs = Number(args.runs);

/** The main thread's own CPU time in ms (Node 23.9+), which a busy machine's scheduling does not inflate. */
const threadCpuMs = () => {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
};

/**
 * Every gap between ticks of a 1 ms timer longer than 5 ms, i.e. each synchronous stretch: its wall time, and the
 * main thread's CPU time within it (the stretch itself, without the time the thread waited for a core).
 */
function stretchRecorder() {
  const wall: number[] = [];
  const cpu: number[] = [];
  const at: [number, number, number][] = [];
  const start = performance.now();
  let last = performance.now();
  let lastCpu = threadCpuMs();
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    const now = performance.now();
    const nowCpu = threadCpuMs();
    if (now - last > 5) {
      wall.push(now - last - 1);
      cpu.push(nowCpu - lastCpu);
      if (process.env.PROBE_AT && now - last > Math.max(Number(process.env.PROBE_AT), 5))
        at.push([Math.round(last - start), Math.round(now - last), Math.round(nowCpu - lastCpu)]);
    }
    last = now;
    lastCpu = nowCpu;
    timer = setTimeout(tick, 1);
  };
  timer = setTimeout(tick, 1);
  return {
    stop: () => {
      clearTimeout(timer);
      if (process.env.PROBE_AT) console.log(JSON.stringify(at));
      return { wall: wall.sort((a, b) => b - a), cpu: cpu.sort((a, b) => b - a) };
    },
  };
}

const top = (list: number[]) => list.slice(0, 5).map((g) => Math.round(g));
const ms = (ns: number) => Math.round((ns / 1e6) * 10) / 10;

const database = await createDatabase('oeuvre_probe');
const orm = await initORM({ databaseUrl: database.url, migrate: true });
try {
  const em = orm.em.fork();
  const actor = em.create(User, { email: 'probe-admin@oeuvre.test', isAdmin: true });
  await em.flush();
  for (let run = 1; run <= runs; run++) {
    const csv = artistsCsv(`probe-${run}-${Date.now()}`, rows);
    const histogram = monitorEventLoopDelay({ resolution: 1 });
    const stretches = stretchRecorder();
    histogram.enable();
    const started = performance.now();
    const result = await importArtists(orm.em.fork(), csv, { actor, fileName: 'probe.csv' });
    const seconds = (performance.now() - started) / 1000;
    histogram.disable();
    const gaps = stretches.stop();
    console.log(
      JSON.stringify({
        run,
        load: os.loadavg().map((l) => Math.round(l * 10) / 10),
        rows,
        successful: result.successful,
        seconds: Math.round(seconds * 10) / 10,
        rowsPerSecond: Math.round(result.successful / seconds),
        loopDelayMs: {
          p50: ms(histogram.percentile(50)),
          p99: ms(histogram.percentile(99)),
          max: ms(histogram.max),
        },
        longestStretchesMs: { wall: top(gaps.wall), mainThreadCpu: top(gaps.cpu) },
        stretchesOver50Ms: {
          wall: gaps.wall.filter((g) => g > 50).length,
          mainThreadCpu: gaps.cpu.filter((g) => g > 50).length,
        },
        stretchesOver20Ms: {
          wall: gaps.wall.filter((g) => g > 20).length,
          mainThreadCpu: gaps.cpu.filter((g) => g > 20).length,
        },
      }),
    );
  }
} finally {
  await closeORM(orm);
  await database.drop();
}
