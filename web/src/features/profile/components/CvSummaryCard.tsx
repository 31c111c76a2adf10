import { Card, Tag } from '@blueprintjs/core';
import { type ArtistProfile, ReviewMessages, reviewState } from '@oeuvre/contract';
import { ButtonAnchor, ButtonLink } from '@/components/ButtonLink';
import { ExternalLink } from '@/components/ExternalLink';
import { paths, serverPaths } from '@oeuvre/ui/lib/paths';
import { formatLongDate } from '@oeuvre/ui/lib/dates';

const STATUS = {
  approved: { label: ReviewMessages.labels.published, intent: 'success' },
  pending: { label: ReviewMessages.labels.pendingReview, intent: 'warning' },
  rejected: { label: ReviewMessages.labels.notApproved, intent: 'danger' },
} as const;

export function CvSummaryCard({ profile }: { profile: ArtistProfile | null }) {
  if (!profile) {
    return (
      <Card className="cv-summary">
        <h2 className="section-title">Your CV</h2>
        <p className="muted">You have not created your artist CV yet. It takes a few minutes to start.</p>
        <ButtonLink to={paths.createCv} intent="primary" icon="plus">
          Create Your CV
        </ButtonLink>
      </Card>
    );
  }
  const status = STATUS[reviewState(profile)];
  const isPublic = profile.isApproved || profile.publishedAt !== null;
  const rows: [string, React.ReactNode][] = [
    ['Name', profile.fullName],
    ['Display name', profile.displayName || '—'],
    ['Location', [profile.city, profile.country].filter(Boolean).join(', ')],
    ['Contact', profile.email],
    ['Website', profile.website ? <ExternalLink href={profile.website}>{profile.website}</ExternalLink> : '—'],
    ['Created', formatLongDate(profile.createdAt)],
    ['Last updated', formatLongDate(profile.updatedAt)],
  ];
  return (
    <Card className="cv-summary">
      <div className="section-heading-row">
        <h2 className="section-title">Your CV</h2>
        <Tag intent={status.intent} round large>
          {status.label}
        </Tag>
      </div>
      {reviewState(profile) === 'rejected' ? (
        <p className="summary-note">
          {ReviewMessages.notApproved.description}
          {profile.rejectionReason ? ` Reason from the reviewer: ${profile.rejectionReason}` : ''}
        </p>
      ) : null}
      <dl className="summary-list">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="button-row">
        <ButtonLink to={paths.createCv} intent="primary" icon="edit">
          Edit CV
        </ButtonLink>
        {isPublic ? (
          <ButtonLink to={paths.artist(profile.slug)} outlined icon="eye-open">
            View Public Profile
          </ButtonLink>
        ) : null}
      </div>
      {/* The draft as documents to send: changes still in review included. */}
      <div className="button-row">
        <ButtonAnchor href={serverPaths.ownCvPdf} download={`${profile.slug}-cv.pdf`} outlined icon="document">
          Download CV (PDF)
        </ButtonAnchor>
        <ButtonAnchor href={serverPaths.ownPortfolioPdf} download={`${profile.slug}-portfolio.pdf`} outlined icon="document">
          Download portfolio (PDF)
        </ButtonAnchor>
      </div>
    </Card>
  );
}
