// The route table says which answers the server keeps in memory for visitors (the server reads the mark from here and
// keeps nothing else): public reads of what published profiles say, whose every change the database announces
// (docs/api.md, "Caching of public reads").
import { describe, expect, test } from 'vitest';
import { routeList } from '../routes.ts';

describe('kept routes', () => {
  test('the artist, the artists list and the directory are kept; the other public reads are not', () => {
    const kept = new Set<string>(routeList.filter((route) => route.kept).map((route) => route.id));
    for (const id of ['artists.get', 'artists.list', 'directory.search']) expect(kept.has(id), id).toBe(true);
    // Answers that depend on more than the published profiles, or change on their own: asked of the database each time.
    for (const id of ['system.health', 'settings.public', 'documents.cvJson', 'system.openapi', 'session.currentUser']) {
      expect(kept.has(id), id).toBe(false);
    }
  });

  test('a kept route is a public read', () => {
    for (const route of routeList.filter((r) => r.kept)) {
      expect(route.method, route.id).toBe('GET');
      expect(route.access, route.id).toBe('public');
      expect(route.navigation, route.id).toBeUndefined();
    }
  });
});
