import { toMyProfileResponse, toPublicArtistResponse } from '@oeuvre/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { connectionArtist, ownProfile, publicArtist, supportFrom } from '@/test/fixtures';
import { artistUser, fakeNetwork, json, renderPage } from '@/test/render';
import { ArtistPage } from './ArtistPage';

const lena = publicArtist();
const lenaRef = connectionArtist(lena.id, 'Lena Park');

function renderArtist(routes: Parameters<typeof fakeNetwork>[0], user: typeof artistUser | null = null) {
  const network = fakeNetwork({ '/api/connections/artist/7': () => json([]), ...routes });
  vi.stubGlobal('fetch', network.fetch);
  renderPage(<ArtistPage />, { user, route: '/artists/lena-park', path: '/artists/:slug' });
  return network;
}

describe('ArtistPage', () => {
  it("puts the born line under the name, as the CV prints it, when the birth is known (then no place of its own)", async () => {
    renderArtist({
      '/api/artists/lena-park': () =>
        json(toPublicArtistResponse(publicArtist({ birthYear: 1984, birthPlace: 'Busan' }))),
    });
    const name = await screen.findByRole('heading', { level: 1, name: 'Lena Park' });
    expect(name.nextElementSibling?.textContent).toBe('Born 1984, Busan; lives and works in Seoul, South Korea');
    expect(screen.queryByText('Seoul, South Korea')).toBeNull();
  });

  it('shows the header, statement paragraphs and only the non-empty sections, in order', async () => {
    renderArtist({
      '/api/artists/lena-park': () =>
        json(
          toPublicArtistResponse(publicArtist({
            soloExhibitions: [{ title: 'Low Water', venue: 'Kukje Gallery', city: 'Seoul', year: '2023', notes: null }],
            education: [{ degree: 'MFA', institution: 'Seoul National University', years: '2010-2012', notes: null }],
            teaching: [{ role: 'Visiting lecturer', institution: 'RISD', year: '2021' }],
            socialMedia: [{ platform: 'instagram', username: '@lenapaints' }],
          })),
        ),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Lena Park' })).toBeTruthy();
    expect(document.title).toBe('Lena Park · Oeuvre');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('Lena Park, artist based in Seoul, South Korea.');
    expect(screen.getByText('Seoul, South Korea')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'lena@example.org' }).getAttribute('href')).toBe('mailto:lena@example.org');
    const website = screen.getByRole('link', { name: /lenapark\.example/ });
    expect(website.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: /Instagram: @lenapaints/ }).getAttribute('href')).toBe('https://instagram.com/lenapaints');

    const statement = screen.getByRole('region', { name: 'Artist Statement' });
    expect(within(statement).getAllByText(/./, { selector: 'p' }).map((p) => p.textContent)).toEqual([
      'I paint tides.',
      'The sea keeps time for me.',
    ]);

    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    // The CV's one order: the exhibitions first, as galleries print them.
    expect(headings).toEqual(['Artist Statement', 'Solo Exhibitions', 'Education', 'Teaching & Lectures']);
    expect(screen.queryByRole('heading', { name: 'Group Exhibitions' })).toBeNull();
    expect(screen.getByRole('link', { name: /Back to Directory/ }).getAttribute('href')).toBe('/artists');
    // The published CV as a PDF, served by the server (a full navigation, not a client route).
    const cv = screen.getByRole('link', { name: 'Download CV (PDF)' });
    expect(cv.getAttribute('href')).toBe('/artists/lena-park/cv.pdf');
    // Both documents download under their file names, beside each other.
    expect(cv.getAttribute('download')).toBe('lena-park-cv.pdf');
    const portfolio = screen.getByRole('link', { name: 'Portfolio (PDF)' });
    expect(portfolio.getAttribute('href')).toBe('/artists/lena-park/portfolio.pdf');
    expect(portfolio.getAttribute('download')).toBe('lena-park-portfolio.pdf');
    // Not featured: no badge.
    expect(screen.queryByText('Featured')).toBeNull();
    const jump = screen.getByRole('navigation', { name: 'CV sections' });
    expect(within(jump).getAllByRole('link', { name: 'Education' })[0]?.getAttribute('href')).toBe('#education');
  });

  it('reads every field the artist entered, in the CV style: publications, collections, grants and residencies', async () => {
    renderArtist({
      '/api/artists/lena-park': () =>
        json(
          toPublicArtistResponse(publicArtist({
            publications: [
              { title: 'Painting the Tide', author: 'Ana Reis', year: '2023', link: null, type: 'review', publication: 'Frieze', pages: '12-14', notes: 'Cover story' },
              { title: 'Low Water', author: null, year: '2022', link: 'https://gallery.example/low-water', type: 'catalog', publication: 'Kukje Gallery', pages: '96', notes: null },
            ],
            collections: [
              { name: 'Tate', type: 'public', year: '2021', location: 'London', workTitle: 'Salt I', notes: 'Gift of the artist' },
              { name: 'Deutsche Bank Collection', type: 'corporate', year: null, location: null, workTitle: null, notes: null },
            ],
            grants: [
              { name: 'Rome Fellowship', grantor: 'British School at Rome', year: '2020', notes: null, type: 'fellowship', location: 'Rome', duration: '6 months', amount: '£5,000' },
            ],
            residencies: [
              { program: 'Island Residency', host: 'Ilha Arts', duration: '3 months', year: '2019', location: 'Azores', amount: null, notes: 'Studio and housing' },
            ],
          })),
        ),
    });
    const press = await screen.findByRole('region', { name: 'Publications & Press' });
    const [review, catalogue] = within(press).getAllByRole('listitem');
    expect(review?.textContent).toBe('2023Ana Reis, “Painting the Tide”, Frieze, 2023, pp. 12–14Cover story');
    expect(catalogue?.textContent).toBe('2022Low Water (opens in a new tab), Kukje Gallery, 2022, p. 96');
    expect(within(press).getByRole('link', { name: /Low Water/ }).getAttribute('href')).toBe('https://gallery.example/low-water');
    expect(catalogue?.querySelector('cite')?.textContent).toBe('Low Water');

    const collections = within(screen.getByRole('region', { name: 'Collections' })).getAllByRole('listitem');
    expect(collections.map((li) => li.textContent)).toEqual([
      '2021Tate, LondonWork: Salt I. Gift of the artist',
      'Deutsche Bank CollectionCorporate collection',
    ]);
    expect(within(screen.getByRole('region', { name: 'Grants, Awards & Fellowships' })).getByRole('listitem').textContent).toBe(
      '2020Rome Fellowship, British School at Rome, RomeFellowship. 6 months. £5,000',
    );
    expect(within(screen.getByRole('region', { name: 'Residencies' })).getByRole('listitem').textContent).toBe(
      '2019Island Residency, Ilha Arts, Azores, 3 monthsStudio and housing',
    );
  });

  it('badges an artist an admin features', async () => {
    renderArtist({ '/api/artists/lena-park': () => json(toPublicArtistResponse(publicArtist({ featured: true }))) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lena Park' })).toBeTruthy();
    expect(screen.getByText('Featured')).toBeTruthy();
  });

  it('shows a visitor no supporters widget while the artist has none', async () => {
    renderArtist({ '/api/artists/lena-park': () => json(toPublicArtistResponse(publicArtist())) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lena Park' })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.connection-widget')).toBeNull());
    expect(screen.queryByText(/supporter/i)).toBeNull();
  });

  it('links the authority records the artist gave, and none otherwise', async () => {
    renderArtist({
      '/api/artists/lena-park': () =>
        json(toPublicArtistResponse(publicArtist({ wikidata: 'Q42', orcid: '0000-0002-1825-0097' }))),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lena Park' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Wikidata/ }).getAttribute('href')).toBe('https://www.wikidata.org/wiki/Q42');
    const orcid = screen.getByRole('link', { name: /^ORCID/ });
    expect(orcid.getAttribute('href')).toBe('https://orcid.org/0000-0002-1825-0097');
    expect(orcid.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('link', { name: /^ULAN/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^ISNI/ })).toBeNull();
  });

  it("shows 'Artist Not Found' for an unknown artist", async () => {
    renderArtist({ '/api/artists/lena-park': () => json({ message: 'Not found' }, 404) });
    expect(await screen.findByRole('heading', { name: 'Artist Not Found' })).toBeTruthy();
    expect(screen.getByText("Sorry, we couldn't find the artist you're looking for.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse All Artists' }).getAttribute('href')).toBe('/artists');
  });

  it('opens selected works in a lightbox that the keyboard can move through and close', async () => {
    const user = userEvent.setup();
    renderArtist({
      '/api/artists/lena-park': () =>
        json(
          toPublicArtistResponse(publicArtist({
            works: [
              { title: 'Ebb', medium: 'Oil on linen', dimensions: '120 x 90 cm', year: '2022', imageUrl: '/uploads/ebb.webp', exhibition: null },
              { title: 'Flood', medium: 'Oil on linen', dimensions: null, year: '2023', imageUrl: '/uploads/flood.webp', exhibition: 'Low Water' },
            ],
          })),
        ),
    });

    // Captioned as galleries do: the title in italics with the year, then the medium, then the dimensions.
    const tile = (await screen.findByRole('button', { name: 'View Ebb' })).closest('li')!;
    expect([...tile.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Ebb, 2022', 'Oil on linen', '120 x 90 cm']);
    expect(tile.querySelector('cite')?.textContent).toBe('Ebb');

    await user.click(await screen.findByRole('button', { name: 'View Ebb' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Ebb' })).toBeTruthy();
    expect([...dialog.querySelectorAll('figcaption p')].map((p) => p.textContent)).toEqual(['2022', 'Oil on linen', '120 x 90 cm']);
    expect(within(dialog).getByText('1 of 2')).toBeTruthy();

    await user.keyboard('{ArrowRight}');
    expect(await within(dialog).findByRole('heading', { name: 'Flood' })).toBeTruthy();
    expect(within(dialog).getByText('Exhibited: Low Water')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(await within(dialog).findByRole('heading', { name: 'Ebb' })).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(await within(dialog).findByRole('heading', { name: 'Flood' })).toBeTruthy();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lays works out at their own ratio: size attributes from the stored image, both stored sizes, row share by ratio', async () => {
    const wide = `/uploads/ab/${'a'.repeat(32)}-1600.webp`;
    renderArtist({
      '/api/artists/lena-park': () =>
        json(
          toPublicArtistResponse(publicArtist({
            works: [
              { title: 'Ebb', medium: 'Oil', dimensions: null, year: '2022', imageUrl: wide, exhibition: null, imageWidth: 1600, imageHeight: 800 },
              { title: 'Flood', medium: 'Oil', dimensions: null, year: '2023', imageUrl: '/uploads/flood.webp', exhibition: null },
            ],
          })),
        ),
    });
    const ebb = await screen.findByRole('button', { name: 'View Ebb' });
    const img = ebb.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '800']);
    expect(img.getAttribute('src')).toBe(`/uploads/ab/${'a'.repeat(32)}-400.webp`);
    expect(img.getAttribute('srcset')).toBe(`/uploads/ab/${'a'.repeat(32)}-400.webp 400w, ${wide} 1600w`);
    expect(img.getAttribute('sizes')).toBeTruthy();
    // A row's works share its width by their ratio (2:1 here), so they stand at one height.
    expect(ebb.closest('li')!.style.flexGrow).toBe('2');
    // A work whose size is not known yet starts square, without size attributes or a srcset of variants.
    const flood = screen.getByRole('button', { name: 'View Flood' });
    expect(flood.querySelector('img')!.hasAttribute('width')).toBe(false);
    expect(flood.querySelector('img')!.hasAttribute('srcset')).toBe(false);
    expect(flood.closest('li')!.style.flexGrow).toBe('1');
  });

  it("shows up to three supporter avatars and '+N' for the rest, and no Support button when signed out", async () => {
    renderArtist({
      '/api/artists/lena-park': () => json(toPublicArtistResponse(lena)),
      '/api/connections/artist/7': () => json([1, 2, 3, 4, 5].map((id) => supportFrom(id, lenaRef, id === 1))),
    });
    const stack = await screen.findByRole('list', { name: 'Supporters' });
    expect(within(stack).getAllByRole('link')).toHaveLength(3);
    expect(within(stack).getByRole('link', { name: 'Friend 1, Connection' })).toBeTruthy();
    expect(within(stack).getByRole('link', { name: 'Friend 2, Supporter' })).toBeTruthy();
    expect(within(stack).getByText('+2')).toBeTruthy();
    expect(screen.getByText('5 supporters')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Support' })).toBeNull();
  });

  it("shows its owner a preview of a profile that is not public yet, marked as such; anyone else 'Artist Not Found'", async () => {
    const draft = ownProfile({
      slug: 'lena-park',
      fullName: 'Lena Draft',
      soloExhibitions: [{ id: 1, title: 'Low Water', venue: 'Kukje Gallery', city: 'Seoul', year: '2023', notes: null }],
    });
    const network = renderArtist(
      {
        '/api/artists/lena-park': () => json({ message: 'Artist not found' }, 404),
        '/api/my-profile': () => json(toMyProfileResponse(draft)),
      },
      artistUser,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Lena Draft' })).toBeTruthy();
    const banner = screen.getByRole('status');
    expect(within(banner).getByRole('heading', { name: 'Preview — not public' })).toBeTruthy();
    expect(banner.textContent).toContain('Only you can see this page.');
    expect(document.title).toBe('Lena Draft (Preview — not public) · Oeuvre');
    expect(screen.getByRole('heading', { level: 2, name: 'Solo Exhibitions' })).toBeTruthy();
    // The draft's CV, not the public one (there is none); no support for a page nobody else sees.
    expect(screen.getByRole('link', { name: 'Download CV (PDF)' }).getAttribute('href')).toBe('/api/my-profile/cv.pdf');
    expect(screen.getByRole('link', { name: 'Portfolio (PDF)' }).getAttribute('href')).toBe('/api/my-profile/portfolio.pdf');
    expect(screen.queryByRole('button', { name: 'Support' })).toBeNull();
    expect(network.calls.some((c) => c.url.startsWith('/api/connections'))).toBe(false);
  });

  it("shows 'Artist Not Found' to a signed-in artist whose own profile is another one", async () => {
    renderArtist(
      {
        '/api/artists/lena-park': () => json({ message: 'Artist not found' }, 404),
        '/api/my-profile': () => json(toMyProfileResponse(ownProfile())),
      },
      artistUser,
    );
    expect(await screen.findByRole('heading', { name: 'Artist Not Found' })).toBeTruthy();
    expect(screen.queryByText('Preview — not public')).toBeNull();
  });

  it('lets a signed-in artist support and then stop supporting, with the toasts', async () => {
    const user = userEvent.setup();
    let supporting = false;
    const network = renderArtist(
      {
        '/api/artists/lena-park': () => json(toPublicArtistResponse(lena)),
        '/api/my-profile': () => json(toMyProfileResponse(ownProfile())),
        '/api/connections/status/7': () => json({ isSupporting: supporting, isMutualConnection: false, connectionId: supporting ? 99 : null }),
        'POST /api/connections': () => {
          supporting = true;
          return json(supportFrom(42, lenaRef), 201);
        },
        'DELETE /api/connections/99': () => {
          supporting = false;
          return new Response(null, { status: 204 });
        },
      },
      artistUser,
    );

    await user.click(await screen.findByRole('button', { name: 'Support' }));
    expect(await screen.findByText('Support Sent')).toBeTruthy();
    expect(screen.getByText('You are now supporting this artist')).toBeTruthy();
    const post = network.calls.find((c) => c.method === 'POST');
    expect(JSON.parse(String(post?.init?.body))).toEqual({ receiverId: 7 });

    const supportingButton = await screen.findByRole('button', { name: 'Supporting' });
    expect(supportingButton.getAttribute('aria-pressed')).toBe('true');
    await user.click(supportingButton);
    expect(await screen.findByText('Support Removed')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Support' })).toBeTruthy();
  });

  it("uses the server's message when support fails, and asks for a profile first when there is none", async () => {
    const user = userEvent.setup();
    renderArtist(
      {
        '/api/artists/lena-park': () => json(toPublicArtistResponse(lena)),
        '/api/my-profile': () => json({ message: 'Not found' }, 404),
        '/api/connections/status/7': () => json({ isSupporting: false, isMutualConnection: false, connectionId: null }),
      },
      artistUser,
    );
    const button = await screen.findByRole('button', { name: 'Support' });
    await waitFor(() => expect(button.className).not.toContain('bp6-loading'));
    await user.click(button);
    expect(await screen.findByText('You need to create an artist profile before supporting others')).toBeTruthy();
  });

  it('shows the server message when a support request is refused', async () => {
    const user = userEvent.setup();
    renderArtist(
      {
        '/api/artists/lena-park': () => json(toPublicArtistResponse(lena)),
        '/api/my-profile': () => json(toMyProfileResponse(ownProfile())),
        '/api/connections/status/7': () => json({ isSupporting: false, isMutualConnection: false, connectionId: null }),
        'POST /api/connections': () => json({ message: 'You are already supporting this artist' }, 409),
      },
      artistUser,
    );
    const button = await screen.findByRole('button', { name: 'Support' });
    await waitFor(() => expect(button.className).not.toContain('bp6-loading'));
    await user.click(button);
    expect(await screen.findByText('You are already supporting this artist')).toBeTruthy();
  });

  it('offers Edit CV instead of Support on your own page', async () => {
    renderArtist(
      {
        '/api/artists/lena-park': () => json(toPublicArtistResponse(lena)),
        '/api/my-profile': () => json(toMyProfileResponse(ownProfile({ id: 7 }))),
        '/api/connections/status/7': () => json({ isSupporting: false, isMutualConnection: false, connectionId: null }),
      },
      artistUser,
    );
    expect(await screen.findByRole('link', { name: 'Edit CV' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Support' })).toBeNull();
  });
});
