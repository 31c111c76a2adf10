import { routes } from '@oeuvre/contract';
import { describe, expect, test } from 'vitest';
import { paths, serverPaths } from './paths.ts';

describe('paths', () => {
  test('sign-in and sign-out are the route table’s navigation addresses', () => {
    expect(serverPaths.login).toBe(routes['session.login'].path);
    expect(serverPaths.logout).toBe(routes['session.logout'].path);
    expect(serverPaths.logout).toBe(routes['session.signOut'].path);
  });

  test('an artist’s slug is escaped in its addresses', () => {
    expect(paths.artist('ann lee')).toBe('/artists/ann%20lee');
    expect(serverPaths.artistCvPdf('ann/lee')).toBe('/artists/ann%2Flee/cv.pdf');
  });

  test('the admin area is mounted at /admin', () => {
    expect(paths.admin).toBe('/admin');
  });
});
