import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How far down each entry of this tab's history was scrolled when it was left, by the entry's key. */
const scrolledTo = new Map<string, number>();

/**
 * Scrolls as a visitor expects when the app changes page: a new page starts at its top (or at the element its
 * address's #fragment names), and Back or Forward return to where that page was left.
 *
 * The page a visit arrives on is left where it is. The app takes over a page the server drew after it has painted,
 * and the visitor may have scrolled it by then (react-router's ScrollRestoration would send them back to the top);
 * on a reload the browser itself restores the position.
 */
export function ScrollOnNavigation(): null {
  const location = useLocation();
  const navigationType = useNavigationType();
  const arrival = useRef(true);

  useLayoutEffect(() => {
    const remember = () => scrolledTo.set(location.key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key]);

  useLayoutEffect(() => {
    if (arrival.current) {
      arrival.current = false;
      return;
    }
    const saved = navigationType === 'POP' ? scrolledTo.get(location.key) : undefined;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
