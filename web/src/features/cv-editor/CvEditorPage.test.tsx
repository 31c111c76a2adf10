import { type ArtistProfile, toMyProfileResponse } from '@oeuvre/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ownProfile } from '@/test/fixtures';
import { artistUser, fakeNetwork, json, renderPage } from '@/test/render';
import { CvEditorPage } from './CvEditorPage';

function serve(initial: ArtistProfile | null, overrides: Parameters<typeof fakeNetwork>[0] = {}) {
  let profile = initial;
  const network = fakeNetwork({
    '/api/my-profile': () => (profile ? json(toMyProfileResponse(profile)) : json({ message: 'Not found' }, 404)),
    'POST /api/artists': (init) => {
      profile = ownProfile({ ...JSON.parse(String(init?.body)) });
      return json(profile, 201);
    },
    'PATCH /api/artists/42': (init) => {
      profile = { ...profile!, ...JSON.parse(String(init?.body)), isPending: true };
      return json(profile);
    },
    ...overrides,
  });
  vi.stubGlobal('fetch', network.fetch);
  return network;
}

const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);

describe('CvEditorPage', () => {
  it('creates a CV: the steps shown but closed until the first save, exact validation messages, then the Social tab', async () => {
    const user = userEvent.setup();
    const network = serve(null);
    renderPage(<CvEditorPage />, { user: { ...artistUser, firstName: 'F', lastName: null }, route: '/create-cv' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Create Your Artist CV' })).toBeTruthy();
    // Every step is in view from the start; only Basic Info opens, and the hint says why.
    expect(tabNames()).toEqual([
      'Basic Info', 'Social', 'Education', 'Exhibitions', 'Awards', 'Grants', 'Residencies', 'Collections', 'Press', 'Works', 'Commissions', 'Teaching', 'Affiliations', 'Export',
    ]);
    const closed = screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-disabled') === 'true');
    expect(closed.map((t) => t.textContent)).toEqual(tabNames().slice(1));
    const hint = document.getElementById(closed[0]!.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toMatch(/^Start with your basic info\. Once you save it, the other steps open/);
    await user.click(screen.getByRole('tab', { name: 'Works' }));
    expect(screen.getByRole('tab', { name: 'Basic Info' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Important' })).toBeTruthy();
    expect((screen.getByLabelText('Email *') as HTMLInputElement).value).toBe('frida@example.org');

    // A new profile keeps its email off the public page until the artist says otherwise.
    expect((screen.getByRole('checkbox', { name: 'Show my email on my public profile' }) as HTMLInputElement).checked).toBe(false);
    // The identifiers wait behind their disclosure: the first form is short.
    expect((screen.getByText('Identifiers').closest('details') as HTMLDetailsElement).open).toBe(false);
    await user.type(screen.getByLabelText('Year of birth'), '1850');
    await user.clear(screen.getByLabelText('Email *'));
    await user.type(screen.getByLabelText('Email *'), 'not-an-email');
    await user.type(screen.getByLabelText('Website'), 'lenapark');
    await user.type(screen.getByLabelText('Artist statement *'), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Create profile' }));
    for (const message of [
      'Full name is required and must be at least 2 characters',
      'Valid email is required',
      'Website must be a valid URL',
      'City is required',
      'Country is required',
      'Artist statement must be at least 20 characters',
      `Birth year must be a whole number from 1900 to ${new Date().getFullYear()}`,
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(document.activeElement?.id).toBe('basic-fullName');
    expect(network.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(screen.getByLabelText('Full name *'));
    await user.type(screen.getByLabelText('Full name *'), 'Frida Kahlo');
    await user.clear(screen.getByLabelText('Email *'));
    await user.type(screen.getByLabelText('Email *'), 'frida@example.org');
    await user.clear(screen.getByLabelText('Website'));
    await user.clear(screen.getByLabelText('Year of birth'));
    await user.type(screen.getByLabelText('Year of birth'), '1907');
    await user.type(screen.getByLabelText('Place of birth'), 'Coyoacán');
    await user.type(screen.getByLabelText('City *'), 'Coyoacán');
    await user.type(screen.getByLabelText('Country *'), 'Mexico');
    await user.type(screen.getByLabelText('Artist statement *'), ' but now it is long enough to count.');
    await user.click(screen.getByRole('checkbox', { name: 'Painting' }));
    await user.click(screen.getByRole('button', { name: 'Create profile' }));

    expect(await screen.findByText('Profile Created')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Social' }).getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Your Artist CV' })).toBeTruthy();
    expect(tabNames()).toEqual([
      'Basic Info', 'Social', 'Education', 'Exhibitions', 'Awards', 'Grants', 'Residencies', 'Collections', 'Press', 'Works', 'Commissions', 'Teaching', 'Affiliations', 'Export',
    ]);
    expect(screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-disabled') === 'true')).toEqual([]);
    expect(screen.queryByText(/^Start with your basic info/)).toBeNull();
    expect(screen.getByText('No social media links added yet...')).toBeTruthy();
    const body = JSON.parse(String(network.calls.find((c) => c.method === 'POST')?.init?.body));
    expect(body).toMatchObject({ fullName: 'Frida Kahlo', city: 'Coyoacán', country: 'Mexico', disciplines: ['painting'], website: null });
    expect(body).toMatchObject({ showEmail: false, birthYear: 1907, birthPlace: 'Coyoacán' });
  }, 20_000); // types about 150 characters key by key: under 1 s on a quiet machine, several on a busy one

  it('shows Pending Approval for a profile under review and saves changes to it', async () => {
    const user = userEvent.setup();
    const network = serve(ownProfile({ isPending: true }));
    renderPage(<CvEditorPage />, { user: artistUser, route: '/create-cv' });
    expect(await screen.findByRole('heading', { name: 'Pending Approval' })).toBeTruthy();
    expect(screen.getByText(/Your artist profile is pending approval from our administrators\./)).toBeTruthy();

    await user.clear(screen.getByLabelText('City *'));
    await user.type(screen.getByLabelText('City *'), 'Paris');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile Updated')).toBeTruthy();
    expect(network.calls.find((c) => c.method === 'PATCH')?.url).toBe('/api/artists/42');
  });

  it('authority identifiers: checked with their messages before saving, then sent normalized', async () => {
    const user = userEvent.setup();
    const network = serve(ownProfile({ isPending: false, isApproved: true }));
    renderPage(<CvEditorPage />, { user: artistUser, route: '/create-cv' });
    await user.click(await screen.findByText('Identifiers'));
    await user.type(screen.getByLabelText('ORCID iD'), '0000-0002-1825-0098');
    await user.type(screen.getByLabelText('Wikidata ID'), 'Douglas');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a valid ORCID iD like 0000-0002-1825-0097')).toBeTruthy();
    expect(screen.getByText('Enter a Wikidata ID like Q42')).toBeTruthy();
    expect(network.calls.some((c) => c.method === 'PATCH')).toBe(false);

    await user.clear(screen.getByLabelText('ORCID iD'));
    await user.type(screen.getByLabelText('ORCID iD'), '0000-0002-1825-0097');
    await user.clear(screen.getByLabelText('Wikidata ID'));
    await user.type(screen.getByLabelText('Wikidata ID'), 'q42');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile Updated')).toBeTruthy();
    const body = JSON.parse(String(network.calls.find((c) => c.method === 'PATCH')?.init?.body));
    expect(body).toMatchObject({ wikidata: 'Q42', orcid: '0000-0002-1825-0097', ulan: null, isni: null });
  });

  it('an identifier to correct opens its disclosure and takes the focus; the email choice is kept and sent', async () => {
    const user = userEvent.setup();
    const network = serve(ownProfile({ isPending: false, isApproved: true, showEmail: true }));
    renderPage(<CvEditorPage />, { user: artistUser, route: '/create-cv' });
    const show = (await screen.findByRole('checkbox', { name: 'Show my email on my public profile' })) as HTMLInputElement;
    expect(show.checked).toBe(true);
    await user.click(screen.getByText('Identifiers'));
    await user.type(screen.getByLabelText('ISNI'), '1234');
    await user.click(screen.getByText('Identifiers'));
    expect((screen.getByText('Identifiers').closest('details') as HTMLDetailsElement).open).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a valid ISNI (16 digits, the last may be X)')).toBeTruthy();
    expect((screen.getByText('Identifiers').closest('details') as HTMLDetailsElement).open).toBe(true);
    expect(document.activeElement?.id).toBe('basic-isni');
    await user.clear(screen.getByLabelText('ISNI'));
    await user.click(show);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile Updated')).toBeTruthy();
    const body = JSON.parse(String(network.calls.find((c) => c.method === 'PATCH')?.init?.body));
    expect(body).toMatchObject({ showEmail: false, isni: null });
  });

  it('lists residencies in a tab of their own, adds one as a grant of type residency; Grants shows the others', async () => {
    const user = userEvent.setup();
    const grant = { id: 1, type: 'grant' as const, name: 'Travel Grant', organization: 'Arts Council', year: '2019', amount: null, location: null, duration: null, description: null };
    const residency = { ...grant, id: 2, type: 'residency' as const, name: 'Island Residency', organization: 'Ilha Arts', year: '2020' };
    const network = serve(ownProfile({ isPending: false, isApproved: true, grants: [grant, residency] }), {
      'POST /api/artists/42/grants': (init) => json({ id: 3, ...JSON.parse(String(init?.body)) }, 201),
    });
    renderPage(<CvEditorPage />, { user: artistUser, route: '/create-cv?tab=residencies' });
    const [panel] = await screen.findAllByRole('tabpanel');
    expect(within(panel!).getByText('Island Residency')).toBeTruthy();
    expect(within(panel!).queryByText('Travel Grant')).toBeNull();
    await user.click(within(panel!).getByRole('button', { name: 'Add residency' }));
    const form = screen.getByRole('form', { name: 'Add residency' });
    expect(within(form).queryByLabelText('Type *')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(within(form).getByText('Name is required')).toBeTruthy();
    expect(network.calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(within(form).getByLabelText('Program *'), 'Salt Residency');
    await user.type(within(form).getByLabelText('Host *'), 'Sal Foundation');
    await user.type(within(form).getByLabelText('Year *'), '2022');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(network.calls.some((c) => c.method === 'POST')).toBe(true));
    const body = JSON.parse(String(network.calls.find((c) => c.method === 'POST')?.init?.body));
    expect(body).toMatchObject({ type: 'residency', name: 'Salt Residency', organization: 'Sal Foundation', year: '2022' });

    await user.click(screen.getByRole('tab', { name: 'Grants' }));
    const [grants] = await screen.findAllByRole('tabpanel');
    expect(within(grants!).getByText('Travel Grant')).toBeTruthy();
    expect(within(grants!).queryByText('Island Residency')).toBeNull();
    await user.click(within(grants!).getByRole('button', { name: 'Add grant' }));
    const types = [...(within(grants!).getByLabelText('Type *') as HTMLSelectElement).options].map((o) => o.value);
    expect(types).toEqual(['grant', 'fellowship']);
  });

  it('after the first visit the notes fold into one line that opens them again; a refusal stays in full', async () => {
    const user = userEvent.setup();
    serve(ownProfile({ isPending: true }));
    const first = renderPage(<CvEditorPage />, { user: artistUser, route: '/create-cv' });
    expect(await screen.findByRole('heading', { name: 'Important' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pending Approval' })).toBeTruthy();
    first.unmount();

    renderPage(<CvEditorPage />, { user: artistUser, route: '/create-cv' });
    const line = (await screen.findByText('* marks a required field.')).closest('p')!;
    expect(line.textContent).toContain('Pending Approval:');
    expect(screen.queryByRole('heading', { name: 'Important' })).toBeNull();
    await user.click(within(line).getByRole('button', { name: 'Show details' }));
    expect(screen.getByRole('heading', { name: 'Important' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pending Approval' })).toBeTruthy();
  });

  it('a refusal stays in full after the first visit', async () => {
    window.localStorage.setItem('oeuvre.editor.banners-seen', '1');
    serve(ownProfile({ isPending: false, isApproved: false, rejectionReason: 'Please add at least one exhibition.' }));
    renderPage(<CvEditorPage />, { user: artistUser, route: '/create-cv' });
    expect(await screen.findByRole('heading', { name: 'Not Approved' })).toBeTruthy();
    expect(screen.getByText('Please add at least one exhibition.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Important' })).toBeNull();
  });

  it("shows Not Approved with the reviewer's reason", async () => {
    serve(ownProfile({ isPending: false, isApproved: false, rejectionReason: 'Please add at least one exhibition.' }));
    renderPage(<CvEditorPage />, { user: artistUser, route: '/create-cv' });
    expect(await screen.findByRole('heading', { name: 'Not Approved' })).toBeTruthy();
    expect(screen.getByText('Your artist profile was not approved. Please update your information and resubmit.')).toBeTruthy();
    expect(screen.getByText('Please add at least one exhibition.')).toBeTruthy();
  });

  it('shows no review banner for a published profile, and opens the tab named in the URL', async () => {
    serve(ownProfile({ isPending: false, isApproved: true }));
    renderPage(<CvEditorPage />, { user: artistUser, route: '/create-cv?tab=exhibitions' });
    const [panel] = await screen.findAllByRole('tabpanel');
    if (!panel) throw new Error('no tab panel');
    expect(within(panel).getByRole('tab', { name: 'Solo' })).toBeTruthy();
    expect(within(panel).getByText('No solo exhibitions added yet...')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Pending Approval' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Not Approved' })).toBeNull();
  });

  it("says 'Failed to save your profile. Please try again.' when saving fails", async () => {
    const user = userEvent.setup();
    serve(ownProfile(), { 'PATCH /api/artists/42': () => json({ message: 'boom' }, 500) });
    renderPage(<CvEditorPage />, { user: artistUser, route: '/create-cv' });
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to save your profile. Please try again.')).toBeTruthy();
  });

  it("offers 'Import CV' on Create Your CV and in the editor, a link to the import's page", async () => {
    serve(null);
    const { unmount } = renderPage(<CvEditorPage />, { user: artistUser, route: '/create-cv' });
    const link = await screen.findByRole('link', { name: 'Import CV' });
    expect(link.getAttribute('href')).toBe('/create-cv/import');
    expect(screen.getByText(/before your profile is created/)).toBeTruthy();
    unmount();
    serve(ownProfile());
    renderPage(<CvEditorPage />, { user: artistUser, route: '/create-cv' });
    expect((await screen.findByRole('link', { name: 'Import CV' })).getAttribute('href')).toBe('/create-cv/import');
  });

  it('sends a signed-out visitor home with the toast', async () => {
    const { router } = renderPage(<CvEditorPage />, { user: null, route: '/create-cv', path: '/create-cv', extraRoutes: [{ path: '/', element: <p>home</p> }] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Please sign in to create or edit your CV')).toBeTruthy();
  });
});
