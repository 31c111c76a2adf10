import { RESERVED_SLUGS } from '@oeuvre/contract';
import type { Em } from '../../db/orm.ts';
import { ArtistProfile } from '../artists/artist-profile.entity.ts';
import { slugify } from '../artists/slug.ts';

const LOOKUP_CHUNK = 1000;

const candidate = (base: string, n: number) => (n === 1 ? base : `${base}-${n}`);

async function takenAmong(em: Em, slugs: string[]): Promise<Set<string>> {
  const taken = new Set<string>(RESERVED_SLUGS);
  for (let at = 0; at < slugs.length; at += LOOKUP_CHUNK) {
    const rows = await em.find(
      ArtistProfile,
      { slug: { $in: slugs.slice(at, at + LOOKUP_CHUNK) } },
      { fields: ['slug'], disableIdentityMap: true },
    );
    for (const row of rows) taken.add(row.slug);
  }
  return taken;
}

/**
 * The same readable slugs as one signup gets (jane-doe, jane-doe-2, ...) for a whole batch of names at once:
 * each round looks up a widening window of numbers for every name still short of free slugs, in a few queries
 * rather than one per row. No two names get the same slug, nor one already in `assigned` (which collects them).
 */
export async function allocateSlugs(em: Em, names: readonly string[], assigned = new Set<string>()): Promise<string[]> {
  const bases = names.map(slugify);
  const wanted = new Map<string, number>();
  for (const base of bases) wanted.set(base, (wanted.get(base) ?? 0) + 1);
  const found = new Map<string, string[]>([...wanted.keys()].map((base) => [base, []]));
  let pending = [...wanted.keys()];
  for (let from = 1, size = 1; pending.length; from += size, size = Math.min(size * 4, 1024)) {
    const window = (base: string) => Array.from({ length: size }, (_, i) => candidate(base, from + i));
    const taken = await takenAmong(em, pending.flatMap(window));
    pending = pending.filter((base) => {
      const slugs = found.get(base)!;
      for (const slug of window(base)) {
        if (slugs.length === wanted.get(base)) break;
        if (taken.has(slug) || assigned.has(slug)) continue;
        assigned.add(slug);
        slugs.push(slug);
      }
      return slugs.length < wanted.get(base)!;
    });
  }
  return bases.map((base) => found.get(base)!.shift()!);
}
