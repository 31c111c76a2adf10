// How a gallery item's description reads: no schema here, so the artist page that reads it loads no valibot
// (schemas/gallery.ts checks the items).
export interface GalleryDetails {
  description: string | null;
  year: string | null;
  medium: string | null;
  dimensions: string | null;
}

/** Older items keep year, medium and dimensions as JSON inside description. */
export function readGalleryDescription(raw: string | null): GalleryDetails {
  const plain = { description: raw, year: null, medium: null, dimensions: null };
  if (!raw || !raw.trimStart().startsWith('{')) return plain;
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== 'object' || data === null) return plain;
    const text = (key: string) => {
      const value = (data as Record<string, unknown>)[key];
      return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
    };
    return {
      description: text('description'),
      year: text('year'),
      medium: text('medium'),
      dimensions: text('dimensions'),
    };
  } catch {
    return plain;
  }
}
