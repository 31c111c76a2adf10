import { describe, expect, test } from 'vitest';
import { formatDay, formatDayAndTime, formatLongDate } from './dates.ts';

describe('formatLongDate', () => {
  test('is the long month, the day and the year in US English', () => {
    expect(formatLongDate(new Date(2026, 2, 5, 12, 0))).toBe('March 5, 2026');
    expect(formatLongDate(new Date(2024, 11, 31, 0, 0).toISOString())).toBe('December 31, 2024');
  });

  test('no date, or an unreadable one, is empty', () => {
    expect(formatLongDate(null)).toBe('');
    expect(formatLongDate(undefined)).toBe('');
    expect(formatLongDate('')).toBe('');
    expect(formatLongDate('not a date')).toBe('');
  });
});

describe('formatDay', () => {
  test("is 'MMM d, yyyy' in US English", () => {
    expect(formatDay(new Date(2025, 0, 5, 23, 59))).toBe('Jan 5, 2025');
    expect(formatDay(new Date(2024, 11, 31, 0, 0))).toBe('Dec 31, 2024');
    expect(formatDay(new Date(2024, 8, 10).toISOString())).toBe('Sep 10, 2024');
  });

  test('an unreadable date is shown as it came', () => {
    expect(formatDay('not a date')).toBe('not a date');
  });
});

describe('formatDayAndTime', () => {
  test('adds the time of day', () => {
    expect(formatDayAndTime(new Date(2025, 0, 5, 15, 4))).toMatch(/^Jan 5, 2025, 3:04\sPM$/);
  });
});
