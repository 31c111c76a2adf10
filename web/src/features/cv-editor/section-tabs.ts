// The CV editor's tabs after basic info: the older sections under the short titles they always had (solo and group
// exhibitions share a tab), then every other section of the contract's list under its editor label, in the list's
// order.
import { SECTIONS, type SectionDefinition, type SectionKind } from '@oeuvre/contract';

/**
 * A tab that shows part of a section's entries: residencies are grants of type 'residency' in the API, and have a tab
 * of their own in the editor (every application asks for them), while the Grants tab keeps the other types.
 */
export interface SectionView {
  /** Which of the section's entries the tab lists. */
  shows: (item: Record<string, unknown>) => boolean;
  /** Values every entry added or saved here takes; the form does not show their fields. */
  fixed?: Record<string, string>;
  /** Choices the form leaves out, by field. */
  withoutOptions?: Record<string, string[]>;
  /** Field labels of this tab, by field. */
  labels?: Record<string, string>;
  /** What one entry is called here, and the empty list's text. */
  noun?: string;
  empty?: string;
  /** How a saved entry reads here (the section's own when not given). */
  summary?: (item: Record<string, unknown>) => { primary: string; secondary: string };
}

export interface SectionTab {
  /** The tab's id, kept in the address (`?tab=`). */
  id: string;
  title: string;
  /** What the steps hint calls it before the first save. */
  step: string;
  kinds: SectionKind[];
  view?: SectionView;
}

const isResidency = (item: Record<string, unknown>) => item.type === 'residency';
const joined = (...parts: unknown[]) =>
  parts.filter((part) => typeof part === 'string' && part.trim() !== '').join(', ');

/** Residencies: the grants of type 'residency', as a program at a host. */
export const RESIDENCIES_VIEW: SectionView = {
  shows: isResidency,
  fixed: { type: 'residency' },
  labels: { name: 'Program', organization: 'Host' },
  noun: 'residency',
  empty: 'No residencies added yet...',
  summary: (item) => ({
    primary: String(item.name ?? ''),
    secondary: joined(item.organization, item.location, item.duration, item.year),
  }),
};

/** Grants: the grants and fellowships (a residency has its own tab). */
export const GRANTS_VIEW: SectionView = {
  shows: (item) => !isResidency(item),
  withoutOptions: { type: ['residency'] },
};

const NAMED_TABS: SectionTab[] = [
  { id: 'social-media', title: 'Social', step: 'your social links', kinds: ['socialMedia'] },
  { id: 'education', title: 'Education', step: 'education', kinds: ['education'] },
  { id: 'exhibitions', title: 'Exhibitions', step: 'exhibitions', kinds: ['soloExhibitions', 'groupExhibitions'] },
  { id: 'awards', title: 'Awards', step: 'awards', kinds: ['awards'] },
  { id: 'grants', title: 'Grants', step: 'grants', kinds: ['grants'], view: GRANTS_VIEW },
  { id: 'residencies', title: 'Residencies', step: 'residencies', kinds: ['grants'], view: RESIDENCIES_VIEW },
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
