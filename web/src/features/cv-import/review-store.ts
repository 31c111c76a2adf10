// The review of one import: entries by id (each entry's card reads only its own, so typing in one redraws one), the
// unread lines' tray, the person's details, and what applying sends.
import {
  CV_IMPORT_SECTIONS,
  editorEntryPlace,
  editorFieldsOf,
  SECTIONS,
  type ArtistProfile,
  type CvImport,
  type CvImportApplyBody,
  type CvImportSection,
  type SectionDefinition,
  type SectionView,
} from '@oeuvre/contract';
import { validateForm } from '@oeuvre/ui/lib/form-validation';
import { create } from 'zustand';
import { entryFromLine, mainFieldOf, remapFields } from './remap';

/** The ids of an entry's elements in the page (its fields, its section choice). */
export const fieldId = (entryId: string, name: string) => `import-${entryId}-${name}`;
export const sectionSelectId = (entryId: string) => `import-entry-${entryId}-section`;

export interface ReviewEntry {
  id: string;
  section: CvImportSection;
  fields: Record<string, string>;
  /** The CV's text it was read from. */
  source: string;
  page?: number;
  duplicate: boolean;
  ticked: boolean;
  /** Made by the artist from an unread line: not part of the server's import, added through the section's own call. */
  fromLine: boolean;
  /** The section and fields as read, to send only what the artist changed. */
  read: { section: CvImportSection; fields: Record<string, string> };
  /**
   * For an entry read naming a place: the venue its place as read will link to once published (null: a new venue),
   * as the server matched it. Absent for an entry made from a line or naming no place.
   */
  venue?: CvImport['entries'][number]['venue'];
  errors: Record<string, string>;
  /**
   * Set once the artist has moved the entry to another group: the values it had in each group it was moved away from
   * (by group id), and its values as it arrived in the group it is in, so moving it back gives those values again
   * (a residency's type, a grant's fellowship) with what the artist changed since carried over.
   */
  moves?: { kept: Record<string, Record<string, string>>; arrived: Record<string, string> };
}

export interface TrayLine {
  key: string;
  text: string;
  page?: number;
}

/** The profile's own fields the CV can fill. */
export const PERSON_FIELDS = ['fullName', 'email', 'city', 'country', 'website'] as const;
export type PersonField = (typeof PERSON_FIELDS)[number];

export interface PersonReview {
  /** As read from the CV, then as the artist corrected it. */
  values: Record<PersonField, string>;
  read: Record<PersonField, string>;
  /** The profile's current values ('' when empty or no profile). */
  current: Record<PersonField, string>;
  /** Take the details at all. */
  use: boolean;
  /** Filled profile fields the artist chose to replace. */
  replace: Partial<Record<PersonField, boolean>>;
  birth: { year: string; place: string };
}

export interface ReviewState {
  importId: number | null;
  ids: string[];
  entries: Record<string, ReviewEntry>;
  tray: TrayLine[];
  ignored: { text: string; reason: string }[];
  person: PersonReview;
  /** The artist has no profile yet: the details create it. */
  newcomer: boolean;
  /**
   * The element to focus once an entry's card is drawn again in its (new) section: the main field of an entry made
   * from a line, the section choice of an entry just moved (moving redraws it in another group).
   */
  focus: { entry: string; element: string } | null;
  /** Something changed since the import was read (leaving asks first). */
  dirty: boolean;
  load(imported: CvImport, profile: ArtistProfile | null): void;
  setField(id: string, name: string, value: string): void;
  /** Moves an entry to another group of the review (`REVIEW_GROUPS`, by id): its section, and its view's values. */
  setGroup(id: string, groupId: string): void;
  tick(id: string, ticked: boolean): void;
  /** Ticks or unticks every entry of a group of the review (`REVIEW_GROUPS`). */
  tickGroup(group: ReviewGroup, ticked: boolean): void;
  sendLine(key: string, section: CvImportSection): string;
  discardLine(key: string): void;
  setPerson(name: PersonField, value: string): void;
  usePerson(use: boolean): void;
  replacePerson(name: PersonField, replace: boolean): void;
  setErrors(errors: Record<string, Record<string, string>>): void;
  /** Back to a review kept in the tab (after a reload), as the artist left it. */
  restore(saved: SavedReview): void;
  markClean(): void;
  /** Added or discarded: nothing is left to lose, so leaving no longer asks (the page clears the rest as it goes). */
  close(): void;
  clear(): void;
}

