// An import read but neither added nor discarded: leaving the page asks first (in the app and when closing the tab).
import { useEffect } from 'react';
import { useBlocker } from '@/lib/blocker';
import { useReview } from '../review-store';

export function useLeaveGuard() {
  const open = useReview((s) => s.importId !== null);
  // Read at the moment of leaving: adding or discarding clears the import just before navigating away.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      useReview.getState().importId !== null && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!open) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [open]);
  return blocker;
}
