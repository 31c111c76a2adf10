import { expect, test } from 'vitest';
import { moved, withPartOrdered } from './use-section-order';

test('a tab showing part of a section reorders its own entries in the places they held, the others untouched', () => {
  // Grants 1, 3 and residencies 2, 4, 5 in one list: the residencies become 5, 2, 4.
  expect(withPartOrdered([1, 2, 3, 4, 5], [5, 2, 4])).toEqual([1, 5, 3, 2, 4]);
  expect(withPartOrdered([1, 2, 3], moved([1, 2, 3], 3, 0))).toEqual([3, 1, 2]);
});
