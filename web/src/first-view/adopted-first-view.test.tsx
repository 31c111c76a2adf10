// A signed-out visitor's artist page adopted as the server drew it: the server's renderer draws it, the app's first
// render keeps that markup (no element drawn again), fills its live part (the supporters) and draws the page with its
// own code only when the visitor acts on a work.
import { toPublicArtistResponse } from '@oeuvre/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/AppProviders';
import { AppRouter } from '@/app/navigation';
import { adoptFirstView, AppRoutes, loadPageOf } from '@/app/router';
import { connectionArtist, publicArtist, supportFrom } from '@/test/fixtures';
import { fakeNetwork, json } from '@/test/render';
import { elementAt, inAppAddress, placeOf } from '@/lib/adopted-page';
import { readFirstViewFallback } from './first-view-data';
import { renderFirstView } from './render';

const lena = publicArtist({
  works: [
    { title: 'Low Water', imageUrl: '/uploads/aa/low-water-1600.webp', medium: 'Oil', year: '2021', dimensions: null, width: 1600, height: 1200 },
    { title: 'Salt Field', imageUrl: '/uploads/aa/salt-field-1600.webp', medium: 'Ink', year: '2022', dimensions: null },
  ],
  soloExhibitions: [{ title: 'Tides', venue: 'Kukje Gallery', city: 'Seoul', year: '2023', notes: null }],
} as never);
const address = '/artists/lena-park';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  // The next test starts from a first visit again.
  loadPageOf('/');
});

/** The page as a first visit gets it: the server's markup in #root, then the app's first render adopting it. */
async function firstVisit(signedOut = true, { withData = true } = {}) {
  const network = fakeNetwork({
    '/api/connections/artist/7': () => json([supportFrom(11, connectionArtist(7, 'Lena Park'))]),
    '/api/artists/lena-park': () => json(toPublicArtistResponse(lena)),
  });
  vi.stubGlobal('fetch', network.fetch);
  window.history.replaceState(null, '', address);
  const data = { artist: toPublicArtistResponse(lena), signedOut };
  const markup = await renderFirstView(new URL(address, window.location.href), data);
  const sent = withData ? data : { signedOut };
  document.body.innerHTML = `<div id="root" data-first-view="light"${signedOut ? ' data-signed-out' : ''}>${markup}</div><script type="application/json" id="first-view-data">${JSON.stringify(sent)}</script>`;
  const element = document.getElementById('root')!;
  const serverHeading = element.querySelector('h1');
  const errors = vi.spyOn(console, 'error');
  if (signedOut) adoptFirstView(element, address);
  await loadPageOf(address);
  await act(async () => {
    root = hydrateRoot(
      element,
      <StrictMode>
        <AppProviders fallback={readFirstViewFallback(document)}>
          <AppRouter prepare={loadPageOf}>
            <AppRoutes />
          </AppRouter>
        </AppProviders>
      </StrictMode>,
    );
  });
  return { element, serverHeading, errors, network };
}

