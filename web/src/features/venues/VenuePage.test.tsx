import type { VenueDetail, VenueEventsPage } from '@oeuvre/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeNetwork, json, renderPage } from '@/test/render';
import { VenuePage } from './VenuePage';

const show = (i: number) => ({
  year: String(2024 - i),
  title: `Show ${i}`,
  kind: 'group' as const,
  artists: [{ slug: `artist-${i}`, name: `Artist ${i}` }],
  artistCount: 1,
});

function venue(): VenueDetail {
  return {
    slug: 'busy-hall',
    name: 'Busy Hall',
    city: 'Lyon',
    country: 'France',
    kind: 'art-centre',
    website: null,
    wikidata: null,
    aliases: ['Busy Hall'],
    artistCount: 40,
    exhibitions: Array.from({ length: 30 }, (_, i) => show(i)),
    residents: [],
    collection: [],
    alumni: [],
    teachers: [],
    totals: { exhibitions: 32, residents: 0, collection: 0, alumni: 0, teachers: 0 },
  };
}

const secondPage: VenueEventsPage = { list: 'exhibitions', events: [show(30), show(31)], total: 32, page: 2, pages: 2 };

afterEach(() => vi.unstubAllGlobals());

describe('a venue page', () => {
  it("shows a list's first page and adds the next one below it on 'Show more'", async () => {
    const network = fakeNetwork({
      '/api/venues/busy-hall': () => json(venue()),
      '/api/venues/busy-hall/events': () => json(secondPage),
    });
    vi.stubGlobal('fetch', network.fetch);
    renderPage(<VenuePage />, { route: '/venues/busy-hall', path: '/venues/:slug' });
    const exhibitions = await screen.findByRole('region', { name: 'Exhibitions' });
    expect(within(exhibitions).getAllByRole('listitem')).toHaveLength(30);
    await userEvent.click(within(exhibitions).getByRole('button', { name: 'Show more (30 of 32)' }));
    expect((await within(exhibitions).findByRole('link', { name: 'Artist 31' })).getAttribute('href')).toBe('/artists/artist-31');
    expect(within(exhibitions).getAllByRole('listitem')).toHaveLength(32);
    // Everything is shown: no button any more.
    expect(within(exhibitions).queryByRole('button')).toBeNull();
    expect(network.calls.map((c) => c.url)).toContain('/api/venues/busy-hall/events?list=exhibitions&page=2');
  });

  it('says so when the next page could not be loaded, keeps what is shown and lets the visitor try again', async () => {
    let fail = true;
    const network = fakeNetwork({
      '/api/venues/busy-hall': () => json(venue()),
      '/api/venues/busy-hall/events': () => (fail ? json({ error: 'Service unavailable' }, 503) : json(secondPage)),
    });
    vi.stubGlobal('fetch', network.fetch);
    renderPage(<VenuePage />, { route: '/venues/busy-hall', path: '/venues/:slug' });
    const exhibitions = await screen.findByRole('region', { name: 'Exhibitions' });
    await userEvent.click(within(exhibitions).getByRole('button', { name: 'Show more (30 of 32)' }));
    expect((await within(exhibitions).findByRole('alert')).textContent).toContain('These could not be loaded. Please try again.');
    expect(within(exhibitions).getAllByRole('listitem')).toHaveLength(30);
    fail = false;
    await userEvent.click(within(exhibitions).getByRole('button', { name: 'Show more (30 of 32)' }));
    await within(exhibitions).findByRole('link', { name: 'Artist 30' });
    expect(within(exhibitions).queryByRole('alert')).toBeNull();
  });
});
