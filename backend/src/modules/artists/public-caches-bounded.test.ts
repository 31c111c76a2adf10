// Every cache of what the public sees is bounded: filled far past its limits (a burst of searches nobody asked before,
// as many pages as there are addresses), it stays at its limit in entries and bytes, least recently used out first.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempDataFolder } from '@oeuvre/test-kit';
import { afterAll, describe, expect, it } from 'vitest';
import { keptAnswers, type KeptAnswer } from '../../http/kept-answers.ts';
import { createLogger } from '../../logger.ts';
import { firstViewRenderer } from '../../pages/first-view.ts';
import { DocumentCache } from '../cv-documents/document-cache.ts';
import { keptCounts, lookupCounts, MAX_KEPT_COUNTS } from './directory-cache.ts';
import { forgetPublic, publicChangesHeard } from './public-changes.ts';

const logger = createLogger('silent');

describe('bounded public caches', () => {
  it('kept answers: at most their entries and bytes, least recently used out first, none over a 16th of the bytes', () => {
    const kept = keptAnswers<KeptAnswer>({
      maxEntries: 100,
      maxBytes: 64 * 1024,
      ttlMs: 60_000,
      heard: () => true,
      generation: () => 'one',
      requestId: (id) => id ?? 'request',
      sampled: () => false,
      logger,
    });
    const answer = (bytes: number): KeptAnswer => ({ body: Buffer.alloc(bytes, 'a'), etag: '"e"' });
    for (let i = 0; i < 5_000; i++) {
      kept.keep(`/api/directory?q=never-asked-${i}`, answer(100), 'one');
      if (i % 10 === 0) kept.find('/api/directory?q=never-asked-0'); // asked again and again: stays
    }
    expect(kept.stats().entries).toBe(100);
    expect(kept.find('/api/directory?q=never-asked-0')).toBeDefined();
    expect(kept.find('/api/directory?q=never-asked-1')).toBeUndefined();

    for (let i = 0; i < 200; i++) kept.keep(`/api/artists/big-${i}`, answer(3_000), 'one');
    expect(kept.stats().bytes).toBeLessThanOrEqual(64 * 1024);
    expect(kept.stats().entries).toBeLessThan(100);
    kept.keep('/api/artists/huge', answer(64 * 1024 / 16 + 1), 'one');
    expect(kept.find('/api/artists/huge')).toBeUndefined();

    // Drawn in another generation (a change came while it was drawn): never kept. Cleared: nothing left.
    kept.keep('/api/artists/stale', answer(10), 'two');
    expect(kept.find('/api/artists/stale')).toBeUndefined();
    kept.clear();
    expect(kept.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('kept answers: nothing is kept or answered while changes are not heard', () => {
    let heard = false;
    const kept = keptAnswers<KeptAnswer>({
      maxEntries: 10,
      maxBytes: 1024,
      ttlMs: 60_000,
      heard: () => heard,
      generation: () => 'one',
      requestId: (id) => id ?? 'request',
      sampled: () => false,
      logger,
    });
    kept.keep('/api/artists', { body: Buffer.from('[]'), etag: '"e"' }, 'one');
    expect(kept.stats().entries).toBe(0);
    heard = true;
    kept.keep('/api/artists', { body: Buffer.from('[]'), etag: '"e"' }, 'one');
    heard = false;
    expect(kept.find('/api/artists')).toBeUndefined();
  });

  it("the directory's counts: a burst of new searches keeps at most MAX_KEPT_COUNTS; a public change forgets them", () => {
    expect(publicChangesHeard()).toBe(true);
    for (let i = 0; i < MAX_KEPT_COUNTS * 4; i++) lookupCounts<{ total: number }>(`search-${i}`).keep({ total: i });
    expect(keptCounts()).toBe(MAX_KEPT_COUNTS);
    expect(lookupCounts<{ total: number }>(`search-${MAX_KEPT_COUNTS * 4 - 1}`).value).toEqual({ total: MAX_KEPT_COUNTS * 4 - 1 });
    expect(lookupCounts('search-0').value).toBeUndefined();

    // Counted before a change, kept after it: refused (it may say what was true before).
    const before = lookupCounts<{ total: number }>('counted-across-a-change');
    forgetPublic();
    expect(keptCounts()).toBe(0);
    before.keep({ total: 1 });
    expect(lookupCounts('counted-across-a-change').value).toBeUndefined();
  });

  it('public documents: at most their bytes and 500 documents, least recently used out first', async () => {
    const documents = new DocumentCache(10_000);
    for (let i = 0; i < 50; i++) await documents.get(`doc-${i}`, async () => Buffer.alloc(1_000));
    expect(documents.stats().bytes).toBeLessThanOrEqual(10_000);
    expect(documents.stats().entries).toBe(10);
    expect(documents.has('doc-49')).toBe(true);
    expect(documents.has('doc-0')).toBe(false);

    const small = new DocumentCache();
    for (let i = 0; i < 800; i++) await small.get(`small-${i}`, async () => Buffer.from('%PDF'));
    expect(small.stats().entries).toBe(500);
  });

  describe('first views', () => {
    const folder = tempDataFolder('first-view-bounded');
    afterAll(() => folder.remove());

    it('renders kept: at most 200, whatever the addresses; a public change forgets them', async () => {
      const module = path.join(folder.path, 'render.mjs');
      writeFileSync(module, 'export async function renderFirstViewPage(url) { return { html: `<main>${url.pathname}${url.search}</main>` }; }\n');
      const renderer = firstViewRenderer(module, logger);
      for (let i = 0; i < 600; i++) {
        expect((await renderer.render(new URL(`http://site.test/artists?q=never-asked-${i}`)))?.html).toBe(`<main>/artists?q=never-asked-${i}</main>`);
      }
      expect(renderer.stats().entries).toBe(200);
      forgetPublic();
      // Kept under the version it was drawn in: none of the earlier renders is answered after a change.
      expect((await renderer.render(new URL('http://site.test/artists?q=never-asked-599')))?.html).toBe('<main>/artists?q=never-asked-599</main>');
      renderer.clear();
      expect(renderer.stats().entries).toBe(0);
    });
  });
});
