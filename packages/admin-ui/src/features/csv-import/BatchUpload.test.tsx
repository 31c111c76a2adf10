import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { answer, type FakeHandler, fakeServer } from '../../test/fake-server.ts';
import { csvJob, stats } from '../../test/fixtures.ts';
import { renderAdmin } from '../../test/render-admin.tsx';

const errors = Array.from({ length: 12 }, (_, i) => `Row ${i + 5}: Valid email is required`);

function setup(overrides: Record<string, FakeHandler> = {}) {
  const polls = [
    csvJob({ status: 'running', totalRows: 15, processedRows: 7, successful: 3, failed: 4 }),
    csvJob({ status: 'done', totalRows: 15, processedRows: 15, successful: 3, failed: 12, errors }),
  ];
  const server = fakeServer({
    'GET /api/admin/stats': () => stats(),
    'GET /api/admin/artists/search': () => ({ items: [], total: 0, page: 1, pageSize: 25 }),
    'POST /api/admin/artists/csv-jobs': () => answer(202, csvJob({})),
    'GET /api/admin/csv-jobs/:id': () => polls.shift() ?? polls.at(-1),
    ...overrides,
  });
  return { server, ...renderAdmin(server, { path: '/admin/artists?tab=batch-upload' }) };
}

const csv = () => new File(['fullName,email,city,country\n'], 'artists.csv', { type: 'text/csv' });

describe('Batch Upload', () => {
  test("uploads, follows the rows, then shows the first 5 errors and '... and N more'", async () => {
    const { user, server } = setup();
    await user.upload(await screen.findByLabelText('CSV file'), csv());
    await user.click(screen.getByRole('button', { name: 'Upload CSV' }));
    expect(await screen.findByText('Importing rows: 7 of 15')).toBeTruthy();

    const summary = (await screen.findByText('Import finished', {}, { timeout: 3000 })).closest(
      '.admin-csv-summary',
    );
    expect(summary).not.toBeNull();
    const box = summary as HTMLElement;
    expect(within(box).getByTestId('csv-successful').textContent).toBe('3');
    expect(within(box).getByTestId('csv-failed').textContent).toBe('12');
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(errors.slice(0, 5));
    expect(within(box).getByText('... and 7 more')).toBeTruthy();
    expect(within(box).getByRole('button', { name: 'Download all errors' })).toBeTruthy();

    const start = server.callsTo('POST', '/api/admin/artists/csv-jobs')[0];
    expect((start?.body as FormData).get('csvFile')).toBeInstanceOf(File);
    expect(server.callsTo('GET', '/api/admin/csv-jobs/9')).toHaveLength(2);
  });

  test("a refused file: 'Upload Failed', check the format, and the server's reason beside it", async () => {
    const { user, notices } = setup({
      'POST /api/admin/artists/csv-jobs': () => answer(400, { message: 'Missing required columns: email' }),
    });
    await user.upload(await screen.findByLabelText('CSV file'), csv());
    await user.click(screen.getByRole('button', { name: 'Upload CSV' }));
    await waitFor(() =>
      expect(notices).toContainEqual({
        title: 'Upload Failed',
        description: 'Failed to process the CSV file. Please check the format and try again.',
        intent: 'danger',
      }),
    );
    expect(await screen.findByText('Missing required columns: email')).toBeTruthy();
    expect(screen.queryByText('Import finished')).toBeNull();
  });

  test('a file that is not a CSV is refused before anything is sent', async () => {
    const { server, notices } = setup();
    const input = await screen.findByLabelText('CSV file');
    fireEvent.change(input, { target: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] } });
    expect(notices).toContainEqual({
      title: 'Invalid file type',
      description: 'Please select a CSV file',
      intent: 'danger',
    });
    expect((screen.getByRole('button', { name: 'Upload CSV' }) as HTMLButtonElement).disabled).toBe(true);
    expect(server.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  test('a file dropped on the zone is chosen', async () => {
    setup();
    const zone = await screen.findByTestId('csv-dropzone');
    fireEvent.drop(zone, { dataTransfer: { files: [csv()], types: ['Files'] } });
    expect(await screen.findByText('artists.csv')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Upload CSV' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