describe('an adopted first view', () => {
  it('keeps the server’s elements as they are and fills in the supporters', async () => {
    const { element, serverHeading, errors } = await firstVisit();
    expect(element.querySelector('h1')).toBe(serverHeading);
    expect(await screen.findByText('1 supporter')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Friend 11, Supporter' }).getAttribute('href')).toBe('/artists/friend-11');
    // The supporters sit where the page draws them: in the widget's place beside the name.
    expect(element.querySelector('[data-island="connection"] .connection-widget')).not.toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('draws the page with its own code when a work is opened, and opens that work', async () => {
    const { element, serverHeading } = await firstVisit();
    await screen.findByText('1 supporter');
    const tile = within(element.querySelector<HTMLElement>('#selected-works')!).getByRole('button', { name: 'View Salt Field' });
    // happy-dom lays nothing out: the tile is on screen, as the visitor clicking it sees it.
    tile.getBoundingClientRect = () => new DOMRect(0, 100, 220, 220);
    await act(async () => tile.click());
    const dialog = await screen.findByRole('dialog', { name: 'Salt Field' });
    expect(dialog).toBeTruthy();
    // Drawn by the page's code now: a new heading, the same words; the supporters once.
    await waitFor(() => expect(element.querySelector('h1')).not.toBe(serverHeading));
    expect(element.querySelector('h1')?.textContent).toBe('Lena Park');
    expect(screen.getAllByText('1 supporter')).toHaveLength(1);
  });

  it('leaves a live part’s broken image to the live part: the markup stays', async () => {
    const { element, serverHeading } = await firstVisit();
    await screen.findByText('1 supporter');
    const slot = element.querySelector('[data-island="connection"]')!;
    const img = document.createElement('img');
    slot.append(img);
    await act(async () => img.dispatchEvent(new Event('error')));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(element.querySelector('h1')).toBe(serverHeading);
  });

  it('draws the page with its own code when an image cannot be loaded, which shows its fallback', async () => {
    const { element, serverHeading } = await firstVisit();
    const portrait = element.querySelector<HTMLImageElement>('.artist-portrait img')!;
    await act(async () => portrait.dispatchEvent(new Event('error')));
    await waitFor(() => expect(element.querySelector('h1')).not.toBe(serverHeading));
    // The page's own image fails as well (a browser asks for it again; happy-dom loads no image): its fallback shows.
    await act(async () => element.querySelector<HTMLImageElement>('.artist-portrait img')!.dispatchEvent(new Event('error')));
    expect(element.querySelector('.artist-portrait img')).toBeNull();
    expect(within(element.querySelector<HTMLElement>('.artist-portrait')!).getByRole('img', { name: 'Lena Park' }).textContent).toBe('LP');
  });

  it('has the page’s code draw the page at once when the page’s data did not come with it', async () => {
    const { element, serverHeading, network } = await firstVisit(true, { withData: false });
    await waitFor(() => expect(element.querySelector('h1')).not.toBe(serverHeading));
    expect(element.querySelector('h1')?.textContent).toBe('Lena Park');
    expect(network.calls.some((call) => call.url.endsWith('/api/artists/lena-park'))).toBe(true);
  });

  it('is not used for a signed-in visitor: the page draws with its own code at once', async () => {
    const { element, serverHeading, errors } = await firstVisit(false);
    // Hydrated (the same elements) by the page's own code: its live Support area is there without any action.
    expect(element.querySelector('h1')).toBe(serverHeading);
    expect(element.querySelector('[data-adopted-frame]')).not.toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('what a click in the markup does', () => {
  const at = new URL('https://oeuvre.test/artists/lena-park');
  const current = { href: at.href, origin: at.origin, pathname: at.pathname, search: at.search } as Location;
  const link = (attributes: string) => {
    const holder = document.createElement('div');
    holder.innerHTML = `<a ${attributes}>x</a>`;
    return holder.firstElementChild as HTMLAnchorElement;
  };
  const click = (init: MouseEventInit = {}) => new MouseEvent('click', { button: 0, ...init });

  it('follows a page of the app with the app, with its query and hash', () => {
    expect(inAppAddress(link('href="/venues/kukje-gallery"'), click(), current)).toBe('/venues/kukje-gallery');
    expect(inAppAddress(link('href="/artists?venue=kukje#results"'), click(), current)).toBe('/artists?venue=kukje#results');
  });

  it('leaves to the browser a section of the page, another site, a download, a new tab and the server’s own addresses', () => {
    expect(inAppAddress(link('href="#selected-works"'), click(), current)).toBeUndefined();
    expect(inAppAddress(link('href="https://elsewhere.example/"'), click(), current)).toBeUndefined();
    expect(inAppAddress(link('href="/api/artists/lena-park/cv.pdf" download="lena-park-cv.pdf"'), click(), current)).toBeUndefined();
    expect(inAppAddress(link('href="/uploads/aa/x-1600.webp"'), click(), current)).toBeUndefined();
    expect(inAppAddress(link('href="/artists" target="_blank"'), click(), current)).toBeUndefined();
    expect(inAppAddress(link('href="/artists"'), click({ ctrlKey: true }), current)).toBeUndefined();
    expect(inAppAddress(link('href="/artists"'), click({ button: 1 }), current)).toBeUndefined();
    expect(inAppAddress(link(''), click(), current)).toBeUndefined();
  });

  it('finds the same control again in a page drawn anew, from its section', () => {
    const draw = () => {
      const frame = document.createElement('div');
      frame.innerHTML = '<header><h1>x</h1></header><section id="gallery"><ul><li><button>a</button></li><li><button>b</button></li></ul></section>';
      return frame;
    };
    const before = draw();
    const place = placeOf(before.querySelectorAll('button')[1]!, before);
    expect(place).toEqual({ anchor: 'gallery', path: [0, 1, 0] });
    const after = draw();
    expect(elementAt(place, after)).toBe(after.querySelectorAll('button')[1]);
    expect(elementAt({ anchor: 'gone', path: [0] }, after)).toBeUndefined();
  });
});
