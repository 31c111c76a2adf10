// CV import through the real server (its own, on the embedded engine): a three-page PDF read from upload to the import
// (median of 5), and four imports at once with the health check's answers meanwhile.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeORM, initORM } from '../backend/src/db/orm.ts';
import { issueDesktopToken } from '../backend/src/modules/desktop/desktop-token.service.ts';
import { User } from '../backend/src/modules/users/user.entity.ts';
import { threePageCvPdf } from '../backend/src/modules/cv-import/testing/cv-files.ts';
import { startServer } from './lib/processes.ts';

export type CvImportFigures = {
  pages: number;
  entries: number;
  runs: number;
  median: number;
  max: number;
  concurrent: { imports: number; seconds: number; healthCalls: number; p50: number; p99: number; max: number };
};

const PATH = '/api/my-profile/cv-import';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};

/** Uploads the PDF as `token`'s person and waits until it is read; the time is the whole of it. Discards it after. */
async function importOnce(url: string, token: string, pdf: Buffer): Promise<{ ms: number; entries: number }> {
  const headers = { Authorization: `Bearer ${token}` };
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'cv.pdf');
  const started = performance.now();
  let res = await fetch(`${url}${PATH}`, { method: 'POST', body: form, headers });
  let body = (await res.json()) as { id: number; status: string; entries: unknown[]; message?: string };
  if (res.status !== 201 && res.status !== 202) throw new Error(`The import answered ${res.status}: ${body.message}`);
  while (body.status === 'reading') {
    await new Promise((resolve) => setTimeout(resolve, 25));
    res = await fetch(`${url}${PATH}/${body.id}`, { headers });
    body = (await res.json()) as typeof body;
  }
  const ms = performance.now() - started;
  if (body.status !== 'ready') throw new Error(`The import failed: ${body.message}`);
  await fetch(`${url}${PATH}/${body.id}`, { method: 'DELETE', headers });
  return { ms, entries: body.entries.length };
}

export async function measureCvImport(log: (line: string) => void): Promise<CvImportFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oeuvre-bench-cv-'));
  try {
    const orm = await initORM({ dataDir, migrate: true });
    const tokens: string[] = [];
    try {
      const em = orm.em.fork();
      for (let i = 1; i <= 4; i++) {
        // A desktop token is an admin's: the import is the same for anyone signed in.
        const user = em.create(User, { email: `cv-reader-${i}@bench.example`, firstName: 'Reader', lastName: String(i), isAdmin: true });
        await em.flush();
        tokens.push((await issueDesktopToken(em, user, 'Benchmark')).token);
      }
    } finally {
      await closeORM(orm);
    }
    const env = { NODE_ENV: 'production', DATABASE_URL: '', DATA_DIR: dataDir, SESSION_SECRET: randomBytes(32).toString('hex'), ALLOW_BUILTIN_SIGNIN: 'true', LOG_LEVEL: 'warn' };
    const server = await startServer('backend/src/main.ts', env, '/api/health');
    try {
      const pdf = await threePageCvPdf();
      log('  one three-page PDF at a time (after a warm-up)');
      await importOnce(server.url, tokens[0]!, pdf);
      const runs: number[] = [];
      let entries = 0;
      for (let i = 0; i < 5; i++) {
        const run = await importOnce(server.url, tokens[0]!, pdf);
        runs.push(run.ms);
        entries = run.entries;
      }
      log('  four at once, the health check asked every 20 ms meanwhile');
      const health: number[] = [];
      let reading = true;
      const probe = (async () => {
        while (reading) {
          const started = performance.now();
          await (await fetch(`${server.url}/api/health`)).arrayBuffer();
          health.push(performance.now() - started);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      const started = performance.now();
      await Promise.all(tokens.map((token) => importOnce(server.url, token, pdf)));
      const seconds = (performance.now() - started) / 1000;
      reading = false;
      await probe;
      return {
        pages: 3,
        entries,
        runs: runs.length,
        median: percentile(runs, 50),
        max: Math.max(...runs),
        concurrent: { imports: tokens.length, seconds, healthCalls: health.length, p50: percentile(health, 50), p99: percentile(health, 99), max: Math.max(...health) },
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
