// The ceiling: a bare node:http server answering from memory the very bytes the product answered for each address
// (read from BENCH_MEMORY_FILE: address -> body and ETag), with the same Content-Type (JSON for the API, HTML for a
// page), ETag and 304 on If-None-Match.
import { readFileSync } from 'node:fs';
import http from 'node:http';

type Answer = { body: string; etag: string };
const answers = new Map<string, { body: Buffer; etag: string }>();
for (const [address, answer] of Object.entries(JSON.parse(readFileSync(process.env.BENCH_MEMORY_FILE!, 'utf8')) as Record<string, Answer>)) {
  answers.set(address, { body: Buffer.from(answer.body), etag: answer.etag });
}

const server = http.createServer((req, res) => {
  const answer = answers.get(req.url ?? '');
  if (!answer) return void res.writeHead(404).end();
  if (req.headers['if-none-match'] === answer.etag) return void res.writeHead(304, { ETag: answer.etag }).end();
  const type = req.url!.startsWith('/api/') ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8';
  res.writeHead(200, { 'Content-Type': type, 'Content-Length': answer.body.length, ETag: answer.etag });
  res.end(answer.body);
});
server.keepAliveTimeout = 5_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
