import { Select } from '@oeuvre/ui/components/Select';
import { useLayoutEffect, useRef } from 'react';
import { type Theme, useThemeStore } from '@/lib/theme';

const choices: { theme: Theme; label: string }[] = [
  { theme: 'light', label: 'Light' },
  { theme: 'dark', label: 'Dark' },
  { theme: 'system', label: 'System' },
];

/** A native select: one keyboard-friendly control, and no popover code on the first page load. */
export function ThemeMenu() {
  const theme = useThemeStore((s) => s.theme);
  const setTheme = useThemeStore((s) => s.setTheme);
  const select = useRef<HTMLSelectElement>(null);
  // The server draws the select before the choice is known (it is kept in this browser): React adopts that select
  // as it is, so it is set to the choice here, before the page is painted again.
  useLayoutEffect(() => {
    if (select.current && select.current.value !== theme) select.current.value = theme;
  }, [theme]);
  return (
    <Select
      ref={select}
      className="theme-select"
      aria-label="Theme"
      value={theme}
      minimal
      onChange={(e) => setTheme(e.target.value as Theme)}
    >
      {choices.map((c) => (
        <option key={c.theme} value={c.theme}>
          {c.label}
        </option>
      ))}
    </Select>
  );
}
