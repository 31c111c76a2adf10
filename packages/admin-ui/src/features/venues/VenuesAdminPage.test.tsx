import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AdminVenue, VenueMessages } from '@oeuvre/contract';
import { describe, expect, test } from 'vitest';
import { answer, type FakeHandler, fakeServer } from '../../test/fake-server.ts';
import { stats } from '../../test/fixtures.ts';
import { renderAdmin } from '../../test/render-admin.tsx';

const venue = (id: number, name: string, spelling: string): AdminVenue => ({
  id,
  slug: `venue-${id}`,
  name,
  city: 'Lisbon',
  country: 'Portugal',
  kind: 'gallery',
  website: null,
  wikidata: null,
  aliases: [{ spelling, city: 'Lisbon' }],
  artistCount: id,
  mergedInto: null,
  updatedAt: '2026-11-01T00:00:00.000Z',
});

function setup(overrides: Record<string, FakeHandler> = {}) {
  const first = venue(1, 'Galeria Azul', 'Galeria Azul');
  const second = venue(2, 'Galería Azul', 'Galería Azul');
  let suggestions = [{ id: 7, similarity: 0.8, venue: first, other: second }];
  const server = fakeServer({
    'GET /api/admin/stats': () => stats(),
    'GET /api/admin/venues': () => ({ venues: [first, second], total: 2, page: 1, pages: 1 }),
    'GET /api/admin/venues/suggestions': () => suggestions,
    'POST /api/admin/venues/suggestions/:id/dismiss': () => {
      suggestions = [];
      return undefined;
    },
    ...overrides,
  });
  return { server, ...renderAdmin(server, { path: '/admin/venues' }) };
}

describe('Venues admin: suggested merges', () => {
  test('a refused merge says why and keeps the suggestion; keeping the two apart removes it', async () => {
    const user = userEvent.setup();
    const { server } = setup({
      'POST /api/admin/venues/:id/merge': () => answer(400, { message: VenueMessages.intoMerged }),
    });
    const card = (await screen.findByText('Galeria Azul', { selector: 'strong' })).closest('[data-suggestion]') as HTMLElement;
    expect(within(card).getByText('Spellings: Galería Azul (Lisbon)')).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Merge “Galeria Azul” into “Galería Azul”' }));
    expect(await within(card).findByText(VenueMessages.intoMerged)).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/admin/venues/1/merge', body: { into: 2 } });

    await user.click(within(card).getByRole('button', { name: 'Keep apart' }));
    expect(await screen.findByText('No suggested merges.')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('[data-suggestion]')).toBeNull());
  });

  test("a refused edit shows the server's message, not its raw answer", async () => {
    const user = userEvent.setup();
    setup({ 'PATCH /api/admin/venues/:id': () => answer(400, { message: VenueMessages.name }) });
    const editor = (await screen.findByText('Galeria Azul', { selector: 'span' })).closest('[data-venue]') as HTMLElement;
    await user.clear(within(editor).getByLabelText('Name'));
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByText(VenueMessages.name)).toBeTruthy();
    expect(editor.textContent).not.toContain('{');
  });
});
