import { Button, type IconName, Menu, MenuItem, PopoverNext, PopupKind } from '@blueprintjs/core';
import { type Theme, useThemeStore } from '@/lib/theme';

const choices: { theme: Theme; label: string; icon: IconName }[] = [
  { theme: 'light', label: 'Light', icon: 'flash' },
  { theme: 'dark', label: 'Dark', icon: 'moon' },
  { theme: 'system', label: 'System', icon: 'desktop' },
];

export function ThemeMenu() {
  const theme = useThemeStore((s) => s.theme);
  const setTheme = useThemeStore((s) => s.setTheme);
  const current = choices.find((c) => c.theme === theme) ?? choices[2]!;

  const menu = (
    <Menu aria-label="Theme" role="listbox">
      {choices.map((choice) => (
        <MenuItem
          key={choice.theme}
          icon={choice.icon}
          text={choice.label}
          roleStructure="listoption"
          selected={choice.theme === theme}
          onClick={() => setTheme(choice.theme)}
        />
      ))}
    </Menu>
  );

  return (
    <PopoverNext content={menu} placement="bottom-end" arrow={false} popupKind={PopupKind.LISTBOX}>
      <Button variant="minimal" icon={current.icon} aria-label={`Theme: ${current.label}`} />
    </PopoverNext>
  );
}
