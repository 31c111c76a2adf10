// The replacement for Blueprint's icon name table answers as the table does, for every icon Blueprint has.
import { BlueprintIcons_16 } from '@blueprintjs/icons/lib/esm/generated/16px/blueprint-icons-16.js';
import { describe, expect, it } from 'vitest';
import { IconNames, IconNamesSet, iconNameOf } from './icon-names';

const ALL = Object.values(BlueprintIcons_16) as string[];

describe("Blueprint's icon names without the table", () => {
  it('accepts every icon Blueprint has', () => {
    expect(ALL.length).toBeGreaterThan(500);
    for (const name of ALL) expect(IconNamesSet.has(name), name).toBe(true);
  });

  it('refuses what cannot be an icon name', () => {
    for (const name of ['', 'Map Marker', 'map_marker', '-cross', 'cross-', '../paths', 'CROSS']) {
      expect(IconNamesSet.has(name), name).toBe(false);
    }
    expect(IconNamesSet.has(undefined as unknown as string)).toBe(false);
  });

  it('derives the name from either kind of key, as the table maps them', () => {
    for (const [key, name] of Object.entries(BlueprintIcons_16)) {
      // The enum's keys are the table's PascalCase keys (AddRowTop); its legacy keys are the same in CONSTANT_CASE.
      expect(IconNames[key], key).toBe(name);
      expect(IconNames[name.replace(/-/g, '_').toUpperCase()], name).toBe(name);
    }
    expect(IconNames.SQUARE).toBe('square');
    expect(iconNameOf('MapMarker')).toBe('map-marker');
  });

  it('has no list to load every icon from', () => {
    expect(Object.values(IconNames)).toEqual([]);
  });
});
