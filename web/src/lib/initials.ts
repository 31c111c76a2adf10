/**
 * Initials shown when an avatar has no usable image: first letters of the first and last words,
 * the first two letters of a single word, and 'SP' when there is no name at all.
 */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words[words.length - 1];
  if (!first || !last) return 'SP';
  if (words.length === 1) return Array.from(first).slice(0, 2).join('').toUpperCase();
  return (firstLetter(first) + firstLetter(last)).toUpperCase();
}

function firstLetter(word: string): string {
  return Array.from(word)[0] ?? '';
}
