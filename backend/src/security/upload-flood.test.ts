/**
 * Uploads as a flood, against the real server in its own process (its memory read from /proc): one signed-in person
 * sending 30 work-size images (22 MB) at once, people holding every upload place with slow bodies, a person
 * uploading past their allowance, and past their storage quota. Pass: at most two uploads per person are read at
 * once and four wait in line (their bodies unread); the rest are refused before their bodies are read (429 with
 * Retry-After); the server reads six at once with 24 in line (503 with Retry-After past that); `/api/health`
 * keeps answering throughout (within a second: see HEALTH_BOUND_MS), the server's resident memory stays under 800 MB
 * (on PostgreSQL; on the embedded engine, which shares the process, the flood adds under 450 MB),
 * abandoned uploads give their places back, the allowance answers 429 'Too many uploads. Please try again later.'
 * with Retry-After, and the quota 413 with its message.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, signInThroughBuiltinProvider } from '../../test/http.ts';
import { image, noisy } from '../modules/uploads/fixtures/images.ts';
import { UploadGateMessages, UploadLimits } from '../modules/uploads/upload-gate.ts';
import { profileBody } from '../../test/security/fixture.ts';
import { startServerProcess, type ServerProcess } from '../../test/security/server-process.ts';

const UPLOAD_PATH = '/api/my-profile/upload-image';
const WORK_IMAGE_PATH = '/api/artists/work-image-upload';
const QUOTA_MB = 60;
const BOUNDARY = '----oeuvre-flood-boundary';

type Answer = { status: number; body: string; retryAfter: string | null };

describe('uploads as a flood (server in its own process)', () => {
  let server: ServerProcess;
  const figures: Record<string, unknown> = {};

  beforeAll(async () => {
    server = await startServerProcess({ UPLOAD_QUOTA_MB: String(QUOTA_MB) });
  }, 120_000);

  afterAll(async () => {
    console.log(`upload flood figures: ${JSON.stringify(figures)}`);
    await server?.stop();
  });

  async function person(handle: string): Promise<string> {
    const browser = new Browser(server.url);
    await signInThroughBuiltinProvider(browser, {
      email: `${handle}@oeuvre.test`,
      firstName: 'Flo',
      lastName: 'Od',
    });
    return browser.cookieHeader();
  }

  /** A signed-in artist with a profile, whose work images are kept (an account image replaces the last one). */
  async function artist(handle: string): Promise<{ cookie: string; artistId: number }> {
    const browser = new Browser(server.url);
    await signInThroughBuiltinProvider(browser, {
      email: `${handle}@oeuvre.test`,
      firstName: 'Flo',
      lastName: 'Od',
    });
    const created = await browser.fetch('/api/artists', {
      method: 'POST',
      json: { ...profileBody, email: `${handle}@oeuvre.test` },
    });
    expect(created.status).toBe(201);
    return { cookie: browser.cookieHeader(), artistId: ((await created.json()) as { id: number }).id };
  }

  /** Sends an image as the account image, or as a work image of `artistId`; a refusal mid-body is an answer. */
  async function upload(cookie: string, bytes: Buffer, artistId?: number): Promise<Answer> {
    const form = new FormData();
    if (artistId) form.append('artistId', String(artistId));
    form.append(
      artistId ? 'file' : 'profileImage',
      new Blob([new Uint8Array(bytes)], { type: 'image/png' }),
      'w.png',
    );
    const path = artistId ? WORK_IMAGE_PATH : UPLOAD_PATH;
    try {
      const res = await fetch(`${server.url}${path}`, {
        method: 'POST',
        body: form,
        headers: { Cookie: cookie },
      });
      return { status: res.status, body: await res.text(), retryAfter: res.headers.get('Retry-After') };
    } catch (err) {
      // The server answered before the body was sent and closed the connection: the client saw the reset first.
      return { status: 0, body: String((err as Error).cause ?? err), retryAfter: null };
    }
  }

  /**
   * Asks /api/health every 25 ms from a process of its own (this one is busy sending the flood) until `until`
   * settles; answers the slowest answer's time in ms.
   */
  async function slowestHealthDuring(until: Promise<unknown>): Promise<number> {
    const probe = spawn(
      process.execPath,
      [
        '-e',
        `let slowest = 0; let failed = 0;
         const tick = async () => { const t = performance.now();
           try { const r = await fetch(process.argv[1] + '/api/health'); if (r.status !== 200) failed++; await r.text(); } catch { failed++; }
           slowest = Math.max(slowest, performance.now() - t); setTimeout(tick, 25); };
         tick(); process.on('message', () => { process.send({ slowest, failed }); process.exit(0); });`,
        server.url,
      ],
      { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
    );
    await until;
    const result = new Promise<{ slowest: number; failed: number }>((resolve) =>
      probe.once('message', resolve),
    );
    probe.send('stop');
    const { slowest, failed } = await result;
    expect(failed).toBe(0);
    return Math.round(slowest);
  }

  /**
   * The slowest health answer allowed during the flood: a check that the server keeps answering while the flood is
   * read, not a speed figure (speed is measured by the benchmarks). On a quiet machine the slowest answer is 60-133
   * ms; on a shared 2-core machine running other suites beside this one it was 520 and 670 ms.
   */
  const HEALTH_BOUND_MS = 1000;

  it('30 parallel 22 MB uploads by one person: two at a time, four in line, the rest refused unread; health and memory hold', async () => {
    const { cookie, artistId } = await artist('flood');
    const big = await noisy('png', 2720, 2720);
    expect(big.length).toBeGreaterThan(20 * 1024 * 1024);
    const restingMb = Math.round(server.rssMb());
    server.resetPeak();
    const flood = Promise.all(Array.from({ length: 30 }, () => upload(cookie, big, artistId)));
    const slowestHealthMs = await slowestHealthDuring(flood);
    const answers = await flood;
    const peakMb = Math.round(server.peakRssMb());
    const taken = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 429);
    const reset = answers.filter((a) => a.status === 0).length;
    figures.flood = {
      slowestHealthMs,
      restingMb,
      peakMb,
      taken: taken.length,
      refused: refused.length,
      reset,
      engine: server.engine,
    };
    expect(taken.length).toBeGreaterThanOrEqual(1);
    expect(taken.length).toBeLessThanOrEqual(UploadLimits.personInFlight + UploadLimits.personWaiting);
    // A refusal the client could not read (its connection reset under the unsent body) is still a refusal.
    expect(taken.length + refused.length + reset, `statuses: ${answers.map((a) => a.status).join(' ')}`).toBe(30);
    expect(refused.length + reset, `statuses: ${answers.map((a) => a.status).join(' ')}`).toBeGreaterThanOrEqual(
      30 - UploadLimits.personInFlight - UploadLimits.personWaiting,
    );
    for (const a of refused) {
      expect(JSON.parse(a.body)).toEqual({ message: UploadGateMessages.previousStillRunning });
      expect(Number(a.retryAfter)).toBeGreaterThan(0);
    }
    expect(slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS);
    // On PostgreSQL the process is the server alone: its peak stays under 800 MB. The embedded engine shares the
    // process (its resting size alone varies from 500 to 850 MB), so there the flood's growth is what is bounded
    // (before the bounds, the same flood grew it by 1,100 MB).
    if (server.engine === 'postgresql') expect(peakMb).toBeLessThan(800);
    else expect(peakMb - restingMb).toBeLessThan(450);
  }, 180_000);

  it('the server takes six uploads at once and 24 in line (503 with Retry-After past that); abandoned ones give their places back', async () => {
    const cookies = await Promise.all(['slow-a', 'slow-b', 'slow-c', 'slow-d', 'slow-e'].map(person));
    // Each body announces 5 MB and sends only its opening: the upload stays in flight until the client goes.
    const held: http.ClientRequest[] = [];
    const answers: Promise<Answer>[] = [];
    const open = (cookie: string) =>
      new Promise<void>((opened) => {
        const head = Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="profileImage"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        );
        const req = http.request(`${server.url}${UPLOAD_PATH}`, {
          method: 'POST',
          headers: {
            Cookie: cookie,
            'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
            'Content-Length': String(5 * 1024 * 1024),
          },
        });
        req.on('error', () => undefined); // destroyed by the test
        answers.push(
          new Promise((resolve) =>
            req.on('response', (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (c: Buffer) => chunks.push(c));
              res.on('end', () =>
                resolve({
                  status: res.statusCode ?? 0,
                  body: Buffer.concat(chunks).toString('utf8'),
                  retryAfter: (res.headers['retry-after'] as string | undefined) ?? null,
                }),
              );
              res.on('error', () => undefined);
            }),
          ),
        );
        req.write(head, () => opened());
        held.push(req);
      });
    // Five people with six slow uploads each: two of each in flight up to the server's six, the rest in line.
    for (const cookie of cookies) for (let i = 0; i < 6; i++) await open(cookie);
    const early = await Promise.race([
      Promise.any(answers).then((a) => `answered ${a.status}`),
      new Promise<string>((r) => setTimeout(() => r('none answered'), 1_000)),
    ]);
    expect(early).toBe('none answered');
    // The line is full: one more is refused at once, unread.
    const small = await image('png', 64, 64);
    const extra = await person('slow-f');
    const busy = await upload(extra, small);
    expect(busy.status).toBe(503);
    expect(JSON.parse(busy.body)).toEqual({ message: UploadGateMessages.busy });
    expect(Number(busy.retryAfter)).toBeGreaterThan(0);
    // The clients go away mid-body: their places come back.
    for (const req of held) req.destroy();
    let after: Answer | undefined;
    for (let i = 0; i < 50; i++) {
      after = await upload(extra, small);
      if (after.status !== 503) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(after?.status).toBe(200);
  }, 120_000);

  it("a person's allowance: 30 in a burst, then 429 'Too many uploads' with Retry-After", async () => {
    const cookie = await person('burst');
    const small = await image('png', 32, 32);
    let refusal: Answer | undefined;
    let taken = 0;
    // One comes back every 30 s, so a slow run may take one or two more before the refusal.
    for (let i = 0; i < UploadLimits.burst + 5 && !refusal; i++) {
      const a = await upload(cookie, small);
      if (a.status === 200) taken += 1;
      else refusal = a;
    }
    expect(taken).toBeGreaterThanOrEqual(UploadLimits.burst);
    expect(refusal?.status).toBe(429);
    expect(JSON.parse(refusal!.body)).toEqual({ message: UploadGateMessages.tooMany });
    const wait = Number(refusal!.retryAfter);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(UploadLimits.refillSeconds);
  }, 120_000);

  it('a storage quota per person: past it, 413 with its message and nothing stored', async () => {
    const { cookie, artistId } = await artist('quota');
    const big = await noisy('png', 2720, 2720); // about 22 MB each: two fit in 60 MB, a third does not
    expect((await upload(cookie, big, artistId)).status).toBe(200);
    expect((await upload(cookie, big, artistId)).status).toBe(200);
    const refused = await upload(cookie, big, artistId);
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toEqual({ message: UploadGateMessages.quota(QUOTA_MB) });
    // A small image still fits.
    expect((await upload(cookie, await image('png', 32, 32), artistId)).status).toBe(200);
  }, 120_000);
});