const noPerson = (): Record<PersonField, string> => ({
  fullName: '',
  email: '',
  city: '',
  country: '',
  website: '',
});

const emptyPerson = (): PersonReview => ({
  values: noPerson(),
  read: noPerson(),
  current: noPerson(),
  use: false,
  replace: {},
  birth: { year: '', place: '' },
});

function entryOf(e: CvImport['entries'][number]): ReviewEntry {
  return {
    id: e.id,
    section: e.section,
    fields: { ...e.fields },
    source: e.source,
    ...(e.page !== undefined ? { page: e.page } : {}),
    duplicate: e.duplicate,
    ticked: !e.duplicate,
    fromLine: false,
    read: { section: e.section, fields: { ...e.fields } },
    ...(e.venue !== undefined ? { venue: e.venue } : {}),
    errors: {},
  };
}

/**
 * The venue an entry will link to as the server matched it, while its place is the one read (its section and its
 * place's fields unchanged); undefined once the artist has changed them (matched again when published) or when it
 * names no place.
 */
export function venueOfEntry(entry: ReviewEntry): ReviewEntry['venue'] {
  if (entry.venue === undefined) return undefined;
  const now = editorEntryPlace(entry.section, entry.fields);
  const read = editorEntryPlace(entry.read.section, entry.read.fields);
  const same =
    now &&
    read &&
    now.section === read.section &&
    now.name.trim() === read.name.trim() &&
    now.city.trim() === read.city.trim();
  return same ? entry.venue : undefined;
}

/** What the tab keeps of a review: all the artist did, so a reload or a restored tab comes back to it. */
export type SavedReview = Pick<
  ReviewState,
  'importId' | 'ids' | 'entries' | 'tray' | 'ignored' | 'person' | 'newcomer' | 'dirty'
>;

/** The tab's session storage key of the review in progress. */
export const SAVED_REVIEW_KEY = 'oeuvre:cv-import-review';

/** The review this tab left unfinished, or null (none, or unreadable). */
export function savedReview(): SavedReview | null {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(SAVED_REVIEW_KEY) ?? 'null') as SavedReview | null;
    return saved && typeof saved.importId === 'number' && Array.isArray(saved.ids) && saved.entries
      ? saved
      : null;
  } catch {
    return null;
  }
}

/** Keeps the review in the tab while an import is open; forgets it once it is added, discarded or left. */
function keepInTab(s: ReviewState): void {
  try {
    if (s.importId === null) window.sessionStorage.removeItem(SAVED_REVIEW_KEY);
    else {
      const { importId, ids, entries, tray, ignored, person, newcomer, dirty } = s;
      const saved: SavedReview = { importId, ids, entries, tray, ignored, person, newcomer, dirty };
      window.sessionStorage.setItem(SAVED_REVIEW_KEY, JSON.stringify(saved));
    }
  } catch {
    // Storage full or refused (private browsing): the review goes on, only a reload would lose it.
  }
}

