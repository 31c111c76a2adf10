// SIGTERM under load: what was accepted is answered, nothing is cut off, and sessions outlive the restart.
import { beforeAll, describe, expect, it } from 'vitest';
import { imageForm, publishedArtist, type Browser, type Profile } from './support/people.ts';
import { startServer } from './support/server-process.ts';
import { outcomes, startTraffic, type Request } from './support/traffic.ts';
import { useSite } from './support/site.ts';

const WORKERS = 8;

describe('SIGTERM under load', () => {
  const site = useSite('shutdown', { stopSignal: 'SIGKILL' });
  let artists: { browser: Browser; profile: Profile }[];

  beforeAll(async () => {
    artists = [];
    for (let i = 0; i < 4; i++)
      artists.push(await publishedArtist(site.server.url, site.admin, `worker${i}`));
  });

  it('finishes every request in flight within 10 s, resets no connection, exits 0; sessions survive the restart', async () => {
    const form = await imageForm('file', {}, 2400);
    const mix = (worker: number, n: number): Request => {
      const artist = artists[worker % artists.length]!;
      const requests: Request[] = [
        {
          path: '/api/artists',
          send: (signal) => fetch(`${site.server.url}/api/artists?limit=20`, { signal }),
        },
        {
          path: '/api/artists/:slug',
          send: (signal) => fetch(`${site.server.url}/api/artists/${artist.profile.slug}`, { signal }),
        },
        { path: '/api/my-profile', send: (signal) => artist.browser.fetch('/api/my-profile', { signal }) },
        // A large image keeps the server busy for a while: some are in flight when the signal comes.
        {
          path: 'POST /api/artists/work-image-upload',
          send: (signal) => {
            const body = new FormData();
            body.append('artistId', String(artist.profile.id));
            body.append('file', form.get('file')!);
            return artist.browser.fetch('/api/artists/work-image-upload', { method: 'POST', body, signal });
          },
        },
      ];
      return requests[(worker + n) % requests.length]!;
    };
    const traffic = startTraffic({
      workers: WORKERS,
      maxRequests: 5_000,
      maxMs: 40_000,
      timeoutMs: 15_000,
      next: mix,
      // Once the server stops listening, a worker has nothing more to send.
      stopWorkerAfter: (s) => s.error === 'refused',
    });
    await new Promise((r) => setTimeout(r, 3_000));
    const signalAt = traffic.now();
    site.server.child.kill('SIGTERM');
    const code = await site.server.exited;
    const exitedAt = traffic.now();
    const samples = await traffic.stop();

    const beforeSignal = samples.filter((s) => s.start < signalAt);
    const counts = outcomes(samples);
    console.log('SIGTERM under load:', {
      exitMs: Math.round(exitedAt - signalAt),
      outcomes: counts,
      inFlightAtSignal: beforeSignal.filter((s) => s.end > signalAt).length,
      slowestInFlightMs: Math.round(Math.max(0, ...beforeSignal.map((s) => s.end - signalAt))),
    });
    expect(code).toBe(0);
    expect(exitedAt - signalAt).toBeLessThan(10_000);
    // Every request sent before the signal got its full answer.
    expect(
      beforeSignal.filter((s) => s.status === undefined || s.status >= 300),
      JSON.stringify(beforeSignal.filter((s) => s.error).slice(0, 5)),
    ).toEqual([]);
    expect(beforeSignal.filter((s) => s.end > signalAt).length).toBeGreaterThan(0);
    // After it, a client finds the port closed (a load balancer moves on) but never a connection cut mid-way.
    expect(
      samples.filter((s) => s.error && s.error !== 'refused'),
      JSON.stringify(counts),
    ).toEqual([]);
    expect(samples.filter((s) => s.status !== undefined && s.status >= 300)).toEqual([]);

    site.server = await startServer({
      databaseUrl: site.db.url,
      dataDir: site.dataDir,
      port: site.server.port,
      adminEmails: site.adminEmails,
    });
    for (const { browser } of artists) expect((await browser.fetch('/api/auth/user')).status).toBe(200);
    expect((await site.admin.fetch('/api/admin/stats')).status).toBe(200);
  });
});
