import { useEffect } from 'react';
import { create } from 'zustand';
import { THEME_STORAGE_KEY, type Theme } from '@oeuvre/contract';

export type { Theme };
export { THEME_STORAGE_KEY };

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The body's class in the dark theme: Blueprint's own, so its screens follow the theme too. */
export const DARK_CLASS = 'bp6-dark';

function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark' || value === 'system';
}

/** The stored choice; storage can be unavailable (private mode, blocked cookies), so fall back to system. */
export function readStoredTheme(): Theme {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

export const useThemeStore = create<ThemeState>((set) => ({
  theme: readStoredTheme(),
  setTheme: (theme) => {
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // The choice still applies for this visit.
    }
    shareThemeWithServer(theme);
    set({ theme });
  },
}));

/**
 * The same choice in a cookie (`ui-theme`, first-party, a year), so the server can draw the first view of a page in
 * the chosen theme instead of flashing the other one. It holds nothing but light, dark or system.
 */
export function shareThemeWithServer(theme: Theme): void {
  try {
    if (document.cookie.split('; ').includes(`${THEME_STORAGE_KEY}=${theme}`)) return;
    document.cookie = `${THEME_STORAGE_KEY}=${theme}; Path=/; Max-Age=31536000; SameSite=Lax`;
  } catch {
    // Cookies blocked: the first view follows the system instead.
  }
}

export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

export function resolveTheme(theme: Theme, prefersDark: boolean): 'light' | 'dark' {
  if (theme === 'system') return prefersDark ? 'dark' : 'light';
  return theme;
}

export function applyTheme(theme: Theme): void {
  const dark = resolveTheme(theme, systemPrefersDark()) === 'dark';
  document.body.classList.toggle(DARK_CLASS, dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

/** Keeps the page's theme in step with the stored choice and, for 'system', with the operating system. */
export function useApplyTheme(): void {
  const theme = useThemeStore((s) => s.theme);
  useEffect(() => {
    applyTheme(theme);
    if (theme !== 'system' || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = () => applyTheme('system');
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [theme]);
}
