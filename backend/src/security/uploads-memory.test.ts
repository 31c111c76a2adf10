/**
 * Uploads that attack memory, against the real server in its own process (its memory read from /proc): a
 * 14000 x 14000 PNG decompression bomb, a 60000 x 60000 header, a body announced past the limit, a 25 MB + 1 byte
 * file, 60 MB sent with no length at all. Pass: each refused (413); during the bombs the server's peak resident
 * memory (the kernel's high-water mark, reset before each step) stays under 300 MB on PostgreSQL (on the embedded
 * engine the database shares the process, so there only the growth is bounded) and grows by under 20 MB; a 25 MB +
 * 1 byte file costs at most the limit held while reading; 60 MB of chunked body costs less than what was sent.
 * A genuine 20-megapixel photo afterwards is accepted; its peak is recorded as a figure.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, MAX_IMAGE_BYTES } from '@oeuvre/contract';
import { Browser, signInThroughBuiltinProvider } from '../../test/http.ts';
import { forgedHugePng, image } from '../modules/uploads/fixtures/images.ts';
import { MAX_IMAGE_PIXELS } from '../modules/uploads/image.service.ts';
import { decompressionBombPng } from '../../test/security/hostile-files.ts';
import { startServerProcess, type ServerProcess } from '../../test/security/server-process.ts';

const PEAK_RSS_LIMIT_MB = 300;
/** A bomb may cost next to nothing: its pixels are never decoded. */
const BOMB = { growthMb: 20, peakMb: PEAK_RSS_LIMIT_MB };
const BOUNDARY = '----oeuvre-security-boundary';
const UPLOAD_PATH = '/api/my-profile/upload-image';
const ADMIN_EMAIL = 'memory-admin@oeuvre.test';

/** A multipart body's opening: the text fields, then one file part's headers; and its closing. */
const preamble = (field = 'profileImage', name = 'photo.png', fields: Record<string, string> = {}) =>
  Buffer.from(
    Object.entries(fields)
      .map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
  );
const closing = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

type Sent = {
  status: number;
  body: string;
  bytesSent: number;
  /** The answer's Connection header. */
  connection: string | undefined;
  /** Whether the server closed the connection (its FIN reached the client) within 2 s of the answer. */
  serverClosed: boolean;
};

type Target = { path: string; field: string; fields?: Record<string, string>; cookie: string };

type Body = { head: Buffer | string; bytes: number; fill: number; pieceSize: number; tail: Buffer | string };

/**
 * Posts `head`, then `bytes` bytes of `fill` in pieces of `pieceSize`, then `tail`, with the given headers (chunked
 * when they name no Content-Length). It stops writing as soon as the server answers, reads the answer, then waits
 * (up to `closeWaitMs`) for the server to close the connection.
 */
function sendUntilAnswered(
  url: string,
  headers: Record<string, string>,
  body: Body,
  closeWaitMs: number,
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers });
    let bytesSent = 0;
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      // A connection reset while the answer is read is this test's failure, never an uncaught error.
      res.on('error', reject);
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const answer = {
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          bytesSent,
          connection: res.headers.connection,
        };
        const socket = req.socket;
        const finish = (serverClosed: boolean) => {
          clearTimeout(timer);
          resolve({ ...answer, serverClosed });
          req.destroy();
        };
        const timer = setTimeout(() => finish(false), closeWaitMs);
        if (!socket || socket.readableEnded || socket.destroyed) finish(true);
        else {
          socket.once('end', () => finish(true));
          socket.once('close', () => finish(true));
        }
      });
    });
    // Once the server has answered and closed, further writes fail: that is the refusal, not an error.
    req.on('error', (err) => (answered ? undefined : reject(err)));
    const chunk = Buffer.alloc(body.pieceSize, body.fill);
    const write = async () => {
      req.write(body.head);
      bytesSent += body.head.length;
      for (let left = body.bytes; left > 0 && !answered && !req.destroyed;) {
        const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
        left -= piece.length;
        bytesSent += piece.length;
        if (!req.write(piece))
          await new Promise<void>((r) => {
            const go = () => {
              req.off('drain', go);
              req.off('close', go);
              r();
            };
            req.on('drain', go);
            req.on('close', go);
          });
      }
      if (!answered && !req.destroyed) req.end(body.tail);
    };
    write().catch((err) => (answered ? undefined : reject(err)));
  });
}

/** A multipart upload of `fileBytes` bytes in 1 MB writes, with the given Content-Length (or chunked when undefined). */
function sendUpload(
  server: ServerProcess,
  target: Target,
  fileBytes: number,
  declaredLength: number | 'exact' | undefined,
): Promise<Sent> {
  const head = preamble(target.field, 'photo.png', target.fields);
  const headers: Record<string, string> = {
    'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
    Cookie: target.cookie,
  };
  if (declaredLength !== undefined)
    headers['Content-Length'] = String(
      declaredLength === 'exact' ? head.length + fileBytes + closing.length : declaredLength,
    );
  const body = { head, bytes: fileBytes, fill: 0x41, pieceSize: 1024 * 1024, tail: closing };
  return sendUntilAnswered(`${server.url}${target.path}`, headers, body, 2_000);
}

