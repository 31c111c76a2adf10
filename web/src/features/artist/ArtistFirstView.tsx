// An artist page's first view, adopted as the server drew it for a signed-out visitor (lib/adopted-page.tsx):
// its live parts are the supporters beside the name (drawn by the server with the page, then kept fresh as on the
// page) and the shape of the works whose size the data did not carry. Opening a work, or anything else the page's
// code answers, loads that code.
import type { PublicArtistResponse } from '@oeuvre/contract';
import { type ComponentType, useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import { AdoptedPage, elementAt, placeOf } from '@/lib/adopted-page';
import { type AdoptedPageProps, ISLAND_ATTRIBUTE } from '@/lib/adopted-frame';
import { artistKey } from '@/lib/swr-keys';
import { SUPPORTERS_UNREAD, useArtistConnections } from './api/use-connections';
import { ConnectionWidget } from './components/ConnectionWidget';
import { shapeTile } from './components/tile-shape';

let pageCode: Promise<ComponentType> | undefined;
/** The page's own drawing (fetched once; again after a failure). */
function loadPage(): Promise<ComponentType> {
  pageCode ??= import('./ArtistPage').then(
    (module) => module.ArtistPageContent,
    (error: unknown) => {
      pageCode = undefined;
      throw error;
    },
  );
  return pageCode;
}

export function ArtistFirstView({ markup }: AdoptedPageProps) {
  const { slug = '' } = useParams();
  // The artist the page came with (no request: the first view's data); without it, the page's code draws the page.
  const { data } = useSWR<PublicArtistResponse>(artistKey(slug), null);
  return (
    <AdoptedPage
      markup={markup}
      load={loadPage}
      drawNow={typeof data?.profile?.id !== 'number'}
      islands={(frame) => <ArtistIslands frame={frame} />}
    />
  );
}

function ArtistIslands({ frame }: { frame: HTMLElement }) {
  const { slug = '' } = useParams();
  // The artist the page came with (no request: the first view's data).
  const { data } = useSWR<PublicArtistResponse>(artistKey(slug), null);
  useWorkShapes(frame);
  const [slot] = useState(() => frame.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}="connection"]`));
  // The supporters as the server drew them stay until they have been read again (the app comes when the visitor
  // acts, or when they are due: maybe a while after the page), not replaced by a failed read's none: the widget drawn
  // here then takes their place, for good.
  const [drawn] = useState(() => [...(slot?.childNodes ?? [])]);
  const artistId = data?.profile?.id;
  const read = useArtistConnections(artistId).data;
  const [taken, take] = useState(false);
  if (
    !taken &&
    slot !== null &&
    typeof artistId === 'number' &&
    read !== undefined &&
    read !== SUPPORTERS_UNREAD
  )
    take(true);
  useLayoutEffect(() => {
    if (!taken || !slot) return;
    // The link the visitor had reached with the keyboard keeps the focus in the widget that takes its place.
    const focused = document.activeElement;
    const place =
      focused && drawn.some((node) => node.contains(focused)) ? placeOf(focused, slot) : undefined;
    for (const node of drawn) node.remove();
    const again = place && elementAt(place, slot);
    if (again instanceof HTMLElement) again.focus({ preventScroll: true });
  }, [taken, slot, drawn]);
  if (!taken || !slot || typeof artistId !== 'number') return null;
  return createPortal(<ConnectionWidget artistId={artistId} signedIn={false} ownProfileId={null} />, slot);
}

/** A work tile drawn square because its image's size was unknown takes the image's shape once it has loaded. */
function useWorkShapes(frame: HTMLElement) {
  useEffect(() => {
    const shape = (img: HTMLImageElement) => {
      const tile = img.closest<HTMLElement>('.works-grid > li');
      if (tile && !img.hasAttribute('width') && img.naturalWidth && img.naturalHeight) {
        shapeTile(tile, img.naturalWidth / img.naturalHeight);
      }
    };
    frame.querySelectorAll<HTMLImageElement>('.works-grid img').forEach((img) => img.complete && shape(img));
    const onLoad = (event: Event) => event.target instanceof HTMLImageElement && shape(event.target);
    // `load` does not bubble: heard on its way down.
    frame.addEventListener('load', onLoad, true);
    return () => frame.removeEventListener('load', onLoad, true);
  }, [frame]);
}
