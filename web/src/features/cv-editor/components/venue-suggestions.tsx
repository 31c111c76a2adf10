// While an artist types a venue, institution or collection name, known venues (name, city) are offered; choosing
// one fills the entry's city when the section has one.
import { editorPlaceFields, type SectionKind, type VenueSuggestion } from '@oeuvre/contract';
import { useEffect, useMemo, useState } from 'react';
import { api } from '@/lib/api';

const WAIT_MS = 200;

/**
 * For the form of a section entry: which field gets suggestions, its datalist's props, and what choosing a
 * suggestion changes besides the name (the city).
 */
export function useVenueSuggestions(
  kind: SectionKind,
  listId: string,
  values: Record<string, string>,
  set: (name: string, value: string) => void,
) {
  // The field naming the place and the field of its city, as the section's public venue names them.
  const fields = useMemo(() => editorPlaceFields(kind), [kind]);
  const text = fields ? (values[fields.name] ?? '').trim() : '';
  const city = fields?.city ? (values[fields.city] ?? '').trim() : '';
  const [suggestions, setSuggestions] = useState<VenueSuggestion[]>([]);
  useEffect(() => {
    if (!fields || text.length < 2) return setSuggestions([]);
    let current = true;
    const timer = setTimeout(() => {
      api.venues
        .suggest({ query: { q: text, ...(city ? { city } : {}) } })
        .then((found) => current && setSuggestions(found))
        .catch(() => current && setSuggestions([]));
    }, WAIT_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [fields, text, city]);

  const label = (s: VenueSuggestion) => (s.city ? `${s.name}, ${s.city}` : s.name);
  return {
    field: fields?.name,
    /** Props of the name's input. */
    inputProps: fields ? { list: listId, autoComplete: 'off' } : {},
    /** A typed or chosen value: a suggestion's label sets the name and fills the city. */
    onValue(value: string): boolean {
      if (!fields) return false;
      const chosen = suggestions.find((s) => label(s) === value);
      if (!chosen) return false;
      set(fields.name, chosen.name);
      if (fields.city && chosen.city) set(fields.city, chosen.city);
      return true;
    },
    datalist: fields ? (
      <datalist id={listId}>
        {suggestions.map((s) => (
          <option key={s.slug} value={label(s)} />
        ))}
      </datalist>
    ) : null,
  };
}
