import { DEFAULT_CV_OPTIONS, toMyProfileResponse, type ArtistProfile } from '@oeuvre/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ownProfile } from '@/test/fixtures';
import { artistUser, fakeNetwork, json, renderPage } from '@/test/render';
import { CvEditorPage } from '../CvEditorPage';
import type { CvSelection } from './cv-selections';
import { LEAVE_UNSAVED } from './ExportTab';

const exhibition = (
  id: number,
  title: string,
  year: string,
  visibility: 'public' | 'private' = 'public',
) => ({
  id,
  title,
  venue: 'Kunsthalle',
  city: 'Basel',
  year,
  notes: null,
  visibility,
});

function profile(): ArtistProfile {
  return ownProfile({
    website: 'https://frida.example',
    artistStatement: 'Self-portraits and the body as a place of memory.',
    soloExhibitions: [exhibition(11, 'Silt', '2019')],
    groupExhibitions: [
      exhibition(21, 'Tides', '2021'),
      exhibition(22, 'Common Ground', '2018'),
      exhibition(23, 'Back Room', '2020', 'private'),
    ],
    education: [
      { id: 31, degree: 'MFA', institution: 'Slade', years: '2012-2014', notes: null, visibility: 'public' },
    ],
    works: [
      {
        id: 41,
        title: 'Low Tide',
        medium: 'Oil on linen',
        dimensions: null,
        year: '2022',
        imageUrl: '/uploads/a.webp',
        exhibition: null,
        visibility: 'public',
      },
    ],
  } as unknown as Partial<ArtistProfile>);
}

