import { NonIdealState } from '@blueprintjs/core';
import { isApiError } from '@oeuvre/api-client';
import type { ReactNode } from 'react';
import { ListSkeleton } from './ListSkeleton.tsx';
import { LoadFailed } from './LoadFailed.tsx';

/**
 * A page about one artist before the artist is there to show: not found (an address without a valid id, or the
 * server's 404), a read that failed (with a way to try again), or still loading. The way back stays on top.
 */
export function ArtistNotReady({
  back,
  valid,
  read,
  what,
}: {
  back: ReactNode;
  valid: boolean;
  read: { error: unknown; mutate(): unknown };
  /** What is read: 'Failed to fetch {what}', 'Loading the {what}'. */
  what: string;
}) {
  return (
    <div className="admin-page">
      {back}
      {!valid || (isApiError(read.error) && read.error.status === 404) ? (
        <NonIdealState icon="search" title="Artist not found" description="This artist profile does not exist." />
      ) : read.error ? (
        <LoadFailed what={what} onRetry={() => void read.mutate()} />
      ) : (
        <ListSkeleton rows={3} label={`Loading the ${what}`} />
      )}
    </div>
  );
}
