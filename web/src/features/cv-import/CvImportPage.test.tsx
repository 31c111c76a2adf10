import { type ArtistProfile, toMyProfileResponse } from '@oeuvre/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '@/test/fake-xhr';
import { ownProfile } from '@/test/fixtures';
import { artistUser, fakeNetwork, json, renderPage } from '@/test/render';
import { importOf } from './cv-import.fixtures';
import { CvImportPage } from './CvImportPage';
import { SAVED_REVIEW_KEY, useReview } from './review-store';

function serve(profile: ArtistProfile | null, overrides: Parameters<typeof fakeNetwork>[0] = {}) {
  let asked = 0;
  const network = fakeNetwork({
    'GET /api/my-profile': () =>
      profile ? json(toMyProfileResponse(profile)) : json({ message: 'Not found' }, 404),
    // Read later: the page asks until it is ready.
    'POST /api/my-profile/cv-import': () => json({ id: 7, status: 'reading' }, 202),
    'GET /api/my-profile/cv-import/7': () =>
      json(++asked < 2 ? { ...importOf(), status: 'reading' } : importOf()),
    'POST /api/my-profile/cv-import/7/apply': () =>
      json({
        artistId: 42,
        added: { groupExhibitions: 1, education: 1, affiliations: 1 },
        skipped: 0,
        personFields: ['city'],
      }),
    'DELETE /api/my-profile/cv-import/7': () => new Response(null, { status: 204 }),
    ...overrides,
  });
  vi.stubGlobal('fetch', network.fetch);
  return network;
}

function renderImport() {
  return renderPage(<CvImportPage />, {
    user: artistUser,
    route: '/create-cv/import',
    path: '/create-cv/import',
    extraRoutes: [{ path: '/create-cv', element: <h1>Editor</h1> }],
  });
}

async function readPasted(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Or paste the text of your CV'), 'My CV');
  await user.click(screen.getByRole('button', { name: 'Read pasted text' }));
  return screen.findByRole('heading', { level: 1, name: 'Review your imported CV' }, { timeout: 5000 });
}

const entry = (name: string) => screen.getByRole('listitem', { name });
const bodyOf = (network: ReturnType<typeof serve>, method: string, url: string) =>
  JSON.parse(String(network.calls.find((c) => c.method === method && c.url === url)?.init?.body));

