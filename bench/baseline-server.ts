// The baseline: a bare node:http server answering GET /api/artists/{slug} with the same bytes from one SQL query
// (the stored published version in the API's shape, as the server's presenter gives it).
import http from 'node:http';
import type { PublicArtist } from '../packages/contract/src/index.ts';
import { presentPublished } from '../backend/src/modules/artists/artist.presenter.ts';
import { createPool } from './lib/pg.ts';

const PREFIX = '/api/artists/';
const pool = createPool(process.env.DATABASE_URL!, 10);

const server = http.createServer((req, res) => {
  const slug = decodeURIComponent((req.url ?? '').slice(PREFIX.length));
  pool
    .query<{ published: unknown }>('select "published" from "artist_profile" where "slug" = $1 and "published_at" is not null', [slug])
    .then(({ rows }) => {
      if (!rows[0]) {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.stringify(presentPublished(rows[0].published as PublicArtist));
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
      res.end(body);
    })
    .catch(() => res.writeHead(500).end());
});
server.keepAliveTimeout = 5_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
