// A web build for tests of the server-rendered pages: index.html with the first view's slot, and a renderer that draws
// what it is given (the artist's name, statement and supporters, the directory's names and total, a venue's name and its artists'
// links, the venue list's links) in place of the web app's own
// components, whose output is tested in the web package and the browser suite.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempDataFolder } from '@oeuvre/test-kit';

export const WEB_BUILD_INDEX = `<!doctype html><html lang="en"><head><title>Oeuvre</title><meta name="description" content="${'Artists and their CVs. '.repeat(60)}"></head>
<body><div id="root"><!--first-view--><div class="boot">loading</div><!--/first-view--></div></body></html>`;

const RENDERER = `export async function renderFirstViewPage(url, data) {
  const html = drawn(url, data);
  return { html };
}
function drawn(url, data) {
  const artist = data?.artist?.profile;
  if (artist) {
    const supporters = (data.supporters ?? []).map((c) => c.sender.fullName);
    return '<main>' + artist.fullName + ': ' + artist.artistStatement + (supporters.length ? ' Supported by ' + supporters.join(', ') : '') + '</main>';
  }
  const page = data?.directory?.page;
  if (page) return '<main>' + page.total + ' artists: ' + page.items.map((a) => a.fullName).join(', ') + '</main>';
  const venue = data?.venue?.detail;
  if (venue) {
    const events = [...venue.exhibitions, ...venue.residents, ...venue.collection, ...venue.alumni, ...venue.teachers];
    const link = (a) => '<a href="/artists/' + a.slug + '">' + a.name + '</a>';
    return '<main><h1>' + venue.name + '</h1>' + events.map((e) => '<p>' + e.title + ': ' + e.artists.map(link).join(', ') + '</p>').join('') + '</main>';
  }
  const venues = data?.venues?.page;
  if (venues) return '<main>' + venues.total + ' venues: ' + venues.venues.map((v) => '<a href="/venues/' + v.slug + '">' + v.name + '</a>').join(', ') + '</main>';
  return '<main>page ' + url.pathname + '</main>';
}
`;

/** A web build in a folder of its own (removed when the process ends): give `env` to the server. */
export function testWebBuild(): { env: { WEB_DIST: string }; remove: () => void } {
  const folder = tempDataFolder('web-build');
  const dist = path.join(folder.path, 'dist');
  mkdirSync(dist, { recursive: true });
  mkdirSync(path.join(folder.path, 'dist-server'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), WEB_BUILD_INDEX);
  writeFileSync(path.join(folder.path, 'dist-server', 'render.js'), RENDERER);
  return { env: { WEB_DIST: dist }, remove: () => folder.remove() };
}

/** The markup a page carries in its root (the first view), or undefined. */
export function rootOf(html: string): string | undefined {
  return /<div id="root"[^>]*>([\s\S]*?)<\/div><\/body>/.exec(html)?.[1];
}
