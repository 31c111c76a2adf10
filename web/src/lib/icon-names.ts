// Stands in for @blueprintjs/icons' `iconNames.js` in the build (vite.config.ts, `lazyIconNames`). The original
// builds, while the app's code is evaluated, a table of every Blueprint icon name: a 700-member enum, then two case
// conversions per name (about a third of the time the browser spends evaluating the app, and 64 kB of code). It is
// used for two things, both answered here without the table:
// - `IconNamesSet.has(name)`: whether `name` can be an icon (Icons.isValidIconName, before loading its paths). Any
//   kebab-case name can; src/lib/icons.ts loads the app's own icons and any other through Blueprint's loader, which
//   reports a name that is not an icon when it fails to find its paths.
// - `IconNames.SQUARE` / `IconNames.Square`: the icon's name, derived from the key.
// `Object.values(IconNames)` is empty: `Icons.loadAll()` loads nothing (the app never calls it).

const ICON_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `ADD_ROW_TOP` or `AddRowTop` -> `add-row-top`. */
export function iconNameOf(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/_/g, '-')
    .toLowerCase();
}

export const IconNames: Record<string, string> = new Proxy({} as Record<string, string>, {
  get: (_target, key) => (typeof key === 'string' ? iconNameOf(key) : undefined),
});

export const IconNamesSet: Pick<Set<string>, 'has'> = {
  has: (name: string) => typeof name === 'string' && ICON_NAME.test(name),
};
