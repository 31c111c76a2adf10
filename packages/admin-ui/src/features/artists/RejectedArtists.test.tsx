import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fakeServer } from '../../test/fake-server.ts';
import { artistRecord, stats } from '../../test/fixtures.ts';
import { renderAdmin } from '../../test/render-admin.tsx';

const neverPublished = artistRecord({
  id: 5,
  slug: 'ada-new',
  fullName: 'Ada New',
  isApproved: false,
  isPending: false,
  publishedAt: null,
  rejectionReason: 'Statement copied from elsewhere',
});
const changeRejected = artistRecord({
  id: 6,
  slug: 'ben-old',
  fullName: 'Ben Old',
  isApproved: false,
  isPending: false,
  rejectionReason: null,
});

function setup(path: string) {
  const server = fakeServer({
    'GET /api/admin/stats': () => stats(),
    'GET /api/admin/artists/search': () => ({
      items: [changeRejected, artistRecord({ id: 7, fullName: 'Cleo Fine' })],
      total: 2,
      page: 1,
      pageSize: 25,
    }),
    'GET /api/admin/artists/rejected': () => [neverPublished, changeRejected],
  });
  return { server, ...renderAdmin(server, { path }) };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('li') as HTMLElement;

describe('Rejected profiles', () => {
  test("the Rejected tab lists never-published and published profiles labelled 'Rejected' with the reason", async () => {
    setup('/admin/artists?tab=rejected');
    expect(await screen.findByRole('list', { name: 'Rejected profiles' })).toBeTruthy();
    const ada = await rowOf('Ada New');
    expect(within(ada).getByText('Rejected')).toBeTruthy();
    expect(within(ada).queryByText('Published')).toBeNull();
    expect(ada.textContent).toContain('Rejected: Statement copied from elsewhere');
    expect(within(ada).queryByRole('link', { name: 'View Ada New' })).toBeNull();
    expect(within(ada).getByRole('link', { name: 'Edit Ada New' }).getAttribute('href')).toBe(
      '/admin/artists/edit/5',
    );

    const ben = await rowOf('Ben Old');
    expect(within(ben).getByText('Rejected')).toBeTruthy();
    expect(within(ben).getByText('Published')).toBeTruthy();
    expect(ben.textContent).toContain('Last change rejected: no reason given');
  });

  test("a published artist whose change was rejected shows 'Rejected' beside 'Published' in the published list", async () => {
    setup('/admin/artists');
    const ben = (await screen.findByText('Ben Old')).closest('tr') as HTMLElement;
    expect(within(ben).getByText('Published')).toBeTruthy();
    expect(within(ben).getByText('Rejected')).toBeTruthy();
    const cleo = (await screen.findByText('Cleo Fine')).closest('tr') as HTMLElement;
    expect(within(cleo).queryByText('Rejected')).toBeNull();
  });
});
