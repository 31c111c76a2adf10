// Faults: PostgreSQL restarts and dropped connections under light load. These restart the machine's PostgreSQL
// server, so they live here (pnpm test:reliability), never in the default pnpm test.
import { beforeAll, describe, expect, it } from 'vitest';
import { publishedArtist, type Browser, type Profile } from './support/people.ts';
import {
  canControlPostgres,
  controlPostgres,
  terminateBackends,
  waitForPostgres,
} from './support/postgres.ts';
import { isOk, outcomes, startTraffic, type Request, type Sample, type Traffic } from './support/traffic.ts';
import { useSite } from './support/site.ts';

/** A request answered within this is not a hang: the pool waits 5 s at most for a connection. */
const HANG_MS = 8_000;
const RECOVERY_MS = 5_000;
const WORKERS = 4;

describe.runIf(canControlPostgres())('PostgreSQL going away under light load', () => {
  const site = useSite('faults', { beforeTeardown: () => waitForPostgres(30_000).catch(() => {}) });
  let artist: { browser: Browser; profile: Profile; email: string };
  // One writer per worker: an artist does not edit from four tabs at once.
  let writers: { browser: Browser; profile: Profile }[];

  beforeAll(async () => {
    artist = await publishedArtist(site.server.url, site.admin, 'steady');
    writers = [];
    for (let i = 0; i < WORKERS; i++)
      writers.push(await publishedArtist(site.server.url, site.admin, `writer${i}`));
  });

  /** Reads and writes a visitor, an artist and an admin make, in turn. */
  const mix = (worker: number, n: number): Request => {
    const requests: Request[] = [
      { path: '/api/health', send: (signal) => fetch(`${site.server.url}/api/health`, { signal }) },
      {
        path: '/api/artists',
        send: (signal) => fetch(`${site.server.url}/api/artists?limit=20`, { signal }),
      },
      {
        path: '/api/artists/:slug',
        send: (signal) => fetch(`${site.server.url}/api/artists/${artist.profile.slug}`, { signal }),
      },
      { path: '/api/auth/user', send: (signal) => artist.browser.fetch('/api/auth/user', { signal }) },
      { path: '/api/admin/stats', send: (signal) => site.admin.fetch('/api/admin/stats', { signal }) },
      {
        path: 'POST /api/artists/:id/awards',
        send: (signal) =>
          writers[worker]!.browser.fetch(`/api/artists/${writers[worker]!.profile.id}/awards`, {
            method: 'POST',
            json: { name: `Prize ${worker}-${n}`, presenter: 'Foundation', year: '2020' },
            signal,
          }),
      },
    ];
    return requests[(worker + n) % requests.length]!;
  };

  const lightLoad = () =>
    startTraffic({
      workers: WORKERS,
      maxRequests: 20_000,
      maxMs: 60_000,
      timeoutMs: HANG_MS,
      pauseMs: 20,
      next: mix,
    });

  /** What the fault did to the traffic: outcomes, when the last failure ended after the database returned. */
  function judge(samples: Sample[], backAt: number) {
    const failures = samples.filter((s) => !isOk(s));
    const lastFailureEnd = Math.max(backAt, ...failures.map((s) => s.end));
    return {
      outcomes: outcomes(samples),
      slowestMs: Math.round(Math.max(...samples.map((s) => s.end - s.start))),
      notOkOtherThan503: failures.filter((s) => s.status !== 503),
      recoveryMs: Math.round(lastFailureEnd - backAt),
      okAfterRecovery: samples.filter((s) => s.start > backAt + RECOVERY_MS).every(isOk),
    };
  }

  async function settle(traffic: Traffic, ms: number) {
    await new Promise((r) => setTimeout(r, ms));
    return traffic.stop();
  }

  /** The server stayed up, answered nothing but 503 while the database was away, and was back in time, unharmed. */
  function expectRecovered(verdict: ReturnType<typeof judge>) {
    expect(site.server.exitCode()).toBeUndefined();
    expect(verdict.notOkOtherThan503, JSON.stringify(verdict.notOkOtherThan503.slice(0, 5))).toEqual([]);
    expect(verdict.recoveryMs).toBeLessThanOrEqual(RECOVERY_MS);
    expect(verdict.okAfterRecovery).toBe(true);
    expect(site.server.errors).toEqual([]);
  }

  it('restarting PostgreSQL: the server stays up, answers 503 (never 500, never a hang) and is back within 5 s', async () => {
    const traffic = lightLoad();
    await new Promise((r) => setTimeout(r, 2_000));
    const downAt = traffic.now();
    await controlPostgres('restart');
    await waitForPostgres(30_000);
    const backAt = traffic.now();
    const samples = await settle(traffic, RECOVERY_MS + 3_000);

    const verdict = judge(samples, backAt);
    console.log('PostgreSQL restart:', {
      downMs: Math.round(backAt - downAt),
      ...verdict,
      notOkOtherThan503: verdict.notOkOtherThan503.length,
    });
    expectRecovered(verdict);
  });

  it('terminating its connections three times: only quick 503s, never a 500, and back at once', async () => {
    const traffic = lightLoad();
    await new Promise((r) => setTimeout(r, 1_500));
    let terminated = 0;
    for (let i = 0; i < 3; i++) {
      terminated += await terminateBackends(site.db.name);
      await new Promise((r) => setTimeout(r, 700));
    }
    const backAt = traffic.now();
    const samples = await settle(traffic, RECOVERY_MS + 2_000);

    const verdict = judge(samples, backAt);
    console.log('Terminated backends:', {
      terminated,
      ...verdict,
      notOkOtherThan503: verdict.notOkOtherThan503.length,
    });
    expect(terminated).toBeGreaterThan(0);
    expectRecovered(verdict);
  });

  it('while the database stays away, every answer is a quick 503 with a message; health says so too', async () => {
    await controlPostgres('stop');
    try {
      for (const request of [0, 1, 2, 3, 4, 5].map((n) => mix(0, n))) {
        const started = performance.now();
        const res = await request.send(AbortSignal.timeout(HANG_MS));
        const body = (await res.json()) as Record<string, unknown>;
        expect(res.status, request.path).toBe(503);
        expect(body.message, request.path).toEqual(expect.any(String));
        expect(JSON.stringify(body)).not.toMatch(/ECONN|select|insert|at \w+ \(/i);
        expect(performance.now() - started, request.path).toBeLessThan(HANG_MS);
      }
    } finally {
      await controlPostgres('start');
      await waitForPostgres(30_000);
    }
    const backAt = performance.now();
    let ok = false;
    while (!ok && performance.now() - backAt < 10_000) {
      ok = (await fetch(`${site.server.url}/api/artists/${artist.profile.slug}`)).status === 200;
      if (!ok) await new Promise((r) => setTimeout(r, 100));
    }
    expect(ok).toBe(true);
    console.log(
      'PostgreSQL stopped and started: pages back',
      Math.round(performance.now() - backAt),
      'ms after it accepted connections',
    );
    expect(performance.now() - backAt).toBeLessThan(RECOVERY_MS);
    expect(site.server.exitCode()).toBeUndefined();
  });
});
