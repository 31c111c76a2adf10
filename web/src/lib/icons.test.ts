import search16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/search.js';
import edit16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/edit.js';
import media20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/media.js';
import { describe, expect, test } from 'vitest';
import { loadIconPaths } from './icons';

describe('loadIconPaths', () => {
  test('answers the icons the app draws at once from its own code, at both sizes', async () => {
    expect(await loadIconPaths('search', 16)).toBe(search16);
    expect(await loadIconPaths('media', 20)).toBe(media20);
  });

  test('loads the other listed icons one by one', async () => {
    expect(await loadIconPaths('edit', 16)).toEqual(edit16);
  });

  test('a name that is no icon is not answered from an object property', async () => {
    const paths = await loadIconPaths('toString', 16);
    expect(paths).toBeUndefined();
  });
});
