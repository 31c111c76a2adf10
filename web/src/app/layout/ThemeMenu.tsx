import { Select } from '@oeuvre/ui/components/Select';
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
  return (
    <Select
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
