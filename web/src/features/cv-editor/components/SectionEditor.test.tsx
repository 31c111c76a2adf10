import { type ArtistProfile, toMyProfileResponse } from '@oeuvre/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useMyProfile } from '@/lib/my-profile';
import { ownProfile } from '@/test/fixtures';
import { artistUser, fakeNetwork, json, renderPage } from '@/test/render';
import { SectionEditor } from './SectionEditor';

function Awards() {
  const { profile } = useMyProfile();
  return profile ? <SectionEditor kind="awards" artistId={profile.id} items={profile.awards} /> : null;
}

function Education() {
  const { profile } = useMyProfile();
  return profile ? <SectionEditor kind="education" artistId={profile.id} items={profile.education} /> : null;
}

/** A tiny server holding one profile: section calls change it, /api/my-profile reads it. */
function serveProfile(initial: ArtistProfile, overrides: Parameters<typeof fakeNetwork>[0] = {}) {
  let profile = initial;
  let nextId = 100;
  const network = fakeNetwork({
    '/api/my-profile': () => json(toMyProfileResponse(profile)),
    'POST /api/artists/42/awards': (init) => {
      const award = { id: nextId++, notes: null, ...JSON.parse(String(init?.body)) };
      profile = { ...profile, awards: [...profile.awards, award] };
      return json(award, 201);
    },
    'PATCH /api/artists/42/awards/5': (init) => {
      const award = { ...profile.awards[0]!, ...JSON.parse(String(init?.body)) };
      profile = { ...profile, awards: [award] };
      return json(award);
    },
    'PUT /api/artists/42/awards/order': (init) => {
      const { ids } = JSON.parse(String(init?.body)) as { ids: number[] };
      profile = { ...profile, awards: ids.map((id) => profile.awards.find((a) => a.id === id)!) };
      return json(profile.awards);
    },
    'DELETE /api/artists/42/awards/5': () => {
      profile = { ...profile, awards: [] };
      return new Response(null, { status: 204 });
    },
    ...overrides,
  });
  vi.stubGlobal('fetch', network.fetch);
  return network;
}

const award = { id: 5, name: 'Turner Prize', presenter: 'Tate', year: '2021', notes: null };

