import { describe, expect, it } from 'vitest';
import { pageButtons, totalPagesOf } from './page-buttons';

describe('pageButtons', () => {
  it('offers up to three pages around the current one', () => {
    expect(pageButtons(5, 10)).toEqual([4, 5, 6]);
    expect(pageButtons(2, 10)).toEqual([1, 2, 3]);
  });

  it('stays inside the first and last page', () => {
    expect(pageButtons(1, 10)).toEqual([1, 2, 3]);
    expect(pageButtons(10, 10)).toEqual([8, 9, 10]);
    expect(pageButtons(99, 10)).toEqual([8, 9, 10]);
  });

  it('offers fewer buttons when there are fewer pages', () => {
    expect(pageButtons(1, 2)).toEqual([1, 2]);
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(1, 0)).toEqual([]);
  });
});

describe('totalPagesOf', () => {
  it('rounds up to whole pages of nine', () => {
    expect(totalPagesOf(0, 9)).toBe(0);
    expect(totalPagesOf(9, 9)).toBe(1);
    expect(totalPagesOf(10, 9)).toBe(2);
  });
});
