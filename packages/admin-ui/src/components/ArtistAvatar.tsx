import { INITIALS_FALLBACK } from '@oeuvre/contract';
import { useState } from 'react';
import { useAdmin } from '../admin-context.tsx';

/** Initials: first letters of the first and last words, two letters of a single word, 'SP' for none. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.at(-1);
  if (!first || !last) return INITIALS_FALLBACK;
  if (words.length === 1) return Array.from(first).slice(0, 2).join('').toUpperCase();
  return ((Array.from(first)[0] ?? '') + (Array.from(last)[0] ?? '')).toUpperCase();
}

/** The artist's picture, or initials when there is none or it does not load. */
export function ArtistAvatar({
  name,
  imageUrl,
  size = 40,
}: {
  name: string;
  imageUrl: string | null;
  size?: number;
}) {
  const { siteUrl } = useAdmin();
  const [broken, setBroken] = useState(false);
  const style = { width: size, height: size };
  if (!imageUrl || broken) {
    return (
      <span className="admin-avatar admin-avatar--initials" style={style} aria-hidden>
        {initialsOf(name)}
      </span>
    );
  }
  return (
    <img
      className="admin-avatar"
      style={style}
      src={siteUrl(imageUrl)}
      alt=""
      loading="lazy"
      onError={() => setBroken(true)}
    />
  );
}