const saved = (overrides: Partial<CvSelection> = {}): CvSelection => ({
  id: 7,
  name: 'Residency',
  ...DEFAULT_CV_OPTIONS,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

function serve(selections: CvSelection[], overrides: Parameters<typeof fakeNetwork>[0] = {}) {
  let list = selections;
  const network = fakeNetwork({
    '/api/my-profile': () => json(toMyProfileResponse(profile())),
    'GET /api/my-profile/cv-selections': () => json(list),
    'POST /api/my-profile/cv-selections': (init) => {
      const created = { id: 9, ...JSON.parse(String(init?.body)) } as CvSelection;
      list = [...list, created];
      return json(created, 201);
    },
    'PATCH /api/my-profile/cv-selections/7': (init) => {
      const updated = { ...list.find((s) => s.id === 7)!, ...JSON.parse(String(init?.body)) } as CvSelection;
      list = list.map((s) => (s.id === 7 ? updated : s));
      return json(updated);
    },
    'DELETE /api/my-profile/cv-selections/7': () => {
      list = list.filter((s) => s.id !== 7);
      return new Response(null, { status: 204 });
    },
    ...overrides,
  });
  vi.stubGlobal('fetch', network.fetch);
  return network;
}

const bodyOf = (network: ReturnType<typeof serve>, method: string) =>
  JSON.parse(String(network.calls.filter((c) => c.method === method).at(-1)?.init?.body)) as Record<
    string,
    unknown
  >;

async function openExport() {
  renderPage(<CvEditorPage />, { user: artistUser, route: '/create-cv?tab=export' });
  return screen.findByRole('region', { name: 'Preview of the CV' });
}

const headings = (preview: HTMLElement) =>
  within(preview)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const link = (name: string) => screen.getByRole('link', { name });
/** An entry's line by its words (the title in it is a run of its own, in italics). */
const entryLine = (preview: HTMLElement, words: string) =>
  within(preview).getByText(
    (_, node) => node?.classList.contains('cv-line') === true && node.textContent === words,
  );

// Each test clicks through many choices: seconds on a busy machine.
describe('the Export tab', { timeout: 20_000 }, () => {
  it('previews the whole CV as the PDF lays it out, with the downloads of the whole CV; private entries are marked and left out', async () => {
    serve([]);
    const preview = await openExport();
    expect(screen.getAllByRole('tab').at(-1)?.textContent).toBe('Export');
    expect(within(preview).getByText('Frida Kahlo')).toBeTruthy();
    expect(within(preview).getByText('Lives and works in Mexico City, Mexico')).toBeTruthy();
    expect(within(preview).getByText('frida@example.org · https://frida.example')).toBeTruthy();
    expect(within(preview).queryByText(/Self-portraits/)).toBeNull();
    expect(headings(preview)).toEqual(['Solo Exhibitions', 'Group Exhibitions', 'Education']);
    expect(within(preview).getByText('2012–2014')).toBeTruthy();
    expect(entryLine(preview, 'Tides, Kunsthalle, Basel').querySelector('cite')?.textContent).toBe('Tides');
    expect(within(preview).queryByText(/Back Room/)).toBeNull();

    expect(link('Download PDF').getAttribute('href')).toBe('/api/my-profile/cv.pdf');
    expect(link('Download portfolio PDF').getAttribute('href')).toBe('/api/my-profile/portfolio.pdf');
    expect(link('Download JSON').getAttribute('href')).toBe('/api/my-profile/cv.json');

    await userEvent.click(screen.getByRole('button', { name: 'Group Exhibitions entries, 2 of 3' }));
    const list = screen.getByRole('list', { name: 'Group Exhibitions entries' });
    const hidden = within(list).getByRole('checkbox', { name: /Back Room/ });
    expect((hidden as HTMLInputElement).checked).toBe(false);
    expect(hidden.closest('label')?.textContent).toContain('Private');
  });

  it('still previews and downloads the whole CV when the saved selections cannot be loaded', async () => {
    serve([], { 'GET /api/my-profile/cv-selections': () => json({ message: 'boom' }, 500) });
    const preview = await openExport();
    expect(
      await screen.findByText('Your saved selections could not be loaded. Please try again later.'),
    ).toBeTruthy();
    expect(headings(preview)).toEqual(['Solo Exhibitions', 'Group Exhibitions', 'Education']);
    expect(link('Download PDF').getAttribute('href')).toBe('/api/my-profile/cv.pdf');
  });

  it('builds a selection: unchecked entries make a "Selected" heading, sections move and drop out, then it is saved by name and downloaded with ?selection=', async () => {
    const user = userEvent.setup();
    const network = serve([]);
    const preview = await openExport();

    await user.click(screen.getByRole('button', { name: 'Group Exhibitions entries, 2 of 3' }));
    await user.click(screen.getByRole('checkbox', { name: /Common Ground/ }));
    expect(headings(preview)).toEqual(['Solo Exhibitions', 'Selected Group Exhibitions', 'Education']);
    await user.click(screen.getByRole('checkbox', { name: /Back Room/ }));
    expect(entryLine(preview, 'Back Room, Kunsthalle, Basel')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Move Solo Exhibitions down' }));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Solo Exhibitions down');
    await user.click(screen.getByRole('checkbox', { name: 'Education' }));
    expect(headings(preview)).toEqual(['Selected Group Exhibitions', 'Solo Exhibitions']);

    // Unsaved: the server only knows saved selections, so the downloads wait.
    expect(link('Download PDF').getAttribute('href')).toBeNull();
    expect(link('Download PDF').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText(/Save these choices as a selection to download them/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save as a new selection' }));
    const name = screen.getByLabelText('Name of the new selection');
    expect(document.activeElement).toBe(name);
    await user.type(name, '  Residency  ');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() =>
      expect(link('Download PDF').getAttribute('href')).toBe('/api/my-profile/cv.pdf?selection=9'),
    );
    expect(link('Download portfolio PDF').getAttribute('href')).toBe(
      '/api/my-profile/portfolio.pdf?selection=9',
    );
    expect(link('Download JSON').getAttribute('href')).toBe('/api/my-profile/cv.json?selection=9');
    expect((screen.getByLabelText('Document') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      'Residency',
    );
    expect(bodyOf(network, 'POST')).toEqual({
      name: 'Residency',
      sections: [
        { section: 'groupExhibitions', entries: ['groupExhibitions:21', 'groupExhibitions:23'] },
        { section: 'soloExhibitions', entries: null },
        ...DEFAULT_CV_OPTIONS.sections.filter(
          (s) => !['soloExhibitions', 'groupExhibitions', 'education'].includes(s.section),
        ),
      ],
      works: null,
      includeContact: true,
      includeStatement: false,
      pageSize: 'A4',
      headingStyle: 'selected',
    });
    expect(screen.queryByRole('button', { name: 'Save selection' })).toBeNull();
  });

  it('keeps the focus on a section moved to the top with the keyboard (its other arrow)', async () => {
    const user = userEvent.setup();
    serve([]);
    const preview = await openExport();
    screen.getByRole('button', { name: 'Move Group Exhibitions up' }).focus();
    await user.keyboard('{Enter}');
    expect(headings(preview)).toEqual(['Group Exhibitions', 'Solo Exhibitions', 'Education']);
    expect(
      (screen.getByRole('button', { name: 'Move Group Exhibitions up' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Group Exhibitions down'),
    );
    await user.keyboard('{Enter}');
    expect(headings(preview)).toEqual(['Solo Exhibitions', 'Group Exhibitions', 'Education']);
  });

  it('says so when nothing is left to show', async () => {
    const user = userEvent.setup();
    serve([]);
    const preview = await openExport();
    for (const section of ['Solo Exhibitions', 'Group Exhibitions', 'Education']) {
      await user.click(screen.getByRole('checkbox', { name: section }));
    }
    expect(within(preview).queryAllByRole('heading', { level: 3 })).toEqual([]);
    expect(within(preview).getByText(/No entries to show/)).toBeTruthy();
  });

  it("shows the server's messages: a name already taken, a selection of nothing", async () => {
    const user = userEvent.setup();
    const network = serve([saved()], {
      'POST /api/my-profile/cv-selections': () =>
        json({ message: 'A selection with this name already exists' }, 409),
      'PATCH /api/my-profile/cv-selections/7': () => json({ message: 'Choose at least one section' }, 400),
    });
    await openExport();

    await user.click(screen.getByRole('button', { name: 'New selection' }));
    await user.type(screen.getByLabelText('Name of the new selection'), 'Residency');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('A selection with this name already exists')).toBeTruthy();
    expect(screen.getByLabelText('Name of the new selection').getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.selectOptions(screen.getByLabelText('Document'), 'Residency');
    expect(link('Download PDF').getAttribute('href')).toBe('/api/my-profile/cv.pdf?selection=7');
    for (const section of [
      'Solo Exhibitions',
      'Group Exhibitions',
      'Education',
      'Residencies',
      'Grants, Awards & Fellowships',
      'Collections',
      'Commissions & Public Works',
      'Publications & Press',
      'Teaching & Lectures',
      'Affiliations & Memberships',
    ]) {
      await user.click(screen.getByRole('checkbox', { name: section }));
    }
    // Saved as the artist goes: the refusal comes back as soon as the choices rest.
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain('Not saved');
    expect(alert.textContent).toContain('Choose at least one section');
    expect(bodyOf(network, 'PATCH')).toMatchObject({ sections: [] });
    const patches = () => network.calls.filter((c) => c.method === 'PATCH').length;
    const before = patches();
    // A download tries the save first and does not start while it is refused.
    await user.click(link('Download PDF'));
    await waitFor(() => expect(patches()).toBe(before + 1));
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(patches()).toBe(before + 2));
    expect(screen.getByRole('alert').textContent).toContain('Choose at least one section');
  });

  it('a saved selection takes each change as the artist goes: Saving…, then Saved; downloads stay open', async () => {
    const user = userEvent.setup();
    const network = serve([
      saved({ sections: [{ section: 'groupExhibitions', entries: ['groupExhibitions:21'] }] }),
    ]);
    const preview = await openExport();
    await user.selectOptions(screen.getByLabelText('Document'), 'Residency');
    expect(headings(preview)).toEqual(['Selected Group Exhibitions']);
    // The order of the editor: the selection's sections first, then the others (left out).
    expect((screen.getByRole('checkbox', { name: 'Solo Exhibitions' }) as HTMLInputElement).checked).toBe(
      false,
    );

    await user.click(screen.getByRole('checkbox', { name: 'Artist statement' }));
    await user.click(
      screen.getByRole('checkbox', { name: "'Selected' headings when a section shows only some entries" }),
    );
    await user.click(screen.getByRole('radio', { name: 'Letter' }));
    await user.click(screen.getByRole('checkbox', { name: /Low Tide/ }));
    expect(within(preview).getByText(/Self-portraits and the body/)).toBeTruthy();
    expect(headings(preview)).toEqual(['Group Exhibitions']);
    expect(preview.querySelector('[data-page-size]')?.getAttribute('data-page-size')).toBe('Letter');
    expect(screen.getByText('Saving…')).toBeTruthy();
    // The downloads never wait for a button: they follow the selection as saved.
    expect(link('Download PDF').getAttribute('href')).toBe('/api/my-profile/cv.pdf?selection=7');
    expect(screen.queryByRole('button', { name: 'Save selection' })).toBeNull();

    expect(await screen.findByText('Saved', {}, { timeout: 3000 })).toBeTruthy();
    // One save for the four changes made in a row.
    expect(network.calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
    expect(bodyOf(network, 'PATCH')).toEqual({
      sections: [{ section: 'groupExhibitions', entries: ['groupExhibitions:21'] }],
      works: [],
      includeContact: true,
      includeStatement: true,
      pageSize: 'Letter',
      headingStyle: 'plain',
    });
  });

  it('leaving the tab with a change not yet saved saves it at once', async () => {
    const user = userEvent.setup();
    const network = serve([saved()]);
    await openExport();
    await user.selectOptions(screen.getByLabelText('Document'), 'Residency');
    await user.click(screen.getByRole('radio', { name: 'Letter' }));
    await user.click(screen.getByRole('tab', { name: 'Basic Info' }));
    await waitFor(() => expect(network.calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(bodyOf(network, 'PATCH')).toMatchObject({ pageSize: 'Letter' });
  });

  it('choices of the whole CV not saved as a selection: leaving the tab asks first, Discard gives them up', async () => {
    const user = userEvent.setup();
    serve([]);
    const preview = await openExport();
    await user.click(screen.getByRole('checkbox', { name: 'Education' }));
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    await user.click(screen.getByRole('tab', { name: 'Basic Info' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(LEAVE_UNSAVED));
    expect(screen.getByRole('tab', { name: 'Export' }).getAttribute('aria-selected')).toBe('true');
    expect(headings(preview)).toEqual(['Solo Exhibitions', 'Group Exhibitions']);

    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(headings(preview)).toEqual(['Solo Exhibitions', 'Group Exhibitions', 'Education']);
    expect(link('Download PDF').getAttribute('href')).toBe('/api/my-profile/cv.pdf');
    confirm.mockClear();
    await user.click(screen.getByRole('tab', { name: 'Basic Info' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Basic Info' }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(confirm).not.toHaveBeenCalled();
  });

  it('renames a selection and deletes it after one confirmation', async () => {
    const user = userEvent.setup();
    const network = serve([saved()]);
    await openExport();
    await user.selectOptions(screen.getByLabelText('Document'), 'Residency');

    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const name = screen.getByLabelText('New name');
    expect((name as HTMLInputElement).value).toBe('Residency');
    await user.clear(name);
    await user.type(name, 'Open call{Enter}');
    await waitFor(() => expect(screen.queryByLabelText('New name')).toBeNull());
    expect(bodyOf(network, 'PATCH')).toEqual({ name: 'Open call' });
    expect((screen.getByLabelText('Document') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      'Open call',
    );

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Delete the selection “Open call”?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(network.calls.some((c) => c.method === 'DELETE')).toBe(true));
    await waitFor(() => expect((screen.getByLabelText('Document') as HTMLSelectElement).value).toBe('whole'));
    expect(screen.queryByRole('option', { name: 'Open call' })).toBeNull();
    expect(link('Download PDF').getAttribute('href')).toBe('/api/my-profile/cv.pdf');
  });
});