/** The review store: one per page, loaded with the import when it is read. */
export const useReview = create<ReviewState>()((set, get) => {
  const patch = (id: string, change: (e: ReviewEntry) => Partial<ReviewEntry>) =>
    set((s) => {
      const entry = s.entries[id];
      return entry ? { entries: { ...s.entries, [id]: { ...entry, ...change(entry) } }, dirty: true } : {};
    });
  let lineCount = 0;
  /** No import loaded. */
  const empty = () => ({ importId: null, ids: [], entries: {}, tray: [], ignored: [], person: emptyPerson() });
  return {
    ...empty(),
    newcomer: false,
    focus: null,
    dirty: false,
    load(imported, profile) {
      const read = { ...noPerson() };
      for (const name of PERSON_FIELDS) read[name] = imported.person[name] ?? '';
      const current = { ...noPerson() };
      for (const name of PERSON_FIELDS) current[name] = profile ? String(profile[name] ?? '') : '';
      const entries = imported.entries.map(entryOf);
      lineCount = 0;
      set({
        importId: imported.id,
        ids: entries.map((e) => e.id),
        entries: Object.fromEntries(entries.map((e) => [e.id, e])),
        tray: imported.unparsed.map((line, i) => ({
          key: `line-${i}`,
          text: line.text,
          ...(line.page !== undefined ? { page: line.page } : {}),
        })),
        ignored: imported.ignored,
        person: {
          values: { ...read },
          read,
          current,
          // A newcomer's details create the profile; an artist's fill what is empty, when the CV says anything.
          use: !profile || PERSON_FIELDS.some((n) => read[n] !== '' && current[n] === ''),
          replace: {},
          birth: { year: imported.person.birthYear ?? '', place: imported.person.birthPlace ?? '' },
        },
        newcomer: !profile,
        dirty: false,
      });
    },
    setField(id, name, value) {
      const entry = get().entries[id];
      const before = entry && groupOf(entry);
      patch(id, (e) => ({
        fields: { ...e.fields, [name]: value },
        errors: e.errors[name] ? { ...e.errors, [name]: '' } : e.errors,
      }));
      // A value that moves the entry to another group (a grant's type made residency) keeps the focus on that field.
      const after = get().entries[id];
      if (after && groupOf(after) !== before) set({ focus: { entry: id, element: fieldId(id, name) } });
    },
    setGroup(id, groupId) {
      const entry = get().entries[id];
      const to = REVIEW_GROUPS.find((group) => group.id === groupId);
      if (!entry || !to || groupOf(entry) === to) return;
      patch(id, (e) => ({ ...movedTo(e, to), errors: {} }));
      set({ focus: { entry: id, element: sectionSelectId(id) } });
    },
    tick: (id, ticked) => patch(id, () => ({ ticked })),
    tickGroup: (group, ticked) =>
      set((s) => {
        const entries = { ...s.entries };
        for (const id of s.ids) if (inGroup(group, entries[id]!)) entries[id] = { ...entries[id]!, ticked };
        return { entries, dirty: true };
      }),
    sendLine(key, section) {
      const line = get().tray.find((l) => l.key === key);
      if (!line) return '';
      const id = `new-${++lineCount}`;
      const fields = entryFromLine(section, line.text);
      const entry: ReviewEntry = {
        id,
        section,
        fields,
        source: line.text,
        ...(line.page !== undefined ? { page: line.page } : {}),
        duplicate: false,
        ticked: true,
        fromLine: true,
        read: { section, fields },
        errors: {},
      };
      set((s) => ({
        ids: [...s.ids, id],
        entries: { ...s.entries, [id]: entry },
        tray: s.tray.filter((l) => l.key !== key),
        focus: { entry: id, element: fieldId(id, mainFieldOf(section)) },
        dirty: true,
      }));
      return id;
    },
    discardLine: (key) => set((s) => ({ tray: s.tray.filter((l) => l.key !== key), dirty: true })),
    setPerson: (name, value) =>
      set((s) => ({ person: { ...s.person, values: { ...s.person.values, [name]: value } }, dirty: true })),
    usePerson: (use) => set((s) => ({ person: { ...s.person, use }, dirty: true })),
    replacePerson: (name, replace) =>
      set((s) => ({
        person: { ...s.person, replace: { ...s.person.replace, [name]: replace } },
        dirty: true,
      })),
    setErrors: (errors) =>
      set((s) => {
        const entries = { ...s.entries };
        for (const id of s.ids) {
          const next = errors[id] ?? {};
          if (Object.keys(next).length || Object.keys(entries[id]!.errors).length)
            entries[id] = { ...entries[id]!, errors: next };
        }
        return { entries };
      }),
    restore(saved) {
      // Entries made from lines go on numbering after the saved ones.
      lineCount = Math.max(0, ...saved.ids.map((id) => Number(/^new-(\d+)$/.exec(id)?.[1] ?? 0)));
      set({ ...saved, focus: null });
    },
    markClean: () => set({ dirty: false }),
    close: () => set({ importId: null, dirty: false }),
    clear: () => set({ ...empty(), dirty: false }),
  };
});