describe('CvImportPage', () => {
  it('reads pasted text, then reviews it: sections with counts, sources, duplicates unticked, ignored lines folded', async () => {
    const user = userEvent.setup();
    const network = serve(ownProfile());
    renderImport();
    await readPasted(user);
    expect(bodyOf(network, 'POST', '/api/my-profile/cv-import')).toEqual({ text: 'My CV' });

    expect(screen.getByRole('heading', { name: 'Solo Exhibitions (2)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Education (1)' })).toBeTruthy();
    expect(within(entry('Tidewater')).getByText('2023 Tidewater, Galleri Nord, Bergen')).toBeTruthy();
    expect(within(entry('Tidewater')).getByText('From your CV, page 1')).toBeTruthy();
    const duplicate = entry('Salt Rooms');
    expect(within(duplicate).getByText('Already in your CV')).toBeTruthy();
    expect(
      (within(duplicate).getByRole('checkbox', { name: 'Add “Salt Rooms”' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(screen.getByText('1 of 2 ticked')).toBeTruthy();
    expect(
      screen.getByText('2 lines set aside: headings, your details, page numbers and repeated headers'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add 3 entries' })).toBeTruthy();
  });

  it('a tick per section, a section change, a line from the tray, then Add: the payload, the toast and the editor', async () => {
    const user = userEvent.setup();
    const network = serve(ownProfile({ city: '' }));
    const { router } = renderImport();
    await readPasted(user);

    // A section's tick: all of Awards off.
    await user.click(screen.getByRole('checkbox', { name: 'Add all Awards' }));
    expect((within(entry('Coast Prize')).getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    // A space on the focused tick brings one back.
    within(entry('Coast Prize')).getByRole('checkbox').focus();
    await user.keyboard(' ');
    expect((within(entry('Coast Prize')).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Add all Awards' }));

    // Tidewater was a group show: it moves with every field.
    await user.selectOptions(within(entry('Tidewater')).getByLabelText('Section'), 'groupExhibitions');
    expect(screen.getByRole('heading', { name: 'Group Exhibitions (1)' })).toBeTruthy();
    // Redrawn in its new section, it keeps the focus.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(entry('Tidewater')).getByLabelText('Section')),
    );
    expect((within(entry('Tidewater')).getByLabelText('Venue *') as HTMLInputElement).value).toBe(
      'Galleri Nord',
    );
    // Edited in place.
    const degree = within(entry('MFA')).getByLabelText('Degree *');
    await user.clear(degree);
    await user.type(degree, 'MFA Print');

    // A line the reader could not place goes to Affiliations, focused to complete.
    await user.selectOptions(
      screen.getByLabelText('Send to section: Member of the Bergen Printmakers'),
      'affiliations',
    );
    await user.click(screen.getByRole('button', { name: 'Send: Member of the Bergen Printmakers' }));
    expect(screen.getByRole('heading', { name: 'Affiliations (1)' })).toBeTruthy();
    await waitFor(() =>
      expect((document.activeElement as HTMLInputElement).value).toBe('Member of the Bergen Printmakers'),
    );
    await user.click(screen.getByRole('button', { name: 'Discard line: Lorem line' }));
    expect(screen.getByText('Every line has been placed.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add 3 entries' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-cv'));
    expect(bodyOf(network, 'POST', '/api/my-profile/cv-import/7/apply')).toEqual({
      entries: ['e1', 'e3'],
      person: true,
      lines: [
        {
          section: 'affiliations',
          fields: { name: 'Member of the Bergen Printmakers', type: '', duration: '' },
        },
      ],
      edits: {
        e1: {
          section: 'groupExhibitions',
          fields: { title: 'Tidewater', venue: 'Galleri Nord', city: 'Bergen', year: '2023', notes: '' },
        },
        e3: {
          fields: {
            institution: 'Bergen Academy of Art',
            degree: 'MFA Print',
            years: '2010-2012',
            notes: '',
          },
        },
      },
    });
    // One call adds everything: no section call of its own for the line.
    expect(network.calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/my-profile/cv-import',
      '/api/my-profile/cv-import/7/apply',
    ]);
    expect(await screen.findByText('CV imported')).toBeTruthy();
    expect(screen.getByText('Added Group Exhibitions: 1, Education: 1, Affiliations: 1.')).toBeTruthy();
  }, 20_000);

  it('holds Add while a ticked entry breaks its section’s rules, and focuses the field', async () => {
    const user = userEvent.setup();
    const network = serve(ownProfile());
    renderImport();
    await readPasted(user);
    await user.clear(within(entry('Tidewater')).getByLabelText('Venue *'));
    await user.click(screen.getByRole('button', { name: 'Add 3 entries' }));
    expect(
      await within(entry('Tidewater')).findByText('Title, venue, city, and year are required'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(entry('Tidewater')).getByLabelText('Venue *')),
    );
    expect(network.calls.some((c) => c.url.endsWith('/apply'))).toBe(false);
  });

  it('a newcomer: the details create the profile, so the name is required', async () => {
    const user = userEvent.setup();
    const network = serve(null);
    renderImport();
    await readPasted(user);
    expect(screen.getByText(/They create your profile/)).toBeTruthy();
    await user.clear(screen.getByLabelText('Full name *'));
    await user.click(screen.getByRole('button', { name: 'Add 3 entries' }));
    expect(await screen.findByText('Full name is required and must be at least 2 characters')).toBeTruthy();
    expect(network.calls.some((c) => c.url.endsWith('/apply'))).toBe(false);
  });

  it("shows the server's message when a file cannot be read, and Discard deletes the import", async () => {
    const user = userEvent.setup();
    const network = serve(ownProfile(), {
      'POST /api/my-profile/cv-import': (init) =>
        String(init?.body).includes('scan')
          ? json({ message: 'This PDF has no text to read' }, 422)
          : json(importOf(), 201),
    });
    const { router } = renderImport();
    await user.type(await screen.findByLabelText('Or paste the text of your CV'), 'scan');
    await user.click(screen.getByRole('button', { name: 'Read pasted text' }));
    expect(await screen.findByText('This PDF has no text to read')).toBeTruthy();
    // The pasted text is still there to correct.
    expect((screen.getByLabelText('Or paste the text of your CV') as HTMLTextAreaElement).value).toBe('scan');
    await user.clear(screen.getByLabelText('Or paste the text of your CV'));

    await readPasted(user);
    await user.click(screen.getByRole('button', { name: 'Discard import' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Discard import' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-cv'));
    expect(network.calls.some((c) => c.method === 'DELETE' && c.url === '/api/my-profile/cv-import/7')).toBe(
      true,
    );
  });

  it('after a reading that failed, the focus is on why (not lost with the file input), and Tab goes on to another file', async () => {
    const user = userEvent.setup();
    serve(ownProfile(), {
      'POST /api/my-profile/cv-import': () => json({ message: 'This PDF has no text to read' }, 422),
    });
    renderImport();
    await user.type(await screen.findByLabelText('Or paste the text of your CV'), 'scan');
    await user.click(screen.getByRole('button', { name: 'Read pasted text' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This PDF has no text to read');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('CV file'));
  });

  it('a start refused while the previous CV is still being read (429) says so and is tried again, not shown as a failure', async () => {
    const user = userEvent.setup();
    let starts = 0;
    const network = serve(ownProfile(), {
      'POST /api/my-profile/cv-import': () =>
        ++starts === 1
          ? json({ message: 'Your previous CV is still being read. Please wait for it to finish.' }, 429)
          : json(importOf(), 201),
    });
    renderImport();
    await user.type(await screen.findByLabelText('Or paste the text of your CV'), 'My CV');
    await user.click(screen.getByRole('button', { name: 'Read pasted text' }));
    expect(
      await screen.findByText('Your previous CV is still being read. This one will be read as soon as it is done…'),
    ).toBeTruthy();
    expect(screen.queryByText('Your CV could not be read')).toBeNull();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Review your imported CV' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(network.calls.filter((c) => c.method === 'POST' && c.url === '/api/my-profile/cv-import')).toHaveLength(2);
  });

  it('the discard and leave dialogs are named for a screen reader by what they ask', async () => {
    const user = userEvent.setup();
    serve(ownProfile());
    const { router } = renderImport();
    await readPasted(user);
    await user.click(screen.getByRole('button', { name: 'Discard import' }));
    expect(
      screen.getByRole('alertdialog', { name: 'Discard this import? Nothing from it will be added to your CV.' }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep reviewing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await act(() => router.navigate('/create-cv'));
    const leave = await screen.findByRole('alertdialog', { name: 'Leave the import?' });
    expect(leave.getAttribute('aria-describedby')).toBe('import-leave-confirm');
    expect(document.getElementById('import-leave-confirm')?.textContent).toContain('have not been added to your CV yet');
  });

  it('renders what the file said as text, never markup', async () => {
    const user = userEvent.setup();
    const hostile = '<img src=x onerror="window.hacked=1"><b>bold</b>';
    serve(ownProfile(), {
      'POST /api/my-profile/cv-import': () =>
        json(
          importOf({
            entries: [
              {
                id: 'e1',
                section: 'awards',
                fields: { name: hostile, presenter: 'X', year: '2020', notes: '' },
                source: hostile,
                duplicate: false,
              },
            ],
            unparsed: [{ text: hostile }],
          }),
          201,
        ),
    });
    renderImport();
    await readPasted(user);
    expect(document.querySelector('.cv-import img, .cv-import b')).toBeNull();
    expect(screen.getAllByText(hostile).length).toBeGreaterThanOrEqual(2);
  });

  it('a dropped file is sent with its progress shown, then reviewed; a file it cannot take is refused before sending', async () => {
    serve(ownProfile());
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    renderImport();
    const zone = (await screen.findByLabelText('CV file')).closest('.import-drop')!;

    const program = new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' });
    fireEvent.drop(zone, { dataTransfer: { files: [program] } });
    expect(await screen.findByText('Choose a PDF, DOCX, HTML, TXT, Markdown or JSON file.')).toBeTruthy();
    const huge = new File(['x'], 'cv.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.drop(zone, { dataTransfer: { files: [huge] } });
    expect(await screen.findByText('The file is larger than 10 MB.')).toBeTruthy();
    expect(FakeXhr.last).toBeNull();

    const cv = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    fireEvent.drop(zone, { dataTransfer: { files: [cv] } });
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/my-profile/cv-import']);
    expect(((xhr.body as FormData).get('file') as File).name).toBe('cv.pdf');
    act(() => xhr.progress(40, 100));
    expect(screen.getByText('Sending your CV…')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    act(() => xhr.respond(201, importOf()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Review your imported CV' })).toBeTruthy();
  });

  it('entries skipped at Add are said to be already in the CV or listed twice in it (a newcomer has nothing to repeat)', async () => {
    const user = userEvent.setup();
    serve(null, {
      'POST /api/my-profile/cv-import/7/apply': () =>
        json({ artistId: 42, added: { soloExhibitions: 1 }, skipped: 2, personFields: ['fullName'] }),
    });
    renderImport();
    await readPasted(user);
    await user.click(screen.getByRole('button', { name: /^Add \d+ entries$/ }));
    expect(await screen.findByText('CV imported')).toBeTruthy();
    expect(
      screen.getByText(/2 entries were skipped: already in your CV or listed twice in this one\./),
    ).toBeTruthy();
  });

  it('the toast counts residencies apart from grants, under the titles the review shows', async () => {
    const user = userEvent.setup();
    const grant = { name: 'Travel grant', organization: 'Arts Council Norway', year: '2022', amount: '', location: '', duration: '', description: '' };
    const read = importOf({
      entries: [
        { id: 'g1', section: 'grants', fields: { ...grant, type: 'grant' }, source: '2022 Travel grant', duplicate: false },
        { id: 'r1', section: 'grants', fields: { ...grant, type: 'residency', name: 'Studio residency' }, source: '2021 Studio residency', duplicate: false },
        { id: 'a1', section: 'awards', fields: { name: 'Coast Prize', presenter: 'Vest Foundation', year: '2020', notes: '' }, source: '2020 Coast Prize', duplicate: false },
      ],
    });
    serve(ownProfile(), {
      'GET /api/my-profile/cv-import/7': () => json(read),
      // The server counts per section: its grants include the residencies.
      'POST /api/my-profile/cv-import/7/apply': () =>
        json({ artistId: 42, added: { awards: 0, grants: 3 }, skipped: 0, personFields: [] }),
    });
    renderImport();
    await readPasted(user);
    // The award made a residency in the review: counted with the residencies it was added as.
    await user.selectOptions(document.getElementById('import-entry-a1-section')!, 'Residencies');
    expect(screen.getByRole('heading', { name: 'Residencies (2)' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add 3 entries' }));
    expect(await screen.findByText('CV imported')).toBeTruthy();
    expect(screen.getByText('Added Grants: 1, Residencies: 2.')).toBeTruthy();
  });

  it('replaces a filled profile field only when asked: the apply call names it, with the value to write', async () => {
    const user = userEvent.setup();
    const profile = ownProfile({ city: 'Oslo' });
    const network = serve(profile);
    renderImport();
    await readPasted(user);
    const details = screen.getByRole('region', { name: 'Your details' });
    expect(within(details).getByText('Now: Oslo')).toBeTruthy();
    await user.click(within(details).getByRole('checkbox', { name: 'Use these details' }));
    await user.click(within(details).getByRole('checkbox', { name: 'Replace your current city' }));
    await user.click(screen.getByRole('button', { name: 'Add 3 entries' }));
    expect(await screen.findByText('CV imported')).toBeTruthy();
    expect(bodyOf(network, 'POST', '/api/my-profile/cv-import/7/apply')).toMatchObject({
      person: true,
      details: { city: 'Bergen' },
      replace: ['city'],
    });
    expect(network.calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('a reload comes back to the review as it was left; an import gone since leaves the choice of a CV', async () => {
    const user = userEvent.setup();
    const network = serve(ownProfile());
    const first = renderImport();
    await readPasted(user);
    const degree = within(entry('MFA')).getByLabelText('Degree *');
    await user.clear(degree);
    await user.type(degree, 'MFA Print');
    await user.click(within(entry('Coast Prize')).getByRole('checkbox'));
    // A reload runs none of the page's cleanup: the tab's storage stays as the review left it.
    const kept = window.sessionStorage.getItem(SAVED_REVIEW_KEY);
    expect(kept).toBeTruthy();
    first.unmount();
    window.sessionStorage.setItem(SAVED_REVIEW_KEY, kept!);

    const { router } = renderImport();
    await screen.findByRole('heading', { level: 1, name: 'Review your imported CV' });
    expect((within(entry('MFA Print')).getByLabelText('Degree *') as HTMLInputElement).value).toBe(
      'MFA Print',
    );
    expect((within(entry('Coast Prize')).getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Add 2 entries' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-cv'));
    expect(bodyOf(network, 'POST', '/api/my-profile/cv-import/7/apply')).toMatchObject({
      entries: ['e1', 'e3'],
      edits: { e3: { fields: { degree: 'MFA Print' } } },
    });
    // Added: nothing is kept to come back to.
    expect(window.sessionStorage.getItem(SAVED_REVIEW_KEY)).toBeNull();
  });

  it('a review kept in the tab whose import is gone (applied elsewhere, expired) is forgotten: the page offers a CV to read', async () => {
    serve(ownProfile(), { 'GET /api/my-profile/cv-import/7': () => json({ message: 'Not found' }, 404) });
    useReview.getState().load(importOf(), ownProfile());
    const kept = window.sessionStorage.getItem(SAVED_REVIEW_KEY);
    useReview.getState().clear();
    window.sessionStorage.setItem(SAVED_REVIEW_KEY, kept!);
    renderImport();
    expect(await screen.findByLabelText('Or paste the text of your CV')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Import your CV' })).toBeTruthy();
    expect(window.sessionStorage.getItem(SAVED_REVIEW_KEY)).toBeNull();
  });
});
