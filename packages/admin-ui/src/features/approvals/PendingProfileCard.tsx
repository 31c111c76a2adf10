// One profile waiting for review: who, what changed since the published version, approve or reject.
import { Button, Card, Collapse, Tag } from '@blueprintjs/core';
import { artistDisplayName, type PendingApproval, ReviewMessages } from '@oeuvre/contract';
import { useMemo, useState } from 'react';
import { useAdmin } from '../../admin-context.tsx';
import { ArtistAvatar } from '../../components/ArtistAvatar.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { formatDay } from '@oeuvre/ui/lib/dates';
import { pendingChanges } from './profile-changes.ts';
import { ProfileChangesView } from './ProfileChangesView.tsx';

const EXCERPT = 280;

interface PendingProfileCardProps {
  profile: PendingApproval;
  onApprove(): Promise<unknown>;
  onReject(): void;
}

export function PendingProfileCard({ profile, onApprove, onReject }: PendingProfileCardProps) {
  const { paths } = useAdmin();
  const changes = useMemo(() => pendingChanges(profile), [profile]);
  const [showChanges, setShowChanges] = useState(true);
  const [approving, setApproving] = useState(false);
  const name = artistDisplayName(profile);
  const statement =
    profile.artistStatement.length > EXCERPT
      ? `${profile.artistStatement.slice(0, EXCERPT)}…`
      : profile.artistStatement;

  const approve = async () => {
    setApproving(true);
    try {
      await onApprove();
    } finally {
      setApproving(false);
    }
  };

  return (
    <Card className="admin-pending" data-artist={profile.fullName}>
      <div className="admin-row">
        <ArtistAvatar name={profile.fullName} imageUrl={profile.profileImageUrl} />
        <div className="admin-row__main">
          <h2 className="admin-row__title">
            {name}
            <Tag intent="warning" minimal>
              {ReviewMessages.labels.pendingReview}
            </Tag>
            {changes ? (
              <Tag intent="success" minimal>
                {ReviewMessages.labels.published}
              </Tag>
            ) : (
              <Tag minimal>New profile</Tag>
            )}
          </h2>
          <p className="admin-muted">
            {[profile.city, profile.country].filter(Boolean).join(', ')} · {profile.email} · Submitted{' '}
            {formatDay(profile.updatedAt)}
          </p>
        </div>
        <div className="admin-row__actions">
          <ButtonLink
            to={paths.artistDraft(profile.id)}
            icon="document-open"
            text="Full draft"
            minimal
            aria-label={`Open the full draft of ${name}`}
          />
          <Button
            icon="tick"
            intent="success"
            text="Approve"
            loading={approving}
            onClick={() => void approve()}
            aria-label={`Approve ${name}`}
          />
          <Button
            icon="cross"
            intent="danger"
            variant="outlined"
            text="Reject"
            onClick={onReject}
            aria-label={`Reject ${name}`}
          />
        </div>
      </div>
      {changes ? (
        <div className="admin-pending__changes">
          <Button
            variant="minimal"
            size="small"
            icon={showChanges ? 'chevron-up' : 'chevron-down'}
            text={showChanges ? 'Hide changes' : 'Show changes since the published version'}
            aria-expanded={showChanges}
            onClick={() => setShowChanges((open) => !open)}
          />
          <Collapse isOpen={showChanges}>
            <ProfileChangesView changes={changes} />
          </Collapse>
        </div>
      ) : (
        <p className="admin-pending__statement">{statement}</p>
      )}
    </Card>
  );
}
