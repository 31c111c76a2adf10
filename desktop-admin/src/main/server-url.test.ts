import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { checkServerHealth, normalizeServerUrl, validateServerUrl } from './server-url.ts';

/** A real local server answering /api/health with what the test says. */
async function healthServer(
  answer: (path: string) => { status: number; body?: string; headers?: Record<string, string> },
) {
  const server = createServer((request, response) => {
    const { status, body = '', headers = {} } = answer(request.url ?? '/');
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('normalizeServerUrl', () => {
  it('adds https:// and drops trailing slashes', () => {
    expect(normalizeServerUrl('  oeuvre.example.org/ ')).toEqual({
      ok: true,
      serverUrl: 'https://oeuvre.example.org',
    });
    expect(normalizeServerUrl('https://example.org/oeuvre//')).toEqual({
      ok: true,
      serverUrl: 'https://example.org/oeuvre',
    });
  });

  it('accepts plain http only for this computer', () => {
    expect(normalizeServerUrl('http://localhost:3000')).toEqual({
      ok: true,
      serverUrl: 'http://localhost:3000',
    });
    expect(normalizeServerUrl('http://127.0.0.1:3000/')).toEqual({
      ok: true,
      serverUrl: 'http://127.0.0.1:3000',
    });
    const lan = normalizeServerUrl('http://192.168.1.20:3000');
    expect(lan.ok).toBe(false);
    expect(!lan.ok && lan.message).toContain('https://');
  });

  it('refuses what is not a server address', () => {
    for (const input of [
      '',
      '   ',
      'ftp://example.org',
      'javascript:alert(1)',
      'https://user:pw@example.org',
      'https://example.org/?a=1',
      'http://',
      'http://[::1]:3000',
    ]) {
      expect(normalizeServerUrl(input).ok, input).toBe(false);
    }
  });
});

describe('checkServerHealth against a real server', () => {
  it('accepts a server answering {"status":"ok"}', async () => {
    const url = await healthServer((path) =>
      path === '/api/health' ? { status: 200, body: '{"status":"ok"}' } : { status: 404 },
    );
    expect(await checkServerHealth(url)).toEqual({ ok: true, serverUrl: url });
  });

  it('finds the health check under a path prefix', async () => {
    const url = await healthServer((path) =>
      path === '/oeuvre/api/health' ? { status: 200, body: '{"status":"ok"}' } : { status: 404 },
    );
    expect(await validateServerUrl(`${url}/oeuvre/`)).toEqual({ ok: true, serverUrl: `${url}/oeuvre` });
  });

  it('reports a server that answers with an error status', async () => {
    const url = await healthServer(() => ({ status: 503, body: '{"status":"unavailable"}' }));
    const result = await checkServerHealth(url);
    expect(result).toEqual({ ok: false, message: `The server at ${url} answered 503: Service Unavailable.` });
  });

  it('reports a web server that is not Oeuvre', async () => {
    const url = await healthServer(() => ({ status: 200, body: '<html>hello</html>' }));
    const result = await checkServerHealth(url);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain('does not look like an Oeuvre server');
  });

  it('names the address a redirecting server moved to instead of following it', async () => {
    const url = await healthServer(() => ({
      status: 301,
      headers: { location: 'https://oeuvre.example.org/api/health' },
    }));
    expect(await checkServerHealth(url)).toEqual({
      ok: false,
      message: 'The server moved to https://oeuvre.example.org. Use that address instead.',
    });
  });

  it('reports an address where nothing answers', async () => {
    const url = await healthServer(() => ({ status: 200 }));
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
    const result = await checkServerHealth(url);
    expect(result).toEqual({
      ok: false,
      message: `Could not reach ${url}. Check the address and your connection.`,
    });
  });

  it('does not call anything when the address is refused', async () => {
    const result = await validateServerUrl('http://10.0.0.1', {
      fetch: () => Promise.reject(new Error('must not be called')),
    });
    expect(result.ok).toBe(false);
  });
});