describe('uploads that attack memory (server in its own process)', () => {
  let server: ServerProcess;
  let cookie: string;
  let adminCookie: string;
  const figures: Record<string, unknown> = {};

  beforeAll(async () => {
    server = await startServerProcess({ ADMIN_EMAILS: ADMIN_EMAIL });
    const admin = new Browser(server.url);
    await signInThroughBuiltinProvider(admin, { email: ADMIN_EMAIL, firstName: 'Ad', lastName: 'Min' });
    adminCookie = admin.cookieHeader();
    expect((await admin.fetch('/api/admin/settings')).status).toBe(200);
    const browser = new Browser(server.url);
    await signInThroughBuiltinProvider(browser, {
      email: 'memory@oeuvre.test',
      firstName: 'Mem',
      lastName: 'Ory',
    });
    cookie = browser.cookieHeader();
    const me = await browser.fetch('/api/auth/user');
    expect(me.status).toBe(200);
    figures.engine = server.engine;
    figures.startPeakMb = Math.round(server.peakRssMb());
    figures.restingMb = Math.round(server.rssMb());
  }, 120_000);

  afterAll(async () => {
    const peaks = Object.values(figures).flatMap((f) =>
      f && typeof f === 'object' && 'peakMb' in f ? [(f as { peakMb: number }).peakMb] : [],
    );
    figures.processPeakMb = Math.max(Number(figures.startPeakMb ?? 0), ...peaks);
    console.log(`upload memory figures: ${JSON.stringify(figures)}`);
    await server?.stop();
  });

  /**
   * Runs one step with a fresh high-water mark and checks what it took: the peak against the 300 MB bound (for the
   * bombs, on PostgreSQL, where the process is the server alone) and the growth over the resting size.
   */
  async function measured(
    name: string,
    step: () => Promise<void>,
    limits: { growthMb: number; peakMb?: number },
  ): Promise<void> {
    const before = server.rssMb();
    server.resetPeak();
    await step();
    const peak = server.peakRssMb();
    figures[name] = {
      beforeMb: Math.round(before),
      peakMb: Math.round(peak),
      growthMb: Math.round(peak - before),
    };
    expect(peak - before, `${name}: growth over the resting size`).toBeLessThan(limits.growthMb);
    if (limits.peakMb && server.engine === 'postgresql')
      expect(peak, `${name}: peak resident memory`).toBeLessThan(limits.peakMb);
  }

  const upload = (bytes: Buffer, name = 'photo.png') => {
    const form = new FormData();
    form.append('profileImage', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
    return fetch(`${server.url}${UPLOAD_PATH}`, { method: 'POST', body: form, headers: { Cookie: cookie } });
  };

  const profileTarget = (): Target => ({ path: UPLOAD_PATH, field: 'profileImage', cookie });

  /** A clean refusal: 413 with the JSON message, `Connection: close`, and the connection then closed by the server. */
  function refusedCleanly(sent: Sent, message: string, what = 'upload'): void {
    expect(sent.status, `${what}: status (${sent.body})`).toBe(413);
    expect(JSON.parse(sent.body), what).toEqual({ message });
    expect(sent.connection, `${what}: Connection header`).toBe('close');
    expect(sent.serverClosed, `${what}: the server closed the connection after its answer`).toBe(true);
  }

  it('sets a pixel limit for every decode (sharp limitInputPixels)', () => {
    expect(MAX_IMAGE_PIXELS).toBe(50_000_000);
    expect(14_000 * 14_000).toBeGreaterThan(MAX_IMAGE_PIXELS);
  });

  it('refuses a 14000 x 14000 PNG decompression bomb (413) without decoding it', async () => {
    const bomb = await decompressionBombPng();
    figures.bombFileKb = Math.round(bomb.length / 1024);
    figures.bombPixelBytesMb = Math.round((14_000 * 14_000 * 3) / 1024 / 1024);
    await measured(
      'bomb',
      async () => {
        const res = await upload(bomb, 'bomb.png');
        expect(res.status).toBe(413);
        expect(await res.json()).toEqual({
          message: 'Image dimensions are too large (at most 50 megapixels)',
        });
      },
      BOMB,
    );
  }, 60_000);

  it('refuses a tiny PNG whose header claims 60000 x 60000 (413)', async () => {
    const forged = await forgedHugePng();
    await measured(
      'forgedHeader',
      async () => {
        expect((await upload(forged, 'header.png')).status).toBe(413);
      },
      BOMB,
    );
  });

  it('refuses a body announced past the limit from its Content-Length, before reading it', async () => {
    await measured(
      'announcedTooLarge',
      async () => {
        const sent = await sendUpload(
          server,
          profileTarget(),
          10 * 1024 * 1024,
          MAX_IMAGE_BYTES + 1024 * 1024,
        );
        refusedCleanly(sent, 'Maximum file size is 25MB');
        figures.announcedTooLargeBytesSentBeforeAnswer = sent.bytesSent;
        // The answer came while the first writes were in flight, long before the 26 MB the header announced.
        expect(sent.bytesSent).toBeLessThan(MAX_IMAGE_BYTES / 2);
      },
      { growthMb: 25 },
    );
  }, 60_000);

  it('refuses a 25 MB + 1 byte file (413) at the limit, holding at most the limit', async () => {
    const fileBytes = MAX_IMAGE_BYTES + 1;
    await measured(
      'fileOneByteOver',
      async () => {
        const sent = await sendUpload(server, profileTarget(), fileBytes, 'exact');
        refusedCleanly(sent, 'Maximum file size is 25MB');
        figures.fileOneByteOverBytesSentBeforeAnswer = sent.bytesSent;
        // At most the limit is held while reading (and once more while the parts are joined), never the whole body.
      },
      { growthMb: 80 },
    );
  }, 60_000);

  it('refuses 60 MB sent without a length (chunked): 413 once past the limit, the rest not kept', async () => {
    await measured(
      'chunked60Mb',
      async () => {
        const sent = await sendUpload(server, profileTarget(), 60 * 1024 * 1024, undefined);
        refusedCleanly(sent, 'Maximum file size is 25MB');
        figures.chunkedBytesSentBeforeAnswer = sent.bytesSent;
      },
      { growthMb: 80 },
    );
  }, 60_000);

  it('refuses an oversized file the same way on every upload route, with or without a length', async () => {
    const uploadRoutes = apiRoutes.filter((r) => r.contentType === 'multipart');
    expect(uploadRoutes.map((r) => r.id).sort()).toEqual(
      [
        'admin.artists.csvUpload',
        'admin.csvJobs.start',
        'cvImport.start',
        'admin.artists.uploadImage',
        'admin.gallery.add',
        'admin.gallery.replaceImage',
        'profile.uploadImage',
        'works.uploadImage',
      ].sort(),
    );
    const seen: Record<string, number[]> = {};
    for (const route of uploadRoutes) {
      const limit = route.maxFileBytes!;
      const message = `Maximum file size is ${limit / (1024 * 1024)}MB`;
      const target: Target = {
        path: route.path.replace(/:\w+/g, '1'),
        field: route.files![0]!,
        cookie: route.access === 'admin' ? adminCookie : cookie,
      };
      const cases: [string, number, number | 'exact' | undefined][] = [
        ['one byte over, with its length', limit + 1, 'exact'],
        ['one byte over, chunked', limit + 1, undefined],
        ['2.4 times the limit, chunked', Math.round(limit * 2.4), undefined],
        ['announced past the limit', 4 * 1024 * 1024, limit + 1024 * 1024],
      ];
      for (const [name, bytes, declared] of cases) {
        const sent = await sendUpload(server, target, bytes, declared);
        refusedCleanly(sent, message, `${route.id}, ${name}`);
        (seen[route.id] ??= []).push(Math.round(sent.bytesSent / 1024 / 1024));
      }
    }
    figures.everyRouteMbSentBeforeAnswer = seen;
    // The server still serves after all of them.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  }, 180_000);

  it('refuses a JSON body past 1 MB sent without a length the same way (413, connection closed)', async () => {
    // 4 MB of JSON in 64 KB writes, with no length.
    const body = {
      head: '{"message":"',
      bytes: 64 * 64 * 1024,
      fill: 0x61,
      pieceSize: 64 * 1024,
      tail: '"}',
    };
    const headers = { 'Content-Type': 'application/json' };
    const sent = await sendUntilAnswered(`${server.url}/api/contact`, headers, body, 5_000);
    refusedCleanly(sent, 'Request too large', 'chunked JSON');
  }, 60_000);

  // A genuine photo is decoded in full (one at a time): its peak is a figure to know, not an attack to refuse.
  it('still takes a genuine 20-megapixel photo afterwards', async () => {
    const photo = await image('jpeg', 5472, 3648);
    await measured(
      'photo20Mp',
      async () => {
        const res = await upload(photo, 'photo.jpg');
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({
          fileUrl: expect.stringMatching(/^\/uploads\/[0-9a-f]{2}\/[0-9a-f]{32}-1600\.webp$/),
        });
      },
      { growthMb: PEAK_RSS_LIMIT_MB },
    );
  }, 60_000);
});
