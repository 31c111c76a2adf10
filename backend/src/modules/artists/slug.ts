import { RESERVED_SLUGS } from '@oeuvre/contract';
import type { Em } from '../../db/orm.ts';
import { ArtistProfile } from './artist-profile.entity.ts';

const MAX_SLUG_BASE = 60;
const BATCH = 20;

/** A readable URL name from an artist's name: "José Álvarez" -> "jose-alvarez"; "artist" when nothing is left. */
export function slugify(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[æ]/g, 'ae')
    .replace(/[øœ]/g, 'o')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_BASE)
    .replace(/^-+|-+$/g, '');
  return base || 'artist';
}

/** The candidates in order: jane-doe, jane-doe-2, jane-doe-3... */
function candidates(base: string, from: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => (from + i === 1 ? base : `${base}-${from + i}`));
}

/** The first free slug for a name, never one of the fixed segments of /api/artists/... */
export async function uniqueSlug(em: Em, name: string): Promise<string> {
  const base = slugify(name);
  for (let from = 1; ; from += BATCH) {
    const batch = candidates(base, from, BATCH);
    const taken = new Set<string>(RESERVED_SLUGS);
    const rows = await em.find(
      ArtistProfile,
      { slug: { $in: batch } },
      { fields: ['slug'], disableIdentityMap: true },
    );
    for (const row of rows) taken.add(row.slug);
    const free = batch.find((slug) => !taken.has(slug));
    if (free) return free;
  }
}
