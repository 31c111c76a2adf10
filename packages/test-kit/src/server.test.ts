import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { startServer, tempDataFolder } from './index.ts';

// A small server standing in for the backend: it logs its environment and answers /api/health.
const folder = tempDataFolder('kit-server');
afterAll(() => folder.remove());
const script = path.join(folder.path, 'server.mjs');
writeFileSync(
  script,
  `import http from 'node:http';
  if (process.env.FAIL) { console.error('cannot start: ' + process.env.FAIL); process.exit(2); }
  console.log(JSON.stringify({ publicUrl: process.env.PUBLIC_URL, gone: process.env.GONE ?? null }));
  http.createServer((q, s) => { s.statusCode = q.url === '/api/health' ? 200 : 404; s.end(); })
    .listen(Number(process.env.PORT), process.env.HOST);
  process.on('SIGTERM', () => process.exit(0));`,
);

test('startServer runs the script with HOST, PORT and the given variables, keeps its output, and stop ends it', async () => {
  process.env.GONE = 'inherited';
  const server = await startServer({ entry: script, env: (url) => ({ PUBLIC_URL: url, GONE: undefined }) });
  delete process.env.GONE;
  expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
  expect(JSON.parse(server.logs[0]!)).toEqual({ publicUrl: server.url, gone: null });
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  expect(await server.stop()).toBe(0);
  expect(server.exitCode()).toBe(0);
});

test('startServer fails with what the server wrote when it exits before it is ready', async () => {
  const lines: string[] = [];
  await expect(startServer({ entry: script, env: { FAIL: 'no database' }, onLog: (l) => lines.push(l) })).rejects.toThrow(
    /exited \(2\) before it was ready:[\s\S]*cannot start: no database/,
  );
  expect(lines).toEqual(['cannot start: no database']);
});
