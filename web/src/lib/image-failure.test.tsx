import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ArtistImage } from '@/components/ArtistImage';
import { Avatar } from '@/components/Avatar';
import { WorkImage } from '@/features/artist/components/WorkImage';

/** The server's markup of `node`, its images already broken (as a browser finds them), then adopted by React. */
async function hydrateBroken(node: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(node);
  document.body.append(container);
  const serverImg = container.querySelector('img');
  expect(serverImg, 'the server renders an img').not.toBeNull();
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, node);
  });
  return {
    container,
    cleanup: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

describe('an image that failed before the app took over a server-rendered page', () => {
  let cleanup = () => {};
  afterEach(() => cleanup());

  it("an artist's portrait gives way to the initials", async () => {
    const rendered = await hydrateBroken(
      <ArtistImage name="Lena Park" url="/uploads/ab/gone-1600.webp" size="large" />,
    );
    cleanup = rendered.cleanup;
    expect(rendered.container.querySelector('img')).toBeNull();
    const fallback = screen.getByRole('img', { name: 'Lena Park' });
    expect(fallback.className).toContain('artist-image-initials');
    expect(fallback.textContent).toBe('LP');
  });

  it('a work gives way to "Image unavailable"', async () => {
    const rendered = await hydrateBroken(<WorkImage src="/uploads/ab/gone-400.webp" alt="Ebb" />);
    cleanup = rendered.cleanup;
    expect(rendered.container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Ebb' }).textContent).toBe('Image unavailable');
  });

  it('an avatar gives way to the initials', async () => {
    const rendered = await hydrateBroken(<Avatar name="Frida Kahlo" imageUrl="/uploads/ab/gone-1600.webp" />);
    cleanup = rendered.cleanup;
    expect(screen.getByRole('img', { name: 'Frida Kahlo' }).getAttribute('data-initials')).toBe('FK');
  });
});

describe('the markup a server renders for an image', () => {
  it('names the fallback the stylesheet draws over it if it breaks before the app runs', () => {
    expect(renderToString(<ArtistImage name="Lena Park" url="/uploads/ab/p-1600.webp" />)).toContain(
      'data-fallback="LP"',
    );
    expect(renderToString(<WorkImage src="/uploads/ab/w-400.webp" alt="" />)).toContain(
      'data-fallback="Image unavailable"',
    );
    // No inline handler: the page's CSP allows no inline code.
    expect(renderToString(<WorkImage src="/uploads/ab/w-400.webp" alt="" />)).not.toMatch(/onerror/i);
  });

  it('keeps a loading image (not complete) as it is', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<WorkImage src="/uploads/ab/w-400.webp" alt="Ebb" />);
    document.body.append(container);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(container, <WorkImage src="/uploads/ab/w-400.webp" alt="Ebb" />);
    });
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('Ebb');
    act(() => root?.unmount());
    container.remove();
  });
});
