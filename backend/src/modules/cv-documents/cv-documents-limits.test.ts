import { describe, expect, it } from 'vitest';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import type { Browser } from '../../../test/http.ts';
import { artistWithProfile } from '../artists/artist.fixtures.ts';
import { addEntry, uploadWorkImage } from './cv-documents.fixtures.ts';

describe.each(engines())('document limits on %s', (engine) => {
  const site = testSite(engine, { requireApproval: false });

  /** An artist with `works` works, all with a stored 1200 x 900 picture. */
  async function artistWithWorks(works: number): Promise<Browser> {
    const { browser, profile } = await artistWithProfile(site.server, { fullName: `Painter ${works}` });
    const image = await uploadWorkImage(browser, profile.id, 1200, 900);
    for (let i = 0; i < works; i++) {
      await addEntry(browser, profile.id, 'works', {
        title: `Work ${i}`,
        medium: 'Oil',
        year: String(2000 + i),
        imageUrl: image,
      });
    }
    return browser;
  }

  it('one document at a time per person: a second while the first renders gets 429 with Retry-After', async () => {
    const browser = await artistWithWorks(8);
    const [a, b] = await Promise.all([
      browser.fetch('/api/my-profile/portfolio.pdf'),
      browser.fetch('/api/my-profile/portfolio.pdf'),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 429]);
    const refused = a.status === 429 ? a : b;
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(await refused.json()).toEqual({
      message: 'Your previous document is still being prepared. Please try again in a moment.',
    });
    // Afterwards the next one renders.
    expect((await browser.fetch('/api/my-profile/cv.pdf')).status).toBe(200);
  });

  it('the API keeps answering while ten portfolios render', async () => {
    const artists: Browser[] = [];
    for (let i = 0; i < 10; i++) artists.push(await artistWithWorks(6));
    const started = performance.now();
    const renders = Promise.all(
      artists.map((b) => b.fetch('/api/my-profile/portfolio.pdf').then((r) => r.status)),
    );
    const times: number[] = [];
    for (let i = 0; i < 8; i++) {
      await new Promise((resolve) => setTimeout(resolve, 60));
      const start = performance.now();
      const health = await fetch(`${site.server.url}/api/health`);
      times.push(performance.now() - start);
      expect(health.status).toBe(200);
    }
    expect(await renders).toEqual(Array(10).fill(200));
    const rendersMs = performance.now() - started;
    // 200 ms is the target (docs/performance.md, a benchmark's figure): what the test holds is that no answer waits
    // for the renders, measured against their own time (a loaded machine slows both).
    expect(Math.max(...times)).toBeLessThan(rendersMs / 4);
  });
});
