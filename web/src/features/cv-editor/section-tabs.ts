// The CV editor's tabs after basic info: the older sections under the short titles they always had (solo and group
// exhibitions share a tab), then every other section of the contract's list under its editor label, in the list's
// order.
import { SECTIONS, type SectionDefinition, type SectionKind } from '@oeuvre/contract';

export interface SectionTab {
  /** The tab's id, kept in the address (`?tab=`). */
  id: string;
  title: string;
  /** What the steps hint calls it before the first save. */
  step: string;
  kinds: SectionKind[];
}

const NAMED_TABS: SectionTab[] = [
  { id: 'social-media', title: 'Social', step: 'your social links', kinds: ['socialMedia'] },
  { id: 'education', title: 'Education', step: 'education', kinds: ['education'] },
  { id: 'exhibitions', title: 'Exhibitions', step: 'exhibitions', kinds: ['soloExhibitions', 'groupExhibitions'] },
  { id: 'awards', title: 'Awards', step: 'awards', kinds: ['awards'] },
  { id: 'grants', title: 'Grants', step: 'grants', kinds: ['grants'] },
  { id: 'collections', title: 'Collections', step: 'collections', kinds: ['collections'] },
  { id: 'bibliography', title: 'Press', step: 'press', kinds: ['bibliography'] },
  { id: 'works', title: 'Works', step: 'works', kinds: ['works'] },
  { id: 'commissions', title: 'Commissions', step: 'commissions', kinds: ['commissions'] },
  { id: 'teaching', title: 'Teaching', step: 'teaching', kinds: ['teaching'] },
  { id: 'affiliations', title: 'Affiliations', step: 'affiliations', kinds: ['affiliations'] },
];

/** The tabs of the given sections: the older ones as named above, each other one a tab of its own (id: its segment). */
export function sectionTabsOf(sections: Record<string, SectionDefinition>): SectionTab[] {
  const named = new Set<string>(NAMED_TABS.flatMap((t) => t.kinds));
  const own = Object.entries(sections)
    .filter(([kind]) => !named.has(kind))
    .map(([kind, definition]) => ({
      id: definition.segment,
      title: definition.label,
      step: definition.label.toLowerCase(),
      kinds: [kind as SectionKind],
    }));
  return [...NAMED_TABS, ...own];
}

/** The editor's section tabs (SECTIONS). */
export const SECTION_TABS = sectionTabsOf(SECTIONS as Record<string, SectionDefinition>);

/** The steps hint: "your social links, education, …, affiliations and export". */
export const stepsOf = (tabs: readonly SectionTab[]) => `${tabs.map((t) => t.step).join(', ')} and export`;
