// The CV editor's tabs after basic info, in the contract's order of the sections: each section's tabs as its
// definition names them (`editorTabs`), or one tab under its label. Sections naming the same tab share it.
import { SECTIONS, type SectionDefinition, type SectionKind, type SectionView } from '@oeuvre/contract';

export type { SectionView };

export interface SectionTab {
  /** The tab's id, kept in the address (`?tab=`). */
  id: string;
  title: string;
  /** What the steps hint calls it before the first save. */
  step: string;
  kinds: SectionKind[];
  view?: SectionView;
}

/** The tabs of the given sections, in their order. */
export function sectionTabsOf(sections: Record<string, SectionDefinition>): SectionTab[] {
  const tabs: SectionTab[] = [];
  for (const [kind, definition] of Object.entries(sections)) {
    for (const tab of definition.editorTabs ?? [{ id: definition.segment, title: definition.label }]) {
      const shared = tabs.find((t) => t.id === tab.id);
      if (shared) shared.kinds.push(kind as SectionKind);
      else
        tabs.push({
          id: tab.id,
          title: tab.title,
          step: tab.step ?? tab.title.toLowerCase(),
          kinds: [kind as SectionKind],
          ...(tab.view ? { view: tab.view } : {}),
        });
    }
  }
  return tabs;
}

/** The editor's section tabs (SECTIONS). */
export const SECTION_TABS = sectionTabsOf(SECTIONS as Record<string, SectionDefinition>);

/** The steps hint: "your social links, education, …, affiliations and export". */
export const stepsOf = (tabs: readonly SectionTab[]) => `${tabs.map((t) => t.step).join(', ')} and export`;
