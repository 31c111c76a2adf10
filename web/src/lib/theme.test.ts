import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, readStoredTheme, resolveTheme, THEME_STORAGE_KEY, useThemeStore } from './theme';

function fakeSystemDarkMode(dark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('dark') ? dark : false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('theme', () => {
  beforeEach(() => useThemeStore.setState({ theme: 'system' }));
  afterEach(() => document.body.classList.remove('bp6-dark'));

  it('defaults to system when nothing or something unknown is stored', () => {
    expect(readStoredTheme()).toBe('system');
    window.localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readStoredTheme()).toBe('system');
  });

  it('shares the choice with the server in a ui-theme cookie, so its first views use it', () => {
    act(() => useThemeStore.getState().setTheme('dark'));
    expect(document.cookie.split('; ')).toContain('ui-theme=dark');
    act(() => useThemeStore.getState().setTheme('system'));
    expect(document.cookie.split('; ')).toContain('ui-theme=system');
    expect(document.cookie).not.toContain('ui-theme=dark');
  });

  it('persists the choice under ui-theme and reads it back', () => {
    act(() => useThemeStore.getState().setTheme('dark'));
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(readStoredTheme()).toBe('dark');
    act(() => useThemeStore.getState().setTheme('light'));
    expect(readStoredTheme()).toBe('light');
  });

  it('keeps working for the visit when storage refuses to write', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    act(() => useThemeStore.getState().setTheme('dark'));
    expect(useThemeStore.getState().theme).toBe('dark');
  });

  it('follows the operating system when set to system', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it("puts Blueprint's dark class on the body for a dark result only", () => {
    fakeSystemDarkMode(true);
    applyTheme('system');
    expect(document.body.classList.contains('bp6-dark')).toBe(true);
    applyTheme('light');
    expect(document.body.classList.contains('bp6-dark')).toBe(false);
    fakeSystemDarkMode(false);
    applyTheme('system');
    expect(document.body.classList.contains('bp6-dark')).toBe(false);
    applyTheme('dark');
    expect(document.body.classList.contains('bp6-dark')).toBe(true);
  });
});
