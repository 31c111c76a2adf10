import { Button, PopoverNext, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/Avatar';
import { paths } from '@oeuvre/ui/lib/paths';
import { useAnswerRequest, useConnectionRequests } from '../api/use-network';

/** The pending support requests, answered from a popover. */
export function ConnectionRequests({ hasProfile }: { hasProfile: boolean }) {
  const { data: requests = [] } = useConnectionRequests(hasProfile);
  const answer = useAnswerRequest();
  const [busy, setBusy] = useState<number | null>(null);

  async function respond(id: number, choice: 'accept' | 'reject') {
    setBusy(id);
    await answer(id, choice);
    setBusy(null);
  }

  const content = (
    <div className="requests-popover">
      <h2 className="requests-title">Connection requests</h2>
      {requests.length === 0 ? (
        <p className="muted">No requests waiting.</p>
      ) : (
        <ul className="requests-list">
          {requests.map((r) => (
            <li key={r.id}>
              <Link to={paths.artist(r.sender.slug)} className="request-person">
                <Avatar name={r.sender.fullName} imageUrl={r.sender.profileImageUrl} size={32} />
                <span>
                  <strong>{r.sender.fullName}</strong>
                  <span className="muted">{[r.sender.city, r.sender.country].filter(Boolean).join(', ')}</span>
                </span>
              </Link>
              <div className="button-row">
                <Button size="small" intent="success" text="Accept" aria-label={`Accept ${r.sender.fullName}`} loading={busy === r.id} disabled={busy !== null} onClick={() => void respond(r.id, 'accept')} />
                <Button size="small" variant="outlined" text="Reject" aria-label={`Reject ${r.sender.fullName}`} disabled={busy !== null} onClick={() => void respond(r.id, 'reject')} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );

  return (
    <PopoverNext content={content} placement="bottom-end">
      <Button icon="people" disabled={!hasProfile} endIcon={requests.length ? <Tag round intent="danger">{requests.length}</Tag> : undefined}>
        Connection requests
      </Button>
    </PopoverNext>
  );
}
