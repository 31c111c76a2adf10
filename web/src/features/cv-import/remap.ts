// How an imported entry's fields move when the artist gives it another section: same-named fields keep their value,
// then fields of the same role (the entry's name, where it happened, when, notes) take each other's, and what finds
// no place is kept in the new section's notes. Roles are read from field names, so a new section needs no entry here
// unless it names a field in a new way.
import { editorFieldsOf, type CvImportSection } from '@oeuvre/contract';

type Role = 'main' | 'org' | 'place' | 'year' | 'notes' | 'other';

const ROLES: Record<string, Role> = {
  title: 'main',
  name: 'main',
  role: 'main',
  degree: 'main',
  username: 'main',
  venue: 'org',
  presenter: 'org',
  organization: 'org',
  publication: 'org',
  commissioner: 'org',
  institution: 'org',
  city: 'place',
  location: 'place',
  year: 'year',
  years: 'year',
  duration: 'year',
  notes: 'notes',
  description: 'notes',
};

const roleOf = (name: string): Role => ROLES[name] ?? 'other';

interface FieldInfo {
  name: string;
  required: boolean;
  select: boolean;
  options: string[];
}

function fieldsOf(section: CvImportSection): FieldInfo[] {
  return editorFieldsOf(section).map(({ name, required, editor }) => ({
    name,
    required,
    select: editor.kind === 'select',
    options: editor.options?.map((o) => o.value) ?? [],
  }));
}

/** The field that holds what an entry is called: its title or name (a line sent from the tray lands here). */
export function mainFieldOf(section: CvImportSection): string {
  const fields = fieldsOf(section);
  const main =
    fields.find((f) => roleOf(f.name) === 'main') ??
    fields.find((f) => f.required && !f.select) ??
    fields.find((f) => !f.select) ??
    fields[0];
  return main?.name ?? '';
}

/** Blank values of a section: empty text, and the first choice of each list. */
export function blankFields(section: CvImportSection): Record<string, string> {
  return Object.fromEntries(fieldsOf(section).map((f) => [f.name, f.select ? (f.options[0] ?? '') : '']));
}

/** A new entry of `section` from one line of the CV: the line in its main field, the rest blank. */
export function entryFromLine(section: CvImportSection, line: string): Record<string, string> {
  return { ...blankFields(section), [mainFieldOf(section)]: line.trim() };
}

/** The fields of an entry moved from one section to another (see the top of this file). */
export function remapFields(
  from: CvImportSection,
  to: CvImportSection,
  values: Readonly<Record<string, string>>,
): Record<string, string> {
  if (from === to) return { ...values };
  const source = fieldsOf(from);
  const target = fieldsOf(to);
  const result = blankFields(to);
  const used = new Set<string>();
  const filled = (name: string) => (values[name] ?? '').trim() !== '';

  // 1. The same field: exhibition <-> exhibition keeps all; a choice only when the new list offers it.
  for (const field of target) {
    if (!filled(field.name) || !source.some((s) => s.name === field.name)) continue;
    if (field.select && !field.options.includes(values[field.name]!)) continue;
    result[field.name] = values[field.name]!;
    used.add(field.name);
  }
  // 2. A field of the same role: venue -> institution, year -> years, description -> notes.
  for (const field of target) {
    if (field.select || result[field.name]) continue;
    const match = source.find((s) => !s.select && !used.has(s.name) && filled(s.name) && roleOf(s.name) === roleOf(field.name) && roleOf(s.name) !== 'other');
    if (match) {
      result[field.name] = values[match.name]!;
      used.add(match.name);
    }
  }
  // 3. The main field is never left empty while the entry had a name.
  const main = mainFieldOf(to);
  if (main && !result[main]) {
    const name = source.find((s) => !s.select && !used.has(s.name) && filled(s.name) && roleOf(s.name) === 'main') ??
      source.find((s) => !s.select && !used.has(s.name) && filled(s.name) && roleOf(s.name) !== 'notes');
    if (name) {
      result[main] = values[name.name]!;
      used.add(name.name);
    }
  }
  // 4. What found no place is kept in the notes, so nothing the CV said is lost on the way.
  const notes = target.find((f) => roleOf(f.name) === 'notes');
  const left = source.filter((s) => !s.select && !used.has(s.name) && filled(s.name)).map((s) => values[s.name]!.trim());
  if (notes && left.length) result[notes.name] = [result[notes.name], ...left].filter(Boolean).join('; ');
  return result;
}
