// The one visibility rule: whether a CV entry may reach anything the public sees (the published version, and through
// it the page, its schema.org data, the directory's CV search and the public documents). Every reader asks here.
import type { Visibility } from './fields.ts';

/**
 * An entry is public when it says so, or says nothing: rows and copies from before entries had a visibility, and the
 * published version's entries (which are public by construction and carry none). Anything else, 'private' or a value
 * that is no visibility at all, keeps the entry off the public side.
 */
export function isPublicEntry(entry: object): boolean {
  const visibility = (entry as { visibility?: unknown }).visibility;
  return visibility === undefined || visibility === null || visibility === ('public' satisfies Visibility);
}

/** The rule's other side: the entry stays in the artist's draft, editor and own documents only. */
export const isPrivateEntry = (entry: object): boolean => !isPublicEntry(entry);

/**
 * An entry that passed the rule: it cannot say it is private. A published version's lists hold only these, so a draft
 * entry (whose visibility may be 'private') cannot be put there without going through `publicOnly`.
 */
export type PublicEntry<T> = Omit<T, 'visibility'> & { readonly visibility?: 'public' };

/** The public entries of a list, in its order. */
export function publicOnly<T extends object>(entries: readonly T[]): PublicEntry<T>[] {
  return entries.filter(isPublicEntry) as PublicEntry<T>[];
}

/** A record whose lists of entries hold public entries only (every other field as it is). */
export type PublicLists<T> = {
  [K in keyof T]: T[K] extends readonly (infer I)[] ? ([I] extends [object] ? PublicEntry<I>[] : T[K]) : T[K];
};
