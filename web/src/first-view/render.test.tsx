// @vitest-environment node
// The first view as the server renders it: in Node, with no document, from the app's own routes.
import { describe, expect, it } from 'vitest';
import { publicArtist } from '@/test/fixtures';
import { artistKey, readFirstViewFallback } from './first-view-data';
import { renderFirstView } from './render';

const at = (path: string) => new URL(path, 'http://oeuvre.test');

describe('the first view', () => {
  it('renders the landing page with the header, its account placeholder and no sign-in state yet', async () => {
    const html = await renderFirstView(at('/'));
    expect(html).toContain('A Living Record of Artistic Practice');
    expect(html).toContain('class="hero-lead"');
    expect(html).toContain('data-testid="account-placeholder"');
    expect(html).not.toContain('Sign Out');
  });

  it('renders the directory in its loading state, with the search from the address', async () => {
    const html = await renderFirstView(at('/artists?q=berlin&page=2'));
    expect(html).toContain('<h1 class="page-title">Artist Directory</h1>');
    expect(html).toContain('class="page-lead"');
    expect(html).toContain('value="berlin"');
    expect(html).toContain('Loading artists');
    expect(html).toContain('aria-current="page"');
  });

  it("renders an artist's page from the data it is given, every text escaped", async () => {
    const artist = publicArtist({
      slug: 'lena-park',
      fullName: 'Lena <img src=x onerror=alert(1)> Park',
      artistStatement: 'First paragraph about tides.\n\nSecond </script><script>alert(2)</script>',
    });
    const html = (await renderFirstView(at('/artists/lena-park'), { artist })) ?? '';
    expect(html).toContain('Lena &lt;img src=x onerror=alert(1)&gt; Park');
    expect(html).toContain('First paragraph about tides.');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(html).not.toMatch(/<img src=x|<script/);
    expect(html).toContain('class="artist-image"');
  });

  it('without the data, an artist page is its loading state, never another artist', async () => {
    const html = (await renderFirstView(at('/artists/someone'))) ?? '';
    expect(html).not.toContain('Lena');
    expect(html).toContain('app-main');
  });

  it('the content pages render their text', async () => {
    expect(await renderFirstView(at('/privacy'))).toContain('Cookies');
    expect(await renderFirstView(at('/faq'))).toContain('<h1');
  });
});

describe('the data sent with a first view', () => {
  const page = (body: string) => {
    const doc = { getElementById: (id: string) => (id === 'first-view-data' && body ? { textContent: body } : null) };
    return doc as unknown as Document;
  };

  it("becomes the SWR entry the artist page asks for", () => {
    const artist = publicArtist();
    expect(readFirstViewFallback(page(JSON.stringify({ artist })))).toEqual({ [artistKey('lena-park')]: artist });
  });

  it('is ignored when missing, unreadable or not an artist', () => {
    expect(readFirstViewFallback(page(''))).toEqual({});
    expect(readFirstViewFallback(page('{not json'))).toEqual({});
    expect(readFirstViewFallback(page('{"artist":{}}'))).toEqual({});
  });
});
