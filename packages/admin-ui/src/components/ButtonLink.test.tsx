import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { ButtonLink, ExternalButtonLink } from './ButtonLink.tsx';

function renderAt(element: ReactElement) {
  const router = createMemoryRouter(
    [
      { path: '/admin/artists', element },
      { path: '/admin/artists/:id/edit', element: <h1>Editing</h1> },
    ],
    { initialEntries: ['/admin/artists'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ButtonLink', () => {
  test('is a link with the address, drawn as a Blueprint button, and the router follows it', () => {
    const router = renderAt(<ButtonLink to="/admin/artists/4/edit" icon="edit" text="Edit" minimal aria-label="Edit Ada" />);
    const link = screen.getByRole('link', { name: 'Edit Ada' });
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/admin/artists/4/edit');
    expect(link.className).toMatch(/bp6-button/);
    expect(link.className).toMatch(/bp6-minimal/);
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe('/admin/artists/4/edit');
    expect(screen.getByRole('heading', { name: 'Editing' })).toBeTruthy();
  });

  test('a click with a modifier key is left to the browser (a new tab), not followed in the app', () => {
    const router = renderAt(<ButtonLink to="/admin/artists/4/edit" text="Edit" />);
    fireEvent.click(screen.getByRole('link', { name: 'Edit' }), { ctrlKey: true });
    expect(router.state.location.pathname).toBe('/admin/artists');
  });

  test('an external page opens in a new tab, without giving it this window', () => {
    renderAt(<ExternalButtonLink href="https://oeuvre.example/artists/ada" icon="share" text="View" aria-label="View Ada" />);
    const link = screen.getByRole('link', { name: 'View Ada' });
    expect(link.getAttribute('href')).toBe('https://oeuvre.example/artists/ada');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.className).toMatch(/bp6-button/);
  });
});