useReview.subscribe(keepInTab);

/**
 * A group of the review: a section's entries under its name, or, for a section the editor shows in views (grants: its
 * Grants and Residencies tabs), the entries of one view under that tab's title, as the editor will list them.
 */
export interface ReviewGroup {
  /** Unique in the review: the view's tab id, else the section. */
  id: string;
  section: CvImportSection;
  title: string;
  view?: SectionView;
}

/** Every group the review may show, in the import's order of its sections. */
export const REVIEW_GROUPS: readonly ReviewGroup[] = CV_IMPORT_SECTIONS.flatMap((section): ReviewGroup[] => {
  const definition = SECTIONS[section] as SectionDefinition;
  const views = (definition.editorTabs ?? []).flatMap((tab): ReviewGroup[] =>
    tab.view ? [{ id: tab.id, section, title: tab.title, view: tab.view }] : [],
  );
  return views.length ? views : [{ id: section, section, title: definition.label }];
});

/** Whether an entry is listed in a group: its section's, and the view's when the group is one. */
export const inGroup = (group: ReviewGroup, entry: Pick<ReviewEntry, 'section' | 'fields'>) =>
  entry.section === group.section && (!group.view || group.view.shows(entry.fields));

/** The group an entry is listed in. */
export const groupOf = (entry: Pick<ReviewEntry, 'section' | 'fields'>): ReviewGroup | undefined =>
  REVIEW_GROUPS.find((group) => inGroup(group, entry));

/**
 * Values as a group takes them: its view's fixed values (a residency's type), and a choice its view leaves out (a
 * residency's type under Grants) replaced by the first one it offers.
 */
export function fitGroup(group: ReviewGroup, fields: Record<string, string>): Record<string, string> {
  const fitted = { ...fields, ...group.view?.fixed };
  for (const [name, left] of Object.entries(group.view?.withoutOptions ?? {})) {
    if (!left.includes(fitted[name] ?? '')) continue;
    const options = editorFieldsOf(group.section).find((f) => f.name === name)?.editor.options ?? [];
    const offered = options.find((o) => !left.includes(o.value));
    if (offered) fitted[name] = offered.value;
  }
  return fitted;
}

/**
 * An entry moved to another group. Its values there are the ones it had when it was last moved away from that group,
 * with what the artist has changed since carried over (through the same remapping as a move); in a group it was never
 * in, its values remapped (`remapFields`). Either way fitted to the group (`fitGroup`), and its values here are kept.
 */
function movedTo(
  entry: ReviewEntry,
  to: ReviewGroup,
): Pick<ReviewEntry, 'section' | 'fields' | 'moves'> {
  const from = groupOf(entry)?.id ?? entry.section;
  const arrived = entry.moves?.arrived ?? entry.fields;
  const kept: Record<string, Record<string, string>> = {};
  for (const [id, values] of Object.entries(entry.moves?.kept ?? {})) {
    const group = REVIEW_GROUPS.find((g) => g.id === id);
    if (!group || id === from) continue;
    // What the artist changed here, as it reads in that group's section.
    const now = remapFields(entry.section, group.section, entry.fields);
    const before = remapFields(entry.section, group.section, arrived);
    kept[id] = { ...values, ...Object.fromEntries(Object.entries(now).filter(([name, value]) => before[name] !== value)) };
  }
  kept[from] = { ...entry.fields };
  const back = kept[to.id];
  delete kept[to.id];
  const fields = fitGroup(to, back ?? remapFields(entry.section, to.section, entry.fields));
  return { section: to.section, fields, moves: { kept, arrived: fields } };
}

