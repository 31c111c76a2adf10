// What the server sends along with a first view, so the app's first render shows the same page
// instead of a loading state: a JSON data block in the HTML (not a script: the CSP allows no inline code).
import type { PublicArtist } from '@oeuvre/contract';
import { unstable_serialize } from 'swr';

export type FirstViewData = { artist?: PublicArtist };

/** The id of the `<script type="application/json">` element holding the data. */
export const FIRST_VIEW_DATA_ID = 'first-view-data';

/** The SWR key of an artist's page data (as useArtist asks for it). */
export const artistKey = (slug: string) => unstable_serialize(['artist', slug]);

/** The data the server put in the page, as SWR fallback entries; empty when there is none or it is unreadable. */
export function readFirstViewFallback(doc: Document): Record<string, unknown> {
  const text = doc.getElementById(FIRST_VIEW_DATA_ID)?.textContent;
  if (!text) return {};
  try {
    const data = JSON.parse(text) as FirstViewData;
    return data.artist?.slug ? { [artistKey(data.artist.slug)]: data.artist } : {};
  } catch {
    return {};
  }
}
