// Reading runs off the server's thread: four CVs read at once leave the health check answering promptly.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { engines } from '../../../test/db.ts';
import { signedInBrowser } from '../../../test/server.ts';
import { testSite } from '../../../test/site.ts';
import { threePageCvPdf } from './testing/cv-files.ts';
import { importOf, uploadCv } from './testing/cv-import-api.ts';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

describe.each(engines())('CV import under load on %s', (engine) => {
  const site = testSite(engine);

  it('four imports at once: /api/health keeps answering (p99 bounded), every import is read', async () => {
    const pdf = await threePageCvPdf();
    const people = await Promise.all(
      [1, 2, 3, 4].map((n) => signedInBrowser(site.server, `load-${n}-${randomUUID().slice(0, 8)}@oeuvre.test`)),
    );
    const health = site.server.browser();
    const timings: number[] = [];
    let reading = true;
    const probe = (async () => {
      while (reading) {
        const started = performance.now();
        const res = await health.fetch('/api/health');
        await res.arrayBuffer();
        timings.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const imports = await Promise.all(people.map(async (browser) => importOf(browser, await uploadCv(browser, pdf, 'cv.pdf'))));
    reading = false;
    await probe;
    expect(imports.map((i) => i.message ?? i.status)).toEqual(['ready', 'ready', 'ready', 'ready']);
    expect(imports.every((i) => i.entries.length >= 100)).toBe(true);
    const p99 = percentile(timings, 99);
    console.info(`health during four imports: ${timings.length} answers, p50 ${percentile(timings, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${Math.max(...timings).toFixed(1)} ms`);
    expect(timings.length).toBeGreaterThan(10);
    // The target is 200 ms; the bound leaves room for a machine shared with other work.
    expect(p99).toBeLessThan(500);
  });
});
