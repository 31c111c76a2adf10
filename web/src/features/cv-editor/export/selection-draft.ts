// The Export tab's working copy of a selection: every section in the artist's order (left-out ones too), and the
// helpers that turn a checkbox click into the CV options the server and the preview read.
import {
  CV_DOC_SECTIONS,
  DEFAULT_CV_OPTIONS,
  type ArtistProfile,
  type CvDocSection,
  type CvOptions,
} from '@oeuvre/contract';
import type { SourceEntry } from '@oeuvre/cv-document';

export interface SectionChoice {
  section: CvDocSection;
  /** Left out of the document when false; its place in the order is kept. */
  included: boolean;
  /** null = every public entry (entries added later too); a list = exactly those entries. */
  entries: string[] | null;
}

export interface ExportDraft extends Omit<CvOptions, 'sections'> {
  sections: SectionChoice[];
}

/** The options as the editor shows them: the chosen sections first, in their order, then the others. */
export function draftOf(options: CvOptions): ExportDraft {
  const chosen = new Set(options.sections.map((s) => s.section));
  return {
    works: options.works,
    includeContact: options.includeContact,
    includeStatement: options.includeStatement,
    pageSize: options.pageSize,
    headingStyle: options.headingStyle,
    sections: [
      ...options.sections.map((s) => ({ section: s.section, included: true, entries: s.entries })),
      ...CV_DOC_SECTIONS.filter((key) => !chosen.has(key)).map((section) => ({
        section,
        included: false,
        entries: null,
      })),
    ],
  };
}

export const defaultDraft = (): ExportDraft => draftOf(DEFAULT_CV_OPTIONS);

/**
 * The CV options of a draft: the included sections in order. Entries and works that no longer exist (deleted since
 * the selection was saved) are dropped, so saving never names something the server cannot find.
 */
export function optionsOf(
  draft: ExportDraft,
  profile: ArtistProfile,
  entries: Record<CvDocSection, SourceEntry[]>,
): CvOptions {
  const workIds = new Set(profile.works.map((w) => w.id));
  return {
    sections: draft.sections
      .filter((s) => s.included)
      .map(({ section, entries: chosen }) => {
        if (chosen === null) return { section, entries: null };
        const known = new Set(entries[section].map((e) => e.ref));
        return { section, entries: chosen.filter((ref) => known.has(ref)) };
      }),
    works: draft.works === null ? null : draft.works.filter((id) => workIds.has(id)),
    includeContact: draft.includeContact,
    includeStatement: draft.includeStatement,
    pageSize: draft.pageSize,
    headingStyle: draft.headingStyle,
  };
}

/** One checkbox of a checklist: an entry (its ref) or a work (its id). */
export interface Choosable<K> {
  key: K;
  private: boolean;
}

/** What a choice shows: every public item for null, else the named ones. */
export function shownKeys<K>(all: readonly Choosable<K>[], chosen: readonly K[] | null): Set<K> {
  return new Set(chosen ?? all.filter((e) => !e.private).map((e) => e.key));
}

/**
 * Checks or unchecks one item. A choice that comes back to exactly the public items is "all" again (null), so the
 * section keeps its plain heading and takes in entries added later.
 */
export function toggleChoice<K>(
  all: readonly Choosable<K>[],
  chosen: readonly K[] | null,
  key: K,
): K[] | null {
  const shown = shownKeys(all, chosen);
  if (shown.has(key)) shown.delete(key);
  else shown.add(key);
  return choiceOf(all, shown);
}

/** Every item checked (private ones too) or none. */
export function chooseAll<K>(all: readonly Choosable<K>[], checked: boolean): K[] | null {
  return choiceOf(all, new Set(checked ? all.map((e) => e.key) : []));
}

function choiceOf<K>(all: readonly Choosable<K>[], shown: Set<K>): K[] | null {
  const next = all.filter((e) => shown.has(e.key)).map((e) => e.key);
  const everyPublic = all.filter((e) => !e.private).map((e) => e.key);
  return next.length === everyPublic.length && next.every((k, i) => k === everyPublic[i]) ? null : next;
}

/** Moves the section at `from` to `to` (both indexes in the draft's order). */
export function moveSection(draft: ExportDraft, from: number, to: number): ExportDraft {
  if (from === to || from < 0 || to < 0 || from >= draft.sections.length || to >= draft.sections.length)
    return draft;
  const sections = [...draft.sections];
  const [moved] = sections.splice(from, 1);
  if (moved) sections.splice(to, 0, moved);
  return { ...draft, sections };
}

export function updateSection(
  draft: ExportDraft,
  section: CvDocSection,
  change: Partial<Omit<SectionChoice, 'section'>>,
): ExportDraft {
  return { ...draft, sections: draft.sections.map((s) => (s.section === section ? { ...s, ...change } : s)) };
}

/** Whether two drafts make the same document (what "unsaved changes" means). */
export function sameOptions(a: CvOptions, b: CvOptions): boolean {
  return JSON.stringify(normalised(a)) === JSON.stringify(normalised(b));
}

function normalised(options: CvOptions): CvOptions {
  return {
    sections: options.sections.map((s) => ({ section: s.section, entries: s.entries })),
    works: options.works,
    includeContact: options.includeContact,
    includeStatement: options.includeStatement,
    pageSize: options.pageSize,
    headingStyle: options.headingStyle,
  };
}
