import { INITIALS_FALLBACK } from './ui-constants.ts';

/** Initials: first letters of the first and last words, two letters of a single word, 'SP' for none. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.at(-1);
  if (!first || !last) return INITIALS_FALLBACK;
  if (words.length === 1) return Array.from(first).slice(0, 2).join('').toUpperCase();
  return ((Array.from(first)[0] ?? '') + (Array.from(last)[0] ?? '')).toUpperCase();
}
