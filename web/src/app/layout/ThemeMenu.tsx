import { Button, type IconName, Menu, MenuItem, Popover } from '@blueprintjs/core';
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
    <Menu aria-label="Theme">
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
    <Popover content={menu} placement="bottom-end" minimal>
      <Button variant="minimal" icon={current.icon} aria-label={`Theme: ${current.label}`} />
    </Popover>
  );
}
