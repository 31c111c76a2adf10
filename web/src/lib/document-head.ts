import { useEffect } from 'react';

export const SITE_NAME = 'Oeuvre';
export const SITE_DESCRIPTION =
  'Oeuvre is a living record of artistic practice: artists keep a professional CV and curators, critics and galleries browse a trusted directory of artists.';

function setMetaDescription(content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** A page's tab title and meta description. */
export type DocumentHead = { title: string; description: string };

const headOf = (title: string | null, description?: string): DocumentHead => ({
  title: title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} · A Living Record of Artistic Practice`,
  description: description ?? SITE_DESCRIPTION,
});

/** On the server: the head the page being drawn asks for (first-view/render.tsx takes it after each render). */
let drawnHead: DocumentHead | undefined;

/** The head the last page drawn on the server asked for, forgotten once taken. */
export function takeDrawnHead(): DocumentHead | undefined {
  const head = drawnHead;
  drawnHead = undefined;
  return head;
}

/**
 * Sets the tab title and meta description for the current page, restoring the site defaults on leave. Drawn on the
 * server, the page's head is noted instead, for the server to write into the page's own head.
 */
export function useDocumentHead(title: string | null, description?: string): void {
  // The server's build (and the tests', which draw as the server does) notes it; the browser's leaves it out.
  if (import.meta.env.SSR || !import.meta.env.PROD) drawnHead = headOf(title, description);
  useEffect(() => {
    const head = headOf(title, description);
    document.title = head.title;
    setMetaDescription(head.description);
    return () => {
      document.title = SITE_NAME;
      setMetaDescription(SITE_DESCRIPTION);
    };
  }, [title, description]);
}
