// One profile waiting for review: who, what changed since the published version, approve or reject.
import { Button, Card, Collapse, Tag } from '@blueprintjs/core';
import { artistDisplayName, type PendingApproval, ReviewMessages, toPublicArtist } from '@oeuvre/contract';
import { useMemo, useState } from 'react';
import { useAdmin } from '../../admin-context.tsx';
import { ArtistAvatar } from '../../components/ArtistAvatar.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { formatDay } from '@oeuvre/ui/lib/dates';
import { changeSummary, contentSummary, hasChanges, pendingChanges } from './profile-changes.ts';
import { ProfileChangesView } from './ProfileChangesView.tsx';
import { ReviewButtons } from './ReviewButtons.tsx';
import { Email } from '../../components/Email.tsx';

const EXCERPT = 280;

interface PendingProfileCardProps {
  profile: PendingApproval;
  onApprove(): Promise<unknown>;
  onReject(): void;
}

export function PendingProfileCard({ profile, onApprove, onReject }: PendingProfileCardProps) {
  const { paths } = useAdmin();
  const changes = useMemo(() => pendingChanges(profile), [profile]);
  // What changed at a glance ("+2 Group Exhibitions, 1 changed in Education"), or what a new profile holds.
  const summary = useMemo(
    () =>
      changes
        ? hasChanges(changes)
          ? changeSummary(changes)
          : ''
        : contentSummary(toPublicArtist(profile)),
    [changes, profile],
  );
  const [showChanges, setShowChanges] = useState(true);
  const name = artistDisplayName(profile);
  const statement =
    profile.artistStatement.length > EXCERPT
      ? `${profile.artistStatement.slice(0, EXCERPT)}…`
      : profile.artistStatement;

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
            {[profile.city, profile.country].filter(Boolean).join(', ')} · <Email address={profile.email} /> · Submitted{' '}
            {formatDay(profile.updatedAt)}
          </p>
          {summary ? (
            <p className="admin-pending__summary" data-summary>
              {changes ? 'Changes: ' : 'New profile: '}
              {summary}
            </p>
          ) : null}
        </div>
        <div className="admin-row__actions">
          <ButtonLink
            to={paths.artistDraft(profile.id)}
            icon="document-open"
            text="Full draft"
            minimal
            aria-label={`Open the full draft of ${name}`}
          />
          <ReviewButtons name={name} onApprove={onApprove} onReject={onReject} />
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
