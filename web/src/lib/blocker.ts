// useBlocker for the app's pages: what react-router's data routers offer, under the app's own router (app/navigation.tsx),
// and react-router's own under a data router (the tests' memory routers).
import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, useBlocker as useDataRouterBlocker } from 'react-router-dom';
import { type Blocker, type BlockerFunction, NavigationGuardContext, UNBLOCKED } from './navigation-context';

export type { Blocker, BlockerFunction } from './navigation-context';

/**
 * Holds navigation away back while `shouldBlock` says so (asked at the moment of leaving): the answer is 'blocked'
 * with the place the visitor was going to, until `proceed()` goes there or `reset()` stays.
 */
export function useBlocker(shouldBlock: boolean | BlockerFunction): Blocker {
  // Which router a page is under never changes while it is shown, so one of the two hooks runs on every render.
  const underDataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  if (underDataRouter) return useDataRouterBlocker(shouldBlock) as Blocker;
  return useAppBlocker(shouldBlock);
}

function useAppBlocker(shouldBlock: boolean | BlockerFunction): Blocker {
  const guard = useContext(NavigationGuardContext);
  const [blocker, setBlocker] = useState<Blocker>(UNBLOCKED);
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => {
    if (!guard) return;
    return guard({
      shouldBlock: (args) => (typeof latest.current === 'function' ? latest.current(args) : latest.current),
      blocked: setBlocker,
    });
  }, [guard]);
  return blocker;
}
