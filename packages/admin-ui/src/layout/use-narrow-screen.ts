import { MOBILE_BREAKPOINT_PX } from '@oeuvre/ui/lib/ui-constants';
import { useSyncExternalStore } from 'react';

const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True below 768px wide, where the sidebar becomes a drawer. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
