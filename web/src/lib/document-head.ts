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

/** Sets the tab title and meta description for the current page, restoring the site defaults on leave. */
export function useDocumentHead(title: string | null, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} · A Living Record of Artistic Practice`;
    setMetaDescription(description ?? SITE_DESCRIPTION);
    return () => {
      document.title = SITE_NAME;
      setMetaDescription(SITE_DESCRIPTION);
    };
  }, [title, description]);
}
