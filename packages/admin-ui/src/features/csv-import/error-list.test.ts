import { describe, expect, test } from 'vitest';
import { errorPreview } from './error-list.ts';

const errors = (n: number) => Array.from({ length: n }, (_, i) => `Row ${i + 2}: Valid email is required`);

describe('errorPreview', () => {
  test('shows every error when there are 5 or fewer', () => {
    expect(errorPreview(errors(0))).toEqual({ shown: [], more: null });
    expect(errorPreview(errors(3)).shown).toHaveLength(3);
    expect(errorPreview(errors(5))).toEqual({ shown: errors(5), more: null });
  });

  test("shows the first 5 then '... and N more'", () => {
    const preview = errorPreview(errors(12));
    expect(preview.shown).toEqual(errors(12).slice(0, 5));
    expect(preview.more).toBe('... and 7 more');
  });

  test('one left out is still counted', () => {
    expect(errorPreview(errors(6)).more).toBe('... and 1 more');
  });
});