describe('SectionEditor', () => {
  it('shows the empty message, validates with the exact messages, then adds the entry and refetches the profile', async () => {
    const user = userEvent.setup();
    const network = serveProfile(ownProfile());
    renderPage(<Awards />, { user: artistUser });

    expect(await screen.findByText('No awards added yet...')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add award' }));
    const form = screen.getByRole('form', { name: 'Add award' });
    expect(screen.getByRole('button', { name: 'Add award' }).hasAttribute('disabled')).toBe(true);

    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(within(form).getByText('Award name is required')).toBeTruthy();
    expect(within(form).getByText('Presenter/Organization is required')).toBeTruthy();
    expect(within(form).getByText('Year is required')).toBeTruthy();
    expect(within(form).getByLabelText('Award name *').getAttribute('aria-invalid')).toBe('true');
    expect(network.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(form).getByLabelText('Award name *'), 'Hugo Boss Prize');
    await user.type(within(form).getByLabelText('Presenter/Organization *'), 'Guggenheim');
    await user.type(within(form).getByLabelText('Year *'), '2022');
    await user.click(within(form).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Hugo Boss Prize')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    const post = network.calls.find((c) => c.method === 'POST')!;
    expect(JSON.parse(String(post.init?.body))).toEqual({
      name: 'Hugo Boss Prize',
      presenter: 'Guggenheim',
      year: '2022',
      notes: null,
    });
    expect(network.calls.filter((c) => c.url === '/api/my-profile').length).toBe(2);
  });

  it('edits inline and disables the other buttons while the form is open', async () => {
    const user = userEvent.setup();
    const network = serveProfile(ownProfile({ awards: [award, { ...award, id: 6, name: 'Prix de Rome' }] }));
    renderPage(<Awards />, { user: artistUser });

    await user.click(await screen.findByRole('button', { name: 'Edit Turner Prize' }));
    const form = screen.getByRole('form', { name: 'Edit award' });
    expect((within(form).getByLabelText('Award name *') as HTMLInputElement).value).toBe('Turner Prize');
    for (const name of ['Add award', 'Edit Prix de Rome', 'Delete Prix de Rome']) {
      expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
    }

    const year = within(form).getByLabelText('Year *');
    await user.clear(year);
    await user.type(year, '2019');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Tate, 2019')).toBeTruthy();
    expect(network.calls.find((c) => c.method === 'PATCH')?.url).toBe('/api/artists/42/awards/5');
    expect(screen.getByRole('button', { name: 'Add award' }).hasAttribute('disabled')).toBe(false);
  });

  it('closes the form on Cancel without saving', async () => {
    const user = userEvent.setup();
    const network = serveProfile(ownProfile({ awards: [award] }));
    renderPage(<Awards />, { user: artistUser });
    await user.click(await screen.findByRole('button', { name: 'Add award' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(network.calls.some((c) => c.method !== 'GET')).toBe(false);
  });

  it('asks before deleting: Cancel keeps the entry and sends nothing; Delete removes it', async () => {
    const user = userEvent.setup();
    const network = serveProfile(ownProfile({ awards: [award] }));
    renderPage(<Awards />, { user: artistUser });
    await user.click(await screen.findByRole('button', { name: 'Delete Turner Prize' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask.textContent).toContain('Delete “Turner Prize” from your CV? This cannot be undone.');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(network.calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(screen.getByText('Turner Prize')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete Turner Prize' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No awards added yet...')).toBeTruthy();
    expect(network.calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/artists/42/awards/5']);
  });

  it('moves entries with the keyboard: the new order is saved in one call, the focus stays on the moved entry', async () => {
    const user = userEvent.setup();
    const awards = [award, { ...award, id: 6, name: 'Jarman Award' }, { ...award, id: 7, name: 'Paul Hamlyn Award' }];
    const network = serveProfile(ownProfile({ awards }));
    renderPage(<Awards />, { user: artistUser });
    const names = () => screen.getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent);
    expect(await screen.findByText('Turner Prize')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move Turner Prize up' }).hasAttribute('disabled')).toBe(true);

    screen.getByRole('button', { name: 'Move Turner Prize down' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(names()).toEqual(['Jarman Award', 'Turner Prize', 'Paul Hamlyn Award']));
    const put = network.calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/api/artists/42/awards/order');
    expect(JSON.parse(String(put?.init?.body))).toEqual({ ids: [6, 5, 7] });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Turner Prize down'));
    expect(screen.getByText('Turner Prize moved to position 2 of 3')).toBeTruthy();

    // At the bottom, Move down is closed and the focus goes to Move up of the same entry.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(names()).toEqual(['Jarman Award', 'Paul Hamlyn Award', 'Turner Prize']));
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Turner Prize up'));
  });

  it('puts the saved order back, with a toast, when the new one is refused', async () => {
    const user = userEvent.setup();
    const awards = [award, { ...award, id: 6, name: 'Jarman Award' }];
    serveProfile(ownProfile({ awards }), {
      'PUT /api/artists/42/awards/order': () => json({ message: 'nope' }, 500),
    });
    renderPage(<Awards />, { user: artistUser });
    await user.click(await screen.findByRole('button', { name: 'Move Jarman Award up' }));
    expect(await screen.findByText('The new order could not be saved. Please try again.')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent)).toEqual([
      'Turner Prize',
      'Jarman Award',
    ]);
  });

  it("shows the spec's failure toast when the server refuses", async () => {
    const user = userEvent.setup();
    serveProfile(ownProfile({ awards: [award] }), {
      'DELETE /api/artists/42/awards/5': () => json({ message: 'nope' }, 500),
    });
    renderPage(<Awards />, { user: artistUser });
    await user.click(await screen.findByRole('button', { name: 'Delete Turner Prize' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete award. Please try again.')).toBeTruthy();
    expect(screen.getByText('Turner Prize')).toBeTruthy();
  });

  it('shows a message that several fields share once, above the form', async () => {
    const user = userEvent.setup();
    serveProfile(ownProfile());
    renderPage(<Education />, { user: artistUser });
    await user.click(await screen.findByRole('button', { name: 'Add education' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const form = screen.getByRole('form', { name: 'Add education' });
    await waitFor(() =>
      expect(within(form).getAllByText('Institution, degree, and years are required')).toHaveLength(1),
    );
    expect(within(form).getByRole('alert').textContent).toBe('Institution, degree, and years are required');
  });
});

describe('SectionEditor: per-entry visibility', () => {
  it("marks a private entry and toggles visibility in one click ('Make private' / 'Make public')", async () => {
    const user = userEvent.setup();
    const network = serveProfile(ownProfile({ awards: [{ ...award, visibility: 'public' }] }));
    renderPage(<Awards />, { user: artistUser });

    expect(await screen.findByText('Turner Prize')).toBeTruthy();
    expect(screen.queryByText('Private')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Make private: Turner Prize' }));

    expect(await screen.findByText('Private')).toBeTruthy();
    const patch = network.calls.find((c) => c.method === 'PATCH')!;
    expect(patch.url).toBe('/api/artists/42/awards/5');
    expect(JSON.parse(String(patch.init?.body))).toEqual({ visibility: 'private' });

    await user.click(screen.getByRole('button', { name: 'Make public: Turner Prize' }));
    await waitFor(() => expect(screen.queryByText('Private')).toBeNull());
    const last = network.calls.filter((c) => c.method === 'PATCH').at(-1)!;
    expect(JSON.parse(String(last.init?.body))).toEqual({ visibility: 'public' });
  });

  it('editing a private entry keeps it private: the form sends no visibility', async () => {
    const user = userEvent.setup();
    const network = serveProfile(ownProfile({ awards: [{ ...award, visibility: 'private' }] }));
    renderPage(<Awards />, { user: artistUser });
    await user.click(await screen.findByRole('button', { name: 'Edit Turner Prize' }));
    const form = screen.getByRole('form', { name: 'Edit award' });
    await user.clear(within(form).getByLabelText('Year *'));
    await user.type(within(form).getByLabelText('Year *'), '2019');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Tate, 2019')).toBeTruthy();
    const patch = network.calls.find((c) => c.method === 'PATCH')!;
    expect(JSON.parse(String(patch.init?.body))).not.toHaveProperty('visibility');
    expect(screen.getByText('Private')).toBeTruthy();
  });

  it('says so when the change fails, and the entry keeps its visibility', async () => {
    const user = userEvent.setup();
    serveProfile(ownProfile({ awards: [{ ...award, visibility: 'private' }] }), {
      'PATCH /api/artists/42/awards/5': () => json({ message: 'nope' }, 500),
    });
    renderPage(<Awards />, { user: artistUser });
    await user.click(await screen.findByRole('button', { name: 'Make public: Turner Prize' }));
    expect(await screen.findByText('Failed to save award. Please try again.')).toBeTruthy();
    expect(screen.getByText('Private')).toBeTruthy();
  });
});