/** The groups that hold entries, in the review's order. */
export function groupsOf(s: Pick<ReviewState, 'ids' | 'entries'>): ReviewGroup[] {
  return REVIEW_GROUPS.filter((group) => s.ids.some((id) => inGroup(group, s.entries[id]!)));
}

export const tickedCount = (s: Pick<ReviewState, 'ids' | 'entries'>) =>
  s.ids.filter((id) => s.entries[id]!.ticked).length;

/** A ticked entry its section's rules would refuse as it stands (a required field empty, a year malformed, ...). */
export const needsCorrection = (e: Pick<ReviewEntry, 'ticked' | 'section' | 'fields'>) =>
  e.ticked && !validateForm(SECTIONS[e.section].input, e.fields).ok;

/** The ids of the ticked entries that need a correction, in the review's order. */
export const problemIdsOf = (s: Pick<ReviewState, 'ids' | 'entries'>) =>
  s.ids.filter((id) => needsCorrection(s.entries[id]!));

/** Each ticked entry's problems, by the section's own rules (the server checks again). */
export function checkEntries(
  s: Pick<ReviewState, 'ids' | 'entries'>,
): Record<string, Record<string, string>> {
  const problems: Record<string, Record<string, string>> = {};
  for (const id of s.ids) {
    const entry = s.entries[id]!;
    if (!entry.ticked) continue;
    const checked = validateForm(SECTIONS[entry.section].input, entry.fields);
    if (!checked.ok) {
      problems[id] = Object.fromEntries(
        Object.entries(checked.errors).filter(
          (pair): pair is [string, string] => typeof pair[1] === 'string',
        ),
      );
    }
  }
  return problems;
}

const sameFields = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, value]) => b[k] === value);

/**
 * What applying sends, in one call: the ticked entries read from the CV (with the artist's changes, section and
 * fields), the entries made from unread lines, and whether to take the details, as the artist corrected them and
 * with the filled profile fields they chose to replace.
 */
export function applyPlan(
  s: Pick<ReviewState, 'ids' | 'entries' | 'person' | 'newcomer'>,
): CvImportApplyBody {
  const ticked = s.ids.map((id) => s.entries[id]!).filter((e) => e.ticked);
  const edits: NonNullable<CvImportApplyBody['edits']> = {};
  for (const e of ticked) {
    if (e.fromLine) continue;
    const moved = e.section !== e.read.section;
    if (moved || !sameFields(e.fields, e.read.fields))
      edits[e.id] = { ...(moved ? { section: e.section } : {}), fields: { ...e.fields } };
  }
  const lines = ticked
    .filter((e) => e.fromLine)
    .map((e) => ({ section: e.section, fields: { ...e.fields } }));
  const details = personChanges(s.person, s.newcomer);
  const replace = PERSON_FIELDS.filter((name) => details[name] !== undefined && s.person.replace[name]);
  return {
    entries: ticked.filter((e) => !e.fromLine).map((e) => e.id),
    person: s.person.use,
    ...(Object.keys(details).length ? { details } : {}),
    ...(replace.length ? { replace } : {}),
    ...(lines.length ? { lines } : {}),
    ...(Object.keys(edits).length ? { edits } : {}),
  };
}

/**
 * The details the artist corrected (for a field applying fills) or chose to write over a filled profile field:
 * applying takes these in place of the details as read.
 */
export function personChanges(person: PersonReview, newcomer: boolean): Partial<Record<PersonField, string>> {
  if (!person.use) return {};
  const changes: Partial<Record<PersonField, string>> = {};
  for (const name of PERSON_FIELDS) {
    const value = person.values[name].trim();
    if (!value) continue;
    const empty = newcomer || person.current[name] === '';
    if (empty ? value !== person.read[name] : person.replace[name] && value !== person.current[name])
      changes[name] = value;
  }
  return changes;
}
