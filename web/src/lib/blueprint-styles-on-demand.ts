/**
 * `loadBlueprintStyles` (./blueprint-styles.ts), fetched with the first screen built on Blueprint: the public pages
 * never download the stylesheet's address nor the code adding it.
 */
export const loadBlueprintStylesOnDemand = (): Promise<void> =>
  import('./blueprint-styles').then(({ loadBlueprintStyles }) => loadBlueprintStyles());
