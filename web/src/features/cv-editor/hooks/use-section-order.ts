import type { SectionKind } from '@oeuvre/contract';
import { useState } from 'react';
import { api } from '@/lib/api';
import { useRefreshMyProfile } from '@/lib/my-profile';
import { runAction } from '@/lib/run-action';

export const ORDER_FAILED = 'The new order could not be saved. Please try again.';

/** `ids` with the entry `id` moved to `to` (clamped to the list). */
export function moved(ids: readonly number[], id: number, to: number): number[] {
  const rest = ids.filter((other) => other !== id);
  const at = Math.max(0, Math.min(to, rest.length));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/**
 * The whole section's order (`all`) with the entries of `part` in the order `next` gives them, each in a place one of
 * them held: a tab that shows part of a section (residencies among grants) reorders its own entries only.
 */
export function withPartOrdered(all: readonly number[], next: readonly number[]): number[] {
  const part = new Set(next);
  let i = 0;
  return all.map((id) => (part.has(id) ? next[i++]! : id));
}

/**
 * The order of a section's entries as the artist arranges it (by the Move buttons or by dragging): shown at once,
 * saved with one call; on failure the saved order comes back with a toast.
 */
export function useSectionOrder<T extends { id: number }>(
  kind: SectionKind,
  artistId: number,
  items: readonly T[],
  /** The section's every entry, when `items` are only some of them (the order sent must list them all). */
  all?: readonly { id: number }[],
) {
  const [pending, setPending] = useState<number[] | null>(null);
  const [saving, setSaving] = useState(false);
  const refreshMyProfile = useRefreshMyProfile();
  const byId = new Map(items.map((item) => [item.id, item]));
  // While a new order is on its way, the list shows it (entries the server no longer has drop out).
  const ordered = pending
    ? [
        ...pending.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
        ...items.filter((item) => !pending.includes(item.id)),
      ]
    : [...items];

  async function move(id: number, to: number): Promise<boolean> {
    const current = ordered.map((item) => item.id);
    const next = moved(current, id, to);
    if (next.every((other, i) => other === current[i])) return false;
    setPending(next);
    setSaving(true);
    const done = await runAction(
      async () => {
        await api.section(kind).reorder(
          artistId,
          all
            ? withPartOrdered(
                all.map((item) => item.id),
                next,
              )
            : next,
        );
        await refreshMyProfile();
      },
      { failure: { title: 'Error', description: ORDER_FAILED, fixed: true } },
    );
    setPending(null);
    setSaving(false);
    return done.ok;
  }

  return { ordered, move, saving };
}
