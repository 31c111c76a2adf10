// A public document waiting in the render queue takes one place there, however many visitors ask for it: they all
// wait for that render. The per-person limit still refuses a second, different document.
import { describe, expect, it, vi } from 'vitest';
import { engines } from '../../../test/db.ts';
import { testSite } from '../../../test/site.ts';
import { artistWithCv } from './cv-documents.fixtures.ts';
import { cvDocumentsOf } from './cv-documents.service.ts';

describe.each(engines())('public documents in the render queue on %s', (engine) => {
  const site = testSite(engine, { requireApproval: false });

  it('visitors asking for one document while the queue is busy share one render; another document is still refused', async () => {
    const busy = await artistWithCv(site.server, { fullName: 'Busy Artist' });
    const popular = await artistWithCv(site.server, { fullName: 'Popular Artist' });
    const other = await artistWithCv(site.server, { fullName: 'Other Artist' });
    const documents = cvDocumentsOf(site.server.app.deps);
    const render = documents.render.bind(documents);
    // The renderer waits until the test lets it go, so the queue is held busy for as long as the test needs.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const renders = vi.spyOn(documents, 'render').mockImplementation(async (request) => {
      await gate;
      return render(request);
    });
    try {
      // The artist's own CV takes the one render place.
      const own = busy.browser.fetch('/api/my-profile/cv.pdf');
      await vi.waitFor(() => expect(renders).toHaveBeenCalledTimes(1));
      // Twenty visitors (one address) ask for the popular artist's CV: it waits once in the queue.
      const url = `${site.server.url}/artists/${popular.profile.slug}/cv.pdf`;
      const visits = Array.from({ length: 20 }, () => fetch(url));
      await new Promise((resolve) => setTimeout(resolve, 200));
      // The same address asking for another document while its first waits is refused, as before.
      const another = await fetch(`${site.server.url}/artists/${other.profile.slug}/cv.pdf`);
      expect(another.status).toBe(429);
      expect(await another.json()).toEqual({
        message: 'Your previous document is still being prepared. Please try again in a moment.',
      });
      release();
      expect((await own).status).toBe(200);
      const answers = await Promise.all(visits);
      expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
      const bodies = await Promise.all(answers.map(async (r) => Buffer.from(await r.arrayBuffer())));
      for (const body of bodies) expect(body.equals(bodies[0]!)).toBe(true);
      expect(bodies[0]!.subarray(0, 5).toString()).toBe('%PDF-');
      // One render for the artist's own CV, one for the popular one.
      expect(renders).toHaveBeenCalledTimes(2);
    } finally {
      release();
      renders.mockRestore();
    }
  });
});
