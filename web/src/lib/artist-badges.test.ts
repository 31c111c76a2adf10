import { describe, expect, it } from 'vitest';
import { isNewArtist } from './artist-badges';

const now = new Date('2026-03-10T12:00:00Z');

describe('isNewArtist', () => {
  it('is new under seven days old', () => {
    expect(isNewArtist('2026-03-10T11:00:00Z', now)).toBe(true);
    expect(isNewArtist('2026-03-03T12:00:01Z', now)).toBe(true);
  });

  it('is not new from seven days on', () => {
    expect(isNewArtist('2026-03-03T12:00:00Z', now)).toBe(false);
    expect(isNewArtist('2025-01-01T00:00:00Z', now)).toBe(false);
  });

  it('is not new for an unreadable or future date', () => {
    expect(isNewArtist('yesterday', now)).toBe(false);
    expect(isNewArtist('2026-04-01T00:00:00Z', now)).toBe(false);
  });
});
