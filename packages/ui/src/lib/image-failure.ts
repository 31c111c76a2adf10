import { useCallback, useState } from 'react';

/**
 * Whether an image failed to load, on every path: `onError` while the app runs, and, for an image the server
 * rendered, a failure that happened before the app took over the page (the browser fires `error` once; React
 * only listens from hydration on), read from the element itself when React adopts it. Until then the page's
 * stylesheet draws the fallback over a broken image (`img[data-fallback]::after`): no inline handler, so the CSP
 * stays strict.
 */
export function useImageFailure(src: string | null | undefined) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useCallback((img: HTMLImageElement | null) => {
    const current = img?.getAttribute('src');
    if (img && current && img.complete && img.naturalWidth === 0) setFailedSrc(current);
  }, []);
  const onError = useCallback(() => setFailedSrc(src ?? null), [src]);
  return { failed: Boolean(src) && failedSrc === src, ref, onError };
}
